/**
 * Reviews (docs/decisions/0032), on SQLite and PostgreSQL: every completed job asks once, the next morning at 10:00
 * in Dallas; only the customer writes (and edits for 14 days) their review; the owner is told, replies and hides for
 * a stated reason only, recorded; the site publishes what was consented to and not hidden.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bookingInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import { type HideReason, isHideReason } from "../content/reviews";
import type { Storage } from "../storage/storage.server";
import { eraseCustomer } from "./privacy.server";
import { hideReview, publishedReviews, replyToReview, submitReview } from "./reviews.server";
import { cancelBooking, setBookingStatus, submitBooking } from "./service.server";

const { backends, dir } = bothDatabases("reviews");

const NOW = new Date("2026-06-15T14:00:00Z"); // 09:00 in Dallas
const MAIL = { siteUrl: "https://ns.example", ownerEmail: "owner@ns.example" };
const TEXT = "The crew was on time and the oven looks new.";

describe("the reasons a review may be hidden for", () => {
  it("are the published policy's three, and nothing else the form could send", () => {
    for (const reason of ["personal-data", "profanity", "off-topic"]) expect(isHideReason(reason), reason).toBe(true);
    for (const other of [
      "I don't like it",
      "Profanity",
      "profanity ",
      "toString",
      "__proto__",
      "constructor",
      "",
      null,
      1,
    ])
      expect(isHideReason(other), String(other)).toBe(false);
  });
});

for (const [name, make] of Object.entries(backends)) {
  describe(`reviews on ${name}`, () => {
    async function completedBooking(storage: Storage, contact: Record<string, string>, completedAt = NOW) {
      const opts = { repo: storage.bookings, capacity: 10, now: NOW, mail: MAIL };
      // a job of NOW's day (13:00 in Dallas): it may be marked completed from that day on (issue 37)
      const booked = await submitBooking(
        bookingInput("2026-06-15", { window: "13:00", city: "plano", ...contact }),
        opts,
      );
      if (booked.status !== 201) throw new Error(JSON.stringify(booked));
      const owner = { ...opts, now: completedAt, actor: "owner@ns.example" };
      await setBookingStatus((await storage.bookings.findByReference(booked.reference))!, "confirmed", owner);
      await setBookingStatus((await storage.bookings.findByReference(booked.reference))!, "completed", owner);
      return booked;
    }

    it("a completed job queues one request, due the next morning at 10:00 in Dallas; a cancelled one none", async () => {
      const storage = await make();
      const late = new Date("2026-06-17T04:30:00Z"); // 23:30 on the 16th in Dallas
      const done = await completedBooking(storage, { name: "Ada Lovelace" }, late);
      const requests = (await storage.outbox.all()).filter((m) => m.event === "review-request");
      expect(requests.map((m) => [m.key, m.due_at, m.recipient])).toEqual([
        [
          `${done.reference}.review-request.customer`,
          "2026-06-17T15:00:00.000Z",
          expect.stringContaining("@example.com"),
        ],
      ]);
      expect(requests[0]!.text).toContain("How did we do?".replace("?", ""));
      expect(requests[0]!.text).toContain("#review");

      // once: "completed" pressed again later, or by two people at once, changes nothing more and asks once
      const owner = { repo: storage.bookings, capacity: 10, now: late, mail: MAIL, actor: "owner@ns.example" };
      const booking = (await storage.bookings.findByReference(done.reference))!;
      expect((await setBookingStatus(booking, "completed", owner)).kind).toBe("not-open");
      const raced = await submitBooking(bookingInput("2026-06-16", { name: "Alan Turing" }), {
        repo: storage.bookings,
        capacity: 10,
        now: NOW,
        mail: MAIL,
      });
      if (raced.status !== 201) throw new Error("not booked");
      await setBookingStatus((await storage.bookings.findByReference(raced.reference))!, "confirmed", owner);
      const confirmedRaced = (await storage.bookings.findByReference(raced.reference))!;
      const twice = await Promise.all([
        setBookingStatus(confirmedRaced, "completed", owner),
        setBookingStatus(confirmedRaced, "completed", { ...owner, actor: "crew@ns.example" }),
      ]);
      expect(twice.map((r) => r.kind).sort()).toEqual(["changed", "not-open"]);
      const requested = async () =>
        (await storage.outbox.all())
          .filter((m) => m.event === "review-request")
          .map((m) => m.key)
          .sort();
      const asked = [done.reference, raced.reference].map((r) => `${r}.review-request.customer`).sort();
      expect(await requested()).toEqual(asked);

      // a cancelled job is never asked, even when someone then tries to mark it completed
      const opts = { repo: storage.bookings, capacity: 10, now: NOW, mail: MAIL };
      const cancelled = await submitBooking(bookingInput("2026-06-18"), opts);
      if (cancelled.status !== 201) throw new Error("not booked");
      const confirmed = (await storage.bookings.findByReference(cancelled.reference))!;
      expect((await setBookingStatus(confirmed, "confirmed", owner)).kind).toBe("changed");
      expect((await cancelBooking(cancelled.token, opts)).status).toBe(200);
      const gone = (await storage.bookings.findByReference(cancelled.reference))!;
      expect((await setBookingStatus(gone, "completed", owner)).kind).toBe("not-open");
      expect((await storage.bookings.findByReference(cancelled.reference))!.status).toBe("cancelled");
      expect(await requested()).toEqual(asked);
      // an erased customer's request is withdrawn
      await eraseCustomer((await storage.bookings.findByReference(done.reference))!, "owner@ns.example", {
        storage,
        env: {
          OUTBOX_DIR: join(dir, "none"),
          SMS_DIR: join(dir, "none"),
          MESSAGE_RETENTION_DAYS: 90,
          BOOKING_RETENTION_MONTHS: 24,
        },
        now: NOW,
      });
      const withdrawn = (await storage.outbox.all()).filter((m) => m.event === "review-request");
      expect(withdrawn.find((m) => m.key.startsWith(`${done.reference}.`))?.status).toBe("cancelled");
      expect(withdrawn.find((m) => m.key.startsWith(`${raced.reference}.`))?.status).toBe("pending");
    });

    it("only after the job; one review per booking, edited within 14 days; the owner is told once; published with consent", async () => {
      const storage = await make();
      const opts = { storage, now: NOW, mail: MAIL };
      const open = await submitBooking(bookingInput("2026-06-16"), {
        repo: storage.bookings,
        capacity: 10,
        now: NOW,
        mail: MAIL,
      });
      if (open.status !== 201) throw new Error("not booked");
      expect(await submitReview(open.token, { stars: "5", text: TEXT, publish: "yes" }, opts)).toMatchObject({
        status: 403,
      });
      expect(await submitReview("nope", { stars: "5", text: TEXT }, opts)).toEqual({ status: 404 });

      const done = await completedBooking(storage, { name: "grace brewster hopper" });
      expect(await submitReview(done.token, { stars: "6", text: "short" }, opts)).toEqual({
        status: 400,
        errors: { stars: expect.any(String), text: expect.any(String) },
      });
      expect(await submitReview(done.token, { stars: "2", text: TEXT }, opts)).toEqual({
        status: 200,
        kind: "created",
      });
      expect((await publishedReviews({}, opts)).summary.count).toBe(0); // no consent: not published
      const later = new Date(NOW.getTime() + 13 * 24 * 3600_000);
      expect(
        await submitReview(
          done.token,
          { stars: "4", text: `${TEXT} Edited.`, publish: "yes" },
          { ...opts, now: later },
        ),
      ).toEqual({
        status: 200,
        kind: "edited",
      });
      const tooLate = new Date(NOW.getTime() + 15 * 24 * 3600_000);
      expect(
        await submitReview(done.token, { stars: "1", text: TEXT, publish: "yes" }, { ...opts, now: tooLate }),
      ).toMatchObject({
        status: 403,
      });
      const owner = (await storage.outbox.all()).filter((m) => m.event === "reviewed");
      expect(owner).toHaveLength(1);
      expect(owner[0]).toMatchObject({ audience: "owner", recipient: "owner@ns.example" });
      expect(owner[0]!.text).toContain(TEXT);

      const { summary, reviews } = await publishedReviews({}, opts);
      expect(summary).toMatchObject({ count: 1, average: 4 });
      expect(reviews).toEqual([
        expect.objectContaining({
          stars: 4,
          text: `${TEXT} Edited.`,
          name: "Grace H.",
          city: "Plano",
          service: "Move In/Out Cleaning",
          month: "June 2026",
        }),
      ]);
      expect((await publishedReviews({ city: "plano" }, opts)).reviews).toHaveLength(1);
      expect((await publishedReviews({ city: "dallas" }, opts)).reviews).toHaveLength(0);
      expect((await publishedReviews({ service: "cleaning" }, opts)).reviews).toHaveLength(1);
    });

    it("the owner replies in public and hides only for a reason of the policy, kept in the booking's history", async () => {
      const storage = await make();
      const opts = { storage, now: NOW, mail: MAIL };
      const done = await completedBooking(storage, { name: "Bob Smith" });
      await submitReview(
        done.token,
        { stars: "1", text: "They were late and left a mess behind.", publish: "yes" },
        opts,
      );
      const [review] = await storage.reviews.list();
      const before = await storage.reviews.version();
      expect(
        await replyToReview(review!.id, "We're sorry, Bob: we came back the next day to put it right.", opts),
      ).toBe(true);
      expect((await publishedReviews({}, opts)).reviews[0]?.reply).toContain("came back");
      expect(await storage.reviews.version()).not.toBe(before);
      expect((await storage.reviews.list(1)).length).toBe(1);
      expect((await storage.reviews.list(5)).length).toBe(0);

      // a reason outside the policy (whatever the form sent) hides nothing and records nothing
      const history = async () =>
        (await storage.bookings.history((await storage.bookings.findByReference(done.reference))!.id)).map(
          (h) => h.action,
        );
      const historyBefore = await history();
      for (const reason of ["I don't like it", "Profanity", "toString", ""]) {
        await expect(hideReview(review!.id, reason as HideReason, "owner@ns.example", opts), reason).rejects.toThrow();
        expect((await publishedReviews({}, opts)).summary.count, reason).toBe(1);
      }
      expect(await history()).toEqual(historyBefore);

      expect(await hideReview(review!.id, "profanity", "owner@ns.example", opts)).toBe(true);
      expect(await hideReview(review!.id, "off-topic", "owner@ns.example", opts)).toBe(false);
      expect((await publishedReviews({}, opts)).summary.count).toBe(0);
      const booking = (await storage.bookings.findByReference(done.reference))!;
      expect((await storage.bookings.history(booking.id)).at(-1)).toMatchObject({
        actor: "owner@ns.example",
        action: "review hidden",
        detail: "profanity",
      });
    });
  });
}
