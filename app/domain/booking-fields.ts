/** Booking form field names that browser and server share (browser-safe: no zod here). */

/**
 * The honeypot field (PRODUCT.md, Security and abuse; docs/decisions/0009): in the form, out of sight and out of the
 * tab order, left empty by people and filled by simple bots. A filled one books nothing (see `submitBooking`).
 */
export const HONEYPOT_FIELD = "website";
