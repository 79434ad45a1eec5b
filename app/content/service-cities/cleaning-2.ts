import { typicalCleaningTime } from "../services";
import type { ServiceCityTexts } from "./types";

/** cleaning in the cities of group 2 (see index.ts). */
export const texts: ServiceCityTexts = {
  "grand-prairie": {
    metaDescription:
      "Move in/out cleaning in Grand Prairie for I-30 corridor apartments, older homes near Main Street and lake houses in Lake Ridge and Mira Lagos.",
    intro: [
      "A move-out clean in Grand Prairie depends a lot on which end of the city you are leaving. Between I-30 and I-20, around the old downtown on Main Street and in Dalworth Park, most houses are modest brick ranches and cottages built from the 1950s into the 1980s. Kitchens are on the small side, tile and grout have darkened with age, and carports or detached garages let street dust drift toward the back door. Getting one ready for a new tenant or buyer is mostly patient scrubbing of surfaces that have seen decades of daily life.",
      "Along the I-30 corridor near Lone Star Park, apartment and townhome complexes turn over all year, because many residents work somewhere else in the region and relocate when the job changes. Leasing offices usually walk the unit with a checklist soon after the keys come back, so the things they inspect, like the stovetop, the tub surround and the strip of floor along each wall, need to be right on the first pass.",
      "South toward Joe Pool Lake, Lake Ridge and Mira Lagos call for something else entirely: larger two-story homes on hillside lots, often with three or more bathrooms, tall windows and open kitchens. Sellers there want the house spotless for the final walkthrough, and owners who rent out a lake home tend to inspect closely. We size the crew to the house, so a big place does not spill into a second day.",
    ],
    notes: [
      "Renting off I-30? Ask the leasing office for its move-out form and copy it into your booking notes. The crew works from that list as well as ours.",
      "A house with a detached garage can add a garage sweep-out, which helps when the buyer or landlord expects the whole property swept, not just the rooms.",
      "Lake-area homes in Lake Ridge and Mira Lagos often have many tall windows. Interior window cleaning is an add-on, so count the ones you want done when you book.",
    ],
    example: {
      title: "A four-bedroom sale in Mira Lagos",
      story:
        "The owners of a two-story home in Mira Lagos had already moved out of state and needed the house ready for the buyer's final walkthrough. The crew cleaned all four bedrooms and three baths, wiped out the kitchen cabinets and pantry, and did the oven, the refrigerator and the tall living-room windows.",
      tier: "4-3bath",
      addons: [
        { id: "oven", quantity: 1 },
        { id: "refrigerator", quantity: 1 },
        { id: "cabinet-pantry", quantity: 4 },
        { id: "windows", quantity: 4 },
      ],
    },
    faqs: [
      {
        question: "Our house near Main Street in Grand Prairie dates from the 1960s. Does an older home take longer?",
        answer:
          "Sometimes a little. Older houses here are usually smaller than new builds, but decades-old tile, worn sills and greasy cabinet doors take more scrubbing per square foot. The price is still set by bedrooms and bathrooms, not by the hours. If the cabinets need cleaning inside, or the baseboards need detailing, add those when you book so the crew plans time for them.",
      },
      {
        question: "We're leaving a rented house in Lake Ridge. What do owners of bigger homes tend to check?",
        answer:
          "Owners of larger lake-area homes tend to look hard at the kitchen, the appliances, the bathrooms and any marks on the walls. Read the cleaning terms in your lease, then match the add-ons to them: inside the oven and refrigerator, wall spot cleaning where there are scuffs, baseboards if the lease names them. Counters, fixtures, tubs and every floor come with the standard clean.",
      },
      {
        question: "Can you clean a Grand Prairie house that has a detached garage or carport storage room?",
        answer:
          "Yes. The house is priced by its bedrooms and bathrooms, and a detached garage or a storage room off the carport can be added as a garage sweep-out, with the floor and corners swept clear of loose dirt. The sweep-out does not include hauling anything away, so empty the space first, or book our junk removal for earlier the same week.",
      },
      {
        question: "How long does it take to clean a four-bedroom lake home in Lake Ridge or Mira Lagos?",
        answer: `Our move in/out cleans typically run ${typicalCleaningTime}, and a four-bedroom home near Joe Pool Lake with tall windows and appliance interiors added sits toward the upper end. A one-bedroom off I-30 usually needs far less.`,
      },
      {
        question: "Do I need to leave supplies or keep the utilities on for the crew?",
        answer:
          "Leave no supplies: the crew brings its own cleaning products, vacuum and ladders. Do keep the water and electricity on in your Grand Prairie home until the cleaning is finished, because mopping, rinsing and vacuuming need both.",
      },
    ],
  },
  mesquite: {
    metaDescription:
      "Mesquite move-in and move-out cleaning for long-held Town East ranch homes, I-635 apartments and new builds out toward Lawson Road.",
    intro: [
      "Mesquite is a city where people tend to stay. Around Town East Estates and the older blocks near Downtown Mesquite, many brick ranch houses from the 1950s through the 1980s have had the same owners for decades. When one finally goes on the market, or grown children are preparing a parent's home for sale, the cleaning is rarely light: cabinet doors coated by years of cooking, bathroom tile gone dull, and a gray layer on every ledge once the furniture is out.",
      "The newest homes are on the south and east sides, out toward Lawson Road and the Kaufman County line. Families moving in from apartments often arrive at a house that looks finished but still carries fine drywall dust and sawdust in drawers, vents and window tracks. A move-in clean before the boxes come through the door is the easiest moment to deal with it, while every shelf is still bare.",
      "Renters make up the third big group. Apartments around Town East Mall, the Eastfield campus and along I-635 turn over steadily, and since many leases end with the month, several tenants in one building may be racing the same deadline. Outside the door, east Dallas County's blackland clay is a problem of its own: it cracks open in summer, turns to mud after a storm, and gets tracked across entry tile and carpet right up to moving day.",
    ],
    notes: [
      "In long-held Town East homes the kitchen is usually the slowest room. Adding the inside of the oven and a few cabinet wipe-outs lets the crew plan time for grease that built up over the years.",
      "For a new build near Lawson Road, schedule the clean after the builder's final punch list but before furniture delivery, so the dust comes out of empty cabinets and off open floors.",
      "Clay mud collects at back doors and garage entries. Carpet spot treatment, booked per room, is the way to go after tracked-in marks near those doors.",
    ],
    example: {
      title: "A long-time family home near Town East",
      story:
        "After decades in a three-bedroom brick ranch near Town East Estates, the owners moved somewhere smaller and listed the house. The crew degreased the kitchen, cleaned inside the oven and refrigerator, wiped out the cabinets and detailed the baseboards in the living areas, then swept out the two-car garage.",
      tier: "3",
      addons: [
        { id: "oven", quantity: 1 },
        { id: "refrigerator", quantity: 1 },
        { id: "cabinet-pantry", quantity: 3 },
        { id: "baseboards", quantity: 4 },
        { id: "garage-attic", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "We just closed on a new build in south Mesquite. Isn't a brand-new house already clean?",
        answer:
          "Builders usually run a quick clean before closing, but it is aimed at the showing, not at living there. Fine dust keeps settling for days after the last trades leave, and it hides on cabinet shelves, vent covers, window tracks and along the baseboards. Our move-in clean goes over those spots while the house is still empty, so your dishes and clothes go into clean storage from the start.",
      },
      {
        question: "Can you clean my parents' Mesquite house while the family is still sorting their things?",
        answer:
          "We do our best work once the rooms are empty, since floors, closets and cabinets need to be reachable. If the family is still sorting, it often works to clear the house first, on your own or with our junk removal crew, and book the cleaning a day or two later. Mention in the notes anything that stays with the sale, such as a piece of furniture, and we will clean around it.",
      },
      {
        question: "Red-brown clay got tracked into the carpet during our move. Can you get it out?",
        answer:
          "Dried clay often lifts with spot treatment, an add-on booked per room. The crew works on the marks by the doors and along the paths the movers took. Deep stains spread across a whole room may need a carpet company with extraction equipment, which we do not offer, but spot treatment is often enough to get a rental through its move-out inspection.",
      },
      {
        question: "How long will the crew need at our parents' Town East house?",
        answer: `For most homes, ${typicalCleaningTime}. A long-held three-bedroom ranch with decades of kitchen grease, cabinet wipe-outs and a garage sweep-out tends to need the longer end, while a small apartment near Eastfield usually needs much less.`,
      },
      {
        question: "Does the Move-Out Complete bundle fit a Mesquite ranch house?",
        answer:
          "It fits a three-bedroom, two-bath home: a move-out clean, a three-quarter-truck haul and a front-of-house wash at one bundle price, with any add-ons at list price. For a bigger house, book the services separately in one order and the {multiPercent} multi-service discount applies instead.",
      },
    ],
  },
  carrollton: {
    metaDescription:
      "Carrollton move in/out cleaning for renovated homes in Country Place and Indian Creek and for apartments near Downtown Carrollton and Trinity Mills.",
    intro: [
      "Much of Carrollton was built in one long stretch. Country Place, Indian Creek and the streets around Josey Ranch Lake filled in during the 1970s and 80s with brick homes, alleys behind them and two-car garages facing the back. Plenty of those houses are now passing from their first or second owners to younger families, and many get a renovation somewhere in between: new floors, painted cabinets, a kitchen opened up to the den.",
      "Renovation leaves a particular kind of mess. Sanding and drywall dust drifts into vents, light fixtures, cabinet shelves and the tracks of every window, and it keeps settling for days. If you are moving into one of these refreshed houses, a cleaning after the contractors pack up and before your furniture arrives saves you from wiping the same pale film off everything for weeks. Sellers leaving a house they have lived in for years face the opposite problem: long occupancy, not new work.",
      "Near the historic square in Downtown Carrollton and around the Trinity Mills station, newer apartments and townhomes house commuters who ride the DART Green Line, and their leases turn over more often. Those units are smaller and newer, so the priority is a quick, inspection-ready handover: kitchen appliances, bathrooms, floors and the scuffs that moving day leaves behind. Pollen from the city's mature shade trees, meanwhile, finds its way into window tracks everywhere each spring.",
    ],
    notes: [
      "Vent covers and ceiling fixtures in a freshly renovated Country Place or Indian Creek house tend to hold the most dust. Tell us in the booking notes if work just wrapped up, so the crew starts high and works down.",
      "Townhomes near Trinity Mills usually mean stairs and two levels of trim. Baseboard detailing is booked per room, so count the rooms on both floors that need it.",
      "Many homes around Josey Ranch have rear garages opening onto the alley, where grit blows in all year. A garage sweep-out can be added to the house clean.",
    ],
    example: {
      title: "A refreshed 1980s home in Indian Creek",
      story:
        "A young family bought a three-bedroom, two-bath brick home in Indian Creek that the sellers had just updated with new flooring and painted cabinets. Before the moving truck came, the crew cleared renovation dust out of every cabinet, the vents and the window tracks, detailed the new baseboards and cleaned the interior windows.",
      tier: "3",
      addons: [
        { id: "cabinet-pantry", quantity: 6 },
        { id: "windows", quantity: 6 },
        { id: "baseboards", quantity: 6 },
      ],
    },
    faqs: [
      {
        question: "Our contractor just finished work on our Carrollton house. Should we wait to book the cleaning?",
        answer:
          "Wait until the last trade is done and the fresh paint can be wiped; your painter can tell you when that is. If the crew cleans while tile or trim work is still going on, the dust comes right back. Book for the gap between the contractor's final day and your furniture delivery, and list in your notes which rooms were renovated.",
      },
      {
        question: "I rent near Downtown Carrollton. Will your cleaning match what my leasing office checks?",
        answer:
          "We bring our own landlord-ready checklist, but the leasing office's list is the one that counts. Copy it into the booking notes. Newer units near the square and Trinity Mills are usually checked for the inside of the oven and refrigerator, bathroom grout and carpet stains, so choose the add-ons that match. If something on the list was missed, we return to redo it.",
      },
      {
        question: "We're selling a Country Place home after many years. What should we add to the standard clean?",
        answer:
          "Long occupancy shows in a few places: the tops of kitchen cabinets, the oven, shower grout, marks along hallway walls and the garage floor. Sellers often add the oven and refrigerator, wall spot cleaning in the hallways and busiest rooms, and a garage sweep-out. The base clean already takes care of the kitchen, bathrooms, dusting and every floor.",
      },
      {
        question: "How long does a move-in clean take after a Carrollton renovation?",
        answer: `Our cleans typically take ${typicalCleaningTime}. Renovation dust adds time because the crew works from the vents and light fixtures down, so a freshly redone Indian Creek house tends toward the long end and a townhome near Trinity Mills toward the short one.`,
      },
      {
        question: "Is there a first-time discount for a Carrollton cleaning?",
        answer:
          "Yes. Enter {promoCode} when you book your first order and {promoOff} comes off the cleaning price; add-ons stay at list price. It does not combine with the multi-service discount, since an order gets one discount at most.",
      },
    ],
  },
  denton: {
    metaDescription:
      "Move-out cleaning in Denton for student rentals near UNT, TWU and Fry Street, older homes near the Square and downsizing moves in Robson Ranch.",
    intro: [
      "In Denton, the cleaning calendar follows the universities. With the University of North Texas and Texas Woman's University both in town, rentals around Fry Street and the edges of both campuses empty out in May and refill in August, and landlords often have only a few days between one lease ending and the next one starting. Duplexes, older rental houses and student apartment complexes all go through the same rush, and a unit that fails its walk-through can hold up the next tenant.",
      "Student rentals take a particular beating: stovetops after a year of cooking, a bathroom shared by three or four roommates, tape marks and scuffs on the walls, spills in bedroom carpet. Roommates on a group lease often book one move-out clean together, priced by bedrooms and bathrooms like any other home, so nobody is left scrubbing alone on the last night while everyone else has already driven home.",
      "Away from campus, the work changes pace. Houses in the Oak-Hickory Historic District near the courthouse square date from the early 20th century, with wood floors, old trim and deep windowsills that call for a gentle hand. Southridge has brick ranch homes from the 1970s and 80s. In Robson Ranch, the active-adult community on the southwest side, a cleaning often comes with a downsizing move, as owners leave a house for something smaller.",
    ],
    notes: [
      "August is the busiest stretch around UNT and TWU. Landlords with several units can book them on consecutive days so each one is ready before its new lease begins.",
      "Old wood floors in Oak-Hickory homes get a dry dust mop and then a barely damp one, and painted trim and built-ins are wiped by hand.",
      "When Robson Ranch owners sell, buyers often look closely at the kitchen and garage. The inside of the refrigerator and a garage sweep-out cover both.",
    ],
    example: {
      title: "A four-bedroom student rental off Fry Street",
      story:
        "Four UNT students ended their lease at the close of July and booked one move-out clean together instead of dividing up chores. The crew degreased the kitchen, cleaned inside the oven and refrigerator, treated carpet spots in all four bedrooms and spot-cleaned tape marks on the walls before the landlord's walkthrough.",
      tier: "4",
      addons: [
        { id: "oven", quantity: 1 },
        { id: "refrigerator", quantity: 1 },
        { id: "carpet-spot", quantity: 4 },
        { id: "wall-spot", quantity: 4 },
      ],
    },
    faqs: [
      {
        question:
          "Our Denton landlord gives us only a day or two between move-out and the new tenants. Is that enough?",
        answer:
          "Often, yes, as long as the unit is empty when the crew arrives. The tight part is usually the move itself: if roommates are still carrying out furniture, cleaning cannot start. Book the earliest arrival window on the day after you move out, and put the landlord's key or door code in the notes so nobody waits around.",
      },
      {
        question: "Will a professional clean help get our deposit back from a landlord near UNT?",
        answer:
          "It helps with the part of the deposit tied to cleaning, which is where many deductions begin. It does not cover damage such as holes in walls, broken blinds or burned countertops. Check your lease and the landlord's move-out checklist, then match the add-ons to what gets inspected. The Texas Attorney General's page on renters' rights explains how deposit deductions work.",
      },
      {
        question: "Can you clean an older house in the Oak-Hickory Historic District without harming the floors?",
        answer:
          "Yes. Old wood floors get a dry pass first and then a lightly damp mop, never standing water, and the crew avoids harsh products on aged finishes. Deep sills, built-ins and original trim are cleaned with soft cloths. If a floor already has a worn patch or a loose board, mention it in your booking so the crew knows before starting.",
      },
      {
        question: "How long does a student-rental turnover near UNT take?",
        answer: `Plan on ${typicalCleaningTime} per unit. A four-bedroom house off Fry Street with stained carpet and scuffed walls can use the full stretch, so landlords turning several units in August should space their arrival windows with that in mind.`,
      },
      {
        question: "When should I book a Denton cleaning for the August rush?",
        answer:
          "As soon as your turnover dates show in the booking calendar, which opens weeks in advance. Each arrival window takes only a limited number of jobs, and August is the busiest month for landlords near UNT and TWU, so late bookings find fewer windows left.",
      },
    ],
  },
  richardson: {
    metaDescription:
      "Richardson move in/out cleaning for mid-century homes in Richardson Heights and Canyon Creek and apartments near CityLine and UT Dallas.",
    intro: [
      "Richardson Heights is one of the reasons people choose Richardson. Its 1950s and 60s ranch houses have low rooflines, wide eaves and big picture windows, and some still keep their original parquet or terrazzo floors. Those floors, along with built-in shelving and vintage bathroom tile, are a large part of the appeal for buyers, so a move-out clean there has to be gentle as well as thorough. Harsh products and aggressive scrubbing can do more harm than the dust they remove.",
      "Canyon Creek came a little later, with 1970s homes set among big trees around the creek and the country club, and Prairie Creek is similarly leafy. Leaves, pollen and fine grit find their way indoors past door sweeps and window frames, so sills, tracks and entry floors usually need more attention than the square footage suggests. Big windows facing those yards are worth adding to the clean before a sale.",
      "The other half of the city moves through apartments. Mid-rise buildings at CityLine near State Highway 190, and complexes close to UT Dallas and the Telecom Corridor, fill with graduate students, faculty and employees relocating for work. Students tend to come and go with the semester, while corporate transfers arrive year-round and often need a unit ready before the moving company shows up. Larger buildings may also have elevator reservations and loading hours that decide when a crew can get in.",
    ],
    notes: [
      "Original built-in shelves and vintage tile in Richardson Heights are part of what buyers come to see. The crew cleans built-ins by hand and keeps abrasive pads off old glazed tile.",
      "At CityLine, reserve the building's elevator or loading time for the cleaning day as well as the moving day, and put those details in your booking notes.",
      "Relocating to the Telecom Corridor from another state? You can book a move-in clean before you arrive and leave access instructions for the leasing office in the notes.",
    ],
    example: {
      title: "A mid-century ranch in Richardson Heights",
      story:
        "A couple selling their three-bedroom, two-bath ranch in Richardson Heights wanted the original terrazzo and built-in shelving to look their best for the buyers' final walkthrough. The crew cleaned the picture windows from inside, detailed the baseboards along the terrazzo, and cleaned inside the oven, the refrigerator and the original kitchen cabinets.",
      tier: "3",
      addons: [
        { id: "windows", quantity: 5 },
        { id: "baseboards", quantity: 5 },
        { id: "oven", quantity: 1 },
        { id: "refrigerator", quantity: 1 },
        { id: "cabinet-pantry", quantity: 4 },
      ],
    },
    faqs: [
      {
        question: "How do you clean original terrazzo or parquet floors in a Richardson Heights home?",
        answer:
          "Carefully. Terrazzo is dust-mopped and then washed with a pH-neutral cleaner, because acidic products can dull the marble chips set in it. Parquet gets a dry pass first and a lightly damp mop after, since water sitting in the seams can loosen the small wood blocks. If the floor has a wax or sealer you want to preserve, say so in your booking notes.",
      },
      {
        question:
          "I'm a UT Dallas student leaving an apartment at the end of the semester. What does a small unit need?",
        answer:
          "For a studio or one-bedroom, the standard clean handles the kitchen, the bathroom, dusting and every floor. Student units often also need the inside of the refrigerator and oven, since leftover food is one of the first things a leasing office notices, plus wall spot cleaning where posters were taped up. If the complex gave you a checklist, add it to your notes.",
      },
      {
        question: "My company is relocating me to Richardson. Can I book a move-in clean before I see the apartment?",
        answer:
          "Yes. Choose the size shown on your lease, add anything you want done inside the appliances or cabinets, and give the leasing office contact and access instructions in the booking notes. The crew works from our checklist and any list you send. If something is not right when you walk in, tell us and we come back to fix it or refund you.",
      },
      {
        question: "How long does a Richardson Heights ranch take to clean?",
        answer: `Usually ${typicalCleaningTime}. A single-story mid-century house is easy to move through, but hand-cleaned built-ins, terrazzo and vintage tile take patience, so name the rooms you care about most in your notes and the crew plans its time around them.`,
      },
      {
        question: "Are your cleaners background-checked? We'll be at work while they're in the house.",
        answer:
          "Yes. Every crew member passes a background check before working in a customer's home, and we are licensed and insured. Leave entry instructions for your Richardson home in the booking notes, and you need not be there.",
      },
    ],
  },
  "the-colony": {
    metaDescription:
      "Move in/out cleaning in The Colony for original Fox & Jacobs homes, Austin Ranch apartments and lake homes at Stewart Peninsula and The Tribute.",
    intro: [
      "A lot of The Colony still reflects the plan drawn up for it in the 1970s. The original single-story brick homes, built largely by Fox & Jacobs, line the streets between Main Street and Lewisville Lake. They are sensible, compact houses, and by now most have had several owners and a remodel or two, often in layers: newer flooring in the living room, original tile in a hall bath, a kitchen updated once and then again. A move-out clean has to handle all of those surfaces, old and new, in one visit.",
      "Austin Ranch, on the city's southern edge, works differently. It is a large cluster of apartments and townhomes where people move in and out throughout the year. The units are newer, so the job is less about years of grime and more about the precise, quick clean that gets a deposit back: appliances, bathrooms, floors and the marks furniture leaves on walls and stair rails.",
      "On the lake side, homes in Stewart Peninsula and The Tribute tend to be larger, with more bathrooms and more glass. North Texas tap water is often hard enough to leave mineral spots on shower doors and chrome fixtures, and in a bigger house with several baths that buildup adds up. Those spots are among the first things a buyer or landlord sees, and clearing them takes time rather than muscle.",
    ],
    notes: [
      "In original Fox & Jacobs houses, the hall bathroom is often the oldest room. Older grout and glaze wear easily, so the crew descales there with care rather than force.",
      "Austin Ranch leasing offices generally walk the unit once keys are returned. Paste their move-out list into your booking notes and the crew will follow it.",
      "If the garage held kayaks, fishing gear or a boat trailer, add a garage sweep-out to clear the sand and grit that lake gear brings home.",
    ],
    example: {
      title: "A two-bedroom townhome in Austin Ranch",
      story:
        "A renter moving to a house across town needed her two-bedroom, two-bath townhome in Austin Ranch ready for the leasing office's walkthrough. The crew cleaned inside the refrigerator, oven and dishwasher, wiped down the stacked washer/dryer, and spot-cleaned scuffs on the stairwell and bedroom walls.",
      tier: "2",
      addons: [
        { id: "refrigerator", quantity: 1 },
        { id: "oven", quantity: 1 },
        { id: "dishwasher", quantity: 1 },
        { id: "washer-dryer", quantity: 1 },
        { id: "wall-spot", quantity: 3 },
      ],
    },
    faqs: [
      {
        question: "Ours is one of the original 1970s homes in The Colony. Can old tile and grout look decent again?",
        answer:
          "Often it improves a lot. Grout in older bathrooms and kitchens darkens with soap film and mineral deposits, and a careful scrub with the right cleaner lifts most of that. Grout that is cracked, stained through or missing will still look its age, because cleaning cannot replace it. If the tile matters for a sale, name the rooms in your notes and the crew will spend longer there.",
      },
      {
        question: "How do you handle hard-water spots on shower glass in The Colony?",
        answer:
          "Mineral spots come off glass and chrome with a descaling cleaner and patience. Light buildup usually disappears during the normal bathroom clean. Heavy scale that has sat on glass for years may fade without clearing completely, because minerals can etch the surface over time. When that happens we tell you, rather than scouring the glass and leaving scratches.",
      },
      {
        question:
          "I'm moving out of Austin Ranch at the end of the month. Do I need to tidy up before your crew comes?",
        answer:
          "Only in the sense of taking everything with you. Remove your belongings, the trash and whatever is left in the fridge, and check closets and cabinets for anything forgotten. Items still in the unit slow the crew and can be missed. Put parking, gate or building access instructions in your notes, and leave the rest to us.",
      },
      {
        question: "How long does a cleaning take in an Austin Ranch townhome?",
        answer: `A typical move in/out clean runs ${typicalCleaningTime}. A two-bedroom townhome with the appliance add-ons usually finishes well before the long end, while an original Fox & Jacobs house with old grout to descale may need more of it.`,
      },
      {
        question: "What does the standard clean include before I add extras?",
        answer:
          "The base clean covers the kitchen and bathrooms, degreased and descaled, plus dusting, counters, fixtures and every floor, worked against a landlord-ready checklist. Extras for a home in The Colony are the insides of appliances, interior windows, cabinet wipe-outs, a garage sweep-out and per-room baseboard, carpet or wall spot work.",
      },
    ],
  },
  "flower-mound": {
    metaDescription:
      "Move in/out cleaning for larger Flower Mound homes in Bridlewood, Wellington and Canyon Falls, plus Lakeside townhomes near Grapevine Lake.",
    intro: [
      "Houses in Flower Mound tend to be big, and that changes how a move-out clean goes. In Bridlewood and Wellington, two established master-planned communities, a family home may have a game room upstairs, a formal dining room, several living areas and an entry with a two-story ceiling. Empty, those rooms show everything: dust along stair rails, fingerprints on tall glass doors, and pale patches where furniture sat for years.",
      "The semi-rural side of town adds its own work. Toward the west, custom homes and horse properties sit on wide lots at the end of long driveways, with workshops, pools and back doors that open onto pasture or woods. Mud, dust and pollen come in with every trip outside, so laundry rooms, mudrooms and back entries often need more time than the formal rooms at the front.",
      "Not everything here is large. Along FM 2499, the Lakeside development near Grapevine Lake has townhomes and apartments that turn over on ordinary lease cycles, and Canyon Falls has added newer construction, where the first clean is about fresh builder dust rather than years of use. Those units are smaller, but renters there still face a walkthrough, and stairs, balcony doors and kitchen appliances get the same attention as in a big house. Whatever the size, the number of cleaners matches the house, so the work finishes within the day you booked.",
    ],
    notes: [
      "Two-story entries and stairwells are common in Bridlewood and Wellington. The crew brings ladders for high ledges and fans, and will say so if a fixture is beyond safe reach.",
      "On larger lots the clean covers the house itself. A garage or attic sweep-out can be added, but pool houses, barns and workshops are not part of a move in/out clean.",
      "Lakeside townhomes near Grapevine Lake are priced like any other home, by bedrooms and bathrooms, with the stairs and every level included.",
    ],
    example: {
      title: "Handing over a family house in Wellington",
      story:
        "A family moving out of a four-bedroom, three-bath house in Wellington needed it ready for the buyers' walkthrough, game room included, with a garage and attic left dusty by the move. The crew detailed baseboards through the main living areas, cleaned inside both wall ovens and the refrigerator, and swept out the garage and the attic.",
      tier: "4-3bath",
      addons: [
        { id: "oven", quantity: 2 },
        { id: "refrigerator", quantity: 1 },
        { id: "baseboards", quantity: 6 },
        { id: "garage-attic", quantity: 2 },
      ],
    },
    faqs: [
      {
        question: "Our Flower Mound house has five bedrooms. Can we still book online?",
        answer:
          "Yes, as a quote request. Homes with five or more bedrooms sit in a larger tier without a fixed price, because room sizes vary so much at that scale. Describe the house in the booking notes, including game rooms, extra living areas and how many bathrooms it has, and we confirm a flat price before any work starts.",
      },
      {
        question: "We keep horses and our back entry gets muddy. Is that part of the cleaning?",
        answer:
          "The back entry, mudroom and laundry room are part of the house, so they are included. Tracked mud is swept and mopped from hard floors, and dried marks on carpet near the door can be handled with carpet spot treatment, added per room. Barns, stalls and tack rooms are outside the house, and a move in/out clean does not cover them.",
      },
      {
        question: "Our Canyon Falls home is only a few years old. Is a move-out clean still worth it?",
        answer:
          "Usually. Newer homes hide their wear in predictable places: the cooktop and oven, glass shower doors with mineral spots, white baseboards with scuffs, and light-colored floors that show every footprint. The buyer or next tenant will notice those first. For a newer house, the base clean plus baseboards and the inside of the oven often covers what matters most.",
      },
      {
        question: "Our Flower Mound home has a game room and two living areas. How long will the crew be there?",
        answer: `Most of our cleans take ${typicalCleaningTime}. A four-bedroom Bridlewood or Wellington house with extra living areas and several add-ons falls toward the end of that range, and homes with five or more bedrooms, booked as a quote request, can run longer.`,
      },
      {
        question: "Is the inside of the oven and refrigerator part of the clean?",
        answer:
          "No, they are add-ons, each booked on its own, so you pay only for the appliances that need it. In a big Flower Mound kitchen with a double oven, add the oven twice.",
      },
    ],
  },
  colleyville: {
    metaDescription:
      "Colleyville move-out and post-renovation cleaning for large brick and stone homes in Thornbury, Monticello and along Big Bear Creek.",
    intro: [
      "Most Colleyville neighborhoods grew up in the late 1980s and 1990s, after DFW Airport opened nearby, and the houses from that boom are large two-story homes in brick and stone on generous lots. Inside, the era usually means formal living and dining rooms, high ceilings, plenty of crown molding and big kitchens lined with cabinets. A whole-house clean here is less about grime than about scale: a great deal of trim, glass and cabinetry to work through carefully.",
      "Many of those houses are now at a turning point. Original owners are downsizing and selling, and the people who buy from them often renovate before moving in, with new kitchens, refinished floors and updated bathrooms. That creates two kinds of job. Sellers want a spotless, empty house for the final walkthrough, and buyers want the fine dust of a remodel cleared from drawers, vents, ledges and light fixtures before their furniture goes in.",
      "The trees matter indoors too. Thornbury and Monticello sit among stands of Cross Timbers post oak, and leaves, pollen and oak catkins from that canopy come inside whenever doors are propped open for movers. Window tracks, entry floors and the sills by patio doors collect the most. Because Colleyville has relatively few apartments, most cleaning here is whole-house work for owners and buyers rather than quick rental turnovers.",
    ],
    notes: [
      "Remodels are common in Colleyville's 1990s homes. Book the clean after the last trade has gone, and tell us which rooms were redone so the crew plans for dust on every surface there.",
      "Granite, marble and other natural stone in many kitchens and baths here get a stone-safe, non-acidic cleaner and soft cloths, never scouring pads.",
      "High ceilings and two-story family rooms are typical near Colleyville Town Center and the Village at Colleyville. We clean what a ladder reaches safely and point out anything beyond that, such as a chandelier high over the stairs.",
    ],
    example: {
      title: "A remodeled home in Thornbury",
      story:
        "New owners in Thornbury had the kitchen and two bathrooms redone before moving in, and the contractors left dust in every drawer and along the tops of the door frames. The crew cleaned the four-bedroom, three-bath house from the ceiling fans down, wiped out the new cabinets and pantry, cleaned the interior windows and detailed the baseboards in the renovated rooms.",
      tier: "4-3bath",
      addons: [
        { id: "cabinet-pantry", quantity: 8 },
        { id: "windows", quantity: 8 },
        { id: "baseboards", quantity: 5 },
      ],
    },
    faqs: [
      {
        question: "We're selling our Colleyville home but still living in it. Can you clean around our last few days?",
        answer:
          "Yes, with some planning. A move-out clean works best in empty rooms, so some sellers book the upstairs once it is cleared and the rest after the movers leave, as two separate visits. Tell us which rooms are still in use and the crew will go room by room. For the buyers' walkthrough, the kitchen, baths and floors matter most.",
      },
      {
        question: "Our new kitchen is finished. Can your crew handle the construction dust?",
        answer:
          "Yes, that is what a move-in clean after a remodel is for. Fine dust settles inside new drawers, on cabinet tops, in light fixtures, on vent covers and across the floors, and it keeps falling for a few days. We dust from the top down, wipe inside the cabinets you add, and do the floors last. Paint drips, grout haze and label adhesive belong on the contractor's punch list, and we point them out if we find them.",
      },
      {
        question: "Does oak pollen in Thornbury and Monticello affect an indoor cleaning?",
        answer:
          "In spring, yes. When the post oaks bloom, yellow pollen drifts in through doors left open during a move and settles on sills, floors and counters near the patio. If your move falls in spring, keep doors closed when you can, and book the clean for after the movers finish, so the crew removes the pollen that came in with them.",
      },
      {
        question: "How long does a post-remodel clean take in a large Colleyville home?",
        answer: `Typical cleans take ${typicalCleaningTime}, and a four-bedroom Thornbury home after a remodel, with cabinets, interior windows and baseboards added, uses most of it. An early arrival window has the house done well before evening.`,
      },
      {
        question: "What if the buyers' walk-through turns up something the crew missed?",
        answer:
          "Tell us. If something on our checklist was missed in your Colleyville home, we come back and redo it, or refund you, under our satisfaction guarantee. Call or e-mail with your booking reference.",
      },
    ],
  },
};
