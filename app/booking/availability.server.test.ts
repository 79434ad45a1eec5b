/**
 * The calendar tells the truth (issue 55), on both databases: each window not offered says why (full, too long for
 * this order, no crew, too soon, closed), the date says when no crew can take the order at all and names the nearest
 * dates that fit, and a refused booking or move says why and lists only windows the same order books.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { booked, bookingOptions } from "../../tests/support/booked";
import { bookingInput, cleaningInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import { defaultCatalog } from "../domain/catalog";
import { saveCrewWeeks } from "../planning/planning.server";
import type { Storage } from "../storage/storage.server";
import { getAvailability } from "./availability.server";
import { cancelBooking, rescheduleBooking, submitBooking } from "./service.server";
import { pageTokenOf } from "./page-token.server";

vi.setConfig({ testTimeout: 30_000 }); // real databases on a loaded 2-core machine
/** Monday, November 30, 2026, 9:00 AM in Dallas. */
const NOW = new Date("2026-11-30T15:00:00Z");
const catalog = defaultCatalog();
const { backends } = bothDatabases("availability");
const SERVICES = ["cleaning", "junk-removal", "power-washing"];
const wash = (minutes = 120) => ({ minutes, zip: "75201", services: ["power-washing"] });
const clean = (minutes: number) => ({ minutes, zip: "75201", services: ["cleaning"] });
const whys = (a: { windows: { start: string; available: number; why?: string }[] }) =>
  Object.fromEntries(a.windows.map((w) => [w.start, w.available > 0 ? w.available : w.why]));

