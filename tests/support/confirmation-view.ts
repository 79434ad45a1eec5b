/**
 * What the customer's booking page shows of a booking (its ConfirmationView) and of changing it (its ManageView), for
 * the page's and words' tests: a 2BR/2BA clean in Plano on December 1, 2026 at 09:00, priced by the server's own
 * rules, that the page renders as it is given.
 */
import type { ConfirmationView } from "../../app/components/sections/booking-confirmed/confirmation";
import type { ManageView } from "../../app/components/sections/booking-confirmed/manage-booking";
import { arrivalWindowsOf } from "../../app/domain/booking/windows";
import { defaultCatalog } from "../../app/domain/catalog";
import { pricedQuote } from "./new-booking";

export function confirmationView(overrides: Partial<ConfirmationView> = {}): ConfirmationView {
  return {
    reference: "NS-ABCDEF",
    status: "requested",
    quote: pricedQuote(),
    dateLabel: "Tuesday, December 1, 2026",
    windowLabel: "9:00 AM – 11:00 AM",
    address: "4821 Test Lane",
    cityName: "Plano",
    zip: "75024",
    name: "Pat Doe",
    phone: "(214) 555-0142",
    email: "pat@example.com",
    notes: null,
    quotedCents: null,
    calendarHref: "/booking/confirmed/x/calendar.ics",
    calendarFileName: "northstar-booking-NS-ABCDEF.ics",
    bookAgainHref: "/booking?service=cleaning&rooms=2&city=plano",
    ...overrides,
  };
}

/** The booking's change forms, `block` saying why it cannot be changed online (null: it can). */
export function manageView(block: ManageView["block"] = null, reference = "NS-ABCDEF"): ManageView {
  return {
    block,
    cutoffHours: 24,
    reference,
    date: "2026-12-01",
    windowStart: "09:00",
    range: { start: "2026-11-20", end: "2027-01-19" },
    windows: arrivalWindowsOf(defaultCatalog().week).map(({ start, end, label }) => ({ start, end, label })),
    moveDate: "2026-12-01",
    // every window open but the booking's own
    availability: {
      date: "2026-12-01",
      windows: arrivalWindowsOf(defaultCatalog().week).map((w) => ({
        ...w,
        available: 2,
        remaining: 2,
        state: "open",
      })),
    },
  };
}
