import { smsWords } from "../../content/sms";
import { describe, expect, it } from "vitest";
import { citySlugs } from "../../content/cities";
import {
  addDays,
  bookingDateRange,
  dateError,
  dateInZone,
  dateRangeError,
  isValidDateString,
  slotError,
  timeZoneOffsetMinutes,
  windowsForDate,
  zonedTimeToInstant,
} from "./dates";
import * as dates from "./dates";
import { z } from "zod";
import { EMAIL_RE, emptyValues, formatPhone, phoneDigits, VALUE_RULED_FIELDS, valueMessage } from "./fields";
import { formValuesFrom, ruleErrors, valuesToInput } from "./form";
import { bookingInputSchema, fieldErrors } from "./schema.server";
import { arrivalWindowsOf, formatClock, formatWindow, windowSlot } from "./windows";
import { defaultCatalog } from "../catalog";

/** The first version of the owner's catalog (docs/decisions/0038): every day, 7 AM to 8 PM. */
const CATALOG = defaultCatalog();
const arrivalWindows = arrivalWindowsOf(CATALOG.week);
/** The schema of a booking, on a day of June 2026. */
const schema = bookingInputSchema(CATALOG, "2026-06-15");

const valid = () => ({
  services: [
    { service: "cleaning", tier: "2", addons: [{ id: "oven", quantity: 1 }] },
    { service: "junk-removal", tier: "medium", addons: [] },
  ],
  date: "2026-06-20",
  window: "09:00",
  city: "fort-worth",
  address: "123 Main St",
  zip: "76102",
  name: "Pat Doe",
  phone: "214-555-0142",
  email: "pat@example.com",
});

function errorsFor(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected errors");
  return fieldErrors(result.error, input);
}

const available = (date: string, now: Date) =>
  windowsForDate(date, now, CATALOG.week)
    .filter((w) => w.openByClock)
    .map((w) => w.start);

describe("arrival windows", () => {
  it("are two hours long inside business hours, derived from the site hours", () => {
    expect(arrivalWindows.map((w) => `${w.start}-${w.end}`)).toEqual([
      "07:00-09:00",
      "09:00-11:00",
      "11:00-13:00",
      "13:00-15:00",
      "15:00-17:00",
      "17:00-19:00",
    ]);
    expect(arrivalWindows[0]!.label).toBe("7:00 AM to 9:00 AM");
    expect(arrivalWindows[5]!.label).toBe("5:00 PM to 7:00 PM");
  });
});

