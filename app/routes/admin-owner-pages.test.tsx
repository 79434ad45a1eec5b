/**
 * The owner's pages (issue 44), through their real loaders on a temporary database, signed in as an owner, rendered
 * as the server renders them: a failed re-render of the public pages said on /admin/settings and /admin/health
 * (item 6); the agenda on today's jobs with its filters folded, time windows kept whole, the job's steps, checklist
 * and photos on the owner's booking page, the settings' contents, sticky preview and sections saved one at a time,
 * and a restore previewed before it applies (item 12).
 */
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installCatalog } from "~/catalog/catalog.server";
import { pagesRoundEnded, pagesRoundStarted, resetPagesRendered } from "~/catalog/pages-rendered.server";
import { bookingServicesContext } from "~/booking/http.server";
import { startJob, tickItem } from "~/booking/jobs.server";
import { getCatalog } from "~/catalog/catalog.server";
import { catalogFormValues } from "~/domain/catalog-form";
import type { Owner } from "~/storage/owners.server";
import { getStorage } from "~/storage/storage.server";
import { sessionCookieOf, appDatabase } from "../../tests/support/app-database";
import { formPost, renderRoute, type RouteModule, SITE } from "../../tests/support/render-route";
import { booked, bookingOptions } from "../../tests/support/booked";
import { cleaningInput } from "../../tests/support/booking-input";

vi.stubEnv("OWNER_MFA_REQUIRED", "false"); // a session at "signed-in" without enrolling a second factor
appDatabase("owner-pages");
let cookie = "";
let owner: Owner;
/** The injected clock: 10:00 in Dallas on the job's day. */
const NOW = new Date("2026-07-01T15:00:00Z");
const TODAY = "2026-07-01";
let uninstall = () => {};
beforeAll(async () => {
  uninstall = await installCatalog(getStorage().catalog, { pollMs: 0 });
  owner = await getStorage().owners.add("owner-pages@example.com", "long enough password");
  cookie = await sessionCookieOf(owner.id);
});
afterAll(() => {
  uninstall();
  resetPagesRendered();
});
afterEach(() => resetPagesRendered());

/** `url` of the route module `module` (at `path`), signed in as the owner: its HTML and visible text. */
function render(path: string, module: RouteModule, url = path, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cookie", cookie);
  const requestContext = new RouterContextProvider();
  requestContext.set(bookingServicesContext, { now: () => NOW });
  return renderRoute(path, module, url, { ...init, headers }, requestContext);
}

const settings = () => import("./admin.settings");
const health = () => import("./admin.health");

/** The settings form's Save: a previewed document, against the version the page was opened on (`base`). */
const saveSettings = async (base: string, document: string) =>
  render(
    "/admin/settings",
    await settings(),
    "/admin/settings",
    formPost([
      ["base", base],
      ["intent", "save"],
      ["document", document],
    ]),
  );
/** The catalog a settings page's preview carries to its Save button (its hidden `document` field), as JSON. */
const documentIn = (html: string) =>
  /name="document" value="([^"]*)"/
    .exec(html)![1]!
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("a failed re-render of the public pages (item 6)", () => {
  it("is said on /admin/settings and /admin/health: what failed, when, what to do", async () => {
    pagesRoundStarted(new Date("2026-11-26T16:00:00Z"), 1);
    pagesRoundEnded(null, new Date("2026-11-26T16:00:05Z"));
    pagesRoundStarted(new Date("2026-11-26T18:00:00Z"), 2);
    pagesRoundEnded("/services/cleaning answered 500 when rendered again", new Date("2026-11-26T18:00:03Z"));
    for (const [path, module] of [
      ["/admin/settings", await settings()],
      ["/admin/health", await health()],
    ] as const) {
      const { text, html } = await render(path, module);
      expect(text, path).toContain("The public pages could not be updated to version 2 of the settings");
      expect(text, path).toContain("/services/cleaning answered 500 when rendered again");
      expect(text, path).toContain("Nov 26, 2026, 12:00 PM"); // when (Dallas time)
      expect(text, path).toContain("They still show version 1");
      expect(text, path).toMatch(/What to do: Save the settings again/);
      expect(html, path).toMatch(path === "/admin/health" ? /data-check="pages"/ : /data-pages-rendered="failed"/);
    }
  });

  it("says nothing when the pages follow (or where no server renders them again)", async () => {
    const { text } = await render("/admin/settings", await settings());
    expect(text).not.toContain("could not be updated");
    pagesRoundStarted(new Date("2026-11-26T16:00:00Z"), 1);
    pagesRoundEnded(null, new Date("2026-11-26T16:00:05Z"));
    expect((await render("/admin/settings", await settings())).text).not.toContain("could not be updated");
    expect((await render("/admin/health", await health())).text).toContain("The public pages show version 1");
  });
});

