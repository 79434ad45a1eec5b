import type { Availability } from "~/domain/booking/windows";
import type { ArrivalWindow } from "~/domain/booking/windows";
import type { FieldErrors, FormValues } from "~/domain/booking/fields";
import type { BookingPaymentWords } from "~/content/payment";
import type { Catalog } from "~/domain/catalog";

/** What the `/booking` action answers when it does not redirect. */
export type BookingActionData = {
  /** HTTP status of the answer: 200 (price preview without JavaScript), 400, 409, 413, 422, 429, 503. */
  status: number;
  values: FormValues;
  errors: FieldErrors;
  /** The idempotency key the form was sent with (kept so a retry books once); "" when it had none (no JavaScript). */
  idempotencyKey: string;
  /** The places of the date that was sent, when it is a bookable date. */
  availability: Availability | null;
  /** The catalog in force, when the prices changed since the page was opened (docs/decisions/0038). */
  catalog?: Catalog;
  /** Photos sent with a form that was not booked: not kept (issue 48), so the form asks for them again. */
  photosDropped?: number;
};

/** Loader data of the booking page in its default mode. */
export type BookingFormData = {
  mode: "form";
  prefill: FormValues;
  /** Query values that could not be used, e.g. `city “atlantis”`. */
  ignored: string[];
  /** Bookable dates, "YYYY-MM-DD", inclusive. */
  range: { start: string; end: string };
  windows: ArrivalWindow[];
  /** The catalog in force (docs/decisions/0038): what the form offers and prices with, the week, the area. */
  catalog: Catalog;
  /** Today in America/Chicago: a promo code's days are checked against it. */
  today: string;
  /** Every word of the page about paying, in the mode the server runs in (app/content/payment.ts). */
  payment: PaymentCopy;
  /** Whether the form takes the customer's photos (issue 48): off when the server has no photo store. */
  photos: boolean;
};

/** The booking page's words about paying. */
export type PaymentCopy = BookingPaymentWords;

/** Loader data of the booking page in embed mode (third-party widget). */
export type BookingEmbedData = {
  mode: "embed";
  scriptUrl: string;
  styleUrl: string;
  /** The scheduling page with the page's query parameters passed on as prefill. */
  frameSrc: string;
};
