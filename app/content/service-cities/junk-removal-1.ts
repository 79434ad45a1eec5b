import type { ServiceCityTexts } from "./types";

/** junk-removal in the cities of group 1 (see index.ts). */
export const texts: ServiceCityTexts = {
  dallas: {
    metaDescription:
      "Junk removal in Dallas for garages, attics and high-rise move-outs, from Lakewood and Oak Cliff to Lake Highlands and Uptown.",
    intro: [
      "Junk piles up differently depending on which part of Dallas you live in. In Lakewood and the M Streets, the 1920s and 1930s Tudors and cottages tend to have small attic hatches, narrow stairways and a garage off the alley, and a sale or an inheritance can mean clearing out several generations of keepsakes. Lake Highlands and Far North Dallas have roomier brick ranch homes from the 1960s to the 1980s, where the two-car garage has quietly become a storage room while the cars live in the driveway.",
      "Uptown and Deep Ellum are another job entirely. Leaving a mid-rise apartment usually means a freight elevator or loading dock that the building hands out in time slots, so the crew has to show up when management says and empty the unit in one pass.",
      "The city's monthly bulk and brush collection handles plenty, like a worn recliner or a stack of limbs after a storm. It runs on your neighborhood's assigned week, has a volume limit and turns away remodeling debris, though, so it rarely lines up with a closing date or the end of a lease. When the timing or the amount doesn't fit, our crew loads everything from wherever it sits, and furniture that still has life in it goes to a donation center before anything heads to disposal.",
    ],
    notes: [
      "Check your Dallas neighborhood's bulk week first. A small pile and a near date may suit the city; a big pile or a long wait suits a truck.",
      "Older houses in Oak Cliff, Kessler Park and around the Bishop Arts District often have a detached garage or shed nobody has opened in years. Mention outbuildings so the load size is right.",
      "Preston Hollow clear-outs often include good lamps, rugs and solid wood furniture. The crew keeps donation pieces apart from what is headed to recycling or disposal.",
    ],
    example: {
      title: "A Lake Highlands garage before a listing",
      story:
        "The sellers of a 1970s brick ranch in Lake Highlands had a two-car garage stacked with bikes, metal shelving, holiday decorations and a dead second refrigerator. The crew loaded it all in one visit, set the bikes aside for donation and swept the slab for the listing photos.",
      tier: "large",
      addons: [{ id: "fridge", quantity: 1 }],
    },
    faqs: [
      {
        question: "Will you take the remodeling debris that Dallas bulk pickup leaves behind?",
        answer:
          "Usually, yes, for the leftovers of a typical update: old cabinets, carpet and pad, doors, trim and fixtures, priced by how much room they take in the truck. We cannot haul anything hazardous, including suspected asbestos, which can matter in older Dallas homes, so have old flooring or pipe wrap tested first if you are unsure.",
      },
      {
        question: "My Uptown building gives me a short freight elevator slot. Can you work inside it?",
        answer:
          "Yes. Reserve the elevator, then choose an arrival window at the start of your slot and note the dock entrance, parking and unit number. Box or bag loose items and clear the path to the door. If management requires elevator padding, say so in the booking so the crew comes prepared.",
      },
      {
        question: "Should we book you before or after an estate sale at a Preston Hollow house?",
        answer:
          "Afterward is the usual order. Once the sale closes, what remains tends to be unsold furniture and whatever never left the attic or garage. We take all of it and sweep the rooms we cleared. If you book before the sale instead, mark everything meant for buyers so it stays put.",
      },
      {
        question: "Can you take an old refrigerator from a Dallas garage along with the rest of the load?",
        answer:
          "Yes. Add it as a refrigerator next to your load size, empty it and unplug it a day ahead so it can defrost, and it goes to a metal recycler instead of the landfill. A chest freezer or washer from the same garage is added as an appliance haul-away.",
      },
      {
        question: "Do I need to be home while you clear out my Dallas house?",
        answer:
          "No, as long as the crew can get in. Put the door code, lockbox or gate details in the booking notes and mark anything that stays with tape; the crew loads only what is unmarked and sweeps each cleared room before the truck leaves.",
      },
    ],
  },
  "fort-worth": {
    metaDescription:
      "Fort Worth junk removal for Fairmount bungalows, TCU-area rentals, Wedgwood garages and Alliance homes, with no trailer to rent.",
    intro: [
      "Fort Worth clean-outs tend to follow the age of the house. In Fairmount, Ryan Place and the Near Southside, early 1900s Craftsman bungalows come with small closets, pull-down attic ladders and, on many lots, a detached garage at the back. Wedgwood and much of southwest Fort Worth were built with 1950s to 1970s brick ranches, and their garages, sheds and patios hold decades of tools, mowers and spare furniture.",
      "Around TCU, Westcliff and Bluebonnet Hills, the school year sets the pace. Late spring and the weeks before the fall semester leave landlords with futons, desks, mattresses and broken bed frames in units that must be ready for the next tenants. Up north near Alliance the houses are newer, yet the garages fill just as fast with moving boxes, old patio sets and furniture that never suited the new floor plan.",
      "The city does help. Residents get monthly bulk collection on an assigned week and can use the drop-off stations with proof of address. That works if you own a trailer, have a strong back and a free Saturday. If you are short on any of those, our two-person crew does the carrying, loading and sorting, and pulls out usable pieces for donation as the truck fills.",
    ],
    notes: [
      "Fort Worth bulk set-out comes once a month on your assigned week. If the pile is ready now or still indoors, a truck keeps it off the curb.",
      "In Arlington Heights and other neighborhoods shaded by big pecans and oaks, storm-downed limbs can ride with household junk. Cut long branches to a carryable length.",
      "Clearing a Fairmount or Ryan Place bungalow? Tell the crew which mantels, light fixtures and built-ins stay with the house. Only what you point to gets loaded.",
    ],
    example: {
      title: "Turning a duplex near TCU after the spring semester",
      story:
        "A landlord near Bluebonnet Hills found both sides of a duplex left with a sagging futon, two desks, a bookcase, two mattresses with their box springs and a television. The crew emptied both units and swept the floors, so the cleaners could start that afternoon.",
      tier: "medium",
      addons: [
        { id: "mattress", quantity: 4 },
        { id: "tv-monitor", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Is it worth hiring you instead of driving to a Fort Worth drop-off station myself?",
        answer:
          "It depends on the amount. Drop-off stations make sense for a few bags or a small piece of furniture in a pickup bed. For a packed garage, a heavy sleeper sofa or anything upstairs, the trips, trailer rental and lifting add up. Our flat load price covers two people, the truck and disposal, so you can compare before deciding.",
      },
      {
        question: "Can you haul from a downtown Fort Worth loft with no driveway?",
        answer:
          "Yes, as long as the truck can stop somewhere close. Tell us about loading zones, garage height limits or elevator rules when you book, and pick an arrival window that fits any reservation your building requires. The crew brings everything down, so nothing needs staging on the sidewalk. Have fobs or keys ready for any locked doors.",
      },
      {
        question: "We're downsizing from a Wedgwood ranch house. How do we judge the load size?",
        answer:
          "Think of our truck in quarters. A bedroom set or one corner of the garage is about half a truck. Several rooms or a packed two-car garage usually run to three quarters, and a whole house with its shed and attic is a full load. Between two sizes, list the bigger items in the notes.",
      },
      {
        question: "What can't go on your truck in Fort Worth?",
        answer:
          "Anything hazardous: paint, solvents, motor oil, pool chemicals, gas cans and propane tanks. Fort Worth residents can take those to the city's Environmental Collection Center, and we haul everything else in the garage once they are set aside.",
      },
      {
        question: "Can I book a Fort Worth junk pickup for a weekend?",
        answer:
          "Yes. Crews work {hours}, and you choose a two-hour arrival window when you book. A Saturday or Sunday slot is often the easiest time for a landlord near TCU to let the crew in between tenants.",
      },
    ],
  },
  arlington: {
    metaDescription:
      "Arlington, TX junk removal for UTA move-outs, central Arlington garages and attics, and homes in Viridian and South Arlington.",
    intro: [
      "In Arlington, a junk removal call often starts with a house that has been in one family a long time. Central Arlington has many brick homes from the 1960s and 70s, and when long-time owners sell or move somewhere smaller, the garage, attic and back bedroom are usually packed: workbenches, holiday bins, tube televisions and furniture from three different decades. Carrying all that down a pull-down ladder in August heat is a job for two people who do it every day.",
      "Near the University of Texas at Arlington, the semester calendar runs things. Apartment complexes and rental houses empty out at the end of each term, and owners with more than one unit need them cleared before cleaners and painters arrive. Across town, South Arlington's 1990s and 2000s subdivisions have reached the stage where swing sets, treadmills and faded patio furniture are ready to go, and in Viridian, whose HOA expects tidy exteriors, nobody wants that pile sitting in the driveway for long.",
      "If you plan to use curbside bulky collection, check your pickup schedule and what the city accepts before you drag anything out. For items that are still indoors, very heavy, or more than a normal set-out, our crew loads straight from the room and takes it away on the same trip, with reusable pieces sent to donation.",
    ],
    notes: [
      "End-of-term weeks near UT Arlington are busy for anyone who moves furniture. Book early, and mention items tenants left in a breezeway instead of the unit.",
      "Homes near Lake Arlington and the Interlochen lagoons often have sheds and side yards full of outdoor gear, warped lawn chairs and yard debris. It can all share a load with household items.",
      "Game-day traffic around the Entertainment District can slow everyone down. If you live close by, a morning arrival window is usually easier.",
    ],
    example: {
      title: "An attic and garage in central Arlington",
      story:
        "After decades in a 1960s brick home, a couple downsizing had an attic of boxed decorations, a garage with a chest freezer, a console television and two bicycles, and a spare bed with its mattress and box spring. The crew brought everything down, set the bicycles aside for donation and swept the garage.",
      tier: "full",
      addons: [
        { id: "appliance", quantity: 1 },
        { id: "tv-monitor", quantity: 1 },
        { id: "mattress", quantity: 2 },
      ],
    },
    faqs: [
      {
        question: "Can you empty a UTA-area rental when the next tenant moves in a few days later?",
        answer:
          "Yes, and it works best when you book early. Choose the first arrival window after the old lease ends, leave the gate or lockbox code in the notes, and list anything that stays, such as landlord-owned appliances or blinds. You need not be on site, and the crew confirms when the unit is empty.",
      },
      {
        question: "Will you take a treadmill, swing set or trampoline from a South Arlington back yard?",
        answer:
          "Yes. Treadmills, weight benches, trampolines and wooden swing sets turn up in Arlington garages and back yards all the time. The crew takes apart whatever needs it to fit the truck and carries the pieces out through the gate. Play equipment takes real space, so a half or three-quarter load often fits.",
      },
      {
        question: "What happens to the old tube TVs stored in my Arlington attic?",
        answer:
          "They go on the truck as add-ons and then to an electronics recycler instead of the landfill. Heavy tube sets and wooden console televisions sit in attics for years because nobody wants to wrestle them down a ladder, and that is exactly the part our crew handles. Add each TV or monitor when you book.",
      },
      {
        question: "We're selling in central Arlington. Can a junk haul and a driveway wash go on one order?",
        answer:
          "Yes. Any two services in one order get {multiPercent} off their prices, and two of our bundles pair a driveway and sidewalk wash with a haul: one with a quarter truck and an old appliance, the other with a half truck. A full attic-and-garage clear-out is booked as its own load, with the wash added.",
      },
      {
        question: "Will you take storm branches and bagged leaves from an Arlington back yard?",
        answer:
          "Yes. Limbs, bagged leaves and broken fence pickets load like any other item and are priced by the truck space they fill; cut long branches to a length two people can carry. We haul what is already on the ground, but we do not climb or cut trees.",
      },
    ],
  },
  plano: {
    metaDescription:
      "Plano junk removal for west Plano bonus rooms, alley garages near Los Rios and Legacy West relocations, cleared in a single trip.",
    intro: [
      "You can often guess when a Plano neighborhood was built by looking in its garages. East of US-75, in Los Rios and around Downtown Plano, many 1970s and early-80s brick homes have rear-entry garages off an alley, and after several owners those garages hold a mix of tools, half-used paint cans and furniture nobody claimed. West Plano's 1990s two-story homes in Deerfield, Willow Bend and Russell Creek add attic space over the garage and upstairs bonus rooms that slowly become storage once the kids leave.",
      "Plano's bulky-item collection is arranged ahead of time through Environmental Waste Services, and each pickup has a size limit. For a recliner or a few bags of yard waste that is usually plenty. For an estate, a garage nobody has walked through in years, or the cabinets and carpet pulled out during a renovation, you could be looking at several pickups spread over weeks. We send one truck with two people and take the whole lot at once.",
      "Near Legacy West and the corporate campuses along the Dallas North Tollway, the job is often a relocation: an apartment or townhome emptied on a deadline, with a sectional, a desk and a bed that will not suit the next city.",
    ],
    notes: [
      "In Plano's HOA neighborhoods, a pile left by the alley for days can draw a letter. We load straight from the garage, so nothing waits outside.",
      "Old paint, pool chemicals and garden sprays from a Plano garage cannot go on our truck. Set them aside for hazardous waste drop-off and we take the rest.",
      "In Hunters Glen and other alley-served neighborhoods, the back is often the easiest way in for the truck. Say which door works best.",
    ],
    example: {
      title: "A Deerfield bonus room after the kids moved out",
      story:
        "Empty nesters in Deerfield wanted the upstairs game room and half the garage cleared before listing: a sectional, two twin beds, an old TV and monitor, a spare refrigerator and bins of outgrown sports gear. The crew carried it all down, sent the bed frames and gear to donation, and swept up.",
      tier: "large",
      addons: [
        { id: "mattress", quantity: 4 },
        { id: "tv-monitor", quantity: 2 },
        { id: "fridge", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Should I use Plano's bulky-item pickup or book a truck?",
        answer:
          "Use the city when the pile is small, can sit at the curb and you can wait for the scheduled date. Book a truck when the items are still inside or upstairs, when there is more than one pickup's worth, or when a closing will not wait. Some Plano homeowners do both.",
      },
      {
        question: "I'm leaving a Legacy-area apartment after a work assignment. Can you clear it after I've left town?",
        answer:
          "Yes. Arrange access with the leasing office, reserve any loading area or elevator the building requires, and list exactly what goes in the booking notes. The crew confirms when the unit is empty. Furniture from short relocations is often in good shape, so much of it ends up at donation centers.",
      },
      {
        question: "We're clearing my mother's house in Plano. Will you donate her furniture?",
        answer:
          "Whatever is clean and usable goes to a donation center before anything is discarded. Upholstered pieces need to be free of stains, tears and pet damage, and the center makes the final call. If relatives want first pick, have them take their items before the crew arrives, and put tape on anything staying.",
      },
      {
        question: "How much notice do you need for a Plano junk pickup?",
        answer:
          "Sometimes only a few hours: when a crew is free, the booking page shows same-day arrival windows. Booking a week or more ahead gives the widest choice of windows, which matters when a Plano closing date is fixed.",
      },
      {
        question: "Can you get a treadmill out of an upstairs bonus room in Plano?",
        answer:
          "Yes. Both crew members carry treadmills, ellipticals and weight benches down the stairs together, and a machine assembled inside the room is taken apart if that is the only way through the door. Mention that it is upstairs when you book so the crew comes ready.",
      },
    ],
  },
  irving: {
    metaDescription:
      "Irving junk removal for Las Colinas apartments, Valley Ranch townhomes, storage units and South Irving garages, carried down and hauled off.",
    intro: [
      "A lot of Irving's junk lives on an upper floor. The apartment communities around Lake Carolyn and the Mandalay Canal in Las Colinas are home to many people on relocation packages and short leases, and when an assignment ends, the sofa, desk and bed bought for the stay rarely make the trip. Getting them out means stairwells, elevators and narrow breezeways, plus a management office that wants the unit bare by inspection day.",
      "The single-family side of Irving is older. South Irving and the Heritage District around Main Street are mostly post-war and 1960s brick homes on mature lots, with garages and sheds that have been filling for decades. Valley Ranch, built along the Elm Fork of the Trinity in the 1980s and 90s, mixes houses with townhomes that have modest storage, so extra furniture can drift into a rented storage unit and stays there. Larger homes in Hackberry Creek and Cottonwood Valley can fill a truck on their own during a renovation or a downsizing.",
      "Irving residents can put brush and bulky items at the curb on the city's scheduled collection day. That assumes the things are already outside. When they are three floors up, or locked in a storage unit across town, you need people and a truck, and that is what we bring.",
    ],
    notes: [
      "Valley Ranch townhomes often share driveways or have tight garages. Tell us where the truck can park without blocking a neighbor.",
      "Las Colinas towers often require a reserved service elevator. Garden-style complexes often have none, so note the floor the unit is on when you book.",
      "Brush from the big trees in South Irving and the Heritage District can ride along with household items. Bundle or bag small branches.",
    ],
    example: {
      title: "A third-floor Las Colinas apartment after a transfer",
      story:
        "A tenant transferred to another office left a sleeper sofa, a queen bed, a dining set, a flat-screen TV and a heap of flattened moving boxes in a third-floor unit near Lake Carolyn. The leasing office let the crew in, and everything came down the stairwell in time for that afternoon's inspection.",
      tier: "medium",
      addons: [
        { id: "mattress", quantity: 2 },
        { id: "tv-monitor", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Can you empty my Irving storage unit and haul everything away?",
        answer:
          "Yes. Choose the load size that matches the unit, put the facility name and unit number in the notes, and either meet the crew there or arrange gate and lock access with the facility. We load from the unit door, take usable furniture to donation and send metal shelving to recycling.",
      },
      {
        question: "My Las Colinas apartment is up three flights with no elevator. Does that cost more?",
        answer:
          "No. The price depends on how much of the truck your things fill, not on the floor they start from. Stairs do take the crew a bit longer, so clear the path, take mirrors off the walls and mention the floor when you book. Both crew members carry the heavy pieces together.",
      },
      {
        question: "Do you take old appliances from South Irving rental houses?",
        answer:
          "Yes. Refrigerators, stoves, washers, dryers and water heaters from Irving rentals and older homes are booked as add-ons and go to metal recyclers. Please have them disconnected and drained before the crew arrives, with any gas line capped by a licensed plumber. Empty any refrigerator or freezer of food first.",
      },
      {
        question: "Can you take the furniture my movers are not taking from Irving?",
        answer:
          "Yes. Once the moving truck leaves, the crew clears whatever stayed behind, from a bookcase not worth shipping to a worn mattress. List the pieces in the booking notes, and add mattresses and TVs by count.",
      },
      {
        question: "Do I pay the junk removal crew at the door in Irving?",
        answer:
          "No. Payment is by card before your booking is confirmed, so there is nothing to settle when the truck arrives. The total you see when booking, with any mattresses, TVs or appliances you added, is what you pay.",
      },
    ],
  },
  frisco: {
    metaDescription:
      "Frisco junk removal for garages, playsets and patio sets in Starwood, Phillips Creek Ranch and Richwoods, beyond the city's bulky cap.",
    intro: [
      "Most Frisco houses are young, but their garages fill up fast. Families in Phillips Creek Ranch, Richwoods and Newman Village moved into new two-story homes with open layouts, and furniture that worked in the last place often ends up stacked in the garage for now, which turns into years. Starwood and the homes around Stonebriar add media rooms and three-car garages: more space to store things and, eventually, more to haul.",
      "Frisco lets residents call and schedule a curbside bulky pickup during their collection week, but it is capped at a handful of items a month, and chemicals have to go to the Environmental Collection Center. That is fine for a broken chair. It is slow going for an outgrown wooden playset, a patio set, three old mattresses and a garage of moving boxes, especially with the house about to go on the market and an HOA that may not love a curbside pile.",
      "With so many Frisco homes finished to a high standard, care indoors matters as much as speed. The crew protects door frames and floors when carrying big pieces through, takes apart playsets and bed frames so they fit the truck, and leaves the garage floor swept. Usable furniture, toys and sports equipment go to donation before anything is thrown away.",
    ],
    notes: [
      "With the monthly cap on city bulky pickup, a big clear-out spread across Frisco collections can stretch over several months. One truck load finishes it in a day.",
      "Household chemicals, pool supplies and paint belong at the city's Environmental Collection Center, not in our truck. Move them aside and we load the rest.",
      "Apartments and townhomes around Frisco Square often have only a parking lot or shared drive for the truck. Tell us where to stop.",
    ],
    example: {
      title: "Playset and garage before a Richwoods listing",
      story:
        "A family selling their Richwoods home had a cedar playset out back, an old patio dining set, two guest-room mattresses and a garage corner of empty boxes and broken toys. The crew took the playset apart, carried everything out through the side gate and garage, and left both clean for the listing photos.",
      tier: "large",
      addons: [{ id: "mattress", quantity: 2 }],
    },
    faqs: [
      {
        question: "Frisco only takes a few bulky items a month. How much fits in one of your loads?",
        answer:
          "Far more than one city pickup. A quarter of our truck holds roughly a sofa plus some boxes, and half holds a bedroom set. Three quarters covers several rooms or most of a garage, and a full truck suits a whole-house clear-out. One load usually ends a monthly backlog.",
      },
      {
        question: "Will my HOA object to your truck in the driveway?",
        answer:
          "HOA rules in Frisco tend to be about piles left out for days or trash cans in view, not a truck parked for a few hours. Our crew loads straight from the garage or back yard, so nothing waits on the curb overnight. If your association limits work hours, choose an arrival window inside them.",
      },
      {
        question: "Can you take the moving boxes left over from our move to Frisco?",
        answer:
          "Yes. Flattened cardboard goes to recycling, and packing paper and foam ride along in the same load. A garage full of boxes after a move into a new Frisco home is usually a small or medium load, depending on how flat they are. Furniture that did not fit the new floor plan can join it.",
      },
      {
        question: "Can I book the junk haul and the move-out clean of my Frisco house together?",
        answer:
          "Yes. The Move-Out Complete bundle pairs a three-bedroom, two-bath move-out clean with a three-quarter-truck haul and a front-of-house wash at one bundle price. If your home is a different size, put the services you need in one order and the multi-service discount applies instead.",
      },
      {
        question: "Will you take a portable basketball hoop from my Frisco driveway?",
        answer:
          "Yes, once its base has been emptied of the water or sand that makes it too heavy to lift. Hoops set in concrete are different: we do not dig out posts or footings, so have the pole cut down or removed first.",
      },
    ],
  },
  mckinney: {
    metaDescription:
      "McKinney junk removal for historic homes near the square, Stonebridge Ranch and Craig Ranch garages, and new-build leftovers in Trinity Falls.",
    intro: [
      "McKinney has two kinds of junk problem, and they sit only a few miles apart. Around the historic downtown square, Victorian and early 20th-century houses have steep stairs, small closets, attics and outbuildings that have collected belongings for generations. Clearing one for a sale or an estate means careful carrying past original woodwork and old wood floors, and a patient conversation about what stays with the house. Sheds and detached garages on the older lots often hold the heaviest surprises: old tools, window screens and furniture waiting to be refinished.",
      "West and north of downtown the houses are new and the problem is volume. Families moving into Stonebridge Ranch, Craig Ranch, Trinity Falls, Tucker Hill and Adriatica arrive with moving boxes and furniture that did not suit the new rooms, and a few years later add outgrown bikes and play equipment. Builders sometimes leave trim offcuts and spare flooring cartons in the garage too. In Tucker Hill, with its alley-loaded garages, the truck usually works from the back.",
      "A curbside pickup takes care of a piece or two, but a full garage spread over several limited collections can drag on, and HOA neighborhoods tend to frown on a pile by the street. A single visit from our two-person crew clears it, and anything reusable goes to donation first.",
    ],
    notes: [
      "In historic downtown McKinney homes, tell us which antiques and family pieces stay. The crew loads only what you show them.",
      "Stonebridge Ranch homes near the lakes may have weathered patio furniture, old fishing gear or a kayak rack in the side yard. It can go together.",
      "Collin County's black clay turns soft and sticky after rain. If yard items sit on the lawn, the crew may carry them instead of rolling a dolly across the grass.",
    ],
    example: {
      title: "Move-in leftovers in a Trinity Falls new build",
      story:
        "Six months after moving into a new home in Trinity Falls, a family still had a garage bay of flattened boxes, the old dining set, a worn sectional and a mattress set from the previous house. The crew loaded it all in one visit, took the dining set to donation and swept the garage so the car could finally park inside.",
      tier: "medium",
      addons: [{ id: "mattress", quantity: 2 }],
    },
    faqs: [
      {
        question: "Can you clear a historic house near the McKinney square without damaging it?",
        answer:
          "Yes. Older homes downtown often have narrow stairs, tight turns and original floors, so the crew carries heavy pieces instead of sliding them, uses blankets on banisters and door frames where needed, and takes furniture apart when it will not fit through a doorway. Point out anything fragile along the path before loading starts.",
      },
      {
        question: "Is a McKinney estate clean-out better done in one visit or two?",
        answer:
          "It depends on how far along the family is. If everyone has taken what they want, one full load is quickest. If sorting is still going on, book a smaller load for the obvious junk, like broken furniture, old mattresses and garage clutter, then a second visit once the keepers are gone. Each load is priced on its own.",
      },
      {
        question: "What if it rains on the day of my McKinney pickup?",
        answer:
          "Light rain does not usually stop a haul. Soaked cardboard and yard debris get heavier and bulkier, though, so cover outdoor piles with a tarp the night before if storms are forecast, and keep boxes in the garage rather than on the driveway. If the ground is muddy, lay old towels by the entry.",
      },
      {
        question: "Does it cost more to haul from a McKinney house where the truck cannot pull up close?",
        answer:
          "No. The price depends on how much of the truck your things fill, plus any mattresses, TVs or appliances added, not on how far the crew walks. For houses near the square, or in Tucker Hill with parking off the alley, tell us where the truck can stop.",
      },
      {
        question: "Can I use the first-order promo code on a McKinney haul?",
        answer:
          "Yes. Enter {promoCode} on your first booking for {promoOff} off the load price; add-ons such as mattresses stay at list price. The code does not combine with the multi-service discount, because an order gets one discount at most.",
      },
    ],
  },
  garland: {
    metaDescription:
      "Garland junk removal for brick ranch attics, sheds and workshops, Firewheel garages and Lake Ray Hubbard homes, with donations sorted out.",
    intro: [
      "Garland was built for practical families, and practical families keep things. Much of the city went up between the 1950s and the 1980s as one-story brick ranch homes with alleys out back, two-car garages or carports, and often a shed or workshop at the edge of the yard. After a few decades, an estate clean-out in Eastern Hills or near Duck Creek usually runs deeper than anyone planned: first the attic over the garage, then the workbench, the shed, and finally the house.",
      "Carports raise their own issue. With no door to close, things gather under them in full view of the street: old grills, tires, a mower that quit years ago. Clearing that space is often what prompts the first call. Up in the Firewheel area the homes are newer and larger, with HOAs that notice what sits in a driveway, and along the Lake Ray Hubbard shoreline the clutter tends to be outdoor gear and sun-faded patio furniture.",
      "Garland's sanitation department collects bulky items at the curb, under its own rules on size and on what qualifies. Items that are too big, too many, or still up in the attic are where our crew comes in. We sort while loading, setting aside donations and pulling out metal for recycling, and the rest leaves with us the same day.",
    ],
    notes: [
      "Workshops in older Garland homes often hold heavy tools, metal shelving and scrap lumber. Metal goes to recyclers, but stain, solvents and gas cans must stay behind for hazardous waste disposal.",
      "Tires stacked behind a carport or shed turn up often here. Add them when you book.",
      "Near Downtown Garland and the DART station, newer apartments and townhomes mean shorter carries but stairs or elevators. Give us the unit, floor and a place to park.",
    ],
    example: {
      title: "Estate clean-out of a ranch house near Duck Creek",
      story:
        "A family settling an estate had a one-story brick home with a full attic, a detached workshop of tools and scrap wood, a carport stacked with old tires, and a dead refrigerator and stove in the garage. The crew emptied the attic, workshop, carport and garage in one visit and pulled the metal for recycling.",
      tier: "full",
      addons: [
        { id: "tire", quantity: 4 },
        { id: "fridge", quantity: 1 },
        { id: "stove-oven", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "How do I know whether Garland's sanitation pickup will take my item?",
        answer:
          "Check the city's bulky-item rules on size and type before setting anything out; they are the final word. If an item is too large, does not qualify or would have to sit at the curb for a while, book a truck. We take furniture, appliances, yard debris and garage clutter straight from the garage, attic or back yard.",
      },
      {
        question: "My late father's workshop is full of tools. Will you just throw them away?",
        answer:
          "No. Working hand and power tools, clamps and hardware are often welcome at donation centers, and metal that is past use goes to a recycler. Before we load, go through the workshop or let a relative take what they want. Gas cans, solvents and old finishes cannot go on the truck.",
      },
      {
        question: "Do you haul patio furniture and grills from homes near Lake Ray Hubbard?",
        answer:
          "Yes. Rusted grills, cracked resin chairs, umbrella bases, old coolers and broken loungers are ordinary items for us, and they often come from Garland's lakeside back yards. Grills can go once the propane tank has been removed, since tanks are on the short list of things we cannot take. Metal frames go to recycling.",
      },
      {
        question: "My tenants left a Garland rental full of stuff. Can you clear it without me there?",
        answer:
          "Yes. Pick the load size from what was left, add mattresses and TVs by count, and leave the lockbox code in the notes. Please empty the refrigerator of food first, since the crew hauls the appliance, not spoiled groceries.",
      },
      {
        question: "Can you take a lawn mower and metal shelving from my Garland garage?",
        answer:
          "Yes. Mowers, edgers, bikes and metal shelving go to metal recycling where possible. Drain the gas and oil from anything with an engine first, because fuel is on the short list of things we cannot haul.",
      },
    ],
  },
};
