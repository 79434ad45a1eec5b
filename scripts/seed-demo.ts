/**
 * `npm run db:seed-demo -- [--bookings N] [--seed S]`: fills an EMPTY database with realistic, clearly fictional
 * bookings (issue 28), so a newcomer sees a working dashboard in two commands (this one, then
 * `npm run owner -- add EMAIL`; it creates no owner). The database is the one `npm start` uses: SQLite at
 * DATABASE_PATH, or PostgreSQL with DATABASE_URL. A database that already holds bookings is refused, and nothing is
 * written.
 *
 * The bookings run from 365 days before today to 42 days after (America/Chicago), with the seasons of the trade
 * (move-outs in summer and at month ends, a quiet December and January, busier weekends), the services' real mix,
 * prices from the site's own pricing rules (multi-service, bundle and first-order promo discounts, quote requests),
 * returning customers, and the history their statuses imply (actor "demo"). No e-mail is queued and no review
 * written: nothing ever reaches the fictional customers (names invented, e-mails @example.com, phones 555-01NN).
 * Every booking is in one of the arrival windows of the catalog in force (docs/decisions/0038: the database's latest
 * version, else the first one) on one of its open days, priced by it. Two crews are made with their weeks (issue 55:
 * Crew A does every service Monday to Saturday, 8:00 AM to 5:00 PM; Crew B cleaning and junk removal Tuesday to
 * Sunday, 8:00 AM to 6:00 PM, so no crew does power washing on Sundays): the upcoming bookings are drawn where these
 * crews can do them (as the calendar offers only such windows) and planned onto them by the planner, each as it was
 * made (app/domain/planner.ts); one that fits no crew would stay with none, for the schedule to show. The past ones
 * were done before the crews existed, with no crew.
 * Deterministic for a seed and a day. Everything is ONE transaction of many-row statements, so 100,000 bookings
 * take seconds on SQLite, and an interrupted run leaves the database empty.
 */
import { existsSync } from "node:fs";
import { pageTokenOf, tokenHash } from "../app/booking/page-token.server.ts";
import { bundles } from "../app/content/bundles.ts";
import { cityList } from "../app/content/city-list.ts";
import { dfwZips } from "../app/content/generated/dfw-zips.ts";
import type { Addon, Service } from "../app/content/schema.ts";
import { serviceIds } from "../app/content/service-ids.ts";
import { services } from "../app/content/services.ts";
import { site } from "../app/content/site.ts";
import { addDays, dateInZone, zonedTimeToInstant } from "../app/domain/booking/dates.ts";
import { type ArrivalWindow, arrivalWindowsOf } from "../app/domain/booking/windows.ts";
import { type Catalog, clockOf, defaultCatalog, isOpenDay } from "../app/domain/catalog.ts";
import { type CrewWeek, type Order as PlannerOrder, type PlannedJob, planOrder } from "../app/domain/planner.ts";
import { formatCents } from "../app/domain/money.ts";
import { type OrderLine, priceOrder, type Quote } from "../app/domain/pricing.ts";
import { haversineMiles } from "../app/lib/geo.ts";
import type { NewBooking } from "../app/booking/model.ts";
import {
  type BookingRow,
  insertRow,
  LINE_COLUMNS,
  lineRows,
  REFERENCE_ALPHABET,
} from "../app/storage/bookings.server.ts";
import { type Db, placeholders, type SqlValue } from "../app/storage/db.server.ts";
import { markReturningSql } from "../app/storage/schema.ts";
import { CatalogStore } from "../app/storage/catalog.server.ts";
import { CrewStore } from "../app/storage/crews.server.ts";
import { PlanStore } from "../app/storage/plans.server.ts";
import { planningDay, plannerOrderOf, travelOf } from "../app/planning/planning.server.ts";
import { openStorage, type Storage } from "../app/storage/storage.server.ts";
import { parseEnv } from "../app/utils/env.server.ts";

/** The demo's prices and windows when the database has no catalog yet: the first version (docs/decisions/0038). */
const DEMO_CATALOG = defaultCatalog();

// ---------------------------------------------------------------------------------------------------------------
// Options

/** The fixed seed a run uses unless told otherwise: the same day and seed give the same bookings. */
export const DEFAULT_SEED = 28;
/** Bookings a run makes unless told otherwise: about five a day, what a small crew does. */
export const DEFAULT_BOOKINGS = 2_000;
export const MAX_BOOKINGS = 1_000_000;
/** The dates of the bookings: this many days before today … this many after. */
export const DAYS_BACK = 365;
export const DAYS_AHEAD = 42;

export type DemoOptions = {
  bookings: number;
  seed?: number;
  /** The clock (default: now); "today" is its date in America/Chicago. */
  now?: Date;
  /** Places per arrival window (default: the catalog's): spread over, never enforced. */
  capacity?: number;
  /** The catalog the bookings follow: its windows, open days and prices (default: the first version). */
  catalog?: Catalog;
  /** What `token_hash` holds for a reference (default: the hash of its page token, as the server stores it). */
  tokenHashOf?: (reference: string) => string;
};

export const USAGE = "Usage: npm run db:seed-demo -- [--bookings N] [--seed S]";