describe.each(Object.entries(backends))("the calendar's words on %s", (_name, open) => {
  let storage: Storage;
  const options = () => bookingOptions(storage.bookings, NOW, { catalog, capacity: 2 });

  beforeAll(async () => {
    storage = await open();
    for (const name of ["Crew A", "Crew B"]) await storage.crews.create(name, NOW);
    const [a, b] = (await storage.crews.list()).map((c) => c.id);
    // Crew A: everything, Monday to Saturday, 8-5; Crew B: no power washing, every day but Monday, 8-6
    const saved = await saveCrewWeeks(
      storage,
      catalog,
      [
        { id: a!, days: [1, 2, 3, 4, 5, 6], starts: "08:00", ends: "17:00", services: SERVICES, timeOff: [] },
        {
          id: b!,
          days: [0, 2, 3, 4, 5, 6],
          starts: "08:00",
          ends: "18:00",
          services: ["cleaning", "junk-removal"],
          timeOff: [],
        },
      ],
      NOW,
    );
    expect(saved.kind).toBe("saved");
  });

  it("power washing on a Sunday: no crew, said for the date, with the nearest dates that fit", async () => {
    const sunday = await getAvailability("2026-12-06", NOW, options(), wash());
    expect(sunday.noCrew).toBe("No crew does power washing on Sundays.");
    expect(Object.values(whys(sunday))).toEqual(Array(6).fill("no-crew"));
    expect(sunday.nearest).toEqual(["2026-12-04", "2026-12-05", "2026-12-07"]);
    // a cleaning that Sunday: Crew B works
    expect(Object.values(whys(await getAvailability("2026-12-06", NOW, options(), clean(180))))).toContain(1);
  });

  it("too soon today, closed by the owner, full, too long for this order, and no crew after the crews' hours", async () => {
    // today, Monday at 9:00: the 7:00 and 9:00 windows are too soon; Crew A alone works Mondays, 8-5
    expect(whys(await getAvailability("2026-11-30", NOW, options(), clean(180)))).toEqual({
      "07:00": "too-soon",
      "09:00": "too-soon",
      "11:00": 1,
      "13:00": 1,
      "15:00": "order-too-long",
      "17:00": "no-crew",
    });
    // Monday, December 7: a 5-hour clean takes Crew A's morning; the owner closes 3 PM
    const day = "2026-12-07";
    await booked(
      cleaningInput(day, "07:00", { services: [{ service: "cleaning", tier: "3-3bath", addons: [] }] }),
      options(),
    );
    await storage.dashboard.setCapacity({ date: day, window: "15:00", capacity: 0, actor: "owner@ns.example" }, NOW);
    expect(whys(await getAvailability(day, NOW, options(), clean(270)))).toEqual({
      "07:00": "full",
      "09:00": "full",
      "11:00": "full",
      // from 1:10 PM (the job and the drive) 4 h 30 ends after 5 PM; a smaller order fits
      "13:00": "order-too-long",
      "15:00": "closed",
      "17:00": "no-crew",
    });
    // the window's own places: two bookings of 1 PM leave it full for anyone
    const tuesday = "2026-12-08";
    for (let i = 0; i < 2; i++) await booked(cleaningInput(tuesday, "13:00"), options());
    expect(whys(await getAvailability(tuesday, NOW, options(), clean(180)))["13:00"]).toBe("full");
  });

  it("a date the owner closed whole says it is closed, not taken (issue 56)", async () => {
    const day = "2026-12-15";
    await storage.dashboard.setCapacity({ date: day, window: "*", capacity: 0, actor: "owner@ns.example" }, NOW);
    const closed = await getAvailability(day, NOW, options(), clean(180));
    expect(closed.closed).toBe("We are closed on Tuesday, December 15.");
    expect(Object.values(whys(closed))).toEqual(Array(6).fill("closed"));
    const refused = await submitBooking(cleaningInput(day, "09:00"), options());
    expect(refused.status === 409 && "window" in refused.errors && refused.errors.window).toMatch(
      /^That arrival window is closed\./,
    );
  });

  it("a refused booking says why and lists only windows the same order books; each of them books", async () => {
    const day = "2026-12-09";
    const long = { services: [{ service: "cleaning", tier: "4-3bath", addons: [] }] }; // 6 hours
    // Crews A and B each take a morning 6-hour clean; then a third in the 1 PM window is too long for both
    await booked(cleaningInput(day, "07:00", long), options());
    await booked(cleaningInput(day, "07:00", long), options());
    const refused = await submitBooking(cleaningInput(day, "13:00", long), options());
    expect(refused.status).toBe(409);
    if (refused.status !== 409 || !("availableWindows" in refused)) throw new Error("not a window refusal");
    expect(refused.errors.window).toMatch(/^This order is too long to start in that window/);
    // nothing that day fits a 6-hour clean any more: the nearest dates that do are named
    expect(refused.availableWindows).toEqual([]);
    // (Tuesday the 8th's afternoon is booked, Monday the 7th's morning too: a 6-hour clean fits neither)
    expect(refused.errors.window).toContain(
      "Nearest dates that do: Sunday, December 6; Thursday, December 10; Friday, December 11.",
    );
    expect(refused.availability.nearest).toEqual(["2026-12-06", "2026-12-10", "2026-12-11"]);
    // a 3-hour clean that day: the windows the refusal would list, each booked with the same order
    const short = { services: [{ service: "cleaning", tier: "1", addons: [] }] };
    const listed = (await getAvailability(day, NOW, options(), clean(180))).windows.filter((w) => w.available > 0);
    // Crew B, free from 2:10 PM until 6 PM: a start in the 1 PM window or the 3 PM one
    expect(listed.map((w) => w.start)).toEqual(["13:00", "15:00"]);
    for (const w of listed) {
      const made = await submitBooking(cleaningInput(day, w.start, short), options());
      expect(made.status).toBe(201);
      // each on its own: given back before the next is tried
      if (made.status === 201) expect((await cancelBooking(made.token, options())).status).toBe(200);
    }
  });

  it('"just filled up" only when a booking of a moment ago took the window; "is full" otherwise', async () => {
    const day = "2026-12-10";
    const earlier = new Date(NOW.getTime() - 60 * 60_000);
    for (let i = 0; i < 2; i++)
      await booked(cleaningInput(day, "09:00"), bookingOptions(storage.bookings, earlier, { catalog, capacity: 2 }));
    const old = await submitBooking(cleaningInput(day, "09:00"), options());
    expect(old.status === 409 && old.errors).toMatchObject({
      window: expect.stringMatching(/^That arrival window is full\./),
    });
    const later = "2026-12-11";
    for (let i = 0; i < 2; i++) await booked(cleaningInput(later, "09:00"), options());
    const taken = await submitBooking(cleaningInput(later, "09:00"), options());
    expect(taken.status === 409 && taken.errors).toMatchObject({
      window: expect.stringMatching(/^That arrival window just filled up\./),
    });
  });

  it("the customer's move: the windows of the booking's own order, its own job left out; a refusal lists what fits", async () => {
    const day = "2026-12-12"; // a Saturday: both crews
    const mine = await booked(
      bookingInput(day, { window: "07:00", services: [{ service: "cleaning", tier: "4-3bath", addons: [] }] }),
      options(),
    );
    await booked(
      cleaningInput(day, "07:00", { services: [{ service: "cleaning", tier: "4-3bath", addons: [] }] }),
      options(),
    );
    // without its own job, its crew's day is free again: its 6 hours fit from 9 AM to 11 AM on that crew
    const order = { minutes: 360, zip: mine.zip, services: ["cleaning"] };
    const asIs = await getAvailability(day, NOW, options(), order);
    const moving = await getAvailability(day, NOW, options(), order, mine.reference);
    expect(whys(asIs)["09:00"]).toBe("full");
    expect(whys(moving)["09:00"]).toBe(1);
    const token = pageTokenOf(mine.reference);
    const refused = await rescheduleBooking(token, { date: day, window: "15:00" }, options());
    expect(refused.status).toBe(409);
    if (refused.status !== 409) return;
    expect(refused.errors.window).toMatch(/^This order is too long to start in that window/);
    expect(refused.availableWindows.map((w) => w.start)).toEqual(["09:00", "11:00"]);
    expect((await rescheduleBooking(token, { date: day, window: "09:00" }, options())).status).toBe(200);
  });
});
