/**
 * Who may see a job (docs/decisions/0039; issue 44, item 5): an owner any; a crew member their crew's, and only from
 * yesterday to a week ahead (the days of /admin/today's date picker: `crewDays`), by Dallas's calendar at the
 * injected `now`; a crew member in no crew no job at all, not even a job of no crew.
 */
import { describe, expect, it } from "vitest";
import { crewDays } from "../domain/job";
import { canSeeJob } from "./jobs.server";

const NOW = new Date("2026-07-01T04:30:00Z"); // 23:30 on June 30 in Dallas: "today" is the 30th there
const owner = { role: "owner" as const, crewId: null };
const crewA = { role: "crew" as const, crewId: 1 };
const noCrew = { role: "crew" as const, crewId: null };
const job = (date: string, crewId: number | null = 1) => ({ date, crewId });

describe("canSeeJob", () => {
  it("a crew member sees their crew's jobs from yesterday to 7 days ahead, in Dallas", () => {
    expect(crewDays(NOW)).toEqual({ first: "2026-06-29", last: "2026-07-07" });
    for (const date of ["2026-06-29", "2026-06-30", "2026-07-01", "2026-07-07"])
      expect(canSeeJob(crewA, job(date), NOW), date).toBe(true);
    for (const date of ["2026-06-28", "2026-07-08", "2026-07-31", "2024-07-01"])
      expect(canSeeJob(crewA, job(date), NOW), date).toBe(false);
  });

  it("never another crew's job, nor a job of no crew; a member of no crew sees none", () => {
    expect(canSeeJob(crewA, job("2026-06-30", 2), NOW)).toBe(false);
    expect(canSeeJob(crewA, job("2026-06-30", null), NOW)).toBe(false);
    expect(canSeeJob(noCrew, job("2026-06-30", null), NOW)).toBe(false);
    expect(canSeeJob(noCrew, job("2026-06-30", 1), NOW)).toBe(false);
  });

  it("an owner sees every job, any day", () => {
    for (const date of ["2020-01-01", "2026-06-30", "2030-12-31"]) {
      expect(canSeeJob(owner, job(date, null), NOW)).toBe(true);
      expect(canSeeJob(owner, job(date, 7), NOW)).toBe(true);
    }
  });
});