/** The command line's options, or why it is wrong. */
export function parseArgs(args: readonly string[]): { bookings: number; seed: number } | { error: string } {
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const match = /^--(bookings|seed)(?:=(.*))?$/.exec(args[i]!);
    if (!match) return { error: `Unknown argument ${args[i]}. ${USAGE}` };
    const value = match[2] ?? args[++i];
    if (value === undefined) return { error: `--${match[1]} needs a number. ${USAGE}` };
    values.set(match[1]!, value);
  }
  const number = (name: string, fallback: number, min: number, max: number) => {
    const text = values.get(name);
    if (text === undefined) return fallback;
    const n = /^\d[\d_,]*$/.test(text) ? Number(text.replace(/[_,]/g, "")) : Number.NaN;
    return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
  };
  const bookings = number("bookings", DEFAULT_BOOKINGS, 1, MAX_BOOKINGS);
  if (bookings === null) return { error: `--bookings takes a whole number from 1 to ${MAX_BOOKINGS}. ${USAGE}` };
  const seed = number("seed", DEFAULT_SEED, 0, 2 ** 32 - 1);
  if (seed === null) return { error: `--seed takes a whole number from 0 to ${2 ** 32 - 1}. ${USAGE}` };
  return { bookings, seed };
}

// ---------------------------------------------------------------------------------------------------------------
// Randomness

type Random = () => number;

/** mulberry32: a small, fast generator of numbers in [0, 1), the same sequence for the same seed everywhere. */
export function randomOf(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A draw of one of `items`, each as likely as its weight. */
function weighted<T>(items: readonly T[], weights: readonly number[]): (random: Random) => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += Math.max(0, w)));
  if (items.length === 0 || sum <= 0) throw new Error("Nothing to choose from.");
  return (random) => {
    const x = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
}

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;
const between = (min: number, max: number, random: Random) => min + random() * (max - min);

// ---------------------------------------------------------------------------------------------------------------
// The trade: how much of each service, when, how big

/** Each service's share of orders (cleaning most, then junk removal, then power washing). */
const SHARE: Record<string, number> = { cleaning: 0.55, "junk-removal": 0.29, "power-washing": 0.16 };
/** Each service's season, January … December: moves peak May-August; washing is an outdoor, warm-months job. */
const SEASON: Record<string, readonly number[]> = {
  cleaning: [0.7, 0.8, 0.95, 1, 1.25, 1.4, 1.45, 1.35, 1.05, 0.95, 0.85, 0.7],
  "junk-removal": [0.75, 0.8, 1, 1.1, 1.2, 1.25, 1.25, 1.2, 1.05, 1, 0.9, 0.75],
  "power-washing": [0.5, 0.6, 1, 1.3, 1.35, 1.25, 1.1, 1.05, 1.1, 1.15, 0.8, 0.5],
};
/** Leases end at the month's end: the last three and first two days of a month. */
const MONTH_END: Record<string, number> = { cleaning: 1.6, "junk-removal": 1.25, "power-washing": 1 };
/** Saturdays and Sundays, when people move and are home. */
const WEEKEND: Record<string, number> = { cleaning: 1.35, "junk-removal": 1.15, "power-washing": 1.2 };

/** Days from booking to job: 0-30, most 2-10, and a few planned moves further ahead. */
const LEAD_DAYS = Array.from({ length: DAYS_AHEAD + 1 }, (_, d) => d);
const LEAD_WEIGHTS = LEAD_DAYS.map((d) =>
  d <= 10 ? [3, 7, 10, 11, 11, 10, 9, 9, 7, 6, 5][d]! : d <= 30 ? 4 * 0.9 ** (d - 11) : 0.1,
);

/** The order kinds (docs/decisions/0005), as shares of all orders; the rest are single-service orders. */
const BUNDLE_SHARE = 0.05;
const MULTI_SHARE = 0.1;
const QUOTE_SHARE = 0.02;
/** Of the orders that may use it (a customer's first, one priced service), the share that gives the promo code. */
const PROMO_SHARE_OF_ELIGIBLE = 0.09;
const ADDON_SHARE = 0.3;
/** Of the customers, the share who book again, and how many more times. */
const RETURNING_SHARE = 0.3;
const EXTRA_BOOKINGS = weighted([1, 2, 3, 4], [60, 25, 10, 5]);
/** Cancelled: of the jobs that are past, and of those still to come. */
const CANCELLED_PAST = 0.08;
const CANCELLED_UPCOMING = 0.05;
/** How the owner took the payment of a finished job (payments by phone: app/components/sections/admin). */
const PAYMENT_METHOD = weighted(["card by phone", "check", "cash"], [85, 10, 5]);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 0 = Sunday … 6 = Saturday. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const lastDayOfMonth = (date: string) => {
  const [y, m] = date.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};
/** Christmas, New Year's Day, Independence Day, Thanksgiving: hardly anyone books a crew. */
function isHoliday(date: string): boolean {
  const md = date.slice(5);
  if (["12-24", "12-25", "12-31", "01-01", "07-04"].includes(md)) return true;
  const day = Number(date.slice(8));
  return md.startsWith("11-") && weekdayOf(date) === 4 && day >= 22 && day <= 28;
}

/** How busy each service is on a date (relative weights), with the business growing a little over the year. */
function serviceWeights(date: string, progress: number): number[] {
  const month = Number(date.slice(5, 7)) - 1;
  const day = Number(date.slice(8));
  const monthEnd = day >= lastDayOfMonth(date) - 2 || day <= 2;
  const weekend = [0, 6].includes(weekdayOf(date));
  const factor = (isHoliday(date) ? 0.15 : 1) * (0.85 + 0.3 * progress);
  return services.map(
    (s) =>
      (SHARE[s.id] ?? 0.1) *
      (SEASON[s.id]?.[month] ?? 1) *
      (monthEnd ? (MONTH_END[s.id] ?? 1) : 1) *
      (weekend ? (WEEKEND[s.id] ?? 1) : 1) *
      factor,
  );
}

