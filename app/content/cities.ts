import { haversineMiles } from "../lib/geo";
import { type CitySlug, cityList } from "./city-list";
import type { City, CityText, Nearby } from "./schema";
import { site } from "./site";

/**
 * Service-area cities. Each city's text is written for that city: its neighbourhoods, housing stock, weather and
 * city services. A test (cities.test.ts) fails when two cities' texts overlap too much, even with the names swapped,
 * because near-identical location pages are treated as doorway pages by search engines.
 *
 * Coordinates are the city centres (city hall / downtown area), WGS84. Brand and phone come from the site config.
 * City text never carries prices: those live in services.ts.
 */

/** Meta description: the city-specific lead, then the call to the phone number from the site config. */
const meta = (lead: string): string => `${lead} Call ${site.phone}.`;

const cityTexts: Record<CitySlug, CityText> = {
  dallas: {
    description:
      "Move in/out cleaning, junk removal and power washing for Dallas homes and apartments, from Lakewood bungalows and Uptown high-rises to Lake Highlands ranch houses.",
    metaDescription: meta(
      "Dallas move in/out cleaning, junk removal and power washing, from Lakewood to Uptown. Flat rates, easy online booking.",
    ),
    intro: [
      "Dallas is really a collection of very different places, and a move-out in one rarely looks like a move-out in another. In Lakewood and the M Streets, 1920s and 1930s Tudors and cottages come with original hardwood, deep window sills and plaster details that hold decades of dust. Uptown and Deep Ellum turn over mid-rise apartments on a steady monthly rhythm, with freight elevators, loading docks and inspection checklists to plan around. Lake Highlands and Far North Dallas add roomy 1960s to 1980s brick ranch homes whose garages have had years to fill up.",
      "When the garage, attic or back bedroom finally has to be emptied, many residents lean on the city's monthly bulk and brush collection. It works well for a worn-out sofa or a pile of limbs, but set-outs run on your area's assigned week, have a volume limit and exclude remodeling debris, so a closing date or lease end rarely lines up with it. Our crews load from wherever the items are, upstairs or out back, haul everything the same visit, and take usable furniture to donation centers whenever we can.",
      "Dallas weather is tough on the outside of a house. Spring hail and wind storms leave grit and shredded leaves in gutters, summer heat bakes pollen and dust onto siding, and the shady, humid lots around White Rock Lake and in Kessler Park grow green mildew on north walls and walkways. We match pressure to the surface, soft washing painted wood and old brick and saving real pressure for concrete. Every service has a flat rate shown before you book online, with crews working every day of the week.",
    ],
    neighborhoods: [
      "Lakewood",
      "M Streets",
      "Oak Cliff",
      "Kessler Park",
      "Bishop Arts District",
      "Uptown",
      "Deep Ellum",
      "Lake Highlands",
      "Preston Hollow",
      "Far North Dallas",
    ],
    localNotes: {
      cleaning:
        "Many Dallas leases end on the last day of the month, and Uptown and Oak Lawn buildings often reserve freight elevators in tight time slots. We plan the cleaning around your building's rules, and in older Lakewood and M Streets homes we take extra care with original hardwood, tile and plaster.",
      "junk-removal":
        "The city's monthly bulk and brush pickup only takes a set volume on your neighborhood's week and refuses renovation debris. For a move on a deadline we haul directly from attics, garages and upstairs rooms, and we donate furniture that still has life in it.",
      "power-washing":
        "Between spring hail, summer dust and the shaded lots around White Rock Lake, Dallas exteriors get grimy fast. We soft wash painted siding and older brick, pressure clean driveways and alley approaches, and keep runoff out of flower beds.",
    },
  },
  "fort-worth": {
    description:
      "Cleaning, hauling and exterior washing for Fort Worth, from Fairmount's historic bungalows and TCU-area rentals to the newer master-planned neighborhoods around Alliance.",
    metaDescription: meta(
      "Fort Worth move-out cleaning, junk hauling and power washing, from Fairmount to TCU and Alliance. Flat-rate, book online.",
    ),
    intro: [
      "Fort Worth has never felt like anyone's suburb, and its housing shows it. The Fairmount and Ryan Place historic districts south of downtown are full of early 1900s Craftsman bungalows and prairie-style homes with built-in cabinets, pier-and-beam floors and original trim that deserve careful hands during a move-out. Around TCU, Westcliff and Bluebonnet Hills, student rentals and small duplexes turn over in late spring and again before the fall semester, and landlords usually need units inspected and ready within days.",
      "Farther out, the picture changes. Wedgwood and much of southwest Fort Worth were built out with 1950s to 1970s brick ranch homes, while the far north around Alliance has grown rows of newer houses in master-planned communities with HOA standards for driveways, fences and front elevations. The city gives residents a monthly curbside bulk pickup and several drop-off stations, which helps if you own a trailer and have a free Saturday. If you would rather not rent one, our crew does the lifting, loading and sorting for you.",
      "West of downtown, the Trinity River and the big pecan and oak trees of Arlington Heights shade houses beautifully but keep siding and flatwork damp, which lets algae and mildew settle in. Add dust from constant construction up north and the hail that crosses Tarrant County most springs, and exteriors need washing more often than people expect. We bring our own equipment and use water carefully. Every job has a flat price you see up front, and booking online takes a couple of minutes.",
    ],
    neighborhoods: [
      "Fairmount",
      "Ryan Place",
      "Near Southside",
      "Arlington Heights",
      "TCU / Westcliff",
      "Bluebonnet Hills",
      "Wedgwood",
      "Alliance",
      "Sundance Square",
    ],
    localNotes: {
      cleaning:
        "Near TCU, rentals turn over in late May and again ahead of the fall semester, and we can schedule several units back to back. In Fairmount and Ryan Place bungalows we clean built-ins, old wood floors and original trim by hand instead of soaking them.",
      "junk-removal":
        "Fort Worth residents get monthly bulk collection on an assigned week and can use the city's drop-off stations with proof of address. If you'd rather skip the trailer rental and the wait, our crew loads everything where it sits and takes it away on the same trip.",
      "power-washing":
        "Mature trees in Arlington Heights keep houses cool but feed mildew on siding and walks, while the building boom around Alliance fills the air with dust. We wash both kinds of home with methods matched to the surface and to your HOA's expectations.",
    },
  },
  arlington: {
    description:
      "Move in/out cleaning, junk removal and power washing across Arlington: UT Arlington rentals, central 1960s-70s brick homes, Viridian and the Interlochen lagoons.",
    metaDescription: meta(
      "Arlington, TX move-out cleaning, junk removal and exterior washing near UTA, Viridian and Interlochen. Flat rates, online booking.",
    ),
    intro: [
      "Arlington sits squarely between Dallas and Fort Worth, and that central spot means a constant flow of people moving in and out. Around the University of Texas at Arlington, apartment complexes and older rental houses empty at the end of each semester, and property managers often need several units cleaned in the same week. In central Arlington, brick homes from the 1960s and 70s are frequently sold by long-time owners, which usually means a full garage, an attic of keepsakes and shelving to clear before listing.",
      "Up in far north Arlington along the Trinity River, Viridian is one of the area's newer master-planned communities, with lakes, trails and an HOA that expects tidy exteriors. South Arlington's subdivisions from the 1990s and 2000s are reaching the age when fences gray, driveways stain and owners start refreshing before a sale. And in Interlochen, best known for its lagoons and its December light displays, water, trees and shade combine into algae on patios and walkways that calls for a gentle soft wash rather than brute pressure.",
      "On game days the whole entertainment district fills up, but most of our Arlington work happens on quiet residential streets. The area's clay soil shrinks in August and swells after spring rain, and the reddish dust it leaves behind ends up in window tracks, on garage floors and along the lowest rows of brick. Whether you need a deposit-ready move-out clean, a truck of junk hauled away or a pre-listing exterior wash, the price is flat and known in advance, and you book online.",
    ],
    neighborhoods: [
      "Downtown Arlington",
      "Viridian",
      "Interlochen",
      "South Arlington",
      "Lake Arlington",
      "Entertainment District",
    ],
    localNotes: {
      cleaning:
        "Semester changes near UT Arlington and frequent apartment turnovers mean deposits ride on the final clean. We follow the landlord's checklist, with inside appliances on request, and clear the window tracks and sills where the area's clay dust collects.",
      "junk-removal":
        "Long-time owners in central Arlington often sell houses with decades of storage in the garage and attic. We sort, carry and load in one visit, set aside items that can be donated, and leave the floor broom-swept behind us.",
      "power-washing":
        "Patios around the Interlochen lagoons and near Lake Arlington grow algae in the shade, and Viridian's HOA expects clean exteriors. We soft wash siding and stone, pressure clean concrete and lift the reddish clay splash line off the base of brick walls.",
    },
  },
  plano: {
    description:
      "Flat-rate cleaning, hauling and power washing for Plano, from 1970s brick homes east of US-75 to the larger houses of Deerfield and Willow Bend and the apartments near Legacy West.",
    metaDescription: meta(
      "Plano move-in/move-out cleaning, junk removal and HOA-ready power washing, Legacy West to Willow Bend. Flat-rate, book online.",
    ),
    intro: [
      "Plano grew in waves, and each wave left a different kind of house to care for. East of US-75, neighborhoods such as Los Rios and the streets around historic Downtown Plano hold many 1970s and early-80s brick homes with alleys, rear-entry garages and original cabinetry. West Plano, largely built out through the 1990s, is known for larger two-story homes in Deerfield, Willow Bend and Russell Creek, with tall entries, ceiling fans high overhead and plenty of square footage to clean before closing day.",
      "Around Legacy West and the corporate campuses along the Dallas North Tollway, apartments and townhomes fill with relocating employees on tight timelines, and a move-in cleaning before the furniture arrives is often the first thing they book. For bigger clear-outs, the city's bulky-item collection is arranged ahead of time through Plano's Environmental Waste Services and comes with a size limit per pickup. When a whole garage or a relative's house needs emptying, our crew handles it in a single visit.",
      "Most Plano subdivisions have active homeowner associations, and their letters tend to arrive right after spring storms, when alleys and driveways are streaked with mud and sidewalks under the live oaks carry dark leaf stains. Collin County's heavy black clay also tracks into garages and onto patios. We pressure wash flatwork and fences, soft wash siding and trim, and clean up after ourselves. Rates are flat with no surprises on the day, and you can book online for morning, afternoon or early evening.",
    ],
    neighborhoods: [
      "Legacy West",
      "Willow Bend",
      "Deerfield",
      "Russell Creek",
      "Los Rios",
      "Downtown Plano",
      "Hunters Glen",
    ],
    localNotes: {
      cleaning:
        "Relocations to the Legacy-area corporate campuses keep Plano's apartments and townhomes busy, and buyers in west Plano expect a spotless house at closing. We dust high ledges, fan blades and two-story stairwells, not just the surfaces that are easy to reach.",
      "junk-removal":
        "Plano's bulky-item pickup is scheduled in advance with the city and limited in size. For a full garage, an estate or the leftovers of a renovation, we bring a truck and a crew, often sooner than the next available city slot.",
      "power-washing":
        "HOA notices in Plano often follow spring storms, when alleys, driveways and fences show mud and mildew. We clean alley aprons and rear-entry driveways, wash cedar fences without furring the wood, and keep runoff off your neighbors' landscaping.",
    },
  },
  irving: {
    description:
      "Move-out cleaning for Las Colinas apartments, junk removal for established Irving homes and power washing from Valley Ranch to the Heritage District.",
    metaDescription: meta(
      "Irving apartment and home move-out cleaning, junk removal and power washing in Las Colinas and Valley Ranch. Flat-rate, online booking.",
    ),
    intro: [
      "Irving's population turns over faster than most. With DFW Airport on its western edge and corporate headquarters lining the Las Colinas Urban Center, the city is home to many renters on relocation packages and short leases. High-rise and garden-style apartments around Lake Carolyn and the Mandalay Canal see a steady stream of move-outs, and management offices are strict about the condition they expect on inspection day. Our move-out cleaning is built around those checklists, from blinds and baseboards to bathrooms scrubbed and floors finished last.",
      "It is also a city of settled homeowners. South Irving and the Heritage District around Main Street have plenty of post-war and 1960s brick homes on mature lots, while Valley Ranch, built in the 1980s and 90s along the Elm Fork of the Trinity, mixes single-family homes with townhomes and canal-side walking paths. Hackberry Creek and Cottonwood Valley in Las Colinas offer larger homes, golf-course views and HOA rules to match. Each area brings different jobs, from decades of garage storage to a polished pre-listing refresh.",
      "The river bottoms and greenbelts that make Irving pleasant also hold humidity, so mildew is common on north walls, fences and shaded patios, and traffic from the airport and freeways leaves a fine gray film on windows and siding. Irving residents can set brush and bulky items out on the city's scheduled collection day, but a sleeper sofa on a third floor will not reach the curb by itself. Our crew carries it down, loads the truck and hauls it off at a flat rate you book online.",
    ],
    neighborhoods: [
      "Las Colinas",
      "Valley Ranch",
      "Heritage District",
      "Hackberry Creek",
      "Cottonwood Valley",
      "South Irving",
    ],
    localNotes: {
      cleaning:
        "Las Colinas apartment communities hold firm move-out standards, and relocating employees often need a unit ready on short notice. Our checklist covers blinds, cabinets, baseboards and bathrooms, with the inside of the oven and refrigerator available as extras.",
      "junk-removal":
        "Irving picks up brush and bulky items on a scheduled day, but furniture stuck on an upper floor or a storage unit full of boxes needs hands and a truck. We carry items down stairwells and out of narrow breezeways, then haul them away.",
      "power-washing":
        "Humidity from the Trinity greenbelt and grime from airport and freeway traffic build up on siding and windows around Valley Ranch and south Irving. We wash walls, walkways and patios at the pressure each surface can safely take.",
    },
  },
  frisco: {
    description:
      "Cleaning, junk removal and HOA-friendly power washing for Frisco's newer master-planned neighborhoods, including Starwood, Phillips Creek Ranch, Richwoods and Newman Village.",
    metaDescription: meta(
      "Frisco new-build and move-out cleaning, junk removal and HOA-ready power washing, Starwood to Phillips Creek Ranch. Book online.",
    ),
    intro: [
      "Few places in the country have grown as quickly as Frisco, and much of the housing here is less than twenty-five years old. Master-planned communities like Phillips Creek Ranch, Richwoods and Newman Village are full of two-story homes with open floor plans, tall windows and light-colored tile, all of which show every streak after a move. Starwood and the homes around Stonebriar add bigger floor plans, media rooms and three-car garages to the checklist, and closing dates in a busy market leave little time between the last box and the walk-through.",
      "Frisco's HOAs take exterior appearance seriously. Driveways with oil spots, orange fertilizer stains and tire marks, fences turning gray and stone entries darkened by runoff are common reasons for a courtesy letter. Because so many homes share the same builders' stone, brick and stucco, our crews adjust pressure and cleaning solution to each material and protect landscaping beds along the way. Spring storms and the dust from neighboring construction sites mean many homeowners here book an exterior wash at least once a year.",
      "For bulky items, Frisco residents can call the city to schedule a limited curbside pickup during their collection week, and household chemicals go to the Environmental Collection Center. That covers a few pieces at a time; a garage cleanout after the kids leave home, or playsets and old patio furniture ahead of a listing, usually calls for a truck. We offer flat-rate loads, careful carrying through finished homes and online booking with arrival windows from morning to evening.",
    ],
    neighborhoods: [
      "Starwood",
      "Phillips Creek Ranch",
      "Richwoods",
      "Newman Village",
      "Stonebriar",
      "Panther Creek",
      "Frisco Square",
    ],
    localNotes: {
      cleaning:
        "Many Frisco homes are recent builds with big windows, pale tile and open layouts that reveal every smudge. Before a closing or a move-in, we clear construction dust from cabinets, vents and window tracks and finish the floors last.",
      "junk-removal":
        "Frisco caps its scheduled bulky pickup at a handful of items a month, and chemicals go to a separate collection center. When a whole garage, a playset or a patio set has to go at once, a flat-rate truck load is simpler and faster.",
      "power-washing":
        "Courtesy letters from Frisco HOAs usually mention stained driveways, gray fences or dirty stone entries. We remove tire marks, fertilizer stains and runoff streaks, soft wash stucco and cast stone, and keep cleaning solution away from your landscaping.",
    },
  },
  mckinney: {
    description:
      "Cleaning, hauling and exterior washing in McKinney, from Victorian homes near the historic square to Stonebridge Ranch, Craig Ranch and the new streets of Trinity Falls.",
    metaDescription: meta(
      "McKinney move in/out cleaning, junk removal and power washing, from the historic square to Stonebridge Ranch. Flat rates, book online.",
    ),
    intro: [
      "McKinney manages to be both a historic county seat and one of the fastest-growing suburbs in Collin County. Around the downtown square, Victorian and early 20th-century houses in the historic district have tall ceilings, wood floors and original windows, and they need a patient, detail-minded crew rather than a quick once-over. A few miles west, Stonebridge Ranch and Craig Ranch are large master-planned communities with lakes, golf courses and the kind of HOA standards that shape how every front yard looks.",
      "Newer neighborhoods keep spreading north and east: Trinity Falls, Tucker Hill with its traditional front porches and alley-loaded garages, and the Croatian-inspired streets of Adriatica. New construction brings its own kind of job. First comes a post-builder move-in clean to clear drywall dust, sticker residue and paint flecks; later, once a family settles in, come garage cleanouts and the removal of moving boxes, old furniture and outgrown play equipment that won't fit in a curbside pickup.",
      "McKinney's black clay soil and the open fields still being developed around it produce a lot of dust, and spring hail crossing Collin County can pepper siding and clog gutters. Lakeside homes in Stonebridge also fight green algae on shaded stone and concrete. We handle all three services with the same approach: a clear checklist, the right tools for older and newer homes, and a flat price agreed before anyone arrives. You choose the date and arrival window online, any day of the week.",
    ],
    neighborhoods: [
      "Historic Downtown McKinney",
      "Stonebridge Ranch",
      "Craig Ranch",
      "Tucker Hill",
      "Trinity Falls",
      "Adriatica",
    ],
    localNotes: {
      cleaning:
        "From Victorian houses near the square to new builds in Trinity Falls, McKinney homes vary widely. We adjust our approach for older wood floors and wavy glass windows, and give new construction a full top-to-bottom dust-down before your furniture arrives.",
      "junk-removal":
        "Growing families in Stonebridge Ranch and Craig Ranch collect moving boxes, spare furniture and outgrown toys quickly. We remove a whole load in one visit, which beats spreading it over several limited curbside collections.",
      "power-washing":
        "Shaded lakeside walkways in Stonebridge Ranch develop algae, and Collin County's black clay stains concrete after every rain. We clean driveways, fences and stone to HOA standards while protecting lawns and plantings.",
    },
  },
  garland: {
    description:
      "Move in/out cleaning, junk removal and power washing for Garland's brick ranch homes, the Firewheel area and neighborhoods along Lake Ray Hubbard.",
    metaDescription: meta(
      "Garland move-out cleaning, garage and estate junk removal, and power washing near Firewheel and Lake Ray Hubbard. Flat-rate, book online.",
    ),
    intro: [
      "Garland is a hard-working, practical city, and its homes reflect that. Much of the housing went up between the 1950s and the 1980s: one-story brick ranch homes with two-car garages or carports, alleys behind, and shade trees that have had decades to grow. Those houses tend to come with full attics, sheds and workshops, so clearing one out for a sale or an estate is usually a bigger job than expected. Inside, original tile, textured walls and galley kitchens need careful scrubbing to look right for the next owner or tenant.",
      "In the north, the Firewheel area grew up around the golf course and the town center, adding newer subdivisions with HOAs and larger two-story homes. To the east, neighborhoods near Lake Ray Hubbard enjoy water views but also the breezes that carry moisture, pollen and algae onto decks, fences and shaded concrete. Around Downtown Garland, the square and the DART station are drawing new apartments and townhomes, which means more renters and more move-ins and move-outs on a regular lease cycle.",
      "Garland's own sanitation department collects bulky items at the curb under its rules on size and what qualifies. When a pile is too big for that, or the items are still sitting in the attic, our crews load and haul them in one visit. On the outside, blackland clay dust and summer heat bake a dull film onto brick and siding, which a careful wash removes. Cleaning, junk removal and power washing are all flat-rate, and booking is online whenever it suits you.",
    ],
    neighborhoods: ["Downtown Garland", "Firewheel", "Eastern Hills", "Lake Ray Hubbard shoreline", "Duck Creek"],
    localNotes: {
      cleaning:
        "Garland's many 1960s to 80s brick ranch homes often have original tile, textured walls and galley kitchens that need detail work at move-out. We clean inside cabinets and along baseboards so the house shows well to the next owner or tenant.",
      "junk-removal":
        "Attics, sheds and detached workshops in older Garland homes can hold decades of belongings. We take on estate-size cleanouts without the curbside volume limits, sorting out donations and metal for recycling as we go.",
      "power-washing":
        "Homes near Lake Ray Hubbard and Firewheel pick up pollen, wind-blown grit and algae on fences and decks. We wash siding, decks and driveways at safe pressures, so surfaces come out clean rather than etched or splintered.",
    },
  },
  "grand-prairie": {
    description:
      "Cleaning, hauling and soft washing for Grand Prairie, from older homes near Main Street to the lakeside communities of Lake Ridge and Mira Lagos near Joe Pool Lake.",
    metaDescription: meta(
      "Grand Prairie move-out cleaning, junk removal and soft washing, from Main Street to Joe Pool Lake. Flat-rate prices, book online.",
    ),
    intro: [
      "Grand Prairie stretches a long way from north to south, and it changes character along the way. Near the old downtown on Main Street and in the neighborhoods between I-30 and I-20, homes are mostly modest brick ranches and cottages from the 1950s through the 1980s, often with detached garages or carports. Along the I-30 corridor near Lone Star Park, apartments and townhomes house people who work all over the region and move often, and their landlords expect units handed back spotless.",
      "South of I-20, the city opens up toward Joe Pool Lake, where Lake Ridge, Mira Lagos and similar master-planned communities have bigger homes, hillside lots and HOAs with clear rules about fences, driveways and exterior paint. Those lakeside neighborhoods get more wind, more pollen and more humidity than the older parts of town, and shaded stone, stucco and concrete there turn green or black surprisingly fast. A careful soft wash brings them back without etching the surface or stripping paint.",
      "Grand Prairie spans parts of Dallas, Tarrant and Ellis counties, and the city's sanitation service collects bulky items under its own rules. Still, an apartment move-out or a garage full of old furniture rarely fits neatly into a curbside pickup. Our junk removal works on your timeline: we haul furniture, appliances, yard debris and garage clutter straight from your property. Each service has a flat rate you can see before booking, and the whole reservation is made online in a few minutes.",
    ],
    neighborhoods: ["Lake Ridge", "Mira Lagos", "Downtown Grand Prairie", "Dalworth Park"],
    localNotes: {
      cleaning:
        "Apartments along the I-30 corridor turn over often, while the lake homes near Joe Pool Lake are larger and more detailed. We size the crew and the checklist to the home, with inside appliances and cabinets on request.",
      "junk-removal":
        "Older houses between I-30 and I-20 often come with a detached garage or shed packed with tools and furniture. We clear it in one trip, so you don't have to squeeze everything into a single curbside set-out.",
      "power-washing":
        "In Lake Ridge and Mira Lagos, humidity and wind off Joe Pool Lake turn shaded stucco and stone green. We soft wash those surfaces and keep higher pressure for concrete, which leaves HOA-approved paint and stonework intact.",
    },
  },
  mesquite: {
    description:
      "Move in/out cleaning, junk removal and power washing for Mesquite, from long-held ranch homes near Town East to new subdivisions on the city's southern and eastern edges.",
    metaDescription: meta(
      "Mesquite move-in cleaning, garage junk removal and driveway power washing, Town East to new subdivisions. Flat rates, book online.",
    ),
    intro: [
      "Known as the Rodeo Capital of Texas, Mesquite is a family-oriented city east of Dallas where many homeowners have stayed put for decades. Much of the housing, including the streets around Town East Estates and the older blocks near Downtown Mesquite, is 1950s to 1980s brick ranch homes with attached garages, backyard sheds and the belongings of a long stay. When those homes change hands, families often need help sorting, hauling and cleaning in a short window before the listing photos are taken.",
      "Growth is now happening at the edges. South and east toward Lawson Road and the Kaufman County line, new subdivisions bring larger homes, HOAs and first-time owners moving in from apartments. Those new builds need a real move-in clean to clear construction dust from cabinets, window tracks and vents. Around Town East Mall, the Eastfield campus and the I-635 corridor, apartments turn over steadily, and property managers count on a crew that arrives in the booked window.",
      "East Dallas County sits on deep blackland clay. It cracks wide in the summer heat and turns to sticky mud after spring storms, and either way it ends up on driveways, garage floors and the bottom edge of brick. A seasonal wash keeps it from setting in. Mesquite's sanitation service offers bulky-item collection, but it won't take everything, and it won't carry a sleeper sofa down the hall for you. Our crews will, at flat rates, and you can book online for any day.",
    ],
    neighborhoods: ["Town East Estates", "Downtown Mesquite", "Eastfield", "Lawson"],
    localNotes: {
      cleaning:
        "New subdivisions on Mesquite's southern and eastern edges need a true construction clean before move-in, while older ranch homes near Town East need deep kitchen and bathroom work. We bring a checklist that fits the house.",
      "junk-removal":
        "Decades of storage in a Mesquite garage or shed often exceed what a curbside pickup allows. We load heavy pieces like sleeper sofas, old freezers and workbenches and take everything in a single visit.",
      "power-washing":
        "Blackland clay in east Dallas County cracks in summer and turns to mud in spring, leaving stains on driveways, garage floors and the lowest courses of brick. A seasonal wash removes the film before it sets in for good.",
    },
  },
  carrollton: {
    description:
      "Flat-rate cleaning, junk hauling and power washing for Carrollton's 1970s-80s neighborhoods, Downtown Carrollton and the homes around Josey Ranch Lake.",
    metaDescription: meta(
      "Carrollton move in/out cleaning, estate junk removal and power washing, Country Place to Downtown Carrollton. Flat-rate, book online.",
    ),
    intro: [
      "Carrollton is a practical choice for a lot of DFW families: central, well connected by the George Bush Turnpike and the DART Green Line, and full of solid homes. Country Place, Indian Creek and the neighborhoods around Josey Ranch Lake were mostly built in the 1970s and 80s, with brick exteriors, wood fences, alleys and two-car garages. Many of those homes are now passing from long-time owners to young families, which brings a wave of estate cleanouts, renovations and deep move-in cleanings.",
      "The historic square in Downtown Carrollton has become a lively place to eat and shop, and new apartments and townhomes near the Trinity Mills and downtown rail stations add renters who move more often. Along Old Denton Road, a busy Korean business district has grown up around the Trinity Mills area. Each kind of home asks for a slightly different approach: a downtown unit needs a fast, inspection-ready turnover, while a house in Indian Creek may need a full day of sorting and hauling first.",
      "Carrollton's mature trees and the greenbelts along the Elm Fork of the Trinity keep neighborhoods shaded and green, but they also drop leaves into gutters and feed mildew on fences and north-facing siding. Black clay dust blows in during dry spells, and hail arrives most springs. Our team handles power washing, junk hauling and move in/out cleaning with flat, published rates, so you are not waiting on an estimate. Pick your service and time online and we take it from there.",
    ],
    neighborhoods: ["Downtown Carrollton", "Country Place", "Indian Creek", "Josey Ranch", "Trinity Mills"],
    localNotes: {
      cleaning:
        "Older Carrollton homes in Country Place and Indian Creek are often renovated between owners, leaving fine dust everywhere. Our move-in cleaning reaches vents, cabinets, window tracks and light fixtures so the house is ready to live in.",
      "junk-removal":
        "Estate cleanouts and pre-renovation clearing are common in Carrollton's 1970s and 80s neighborhoods. We haul furniture, appliances and garage clutter in one trip and pass usable items on to donation centers when we can.",
      "power-washing":
        "Shade from big trees and the Elm Fork greenbelt feeds mildew on Carrollton fences and north-facing siding. We wash those gently, clean alley-side driveways and lift the tannin stains fallen leaves print onto concrete.",
    },
  },
  denton: {
    description:
      "Student-rental turnovers, junk removal and exterior washing in Denton, around UNT and TWU, the courthouse square, Southridge and Robson Ranch.",
    metaDescription: meta(
      "Denton student-rental move-out cleaning, junk removal and power washing near UNT, TWU and the Square. Flat rates, book online.",
    ),
    intro: [
      "Denton runs on an academic calendar. With the University of North Texas and Texas Woman's University both in town, thousands of students move every May and August, and the weeks around the start of the fall semester are the busiest of the year for landlords near Fry Street and the campus edges. Older rental houses, duplexes and student apartments all need turning around quickly: kitchens degreased, bathrooms scrubbed, carpets vacuumed and abandoned furniture hauled off before the next lease begins.",
      "Away from campus, Denton has a distinct small-city character. The courthouse square and the Oak-Hickory Historic District hold early 20th-century homes with wood siding, deep porches and big trees, while neighborhoods like Southridge were built out with brick ranch homes in the 1970s and 80s. On the city's southwest side, Robson Ranch is a large active-adult community where downsizing and estate clearing are common requests, and we handle those with patience and care for what is being kept.",
      "Denton runs its own solid waste and recycling service, landfill included, and bulky items can be collected under its rules, but those rules don't help much when ten tenants leave futons and desks on the same weekend. That is the gap our crews fill. Outside, the weather is a touch harsher this far north: spring storms, pollen from the Cross Timbers woods and hard summer sun. We wash siding, porches and flatwork at flat rates, and every job is booked online.",
    ],
    neighborhoods: [
      "Downtown Square",
      "Fry Street",
      "Oak-Hickory Historic District",
      "Southridge",
      "Robson Ranch",
      "Rayzor Ranch",
    ],
    localNotes: {
      cleaning:
        "August is Denton's busiest month, with UNT and TWU leases ending and starting within days of each other. We book student rentals in sequence and focus on what landlords inspect: kitchens, bathrooms, floors and scuffed walls.",
      "junk-removal":
        "Students often leave futons, desks and mattresses behind when a lease ends. We clear whole units fast so landlords can turn them over, and we also help with downsizing moves in communities like Robson Ranch.",
      "power-washing":
        "Wood siding and deep porches in Denton's historic districts need a low-pressure soft wash, not a blast. On newer homes, we clean driveways and fences of pollen, clay dust and the grime left by spring storms.",
    },
  },
  richardson: {
    description:
      "Careful cleaning, junk removal and power washing for Richardson's mid-century homes, Canyon Creek, and the apartments near CityLine and UT Dallas.",
    metaDescription: meta(
      "Richardson move-out cleaning, junk removal and power washing for mid-century homes, CityLine and UT Dallas. Flat-rate, book online.",
    ),
    intro: [
      "Richardson has one of the best collections of mid-century homes in North Texas. Richardson Heights and the streets around it were built out in the 1950s and 60s with low-slung ranch houses, wide eaves and big picture windows, some still with original parquet or terrazzo floors. Canyon Creek, a little newer, adds tree-shaded 1970s homes around a creek and a country club. These houses are loved and often renovated, and when they change hands a gentle, thorough cleaning matters more than speed.",
      "The city is also home to the Telecom Corridor, UT Dallas and the newer CityLine development near State Highway 190, where mid-rise apartments fill with engineers, students and employees relocating to the area. Graduate students and faculty move on a semester rhythm, while corporate relocations happen all year. That mix keeps our crews busy with apartment move-in cleanings on one side of town and full garage cleanouts in Prairie Creek or Canyon Creek on the other.",
      "Older neighborhoods here are heavily treed. Live oaks, pecans and elms drop leaves and sap that stain patios, walkways and cars parked underneath, and shaded brick picks up a green film after a wet spring. Richardson's sanitation service collects brush and bulky items on a set schedule, with limits on what can go out. When you need more than that, we haul it for a flat rate. Pick your service online, choose an arrival window, and our crew handles the rest.",
    ],
    neighborhoods: ["Richardson Heights", "Canyon Creek", "Prairie Creek", "CityLine", "Telecom Corridor"],
    localNotes: {
      cleaning:
        "Mid-century homes in Richardson Heights often have original floors and built-ins that need a gentle touch, while apartments near CityLine and UT Dallas turn over with the school year and corporate moves. We clean both carefully and on schedule.",
      "junk-removal":
        "Richardson's brush and bulky collection runs on a schedule with limits on size and type. For estate cleanouts, garage overhauls or moves on a deadline, we send a crew and a truck for a flat rate instead.",
      "power-washing":
        "Pecans, elms and live oaks in older Richardson neighborhoods drop leaves and sap that stain patios and driveways. We lift those stains and remove the green film from shaded brick and wood fences.",
    },
  },
  "the-colony": {
    description:
      "Move in/out cleaning, junk removal and lakeside power washing for The Colony, from the original 1970s homes to Austin Ranch, Stewart Peninsula and The Tribute.",
    metaDescription: meta(
      "The Colony move-out cleaning, junk removal and lakeside power washing near Lewisville Lake and Austin Ranch. Flat-rate, book online.",
    ),
    intro: [
      "The Colony began in the 1970s as a planned community built largely by the homebuilder Fox & Jacobs, and many of those original single-story brick homes still line the streets between Main Street and the lake. They are sturdy and practical, but after fifty years most have been through several owners, a few renovations and plenty of accumulated storage. When one sells or a rental turns over, a deep cleaning that reaches inside cabinets, vents and light fixtures makes a real difference.",
      "The city wraps around the southeastern shore of Lewisville Lake, so water shapes life here. Stewart Peninsula and The Tribute sit right on the lake, with golf courses, trees and breezes that leave patios, walkways and north-facing walls prone to green algae and hard-water spots from sprinklers. Austin Ranch, on the southern edge, adds a large collection of apartments and townhomes with frequent move-ins, and Grandscape along SH 121 has made The Colony a regional shopping destination.",
      "Lakeside humidity, cottonwood fluff in late spring and wind-blown dust from construction along the highway all land on the same driveways and fences. Our power washing uses the right pressure for stone, stucco and older brick: we clean rather than blast. For junk removal, we take what the curb can't, including heavy furniture, old appliances and garage clutter. Every service is flat-rate and booked online, with crews working every day from early morning into the evening.",
    ],
    neighborhoods: ["Stewart Peninsula", "The Tribute", "Austin Ranch", "Grandscape"],
    localNotes: {
      cleaning:
        "The original Fox & Jacobs homes in The Colony have seen decades of use, while Austin Ranch apartments turn over regularly. We adapt the checklist to each, from deep kitchen degreasing to fast, thorough apartment move-outs.",
      "junk-removal":
        "Garages in The Colony's older homes often hold lake gear, spare furniture and renovation leftovers. We take it all in one trip, including the heavy pieces a curbside pickup won't handle.",
      "power-washing":
        "Humidity off Lewisville Lake and dust from the SH 121 construction leave algae, mildew and grime on patios, fences and walls. We wash each surface with the pressure and cleaner it can safely take.",
    },
  },
  "flower-mound": {
    description:
      "Cleaning for larger homes, garage and playset junk removal, and driveway and fence washing across Flower Mound, including Bridlewood, Wellington and Lakeside.",
    metaDescription: meta(
      "Flower Mound move in/out cleaning, junk removal and driveway and fence washing, Bridlewood to Lakeside. Flat rates, book online.",
    ),
    intro: [
      "Flower Mound has worked hard to keep a semi-rural feel, and it shows in the housing. Town planning here favors larger lots, preserved trees and open space, so many homes sit well back on long driveways, with workshops, pools and wooded back yards running down to creeks. Bridlewood, with its golf club, and Wellington are established master-planned communities with active HOAs, while the western side of town keeps horse properties and custom homes set back from the road.",
      "Grapevine Lake forms the town's southern edge, and the Lakeside development along FM 2499 has added townhomes, apartments and restaurants near the water. With the lake close by, humidity and shade combine into the familiar green film on fences, stone and concrete. Add the long driveways and big patios typical of Flower Mound and you get a lot of flatwork, which is exactly where surface cleaners and careful pre-treatment pay off.",
      "Larger homes also hold more: oversized garages, attic storage and the playsets and trampolines families outgrow. When it is time to downsize or move, many of those items are too big or too numerous for a curbside pickup, and hauling them yourself means several trips with a rented trailer. We send a crew and a truck, load everything in one visit and leave the garage swept. Cleaning, hauling and washing are all flat-rate, booked online, and available every day of the week.",
    ],
    neighborhoods: ["Bridlewood", "Wellington", "Lakeside", "Canyon Falls"],
    localNotes: {
      cleaning:
        "Larger Flower Mound homes with game rooms, several living areas and tall entries take longer to clean properly. We bring enough people and supplies that a move in/out clean still finishes within the day you booked.",
      "junk-removal":
        "Big garages, workshops and backyard playsets are typical here. We take apart and haul outdoor equipment, clear garages and attics, and leave the space swept, all in a single visit.",
      "power-washing":
        "Long driveways, big patios and shaded fences near Grapevine Lake collect algae and stains. We use surface cleaners on flatwork and soft washing on stone and wood, meeting the standards Bridlewood and Wellington HOAs expect.",
    },
  },
  colleyville: {
    description:
      "Discreet, detailed cleaning, careful junk removal and gentle exterior washing for Colleyville's large homes and tree-shaded neighborhoods such as Thornbury and Monticello.",
    metaDescription: meta(
      "Colleyville move-out and post-renovation cleaning, junk removal and soft washing for large, tree-shaded homes. Flat-rate, book online.",
    ),
    intro: [
      "Colleyville is small by DFW standards, with about 26,000 residents, but it sets a high bar for how homes look and are kept. Once farmland between Big Bear Creek and Little Bear Creek, the city boomed in the late 1980s and 1990s after DFW Airport opened nearby, and most neighborhoods from that era feature large two-story brick and stone homes on generous lots. Many are now being renovated or sold as original owners downsize, and those transitions call for thorough, discreet cleaning and careful hauling.",
      "Neighborhoods such as Thornbury in the southeast and Monticello near John McCain Road sit among some of the last stands of Cross Timbers post oak forest in northeast Tarrant County, and residents fight hard to keep those trees. The result is beautiful, shaded streets, and also gutters packed with leaves, decks darkened by tannins and sidewalks stained by acorns. Exterior cleaning here is mostly gentle work: soft washing stone and painted trim, and cleaning flatwork without scarring it.",
      "Along Colleyville Boulevard, the Town Center and the Village at Colleyville bring shops and restaurants, but the city remains overwhelmingly residential, with relatively few apartments. So our work here is mostly whole-house: pre-listing cleanings, dust removal after a remodel, and garage or estate cleanouts where old furniture, exercise equipment and yard debris leave in one trip. Services are flat-rate with no on-site estimate to wait for, and you book online for the day and arrival window that suits you.",
    ],
    neighborhoods: ["Thornbury", "Monticello", "Colleyville Town Center", "Village at Colleyville", "Big Bear Creek"],
    localNotes: {
      cleaning:
        "Colleyville homes are large and often recently remodeled, so post-renovation dust and high ceilings are common. We clean thoroughly and discreetly, respect fine finishes, and can work around you while you are still moving out.",
      "junk-removal":
        "Downsizing and estate transitions here can mean heavy furniture, home gym equipment and years of stored belongings. We pad doorways, protect floors and walls, and remove everything in one trip.",
      "power-washing":
        "Post oak canopies drop leaves and tannins that stain decks, stone and walks, and gutters fill quickly. We soft wash stone, brick and trim, and clean flatwork without leaving wand marks.",
    },
  },
};

export const cities: City[] = cityList.map((ref) => ({ ...ref, ...cityTexts[ref.slug] }));

const bySlug = new Map(cities.map((city) => [city.slug, city]));

/** All city slugs, in display order. */
export const citySlugs: string[] = cities.map((city) => city.slug);

/** The city with this slug, or undefined for an unknown slug. */
export function getCity(slug: string): City | undefined {
  return bySlug.get(slug);
}

/**
 * The `count` other cities nearest to the given one by great-circle distance between their coordinates,
 * nearest first (ties broken by name), with the distance in miles rounded to one decimal. Unknown slug: [].
 */
export function nearbyCities(slug: string, count = 5): Nearby[] {
  const origin = bySlug.get(slug);
  if (!origin) return [];
  return cities
    .filter((city) => city.slug !== origin.slug)
    .map((city) => ({ name: city.name, slug: city.slug, exact: haversineMiles(origin, city) }))
    .sort((a, b) => a.exact - b.exact || a.name.localeCompare(b.name))
    .slice(0, Math.max(0, count))
    .map(({ name, slug: citySlug, exact }) => ({ name, slug: citySlug, miles: Math.round(exact * 10) / 10 }));
}
