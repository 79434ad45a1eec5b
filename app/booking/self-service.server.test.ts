/**
 * Customer self-service (docs/decisions/0012): move or cancel from the booking's own page, within the cut-off, in one
 * transaction that moves the place, records the history and queues the e-mails.
 */
import { describe, expect, it } from "vitest";
import { site } from "../content/site";
import { bookingInput } from "../../tests/support/booking-input";
import { cancelBooking, rescheduleBooking, setBookingStatus, submitBooking } from "./service.server";
import { findByPageToken } from "./page-token.server";
import { sqliteFile } from "../../tests/support/databases";

const NOW = new Date("2026-06-15T14:00:00Z"); // 09:00 in Dallas
const { bookings: repo, outbox } = sqliteFile("self").storage;
const opts = { repo, capacity: 1, now: NOW, mail: { siteUrl: "https://ns.example", ownerEmail: "owner@ns.example" } };

async function book(date: string, window: string) {
  const result = await submitBooking(
    bookingInput(date, { services: [{ service: "cleaning", tier: "2", addons: [] }], window, name: "Sam Self" }),
    opts,
  );
  if (result.status !== 201) throw new Error(JSON.stringify(result));
  return result.token;
}

const places = async (date: string) => repo.countByWindow(date);

describe("moving a booking", () => {
  it("takes the new place and frees the old one in one change, recorded and notified", async () => {
    const token = await book("2026-06-20", "09:00");
    const answer = await rescheduleBooking(token, { date: "2026-06-22", window: "13:00" }, opts);
    expect(answer.status).toBe(200);
    expect((await places("2026-06-20"))["09:00"]).toBeUndefined();
    expect((await places("2026-06-22"))["13:00"]).toBe(1);
    const booking = (await findByPageToken(repo, token))!;
    expect([booking.date, booking.windowStart, booking.windowEnd]).toEqual(["2026-06-22", "13:00", "15:00"]);
    expect(await repo.history(booking.id)).toEqual([
      {
        at: NOW.toISOString(),
        actor: "customer",
        action: "rescheduled",
        detail: "2026-06-20 09:00 → 2026-06-22 13:00",
      },
    ]);
    const mail = (await outbox.forBooking(booking.id)).map((m) => `${m.event}/${m.audience}/${m.status}`);
    expect(mail).toEqual([
      "created/owner/pending",
      "created/customer/pending",
      "reminder/customer/cancelled", // the old time's reminder is withdrawn
      "rescheduled/owner/pending",
      "rescheduled/customer/pending",
      "reminder/customer/pending",
    ]);
  });

  it("never into a full window, a closed one or a bad date: nothing changes", async () => {
    await book("2026-06-23", "11:00");
    const token = await book("2026-06-23", "13:00");
    const full = await rescheduleBooking(token, { date: "2026-06-23", window: "11:00" }, opts);
    expect(full.status).toBe(409);
    expect((await findByPageToken(repo, token))!.windowStart).toBe("13:00");
    expect((await rescheduleBooking(token, { date: "2026-06-14", window: "11:00" }, opts)).status).toBe(400);
    expect((await rescheduleBooking(token, { date: "2026-06-24", window: "06:00" }, opts)).status).toBe(400);
    expect((await rescheduleBooking(token, { date: "2026-06-15", window: "09:00" }, opts)).status).toBe(400); // too soon
    expect((await rescheduleBooking(token, { date: "2026-06-23", window: "13:00" }, opts)).status).toBe(400); // same
    expect((await rescheduleBooking("x".repeat(32), { date: "2026-06-24", window: "09:00" }, opts)).status).toBe(404);
  });
});

describe("cancelling a booking", () => {
  it("frees the place at once, tells both sides, and cannot be done twice", async () => {
    const token = await book("2026-06-25", "15:00");
    expect((await places("2026-06-25"))["15:00"]).toBe(1);
    expect((await cancelBooking(token, opts)).status).toBe(200);
    expect((await places("2026-06-25"))["15:00"]).toBeUndefined();
    const booking = (await findByPageToken(repo, token))!;
    expect(booking.status).toBe("cancelled");
    const events = (await outbox.forBooking(booking.id)).map((m) => `${m.event}/${m.audience}/${m.status}`);
    expect(events).toContain("cancelled/owner/pending");
    expect(events).toContain("cancelled/customer/pending");
    expect(events).toContain("reminder/customer/cancelled");
    const again = await cancelBooking(token, opts);
    expect(again).toMatchObject({ status: 403 });
    expect((await rescheduleBooking(token, { date: "2026-06-26", window: "09:00" }, opts)).status).toBe(403);
  });
});

