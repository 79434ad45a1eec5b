import type { ServiceCityTexts } from "./types";

/** power-washing in the cities of group 2 (see index.ts). */
export const texts: ServiceCityTexts = {
  "grand-prairie": {
    metaDescription:
      "Power washing in Grand Prairie for lake homes in Lake Ridge and Mira Lagos and older brick houses near Main Street, matched to each surface.",
    intro: [
      "Grand Prairie asks two different things of a pressure washer, depending on which end of the city you live in. North of I-20, around Main Street and Dalworth Park, most houses are modest brick ranches and cottages built between the 1950s and the 1980s. Their driveways are often original concrete, many have a detached garage out back, and decades of clay splash have worked into the bottom rows of brick. That older flatwork cleans up well, but hairline cracks and worn spots call for a steady hand rather than maximum pressure.",
      "South toward Joe Pool Lake the houses get bigger and the materials fancier. Lake Ridge and Mira Lagos have stucco, cast stone and hillside back yards with patios and pools. Wind off the water carries pollen and moisture, and on the shady side of a home that mix turns green or black within a season or two. Stucco and stone need a low-pressure soft wash with a solution that kills the growth. Blasting stucco can crack it or push water behind it.",
      "Lake-area HOAs tend to notice fences, driveways and paint, and their letters often arrive after a wet spring. Storm drains in North Texas generally empty into creeks untreated, so our crews steer rinse water onto lawns and keep detergent out of the curb inlet.",
    ],
    notes: [
      "If a Lake Ridge or Mira Lagos HOA letter names specific items, list them in your booking notes so the crew starts there.",
      "Older driveways north of I-20 often have spalled patches. We ease off near damaged areas so the wash does not make them worse.",
      "Hillside lots near Joe Pool Lake can send rinse water toward a neighbor. The crew checks the slope first and works from the high side down.",
    ],
    example: {
      title: "A Lake Ridge back yard with a pool",
      story:
        "A sloped Lake Ridge lot had a paver patio gone green under the pergola, algae on the shaded pool coping and a graying cedar fence. The crew soft washed the pavers, cleaned the pool deck without sending runoff into the water, and brightened the fence.",
      tier: "deck-patio",
      addons: [
        { id: "pool-deck", quantity: 1 },
        { id: "fence", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "My Mira Lagos stucco has dark streaks under the windows. Will washing remove them?",
        answer:
          "Usually, yes. Those streaks are mostly dirt and organic growth carried down by rain and sprinkler overspray. We apply a soft-wash solution at low pressure, let it work, then rinse gently. Streaks from rusting fixtures or breaking-down paint may lighten without disappearing, and the crew will tell you which kind you have.",
      },
      {
        question: "Can you wash an older Grand Prairie driveway that is already cracked?",
        answer:
          "Yes. Detached garages and aging concrete are common north of I-20. Cracked or flaking concrete gets lower pressure and a wider spray so loose pieces stay put. Washing will not repair a crack, but it lifts the clay, mildew and tire marks around it. Add the garage as its own item when you book.",
      },
      {
        question: "Does the wind near Joe Pool Lake affect soft washing?",
        answer:
          "It can. Soft-wash solution goes on as a low-pressure spray, and a strong gust can carry mist onto cars, plants or a neighbor's windows. On breezy days near the lake the crew works with the wind and wets plants first. If it is blowing too hard for a safe application, we may suggest another day.",
      },
      {
        question: "Can you clean the pavers on our Grand Prairie patio without washing out the joint sand?",
        answer:
          "The crew uses low pressure and a surface cleaner on pavers and keeps the spray from digging into the joints, which keeps most of the sand in place. Some loose sand may still shift, and re-sanding is not part of our service, so plan to sweep in fresh sand if the joints look low afterward.",
      },
      {
        question: "Can you wash the detached garage behind our older Grand Prairie house?",
        answer:
          "Yes. A detached garage or shed is added to whichever area you book, and its walls and door are washed with the same care as the house. Clear anything leaning against it first, and tell us about flaking paint.",
      },
    ],
  },

  mesquite: {
    metaDescription:
      "Mesquite power washing for clay-stained driveways, brick ranch homes near Town East and new builds toward Lawson Road, with runoff kept in check.",
    intro: [
      "Mesquite's toughest exterior problem is underfoot. East Dallas County sits on deep blackland clay that cracks open in a dry summer and turns to sticky mud after spring storms. Every heavy rain splashes that soil onto the lowest courses of brick, tires track it up the driveway, and by midsummer a dark band often runs along the foundation where flower beds meet the wall. Left alone, the stain settles into porous brick and mortar and gets harder to lift each year.",
      "Most homes around Town East Estates and the older blocks near Downtown Mesquite are 1950s to 1980s brick ranches with attached garages, a front walk and a shed in the back yard. Owners who have stayed for decades tend to call when a sale is coming, or when the driveway finally looks older than the roof. Concrete of that age is often worn at the surface, so we turn the pressure down and let detergent and dwell time do more of the work.",
      "The newer subdivisions toward Lawson Road and the Kaufman County line bring a different list: tracked-in mud and dust from lots still under construction, settling on young driveways that HOAs expect to look tidy from the first year. On every Mesquite job, new or old, rinse water is kept away from storm drains.",
    ],
    notes: [
      "The clay line at the base of brick comes off best before summer heat bakes it in, right after the spring storms.",
      "On a new-build lot, wait until the sod has rooted, so the rinse does not carry loose soil back across the concrete.",
      "If clay movement has heaved a driveway slab, tell us in the notes, and raised edges get a lighter touch.",
    ],
    example: {
      title: "A long-held ranch home near Town East",
      story:
        "A 1970s brick ranch near Town East Estates was about to be listed, with years of clay tracks and tire marks on the driveway. The crew surface-cleaned the driveway and public sidewalk, washed the curving front walk, and cleaned the metal shed out back.",
      tier: "driveway-sidewalk",
      addons: [
        { id: "walkway-steps", quantity: 1 },
        { id: "garage-shed", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Will power washing get the clay stain off the bottom of my brick in Mesquite?",
        answer:
          "In most cases it lightens a great deal. We pre-wet the wall, apply a brick-safe cleaner at low pressure, and rinse from the top down so dirty water does not streak clean brick. Stains that sat through many summers can leave a faint shadow, and a yearly wash keeps the band from returning at full strength.",
      },
      {
        question: "I just closed on a new build near Lawson Road. Does it need washing already?",
        answer:
          "Often it does. Construction traffic, tracked mud and dust from neighboring lots leave a new driveway gray and blotchy within months. A wash clears that film, and on clean concrete it is easier to spot chipped edges worth raising with your builder. Young concrete gets gentle treatment, since its surface can be softer.",
      },
      {
        question: "Should I wait for a dry spell, since Mesquite's clay gets so muddy?",
        answer:
          "It helps to book a day or two after rain rather than the morning after a storm, when every footstep and hose drag carries fresh mud onto clean concrete. If heavy rain is forecast for your appointment, we will check with you about moving it, since a downpour right after a wash splashes new clay on the brick.",
      },
      {
        question: "We have an RV pad beside our Mesquite driveway. How do I book it?",
        answer:
          "Book the driveway and sidewalk area for the standard two-car drive and add a driveway extension for the pad, or more than one if it is long. Only paved pads count, since gravel cannot be washed like concrete.",
      },
      {
        question: "Do you wash the inside of the garage floor?",
        answer:
          "No. Our washing areas are outdoors: the front of the house, driveway and sidewalk, decks and patios, and gutters and roof, plus add-ons like sheds and fences. Inside a Mesquite garage, a garage sweep-out is available as an add-on to a move in/out cleaning.",
      },
    ],
  },

  carrollton: {
    metaDescription:
      "Carrollton power washing for alley driveways, cedar fences and shaded siding in Country Place, Indian Creek and Josey Ranch, at safe pressure.",
    intro: [
      "Carrollton's 1970s and 80s neighborhoods were laid out with alleys, so the part of the house owners see every day is the back: the rear-entry driveway, the garage apron and a long run of wood fence. In Country Place, Indian Creek and around Josey Ranch Lake, those fences have weathered years of sprinklers, sun and shade, and the boards facing the alley usually go gray first. The concrete back there takes trash carts, wet leaves and oil drips too.",
      "Then there are the trees. The greenbelts along the Elm Fork of the Trinity and the mature shade trees in older yards keep Carrollton cooler, but they hold moisture against north-facing siding and fence boards, where mildew and green algae settle in. Leaves lying on a damp driveway print brown tannin shapes into the concrete, and gutters fill each autumn and again after spring hail shreds the canopy.",
      "Because so many Carrollton houses are passing from long-time owners to young families, a wash often lands just before a listing or just after a closing, alongside fresh paint. Brick from that era is sturdy, but painted trim, soffits and older wood siding need low pressure. Apartments and townhomes near Downtown Carrollton and Trinity Mills often have exteriors maintained by the property, so renters there should check with management first.",
    ],
    notes: [
      "Move trash carts before the crew arrives, so the apron can be cleaned right out to the alley.",
      "Cedar and pine fence boards get a wide fan tip at low pressure, so the grain does not fur up.",
      "Near the Elm Fork greenbelt, shady siding can regrow mildew within a year. Trimming branches back from the wall helps a wash last.",
    ],
    example: {
      title: "A Country Place house with a mildewed front",
      story:
        "A north-facing 1980s brick home in Country Place had green mildew on its painted trim and the siding above the garage, and its alley fence had gone gray. The crew soft washed the front elevation and entry, then cleaned two fence sections at low pressure.",
      tier: "front-house",
      addons: [{ id: "fence", quantity: 2 }],
    },
    faqs: [
      {
        question: "Can you clean the alley side of my Carrollton fence, or only my side?",
        answer:
          "We can wash both faces when the alley side is reachable and nothing blocks it, so mention it in the booking notes. If the fence is shared, let your neighbor know first, since some overspray reaches their yard. Bare cedar and pine get low pressure, and painted or stained fences a gentler pass.",
      },
      {
        question: "Leaves from the big trees on our street clog our gutters. Can you help with that?",
        answer:
          "Yes, in two ways. The gutter and roof area is a soft wash of roof streaks and the outside faces of the gutters, and a gutter flush can be added to run water through gutters and downspouts. If yours are packed solid, say so when you book, and we will tell you honestly whether a flush is enough.",
      },
      {
        question: "We are repainting the trim before we sell. Should the wash come first?",
        answer:
          "Yes. Painters generally want a clean, dry surface, so washing a few days ahead gives wood time to dry. A soft wash removes mildew that would otherwise bleed through new paint. It also loosens paint that is already failing, which helps the painter but can leave the trim looking rougher until the new coat goes on.",
      },
      {
        question: "On a rear-entry Carrollton home, does the driveway area include the front walk?",
        answer:
          "The driveway and sidewalk area covers the alley apron and the public sidewalk out front. The walk from that sidewalk to your front door is added as a front walkway, so count one for each walk or set of steps.",
      },
      {
        question: "Should I wash before or after Carrollton's spring hail season?",
        answer:
          "After, if you can wait. Spring storms throw shredded leaves, grit and shingle granules onto siding and flatwork, so a wash in late spring lasts longer than one in March. If you are listing sooner, wash a few days before the photos.",
      },
    ],
  },

  denton: {
    metaDescription:
      "Denton power washing for historic porches near the Square, student rentals by UNT and TWU, and brick homes in Southridge and Robson Ranch.",
    intro: [
      "Homes near Denton's courthouse square and in the Oak-Hickory Historic District were built in the early 1900s with wood siding, painted trim and deep front porches under big trees. Those houses resist the usual pressure-washer habits. Old wood and layered paint do not want high pressure, porch ceilings trap mildew, and porch floors of painted boards or aged concrete wear unevenly. On these houses we soft wash nearly everything and save pressure for sound concrete.",
      "Near UNT, TWU and Fry Street, the calendar sets the pace. Rental houses and duplexes change tenants in May and August, and landlords often want the porch, front walk and driveway cleaned between leases so the place looks cared for when the next group arrives. Southridge, built out with brick ranch homes in the 1970s and 80s, brings more familiar work: driveways, fences and brick fronts dulled by pollen and storm grit.",
      "Denton sits farther north than most of the metroplex, at the edge of the Cross Timbers, and oak pollen from those woods coats porches and cars every spring. Robson Ranch, the active-adult community on the southwest side, has newer homes whose owners may simply prefer not to wrestle a pressure washer across the yard. Wherever the house sits, we send rinse water toward grass instead of the gutter and street.",
    ],
    notes: [
      "Porch ceilings on older Denton homes often carry mildew. We soft wash them with the front elevation, covering light fixtures first.",
      "On an Oak-Hickory house with peeling paint, washing lifts loose flakes, so make it the first step of a repaint.",
      "Spring oak pollen leaves a yellow-green film on north walls and screens. Washing after it stops falling keeps the result longer.",
    ],
    example: {
      title: "An Oak-Hickory porch between tenants",
      story:
        "An early 1900s rental in the Oak-Hickory Historic District had mildew on its porch ceiling, gray film on its painted siding and moss-stained concrete steps. Between tenants in August, the crew soft washed the front elevation and porch, then the front walk and both sets of steps.",
      tier: "front-house",
      addons: [{ id: "walkway-steps", quantity: 2 }],
    },
    faqs: [
      {
        question: "Our Denton house is over a hundred years old. What do you do differently?",
        answer:
          "Mostly we slow down. Old wood siding, window glazing and layered paint get low pressure and a cleaning solution that does the work, applied from the bottom up and rinsed from the top down. We avoid spraying up under the laps, where water gets behind boards, and check for loose paint first.",
      },
      {
        question: "I manage a few rentals near UNT. Can you wash several properties in one week?",
        answer:
          "Yes. Book each address as its own visit and mention the others in the notes, so they can be scheduled close together when crews are free. Tenants need not be home, but gates should be unlocked and each outdoor spigot must work. The gap between leases, with no cars or bikes in the way, is easiest.",
      },
      {
        question: "Will washing remove the green on the north side of my Southridge brick?",
        answer:
          "In most cases, yes. The green on shaded brick is algae or mildew, and a soft-wash solution kills it so it rinses away instead of being scoured off. Brick from the 1970s and 80s handles this well. Crumbling mortar joints are washed gently, and we will mention any that need repointing, since a wash cannot repair them.",
      },
      {
        question: "What do I book for the porch and the walk to the street at a Denton house?",
        answer:
          "The front-of-house area covers the front wall, porch and entry. Each front walk or set of steps beyond that is a front walkway add-on, so a house with a walk and separate porch steps adds two.",
      },
      {
        question: "Can I book a wash weeks ahead of a Denton graduation weekend or a sale?",
        answer:
          "Yes. The booking calendar opens weeks in advance, and each arrival window takes a limited number of jobs, so book once you know the date. If plans change, move the visit from your booking page before the cut-off it shows.",
      },
    ],
  },

  richardson: {
    metaDescription:
      "Richardson power washing for mid-century ranches in Richardson Heights, creekside homes in Canyon Creek, and pecan-stained patios and drives.",
    intro: [
      "Richardson Heights and the streets around it were built in the 1950s and 60s, and their exteriors show it in the best way: long, low ranch houses with wide eaves, big picture windows and brick or painted siding, often with original concrete walks and patios. Those broad eaves keep a lot of rain off the walls, so grime builds up as dust and cobwebs under the overhang rather than streaks down the face. The soffits, shaded all day, are often where mildew gets its start.",
      "Canyon Creek adds a creek, a country club and a heavy canopy of trees that have grown since the 1970s. Pecans, elms and live oaks drop leaves, catkins, husks and sticky sap onto patios, driveways and whatever is parked underneath, and pecan husks in particular leave dark stains on concrete. Shaded brick picks up a green film after a wet spring, and wood fences on the creek side stay damp longer than those in full sun.",
      "Shaded lots in Prairie Creek call for similar work. For a mid-century house, the goal is to clean without erasing its character: no etched concrete, no blasted mortar, no stripped paint on original trim. We choose the method surface by surface and keep soapy runoff out of the creeks that wind past Canyon Creek and Prairie Creek homes.",
    ],
    notes: [
      "Fences on the creek side of Canyon Creek lots stay damp and gray longer. A low-pressure wash brightens them without roughing the wood.",
      "Worn original walks in Richardson Heights get moderate pressure, so loose surface material stays put.",
      "Apartments near CityLine and the Telecom Corridor usually leave exterior washing to the property owner, so renters there should ask before booking.",
    ],
    example: {
      title: "A pecan-shaded patio in Richardson Heights",
      story:
        "A 1950s ranch in Richardson Heights had a back patio stained dark by pecan husks and leaves, with a green film along the shaded edge next to the house. The crew pre-treated and surface-cleaned the patio, then cleaned the original front walk and its two low steps.",
      tier: "deck-patio",
      addons: [{ id: "walkway-steps", quantity: 1 }],
    },
    faqs: [
      {
        question: "Can you wash the soffits under the wide eaves of our Richardson ranch?",
        answer:
          "Yes. Soffits and fascia on Richardson's 1950s and 60s ranches are part of a front-of-house wash. Shaded all day, they collect mildew, spider webs and old mud dauber nests. We soft wash them at low pressure and rinse downward so dirty water does not streak the brick, with a light touch near vents.",
      },
      {
        question: "Will the pecan stains on my Canyon Creek driveway come out?",
        answer:
          "Fresh ones usually do. Pecan husks release dark tannins that soak into concrete, and a detergent pre-treatment followed by a surface cleaner lifts most of that color. Stains baked in over a few summers often fade a good deal but can leave a faint shadow, so washing soon after the fall drop works best.",
      },
      {
        question: "Our yard backs onto the creek in Prairie Creek. Is your detergent safe for it?",
        answer:
          "Our detergents are biodegradable, and we still treat the creek as something to protect. Rinse water goes onto lawn where it can soak in, not into the channel or the curb inlet, and we mix only as much solution as the surface needs. If your yard slopes straight to the bank, mention it when you book.",
      },
      {
        question: "Is there a discount for a wash plus a move-out clean in Richardson?",
        answer:
          "Yes. Any two services in one order get {multiPercent} off their prices. If you also need a haul, the Full Property Refresh bundle covers a three-bedroom, two-bath clean, a half-truck haul and a front-of-house wash at one bundle price.",
      },
      {
        question: "Do I need to be home during a wash in Richardson?",
        answer:
          "No. Leave the side gate unlatched, keep pets inside, close the windows and make sure an outdoor spigot works, since the crew uses your water. Put any gate code in the booking notes.",
      },
    ],
  },

  "the-colony": {
    metaDescription:
      "Power washing in The Colony for original Fox & Jacobs homes, lakeside patios on Stewart Peninsula and The Tribute, and Austin Ranch townhomes.",
    intro: [
      "Much of The Colony was built by Fox & Jacobs in the 1970s, and those single-story brick homes still line the streets between Main Street and the lake. After about fifty years the brick is usually fine, but the flatwork tells the story: driveway sections that have settled, dark joints, front walks dulled by years of sprinkler spray, and wood fences weathered silver. A careful wash makes one of these houses look cared for again without pretending it is new.",
      "Closer to the water, the work changes. Stewart Peninsula and The Tribute sit on Lewisville Lake, and the humidity, breezes and golf-course sprinklers there keep patios, walkways and north-facing walls damp. Green algae and black mildew grow quickly on shaded stone and stucco, and sprinkler water leaves mineral spots on brick. Late spring adds cottonwood fluff that sticks to wet surfaces, clings to screens and packs into gutters.",
      "Austin Ranch, on the southern edge of the city, is mostly apartments and townhomes, where exterior upkeep is usually handled by management or an HOA. Near Grandscape and along SH 121, construction dust drifts over the newer streets and settles on stone entries and garage doors. And because much of The Colony drains toward Lewisville Lake, we keep detergent use light and steer rinse water onto lawns.",
    ],
    notes: [
      "Sprinkler spots are mineral deposits, not dirt. A wash can lighten light spotting, but heavy buildup on brick may not fully come off.",
      "Where a driveway slab on a Fox & Jacobs home has settled, it holds water and darkens at the joints, which need more dwell time, not more pressure.",
      "Homes backing onto The Tribute's golf course can catch stray irrigation on their back walls, which may need a stronger pre-treatment than the front.",
    ],
    example: {
      title: "Roof streaks and clogged gutters near the lake",
      story:
        "A two-story home on Stewart Peninsula had black streaks running down the north slope of its roof and gutters packed with cottonwood fluff and leaves. The crew soft washed the roof streaks and gutter faces, then flushed the gutters and downspouts.",
      tier: "gutter-roof",
      addons: [{ id: "gutter-flush", quantity: 1 }],
    },
    faqs: [
      {
        question: "What are the black streaks on roofs around Lewisville Lake?",
        answer:
          "Usually a type of algae that feeds on the limestone filler in asphalt shingles and thrives in humid shade, so it shows as dark stripes on north-facing slopes. A soft wash kills it at low pressure. We never pressure wash shingles, because that strips their protective granules. The streaks can return, but slowly.",
      },
      {
        question: "Our Austin Ranch townhome has a small private patio. Can we book just that?",
        answer:
          "Yes. The deck and patio area covers a concrete or paver patio, and front steps can be added. First check whether your HOA or management company already handles exterior washing or has rules about contractors. If the patio is reachable only through the home, someone needs to let the crew in, and the spigot must be within reach.",
      },
      {
        question: "Can you clean the original brick on our 1970s house in The Colony without hurting the mortar?",
        answer:
          "Yes. Fox & Jacobs brick from that era is solid, but the mortar has had about fifty years of weather. We wash brick with a cleaning solution at low to moderate pressure, never with a narrow tip aimed at the joints. Loose or sandy joints need a mason, and we will point them out.",
      },
      {
        question: "When should I book a wash around cottonwood season in The Colony?",
        answer:
          "After the cottonwood fluff stops drifting in late spring, if you can. It sticks to damp siding, screens and patios, so a wash during the worst of it can look dusty again within days.",
      },
      {
        question: "Where does the rinse water go when you soft wash a roof in The Colony?",
        answer:
          "Down the gutters and out the downspouts, so the crew rinses the lawn and plants around each downspout before and after. Our detergents are biodegradable, and on lots that slope toward the lake the runoff is steered into grass.",
      },
    ],
  },

  "flower-mound": {
    metaDescription:
      "Flower Mound power washing for long driveways, pool decks and cedar fences in Bridlewood, Wellington, Canyon Falls and near Grapevine Lake.",
    intro: [
      "Flower Mound's preference for larger lots and preserved trees gives its homes a lot of surface to wash. Houses sit well back from the road, so driveways run long, and back yards often hold a pool, a big patio and a workshop or shed. On the western side, horse properties add long fence lines along open land. Most of that is concrete and wood, and much of it sits in the shade of trees the town worked hard to keep.",
      "Grapevine Lake borders the town to the south, and homes near it, including the Lakeside development along FM 2499, deal with more humidity and a steady green film on shaded flatwork and stone. In Bridlewood, Wellington and Canyon Falls, where HOAs are active, fences and driveways are judged from the street, and a stained apron or a gray fence line is a common reason to book.",
      "Long driveways also mean a lot of runoff. Our surface cleaners cover wide concrete evenly, without the stripes a wand leaves, and on a sloped drive the crew works downhill so dirty water does not run across sections already clean. Rinse water is pointed into turf, away from the creeks many Flower Mound back yards run down to, and detergent is kept out of pool water as far as the layout allows.",
    ],
    notes: [
      "Pool decks near Grapevine Lake usually green up first along the shaded coping. Add a pool deck and it is washed carefully around the water line.",
      "West-side horse properties can have very long fence lines. Note the rough length and any painted sections so the crew plans enough time.",
      "Bridlewood and Wellington HOAs look first at what faces the street, so start with the driveway and front elevation if you must choose.",
    ],
    example: {
      title: "A long driveway and pool deck in Bridlewood",
      story:
        "A Bridlewood home on a long, curving driveway had tire tracks, leaf stains and a green band where the drive passes under trees. The crew surface-cleaned the full run of concrete, then washed the pool deck while keeping rinse water out of the pool.",
      tier: "driveway-sidewalk",
      addons: [
        { id: "driveway-extension", quantity: 2 },
        { id: "pool-deck", quantity: 1 },
      ],
    },
    faqs: [
      {
        question: "Our Flower Mound driveway is far longer than two cars. How do we book it?",
        answer:
          "Choose the driveway and sidewalk area, which covers a standard two-car driveway and the public sidewalk, then add driveway extensions for the extra length. Not sure how many? Describe the length and width in your notes, plus anything unusual like a circle drive, and we will confirm the count with you before the visit.",
      },
      {
        question: "Can you wash a deck that backs onto a creek without harming the creek?",
        answer:
          "Yes. Wood decks get a low-pressure wash with a cleaner suited to wood, so fibers are not torn up, and composite boards get their own mild solution. By a creek we use only as much solution as needed and send rinse water into grass. Staining and sealing are not part of our service.",
      },
      {
        question: "Does the humidity near Grapevine Lake make stone and concrete turn green faster?",
        answer:
          "On shaded surfaces near the lake, often yes. Moist air and tree cover let algae settle on north-facing stone, pool coping and concrete that rarely dries out. A soft wash kills the growth rather than rinsing off its top layer, so it returns more slowly. Trimming low branches and redirecting sprinklers also helps.",
      },
      {
        question: "How do I book the fence along a big Flower Mound lot?",
        answer:
          "Add one fence for each run you want washed, up to four per booking, and describe the total length and any painted sections in the notes. For a fence line longer than that, call us before booking.",
      },
      {
        question: "What if the weather turns bad before my Flower Mound wash?",
        answer:
          "Light wind and overcast skies are fine, but strong gusts off Grapevine Lake or heavy rain are not. You can move the visit yourself from your booking page until the cut-off it shows, and if conditions are unsafe on the day, we check with you about another date.",
      },
    ],
  },

  colleyville: {
    metaDescription:
      "Colleyville power washing for brick and stone homes under post oak canopy in Thornbury and Monticello: decks, walks and gutters cleaned gently.",
    intro: [
      "Colleyville keeps its trees, and that shapes nearly every exterior job here. Thornbury, Monticello and the streets near Big Bear Creek sit among some of the last stands of Cross Timbers post oak in northeast Tarrant County. Under that canopy, leaves and acorns land on decks and walks through much of the year, and their tannins leave brown stains that sink into wood and concrete. Gutters fill faster than on open lots, and stone near the ground stays damp enough for green growth.",
      "Most homes here date from the late 1980s and 1990s: large two-story brick and stone houses on generous lots, many with stained wood decks and stone entries. Those materials reward patience more than force. A narrow tip can etch limestone, fur a cedar deck or blow out soft mortar, so stone and wood get a low-pressure soft wash with enough dwell time to loosen the stain first. Driveways get an even pass with a surface cleaner so they dry without wand marks.",
      "Many of these houses are being renovated or sold as original owners downsize, so a wash usually comes before listing photos or after a remodel. The streets are quiet and overwhelmingly residential, so the crew stages equipment on your driveway and keeps hoses and runoff off neighboring lawns and out of the street.",
    ],
    notes: [
      "Post oak tannin stains on decks and stone walks respond to a cleaner that draws out the color. Older stains may lighten rather than vanish.",
      "Gutters under the canopy often overflow after the leaf drop, and a gutter flush can be added to any area you book.",
      "Crushed acorns leave dark spots on driveways that look a lot like oil, and most lighten with pre-treatment and a surface cleaner.",
    ],
    example: {
      title: "A post oak deck and stone walk in Thornbury",
      story:
        "A 1990s brick and stone home in Thornbury had a cedar deck darkened by post oak tannins, a flagstone walk spotted with acorn stains and overflowing gutters. The crew soft washed the deck, cleaned the walk and its entry steps, and flushed both gutter runs.",
      tier: "deck-patio",
      addons: [
        { id: "walkway-steps", quantity: 2 },
        { id: "gutter-flush", quantity: 2 },
      ],
    },
    faqs: [
      {
        question: "Can you clean the Austin stone or limestone on a Colleyville home without etching it?",
        answer:
          "Yes. Limestone and similar natural stone are soft and react to acids and high pressure, so we use a stone-safe solution at low pressure and rinse gently. The aim is to lift dirt, mildew and tannin stains while leaving the stone's face and texture as they were. Cast stone accents get the same care.",
      },
      {
        question: "Our post oaks drop something almost every season. When is the best time to wash?",
        answer:
          "Late fall or early winter, once most leaves and acorns are down, gives the longest-lasting result for decks, walks and gutters under post oaks. Spring brings pollen and catkins, so a spring wash may need a light rinse later. If you are listing, time the wash a few days before the photos instead.",
      },
      {
        question: "Our remodel just finished. Can you wash off the dust and mud outside?",
        answer:
          "Yes, on the surfaces we wash: siding, brick, stone, entries, driveways, walks, patios and decks. Caked mud on the driveway and dust on the lower walls clean up well. Dried paint, mortar or caulk splatter needs scraping or specialty removal, which we do not offer, so ask your contractor to handle it first.",
      },
      {
        question: "Our Colleyville home has a stone front and a long brick walk. What do I book?",
        answer:
          "Book the front-of-house area for the stone front, porch and entry, and add a front walkway for each stretch of walk or set of steps. Natural stone gets a stone-safe solution at low pressure, and old brick pavers are washed without blasting their joints.",
      },
      {
        question: "Can you wash the travertine around our Colleyville pool?",
        answer:
          "Yes. Add the pool deck to a deck-and-patio booking, and the travertine gets the same low-pressure, stone-safe treatment as limestone. The crew rinses away from the water rather than into it.",
      },
    ],
  },
};