describe("dates", () => {
  it("validates calendar dates", () => {
    expect(isValidDateString("2026-02-28")).toBe(true);
    expect(isValidDateString("2028-02-29")).toBe(true);
    expect(isValidDateString("2026-02-29")).toBe(false);
    expect(isValidDateString("2026-13-01")).toBe(false);
    expect(isValidDateString("2026-6-1")).toBe(false);
    expect(isValidDateString(20260601)).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("range: today in Chicago to today + 60 days", () => {
    // 2026-06-15 04:00 UTC is 23:00 on June 14 in Chicago (CDT)
    expect(bookingDateRange(new Date("2026-06-15T04:00:00Z"))).toEqual({ start: "2026-06-14", end: "2026-08-13" });
    expect(bookingDateRange(new Date("2026-06-15T05:00:00Z"))).toEqual({ start: "2026-06-15", end: "2026-08-14" });
  });

  it("explains dates that cannot be booked", () => {
    const now = new Date("2026-06-15T15:00:00Z");
    expect(dateError("2026-06-15", now)).toBeNull();
    expect(dateError("2026-08-14", now)).toBeNull();
    expect(dateError("2026-06-14", now)).toBe("That date has passed. Please choose a date from today onward.");
    expect(dateError("2026-08-15", now)).toBe("We take bookings up to 60 days ahead. Please choose an earlier date.");
    expect(dateError("2026-02-30", now)).toBe("Please choose a valid date.");
    expect(dateError("", now)).toBe("Please choose a date.");
    expect(dateError(undefined, now)).toBe("Please choose a date.");
  });
});

describe("windowsForDate", () => {
  it("needs a same-day window to start at least 2 hours from now", () => {
    // 09:00 CDT
    const now = new Date("2026-06-15T14:00:00Z");
    expect(available("2026-06-15", now)).toEqual(["11:00", "13:00", "15:00", "17:00"]);
    // one minute later, 11:00 is too soon
    expect(available("2026-06-15", new Date("2026-06-15T14:01:00Z"))).toEqual(["13:00", "15:00", "17:00"]);
    // late evening: nothing left today
    expect(available("2026-06-15", new Date("2026-06-15T23:00:00Z"))).toEqual([]);
  });

  it("opens every window on later dates in range and none outside it", () => {
    const now = new Date("2026-06-15T14:00:00Z");
    expect(available("2026-06-16", now)).toHaveLength(6);
    expect(available("2026-08-14", now)).toHaveLength(6);
    expect(available("2026-08-15", now)).toEqual([]);
    expect(available("2026-06-14", now)).toEqual([]);
    expect(available("garbage", now)).toEqual([]);
  });

  it("early-morning today: every window that is 2 hours away", () => {
    // 04:30 CDT
    expect(available("2026-06-15", new Date("2026-06-15T09:30:00Z"))).toHaveLength(6);
  });
});

describe("daylight saving time (America/Chicago)", () => {
  it("computes the offset on both sides of each change", () => {
    expect(timeZoneOffsetMinutes(new Date("2026-03-08T07:59:00Z"))).toBe(-360); // 01:59 CST
    expect(timeZoneOffsetMinutes(new Date("2026-03-08T08:00:00Z"))).toBe(-300); // 03:00 CDT
    expect(timeZoneOffsetMinutes(new Date("2026-11-01T06:59:00Z"))).toBe(-300); // 01:59 CDT
    expect(timeZoneOffsetMinutes(new Date("2026-11-01T07:00:00Z"))).toBe(-360); // 01:00 CST (again)
  });

  it("gives each instant its own offset however often and in whatever order it is asked (offsets are kept)", () => {
    // Intl's own answer, worked out afresh: the zone's wall clock read back as if it were UTC
    const fresh = (instant: Date) => {
      const wall = new Date(instant.toLocaleString("en-US", { timeZone: "America/Chicago" }) + " UTC");
      return Math.round((wall.getTime() - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
    };
    for (const change of ["2026-03-08T08:00:00Z", "2026-11-01T07:00:00Z"]) {
      const minutes = Array.from({ length: 241 }, (_, i) => ((i * 37) % 241) - 120); // every minute, out of order
      for (const round of [1, 2])
        for (const m of minutes) {
          const instant = new Date(Date.parse(change) + m * 60_000 + round * 17_000);
          expect([m, timeZoneOffsetMinutes(instant)]).toEqual([m, fresh(instant)]);
          expect(dateInZone(instant)).toBe(instant.toLocaleDateString("en-CA", { timeZone: "America/Chicago" }));
        }
    }
  });

  it("places windows at the right instant on the change days", () => {
    expect(zonedTimeToInstant("2026-03-07", "07:00").toISOString()).toBe("2026-03-07T13:00:00.000Z"); // CST
    expect(zonedTimeToInstant("2026-03-08", "07:00").toISOString()).toBe("2026-03-08T12:00:00.000Z"); // CDT from 02:00
    expect(zonedTimeToInstant("2026-10-31", "17:00").toISOString()).toBe("2026-10-31T22:00:00.000Z"); // CDT
    expect(zonedTimeToInstant("2026-11-01", "07:00").toISOString()).toBe("2026-11-01T13:00:00.000Z"); // CST from 02:00
  });

  it("applies the 2-hour rule with the day's own offset (spring forward)", () => {
    // 2026-03-08 14:30 UTC = 09:30 CDT: 11:00 is 1.5 h away, 13:00 is 3.5 h away
    // (with the winter offset by mistake, 11:00 would look 2.5 h away)
    expect(available("2026-03-08", new Date("2026-03-08T14:30:00Z"))).toEqual(["13:00", "15:00", "17:00"]);
  });

  it("applies the 2-hour rule with the day's own offset (fall back)", () => {
    // 2026-11-01 15:00 UTC = 09:00 CST: 11:00 is exactly 2 h away
    // (with the summer offset by mistake, it would look 1 h away)
    expect(available("2026-11-01", new Date("2026-11-01T15:00:00Z"))).toEqual(["11:00", "13:00", "15:00", "17:00"]);
  });

  it("finds today's date around midnight on change days", () => {
    expect(dateInZone(new Date("2026-03-08T05:30:00Z"))).toBe("2026-03-07"); // 23:30 CST
    expect(dateInZone(new Date("2026-03-09T05:30:00Z"))).toBe("2026-03-09"); // 00:30 CDT
    expect(dateInZone(new Date("2026-11-02T05:30:00Z"))).toBe("2026-11-01"); // 23:30 CST
  });
});

describe("slotError", () => {
  const now = new Date("2026-06-15T14:00:00Z"); // 09:00 CDT
  it("accepts an open window and names the field of a refusal", () => {
    expect(slotError("2026-06-15", "11:00", now, CATALOG.week)).toBeNull();
    expect(slotError("2026-06-15", "09:00", now, CATALOG.week)).toEqual({
      field: "window",
      message:
        "That arrival window is too soon. Same-day windows must start at least 2 hours from now. Please pick a later one.",
    });
    expect(slotError("2026-06-14", "11:00", now, CATALOG.week)?.field).toBe("date");
    expect(slotError("2026-09-01", "11:00", now, CATALOG.week)?.field).toBe("date");
    expect(slotError("2026-06-16", "08:00", now, CATALOG.week)).toEqual({
      field: "window",
      message: "Please choose an arrival window.",
    });
  });
});

describe("phone numbers", () => {
  it("accepts common US formats", () => {
    for (const p of [
      "(214) 555-0142",
      "214-555-0142",
      "214.555.0142",
      "2145550142",
      "+1 214 555 0142",
      "1-214-555-0142",
      " 214 555 0142 ",
    ])
      expect(phoneDigits(p), p).toBe("2145550142");
    expect(formatPhone("2145550142")).toBe("(214) 555-0142");
  });
  it("refuses the rest", () => {
    for (const p of [
      "555-0142",
      "214-555-01423",
      "2145550142x12",
      "call me",
      "(014) 555-0142",
      "+44 20 7946 0958",
      "22145550142",
    ])
      expect(phoneDigits(p), p).toBeNull();
  });
});

describe("bookingInputSchema", () => {
  it("accepts a valid booking and normalises it", () => {
    const result = schema.safeParse({
      ...valid(),
      name: "  Pat Doe ",
      phone: "+1 (214) 555 0142",
      promoCode: " nsps15 ",
      notes: "",
      bundle: "",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      ...valid(),
      name: "Pat Doe",
      phone: "(214) 555-0142",
      promoCode: "NSPS15",
      smsConsent: false,
    });
  });

  it("checks the number for texts only when texts are asked for", () => {
    const tollFree = { ...valid(), phone: "(800) 555-1234" };
    expect(schema.safeParse(tollFree).success).toBe(true);
    const asked = schema.safeParse({ ...tollFree, smsConsent: true });
    expect(asked.success).toBe(false);
    expect(asked.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["phone", smsWords.invalidNumber]]);
    const mobile = schema.safeParse({ ...valid(), smsConsent: "yes" });
    expect(mobile.data?.smsConsent).toBe(true);
  });

  it("gives every missing required field its own message", () => {
    const expected: Record<string, string> = {
      service: "Please choose at least one service.",
      date: "Please choose a date.",
      window: "Please choose an arrival window.",
      city: "Please choose your city.",
      address: "Please enter your street address.",
      zip: "Please enter your ZIP code.",
      name: "Please enter your name.",
      phone: "Please enter your phone number.",
      email: "Please enter your e-mail address.",
    };
    for (const [field, message] of Object.entries(expected)) {
      const input: Record<string, unknown> = valid();
      delete input[field === "service" ? "services" : field];
      expect(errorsFor(input), field).toEqual({ [field]: message });
      if (field !== "service") expect(errorsFor({ ...valid(), [field]: "   " }), field).toEqual({ [field]: message });
    }
    expect(errorsFor({})).toEqual(expected);
  });

  it("refuses a body that is not an object", () => {
    expect(errorsFor(null)).toEqual({ form: "Please fill in the booking form." });
    expect(errorsFor([1, 2])).toEqual({ form: "Please fill in the booking form." });
  });

  it.each([
    ["zip", "7510", "Please enter a 5-digit ZIP code, like 75201."],
    ["zip", "75201-1234", "Please enter a 5-digit ZIP code, like 75201."],
    ["phone", "555-0142", "Please enter a 10-digit US phone number, like (214) 555-0142."],
    ["email", "pat@", "Please enter a valid e-mail address, like name@example.com."],
    ["email", "pat example.com", "Please enter a valid e-mail address, like name@example.com."],
    ["city", "london", "Please choose one of the cities we serve."],
    ["window", "08:00", "Please choose an arrival window."],
    ["window", "19:00", "Please choose an arrival window."],
    ["date", "2026-02-30", "Please choose a valid date."],
    ["date", "tomorrow", "Please choose a valid date."],
    ["notes", "x".repeat(1001), "Please keep your notes to 1,000 characters or fewer."],
    ["promoCode", "SAVE50", "That promo code isn't valid. Check the spelling, or leave it empty."],
    ["bundle", "mega-bundle", "Please choose a bundle from the list."],
    ["address", 42, "Please enter your street address."],
  ])("refuses a bad %s (case %#)", (field, value, message) => {
    expect(errorsFor({ ...valid(), [field]: value })).toEqual({ [field]: message });
  });

  it("accepts every city slug and up to 1000 characters of notes", () => {
    for (const city of citySlugs) expect(schema.safeParse({ ...valid(), city }).success, city).toBe(true);
    expect(schema.safeParse({ ...valid(), notes: "x".repeat(1000) }).success).toBe(true);
  });

  it("checks services against the content data", () => {
    expect(errorsFor({ ...valid(), services: [] })).toEqual({ service: "Please choose at least one service." });
    expect(
      errorsFor({
        ...valid(),
        services: [
          { service: "cleaning", tier: "1" },
          { service: "cleaning", tier: "2" },
        ],
      }),
    ).toEqual({
      service: "Please choose each service only once.",
    });
    expect(errorsFor({ ...valid(), services: [{ service: "cleaning", tier: "12" }] })).toEqual({
      "tier.cleaning": "Please choose a home size for Cleaning.",
    });
    expect(errorsFor({ ...valid(), services: [{ service: "power-washing" }] })).toEqual({
      "tier.power-washing": "Please choose an area to wash for Power Washing.",
    });
    expect(errorsFor({ ...valid(), services: [{ service: "gardening", tier: "1" }] })).toEqual({
      service: "Please choose a service from the list.",
    });
    expect(
      errorsFor({
        ...valid(),
        services: [{ service: "junk-removal", tier: "small", addons: [{ id: "tire", quantity: 9 }] }],
      }),
    ).toEqual({ "addon.junk-removal.tire": "Please choose a quantity from 1 to 8 for “Tire”." });
    expect(
      errorsFor({
        ...valid(),
        services: [{ service: "junk-removal", tier: "small", addons: [{ id: "tire", quantity: "2" }] }],
      }),
    ).toEqual({ "addon.junk-removal.tire": "Please enter a whole number." });
    const four = ["cleaning", "junk-removal", "power-washing", "cleaning"].map((service) => ({ service, tier: "x" }));
    expect(errorsFor({ ...valid(), services: four }).service).toBe("Please choose at most 3 services.");
  });

  it("checks the services of a bundle, alongside other field errors", () => {
    const input = {
      ...valid(),
      bundle: "exterior-refresh",
      services: [
        { service: "power-washing", tier: "deck-patio" },
        { service: "junk-removal", tier: "medium" },
      ],
      phone: "",
    };
    const errors = errorsFor(input);
    expect(Object.keys(errors).sort()).toEqual(["bundle", "phone"]);
    expect(
      schema.safeParse({
        ...input,
        phone: "2145550142",
        services: [
          { service: "junk-removal", tier: "medium" },
          { service: "power-washing", tier: "driveway-sidewalk" },
        ],
      }).success,
    ).toBe(true);
  });
});

describe("form fields → booking input (valuesToInput of formValuesFrom)", () => {
  const form = (entries: [string, string][]) => {
    const fd = new FormData();
    for (const [k, v] of entries) fd.append(k, v);
    return fd;
  };
  const toInput = (fields: FormData | URLSearchParams) => valuesToInput(formValuesFrom(fields, CATALOG), CATALOG);
  const contact: [string, string][] = [
    ["date", "2026-06-20"],
    ["window", "09:00"],
    ["city", "fort-worth"],
    ["address", "123 Main St"],
    ["zip", "76102"],
    ["name", "Pat Doe"],
    ["phone", "214-555-0142"],
    ["email", "pat@example.com"],
  ];

  it("maps repeated services, tiers and add-on quantities", () => {
    const input = toInput(
      form([
        ["service", "cleaning"],
        ["service", "junk-removal"],
        ["tier.cleaning", "2"],
        ["tier.junk-removal", "medium"],
        ["tier.power-washing", "front-house"], // service not selected: ignored
        ["addon.cleaning.oven", "1"],
        ["addon.cleaning.baseboards", "3"],
        ["addon.cleaning.windows", "0"], // not chosen
        ["addon.cleaning.fridge", ""], // not chosen
        ["addon.power-washing.fence", "1"], // service not selected: ignored
        ...contact,
        ["notes", ""],
        ["promoCode", "nsps15"],
      ]),
    );
    const oven = { id: "oven", quantity: 1 };
    expect(input).toEqual({
      ...valid(),
      services: [
        { service: "cleaning", tier: "2", addons: [oven, { id: "baseboards", quantity: 3 }] },
        { service: "junk-removal", tier: "medium", addons: [] },
      ],
      promoCode: "nsps15",
    });
    expect(schema.safeParse(input).success).toBe(true);
  });

  it("accepts legacy bundle codes and the booking-link tier names", () => {
    const input = toInput(
      new URLSearchParams([["service", "bundle-cleaning-junk"], ["rooms", "3"], ["load", "large"], ...contact]),
    );
    expect(input.services).toEqual([
      { service: "cleaning", tier: "3", addons: [] },
      { service: "junk-removal", tier: "large", addons: [] },
    ]);
  });

  it("uses a bundle's services when only the bundle is posted", () => {
    const input = toInput(
      form([["bundle", "power-wash-junk-removal"], ["addon.power-washing.fence", "1"], ...contact]),
    );
    expect(input.bundle).toBe("power-wash-junk-removal");
    expect(input.services).toEqual([
      { service: "junk-removal", tier: "small", addons: [] },
      { service: "power-washing", tier: "driveway-sidewalk", addons: [{ id: "fence", quantity: 1 }] },
    ]);
    expect(schema.safeParse(input).success).toBe(true);
  });

  it("leaves mistakes for the schema to report", () => {
    const input = toInput(
      form([
        ["service", "cleaning"],
        ["addon.cleaning.oven", "lots"],
      ]),
    );
    const errors = errorsFor(input);
    expect(errors["addon.cleaning.oven"]).toBe("Please choose a quantity from 1 to 4 for “Inside oven”.");
    expect(errors.address).toBe("Please enter your street address.");
    expect(errorsFor(toInput(form([["service", "cleaning"], ...contact])))).toEqual({
      "tier.cleaning": "Please choose a home size for Cleaning.",
    });
  });
});

describe("one rule, browser and server", () => {
  it("the e-mail pattern is zod's own", () => {
    expect(EMAIL_RE.source).toBe(z.regexes.email.source);
    for (const email of ["pat@example.com", "a.b+c@x.co", "pat@", "a..b@x.co", ".a@x.co", "pat@x", "pat@-x.co"])
      expect(EMAIL_RE.test(email), email).toBe(z.email().safeParse(email).success);
  });

  it("the server's schema reports each field's message of its value, first (issue 37)", () => {
    const samples: Record<(typeof VALUE_RULED_FIELDS)[number], string[]> = {
      city: ["", "  ", "plano", " dallas ", "atlantis", "Plano", "__proto__"],
      address: ["", "1 Main St", "x".repeat(200), "x".repeat(201), ` ${"x".repeat(200)} `],
      zip: ["", "7520", "75201", " 75201 ", "75201-1234", "abcde", "79901"],
      name: ["", "Pat", "x".repeat(100), "x".repeat(101)],
      phone: ["", "123", "214-555-0142", "+1 (214) 555 0142", "555-0142", "(800) 555-1234", "12145550142"],
      email: [
        "",
        "pat@",
        "pat@example.com",
        " pat@example.com ",
        "pat example.com",
        `${"a".repeat(250)}@x.co`,
        "a..b@x.co",
      ],
      notes: ["", "   ", "Gate 4", "x".repeat(1000), "x".repeat(1001)],
    };
    for (const field of VALUE_RULED_FIELDS)
      for (const value of samples[field]) {
        const result = schema.safeParse({ ...valid(), [field]: value });
        const server = result.success ? null : (fieldErrors(result.error, {})[field] ?? null);
        expect(valueMessage(field, value), `${field} ${JSON.stringify(value)}`).toBe(server);
      }
  });

  it("the rules' messages of an empty form are the server's, and say the rest the server checks later", () => {
    const now = new Date("2026-06-15T14:00:00Z");
    const server = errorsFor(valuesToInput(emptyValues, CATALOG));
    const browser = ruleErrors(emptyValues, {
      catalog: CATALOG,
      range: bookingDateRange(now),
      window: "",
      zipAnswer: null,
    });
    expect(browser).toEqual(server);
    // a past date: the schema passes it, the clock refuses it; the rules say it at once
    const past = { ...emptyValues, date: "2026-06-01" };
    expect(ruleErrors(past, { catalog: CATALOG, range: bookingDateRange(now), window: "", zipAnswer: null }).date).toBe(
      dateError("2026-06-01", now),
    );
  });

  it("the browser's date check against its page's range is the server's check against its clock", () => {
    const now = new Date("2026-06-15T14:00:00Z");
    const range = bookingDateRange(now);
    for (const date of ["2026-06-14", "2026-06-15", "2026-08-14", "2026-08-15", "2026-02-30", "", "soon"])
      expect(dateRangeError(date, range), date).toBe(dateError(date, now));
  });

  it("writes times one way everywhere", () => {
    expect(formatClock("07:00")).toBe("7:00 AM");
    expect(formatClock("12:00")).toBe("12:00 PM");
    expect(formatClock("19:00")).toBe("7:00 PM");
    expect(formatWindow("09:00", "11:00")).toBe("9:00 AM – 11:00 AM");
    expect(arrivalWindows.map((w) => w.label)).toContain("1:00 PM to 3:00 PM");
  });

  it("a window's places: 0 available when closed by the clock or full, whatever is left", () => {
    const w = arrivalWindows[0]!;
    expect(windowSlot(w, 2, true)).toMatchObject({ available: 2, remaining: 2, state: "open" });
    expect(windowSlot(w, 0, true)).toMatchObject({ available: 0, remaining: 0, state: "full" });
    expect(windowSlot(w, 2, false)).toMatchObject({ available: 0, remaining: 2, state: "closed" });
    expect(windowSlot(w, -1, true)).toMatchObject({ available: 0, remaining: 0, state: "full" });
  });
});

describe("times for the owner", () => {
  it("are written in the business time zone", () => {
    const { formatLocalStamp } = dates;
    expect(formatLocalStamp("2026-11-23T04:58:00.000Z")).toBe("Nov 22, 2026, 10:58 PM");
    expect(formatLocalStamp("2026-06-15T14:00:00.000Z")).toBe("Jun 15, 2026, 9:00 AM");
    expect(formatLocalStamp("garbage")).toBe("garbage");
  });
});

describe("a calendar date in words", () => {
  it("with its year, without it, and without its weekday; nothing for a date that is not one", () => {
    expect(dates.formatDateLong("2026-12-28")).toBe("Monday, December 28, 2026");
    expect(dates.formatDateInYear("2026-12-28")).toBe("Monday, December 28");
    expect(dates.formatDateInYear("2027-01-01", false)).toBe("January 1");
    expect(dates.formatDateInYear("2026-02-30")).toBe("");
  });
});
