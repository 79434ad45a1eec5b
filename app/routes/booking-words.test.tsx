/**
 * The words of /booking and of the availability API (issue 44, item 10), through the real loaders and actions on a
 * temporary database, rendered as the server renders them (no JavaScript): a day the week closes is described as
 * closed, never as taken or too soon; a form posted for a window that filled comes back saying so, with the rest of
 * what was typed.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCatalog, installCatalog, saveCatalog } from "~/catalog/catalog.server";
import { bookingServicesContext } from "~/booking/http.server";
import { bookingLimiter } from "~/booking/limits.server";
import { submitBooking } from "~/booking/service.server";
import { pageTokenOf } from "~/booking/page-token.server";
import { bookAgainHref } from "~/domain/booking-links";
import { getStorage } from "~/storage/storage.server";
import { bookingInput } from "../../tests/support/booking-input";
import { appDatabase } from "../../tests/support/app-database";
import { formPost, renderRoute, type RouteModule } from "../../tests/support/render-route";

appDatabase("booking-words");
/** The injected clock: Wednesday July 1, 2026, 10:00 in Dallas. */
const NOW = new Date("2026-07-01T15:00:00Z");
const SUNDAY = "2026-07-05";
const THURSDAY = "2026-07-02";
let uninstall = () => {};
beforeAll(async () => {
  uninstall = await installCatalog(getStorage().catalog, { pollMs: 0 });
  const current = getCatalog();
  const saved = await saveCatalog(
    { ...current, week: { ...current.week, openWeekdays: [1, 2, 3, 4, 5, 6] } },
    current.version,
    "test",
  );
  expect(saved.kind).toBe("saved");
});
afterAll(() => uninstall());

const requestContext = (capacity = 2) => {
  const context = new RouterContextProvider();
  context.set(bookingServicesContext, {
    now: () => NOW,
    capacity,
    limiter: bookingLimiter({ per10Minutes: 1_000, perDay: 1_000 }),
    openPerCustomer: 50,
  } as never);
  return context;
};

/** The booking form as a browser without JavaScript posts it. */
const formOf = (date: string, window: string, n: number) =>
  new URLSearchParams({
    service: "cleaning",
    rooms: "2",
    city: "dallas",
    address: `${n} Elm Street`,
    zip: "75201",
    date,
    window,
    name: `Robin Words${n}`,
    phone: `(214) 555-0${100 + n}`,
    email: `robin${n}@example.com`,
    notes: `Gate code ${n}`,
  });

/** POST /booking without JavaScript: the status and the page as the server renders it. */
async function post(form: URLSearchParams, capacity = 2) {
  return renderRoute(
    "/booking",
    (await import("./booking")) as RouteModule,
    "/booking",
    formPost(form),
    requestContext(capacity),
  );
}

describe("a day the week closes (item 10b)", () => {
  it("is closed in the availability API's words, its windows closed", async () => {
    const { loader } = await import("./api.availability");
    const res = (await loader({
      params: { date: SUNDAY },
      context: requestContext(),
      request: new Request(`http://localhost:3000/api/availability/${SUNDAY}`),
    } as never)) as Response;
    expect(res.status).toBe(200);
    const body = (await res.json()) as { closed?: string; windows: { state: string; available: number }[] };
    expect(body.closed).toBe("We are closed on Sundays.");
    expect(body.windows.every((w) => w.state === "closed" && w.available === 0)).toBe(true);
    // an open day says nothing of the kind
    const open = (await (
      (await loader({
        params: { date: THURSDAY },
        context: requestContext(),
        request: new Request(`http://localhost:3000/api/availability/${THURSDAY}`),
      } as never)) as Response
    ).json()) as { closed?: string };
    expect(open.closed).toBeUndefined();
  });

  it("is closed on /booking's date and window choice: never 'every window is taken' nor 'Too soon'", async () => {
    const { status, text } = await post(formOf(SUNDAY, "09:00", 1));
    expect(status).toBe(400);
    expect(text).toContain("We are closed on Sundays.");
    expect(text).not.toMatch(/Every window|Too soon|don.t work/i);
  });
});

describe("a window that filled before the form was sent, without JavaScript (item 10c)", () => {
  it("comes back saying that window filled, with the rest of what was typed", async () => {
    const first = await submitBooking(bookingInput(THURSDAY, { window: "13:00" }), {
      repo: getStorage().bookings,
      now: NOW,
      capacity: 1,
      gateway: null,
    });
    expect(first.status).toBe(201);
    const { status, html, text } = await post(formOf(THURSDAY, "13:00", 2), 1);
    expect(status).toBe(409);
    expect(text).toContain("That arrival window just filled up");
    for (const kept of ["2 Elm Street", "Robin Words2", "robin2@example.com", "Gate code 2", "75201", THURSDAY])
      expect(html, kept).toContain(kept);
  });
});

describe("Book again after a hold that ended unpaid (issue 48)", () => {
  it("fills the booking's services, extras, address and contact, and no date; a token of no booking fills no contact", async () => {
    const made = await submitBooking(
      bookingInput(THURSDAY, {
        window: "15:00",
        services: [{ service: "cleaning", tier: "3", addons: [{ id: "oven", quantity: 2 }] }],
        address: "77 Oak Lane",
        name: "Sam Again",
        phone: "(214) 555-0177",
        email: "sam.again@example.com",
      }),
      { repo: getStorage().bookings, now: NOW, capacity: 5, gateway: null },
    );
    if (made.status !== 201) throw new Error(JSON.stringify(made));
    const booking = (await getStorage().bookings.findByReference(made.reference))!;
    const page = (await import("./booking")) as RouteModule;
    const open = (token: string) =>
      renderRoute("/booking", page, `${bookAgainHref(booking)}&again=${token}`, undefined, requestContext());
    const { status, html } = await open(pageTokenOf(booking.reference));
    expect(status).toBe(200);
    for (const filled of ["Sam Again", "(214) 555-0177", "sam.again@example.com", "77 Oak Lane", "75201"])
      expect(html, filled).toContain(`value="${filled}"`);
    expect(html).toMatch(/name="addon\.cleaning\.oven"[^>]*value="2"|value="2"[^>]*name="addon\.cleaning\.oven"/);
    expect(html).not.toContain(`value="${THURSDAY}"`);
    const stranger = await open("not-a-token-of-any-booking");
    expect(stranger.html).not.toContain("Sam Again");
    expect(stranger.html).toContain('value="77 Oak Lane"'); // what the link itself says
  });
});