/** A service's priced tiers, the middle sizes most often. */
const tierDraws = new Map(
  services.map((s) => {
    const priced = s.tiers.filter((t) => t.price !== null);
    const centre = (priced.length - 1) * 0.45;
    const spread = Math.max(1, priced.length / 3.5);
    return [
      s.id,
      weighted(
        priced,
        priced.map((_, i) => Math.exp(-((i - centre) ** 2) / (2 * spread ** 2))),
      ),
    ];
  }),
);
const serviceShares = weighted(
  services,
  services.map((s) => SHARE[s.id] ?? 0.1),
);
/** A draw of one of a day's windows: morning windows fill first; the last of the day least. */
const windowDrawOf = (windows: readonly ArrivalWindow[]) =>
  weighted(
    windows,
    windows.map((_, i) => Math.exp(-((i - 1.5) ** 2) / 8)),
  );

// ---------------------------------------------------------------------------------------------------------------
// People and places (all invented)

// prettier-ignore
const FIRST_NAMES = [
  "Avery", "Jordan", "Maria", "Jose", "Emily", "Michael", "Aaliyah", "Daniel", "Sofia", "James", "Priya", "Wei",
  "Olivia", "Carlos", "Grace", "Marcus", "Hannah", "Luis", "Chloe", "Andre", "Mei", "Noah", "Fatima", "Ethan",
  "Isabella", "Tyler", "Camila", "Jamal", "Lauren", "Diego", "Rosa", "Kevin", "Ana", "Brandon", "Leah", "Omar",
  "Megan", "Victor", "Tanya", "Samuel", "Elena", "Darius", "Hailey", "Minh", "Ruth", "Trevor", "Yesenia", "Caleb",
];
// prettier-ignore
const LAST_NAMES = [
  "Sampleton", "Demoford", "Testwell", "Mockridge", "Fauxley", "Examplewood", "Placeholm", "Fictionberg",
  "Seedworth", "Dummington", "Stubbins", "Fixtureman", "Lorembury", "Ipsumova", "Pretendale", "Notarealski",
  "Madeupson", "Imaginato", "Draftwick", "Prototopoulos", "Mockowitz", "Decoyne", "Pseudomore", "Phantomlee",
  "Specimena", "Trialby", "Rehearsey", "Staginski", "Nullsworth", "Examplar", "Sandboxley", "Quizzard",
];
// prettier-ignore
const STREETS = [
  "Demo Street", "Sample Lane", "Example Avenue", "Placeholder Drive", "Fixture Court", "Testbed Trail",
  "Pretend Place", "Makebelieve Road", "Fictional Boulevard", "Storybook Circle", "Imaginary Way", "Lorem Ipsum Lane",
  "Mockup Mews", "Prototype Parkway", "Seed Data Drive", "Sandbox Street",
];
// prettier-ignore
const NOTES = [
  "Please call when you're on the way.",
  "Keys are in the lockbox by the front door.",
  "Friendly dog in the backyard.",
  "Park in the visitor spaces, please.",
  "Third-floor unit, there is an elevator.",
  "Move-out inspection is the next morning.",
  "Please text instead of calling.",
  "Gate code will be in the confirmation reply (demo).",
  "The garage side door is unlocked.",
  "Oven is very greasy, sorry!",
];

/** The area codes of a city's part of the metroplex. */
function areaCodesOf(city: (typeof cityList)[number]): readonly number[] {
  if (city.slug === "denton") return [940];
  if (city.county.startsWith("Tarrant")) return [817, 682];
  return [214, 469, 972, 945];
}
/**
 * Where numbers come from once the metroplex's are used up (555-0100 … 555-0199, set aside for fiction in every area
 * code, are only 100 per area code): the rest of Texas, then the other area codes a number may have (not N11, 37X,
 * 96X, toll-free or personal), then those kept for the future (N9X), so each customer has a number of their own (the
 * reports know a returning customer by e-mail OR phone) up to about 76,000 customers, some 110,000 bookings.
 */
const SPARE_AREA_CODES = [
  ...[210, 254, 281, 325, 346, 361, 409, 430, 432, 512, 713, 726, 737, 806, 830, 832, 903, 915, 936, 956, 979],
  ...Array.from({ length: 800 }, (_, i) => 200 + i)
    .filter(
      (code) =>
        code % 100 !== 11 &&
        ![37, 96].includes(Math.floor(code / 10)) &&
        ![500, 521, 522, 533, 544, 566, 577, 588, 800, 833, 844, 855, 866, 877, 888, 900].includes(code),
    )
    .sort((a, b) => Number(Math.floor(a / 10) % 10 === 9) - Number(Math.floor(b / 10) % 10 === 9)),
];

/** Fictional phone numbers, each given once while there are any left. */
function phoneBook() {
  const used = new Map<number, number>();
  const spare = [...new Set(SPARE_AREA_CODES)].filter((code) => ![214, 469, 972, 945, 817, 682, 940].includes(code));
  let next = 0;
  return (preferred: readonly number[], random: Random): string => {
    let code = preferred.find((c) => (used.get(c) ?? 0) < 100);
    while (code === undefined && next < spare.length) {
      if ((used.get(spare[next]!) ?? 0) < 100) code = spare[next];
      else next++;
    }
    // every number given (a run of well over 100,000 bookings): customers share them from here on
    code ??= pick(preferred, random);
    const line = used.get(code) ?? 0;
    used.set(code, line + 1);
    return `(${code}) 555-01${String(line % 100).padStart(2, "0")}`;
  };
}
/** Rough sizes of the cities (thousands of people): where the bookings come from. */
// prettier-ignore
const CITY_SIZE: Record<string, number> = {
  dallas: 1300, "fort-worth": 950, arlington: 400, plano: 290, irving: 255, frisco: 220, mckinney: 210,
  garland: 240, "grand-prairie": 200, mesquite: 150, carrollton: 135, denton: 150, richardson: 120,
  "the-colony": 45, "flower-mound": 80, colleyville: 27,
};
const cityDraw = weighted(
  cityList,
  cityList.map((c) => CITY_SIZE[c.slug] ?? 60),
);
/** Each city's ZIPs: those whose centre is within 7 miles of the city's, at least its three nearest. */
const zipsOf = new Map(
  cityList.map((city) => {
    const byDistance = [...dfwZips]
      .map(([zip, [lat, lng]]) => ({ zip, miles: haversineMiles(city, { lat, lng }) }))
      .sort((a, b) => a.miles - b.miles);
    const near = byDistance.filter((z) => z.miles <= 7);
    return [city.slug, (near.length >= 3 ? near : byDistance.slice(0, 3)).map((z) => z.zip)];
  }),
);

