import type { ServiceCityTexts } from "./types";

/** power-washing in the cities of group 1 (see index.ts). */
export const texts: ServiceCityTexts = {
  dallas: {
    metaDescription:
      "Power washing in Dallas for Lakewood Tudors, Lake Highlands alley drives and shady Kessler Park porches: soft wash for old brick, real pressure for concrete.",
    intro: [
      "A Dallas exterior tells you its age before you ring the bell. In Lakewood and the M Streets, many houses are 1920s and 1930s Tudors and cottages with soft old brick, painted wood trim and mortar that has been patched more than once. We soft wash them with a biodegradable cleaner, give it time to work, and rinse gently, so the grime leaves and the mortar stays put.",
      "Lake Highlands and Far North Dallas are a different job. Their 1960s to 1980s brick ranch homes usually back onto alleys, with a rear-entry garage and a concrete apron that collects oil drips, tire marks and the gray silt that slides down the alley after every storm. A rotary surface cleaner brings that flatwork back to one even color, without the zebra stripes a handheld wand tends to leave.",
      "Then there are the trees. Around White Rock Lake and on the hilly, wooded streets of Kessler Park and Oak Cliff, big canopies keep houses cool but leave north walls, front walks and porch steps green with mildew and algae. Spring hail knocks shredded leaves and grit into the gutters, and by August the heat has baked dust and pollen onto everything. A late-spring visit, after the worst storms, catches most of it.",
    ],
    notes: [
      "Kessler Park and parts of Oak Cliff sit on slopes. We work from the high side downhill, so dirty rinse water never crosses concrete that is already clean.",
      "Older brick in Lakewood and the M Streets is sometimes painted in patches. Mention peeling paint when you book, since loose flakes can lift even under gentle pressure.",
      "Near White Rock Lake, creeks run close by, so we keep detergent on the surface being cleaned and rinse toward the lawn.",
    ],
    example: {
      title: "A 1930s Tudor in the M Streets",
      story:
        "Green streaks run down the brick under the eaves, and the porch stays damp beneath a big live oak. The crew soft washes the front and entry, cleans the long walk and its steps, and washes the detached garage out back, a common layout on these older streets.",
      tier: "front-house",
      addons: [
        { id: "walkway-steps", quantity: 1 },
        { id: "garage-shed", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Can you clean the apron behind my Lake Highlands garage?",
        answer:
          "Yes. The slab between the garage door and the alley usually holds the worst of it: oil drips, tire marks and storm silt. If it is long, or there is an extra parking pad beside it, add a driveway extension. The alley itself is usually public right-of-way, so we stick to your own slab.",
      },
      {
        question: "My Oak Cliff porch brick has white, chalky patches. Is that mildew?",
        answer:
          "Probably not. White, powdery deposits on brick are usually efflorescence, mineral salts that moisture carries out of the masonry. A wash can lighten them, but they tend to return while water keeps soaking the wall, say from an overflowing gutter or a sprinkler aimed at the brick. Fixing that water source is what stops them.",
      },
      {
        question: "Our roof is being replaced after hail. Wash before or after?",
        answer:
          "After. A tear-off sends shingle granules, dust and bits of old felt down the siding and into the gutters and beds, so washing first usually means washing twice. Once the new roof is on, a gutter flush plus a wash of the front or the flatwork clears what the roofers left. Tell us the shingles are new when you book.",
      },
      {
        question: "Which area covers the porch and front steps of a Dallas bungalow?",
        answer:
          "The front-of-house area includes the porch and the entry along with the front wall. A longer walk or steps down to the street, common on sloping Kessler Park lots, is added as a front walkway or steps, one for each stretch.",
      },
      {
        question: "Can you wash in the middle of a Dallas summer?",
        answer:
          "Yes, though heat changes the order of work. Cleaning solution dries fast on sun-baked brick and concrete, so the crew works in smaller sections, keeps surfaces wet and starts on the shaded side; an early arrival window helps in July and August.",
      },
    ],
  },
  "fort-worth": {
    metaDescription:
      "Fort Worth power washing for Fairmount bungalows, Arlington Heights homes under old pecans, Wedgwood brick ranches and newer Alliance-area driveways.",
    intro: [
      "Start in Fairmount or Ryan Place and most of what you wash is wood. Craftsman bungalows and prairie-style houses from the early 1900s carry painted lap siding, deep porches with beadboard ceilings and pier-and-beam crawl spaces hidden behind lattice skirting. Old boards like these want a low-pressure soft wash and a patient rinse, not a tip held so close that it raises the grain or pushes water behind the siding.",
      "West of downtown, Arlington Heights has the pecans and oaks people move there for. They also drop leaves, catkins and sticky residue, and they keep siding and sidewalks damp long enough for algae to settle in, especially on lots nearer the Trinity. Wedgwood and much of the southwest side are brick ranch houses from the 1950s to the 1970s, where the usual complaints are a darkened driveway, a silvery board fence and a dingy front entry.",
      "Up north around Alliance, the homes are newer but the dust is heavier. Ongoing construction coats cars, stone and window sills with a fine tan film, and the master-planned communities there set HOA standards for driveways, fences and front elevations. Add the hail that crosses Tarrant County most springs, and one thorough wash a year keeps most Fort Worth houses looking cared for.",
    ],
    notes: [
      "On pier-and-beam bungalows in Fairmount and Ryan Place, we keep spray off the foundation vents and lattice so water does not pool in the crawl space.",
      "Pecans in Arlington Heights fill gutters with leaves and husks each fall. Book a gutter flush once most of them are down, not in early autumn.",
      "Around TCU and Westcliff, landlords often book a wash between tenants, while the drive and porch are clear.",
    ],
    example: {
      title: "A Fairmount Craftsman under a pecan",
      story:
        "An early 1900s bungalow has gray mildew on its painted siding, cobwebs across the porch ceiling and a front fence gone dark in the shade. We soft wash the front elevation and porch, clean the walk out to the street and brighten the fence at low pressure.",
      tier: "front-house",
      addons: [
        { id: "walkway-steps", quantity: 1 },
        { id: "fence", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Will washing make the old paint on my Fairmount siding peel?",
        answer:
          "Sound paint stays where it is. Paint that is already cracked or loose can come away, even at low pressure, because water gets under the edges. Before starting, the crew looks over the front and shows you any failing areas. If a repaint is on your list anyway, washing first is a sensible step, since painters need a clean, dry surface.",
      },
      {
        question: "Can you remove the sticky film the pecans leave on my house?",
        answer:
          "Usually, yes. That film is often honeydew from aphids feeding on pecan leaves, and it can turn black as sooty mold grows on it. A soft wash with detergent lifts it from siding, trim and concrete. It returns while the aphids are active, so the most lasting time to wash is late summer or fall, after the heaviest drip.",
      },
      {
        question: "We just closed on a new build near Alliance. Does it need washing already?",
        answer:
          "Often it does. Construction dust and mud from neighboring lots settle on the front and the driveway within months, and a first wash clears that film. Mortar smears, grout haze or paint overspray are different: those are builder touch-up items, so put them on your walk-through list while the warranty still applies.",
      },
      {
        question: "How do you protect the flower beds along my Fort Worth foundation?",
        answer:
          "Plants get a rinse of clean water before the cleaner goes on and another afterward, and our detergents are biodegradable. Tell us about anything delicate, such as a vegetable bed or potted herbs, and the crew covers or moves it first.",
      },
      {
        question: "Is there a bundle for washing the driveway and hauling yard debris?",
        answer:
          "Yes. The Exterior Refresh bundle pairs a driveway and sidewalk wash with a half-truck haul of yard debris and garage clutter at one bundle price, handy after a Fort Worth storm brings down pecan limbs. Add-ons such as a fence are extra, at list price.",
      },
    ],
  },
  arlington: {
    metaDescription:
      "Arlington, TX power washing: red clay splash lines on brick, algae by the Interlochen lagoons, gray South Arlington fences and tidy Viridian exteriors.",
    intro: [
      "Look at the lowest rows of brick on almost any house in central Arlington and you will see it: a rusty band where rain has splashed clay up from the flower beds. Those 1960s and 70s brick homes, many kept by the same family for decades, also tend to have a dull film higher up the wall, a garage slab marked with years of oil, and a front walk that has slowly gone gray.",
      "South Arlington's subdivisions from the 1990s and 2000s are at a different stage. Board fences put up with the houses have weathered to silver, and driveways carry tire marks and drips from two or three cars. Owners often call before listing, when a bright front and clean concrete make the photos. Up north along the Trinity, Viridian is newer, with lakes, trails and an HOA that expects neat exteriors, so washing there is mostly routine upkeep.",
      "Interlochen is its own case. The lagoons and the trees around them keep patios and walkways shady and damp, and green algae takes hold fast. High pressure would gouge soft stone and roughen wood, so we apply a cleaner that kills the growth and rinse gently. Homes near Lake Arlington see the same thing on north walls and pool decks.",
    ],
    notes: [
      "For the clay splash line, we apply cleaner to the brick from the bottom up so it does not streak, then rinse from the top down.",
      "If you decorate for Interlochen's December light displays, book your wash in October or early November, before the lights and cords go up.",
      "Near the Entertainment District, pick an arrival window away from game and event traffic.",
    ],
    example: {
      title: "A South Arlington two-story going on the market",
      story:
        "The owners of a house built in the early 2000s want it ready for listing photos. We clean the driveway and public sidewalk of tire marks and oil drips, wash the front walk, and brighten the board fence along both sides of the yard.",
      tier: "driveway-sidewalk",
      addons: [
        { id: "fence", quantity: 2 },
        { id: "walkway-steps", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Why is the bottom of my brick wall orange?",
        answer:
          "It is almost always clay that rain has splashed up from bare flower beds, and in much of Arlington that soil has a reddish tint. It comes off with a brick-safe cleaner and a gentle rinse. To keep it from returning, cover bare soil with mulch or ground cover, and make sure downspouts empty away from the wall rather than onto the bed beside it.",
      },
      {
        question: "Will the cleaner hurt the fish or ducks in the Interlochen lagoons?",
        answer:
          "Our detergents are biodegradable, and we still keep them out of the water. Before washing a patio that slopes toward a lagoon, the crew soaks the plants and lawn, applies only as much cleaner as the surface needs and rinses so the water sinks into the grass. If your yard drains straight to the lagoon, say so in your booking notes.",
      },
      {
        question: "How close to the listing photos should we book the wash?",
        answer:
          "A few days to a week before the photographer comes. Concrete and wood need time to dry evenly, and a damp fence can look blotchy. Book too early and spring pollen or summer dust settles again. If you also plan to paint trim or stain the fence, wash first and give the wood a couple of dry days.",
      },
      {
        question: "What do I book for a South Arlington back patio and fence?",
        answer:
          "Book the deck and patio area, which covers a concrete or paver patio or a wood or composite deck, and add one fence for each run you want washed. Say in the notes whether both faces of each fence are yours to clean.",
      },
      {
        question: "Does the crew use water from my Arlington house?",
        answer:
          "Yes. The crew connects to an outdoor spigot, so check that one works and is turned on before the visit. Move hoses and reels out of the way, and mention it if the spigot sits behind a locked gate.",
      },
    ],
  },
  plano: {
    metaDescription:
      "Plano power washing for alley driveways, cedar fences and two-story fronts, from Los Rios and Hunters Glen to Deerfield, Willow Bend and Russell Creek.",
    intro: [
      "In Plano, the dirtiest side of the house is often the back. Most neighborhoods east of US-75, such as Los Rios and the blocks around Downtown Plano, were built with alleys and rear-entry garages. Their 1970s and early-80s homes show brick to the street, while the concrete out back takes the mud, oil and leaf litter. An apron that slopes down to the garage door also catches whatever the last storm carried along the alley.",
      "West Plano was largely built out through the 1990s, and it brought taller houses. In Deerfield, Willow Bend and Russell Creek, two-story entries, stone accents and high eaves mean the grime you notice is often well above the front door: streaks under upstairs windows and dark trails below the gutters. Soft-wash equipment usually reaches those from the ground, which keeps ladders out of the flower beds.",
      "Then there is the HOA. Most Plano subdivisions have one, and notices tend to follow spring storms, when driveways show mud streaks and sidewalks under the live oaks carry brown leaf stains. Collin County's heavy black clay makes it worse: it tracks onto patios and dries into a gray crust along the edges of the drive. A late-spring wash, and another after leaf fall, suits many shaded Plano lots.",
    ],
    notes: [
      "Cedar privacy fences are everywhere here. A wood-safe cleaner at low pressure brings the boards back to a warm tone instead of leaving them fuzzy.",
      "On rear-entry homes the alley apron is your driveway, so the driveway tier covers it, along with the public sidewalk out front.",
      "Townhomes near Legacy West often have small paver courtyards and shared walls. The deck and patio tier fits a courtyard, angling the spray away from next door.",
    ],
    example: {
      title: "A Los Rios ranch with a rear-entry garage",
      story:
        "A 1970s brick home east of US-75 has a streaky alley apron, a gray front walk and a cedar fence down both sides of the backyard. We clean the apron and the public sidewalk, wash the front walk, and do both fence runs at low pressure.",
      tier: "driveway-sidewalk",
      addons: [
        { id: "walkway-steps", quantity: 1 },
        { id: "fence", quantity: 2 },
      ],
    },
    faqs: [
      {
        question: "Can you wash the second story of my west Plano house from the ground?",
        answer:
          "In most cases, yes. Soft washing relies on a cleaning solution and low pressure delivered through extended reach, so the crew can treat siding, trim and streaks under upstairs windows without anyone climbing a ladder. For black streaks on the shingles and dirty gutter faces, choose the gutter and roof tier.",
      },
      {
        question: "What are the brown marks on my sidewalk under the live oaks?",
        answer:
          "Usually tannin stains, natural dyes that leach from wet leaves and acorns and soak into concrete. A cleaner followed by the surface cleaner lifts most of them. Marks that have sat through several seasons may fade rather than disappear. Blowing leaves off the walk before they lie wet for days keeps new stains from forming.",
      },
      {
        question: "My neighbor and I share a fence. Can you wash just my side?",
        answer:
          "Yes. Most board fences in Plano sit on the property line. We wash your side only unless your neighbor has agreed, and we aim the spray so water and cleaner stay in your yard and off their landscaping. Book one fence add-on for each run, such as one per side of the yard.",
      },
      {
        question: "Can I use the first-order discount on a Plano wash?",
        answer:
          "Yes. Enter {promoCode} on your first booking for {promoOff} off the washing price; add-ons such as fences and walkways stay at list price. If you also book another service in the same order, you get the multi-service discount instead, since the two do not stack.",
      },
      {
        question: "What should I do before the crew arrives at my Plano house?",
        answer:
          "Move cars, bikes and trash carts off the concrete, close windows and the garage door, and bring pets inside. If the truck should come in from the alley, say so in the notes and leave the back gate unlatched.",
      },
    ],
  },
  irving: {
    metaDescription:
      "Power washing in Irving for Valley Ranch townhomes, South Irving brick homes and Las Colinas golf-course houses, with care around canals and greenbelts.",
    intro: [
      "Irving homes collect two kinds of dirt. One is living: the Elm Fork of the Trinity, the greenbelts and the canals of Valley Ranch and Las Colinas keep the air humid, and mildew spreads across north walls, fence boards and patios that rarely dry out. The other is traffic film. With DFW Airport on the west side and busy freeways crossing the city, a fine gray grime settles on siding and trim and dulls light-colored paint.",
      "The approach changes across Irving. South Irving and the Heritage District near Main Street have post-war and 1960s brick homes on mature lots, where big trees shade the roofline and the driveway may be the original concrete. Valley Ranch, built in the 1980s and 90s, mixes single-family homes with townhomes along the canal paths, and small patios and shared walls there call for a careful, contained wash. In Hackberry Creek and Cottonwood Valley, larger homes with stone, stucco and golf-course views come with HOA rules about how exteriors look.",
      "Older concrete is where expectations matter most. A surface cleaner lifts grime evenly from a driveway poured sixty years ago, but it cannot close cracks or restore patches where the top layer has worn off and the gravel shows. We point those out before starting.",
    ],
    notes: [
      "Canal-side and golf-course lots drain toward water or turf. We go light on detergent and rinse into the lawn, not onto the path.",
      "Airport and freeway grime is oily and clings to siding and trim. A detergent pre-treatment loosens it far better than water and pressure alone.",
      "Old trees in the Heritage District drop twigs and leaves into gutters. A gutter flush before the wash stops dark streaks from running down the brick.",
    ],
    example: {
      title: "A Valley Ranch townhome with a shaded patio",
      story:
        "A two-story townhome backing onto a canal path has mildew on its north-facing patio and a fence gone green along the greenbelt. The crew cleans the concrete patio, washes the fence gently and keeps the rinse water on the grass instead of the walking path.",
      tier: "deck-patio",
      addons: [{ id: "fence", quantity: 1 }],
    },
    faqs: [
      {
        question: "What is the gray film on my Irving siding, and why doesn't rain remove it?",
        answer:
          "It is mostly fine soot and road grime from airport and freeway traffic, bound together with a little oil. Rain moves it around without dissolving it, and it shows first on light paint and under windowsills. A soft wash with detergent breaks that oily bond, and a low-pressure rinse carries it away.",
      },
      {
        question: "Will washing change the color of the stone on my Las Colinas home?",
        answer:
          "Stone looks darker while wet and lighter once dry, so judge the result the next day. A soft wash removes dirt, mildew and runoff streaks, which usually brings it back close to its original shade. It will not lift stains soaked deep into porous stone, such as old oil or sprinkler minerals, and the crew flags those before work begins.",
      },
      {
        question: "Our townhome association maintains the exterior. Can we still book a wash?",
        answer:
          "Check with your management office first. Some associations wash buildings on their own schedule, and some let owners clean their own patio, entry and walk. Once you know which parts are yours, book those areas and paste any instructions from the association into the booking notes, so the crew follows them.",
      },
      {
        question: "How often does a shaded Valley Ranch patio need washing?",
        answer:
          "Shaded patios near the canals and the Elm Fork greenbelt tend to green up again within a year, so a yearly wash suits most; sunny ones can go longer. Late spring, after the pollen has fallen, is a good time to book in Irving.",
      },
      {
        question: "Can you wash the deck and the pool surround at my Irving home in one visit?",
        answer:
          "Yes. Book the deck and patio area and add the pool deck, which covers the concrete or pavers around the water. The crew rinses away from the pool rather than into it.",
      },
    ],
  },
  frisco: {
    metaDescription:
      "Frisco power washing for stone, stucco and HOA-watched driveways in Phillips Creek Ranch, Richwoods, Starwood and Newman Village.",
    intro: [
      "Frisco's houses are young, so the work here is rarely about decades of buildup. It is about keeping newer finishes the way the builder left them. Many homes in Phillips Creek Ranch, Richwoods and Newman Village combine brick with cast stone accents and some stucco. Cast stone and stucco are porous and can be scarred by a close, high-pressure tip, so they get a soft wash, and the brick around them gets the same gentle treatment.",
      "Driveways take most of the abuse. Orange rings from fertilizer granules that landed on wet concrete, black tire marks where cars swing into a three-car garage and drips from a leaky engine are the usual items on a courtesy letter. Gray fence boards and stone entries darkened by runoff from the beds come next. Frisco's HOAs take appearance seriously, and a wash before the letter is easier than one after it.",
      "Construction is still under way across the city, and dust from graded lots drifts over finished streets and settles on porches and sills. Spring storms then turn it into muddy streaks down the front. In Starwood and around Stonebriar, bigger homes and longer drives mean more surface to cover, while newer sections near Frisco Square and Panther Creek often just need that dust rinsed off before it sets.",
    ],
    notes: [
      "Fertilizer stains lift most easily while fresh. After a lawn treatment, sweep stray granules off the concrete before the sprinklers run.",
      "Three-car and side-entry drives are common in Starwood and Stonebriar. For the extra bay or a turning pad, add a driveway extension.",
      "Backyard pools are a big part of Frisco life. The pool deck add-on covers the concrete or pavers around the water.",
    ],
    example: {
      title: "A Phillips Creek Ranch two-story after a courtesy letter",
      story:
        "The HOA letter mentions orange spots on the driveway and a gray fence facing the street. We clean the drive and sidewalk, treat the fertilizer stains, add an extension for the third garage bay, and wash the street-side fence and the pool deck.",
      tier: "driveway-sidewalk",
      addons: [
        { id: "driveway-extension", quantity: 1 },
        { id: "fence", quantity: 1 },
        { id: "pool-deck", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "What causes the orange spots on my Frisco driveway, and do they come out?",
        answer:
          "Most come from fertilizer. Many lawn products contain iron, and granules that land on concrete rust once the sprinklers wet them, leaving orange rings. We treat the spots with a stain remover before the surface cleaner goes over the drive. Fresh spots usually disappear; older, baked-in ones may only lighten.",
      },
      {
        question: "Why is the stone by my front door darker at the bottom?",
        answer:
          "That band is usually runoff. Sprinkler water and rain splash soil, mulch dye and minerals against the lowest courses of stone, and cast stone is porous enough to hold them in its surface. A soft wash with a cleaner and a slow rinse usually lightens it a lot. Turning sprinkler heads away from the wall keeps it from coming back.",
      },
      {
        question: "How do you wash the pool deck without getting cleaner in the pool?",
        answer:
          "The crew wets the deck and coping first, applies cleaner in small sections and rinses away from the water, toward the lawn. Spray stays low near the edge and never points at the pump or filter. A little clean rinse water may still reach the pool, so if you balance the water yourself, test it the next day.",
      },
      {
        question: "Can you wash the stucco on my Frisco home without damaging it?",
        answer:
          "Yes, with a soft wash only. Stucco is porous and can chip under a narrow high-pressure tip, so the crew applies cleaner at low pressure, lets it work and rinses gently from the top down.",
      },
      {
        question: "Our HOA deadline is next week and we're traveling. Can the wash happen without us?",
        answer:
          "Yes. Leave the side gate unlatched, make sure an outdoor spigot works and list what the courtesy letter names in your booking notes, so the crew starts there. Payment is by card before the booking is confirmed, so nothing is owed on the day at your Frisco home.",
      },
    ],
  },
  mckinney: {
    metaDescription:
      "McKinney power washing for Victorian porches near the square, algae on Stonebridge Ranch lakeside walks and black clay on Tucker Hill alley drives.",
    intro: [
      "McKinney asks for two different touches. Near the historic square, Victorian and early 20th-century houses have painted wood siding, decorative trim, wide porches and original wavy-glass windows. That calls for low pressure held at a respectful distance, a cleaner that kills mildew without scrubbing, and a crew that notices loose paint or a cracked pane before water finds it.",
      "Out west and north, the houses are newer but no simpler. Stonebridge Ranch and Craig Ranch wrap around lakes and golf courses, and the shaded walks and stone along the water turn green with algae. Tucker Hill's front porches face the street while its alley-loaded garages sit out back, so there are two sets of concrete to think about. Trinity Falls and Adriatica, with their newer builds, mostly fight dust blowing off fields that are still being developed.",
      "Under all of it lies Collin County's black clay. After a rain it sticks to shoes, tires and paws, then dries on driveways and patios as gray smears that a garden hose only spreads around. Spring hail crossing the county shreds leaves into gutters, and when they overflow, streaks run down the siding. A wash after storm season, with a gutter flush wherever trees hang over the roof, resets most McKinney homes for the summer.",
    ],
    notes: [
      "Historic-district houses often have single-pane windows set in old glazing putty, so we keep spray off the sashes and glass.",
      "On lakeside lots in Stonebridge Ranch, the crew wets the grass first and rinses into the lawn, not the lake.",
      "In Tucker Hill the main parking pad is usually out back, so the driveway tier covers the alley side.",
    ],
    example: {
      title: "A painted Victorian a few blocks from the square",
      story:
        "Gray mildew coats the north end of the front porch, and dark streaks run below gutters that a big pecan fills every fall. The crew soft washes the front elevation and porch at low pressure, flushes the gutters, and cleans the old brick walk out to the street.",
      tier: "front-house",
      addons: [
        { id: "gutter-flush", quantity: 1 },
        { id: "walkway-steps", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Do I need approval to wash a house in McKinney's historic district?",
        answer:
          "We only clean: washing does not change paint colors, materials or trim. If you are planning repairs or repainting once the house is clean, ask the city which of that work needs review before it starts. A wash first also lets a painter or carpenter see the real condition of the wood before they quote the work.",
      },
      {
        question: "What works on the algae along my lakeside walk in Stonebridge Ranch?",
        answer:
          "A soft wash with a cleaner that kills the growth works better than pressure, which only shaves the green surface and leaves living algae in the pores. Expect the walk to keep lightening for a few days while the cleaner finishes its work. Trimming low branches to let in sun, and fixing sprinklers that keep the walk wet, slows its return.",
      },
      {
        question: "Can you get black clay off my Trinity Falls driveway?",
        answer:
          "Usually, yes. Clay tracked over from building lots lifts from concrete after a pre-soak softens it, followed by the rotary surface cleaner. Clay ground in by tires for weeks can leave a gray shadow that needs a second pass to fade. If building is still active next door, it may be worth waiting until that lot has grass, so the drive stays clean longer.",
      },
      {
        question: "Is the front porch of a Tucker Hill home part of the front-of-house wash?",
        answer:
          "Yes. The front-of-house area covers the front elevation, the porch and the entry, so porch floors, columns and railings are washed with the wall. Painted porch floors and railings get low pressure, so sound paint stays put.",
      },
      {
        question:
          "We just moved into a McKinney new build. Is there a bundle for washing the driveway and hauling boxes?",
        answer:
          "Yes. The Power Wash + Junk Removal bundle pairs a driveway and sidewalk wash with a quarter-truck haul and one old appliance at a bundle price, which suits flattened moving boxes and an appliance replaced during the move into Trinity Falls or Craig Ranch.",
      },
    ],
  },
  garland: {
    metaDescription:
      "Garland power washing for brick ranch homes, carports and backyard sheds, Lake Ray Hubbard decks and Firewheel fronts, at safe pressure for each surface.",
    intro: [
      "A typical Garland house is a one-story brick ranch built between the 1950s and the 1980s, with an alley behind it, a two-car garage or a carport, and a shade tree that has been growing since the first owners planted it. That layout is friendly to a good wash. Brick handles a proper cleaning, the flatwork is usually plain concrete, and a single story keeps the eaves within easy reach.",
      "The trouble is what builds up. Blackland clay dust blows in during dry spells and bakes onto the brick in summer, leaving a dull film that makes red brick look brown. Under the old trees in Eastern Hills and along Duck Creek, carport slabs and back patios stay shaded and grow mildew, and the wooden sheds and workshops on many Garland lots weather to gray.",
      "Houses along the Lake Ray Hubbard shoreline catch the wind off the water, and with it moisture, pollen and algae on decks, fences and the shady side of the house. Up north, Firewheel's newer two-story homes sit in subdivisions with HOAs, where a clean front and driveway are part of keeping pace with the street. Closer to Downtown Garland, newer townhomes add small patios and shared walks to the mix.",
    ],
    notes: [
      "A carport slab gets the same surface cleaner as a driveway, and we rinse cobwebs and old mud-dauber nests off the beams overhead.",
      "Sheds and workshops join the visit as a shed add-on; tell us if the siding is old painted plywood.",
      "Lakeside decks near Lake Ray Hubbard are often sun-grayed wood. We clean them gently so the grain stays smooth; give the boards a few dry days before any stain.",
    ],
    example: {
      title: "A brick ranch with a carport and a workshop out back",
      story:
        "A 1960s Garland home has a driveway and sidewalk marked by years of parking, a carport slab beside it and a wooden workshop in the backyard gone gray. We run the surface cleaner over the drive, sidewalk and carport slab, then soft wash the workshop.",
      tier: "driveway-sidewalk",
      addons: [
        { id: "driveway-extension", quantity: 1 },
        { id: "garage-shed", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Will washing make my old Garland brick look new?",
        answer:
          "It will look clean, which on a house this age is often a bigger change than people expect, because the dust film hides the real color. Washing will not fix chipped bricks, mortar that has worn away or paint spatter from past projects. If mortar joints are crumbling, have them repointed before the wash, since water can work its way into open joints.",
      },
      {
        question: "Can you wash my boat dock on Lake Ray Hubbard?",
        answer:
          "No. Our areas are the front of the house, the driveway and sidewalk, decks and patios, gutters and roof, plus fences, sheds, pool decks and walkways. Docks over the water are not on that list, partly because wash water would drain straight into the lake. A deck on land overlooking the water is fine, and we keep its rinse in your yard.",
      },
      {
        question: "We rent out a Garland ranch house. Can the crew come while the tenant lives there?",
        answer:
          "Yes, as long as the tenant knows the date. Ask them to move cars off the drive, keep pets inside, close the windows and leave the gate unlatched. The crew needs a working outdoor spigot. Add their phone number to the booking notes if we should reach them directly on the day.",
      },
      {
        question: "Will power washing remove oil stains from my Garland driveway?",
        answer:
          "Fresh drips usually lift with a degreasing pre-treatment followed by the surface cleaner. Oil that has soaked in for years tends to lighten rather than vanish, and the crew tells you which kind you have before starting.",
      },
      {
        question: "Does a two-story Firewheel house cost more than a one-story Garland ranch for the front?",
        answer:
          "No. The front-of-house area is a flat price for the front elevation, porch and entry, whether the house has one story or two. Add-ons such as a shed or a fence are what change the total.",
      },
    ],
  },
};
