/**
 * The words people read name a booking's city by its name ("Fort Worth"), never by its slug ("fort-worth"): the
 * customer's job report and the crew's assignment notices, e-mail and text (issue 44).
 */
import { formatCents } from "../domain/money";
import { tipChoices } from "../domain/tips";
import { describe, expect, it } from "vitest";
import { bookingInput } from "../../tests/support/booking-input";
import { jobReport } from "./job-report.server";
import { assignCrew } from "./jobs.server";
import { sqliteFile } from "../../tests/support/databases";
import { booked, bookingOptions } from "../../tests/support/booked";

const NOW = new Date("2026-07-01T15:00:00Z"); // 10:00 in Dallas
const { storage } = sqliteFile("city-names");

const options = (now = NOW) => bookingOptions(storage.bookings, now);

async function bookInFortWorth(date: string) {
  const input = bookingInput(date, { city: "fort-worth", zip: "76102", address: "200 Houston St" });
  return booked(input, options(new Date("2026-06-20T15:00:00Z")));
}

describe("a booking's city, where people read it", () => {
  it("is its name in the crew's assignment e-mail and text", async () => {
    const made = await storage.crews.create("Crew F");
    if (made.kind !== "created") throw new Error("no crew");
    const ana = await storage.owners.add("ana.f@example.com", "a long enough password 1", NOW, {
      role: "crew",
      name: "Ana",
    });
    await storage.owners.setProfile(ana.id, { name: "Ana", phone: "+12145550142" });
    await storage.crews.setCrewOf(ana.id, made.id);
    const job = await bookInFortWorth("2026-07-02");
    const stores = { jobs: storage.jobs, crews: storage.crews };
    expect((await assignCrew(job, made.id, { ...options(), actor: "owner@ns.example", stores })).kind).toBe("changed");
    const notices = (await storage.outbox.forBooking(job.id)).filter((m) => m.event === "assigned");
    expect(notices.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    for (const notice of notices) {
      expect(notice.text, notice.channel).toContain("200 Houston St, Fort Worth");
      expect(notice.text + notice.html + notice.subject, notice.channel).not.toContain("fort-worth");
    }
  });

  it("is its name in the customer's job report", async () => {
    const job = await bookInFortWorth("2026-07-01");
    const report = jobReport(job, [], {
      crew: null,
      afterPhotoUrls: [],
      pageUrl: "https://ns.example/booking/confirmed/x",
      now: NOW,
    });
    expect(report.text).toContain("200 Houston St, Fort Worth");
    expect(report.text + report.html + report.subject).not.toContain("fort-worth");
  });

  it("offers a tip in the job report with card payments on (issue 48): each share of the total, linked to the page's form", async () => {
    const job = await bookInFortWorth("2026-07-01");
    const page = "https://ns.example/booking/confirmed/x";
    const without = jobReport(job, [], { crew: null, afterPhotoUrls: [], pageUrl: page, now: NOW });
    expect(without.text).not.toContain("?tip=");
    const report = jobReport(job, [], { crew: null, afterPhotoUrls: [], pageUrl: page, now: NOW, tips: true });
    for (const choice of tipChoices(job.totalCents))
      expect(report.text).toContain(
        `${choice.percent}% (${formatCents(choice.amountCents)}): ${page}?tip=${choice.percent}#tip`,
      );
    expect(report.text).toContain(`Another amount: ${page}?tip=other#tip`);
    expect(report.html).toContain(`${page}?tip=20#tip`);
  });
});