describe("the cut-off", () => {
  it("closes online changes 24 hours before the window; the answer gives our phone number", async () => {
    const token = await book("2026-06-16", "07:00"); // 22 hours away
    const moved = await rescheduleBooking(token, { date: "2026-06-20", window: "07:00" }, opts);
    expect(moved).toEqual({ status: 403, errors: { form: expect.stringContaining(site.phone) } });
    expect((await cancelBooking(token, opts)).status).toBe(403);
    // with a shorter cut-off it is allowed
    expect((await cancelBooking(token, { ...opts, cutoffHours: 12 })).status).toBe(200);
  });
});

describe("e-mails of changes", () => {
  it("confirming keeps the reminder; moving back to an earlier time queues its messages again", async () => {
    const token = await book("2026-06-27", "09:00");
    const booking = (await findByPageToken(repo, token))!;
    await setBookingStatus(booking, "confirmed", { ...opts, actor: "owner@ns.example" });
    let mail = await outbox.forBooking(booking.id);
    expect(mail.filter((m) => m.event === "reminder").map((m) => m.status)).toEqual(["pending"]);
    expect((await rescheduleBooking(token, { date: "2026-06-28", window: "09:00" }, opts)).status).toBe(200);
    expect((await rescheduleBooking(token, { date: "2026-06-27", window: "09:00" }, opts)).status).toBe(200);
    expect((await rescheduleBooking(token, { date: "2026-06-28", window: "09:00" }, opts)).status).toBe(200);
    mail = await outbox.forBooking(booking.id);
    expect(mail.filter((m) => m.event === "rescheduled" && m.audience === "owner")).toHaveLength(3);
    expect(mail.filter((m) => m.event === "reminder" && m.status === "pending")).toHaveLength(1);
  });
});

describe("a booking's page is no mailer", () => {
  it("takes 5 changes in a day (Dallas time); the 6th is refused with a message to phone and sends nothing", async () => {
    const token = await book("2026-07-06", "09:00");
    const windows = ["11:00", "13:00", "15:00", "09:00", "11:00"];
    for (const [i, window] of windows.entries()) {
      const at = new Date(NOW.getTime() + i * 3600_000);
      expect((await rescheduleBooking(token, { date: "2026-07-06", window }, { ...opts, now: at })).status).toBe(200);
    }
    const booking = (await findByPageToken(repo, token))!;
    const queued = (await outbox.forBooking(booking.id)).length;
    const sixth = await rescheduleBooking(token, { date: "2026-07-07", window: "09:00" }, { ...opts, now: NOW });
    expect(sixth).toEqual({ status: 429, errors: { form: expect.stringContaining(site.phone) } });
    expect(await cancelBooking(token, opts)).toMatchObject({ status: 429 });
    expect((await outbox.forBooking(booking.id)).length).toBe(queued);
    expect((await findByPageToken(repo, token))!).toMatchObject({ windowStart: "11:00", status: "requested" });
    // the owner is not held by the customer's count
    expect((await setBookingStatus(booking, "confirmed", { ...opts, actor: "owner@ns.example" })).kind).toBe("changed");
    // after midnight in Dallas (05:00 UTC in summer), a new day
    const nextDay = new Date("2026-06-16T05:00:00Z");
    expect(
      (await rescheduleBooking(token, { date: "2026-07-07", window: "09:00" }, { ...opts, now: nextDay })).status,
    ).toBe(200);
  });

  it("parallel changes cannot slip past the count", async () => {
    const token = await book("2026-07-08", "09:00");
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        rescheduleBooking(token, { date: "2026-07-09", window: ["09:00", "11:00", "13:00", "15:00"][i % 4] }, opts),
      ),
    );
    // exactly the day's five go through; every other is told to phone (none fails, none is lost to a clash)
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const booking = (await findByPageToken(repo, token))!;
    const moves = (await repo.history(booking.id)).filter((h) => h.actor === "customer");
    expect(moves.map((h) => h.action)).toEqual(Array(5).fill("rescheduled"));
    // each move recorded and notified once: five moves' e-mails to the owner
    const told = (await outbox.forBooking(booking.id)).filter(
      (m) => m.event === "rescheduled" && m.audience === "owner",
    );
    expect(told).toHaveLength(5);
  });
});
