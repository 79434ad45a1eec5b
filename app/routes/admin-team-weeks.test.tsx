/**
 * A crew's week on the Team page (issue 46, docs/decisions/0044), through the route's real loader and action on a
 * temporary database, signed in as an owner, as a browser without JavaScript posts it: the week's form shows the
 * catalog's days and hours until the owner sets them; a week saved; time off added on a booked date moves the job to
 * the crew that can keep it, or names the customer to call; a mistake is said and nothing is saved; time off removed.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookingServicesContext } from "~/booking/http.server";
import { getCatalog, installCatalog } from "~/catalog/catalog.server";
import { crewsDocument } from "~/planning/planning.server";
import { getStorage } from "~/storage/storage.server";
import { appDatabase, sessionCookieOf } from "../../tests/support/app-database";
import { booked, bookingOptions } from "../../tests/support/booked";
import { bookingInput, cleaningInput } from "../../tests/support/booking-input";
import { formPost, renderRoute } from "../../tests/support/render-route";

vi.stubEnv("OWNER_MFA_REQUIRED", "false"); // a session at "signed-in" without enrolling a second factor
appDatabase("team-weeks");
/** The injected clock: 10:00 in Dallas. */
const NOW = new Date("2026-07-01T15:00:00Z");
const DAY = "2026-07-11";
let cookie = "";
let uninstall = () => {};
let crewA = 0;
let crewB = 0;
beforeAll(async () => {
  uninstall = await installCatalog(getStorage().catalog, { pollMs: 0 });
  const owner = await getStorage().owners.add("team-weeks@example.com", "long enough password");
  cookie = await sessionCookieOf(owner.id);
  for (const name of ["Crew A", "Crew B"]) await getStorage().crews.create(name, NOW);
  const ids = (await getStorage().crews.list()).map((c) => c.id);
  [crewA, crewB] = [ids[0]!, ids[1]!];
});
afterAll(() => uninstall());

const team = () => import("./admin.team");
async function page(fields?: Record<string, string | string[]>) {
  const context = new RouterContextProvider();
  context.set(bookingServicesContext, { now: () => NOW });
  const init = fields
    ? formPost(
        Object.entries(fields).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((v): [string, string] => [name, v]),
        ),
      )
    : {};
  const headers = new Headers(init.headers);
  headers.set("Cookie", cookie);
  return renderRoute("/admin/team", await team(), "/admin/team", { ...init, headers }, context);
}
const weekOf = async (id: number) =>
  (await crewsDocument(getStorage(), getCatalog(), NOW)).crews.find((c) => c.id === id)!;

describe("a crew's week on the Team page", () => {
  it("shows each crew's days, hours and services: the catalog's until the owner sets them", async () => {
    const { html, text } = await page();
    const catalog = getCatalog();
    expect(html).toContain(`id="crew-${crewA}-starts"`);
    expect(html).toContain(`value="${catalog.week.opens}"`);
    expect(text).toContain("Working days (Crew A)");
    expect(text).toContain("Save the week of Crew A");
    expect(text).toContain("Add time off for Crew B");
  });

  it("saves a week; time off on a booked date moves the job or names the customer to call", async () => {
    const options = bookingOptions(getStorage().bookings, new Date("2026-06-20T15:00:00Z"));
    const clean = await booked(cleaningInput(DAY, "09:00"), options);
    const junk = await booked(
      bookingInput(DAY, { window: "13:00", services: [{ service: "junk-removal", tier: "small", addons: [] }] }),
      options,
    );
    await getStorage().db.run("UPDATE bookings SET crew_id = ? WHERE id IN (?, ?)", [crewA, clean.id, junk.id]);

    // Crew B: no truck, Monday to Saturday 08:00-17:00
    const week = await page({
      intent: "crew-week",
      crew: String(crewB),
      days: ["1", "2", "3", "4", "5", "6"],
      starts: "08:00",
      ends: "17:00",
      services: ["cleaning", "power-washing"],
    });
    expect(week.status).toBe(200);
    expect(week.text).toContain("Saved Crew B's week.");
    expect(await weekOf(crewB)).toMatchObject({
      days: [1, 2, 3, 4, 5, 6],
      starts: "08:00",
      ends: "17:00",
      services: ["cleaning", "power-washing"],
    });

    // Crew A off sick that day: the cleaning goes to Crew B; the junk removal fits no crew
    const off = await page({ intent: "crew-time-off-add", crew: String(crewA), offFrom: DAY, offNote: "Sick" });
    expect(off.text).toContain(`${clean.reference} (${DAY}) moves to Crew B.`);
    expect(off.text).toContain(
      `${junk.reference} (${DAY}) fits no crew now: it stays with Crew A; call ${junk.name} at ${junk.phone}.`,
    );
    expect((await weekOf(crewA)).timeOff).toEqual([{ from: DAY, to: DAY, starts: null, ends: null, note: "Sick" }]);
    expect(off.text).toContain(`${DAY}, whole day: Sick`);
  });

  it("a mistake is said at its field and nothing is saved; time off is removed by its Remove", async () => {
    const before = await weekOf(crewA);
    const bad = await page({ intent: "crew-week", crew: String(crewA), days: ["1"], starts: "17:00", ends: "08:00" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("The day ends after it starts.");
    expect(await weekOf(crewA)).toEqual(before);
    const hours = await page({
      intent: "crew-time-off-add",
      crew: String(crewA),
      offFrom: "2026-07-20",
      offTo: "2026-07-21",
      offStarts: "12:00",
      offEnds: "13:00",
    });
    expect(hours.status).toBe(400);
    expect(hours.text).toContain("Hours off are within one date: the same first and last day.");

    const removed = await page({ intent: "crew-time-off-remove", crew: String(crewA), off: "0" });
    expect(removed.text).toContain("Saved Crew A's week.");
    expect((await weekOf(crewA)).timeOff).toEqual([]);
    expect((await page({ intent: "crew-week", crew: "999999", days: ["1"] })).status).toBe(404);
  });
});