type Home = { city: string; zip: string; address: string };
type Customer = { name: string; email: string; phone: string; home: Home };

function homeOf(random: Random): Home {
  const city = cityDraw(random);
  const street = `${100 + Math.floor(random() * 9_800)} ${pick(STREETS, random)}`;
  const unit = random() < 0.3 ? `, Apt ${100 + Math.floor(random() * 400)}` : "";
  return { city: city.slug, zip: pick(zipsOf.get(city.slug)!, random), address: `${street}${unit}` };
}

// ---------------------------------------------------------------------------------------------------------------
// Orders, priced by the site's own rules

type Order = { lines: OrderLine[]; bundleId: string | null; promoCode: string | null };

function addonsOf(service: Service, random: Random, taken: readonly string[] = []): OrderLine["addons"] {
  if (random() >= ADDON_SHARE) return [];
  const free = service.addons.filter((a) => !taken.includes(a.id));
  const count = Math.min(free.length, weighted([1, 2, 3], [70, 25, 5])(random));
  const chosen: Addon[] = [];
  while (chosen.length < count) {
    const addon = pick(free, random);
    if (!chosen.includes(addon)) chosen.push(addon);
  }
  return chosen.map((a) => ({
    id: a.id,
    quantity:
      a.unit === "per-room"
        ? 1 + Math.floor(random() * Math.min(4, a.maxQuantity))
        : Math.min(a.maxQuantity, random() < 0.8 ? 1 : 2),
  }));
}

const lineOf = (service: Service, random: Random, tier = tierDraws.get(service.id)!(random).code): OrderLine => ({
  service: service.id,
  tier,
  addons: addonsOf(service, random),
});

const quotable = services.filter((s) => s.tiers.some((t) => t.price === null));
const promoDraw = weighted(
  site.promo.acceptedCodes,
  site.promo.acceptedCodes.map((c) => (c === site.promo.code ? 8 : 2)),
);

/** An order: a bundle, several services, a quote request or one service (with, on a first order, the promo). */
function orderOf(primary: Service, firstOrder: boolean, random: Random): Order {
  const kind = random();
  if (kind < BUNDLE_SHARE && bundles.length > 0) {
    const bundle = pick(bundles, random);
    const lines = bundle.items.map((item) => ({
      service: item.service,
      tier: item.tier,
      addons: item.addons.map((a) => ({ ...a })),
    }));
    // sometimes an extra add-on beside the bundle's own, at list price
    const line = pick(lines, random);
    const service = services.find((s) => s.id === line.service)!;
    if (random() < 0.5)
      line.addons.push(
        ...addonsOf(
          service,
          random,
          line.addons.map((a) => a.id),
        ),
      );
    return { lines, bundleId: bundle.id, promoCode: null };
  }
  if (kind < BUNDLE_SHARE + MULTI_SHARE && services.length > 1) {
    const count = services.length > 2 && random() < 0.15 ? 3 : 2;
    const chosen = [primary];
    while (chosen.length < count) {
      const other = serviceShares(random);
      if (!chosen.includes(other)) chosen.push(other);
    }
    return { lines: chosen.map((s) => lineOf(s, random)), bundleId: null, promoCode: null };
  }
  if (kind < BUNDLE_SHARE + MULTI_SHARE + QUOTE_SHARE && quotable.length > 0) {
    const service = pick(quotable, random);
    const custom = service.tiers.find((t) => t.price === null)!;
    return { lines: [lineOf(service, random, custom.code)], bundleId: null, promoCode: null };
  }
  const promo = firstOrder && random() < PROMO_SHARE_OF_ELIGIBLE;
  return { lines: [lineOf(primary, random)], bundleId: null, promoCode: promo ? promoDraw(random) : null };
}

/** An order as the pricing and the planner read it. */
const orderForPlanner = (order: Order) => ({ lines: order.lines, bundleId: order.bundleId ?? undefined });

function quoteOf(order: Order, firstOrder: boolean, catalog: Catalog): Quote {
  const priced = priceOrder(
    {
      lines: order.lines,
      bundleId: order.bundleId ?? undefined,
      promoCode: order.promoCode ?? undefined,
      isFirstOrder: firstOrder,
    },
    catalog,
  );
  if (!priced.ok) throw new Error(`A demo order the site would refuse: ${JSON.stringify(priced.errors)}`);
  return priced.quote;
}

// ---------------------------------------------------------------------------------------------------------------
// The bookings

/**
 * The demo's two crews (issue 55): Crew A does every service, Monday to Saturday, 8:00 AM to 5:00 PM; Crew B cleaning
 * and junk removal, Tuesday to Sunday, 8:00 AM to 6:00 PM. So every day has a crew, and no crew does power washing on
 * Sundays (a booking form that says so, issue 55).
 */
