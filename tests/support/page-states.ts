/**
 * What each state of a customer's booking page may never say (issue 37), whatever else changes: the unit test of the
 * page's words (app/content/booking-page.test.tsx) and the browser tests of the real pages read the same list.
 */
import type { PageState } from "../../app/domain/booking/page-state.ts";

/** What the page of a booking that is over (cancelled, expired, done) may never say: nothing to change, no call. */
const OVER = [
  /Add to calendar/,
  /Move or cancel/,
  /Change or cancel/,
  /Cancel this booking/,
  /Need a change\?/,
  /we call you to confirm/i,
  /request is in/,
];
/** Nor, once cancelled or done, what is said before the call that confirms a job. */
const BEFORE_THE_CALL = [/when we call/, /before the job is confirmed/];

/** What each state may never say, whatever else changes. */
export const NEVER: Record<PageState, RegExp[]> = {
  "awaiting-payment": [/Add to calendar/, /job is done/, /is cancelled/, /Book again/, /request is in/],
  requested: [/job is done/, /is cancelled/, /Book again/, /not paid in time/],
  confirmed: [/job is done/, /is cancelled/, /Book again/, /request is in/, /we call you to confirm/i],
  cancelled: [...OVER, ...BEFORE_THE_CALL],
  expired: OVER,
  completed: [...OVER, ...BEFORE_THE_CALL],
};

/**
 * What each state's heading says (app/content/booking-page.ts), whatever the case of the state (paid, moved, priced
 * later): the unit tests of the words and of the route's loader, and the browser tests, read the same list.
 */
export const HEADING: Record<PageState, RegExp> = {
  "awaiting-payment": /^Thank you, .+: pay to book your window$/,
  requested: /^(Thank you, .+: your booking (request is in|is paid)|.+, your booking request is moved to .+)$/,
  confirmed: /^.+, your booking (is confirmed|is moved to .+)$/,
  cancelled: /^Booking NS-\w+ is cancelled$/,
  expired: /^Booking NS-\w+ was not paid in time$/,
  completed: /^Thank you, .+: your job is done$/,
};
