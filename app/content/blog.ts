import type { BlogPost } from "./schema";

/**
 * The five articles of /blog, newest first. Each post's `id` is its anchor on
 * the blog page (/blog#id). No prices here: the owner's catalog owns them; the
 * multi-service percent is a token ("{multiPercent}"), filled by the blog's
 * loader with the catalog in force (app/domain/catalog.ts).
 */
export const blogPosts: BlogPost[] = [
  {
    id: "moving-week-timeline",
    title: "Your Moving-Week Timeline: Junk Removal, Cleaning and Power Washing in the Right Order",
    date: "2026-10-13",
    category: "Junk Removal",
    excerpt:
      "Haul first, move second, clean and wash last. Here is a day-by-day plan for the week you move, and how booking any two services together saves you money.",
    body: [
      {
        type: "p",
        text: "Most moves do not fall apart on moving day. They fall apart in the three days before it, when the garage is still full, the movers are booked, and nobody has started cleaning. The fix is doing the three big jobs in the right order: get rid of what you are not taking, move what you are, then clean and wash the place you are leaving.",
      },
      { type: "h3", text: "Two weeks out: decide what is not coming" },
      {
        type: "ul",
        items: [
          "Walk every room, the garage and the attic, and sort things into keep, sell, donate and haul. Be honest about the treadmill.",
          "Schedule donation pickups now. Charities often need a week or more of notice, and their trucks fill up at the end of the month.",
          "Book your cleaning, junk removal and power washing now too. Leases across the metroplex turn over at the end of the month, and those last days book up first.",
          "Read your lease for move-out cleaning requirements and how you must give notice and a forwarding address.",
        ],
      },
      { type: "h3", text: "Five to seven days out: haul the junk" },
      {
        type: "p",
        text: "Schedule junk removal before the movers, not after. Movers charge by the hour or by weight, so every broken bookcase you load onto their truck costs you twice: once to move it and again to get rid of it at the other end. Clearing the garage early also gives you room to stage boxes.",
      },
      {
        type: "p",
        text: "While you sort, set aside anything a hauler cannot take: leftover paint, pool chemicals, motor oil and propane tanks. Those go to your city's household hazardous waste program or a tank exchange, and it is easier to handle them now than on the last night.",
      },
      { type: "h3", text: "Moving day: keep the exit clear" },
      {
        type: "ul",
        items: [
          "Pack a last-out box with paper towels, trash bags, toilet paper, phone chargers and a basic toolkit.",
          "Leave the closets and cabinets empty as each room is loaded, so nothing is forgotten on a high shelf.",
          "Keep pets and small children away from the driveway while the truck is loading.",
        ],
      },
      { type: "h3", text: "The day after: clean inside, wash outside" },
      {
        type: "p",
        text: "An empty home is the fastest home to clean properly. With the furniture gone, the crew can reach the baseboards behind the couch, the carpet under the bed and the inside of every cabinet. The same day, power wash the driveway and front walk: the moving truck, dollies and boxes leave tire marks and scuffs that are easy to lift while they are fresh. The inside and outside jobs can run at the same time, so one visit can cover both.",
      },
      {
        type: "p",
        text: "If you are selling, flip this order for the exterior. Wash before the listing photos are taken, then book the interior clean after you move out.",
      },
      { type: "h3", text: "Hand over the keys with proof" },
      {
        type: "p",
        text: "Before you return the keys, take a short video of every room, the appliances and the exterior. Give your landlord your forwarding address in writing and keep a copy. Those two steps protect your deposit far better than any argument after the fact.",
      },
      { type: "h3", text: "Why bundling pays in moving week" },
      {
        type: "p",
        text: "Book any two of our services in the same order, say a junk haul and a move-out clean, and {multiPercent} comes off the service prices automatically. You make one booking, pick your arrival windows, and see the whole flat-rate total before you confirm. Our bundles page has ready-made packages for the most common moves.",
      },
    ],
  },
  {
    id: "prepare-home-for-sale",
    title: "Getting Your DFW Home Ready to Sell: Declutter, Deep Clean and Start With the Outside",
    date: "2026-08-18",
    category: "Power Washing",
    excerpt:
      "Buyers form an opinion from the curb, long before they open a closet. Here is how to declutter, clean and refresh the exterior in the right order before you list.",
    body: [
      {
        type: "p",
        text: "Most buyers meet your home twice before they ever step inside: first in the listing photos, then from the curb when they pull up for a showing. Both impressions are made by the same things, space, light and cleanliness, and all three are within your control without a single renovation.",
      },
      { type: "h3", text: "Start by taking things away" },
      {
        type: "p",
        text: "Buyers need to picture their own life in your rooms, and they cannot do that around yours. A good rule is to remove about a third of what is in every closet, cabinet and countertop. Packing early for the move counts.",
      },
      {
        type: "ul",
        items: [
          "Kitchen counters: keep two or three items at most.",
          "Closets: half empty, so they look roomy rather than full.",
          "Family photos, collections and kids' art: pack them away for now.",
          "Garage: in North Texas the garage often becomes a storage unit. Clear it until buyers can see the floor and picture two cars parked inside.",
          "Backyard: broken patio furniture, dead planters and the old grill go too.",
        ],
      },
      {
        type: "p",
        text: "Whatever you do not want to keep, donate, sell or haul. One junk-removal visit can empty a garage in an afternoon, and usable items get donated instead of landfilled.",
      },
      { type: "h3", text: "Deep clean the way a buyer inspects" },
      {
        type: "ul",
        items: [
          "Kitchen: inside the oven and refrigerator, cabinet fronts, grout lines and the range hood filter. Buyers open everything.",
          "Bathrooms: mineral scale on glass doors and fixtures, caulk lines and the exhaust fan cover.",
          "Ceiling fans and air vents: in Texas the fans run most of the year, and the dust on the blades shows up in photos.",
          "Baseboards, door frames and light switches, where fingerprints collect.",
          "Windows and window tracks, so the rooms get every bit of natural light.",
          "Smells: pets, cooking and smoke. Clean soft surfaces and replace the HVAC filter.",
        ],
      },
      { type: "h3", text: "The outside is the first showing" },
      {
        type: "p",
        text: "North Texas is hard on exteriors. Red clay splashes onto driveways and the bottom of the siding, spring pollen leaves a yellow-green film, and shaded north-facing walls and fences turn green with mildew. Oil spots and tire marks finish the job. None of it is damage, but all of it reads as neglect.",
      },
      {
        type: "p",
        text: "A clean, power-washed exterior can add a 5-10% perceived value gain for buyers: the same house simply looks better cared for, and buyers judge it as worth more before they see the kitchen. That is a perception, not an appraisal figure. An appraiser will not add a line for a clean driveway, but perception is what fills showings and shapes offers.",
      },
      {
        type: "ul",
        items: [
          "Driveway, sidewalk and front walk",
          "Front of the house, including the porch and entry",
          "Fences, decks and patios, which buyers see from the back windows",
          "The outside face of the gutters, where dark streaks show from the street",
        ],
      },
      { type: "h3", text: "An order that works" },
      {
        type: "ul",
        items: [
          "Declutter and haul away what is not staying.",
          "Make small repairs and touch up paint.",
          "Power wash the exterior a week or two before listing photos.",
          "Deep clean the interior last, right before the photographer arrives.",
        ],
      },
      {
        type: "p",
        text: "Book any two of these services together and {multiPercent} comes off automatically, with flat-rate prices you see before you book. See our pricing and bundles pages to plan the whole job at once.",
      },
    ],
  },
  {
    id: "move-out-cleaning-checklist",
    title: "The Room-by-Room Move-Out Cleaning Checklist That Helps Get Your Deposit Back",
    date: "2026-06-09",
    category: "Cleaning",
    excerpt:
      "What Texas law says about your security deposit, and a room-by-room checklist of what landlords actually inspect when you move out.",
    body: [
      {
        type: "p",
        text: "Your security deposit is usually the biggest check you will see from a move, and cleaning is where most of it is won or lost. Here is what Texas law says, and a room-by-room list of what to clean before you hand over the keys.",
      },
      { type: "h3", text: "What Texas law says" },
      {
        type: "p",
        text: "Under the Texas Property Code, a landlord has 30 days after you surrender the unit to refund your deposit or send a written, itemized list of deductions. The landlord does not have to do either until you give a forwarding address in writing, so send it before or as you leave and keep a copy. Landlords may not deduct for normal wear and tear, but dirt, grime and belongings left behind are not wear and tear. This is general information, not legal advice; read your lease for any move-out requirements of its own.",
      },
      { type: "h3", text: "Before you start" },
      {
        type: "ul",
        items: [
          "Find your move-in inspection form or photos, if you have them, to compare.",
          "Work top to bottom and dry to wet: dust fans and shelves before you wipe counters, and mop last.",
          "Take photos and a video of every room when you finish, with the date visible on your phone.",
        ],
      },
      { type: "h3", text: "Kitchen" },
      {
        type: "ul",
        items: [
          "Inside the oven, the racks and the broiler drawer.",
          "Stovetop, burner drip pans and knobs, and the range hood filter, which collects grease.",
          "Refrigerator: take out the shelves and drawers, wash them, and wipe the gaskets. Check your lease before unplugging it.",
          "Dishwasher filter and door edges, the sink and the disposal.",
          "Every cabinet and drawer, inside and out, including crumbs in the corners.",
          "Countertops, backsplash, and the floor along the edges and under the refrigerator if it rolls out.",
        ],
      },
      { type: "h3", text: "Bathrooms" },
      {
        type: "ul",
        items: [
          "Toilet inside and out, including the base and the floor behind it.",
          "Tub, shower and glass doors: soap scum and the mineral scale that North Texas water leaves behind.",
          "Grout and caulk lines, faucets and drains, with hair removed.",
          "Mirror, vanity top, and inside the drawers and medicine cabinet.",
          "Exhaust fan cover, which is usually thick with dust.",
        ],
      },
      { type: "h3", text: "Bedrooms and living areas" },
      {
        type: "ul",
        items: [
          "Ceiling fan blades and light fixtures.",
          "Baseboards, door frames, doors and light switch plates.",
          "Window sills, window tracks and blinds, where dust and spring pollen collect.",
          "Closet shelves, rods and floors.",
          "Scuffs on walls: test a hidden spot first, since scrubbing flat paint can leave a shiny patch.",
          "Carpets vacuumed thoroughly, with spots treated.",
        ],
      },
      { type: "h3", text: "The places people forget" },
      {
        type: "ul",
        items: [
          "Laundry area: behind the dryer, the lint trap and the washer door seal.",
          "Air return grilles, and a fresh HVAC filter if your lease asks for one.",
          "Patio or balcony, garage and storage closet: swept and empty.",
          "Every last item and bag of trash removed. Anything left behind can be charged as removal.",
        ],
      },
      { type: "h3", text: "If you would rather hand it off" },
      {
        type: "p",
        text: "Our move-out cleaning covers every item on this list, priced at a flat rate by bedrooms and bathrooms, with add-ons for the inside of the oven and refrigerator, interior windows and more. You see the total before you book, and if the result is not right, we come back and fix it.",
      },
    ],
  },
  {
    id: "power-washing-north-texas",
    title: "How Often Should You Power Wash in North Texas?",
    date: "2026-03-24",
    category: "Power Washing",
    excerpt:
      "Heat, humidity, pollen, clay and hail all leave their mark. Here is a realistic washing schedule for a DFW home, and which surfaces need a gentle soft wash instead.",
    body: [
      {
        type: "p",
        text: "There is no single right answer, but the North Texas climate makes the question easier than you might think. Our weather works against exteriors all year, and each season leaves a different kind of grime behind.",
      },
      { type: "h3", text: "What our climate does to your home" },
      {
        type: "ul",
        items: [
          "Heat and sun bake dirt, bird droppings and tree sap onto surfaces, which makes them harder to remove the longer they sit.",
          "Humid spells and shade feed mildew and algae. North-facing walls, fences and the areas under eaves and trees stay damp longest and turn green first.",
          "Spring pollen coats everything in a yellow-green film. Washing before the pollen is done usually means washing twice.",
          "Clay soil splashes onto driveways, walks and the bottom of the siding with every storm and sprinkler cycle, and the red stains set in.",
          "Hail and spring storms drive leaves and grit into gutters and leave streaks down the siding.",
        ],
      },
      { type: "h3", text: "A practical schedule" },
      {
        type: "ul",
        items: [
          "Siding, brick and the front of the house: once a year, ideally in late spring after the pollen settles and the worst storms pass. A shaded north side may need a second pass in the fall.",
          "Driveways and sidewalks: once a year, or twice if they are shaded, oil-stained or see heavy traffic.",
          "Wood decks and patios: once a year, before you seal or stain. Let wood dry thoroughly, usually a couple of dry days, before sealing.",
          "Fences: every one to two years, before the wood turns gray and the mildew sets in.",
          "Pool decks: every spring, before swimming season.",
          "Gutters: clean the outside face once a year, and flush the inside after the fall leaves come down.",
        ],
      },
      { type: "h3", text: "When pressure is the wrong tool" },
      {
        type: "p",
        text: "High pressure is for hard, durable surfaces like concrete driveways, sidewalks and pavers. Many other surfaces are better served by soft washing, which uses low pressure and a cleaning solution that kills mildew and algae at the root instead of blasting the surface. Soft washing is the right choice for:",
      },
      {
        type: "ul",
        items: [
          "Asphalt shingle roofs. The black streaks are usually algae, and high pressure can strip the protective granules from the shingles.",
          "Stucco and synthetic stucco, which can crack or let water in under pressure.",
          "Vinyl siding, where high pressure forces water behind the panels.",
          "Painted wood and siding, which can peel.",
          "Wood fences and decks, which gouge and turn fuzzy when the pressure is too high.",
          "Windows, screens and outdoor furniture.",
        ],
      },
      {
        type: "p",
        text: "Brick sits in between: it tolerates more pressure than siding, but old or soft mortar can erode, so a moderate setting and the right cleaner work best.",
      },
      { type: "h3", text: "Timing tips for DFW" },
      {
        type: "ul",
        items: [
          "In summer, wash early in the day. Cleaning solutions dry too quickly in afternoon heat and can leave streaks.",
          "Rinse or cover plants and flower beds before and after a soft wash.",
          "If you are filing a hail claim, have the roof inspected before it is washed.",
          "Plan a wash a week or two before a party, a holiday or listing photos.",
        ],
      },
      {
        type: "p",
        text: "Our power washing is priced at a flat rate by area, from the front of the house to the driveway, deck or roof, with add-ons for fences, gutter flushes and pool decks. You see the total before you book.",
      },
    ],
  },
  {
    id: "what-junk-removal-takes",
    title: "What Junk Haulers Take, What They Can't, and Where It All Goes",
    date: "2026-01-20",
    category: "Junk Removal",
    excerpt:
      "Furniture, appliances and garage clutter are easy. Paint, chemicals and propane tanks are not. Here is what a junk hauler can take in DFW, where the rest should go, and what happens to your stuff after the truck leaves.",
    body: [
      {
        type: "p",
        text: "January is when many of us finally face the garage. Before you book a haul, it helps to know what a crew can load, what has to go somewhere else, and how much of your junk can avoid the landfill altogether.",
      },
      { type: "h3", text: "What we take" },
      {
        type: "ul",
        items: [
          "Furniture: sofas, recliners, tables, dressers, desks and bed frames.",
          "Mattresses and box springs.",
          "Appliances: refrigerators, washers, dryers, stoves and ovens.",
          "Electronics: TVs, monitors and computers.",
          "Garage and attic clutter: boxes, old toys, holiday decorations and exercise equipment.",
          "Yard debris, tires and small amounts of debris from a home project.",
        ],
      },
      {
        type: "p",
        text: "You pay a flat rate for how much of the truck you fill, and bulky items like appliances, mattresses and TVs are listed as add-ons, so you know the total before the crew arrives.",
      },
      { type: "h3", text: "What we can't take" },
      {
        type: "p",
        text: "Hazardous materials cannot ride in a junk truck. They can leak, ignite or poison soil and groundwater, and they do not belong in ordinary landfill waste.",
      },
      {
        type: "ul",
        items: [
          "Oil-based paint, stains, solvents and thinners. Latex paint that has dried completely solid is accepted in household trash by many cities; check yours.",
          "Motor oil, antifreeze and gasoline.",
          "Pool chemicals, pesticides, herbicides and fertilizers.",
          "Propane tanks and other pressurized cylinders. Most tank-exchange retailers take empty grill tanks.",
          "Car batteries, fluorescent bulbs and mercury thermostats.",
          "Medical waste and sharps.",
          "Asbestos, which in older homes can hide in floor tiles and insulation and needs a licensed abatement contractor.",
        ],
      },
      { type: "h3", text: "Where the hazardous items should go" },
      {
        type: "p",
        text: "Dallas County runs a Home Chemical Collection Center for residents of participating cities, and Fort Worth's Environmental Collection Center accepts household chemicals from Fort Worth and its partner communities. Many other cities in the metroplex run their own drop-off sites, door-to-door pickups or collection days. Search for your city's name and household hazardous waste, and bring proof of residency such as a driver's license or a water bill.",
      },
      { type: "h3", text: "Where the rest goes" },
      {
        type: "p",
        text: "Our rule is donate first, recycle second, landfill last.",
      },
      {
        type: "ul",
        items: [
          "Donation: furniture in good shape, working appliances and household goods go to local charities and reuse stores.",
          "Recycling: metal from appliances, grills and bed frames goes to scrap recyclers. Refrigerators and freezers have their refrigerant recovered before they are scrapped, as federal rules require.",
          "Electronics: Texas requires computer and TV manufacturers to offer recycling programs, so old screens and computers go to electronics recyclers, not the landfill.",
          "Tires go to a tire recycler, and clean yard waste can become mulch.",
          "Landfill: only what is left, such as broken particleboard furniture and worn-out items with no second life.",
        ],
      },
      { type: "h3", text: "Getting ready for pickup" },
      {
        type: "ul",
        items: [
          "Gather items in one place if you can, such as the garage or driveway. Our crew can also carry things out from inside.",
          "Separate anything hazardous so it does not end up in the load by mistake.",
          "Use your city's scheduled bulk-trash collection for things that can wait, and call us for what cannot, or for what you cannot drag to the curb.",
          "Pick the load size that matches your pile. See our pricing for what each load holds.",
        ],
      },
    ],
  },
];