export const DEMO_CREWS: readonly Omit<CrewWeek, "id" | "timeOff">[] = [
  { name: "Crew A", days: [1, 2, 3, 4, 5, 6], starts: "08:00", ends: "17:00", services: [...serviceIds] },
  { name: "Crew B", days: [0, 2, 3, 4, 5, 6], starts: "08:00", ends: "18:00", services: ["cleaning", "junk-removal"] },
];

/** The columns a demo booking sets (the others keep their defaults). */
export const BOOKING_COLUMNS = [
  "id",
  "reference",
  "token_hash",
  "status",
  "date",
  "window_start",
  "window_end",
  "bundle_id",
  "lines_json",
  "quote_json",
  "subtotal_cents",
  "discount_kind",
  "discount_cents",
  "total_cents",
  "promo_code",
  "city",
  "address",
  "zip",
  "name",
  "phone",
  "phone_digits",
  "email",
  "email_normalized",
  "notes",
  "created_at",
  "created_on",
  "payment_status",
  "paid_cents",
] as const satisfies readonly (keyof BookingRow)[];
export type DemoRow = Pick<BookingRow, (typeof BOOKING_COLUMNS)[number]>;

/** One row of a booking's history (booking_events), written by the "demo" actor. */
export type DemoEvent = { at: string; action: string; detail: string | null };
export type DemoBooking = { row: DemoRow; events: DemoEvent[]; lines: SqlValue[][]; returning: boolean };

/** The first and last dates of the bookings, from `now`'s date in America/Chicago. */
export function demoDateRange(now: Date): { today: string; from: string; to: string } {
  const today = dateInZone(now);
  return { today, from: addDays(today, -DAYS_BACK), to: addDays(today, DAYS_AHEAD) };
}

/** A booking's place in time, before its details are drawn. */
type Plan = {
  day: number;
  date: string;
  window: ArrivalWindow;
  createdMs: number;
  cancelled: boolean;
  customer: number;
  returning: boolean;
};

/** The same alphabet as the site's references (app/storage/bookings.server.ts): no 0/O, 1/I/L. */

/**
 * The demo bookings, oldest first (their ids are 1, 2, …, in the order they were made), each with the rows of its
 * history. Deterministic for a seed, a day and the server's secret (the page tokens). Lazy: a large run never holds
 * every row at once.
 */
