import { typicalCleaningTime } from "../services";
import type { ServiceCityTexts } from "./types";

/** cleaning in the cities of group 1 (see index.ts). */
export const texts: ServiceCityTexts = {
  dallas: {
    metaDescription:
      "Move-out and move-in cleaning in Dallas for Uptown apartments, Lakewood and M Streets cottages and Lake Highlands ranch homes.",
    intro: [
      "A move-out in Dallas depends a lot on which Dallas you are leaving. Uptown, Oak Lawn and Deep Ellum are full of mid-rise apartments where many leases wrap up on the last day of the month, so the same week brings moving trucks, reserved freight elevators and a leasing office walking through units with a checklist. There, the job is speed without shortcuts: the kitchen degreased, the bathroom descaled and the floors done last so nothing gets tracked back in.",
      "East of downtown the houses are older and the pace is slower. Lakewood and the M Streets are known for 1920s and 1930s Tudors and cottages with original hardwood, plaster walls and deep window sills, and Oak Cliff and Kessler Park have their own share of older homes with vintage tile. Those surfaces reward patience. Old hardwood wants a barely damp mop, not a soaking, and plaster shows every scuff but does not forgive hard scrubbing.",
      "Farther out, Lake Highlands and Far North Dallas are mostly 1960s to 1980s brick ranch houses, many of them sold by owners who have lived there for decades. Those kitchens often carry years of grease above the range hood, and the garages have collected dust to match. A move-out clean there is mostly about readying a lived-in house for buyers.",
    ],
    notes: [
      "Where an Uptown or Oak Lawn building books the freight elevator in slots, reserve it for the movers and tell us when they finish. The crew arrives right after.",
      "Plaster walls in M Streets and Lakewood homes mark easily. We spot clean scuffs by hand; patching and touch-up paint are not part of our service.",
      "Preston Hollow homes with five or more bedrooms are booked as a quote request, with a flat price confirmed before work starts.",
    ],
    example: {
      title: "A one-bedroom in an Uptown mid-rise",
      story:
        "The tenant left on the last day of the month, after the movers had used the freight elevator all morning. That afternoon the crew cleaned inside the oven and refrigerator, detailed baseboards in three rooms and spot cleaned two scuffed walls before the leasing office walk-through.",
      tier: "1",
      addons: [
        { id: "oven", quantity: 1 },
        { id: "refrigerator", quantity: 1 },
        { id: "baseboards", quantity: 3 },
        { id: "wall-spot", quantity: 2 },
      ],
    },
    faqs: [
      {
        question: "Do you need the freight elevator in my Dallas high-rise?",
        answer:
          "Usually not. Cleaners carry their supplies in bags with a vacuum, so a passenger elevator normally works. Some Uptown and Deep Ellum buildings want every vendor registered with the front desk before arrival. Put those rules, parking details and loading dock instructions in your booking notes, and the crew checks in the way your building asks.",
      },
      {
        question: "How do you clean original hardwood in a Lakewood or M Streets house?",
        answer:
          "Gently. We vacuum grit out of the seams first, then use a well wrung-out mop and a wood-safe cleaner, drying as we go, never flooding or steaming. Cleaning will not hide worn finish or deep scratches, and we do not sand, wax or refinish, but the boards will be free of dust and moving grime.",
      },
      {
        question: "Is a move-out clean enough to sell a Lake Highlands ranch house?",
        answer:
          "For most sales, yes. Buyers look hardest at kitchens, bathrooms and floors, so those get the most time. In older ranch kitchens, add the oven interior and cabinet wipe-out, since grease settles on shelves over the years, plus a garage sweep-out if buyers will see the garage. Brick and driveways are a power washing job.",
      },
      {
        question: "How long does a move-out clean take in a Dallas apartment or house?",
        answer: `Plan on ${typicalCleaningTime} for most homes. An empty one-bedroom in Uptown or Deep Ellum tends to sit at the shorter end, while a Lake Highlands ranch with years of grease above the range and the oven interior added needs closer to the full stretch.`,
      },
      {
        question: "My Dallas lease ends today. Can I still get a same-day clean?",
        answer:
          "Sometimes. When a crew is free, the booking page offers same-day arrival windows later that day. On the last day of the month, when Uptown and Oak Lawn buildings are full of moving trucks, booking a day or more ahead is the safer plan.",
      },
    ],
  },
  "fort-worth": {
    metaDescription:
      "Fort Worth move-out cleaning for TCU-area rentals, Fairmount and Ryan Place bungalows, Wedgwood ranch homes and new Alliance builds.",
    intro: [
      "Cleaning in Fort Worth often follows the school year. Around TCU, Westcliff and Bluebonnet Hills, rental houses and small duplexes empty out in late May and again before the fall semester starts, and landlords usually want the next tenant's keys handed over within days. Student units tend to need the same things: a stovetop with a year of cooking on it, hard-water buildup in the shower and scuffed walls.",
      "The historic districts just south of downtown are a different assignment entirely. Fairmount and Ryan Place are full of early 1900s Craftsman bungalows and prairie-style homes with built-in cabinets, original trim and pier-and-beam floors. Built-ins get emptied and wiped by hand, painted trim gets a soft cloth rather than a scrub pad, and old floorboards get as little water as possible. Apartments in the Near Southside and around Sundance Square add a steadier turnover through the year.",
      "Wedgwood and much of southwest Fort Worth are 1950s to 1970s brick ranch houses, many of them with kitchens and bathrooms updated at different times by different owners. Far north, around Alliance, newer master-planned neighborhoods keep growing, and a first move-in there usually means builder dust in every drawer and window track. The checklist changes with the house, from bungalow to ranch to brand-new build.",
    ],
    notes: [
      "Landlords with several units near TCU can book them back to back in late May or ahead of the fall semester, turning them all in one stretch.",
      "In Fairmount and Ryan Place, leave keys to any locked built-ins. With the cabinet wipe-out booked, glass-front cabinets and old drawers are cleaned inside and out.",
      "Pier-and-beam homes often let dust settle along baseboards and floor registers, so baseboard detailing is worth adding in the main rooms.",
    ],
    example: {
      title: "One side of a duplex near TCU",
      story:
        "A two-bedroom, one-bath unit came back after a school year with a greasy stove, a crowded fridge and scuffed hallway walls. The crew cleaned inside the refrigerator and oven, treated carpet spots in both bedrooms and spot cleaned two rooms of walls before the landlord's walk-through.",
      tier: "2-1bath",
      addons: [
        { id: "refrigerator", quantity: 1 },
        { id: "oven", quantity: 1 },
        { id: "carpet-spot", quantity: 2 },
        { id: "wall-spot", quantity: 2 },
      ],
    },
    faqs: [
      {
        question: "I own a duplex near TCU. Can both sides be cleaned on the same day?",
        answer:
          "Yes. Book each side as its own visit, since each unit is priced by its own bedrooms and bathrooms, and mention the other booking in the notes so one crew can work them back to back. If tenants leave on different days, book each side for the day after its tenant is out.",
      },
      {
        question: "Our Fairmount bungalow has gaps between the old floorboards. Is mopping safe?",
        answer:
          "We keep water to a minimum on pier-and-beam floors, since gaps let moisture drip into the crawl space and can lift old finish. The crew vacuums the seams with a crevice tool, mops with a cloth wrung nearly dry and dries the boards right behind it. Loose or cupped boards are cleaned around and pointed out to you.",
      },
      {
        question: "Is a move-in cleaning worth it for a brand-new home near Alliance?",
        answer:
          "Most new owners are surprised how much dust a finished house holds. Drywall sanding and trim work leave a fine layer inside cabinets, on door frames, in window tracks and on bathroom fan grilles. The cabinet and pantry wipe-out gets every shelf clean before dishes go in, and a garage sweep-out clears what the trades left behind.",
      },
      {
        question: "How much of the day should I set aside for the crew at my Fort Worth rental?",
        answer: `A move in/out clean typically runs ${typicalCleaningTime}. A small duplex unit near TCU needs less of that than a Fairmount bungalow whose built-ins are emptied and wiped by hand, so if a new tenant is due the same evening, choose a morning arrival window.`,
      },
      {
        question: "Can I book the cleaning and a junk haul for a Wedgwood house in one order?",
        answer:
          "Yes. Put move-out cleaning and junk removal in the same order and {multiPercent} comes off both services' prices automatically, while add-ons stay at list price. The discount shows in your price breakdown before you confirm.",
      },
    ],
  },
  arlington: {
    metaDescription:
      "Arlington, TX move-out cleaning for UTA-area apartments, central Arlington brick homes and newer houses in Viridian and South Arlington.",
    intro: [
      "Arlington's move-out season has two rhythms. Near the University of Texas at Arlington, apartment complexes and older rental houses empty out at the end of each semester, and property managers often need a whole row of units ready in the same week. Student kitchens and bathrooms take the most time: cooktops with weeks of baked-on spills, forgotten leftovers in the fridge and showers nobody has descaled since the lease began.",
      "The other rhythm belongs to central Arlington, where many brick homes from the 1960s and 70s are being sold by people who bought them decades ago. Once the furniture is gone, these houses show their age in honest ways: grease on top of the cabinets, dust on the tops of door frames, and grime worked into the grout of original tile. South Arlington's subdivisions from the 1990s and 2000s sit in between, with carpeted bedrooms, tiled living areas and two-car garages.",
      "Up in Viridian, near the Trinity River, homes in a newer master-planned community come with an HOA and owners who expect a spotless first impression when a house sells. Across the city, one local nuisance shows up in almost every job: the fine reddish clay dust that blows in around sliding doors and settles in window tracks, on sills and in the corners of garage floors.",
    ],
    notes: [
      "Property managers near UT Arlington can book several units for one day. Each is priced by its own size, and the crew follows the checklist you paste into the booking notes.",
      "On game and event days, traffic around the Entertainment District can slow arrivals, so choose your arrival window with that in mind.",
      "South Arlington homes from the 1990s and 2000s often have carpeted bedrooms. Carpet spot treatment, booked per room, handles stains before the walk-through.",
    ],
    example: {
      title: "A 1960s brick home in central Arlington before listing",
      story:
        "The long-time owners had moved somewhere smaller, leaving a four-bedroom, two-bath house empty but dusty throughout. The crew cleaned inside the oven, wiped out eight kitchen cabinets, detailed baseboards in six rooms and swept out the garage before the listing photos.",
      tier: "4",
      addons: [
        { id: "oven", quantity: 1 },
        { id: "cabinet-pantry", quantity: 8 },
        { id: "baseboards", quantity: 6 },
        { id: "garage-attic", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "My roommates and I leave our apartment near UT Arlington on different days. When should we book?",
        answer:
          "Book it for after the last person's things are out. The cleaning is planned for an empty unit, and the crew cannot clean under a bed or inside a closet that is still full. Whoever stays behind to hand in keys can let the crew in, or the leasing office can if your complex allows it.",
      },
      {
        question: "Why do my window tracks fill with red dust in Arlington?",
        answer:
          "Much of the area sits on clay soil that dries and cracks in summer heat. Wind lifts the fine dust and pushes it through gaps around sliding doors and windows, where it settles in tracks and along sills. Landlord checklists often include those tracks, so we vacuum and wipe them in every room.",
      },
      {
        question: "Can you clean a house in central Arlington that still has boxes in the garage?",
        answer:
          "We can clean the house and leave the garage as it is, but a garage sweep-out needs a mostly empty floor. If the garage and attic still hold years of belongings, book our junk removal first and the cleaning a day or two later, so dust from the hauling does not land on freshly cleaned floors.",
      },
      {
        question: "How long will the cleaners be at my Arlington home?",
        answer: `Usually ${typicalCleaningTime}. A UTA-area apartment with a couple of appliance add-ons is toward the quicker end; a four-bedroom central Arlington house with cabinets, baseboards and a garage sweep-out added is toward the longer one.`,
      },
      {
        question: "Do you clean on weekends in Arlington?",
        answer:
          "Yes. We work {hours}, so a Saturday or Sunday clean before a Monday walk-through is fine whenever a window is open. On game and concert days near the Entertainment District, an early window avoids the worst of the traffic.",
      },
    ],
  },
  plano: {
    metaDescription:
      "Plano move-in and move-out cleaning for Legacy West relocations, two-story homes in Deerfield and Willow Bend, and Los Rios brick homes.",
    intro: [
      "Plano's move-in cleanings often start with a moving van from somewhere else. Corporate campuses along the Dallas North Tollway and around Legacy West draw employees from across the country, and many of them land first in an apartment or townhome with a start date already set. The unit looks fine at a glance, but previous tenants leave drawer crumbs, a fridge that smells of someone else's food and a bathroom fan furred with dust. Getting those done before the boxes come in is much easier than after.",
      "West Plano's larger two-story homes, built mostly in the 1990s in neighborhoods like Deerfield, Willow Bend and Russell Creek, are a different kind of work. Tall entries, ceiling fans far overhead, plant ledges and long staircases hold dust that a quick clean usually skips. Buyers walking through before closing tend to look up, and a ledge gray with dust quietly tells them the house was not cared for.",
      "East of US-75, Los Rios and the streets near historic Downtown Plano hold many 1970s and early-80s brick homes with alleys and rear-entry garages. Original cabinetry there often needs careful wiping rather than a strong degreaser that dulls the finish, and Collin County's heavy black clay tends to find its way into those garages and onto back-entry floors, especially after a wet spring.",
    ],
    notes: [
      "When the washer and dryer stay with a west Plano house, add the washer/dryer clean so buyers find no lint or detergent drips.",
      "Relocating to a Legacy West apartment with a firm start date? Book the move-in clean for the day before your furniture delivery, so the crew is not working around movers.",
      "Rear-entry garages in east Plano catch blowing leaves and clay; the garage sweep-out clears that floor.",
    ],
    example: {
      title: "A two-story Deerfield home before closing",
      story:
        "The sellers moved out a week before closing and wanted the four-bedroom, three-bath house ready for the buyers' final walk-through. The crew detailed baseboards in eight rooms, cleaned six interior windows including the tall ones above the entry, and did the inside of the oven and refrigerator.",
      tier: "4-3bath",
      addons: [
        { id: "baseboards", quantity: 8 },
        { id: "windows", quantity: 6 },
        { id: "oven", quantity: 1 },
        { id: "refrigerator", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Can you reach the plant ledges and high fans in my west Plano two-story?",
        answer:
          "Yes. Crews bring ladders and extension dusters for plant ledges over the entry, fans above the family room and the tops of tall shelving, and they wipe fan blades rather than just dusting them. A few ledges over a stairwell sit beyond safe ladder reach; when that happens, the crew tells you on the day instead of quietly skipping them.",
      },
      {
        question: "I'm moving to Plano for a job near Legacy West. Can I book the cleaning before I arrive?",
        answer:
          "Yes, and plenty of people do. Book online from wherever you are, pick the day before your furniture arrives, and ask the apartment office to let the crew in. With the cabinet wipe-out and the inside of the refrigerator added, you can unpack groceries and dishes your first night in Plano.",
      },
      {
        question: "Our 1970s house near Downtown Plano has the original wood cabinets. Will a degreaser damage them?",
        answer:
          "Strong degreasers can dull old finishes, so on original cabinetry we start with a mild cleaner and warm water, stepping up only where grease is heavy, usually above the range and around handles. The crew tests a hidden spot first. Cleaning removes grime but cannot restore worn finish, so expect clean cabinets that still look their age.",
      },
      {
        question: "Will a large west Plano two-story be cleaned in one visit?",
        answer: `Yes. A move in/out clean typically takes ${typicalCleaningTime}, and a four-bedroom Deerfield or Willow Bend home with baseboards in every room and interior windows added runs toward the top of that range. An early arrival window leaves the afternoon free for the closing walk-through.`,
      },
      {
        question: "How do I know my Plano address is in your service area?",
        answer:
          "Plano is one of the cities we serve, on both sides of US-75. If your street is near the edge of town, the booking form checks your ZIP code as you type it, and the Plano page under Locations has the same check.",
      },
    ],
  },
  irving: {
    metaDescription:
      "Irving move-out cleaning for Las Colinas apartments by Lake Carolyn, Valley Ranch townhomes and older brick homes in South Irving.",
    intro: [
      "A lot of Irving lives on a relocation clock. With DFW Airport on the city's western edge and corporate headquarters across the Las Colinas Urban Center, many residents arrive on a relocation package, sign a short lease and move on when the assignment ends. The high-rise and garden-style apartments around Lake Carolyn and along the Mandalay Canal see move-outs every week, and their management offices inspect units closely before returning a deposit.",
      "That makes the small details matter a great deal. Blinds, the tops of kitchen cabinets, the lint area around the dryer, baseboards behind doors and the inside of the dishwasher are places inspectors often check, and they are easy to forget when you are packing for a flight. Balcony doors facing the freeways can carry a gray traffic film, plus fingerprints left during the move itself.",
      "Irving is also home to long-settled owners. South Irving and the Heritage District around Main Street have many post-war and 1960s brick homes with original tile and small, hard-working kitchens. Valley Ranch, built in the 1980s and 90s along the Elm Fork of the Trinity, mixes houses with townhomes, and Hackberry Creek and Cottonwood Valley add larger homes under HOA rules. When one of those sells, the cleaning is about presenting a home, not passing an inspection.",
    ],
    notes: [
      "Flying out before the cleaning? Put the Las Colinas leasing office hours in the booking notes; the crew collects the key there and returns it on the way out.",
      "Many Las Colinas apartments come with an in-unit washer and dryer. The washer/dryer add-on clears lint and detergent residue before inspection.",
      "Post-war homes in South Irving and the Heritage District may have original tile with darkened grout. We scrub it, though soaked-in stains can stay darker.",
    ],
    example: {
      title: "A two-bedroom apartment near Lake Carolyn",
      story:
        "A relocating tenant had a flight the morning after the movers left, and the management office inspected the next day. The crew cleaned inside the refrigerator, oven and dishwasher, cleaned the stacked washer/dryer unit and detailed baseboards in four rooms, then returned the key to the leasing office.",
      tier: "2",
      addons: [
        { id: "refrigerator", quantity: 1 },
        { id: "oven", quantity: 1 },
        { id: "dishwasher", quantity: 1 },
        { id: "washer-dryer", quantity: 1 },
        { id: "baseboards", quantity: 4 },
      ],
    },
    faqs: [
      {
        question: "I'm relocating out of Irving and will already be gone. How do I know the apartment passed?",
        answer:
          "When the crew finishes, we send you a note that the job is done. If the management office flags something on our checklist during its inspection, forward us what they wrote and we come back to redo it, or refund you if we cannot. Before leaving, ask the office to email you the inspection result too.",
      },
      {
        question: "Do you clean blinds in Las Colinas apartments?",
        answer:
          "Yes. Blinds are dusted and wiped on every move-out, slat by slat where they need it, because leasing offices tend to look at them. Blinds that are yellowed or bent may not come fully clean, and management often replaces those, so ask how they handle it. Interior window glass behind the blinds can be added.",
      },
      {
        question: "We are selling a 1960s house in South Irving. Should the garage be cleaned too?",
        answer:
          "If buyers will walk through it, yes. Older Irving garages often hold cobwebs and decades of dust. The garage sweep-out clears the floor and knocks down cobwebs, but it will not lift oil stains from concrete, which is work for our power washing service. Book the cleaning after the last load leaves the garage.",
      },
      {
        question: "How long does a two-bedroom Las Colinas apartment take to clean?",
        answer: `Our move in/out cleans typically take ${typicalCleaningTime}, and a two-bedroom unit with the oven, refrigerator and washer/dryer add-ons usually finishes well within that. If the crew must collect the key at the leasing office, pick a window that starts while the office is open.`,
      },
      {
        question: "I'm booking from out of state before my Irving move. How do I pay?",
        answer:
          "By card, before the booking is confirmed, so nobody has to meet the crew with payment and nothing is owed at the door. Your confirmation includes the full price breakdown, which is handy if a relocation package reimburses the cleaning.",
      },
    ],
  },
  frisco: {
    metaDescription:
      "Frisco move-in cleaning for new builds and move-out cleaning for two-story homes in Phillips Creek Ranch, Richwoods and Starwood.",
    intro: [
      "In Frisco, a move-in cleaning is often the first real cleaning a house has ever had. Much of the housing here is less than twenty-five years old, new construction is still a normal part of the market, and a builder's final clean tends to stop at the surfaces you see during the walk-through. Open a drawer and you may find sawdust in the corners. Phillips Creek Ranch, Richwoods and Newman Village are full of homes like this: two stories, open plans, tall windows and light-colored tile.",
      "Those same features make resale cleanings exacting. Pale tile shows every streak a mop leaves, tall windows show every handprint against the afternoon sun, and an open plan means there is nowhere to hide a dusty corner. Around Starwood and Stonebriar, bigger floor plans add media rooms, three-car garages and extra bathrooms to the list, and closing dates in a busy market leave little time between the last box and the buyer's walk-through.",
      "Apartments near Frisco Square and townhomes on a lease cycle add renters to the mix, and everywhere, construction next door is a fact of life. Dust from new streets and lots drifts in through garage doors and settles on sills and vents, so even a home that was clean a month ago can need another pass.",
    ],
    notes: [
      "On a new build, book the move-in clean after the builder's final touch-ups and before the movers. Punch-list work on the same day brings the dust right back.",
      "Vents and return grilles in a new Frisco home are worth a wipe before the air conditioning runs all summer, since construction dust collects there.",
      "Three-car garages around Starwood and Stonebriar often hold drywall scraps and packing debris; add the garage sweep-out to clear the bays.",
    ],
    example: {
      title: "A new build in Phillips Creek Ranch before move-in",
      story:
        "The buyers closed on a three-bedroom, three-bath home and wanted it clean before their furniture arrived. The crew wiped out the pantry and nine cabinets, cleaned eight interior windows with their tracks and sills, and swept out the garage, where the builder's crews had left sawdust and tape.",
      tier: "3-3bath",
      addons: [
        { id: "cabinet-pantry", quantity: 10 },
        { id: "windows", quantity: 8 },
        { id: "garage-attic", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "The builder already cleaned my new Frisco home. Why book a move-in cleaning?",
        answer:
          "A builder's clean usually targets the final walk-through, so counters, floors and fixtures look good. What often remains is fine drywall powder in drawers, cabinet corners and window channels, on top of door casings and around vent covers, plus stickers on glass and tubs. Those are the spaces your dishes and clothes go into first.",
      },
      {
        question: "How do you avoid streaks on the pale tile in my Frisco house?",
        answer:
          "Streaks on light tile usually come from too much product or dirty mop water. We vacuum first, mop with a little neutral cleaner, change the water often and go over high-traffic areas twice. Grout in newer homes is usually still light, and we avoid harsh acids that can etch it or wear down a sealer.",
      },
      {
        question: "We have a media room and a game room upstairs. Does that change the price?",
        answer:
          "The price is set by bedrooms and bathrooms, so a media room or game room is cleaned as part of the home without changing the tier. If those rooms have carpet marks or furniture scuffs from a sectional or a pool table, add carpet spot treatment or wall spot cleaning for just those rooms.",
      },
      {
        question: "How long does a move-in clean take on a new Frisco build?",
        answer: `Expect the crew on site for ${typicalCleaningTime}. A three-bedroom new build with every cabinet and window added, plus a three-car garage sweep-out, takes more of that time than an apartment near Frisco Square, so book the movers for the following day.`,
      },
      {
        question: "Can I combine a move-in clean with a driveway wash for our new Frisco home?",
        answer:
          "Yes. Add power washing to the same order and {multiPercent} comes off both services' prices, with add-ons at list price. An order gets one discount at most, so a first-order promo code does not stack on top of it.",
      },
    ],
  },
  mckinney: {
    metaDescription:
      "McKinney move in/out cleaning for historic homes near the square, Stonebridge Ranch and Craig Ranch houses and new builds in Trinity Falls.",
    intro: [
      "McKinney asks two very different things of a cleaning crew. Around the historic downtown square, Victorian and early 20th-century houses have tall ceilings, wood floors and original windows with old, wavy glass. Old floors there need a light touch, and high door casings collect dust nobody sees. When one of these houses changes hands, the goal is to let the woodwork and the light show, without harsh products on surfaces that have lasted a century or more.",
      "A few miles away, the city is brand new. Trinity Falls, Tucker Hill and Adriatica keep adding houses, and a first move-in there usually means clearing what the builder left: drywall dust in cabinets and vents, sticker residue on windows and tubs, and paint specks on tile. Tucker Hill's alley-loaded garages collect their own share of construction grit.",
      "Between the two sit the big master-planned communities of Stonebridge Ranch and Craig Ranch, where a family outgrowing one house may sell it and buy a bigger one nearby, leaving a home to clean before closing. Those resale cleanings are mostly about the kitchen and the owner's bathroom, the rooms buyers study longest. Collin County's black clay adds one more local chore: after a wet week, it comes indoors on shoes and paws and ends up on entry tile and garage floors.",
    ],
    notes: [
      "Tall rooms in the historic district mean high door casings and, in some houses, transom windows. Crews bring ladders so upper trim gets dusted too.",
      "Owner's baths in Stonebridge Ranch and Craig Ranch often have large glass showers. Hard-water spots there get a descaler and a squeegee finish.",
      "Moving across McKinney? Clean the new house first, before furniture arrives, and the old one after the truck leaves.",
    ],
    example: {
      title: "A Victorian near the historic square",
      story:
        "The owners were leaving a three-bedroom, two-bath house with tall ceilings, wood floors and original windows. The crew cleaned eight interior windows by hand, detailed baseboards and tall trim in seven rooms and spot cleaned walls in three rooms where pictures had hung for years.",
      tier: "3",
      addons: [
        { id: "windows", quantity: 8 },
        { id: "baseboards", quantity: 7 },
        { id: "wall-spot", quantity: 3 },
      ],
    },
    faqs: [
      {
        question: "Is it safe to clean the wavy original glass in my house near McKinney's square?",
        answer:
          "Yes, with care. Old glass is thinner and often held by dried-out glazing putty, so we never spray heavily or push on a pane. The crew uses a mild cleaner on a soft cloth. If a pane is already cracked or loose, we clean around it and point it out. Exterior glass is not part of the service.",
      },
      {
        question:
          "Our builder in Trinity Falls left paint specks and sticker residue everywhere. Can you remove those?",
        answer:
          "Most of it, yes. Stickers on glass, tubs and appliances come off with a gentle adhesive remover, and dried paint specks on tile and glass lift with a plastic scraper that does not scratch. Large paint drips on carpet or a textured wall are better raised with your builder, so photograph those before the cleaning.",
      },
      {
        question: "How do you handle black clay tracked into a McKinney entry and garage?",
        answer:
          "Wet clay smears, so we let muddy spots dry and vacuum or sweep them up before anything gets mopped. Entry tile and grout then get a neutral cleaner and a second rinse, since clay leaves a gray haze. Add the garage sweep-out for the garage floor; clay stains on the driveway are a power washing job.",
      },
      {
        question: "Does a Victorian near the McKinney square take longer to clean than a newer house?",
        answer: `It can. Our cleans typically run ${typicalCleaningTime}, and tall rooms, transom windows and hand-wiped trim push an older house toward the long end even when it has fewer bedrooms than a Stonebridge Ranch home.`,
      },
      {
        question: "Our Trinity Falls closing might slip. Can we move the cleaning date?",
        answer:
          "Yes. Your confirmation links to your booking's own page, where you can move the visit to another open window, or cancel it, until the cut-off shown there. After that, call us.",
      },
    ],
  },
  garland: {
    metaDescription:
      "Garland move-out cleaning for 1960s to 80s brick ranch homes, rentals near Downtown Garland and newer two-story houses around Firewheel.",
    intro: [
      "Much of Garland's housing went up between the 1950s and the 1980s, and a typical move-out here is a one-story brick ranch with a galley kitchen, textured walls and original tile. They were built to last, but decades of cooking leave a film on cabinet doors, the range hood and the wall behind the stove. Textured walls catch grease and dust in their ridges, so a quick wipe is rarely enough. Original bathroom tile often has grout that has darkened over the years.",
      "When a ranch house is rented out, the landlord turning it between tenants cares most about a handful of rooms: kitchen, bathrooms and floors. Around Downtown Garland, the square and the DART station have brought new apartments and townhomes, which turn over on a regular lease cycle and need a clean that matches a leasing office checklist rather than a homeowner's eye. Those move-outs tend to bunch up at the end of the month.",
      "Up north, the Firewheel area adds newer subdivisions with HOAs and larger two-story homes, while neighborhoods along the Lake Ray Hubbard shoreline, around Duck Creek and in Eastern Hills have their own mix. Mature shade trees drop pollen and leaves that get tracked across floors in spring, and blackland clay dust finds its way into carports, garages and along back-door thresholds.",
    ],
    notes: [
      "Textured walls in older Garland homes hold grease near the kitchen and fingerprints along the halls. Wall spot cleaning is booked per room, so you choose only the rooms that need it.",
      "Carports and alley garages collect leaves and clay dust; a garage sweep-out means the next tenant or owner parks on a clean floor.",
      "Galley kitchens have plenty of cabinet fronts, and we degrease doors and handles; for sticky shelves, add the cabinet and pantry wipe-out.",
    ],
    example: {
      title: "A brick ranch between tenants",
      story:
        "A landlord needed a three-bedroom, two-bath ranch near Duck Creek ready for new tenants within the week. The crew degreased the galley kitchen, cleaned inside the oven and refrigerator, wiped out six cabinets, spot cleaned the textured walls in four rooms and swept out the attached garage.",
      tier: "3",
      addons: [
        { id: "oven", quantity: 1 },
        { id: "refrigerator", quantity: 1 },
        { id: "cabinet-pantry", quantity: 6 },
        { id: "wall-spot", quantity: 4 },
        { id: "garage-attic", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Can you get grease off textured walls in an older Garland kitchen?",
        answer:
          "Usually, yes. The crew uses a degreaser diluted for painted walls and a soft brush that reaches into the texture, then wipes with a damp cloth so nothing dries in the ridges. Old or flat paint can lift under hard scrubbing, so we test a small spot first. Stains soaked into the paint may need repainting, which we do not do.",
      },
      {
        question: "I rent out a house in Garland. What do landlords usually add to a turnover clean?",
        answer:
          "Many landlords add the inside of the oven and refrigerator, since tenants often leave them for last and a new renter opens them first. Wall spot cleaning helps with scuffs in living areas and bedrooms, and carpet spot treatment handles small stains. If the house has a garage, the sweep-out is worth adding too.",
      },
      {
        question: "Do you clean newer two-story homes around Firewheel differently?",
        answer:
          "The checklist is the same; the time goes to different places. Firewheel homes often have tall entries, stairs and extra bathrooms, so the crew brings ladders for high ledges and fans and spends longer on stair rails and spindles. Older ranch houses in Garland take more kitchen degreasing and grout work instead.",
      },
      {
        question: "How long does a turnover clean take on a Garland brick ranch?",
        answer: `Most turnovers take ${typicalCleaningTime}. A galley kitchen with greasy cabinet fronts, plus textured walls needing spot work in several rooms, uses more of that, so give the cleaning its own day between one tenant leaving and the next moving in.`,
      },
      {
        question: "Can the crew let themselves into a vacant Garland rental?",
        answer:
          "Yes. Put the lockbox or door code in the booking notes and you need not be there. Every crew member has passed a background check before working in a customer's home.",
      },
    ],
  },
};