/** A booking of a 2BR/2BA clean on `date` at `window`, made ten days before. */
const book = (date: string, window = "13:00") =>
  booked(
    cleaningInput(date, window),
    bookingOptions(getStorage().bookings, new Date("2026-06-20T15:00:00Z"), {
      mail: { siteUrl: SITE, ownerEmail: "owner@ns.example" },
    }),
  );

describe("the owner's pages on a phone (item 12)", () => {
  it("/admin opens on today's jobs, its filters folded behind one Filter control; a time is never split", async () => {
    const agenda = await import("./admin.index");
    // no job yet today: the page says so where today's jobs would be
    expect((await render("/admin", agenda)).text).toContain("Today, Wednesday, July 1, 2026 No jobs today.");
    const job = await book(TODAY, "09:00");
    const { html, text } = await render("/admin", agenda);
    // one <details> holds every filter, closed while none is on; today's jobs follow at once
    expect(html).toMatch(/<details[^>]*data-testid="agenda-filters"[^>]*><summary[^>]*>Filter<\/summary>/);
    expect(html).not.toMatch(/<details[^>]*open=""[^>]*data-testid="agenda-filters"/);
    const details = html.slice(html.indexOf("<details"), html.indexOf("</details>"));
    for (const field of ['name="q"', 'name="status"', 'name="service"', 'name="city"', 'name="only"', 'name="past"'])
      expect(details).toContain(field);
    expect(text).toContain(`Today, `);
    expect(text).toContain(job.reference);
    // "9:00 AM – 11:00 AM": each time kept whole (a no-break space inside it)
    expect(html).toContain("9:00\u00a0AM – 11:00\u00a0AM");
    // a filter on: the control says so, and stays open
    const filtered = await render("/admin", agenda, "/admin?status=confirmed&q=x");
    expect(filtered.html).toMatch(/<details[^>]*open=""/);
    expect(filtered.text).toContain("Filter (2 on)");
  });

  it("the owner's booking page shows the job's steps, checklist and photos once the crew worked on it", async () => {
    const job = await book(TODAY, "11:00");
    const booking = await import("./admin.booking");
    const path = "/admin/bookings/:reference";
    const before = await render(path, booking, `/admin/bookings/${job.reference}`);
    expect(before.text).toContain("The crew has not started this job yet.");
    expect(before.html).toContain(`href="/admin/jobs/${job.reference}"`);
    const storage = getStorage();
    const started = await startJob(job, owner, { repo: storage.bookings, now: NOW });
    expect(started.kind).toBe("changed");
    const stores = { jobs: storage.jobs, crews: storage.crews };
    const running = started.kind === "changed" ? started.booking : job;
    const floors = { key: "cleaning:floors", state: "done" } as const;
    expect((await tickItem(running, owner, floors, { now: NOW, stores })).kind).toBe("ticked");
    const photo = await storage.photos.add({
      bookingId: job.id,
      phase: "before",
      key: "x/before-1.webp",
      contentType: "image/webp",
      bytes: 1000,
      width: 800,
      height: 600,
      uploadedBy: owner.email,
    });
    expect(photo.kind).toBe("added");
    const { text, html } = await render(path, booking, `/admin/bookings/${job.reference}`);
    expect(text).toMatch(/Started ?: Jul 1, 2026, 10:00 AM/);
    expect(text).toContain("Checklist: 1 of 12 ticked");
    expect(text).toMatch(/Floors[^.]*: Done/i);
    expect(text).toMatch(/Not yet ticked/);
    expect(html).toContain(`src="/admin/jobs/${job.reference}/photos/${photo.kind === "added" ? photo.id : 0}"`);
    expect(html).toContain(`href="/admin/jobs/${job.reference}"`);
  });

  it("/admin/settings: a contents list with jump links, a sticky Preview, a Preview for each section", async () => {
    const settings = await import("./admin.settings");
    const { html } = await render("/admin/settings", settings);
    const nav = html.slice(html.indexOf('aria-label="Sections"'), html.indexOf("</nav>"));
    for (const id of [
      "settings-service-cleaning",
      "settings-bundles",
      "settings-discounts",
      "settings-promo-codes",
      "settings-week",
      "settings-service-area",
    ])
      expect(nav).toContain(`href="#${id}"`);
    expect(html).toMatch(/class="[^"]*sticky[^"]*"[^>]*data-testid="settings-preview-bar"/);
    // the whole form's Preview comes first (Enter in a field previews everything); then one per section
    expect(html.indexOf(">Preview changes<")).toBeLessThan(html.indexOf('name="section"'));
    const sections = (html.match(/<button[^>]*name="section"[^>]*>/g) ?? []).map((b) => /value="([^"]*)"/.exec(b)![1]);
    expect(sections.filter((x) => !x!.startsWith("services."))).toEqual([
      "bundles",
      "discounts",
      "promoCodes",
      "week",
      "serviceArea",
    ]);
    expect(sections.filter((x) => x!.startsWith("services."))).toHaveLength(getCatalog().services.length);
    expect(sections[0]).toBe("services.0");
  });

  it("a section is previewed and saved alone, against the version it was opened on (another's save: 409)", async () => {
    const settings = await import("./admin.settings");
    const catalog = getCatalog();
    const base = String(catalog.version);
    // the whole form, with the week and the discount changed, but the week's section previewed alone
    const fields = [...catalogFormValues(catalog).entries()].map(([name, value]): [string, string] =>
      name === "week.capacityPerWindow"
        ? [name, "7"]
        : name === "discounts.multiServicePercent"
          ? [name, "11"]
          : [name, value],
    );
    const preview = await render(
      "/admin/settings",
      settings,
      "/admin/settings",
      formPost([["base", base], ["intent", "preview"], ["section", "week"], ...fields]),
    );
    expect(preview.text).toContain("What changes");
    expect(preview.text).toMatch(/Jobs per arrival window ?: 2 → 7/);
    expect(preview.text).not.toMatch(/→ 11/);
    const document = documentIn(preview.html);
    // the section's own fields only (the week's), posted alone, change the week alone too
    const weekOnly = await render(
      "/admin/settings",
      settings,
      "/admin/settings",
      formPost([
        ["base", base],
        ["intent", "preview"],
        ["section", "week"],
        ...fields.filter(([name]) => name.startsWith("week.")),
      ]),
    );
    expect(documentIn(weekOnly.html)).toBe(document);
    const saved = await saveSettings(base, document);
    expect(saved.response?.status).toBe(303);
    expect(getCatalog().week.capacityPerWindow).toBe(7);
    expect(getCatalog().discounts.multiServicePercent).toBe(catalog.discounts.multiServicePercent);
    // another section previewed on the old version: refused as before (409), nothing saved
    const stale = await render(
      "/admin/settings",
      settings,
      "/admin/settings",
      formPost([["base", base], ["intent", "preview"], ["section", "discounts"], ...fields]),
    );
    expect(stale.status).toBe(409);
    // an unknown section: 400 with words
    const unknown = await render(
      "/admin/settings",
      settings,
      "/admin/settings",
      formPost([["base", String(getCatalog().version)], ["intent", "preview"], ["section", "nope"], ...fields]),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain("There is no such section");
  });

  it("restoring a version previews its changes and asks before it applies", async () => {
    const history = await import("./admin.settings-history");
    const inForce = getCatalog().version;
    const asked = await render(
      "/admin/settings/history",
      history,
      "/admin/settings/history",
      formPost([
        ["intent", "restore-preview"],
        ["version", "1"],
        ["base", String(inForce)],
      ]),
    );
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("Restoring version 1 changes");
    expect(asked.text).toMatch(/Jobs per arrival window ?: 7 → 2/);
    expect(getCatalog().version).toBe(inForce); // nothing saved yet
    expect(asked.html).toMatch(/<button[^>]*value="restore"[^-]/);
    expect(asked.text).toContain("Yes, restore version 1");
    expect(asked.text).toContain("Keep version " + inForce);
  });

  it("two pages open on one version both save: the second gets 409 with the first's changes, nothing saved; a restore too", async () => {
    const settings = await import("./admin.settings");
    const history = await import("./admin.settings-history");
    const catalog = getCatalog();
    const base = String(catalog.version);
    const capacity = catalog.week.capacityPerWindow;
    const discount = catalog.discounts.multiServicePercent;
    /** The whole form with one field changed, previewed on `base`: the document its Save button sends. */
    const previewed = async (field: string, value: string) => {
      const fields = [...catalogFormValues(catalog).entries()].map(([name, v]): [string, string] =>
        name === field ? [name, value] : [name, v],
      );
      const page = await render(
        "/admin/settings",
        settings,
        "/admin/settings",
        formPost([["base", base], ["intent", "preview"], ...fields]),
      );
      return documentIn(page.html);
    };
    const first = await previewed("week.capacityPerWindow", String(capacity + 1));
    const second = await previewed("discounts.multiServicePercent", String(discount + 2));
    const save = (document: string) => saveSettings(base, document);
    expect((await save(first)).response?.status).toBe(303);
    const saved = getCatalog().version;
    expect(saved).toBe(catalog.version + 1);
    const late = await save(second);
    expect(late.status).toBe(409);
    expect(late.text).toMatch(new RegExp(`Jobs per arrival window ?: ${capacity} → ${capacity + 1}`)); // theirs
    expect(getCatalog().version).toBe(saved);
    expect(getCatalog().discounts.multiServicePercent).toBe(discount);
    // a restore asked from a history page opened before that save: refused the same way
    const restore = await render(
      "/admin/settings/history",
      history,
      "/admin/settings/history",
      formPost([
        ["intent", "restore"],
        ["version", "1"],
        ["base", base],
      ]),
    );
    expect(restore.status).toBe(409);
    expect(restore.text).toMatch(new RegExp(`Jobs per arrival window ?: ${capacity} → ${capacity + 1}`));
    expect(getCatalog().version).toBe(saved);
  });
});