export function* demoBookings(options: DemoOptions): Generator<DemoBooking> {
  const { bookings: count, seed = DEFAULT_SEED, now = new Date(), catalog = DEMO_CATALOG } = options;
  const capacity = options.capacity ?? catalog.week.capacityPerWindow;
  // the catalog's windows only (docs/decisions/0010), on its open days only
  const arrivalWindows = arrivalWindowsOf(catalog.week);
  const windowDraw = windowDrawOf(arrivalWindows);
  const hashOf = options.tokenHashOf ?? ((reference: string) => tokenHash(pageTokenOf(reference)));
  const random = randomOf(seed);
  const nowMs = now.getTime();
  const { from } = demoDateRange(now);
  const dates = Array.from({ length: DAYS_BACK + DAYS_AHEAD + 1 }, (_, i) => addDays(from, i));
  const todayIndex = DAYS_BACK;

  // Local wall-clock times of a date (the windows, 07:00 on, are never in a daylight-saving change's hour).
  const noon = new Map<string, number>();
  const localMs = (date: string, minutes: number) => {
    let ms = noon.get(date);
    if (ms === undefined) noon.set(date, (ms = zonedTimeToInstant(date, "12:00").getTime()));
    return ms + (minutes - 720) * 60_000;
  };
  const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

  const weights = dates.map((date, i) =>
    isOpenDay(catalog.week, date) ? serviceWeights(date, i / (dates.length - 1)) : services.map(() => 0),
  );
  const dayDraw = weighted(
    dates.map((_, i) => i),
    weights.map((w) => w.reduce((a, b) => a + b, 0)),
  );
  const leadDraw = weighted(LEAD_DAYS, LEAD_WEIGHTS);

  // 1. When: the job's date (a future date only as often as it is booked ahead), its window, when it was booked.
  const openByWindow = new Map<string, number[]>();
  const plans: Plan[] = [];
  for (let i = 0; i < count; i++) {
    let day: number;
    let lead: number;
    do {
      day = dayDraw(random);
      lead = leadDraw(random);
    } while (day - lead > todayIndex);
    const date = dates[day]!;
    const cancelled = random() < (day < todayIndex ? CANCELLED_PAST : CANCELLED_UPCOMING);
    // the window drawn, or while it is full another with a place, or the least taken
    const open = openByWindow.get(date) ?? arrivalWindows.map(() => 0);
    openByWindow.set(date, open);
    let w = arrivalWindows.indexOf(windowDraw(random));
    if (!cancelled && open[w]! >= capacity) {
      const withPlace = arrivalWindows.filter((_, j) => open[j]! < capacity);
      w = withPlace.length > 0 ? arrivalWindows.indexOf(pick(withPlace, random)) : open.indexOf(Math.min(...open));
    }
    if (!cancelled) open[w]!++;
    const window = arrivalWindows[w]!;
    // booked between 7:00 and 23:00, at least 2 hours before the window (the site's same-day rule), never after now
    const bookedOn = addDays(date, -lead);
    const hi = Math.min(localMs(bookedOn, 23 * 60), localMs(date, minutesOf(window.start)) - 2 * HOUR, nowMs);
    const lo = Math.min(localMs(bookedOn, 7 * 60), hi - 3 * HOUR);
    const createdMs = Math.floor(between(lo, hi, random) / 1000) * 1000;
    plans.push({ day, date, window, createdMs, cancelled, customer: -1, returning: false });
  }
  plans.sort((a, b) => a.createdMs - b.createdMs);

  // 2. Who: new customers, some of whom book again later (a later job, the same e-mail and phone).
  const willReturn = new Set<number>();
  const waiting: { customer: number; left: number; lastDate: string }[] = [];
  let customers = 0;
  const returnShare = (RETURNING_SHARE * 1.6) / (1 + RETURNING_SHARE * 1.6); // of bookings: the extra ones
  for (const plan of plans) {
    let chosen = -1;
    if (waiting.length > 0 && random() < returnShare)
      for (let attempt = 0; attempt < 4 && chosen < 0; attempt++) {
        const k = Math.floor(random() * waiting.length);
        if (waiting[k]!.lastDate < plan.date) chosen = k;
      }
    if (chosen >= 0) {
      const entry = waiting[chosen]!;
      Object.assign(plan, { customer: entry.customer, returning: true });
      entry.lastDate = plan.date;
      if (--entry.left === 0) {
        waiting[chosen] = waiting[waiting.length - 1]!;
        waiting.pop();
      }
    } else {
      plan.customer = customers++;
      if (random() < RETURNING_SHARE) {
        willReturn.add(plan.customer);
        waiting.push({ customer: plan.customer, left: EXTRA_BOOKINGS(random), lastDate: plan.date });
      }
    }
  }

  // 3. What and how it went: customer, order, price, status, history, payment. An upcoming booking goes where the
  // demo's crews can do it (the calendar offers no other window, issue 55): its own window when a crew can start it
  // there, else that day's nearest window that fits, else the nearest later day's (at most DAYS_AHEAD after it was
  // booked, 2 hours ahead at least), each window holding `capacity` arrivals; its own when none fits.
  const crews: CrewWeek[] = DEMO_CREWS.map((crew, i) => ({ ...crew, id: i + 1, timeOff: [] }));
  const travel = travelOf(catalog.week);
  const placed = new Map<string, PlannedJob[]>();
  const arrivals = new Map<string, number>();
  const fitToCrews = (plan: Plan, order: PlannerOrder) => {
    const last = Math.min(dates.length - 1, dates.indexOf(dateInZone(new Date(plan.createdMs))) + DAYS_AHEAD);
    for (let day = plan.day; day <= last; day++) {
      const date = dates[day]!;
      if (!isOpenDay(catalog.week, date)) continue;
      const from = day === plan.day ? arrivalWindows.indexOf(plan.window) : 0;
      const nearest = [...arrivalWindows.keys()].sort((a, b) => Math.abs(a - from) - Math.abs(b - from) || a - b);
      for (const w of nearest) {
        const window = arrivalWindows[w]!;
        if ((arrivals.get(`${date} ${window.start}`) ?? 0) >= capacity) continue;
        if (localMs(date, minutesOf(window.start)) - 2 * HOUR < plan.createdMs) continue;
        const jobs = placed.get(date) ?? [];
        const span = { start: minutesOf(window.start), end: minutesOf(window.end) };
        const { placement } = planOrder(crews, date, jobs, order, span, travel);
        if (!placement) continue;
        placed.set(date, [...jobs, { reference: `demo-${jobs.length}`, ...order, ...placement }]);
        arrivals.set(`${date} ${window.start}`, (arrivals.get(`${date} ${window.start}`) ?? 0) + 1);
        Object.assign(plan, { day, date, window });
        return;
      }
    }
  };
  const known = new Map<number, Customer>();
  const phoneOf = phoneBook();
  const references = new Set<string>();
  for (const [index, plan] of plans.entries()) {
    let customer = known.get(plan.customer);
    if (!customer) {
      const first = pick(FIRST_NAMES, random);
      const last = pick(LAST_NAMES, random);
      const home = homeOf(random);
      const phone = phoneOf(areaCodesOf(cityList.find((c) => c.slug === home.city)!), random);
      customer = {
        name: `${first} ${last}`,
        email: `${first}.${last}.${plan.customer + 1}@example.com`.toLowerCase(),
        phone,
        home,
      };
      if (willReturn.has(plan.customer)) known.set(plan.customer, customer);
    } else if (random() < 0.3) {
      // they moved: the same person at a new address
      customer = { ...customer, home: homeOf(random) };
      known.set(plan.customer, customer);
    }

    const serviceDraw = weighted(services, weights[plan.day]!);
    const order = orderOf(serviceDraw(random), !plan.returning, random);
    const quote = quoteOf(order, !plan.returning, catalog);
    const upcoming = plan.day >= todayIndex;
    if (upcoming && !plan.cancelled)
      fitToCrews(plan, plannerOrderOf(catalog, orderForPlanner(order), customer.home.zip));
    const startMs = localMs(plan.date, minutesOf(plan.window.start));
    const endMs = localMs(plan.date, minutesOf(plan.window.end));

    const events: DemoEvent[] = [];
    const event = (ms: number, action: string, detail: string | null) =>
      events.push({ at: new Date(Math.floor(ms / 1000) * 1000).toISOString(), action, detail });
    // the owner confirms within a day, before the job (a quote request once it is priced)
    const confirmMs =
      plan.createdMs + between(0.05, 0.8, random) * Math.min(DAY, Math.max(0, startMs - plan.createdMs));
    const ownerPrice = quote.isQuote ? quote.pricedTotal + (325 + 25 * Math.floor(random() * 6)) * 100 : null;
    let status: BookingRow["status"];
    let totalCents = quote.total;
    const confirm = () => {
      if (ownerPrice !== null) {
        event((plan.createdMs + confirmMs) / 2, "priced", formatCents(ownerPrice));
        totalCents = ownerPrice;
      }
      event(confirmMs, "confirmed", "requested → confirmed");
    };
    if (plan.cancelled) {
      status = "cancelled";
      const cancelMs = between(
        plan.createdMs + 600_000,
        Math.max(plan.createdMs + 600_000, Math.min(startMs - HOUR, nowMs)),
        random,
      );
      const confirmed = random() < 0.5 && confirmMs < cancelMs;
      if (confirmed) confirm();
      event(Math.min(cancelMs, nowMs), "cancelled", `${confirmed ? "confirmed" : "requested"} → cancelled`);
    } else if (!upcoming || (confirmMs <= nowMs && random() < 0.92)) {
      confirm();
      status = "confirmed";
      if (!upcoming) {
        status = "completed";
        const doneMs = Math.min(endMs + between(0, 3, random) * HOUR, nowMs);
        event(doneMs, "completed", "confirmed → completed");
        event(
          Math.min(doneMs + 60_000, nowMs),
          "payment recorded",
          `${formatCents(totalCents!)} by ${PAYMENT_METHOD(random)}`,
        );
      }
    } else status = "requested";

    let reference: string;
    do {
      reference = "NS-";
      for (let i = 0; i < 6; i++) reference += REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)];
    } while (references.has(reference));
    references.add(reference);

    const paid = status === "completed" && totalCents !== null;
    const notes = random() < 0.15 ? pick(NOTES, random) : null;
    const booking: NewBooking = {
      date: plan.date,
      windowStart: plan.window.start,
      windowEnd: plan.window.end,
      bundleId: order.bundleId,
      lines: order.lines,
      quote,
      promoCode: quote.appliedPromoCode,
      notes,
      city: customer.home.city,
      address: customer.home.address,
      zip: customer.home.zip,
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
    };
    // The row a booking made on the site would have, then what the year since did to it.
    const row: DemoRow = {
      ...insertRow(booking, reference, new Date(plan.createdMs).toISOString(), hashOf(reference)),
      id: index + 1,
      status,
      total_cents: totalCents,
      payment_status: paid ? "paid" : "unpaid",
      paid_cents: paid ? totalCents! : 0,
    };
    yield { row, events, lines: lineRows(row.id, booking, status), returning: plan.returning };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Writing them

