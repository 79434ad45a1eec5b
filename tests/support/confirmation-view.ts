/**
 * What the customer's booking page shows of a booking (its ConfirmationView), for the page's and words' tests: a
 * 2BR/2BA clean in Plano, priced by the server's own rules, that the page renders as it is given.
 */
import type { ConfirmationView } from "../../app/components/sections/booking-confirmed/confirmation";
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
