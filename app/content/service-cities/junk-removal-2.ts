import type { ServiceCityTexts } from "./types";

/** junk-removal in the cities of group 2 (see index.ts). */
export const texts: ServiceCityTexts = {
  "grand-prairie": {
    metaDescription:
      "Junk removal in Grand Prairie: detached garages near Main Street, apartment move-outs off I-30 and lake-home clear-outs in Lake Ridge and Mira Lagos.",
    intro: [
      "Grand Prairie is long and narrow, and the junk changes as you drive south. In Dalworth Park and the blocks around Downtown Grand Prairie on Main Street, many houses are brick ranches and cottages from the 1950s to the 1980s, and the detached garage or shed out back has usually become the family's overflow room. Old mowers, a second refrigerator, bald tires and boxes nobody has opened in years tend to end up there together.",
      "Along the I-30 corridor near Lone Star Park, apartment and townhome residents move often, so the leftovers look different: a worn couch, a bed frame, a desk that will not survive another move. South of I-20, Lake Ridge and Mira Lagos have bigger homes on hillside lots near Joe Pool Lake, where the usual requests are tired patio sets, outgrown kids' furniture and the pile of boxes that follows a move-in.",
      "Because Grand Prairie reaches into Dallas, Tarrant and Ellis counties, residents are sometimes unsure which rules apply to them. Bulky-item collection is run by the city's own sanitation service, so its schedule and limits are the ones to check. Curbside pickup suits a piece or two that is already at the street. When the load is bigger, or still sitting inside, two of our people haul it out and set aside anything worth donating.",
    ],
    notes: [
      "Sheds and detached garages behind older homes between I-30 and I-20 are often reached through a side gate. Leave it unlocked.",
      "HOAs in communities like Lake Ridge and Mira Lagos may limit what sits at the curb and for how long. A same-visit haul avoids a waiting pile.",
      "Gas cans and propane cylinders stay behind, but worn life jackets, cracked coolers and faded patio umbrellas can go.",
    ],
    example: {
      title: "A packed detached garage near Main Street",
      story:
        "A homeowner in an older brick ranch near Downtown Grand Prairie wanted the detached garage back for a car. The crew cleared sagging shelving, rusted yard tools, an old chest freezer and four bald trailer tires, set a sturdy dresser aside for donation and swept the slab.",
      tier: "large",
      addons: [
        { id: "appliance", quantity: 1 },
        { id: "tire", quantity: 4 },
      ],
    },
    faqs: [
      {
        question: "Part of Grand Prairie is in Tarrant County. Does my county matter?",
        answer:
          "Not for our crews: we work the whole city, from Dalworth Park to the lake communities south of I-20. County matters mostly for what we cannot take. Leftover paint, pool chemicals and motor oil usually go to a household hazardous waste program, and those are often organized by county, so look up the one that serves your address.",
      },
      {
        question: "Can you haul things out of a hillside home in Lake Ridge or Mira Lagos?",
        answer:
          "Yes. Some lots near Joe Pool Lake slope noticeably, with steps down to a back patio. Two people carry every piece to the truck, so a sectional, a treadmill or a heavy outdoor dining set comes up those steps by hand. If the driveway is steep or tight, mention it and the crew will choose the safest spot to load.",
      },
      {
        question: "My lease near Lone Star Park ends this week. Can you take only what I'm leaving?",
        answer:
          "That is a common job along the I-30 corridor. If a couch, a bed frame and a few bags are all that is left, a quarter-truck load is usually enough. Mattresses and TVs are listed separately, so count them before booking. The crew carries everything down the stairwell, leaving the unit empty for your walk-through.",
      },
      {
        question: "We replaced the floors in our Grand Prairie house. Will you take the old carpet and pad?",
        answer:
          "Yes, once it is up. Roll the carpet and pad, bundle the tack strips with the nails turned inward, and the crew loads them with the rest; we do not pull flooring ourselves, so book us after the installers' tear-out.",
      },
      {
        question: "Our Lake Ridge HOA set a deadline for a side-yard pile. How fast can you come?",
        answer:
          "Sometimes the same day: when a crew is free, the booking page shows same-day windows, and crews work {hours}. The pile goes on the truck in that one visit, so nothing waits at the curb.",
      },
    ],
  },
  mesquite: {
    metaDescription:
      "Mesquite junk removal for long-held ranch homes near Town East, apartment move-outs by Eastfield and new-build leftovers toward Lawson Road.",
    intro: [
      "In the Rodeo Capital of Texas, plenty of families bought a brick ranch near Town East Estates or Downtown Mesquite decades ago and never left. Those 1950s to 1980s homes usually have an attached garage, a backyard shed and an attic, and after a long stay all three fill up: a heavy homemade workbench, a chest freezer that hums too loud, holiday bins from several generations, the kids' old bunk beds. When it is time to sell, the hard part is rarely the cleaning. It is getting everything out.",
      "Mesquite is growing at its other end too. New subdivisions south and east toward Lawson Road and the Kaufman County line fill with households moving up from apartments, and the first months in a new house produce their own heap: flattened moving boxes, a sofa that looks wrong in a bigger room, packing foam and builder scraps. Around Town East Mall, Eastfield and the I-635 corridor, renters often leave mattresses and furniture behind when a lease ends.",
      "The city's sanitation service does collect bulky items, but it won't accept everything, and whatever goes has to be at the curb already. A sleeper sofa in a back bedroom or a freezer in a shed across a muddy yard needs people. We send two, with a truck, and sort out what can be donated or recycled before the rest is hauled off.",
    ],
    notes: [
      "Chest freezers and garage refrigerators are common in Mesquite sheds. Empty and unplug them a day early so they can defrost.",
      "After spring storms the blackland clay turns backyards sticky. If the path to the shed is muddy, say so, or pick a date a few dry days later.",
      "Break down moving boxes from a new build near Lawson before we come. Cardboard is recycled, and flat boxes take less room.",
    ],
    example: {
      title: "Decades of storage in a Town East Estates ranch",
      story:
        "After a long-time owner moved into assisted living, the family had two weeks before listing. The crew emptied the garage, the shed and two bedrooms: a sleeper sofa, bunk beds with their mattresses, a homemade workbench and an old refrigerator. Usable furniture went to donation, metal shelving to a recycler.",
      tier: "full",
      addons: [
        { id: "fridge", quantity: 1 },
        { id: "mattress", quantity: 2 },
      ],
    },
    faqs: [
      {
        question: "Our parents' Mesquite house is full. How do we decide what goes?",
        answer:
          "Walk the house together a few days ahead with colored tape. Mark the pieces that are moving or going to relatives, and gather keepsakes, photos and paperwork into one room you can close off. On the day, our crew takes only what is left unmarked outside that room. Sorting first makes the day itself calm and quick.",
      },
      {
        question: "Will you take builder scraps and packing material from our new home?",
        answer:
          "Yes. Foam, bubble wrap, flattened cartons, trim offcuts and a partial box of spare tile are all fine to load. Liquid paint, stain and sealers count as hazardous, so those cans stay behind even if the builder left them in your Mesquite garage. Dried-out empty cans with the lids off are a different matter and can usually go with the rest.",
      },
      {
        question: "Should I just wait for Mesquite's bulky-item collection instead?",
        answer:
          "For one or two items that meet the city's rules and can sit at the curb, the city pickup may be all you need, so check its current guidelines. A crew makes more sense when things are heavy, still inside the house or shed, more than one set-out allows, or when a closing date will not wait.",
      },
      {
        question:
          "We live out of town. Are your crews background-checked before they work in our parents' Mesquite house?",
        answer:
          "Yes. Every crew member passes a background check before working in a customer's home, and we are licensed and insured. Leave entry details in the notes, and mark or close off anything that stays.",
      },
      {
        question: "How do you get a sleeper sofa out of a Mesquite hallway?",
        answer:
          "With both crew members on it. The fold-out frame inside makes a sleeper far heavier than it looks, so the cushions come off first, and legs or arms that unbolt are removed if the sofa will not turn through a doorway.",
      },
    ],
  },
  carrollton: {
    metaDescription:
      "Carrollton junk removal for estate clean-outs and pre-remodel clearing in Country Place, Indian Creek and Josey Ranch, plus move-outs near Trinity Mills.",
    intro: [
      "In Carrollton, the houses built in the 1970s and 80s around Country Place, Indian Creek and Josey Ranch Lake are changing hands, often from the people who bought them new to young families. That handover tends to come in two stages. First the estate: a full house of furniture, packed closets and an attic, often reached by a pull-down ladder in the garage ceiling. Then, once the new owners have the keys, the remodel: the original range, worn carpet and dated light fixtures headed out before the contractors start.",
      "Alleys run behind many of these streets, and the two-car garage often opens onto them. That makes loading simple, because the truck can wait in the alley and nothing has to cross the front lawn. Near Downtown Carrollton and the Trinity Mills station, the work is smaller and quicker: a renter's furniture after a move, or a townhome garage that needs emptying before a sale.",
      "With only a handful of items, check Carrollton's current guidelines for bulky trash first, since the city's own pickup may be enough. A whole estate, a kitchen's worth of appliances or a garage stacked to the rafters is another matter, and one crew with one truck is simpler. Furniture in good shape goes to donation centers, metal and electronics to recyclers, and only the rest to disposal.",
    ],
    notes: [
      "Pull-down attic ladders in older Carrollton garages are steep, so boxes come down by hand, one at a time. Tell us roughly how full the attic is.",
      "We haul cabinets, fixtures and carpet that are already out, but we do not do the tear-out, so schedule us after the demolition.",
      "In an estate clean-out, pull papers, photos and jewelry first. A room you want left alone can simply be closed.",
    ],
    example: {
      title: "Clearing a Country Place kitchen before the remodel",
      story:
        "New owners of a 1970s brick home in Country Place planned to gut the kitchen and replace the carpet. Before the contractor started, the crew hauled the original range, an aging refrigerator, a dining set the sellers left and rolled-up carpet from three bedrooms, loading from the alley.",
      tier: "large",
      addons: [
        { id: "stove-oven", quantity: 1 },
        { id: "fridge", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Can you load from the alley behind our Carrollton house?",
        answer:
          "Usually, yes. Many homes in Josey Ranch, Indian Creek and Country Place have rear-entry garages on an alley, and loading there keeps the truck out of the street and off the grass. Where an alley is too narrow or blocked, the crew parks out front and uses the side gate instead.",
      },
      {
        question: "How do we get more of an inherited house donated rather than thrown away?",
        answer:
          "A little grouping helps. Solid furniture without tears or stains, boxed dishes, linens and working small appliances are the things donation centers most often accept, so gather them in one room or one side of the garage and point them out. Mattresses, broken pieces and furniture that has come apart are often refused, and those go to recycling or disposal instead.",
      },
      {
        question: "We just bought a townhome near Trinity Mills. Can you take what the previous owner left?",
        answer:
          "Yes. Sellers of Carrollton townhomes sometimes leave a couch, a bed, metal shelving or a garage of odds and ends. Pick the load size that matches the pile, add any mattress or TV separately, and the crew carries it out, sweeps the spaces it cleared and leaves the place ready for your own furniture.",
      },
      {
        question: "Our Carrollton remodel is running late. Can we move the junk pickup?",
        answer:
          "Yes. Your confirmation links to your booking's own page, where you can move the pickup to another open window until the cut-off shown there; closer to the day, call us. Book the haul for after the demolition, since we carry out debris but do not tear anything out.",
      },
      {
        question: "Will you take the old water heater our plumber left in the garage?",
        answer:
          "Yes, as an appliance haul-away added to your load. It should already be drained and disconnected, and it goes to metal recycling rather than the landfill.",
      },
    ],
  },
  denton: {
    metaDescription:
      "Denton junk removal for UNT and TWU lease turnovers near Fry Street, historic-district sheds and attics, and downsizing moves in Robson Ranch.",
    intro: [
      "In Denton, the end of a lease often shows up at the curb. When leases near the University of North Texas and Texas Woman's University end in May and turn over again in August, the streets around Fry Street and the campus edges fill with futons, particleboard desks, sagging mattresses and mini-fridges. Landlords often have only days between tenants, and whatever the last residents abandoned has to be gone before the next ones arrive.",
      "The rest of town moves at its own pace. Houses in the Oak-Hickory Historic District and around the courthouse square date from the early 1900s, and their attics and backyard sheds hold what old houses collect: storm windows, lumber scraps, broken chairs. Southridge's 1970s and 80s brick ranches have full garages of their own. On the southwest side, Robson Ranch is an active-adult community where many residents are downsizing, which means sorting a household into what moves, what goes to family, what gets donated and what is hauled away.",
      "Denton runs its own solid waste and recycling service, landfill included, and bulky items can be collected under the city's rules. That works when one household sets out one sofa. It fits less well when a landlord is clearing four units on the same weekend, or when a Robson Ranch move has a closing date. Our crews load from inside and leave rooms swept.",
    ],
    notes: [
      "The days before the fall semester are busy for everyone who hauls, cleans or moves in Denton, so book rental turnovers early.",
      "List mini-fridges, microwaves and TVs when you book, since appliances and screens are priced apart from the load.",
      "In Robson Ranch we can clear one spare room or the garage while you still live in the house, so downsizing can happen in stages.",
    ],
    example: {
      title: "Turning over a duplex near Fry Street in August",
      story:
        "A landlord had one day between tenants in a two-unit rental close to the UNT campus. The crew removed three mattresses, two futons, a pair of desks, a TV left on the floor and bags of abandoned clothes and kitchen things, then swept both units so the cleaners could start.",
      tier: "medium",
      addons: [
        { id: "mattress", quantity: 3 },
        { id: "tv-monitor", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "I'm a student moving out. Can my roommates and I share one junk pickup?",
        answer:
          "Yes. If everything is at the same house or apartment, one booking covers it, and how you split the cost is up to you. Gather the pieces in one spot, such as the living room or the porch, and list them in the notes. Count mattresses and TVs before you book, because those are added on their own and change the total.",
      },
      {
        question: "Can you help my mother downsize in Robson Ranch without emptying the whole house?",
        answer:
          "Of course. Many downsizing jobs are partial: a spare bedroom, the dining set that will not fit in a smaller home. Mark what stays with tape or sticky notes, or walk the crew through, and they take only what you point out. Choose the load size by what is leaving rather than by the size of the house.",
      },
      {
        question: "I manage several rentals near the Denton campuses. Can you do them in one day?",
        answer:
          "Book each address as its own job and pick arrival windows close together on the same date. Use the notes to say the properties belong to one turnover and which should come first, such as the unit the cleaners start on. A nearly empty unit is booked as a smaller load than a packed one.",
      },
      {
        question: "My tenants left a futon on the porch and a grill in the yard. Do those count?",
        answer:
          "Yes. Anything on your Denton property loads the same way, whether it sits inside, on the porch or out back, and is priced by the room it takes in the truck. The grill can go once its propane tank is removed, since tanks stay behind.",
      },
      {
        question: "What happens to usable furniture from a Denton move-out?",
        answer:
          "Desks, bookcases, dressers and chairs in good shape go to a donation center before anything is discarded, and the center makes the final call. Stained or broken pieces go to recycling where possible, and to the landfill only as a last resort.",
      },
    ],
  },
  richardson: {
    metaDescription:
      "Richardson junk removal for mid-century homes in Richardson Heights and Canyon Creek, Prairie Creek garages and apartment moves near CityLine.",
    intro: [
      "Richardson Heights was built out in the 1950s and 60s, and its low ranch houses with wide eaves and picture windows are often bought now by people who want to bring the mid-century look back. That work usually begins with subtraction: carpet pulled up to reveal parquet or terrazzo, a dated wall of shelving, furniture the sellers left, an old washer and dryer in the utility room.",
      "Canyon Creek's 1970s homes, shaded by the trees along the creek, and the garages of Prairie Creek tend to fill with another kind of clutter: golf bags, power tools, holiday bins, an exercise bike, the belongings of children who moved out long ago. Estate clean-outs come up regularly as long-time owners move on, and they usually mean a full house rather than a single room.",
      "On the other side of town, the Telecom Corridor, UT Dallas and CityLine near State Highway 190 bring apartments full of engineers, graduate students and relocating employees. Their junk is lighter but comes with elevators and firm move-out dates. Richardson's sanitation service collects brush and bulky items on a set schedule, with limits on size and type, which suits a chair or a pile of branches. For a garage, an estate or a deadline, one truck and a crew of two is the quicker route.",
    ],
    notes: [
      "Some pieces in a Richardson Heights house, such as mid-century dressers, lamps or chairs, may be worth selling instead. Set them aside; we only take what you show us.",
      "Limbs that pecans, elms and live oaks drop in a storm count as yard debris and can share the truck with furniture from the garage.",
      "Newer buildings near CityLine often require a reserved freight elevator or loading slot. Reserve it first, then book the matching arrival window.",
    ],
    example: {
      title: "An attic and garage in Richardson Heights",
      story:
        "Buyers of a 1950s ranch wanted it empty before restoring it. The crew brought boxes and a broken rocking chair down from the attic, cleared the garage of shelving, a washer that no longer ran and two old tube TVs, and hauled away the carpet the buyers had pulled up to expose the parquet.",
      tier: "large",
      addons: [
        { id: "appliance", quantity: 1 },
        { id: "tv-monitor", quantity: 2 },
      ],
    },
    faqs: [
      {
        question: "My apartment near UT Dallas has set hours for the loading dock. Can you work within them?",
        answer:
          "Yes. Many buildings around CityLine and the university ask haulers to use a freight elevator or loading area during a reserved slot. Book that slot with your management office, choose the arrival window that lines up with it, and write the building's rules in the booking notes. The crew brings the pieces down and out within the time you reserved.",
      },
      {
        question: "Should storm branches go to Richardson's brush collection or to you?",
        answer:
          "For a modest pile you can drag to the curb before your scheduled day, the city's brush collection is usually the simple answer. We make more sense when branches are mixed with other junk, sit far from the street behind a fence, or need to be gone before a showing or a closing. Limbs are loaded like any other item.",
      },
      {
        question: "We're clearing a parent's house in Canyon Creek. Can the work be split over two visits?",
        answer:
          "Yes, book a second visit for another day. Many families handle an estate in two rounds: the big furniture and the garage first, then the last boxes once relatives have taken what they want. The second trip is booked at whatever size is left, often just a quarter load, and the crew sweeps up again at the end.",
      },
      {
        question: "What happens to old computers and monitors from a Richardson home office?",
        answer:
          "Monitors and TVs are added to the booking one by one and go to an electronics recycler. Desktop towers, printers and cables ride in the load and are recycled where possible, so wipe or remove any hard drives before the crew arrives.",
      },
      {
        question: "Do I need to move everything into the garage before you come?",
        answer:
          "No. The crew carries from wherever things are in your Richardson house: a back bedroom, the attic, the far corner of the yard. Clearing a walking path and propping doors open is all the preparation most jobs need.",
      },
    ],
  },
  "the-colony": {
    metaDescription:
      "Junk removal in The Colony: garages of original Fox & Jacobs homes, worn lake gear near Lewisville Lake and apartment move-outs in Austin Ranch.",
    intro: [
      "Many of the first homes in The Colony, single-story brick houses built largely by Fox & Jacobs in the 1970s, have passed through several owners by now. Each one tends to leave something: a workbench in the garage, a stack of leftover flooring from a remodel, a ceiling fan still in its box, a broken recliner in the corner. When one of these houses is sold, renovated or turned into a rental, the garage is usually where the clear-out starts.",
      "Living beside Lewisville Lake shapes what people keep. Garages between Main Street and the shore, and out on Stewart Peninsula, often hold fishing gear, faded life jackets, cracked coolers, folding chairs and a kayak that has not touched the water in years. In The Tribute, homes near the golf courses add patio furniture, grills and outdoor decorations worn out by sun and lake wind.",
      "Austin Ranch, on the south edge of the city, is full of apartments and townhomes, so junk there is about moving: sofas, bed frames, desks and mattresses that are not coming to the next place. Curbside pickup handles some of this, but heavy pieces and anything still on an upper floor are a different matter. Our two-person crew carries it out, loads it and keeps reusable items out of the landfill where it can.",
    ],
    notes: [
      "Gas grills are welcome once the propane tank is disconnected; tanks stay with you, even empty ones.",
      "Old trailer or car tires in a lake-house garage are booked as a tire add-on, up to eight per booking.",
      "For an Austin Ranch apartment, give us the building, the floor and any gate code so the crew is not left waiting outside.",
    ],
    example: {
      title: "Lake gear in an original Fox & Jacobs garage",
      story:
        "A couple getting ready to sell their 1970s house near the lake wanted the garage empty for showings. The crew hauled a cracked kayak, two worn trailer tires, coolers, folding chairs, leftover laminate flooring and an old mattress from the storage shelves, then swept the concrete.",
      tier: "medium",
      addons: [
        { id: "tire", quantity: 2 },
        { id: "mattress", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Can you take a kayak, canoe or paddleboard from my garage in The Colony?",
        answer:
          "Yes. Kayaks and paddleboards load like any large item, and so do fishing rods, life jackets and coolers. Mention a long canoe when booking so we can confirm it fits. Fuel is on our list of hazardous materials, so gas cans and outboard motors with fuel in them need to be drained first or taken to a disposal site that accepts them.",
      },
      {
        question: "Should I empty the garage before listing an original Fox & Jacobs home?",
        answer:
          "It usually helps. In these single-story homes the garage is often much of the storage space, and buyers can judge it only when they can see the walls and floor. Clearing it before the listing photos also gives you a clean slate for any repairs the inspection turns up. A medium or large load usually covers a full garage, depending on what the attic adds.",
      },
      {
        question: "I'm moving out of Austin Ranch. Can you pick up just a couch and a mattress?",
        answer:
          "Yes. The quarter-truck tier exists for small jobs like that, with the mattress added as its own item. Leave the pieces inside the apartment if you prefer, since the crew carries them down the stairs or elevator for you. If the complex limits when movers may use the elevator, pick a window inside those hours.",
      },
      {
        question: "Is there a bundle for hauling garage junk and washing the driveway in The Colony?",
        answer:
          "Yes. The Power Wash + Junk Removal bundle pairs a driveway and sidewalk wash with a quarter-truck haul and one old appliance at a bundle price. If the garage holds more than a quarter truck, book the load you need with the wash in one order and the multi-service discount applies.",
      },
      {
        question: "Will you sweep the garage once it is empty?",
        answer:
          "Yes. The crew sweeps every space it clears, so the sand and grit that lake gear leaves behind go with the truck. A deeper clean of the whole house, garage included, is our move in/out cleaning.",
      },
    ],
  },
  "flower-mound": {
    metaDescription:
      "Flower Mound junk removal for playsets, trampolines, big garages and workshops in Bridlewood, Wellington, Canyon Falls and Lakeside.",
    intro: [
      "Large lots give Flower Mound families room to spread out, and over the years that room fills. Back yards running down to creeks hold swing sets, trampolines and forts the kids have outgrown. Oversized garages and workshops, especially on the semi-rural west side, collect tools, lumber offcuts, tired lawn equipment and furniture waiting for a project that never happened.",
      "In Bridlewood and Wellington, the established master-planned communities, many homes have reached the stage where the children are gone and the parents are thinking about something smaller. Leaving a two-story house with a game room and several living areas means a lot of furniture that will not fit the next place. Canyon Falls, one of the town's newer communities, often sees the reverse: families settling in after a move, with a garage full of boxes and packing material.",
      "Near Grapevine Lake, the Lakeside area along FM 2499 adds townhomes and apartments with smaller, quicker jobs. Out west, on horse properties set back from the road, the junk is often outdoors: old feeders, broken gates leaning on the barn, worn tack and sheds of forgotten equipment. Most of this is too big, or simply too much, for a curbside set-out. We bring the truck and the crew, load it in one visit and sweep the space we cleared.",
    ],
    notes: [
      "Wooden swing sets and trampolines are taken apart in the back yard and carried out in pieces. If the legs are set in concrete, mention it, since footings may need separate work.",
      "Many homes sit far back on long driveways, so tell us about gates or low branches on the way in.",
      "Broken pool furniture, old floats and worn-out pool cleaners can go; pool chemicals cannot.",
    ],
    example: {
      title: "A playset, a trampoline and a garage in Bridlewood",
      story:
        "With the youngest off to college, a Bridlewood family wanted the back yard and garage cleared. The crew took apart a wooden swing set and a trampoline, then loaded a garage refrigerator, old bikes, a broken treadmill and shelves of outgrown sports gear, and swept the garage floor.",
      tier: "large",
      addons: [{ id: "fridge", quantity: 1 }],
    },
    faqs: [
      {
        question: "Can your truck get down my long driveway in Flower Mound?",
        answer:
          "Most of the time. If the drive is paved and clear, the crew backs up close to the garage or the gate to the yard. When there is a narrow gate, a creek crossing or ground softened by rain, they park nearer the road and carry items the extra distance by hand. A short note about your driveway helps them plan before arriving.",
      },
      {
        question: "Do I need to take the swing set apart myself?",
        answer:
          "No. Wooden and metal playsets and trampolines are unbolted and broken down where they stand, then walked out through the gate in pieces, with nothing dragged across the lawn. Leave slides, swings and the trampoline net attached. Sets anchored in concrete are the one case to mention when booking, because the footings may need to be loosened first.",
      },
      {
        question: "We're downsizing from a big house in Wellington. Where should we start?",
        answer:
          "Start with the rooms used least: the game room, spare bedrooms, the attic and the garage. Decide what moves with you and what goes to your children, then mark the rest. Many families book one visit early for the garage and outdoor items, and a second after the movers leave for the last pieces, which keeps each load simple.",
      },
      {
        question: "Can you haul old fencing and feeders from a Flower Mound horse property?",
        answer:
          "Yes, if it is already down and loose: old fence boards, broken gates, rusted feeders and worn tack all load like other items. Posts still set in concrete stay until someone pulls them, because we do not dig out footings.",
      },
      {
        question: "Are you insured if something is damaged on a long carry to the truck?",
        answer:
          "Yes. We are licensed and insured, and every crew member passes a background check. Point out sprinkler heads, landscape lighting or soft ground along the path on your Flower Mound lot, and the crew routes around them.",
      },
    ],
  },
  colleyville: {
    metaDescription:
      "Colleyville junk removal for downsizing and estate clean-outs in Thornbury, Monticello and Big Bear Creek, with doorways padded and floors protected.",
    intro: [
      "Much of Colleyville went up in the late 1980s and 1990s, when farmland between Big Bear Creek and Little Bear Creek turned into neighborhoods of large two-story brick and stone houses. Many original owners raised families in them and are now downsizing, or selling to buyers who plan to renovate. That shift produces big, heavy jobs: solid wood bedroom sets, armoires, sleeper sofas, formal dining tables and home gym equipment that was assembled in a spare room and never expected to leave it.",
      "Thornbury, in the southeast, and Monticello, near John McCain Road, sit among Cross Timbers post oaks that residents work hard to keep. Storms bring limbs down across shaded yards, and garages double as storage for patio furniture, holiday decorations, golf clubs and tools. Renovations are common here too, and a remodel often starts by emptying rooms: old furniture, rugs and light fixtures need to go somewhere before the contractors arrive.",
      "Since the city is mostly single-family homes with relatively few apartments, nearly every Colleyville job is a house: a garage, an estate, an entire upstairs. The finishes inside deserve care, so our crew pads doorways and protects floors and walls on the way out, from hardwood landings to stone entries. Usable pieces are set aside for donation before anything is loaded for disposal, and metal and electronics go to recyclers.",
    ],
    notes: [
      "If a treadmill or weight machine was assembled inside a room, tell us, so the crew can plan its way out.",
      "Post oak limbs brought down by wind are yard debris and can go on the same load as garage items. We haul what is on the ground; we do not climb or cut trees.",
      "For an estate, relatives should remove papers, photos and jewelry first, then close any room that stays untouched.",
    ],
    example: {
      title: "Downsizing from a two-story home in Thornbury",
      story:
        "The owners were moving to a smaller place and took only what fit. The crew emptied an upstairs game room and two guest bedrooms, carried a treadmill and a weight bench down the padded staircase, and hauled both guest beds with their mattresses and two older flat-screen TVs.",
      tier: "full",
      addons: [
        { id: "mattress", quantity: 2 },
        { id: "tv-monitor", quantity: 2 },
      ],
    },
    faqs: [
      {
        question: "Will the crew protect the floors and staircase in my Colleyville home?",
        answer:
          "Yes. Door frames and banisters are padded, and heavy pieces are carried rather than slid over wood, stone or tile. On a curved staircase, two people bring large items down one step at a time. If a floor or finish worries you in particular, point it out at the start and the crew will plan a route that avoids it.",
      },
      {
        question: "Can you clear out rooms while our house is being shown for sale?",
        answer:
          "Yes. Choose an arrival window that avoids scheduled showings and mention the listing in your notes. The crew works room by room, keeps walkways clear, and sweeps each space once it is empty, so the house is presentable again the moment the truck leaves. Nothing is left stacked in the driveway for buyers to walk past.",
      },
      {
        question: "What happens to good furniture from a Colleyville estate?",
        answer:
          "Solid wood pieces, lamps, rugs and decor in decent shape are kept apart and taken to donation centers instead of the landfill. Anything you would rather sell through an estate sale company or give to relatives should be moved to one room or marked before we arrive. What cannot be donated is sorted for metal and electronics recycling where possible.",
      },
      {
        question: "What load size does a Colleyville downsizing usually need?",
        answer:
          "A whole-house clear-out is the full load, the entire truck. If the family has already taken most of the furniture and what is left fits in the garage and a room or two, a large load, three quarters of the truck, is often enough.",
      },
      {
        question: "Can you take a built-in wine cooler or refrigerator from a Colleyville remodel?",
        answer:
          "Yes, once it is out of the cabinetry and disconnected; book it as a refrigerator or appliance add-on. Gas appliances need the line capped by a licensed plumber first, and appliances go to metal recycling where possible.",
      },
    ],
  },
};