const BOOKINGS_PER_STATEMENT = 500; // 28 values each: far below SQLite's 32,766 and PostgreSQL's 65,535
const EVENTS_PER_STATEMENT = 2_000;
const EVENT_COLUMNS = ["booking_id", "at", "actor", "action", "detail"] as const;
/** The actor of every history row the seed writes. */
export const DEMO_ACTOR = "demo";

async function insertRows(db: Db, table: string, columns: readonly string[], rows: SqlValue[][]) {
  if (rows.length === 0) return;
  const values = `(${placeholders(columns.length)})`;
  await db.run(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${rows.map(() => values).join(", ")}`, rows.flat());
}

/** What a database holds that the demo would mix with: bookings, their history, e-mails, reviews, crews. */
async function heldRows(db: Db): Promise<Record<string, number>> {
  const row = await db.get<Record<string, number | string>>(
    `SELECT (SELECT COUNT(*) FROM bookings) AS bookings, (SELECT COUNT(*) FROM booking_events) AS "history rows",
            (SELECT COUNT(*) FROM outbox) AS "e-mails", (SELECT COUNT(*) FROM reviews) AS reviews,
            (SELECT COUNT(*) FROM crews) AS crews`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

export type DemoSummary = {
  bookings: number;
  events: number;
  customers: number;
  returningCustomers: number;
  upcoming: number;
  from: string;
  to: string;
  /** The crews made, and of the upcoming bookings holding a place, those planned onto one and those that fit none. */
  crews: string[];
  planned: number;
  unplaced: number;
};

/**
 * Makes the demo's crews with their weeks (made at `now`: the reports count them from then), then plans every upcoming
 * booking holding a place onto a crew where it fits in its own window, in the order they were made, as the site plans
 * a booking when it is made (the planner's `planOrder`, docs/decisions/0044; each plan written by the plans' store),
 * inside the caller's transaction; what fits no crew stays with none. Returns the crews' names and how many were
 * planned or not.
 */
async function crewsAndPlans(db: Db, catalog: Catalog, now: Date, dates: { from: string; to: string }) {
  const made = new CrewStore(db);
  const plans = new PlanStore(db);
  const crews: CrewWeek[] = [];
  for (const crew of DEMO_CREWS) {
    const created = await made.create(crew.name, now);
    if (created.kind !== "created") throw new Error(`A crew named ${crew.name} exists already.`);
    crews.push({ ...crew, id: created.id, timeOff: [] });
  }
  await plans.saveWeeks(db, crews, dates.from);
  let planned = 0;
  let unplaced = 0;
  for (let date = dates.from; date <= dates.to; date = addDays(date, 1)) {
    const day = await planningDay(plans, catalog, date, now, db, crews);
    const kept: PlannedJob[] = [];
    for (const i of [...day.stored.keys()].sort((a, b) => day.stored[a]!.id - day.stored[b]!.id)) {
      const job = day.jobs[i]!;
      const { placement } = planOrder(crews, date, kept, job, job.window, day.travel);
      if (!placement) {
        unplaced++;
        continue;
      }
      kept.push({ ...job, ...placement });
      await plans.setPlan(db, day.stored[i]!.id, {
        ...placement,
        start: clockOf(placement.start),
        minutes: job.minutes,
      });
      planned++;
    }
  }
  return { crews: crews.map((c) => c.name), planned, unplaced };
}

/**
 * Writes the demo bookings and their history into an empty database, then its crews and the upcoming bookings' plans,
 * in ONE transaction of many-row statements; throws, writing nothing, when the database holds bookings, history,
 * e-mails, reviews or crews already. The bookings follow the catalog in force (`options.catalog`, else the database's
 * latest version, else the first one).
 */
export async function seedDemo(db: Db, options: DemoOptions & { where?: string }): Promise<DemoSummary> {
  const { where = "The database" } = options;
  const seeded = await db.transaction(async (tx) => {
    await tx.lock("seed-demo");
    const held = Object.entries(await heldRows(tx)).filter(([, n]) => n > 0);
    if (held.length > 0)
      throw new Error(
        `${where} already holds ${held.map(([what, n]) => `${n.toLocaleString("en-US")} ${what}`).join(", ")}: ` +
          "demo data goes into an empty database only (a new DATABASE_PATH, or an empty PostgreSQL database). " +
          "Nothing was written.",
      );
    // Ids are given (1, 2, …, for the history); PostgreSQL's sequence first moves past them, for any other writer.
    if (tx.dialect === "postgres")
      await tx.get("SELECT setval(pg_get_serial_sequence('bookings', 'id'), ?)", [options.bookings]);
    const summary: DemoSummary = {
      bookings: 0,
      events: 0,
      customers: 0,
      returningCustomers: 0,
      upcoming: 0,
      from: "",
      to: "",
      crews: [],
      planned: 0,
      unplaced: 0,
    };
    const now = options.now ?? new Date();
    const { today, to } = demoDateRange(now);
    // the catalog the site books with: its windows, open days and prices (docs/decisions/0038)
    const catalog = options.catalog ?? (await new CatalogStore(tx).latest()) ?? DEMO_CATALOG;
    const customers = new Map<string, number>();
    let bookingRows: SqlValue[][] = [];
    let eventRows: SqlValue[][] = [];
    let lineRowsSoFar: SqlValue[][] = [];
    // the bookings so far, their report lines, then whole statements of their history (its rows reference them)
    const flush = async (last: boolean) => {
      await insertRows(tx, "bookings", BOOKING_COLUMNS, bookingRows);
      await insertRows(tx, "booking_lines", LINE_COLUMNS, lineRowsSoFar);
      bookingRows = [];
      lineRowsSoFar = [];
      let i = 0;
      for (; eventRows.length - i >= (last ? 1 : EVENTS_PER_STATEMENT); i += EVENTS_PER_STATEMENT)
        await insertRows(tx, "booking_events", EVENT_COLUMNS, eventRows.slice(i, i + EVENTS_PER_STATEMENT));
      eventRows = eventRows.slice(i);
    };
    for (const { row, events, lines } of demoBookings({ ...options, now, catalog })) {
      bookingRows.push(BOOKING_COLUMNS.map((column) => row[column]));
      lineRowsSoFar.push(...lines);
      for (const e of events) eventRows.push([row.id, e.at, DEMO_ACTOR, e.action, e.detail]);
      summary.bookings++;
      summary.events += events.length;
      if (row.date >= today) summary.upcoming++;
      if (summary.from === "" || row.date < summary.from) summary.from = row.date;
      if (row.date > summary.to) summary.to = row.date;
      customers.set(row.email_normalized, (customers.get(row.email_normalized) ?? 0) + 1);
      if (bookingRows.length === BOOKINGS_PER_STATEMENT) await flush(false);
    }
    await flush(true);
    // who had booked before, as the server marks each new booking (docs/decisions/0034)
    await tx.run(markReturningSql());
    summary.customers = customers.size;
    summary.returningCustomers = [...customers.values()].filter((n) => n > 1).length;
    Object.assign(summary, await crewsAndPlans(tx, catalog, now, { from: today, to }));
    return summary;
  });
  // After a bulk load, the planner's statistics and PostgreSQL's visibility map (index-only scans) are brought up to
  // date at once, as both manuals advise, rather than at the next autovacuum (docs/decisions/0034).
  await db.run(db.dialect === "postgres" ? "VACUUM (ANALYZE) bookings, booking_lines, booking_events" : "ANALYZE");
  return seeded;
}

// ---------------------------------------------------------------------------------------------------------------
// The command

if (import.meta.main) {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const options = parseArgs(process.argv.slice(2));
  if ("error" in options) {
    console.error(options.error);
    process.exit(2);
  }
  let storage: Storage | undefined;
  try {
    const env = parseEnv(process.env);
    // The same database `npm start` uses: SQLite at DATABASE_PATH, or PostgreSQL with DATABASE_URL.
    storage = await openStorage(env, (message) => console.error(message));
    const started = performance.now();
    const s = await seedDemo(storage.db, {
      ...options,
      capacity: env.BOOKING_WINDOW_CAPACITY,
      where: storage.where,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const n = (value: number) => value.toLocaleString("en-US");
    console.log(
      `Seeded ${n(s.bookings)} demo bookings (${n(s.upcoming)} upcoming; ${n(s.customers)} customers, ` +
        `${n(s.returningCustomers)} returning) from ${s.from} to ${s.to} into ${storage.where} in ${seconds} s ` +
        `(seed ${options.seed}; no e-mails queued). ${s.crews.join(" and ")} made: ${n(s.planned)} upcoming ` +
        `bookings planned onto them, ${n(s.unplaced)} fit no crew (the schedule lists them). ` +
        `Next: npm run owner -- add EMAIL`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await storage?.close();
  }
}
