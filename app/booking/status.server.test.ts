/**
 * A job is completed only on or after its day, in America/Chicago (issue 37): a review request for a visit still to
 * come went out when a Saturday job was completed on Thursday.
 */
import { describe, expect, it } from "vitest";
import { bookingInput } from "../../tests/support/booking-input";
import { completableFrom } from "../domain/booking/changes";
import { setBookingStatus, submitBooking } from "./service.server";
import { sqliteFile } from "../../tests/support/databases";

const { storage } = sqliteFile("status");
const MAIL = { siteUrl: "https://ns.example", ownerEmail: "owner@ns.example" };

describe("completing a job", () => {
  it("is refused before its day in Dallas, and allowed from the first minute of it", async () => {
    const booked = new Date("2026-06-15T14:00:00Z"); // Monday 09:00 in Dallas
    const opts = { repo: storage.bookings, capacity: 5, now: booked, mail: MAIL };
    const made = await submitBooking(bookingInput("2026-06-20"), opts); // Saturday
    if (made.status !== 201) throw new Error(JSON.stringify(made));
    const owner = (now: Date) => ({ ...opts, now, actor: "owner@ns.example" });
    const stored = async () => (await storage.bookings.findByReference(made.reference))!;
    expect((await setBookingStatus(await stored(), "confirmed", owner(booked))).kind).toBe("changed");

    const thursday = new Date("2026-06-18T15:00:00Z");
    const lastMinuteBefore = new Date("2026-06-20T04:59:00Z"); // 23:59 on Friday the 19th in Dallas
    const firstMinute = new Date("2026-06-20T05:00:00Z"); // 00:00 on Saturday the 20th in Dallas
    expect(completableFrom(await stored(), thursday)).toBe("2026-06-20");
    expect(completableFrom(await stored(), lastMinuteBefore)).toBe("2026-06-20");
    expect(completableFrom(await stored(), firstMinute)).toBeNull();
    for (const early of [thursday, lastMinuteBefore])
      expect((await setBookingStatus(await stored(), "completed", owner(early))).kind).toBe("not-allowed");
    expect((await stored()).status).toBe("confirmed");
    expect((await storage.outbox.all()).filter((m) => m.event === "review-request")).toEqual([]);

    expect((await setBookingStatus(await stored(), "completed", owner(firstMinute))).kind).toBe("changed");
    expect((await stored()).status).toBe("completed");
    expect((await storage.outbox.all()).filter((m) => m.event === "review-request")).toHaveLength(1);
  });
});
