/**
 * The customer's job report on their booking page (issue 55): it never promises photos it does not have; with after
 * photos it shows each (the e-mail's side: app/booking/jobs.server.test.ts and app/routes/admin.job.test.ts).
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { JobReportView } from "~/domain/job";
import { JobReportSection } from "./job-report";

const view: JobReportView = {
  crew: "luis and Ana",
  started: "Wednesday, July 1, 2026, 9:05 AM",
  finished: "Wednesday, July 1, 2026, 1:10 PM",
  checklist: [{ label: "Floors vacuumed and mopped, edges included", state: "done", reason: null }],
  photos: [],
};
const PHOTO = { id: 7, path: "/booking/confirmed/x/photos/7", width: 800, height: 600 };
const page = (v: JobReportView) => renderToString(<JobReportSection view={v} />);

describe("the job report on the customer's page", () => {
  it("names no photo without after photos, and shows each with them", () => {
    expect(page(view)).not.toMatch(/photo/i);
    const shown = page({ ...view, photos: [PHOTO, { ...PHOTO, id: 9, path: "/booking/confirmed/x/photos/9" }] });
    expect(shown).toContain("After photos");
    expect(shown).toContain('alt="After photo 2 of 2"');
    expect(shown).toContain('src="/booking/confirmed/x/photos/9"');
  });
});
