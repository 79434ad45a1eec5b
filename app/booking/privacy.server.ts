/**
 * A customer's data handed over and erased on request, and forgotten on its own when its time is up
 * (docs/decisions/0031): the owner's export (a JSON file of every booking of that customer, by e-mail or phone, with
 * history, e-mails, texts and replies, and payments), erasure (personal fields replaced; amounts, dates, services
 * and city kept for the books; the customer's page then answers 404; their .eml and text files deleted; a STOP to
 * texts stays in force), and the daily retention. Each export,
 * erasure and retention run is recorded. A booking's job photos follow it (docs/decisions/0039): listed in the export,
 * deleted, rows and files, with its erasure. Server only.
 */
import { site } from "../content/site.ts";
import { dateInZone } from "../domain/booking/dates.ts";
import { formatCents } from "../domain/money.ts";
import { removeMessageFiles } from "../outbox/mailer.server.ts";
import { erasePhotosOf, sweepOrphanPhotos } from "../photos/photos.server.ts";
import { getPhotoStore, type PhotoStore } from "../photos/store.server.ts";
import type { BookingRow } from "../storage/bookings.server.ts";
import { withoutPageLinks } from "../storage/page-token-slot.ts";
import { IDEMPOTENCY_RETENTION_DAYS } from "../content/privacy.ts";
import { getStorage, type Storage } from "../storage/storage.server.ts";
import { type Env, getEnv } from "../utils/env.server.ts";
import type { StoredBooking } from "./model.ts";
import { reviewsChanged } from "./reviews.server.ts";

const OPEN = new Set(["requested", "confirmed"]);

export const ERASE_OPEN_MESSAGE =
  "This customer has an upcoming booking. Cancel it (or let the job happen) before erasing their details.";

type Options = {
  storage?: Storage;
  env?: Pick<Env, "OUTBOX_DIR" | "SMS_DIR" | "MESSAGE_RETENTION_DAYS" | "BOOKING_RETENTION_MONTHS">;
  now?: Date;
  /**
   * Where the files of this storage's job photos are (null: photos off). Left out: the process's photo store with
   * the process's storage, none with another (the rows of one database name the files of one store).
   */
  photos?: PhotoStore | null;
};

const resolve = (opts: Options) => ({
  storage: opts.storage ?? getStorage(),
  env: opts.env ?? getEnv(),
  now: opts.now ?? new Date(),
  photos: opts.photos !== undefined ? opts.photos : opts.storage ? null : getPhotoStore(),
});

const bookingOf = (b: BookingRow) => ({
  reference: b.reference,
  status: b.status,
  date: b.date,
  arrivalWindow: `${b.window_start}-${b.window_end}`,
  services: JSON.parse(b.lines_json) as unknown,
  total: b.total_cents === null ? null : formatCents(Number(b.total_cents)),
  promoCode: b.promo_code,
  name: b.name,
  phone: b.phone,
  email: b.email,
  address: b.address,
  city: b.city,
  zip: b.zip,
  notes: b.notes,
  ownerNote: b.internal_note,
  texts: b.sms_phone ? { phone: b.sms_phone, askedAt: b.sms_consent_at, wording: b.sms_consent_text } : null,
  bookedAt: b.created_at,
  payment: {
    status: b.payment_status,
    paid: formatCents(Number(b.paid_cents)),
    refunded: formatCents(Number(b.refunded_cents)),
    stripePaymentId: b.payment_intent_id,
  },
});

/** Everything stored about the customer of `booking`, as the file the owner hands over; the export is recorded. */
export async function exportCustomer(booking: StoredBooking, actor: string, opts: Options = {}) {
  const { storage, now } = resolve(opts);
  const ids = await storage.privacy.customerBookingIds(booking.id);
  const records = await storage.privacy.records(ids);
  const references = records.bookings.map((b) => b.reference);
  await storage.privacy.recordExport(actor, references, now);
  const referenceOf = new Map(records.bookings.map((b) => [Number(b.id), b.reference]));
  const of = (id: number) => referenceOf.get(Number(id)) ?? "";
  const photos = (await Promise.all(ids.map((id) => storage.photos.list(id)))).flat();
  const tips = (await Promise.all(ids.map((id) => storage.bookings.tips.forBooking(id)))).flat();
  return {
    filename: `${site.shortBrand.toLowerCase().replace(/\W+/g, "-")}-data-${booking.reference}.json`,
    data: {
      about: `Everything ${site.brand} keeps about this customer, as of ${now.toISOString()}.`,
      bookings: records.bookings.map(bookingOf),
      history: records.history.map((h) => ({
        booking: of(h.booking_id),
        at: h.at,
        by: h.actor,
        action: h.action,
        detail: h.detail,
      })),
      emails: records.messages
        .filter((m) => m.channel !== "sms")
        .map((m) => ({
          booking: of(m.booking_id!),
          to: m.audience === "customer" ? m.recipient : `${site.shortBrand} (the owner)`,
          subject: m.subject,
          text: withoutPageLinks(m.text),
          status: m.status,
          queuedAt: m.created_at,
          sentAt: m.sent_at,
        })),
      // text messages (docs/decisions/0035): those sent or to be sent, and the customer's replies
      textMessages: records.messages
        .filter((m) => m.channel === "sms")
        .map((m) => ({
          booking: of(m.booking_id!),
          to: m.recipient,
          text: withoutPageLinks(m.text),
          status: m.status,
          delivery: m.delivery_status,
          queuedAt: m.created_at,
          sentAt: m.sent_at,
        })),
      textReplies: records.textReplies.map((r) => ({ at: r.at, from: r.phone, reply: r.keyword })),
      textsStopped: records.textOptOuts.map((o) => ({ phone: o.phone, since: o.opted_out_at })),
      payments: records.payments.map((p) => ({
        booking: of(p.booking_id),
        stripeEvent: p.id,
        type: p.type,
        at: p.received_at,
      })),
      otherPayments: records.otherPayments.map((p) => ({
        booking: of(p.booking_id),
        stripePaymentIntent: p.payment_intent_id,
        amountCents: Number(p.amount_cents),
        currency: p.currency,
        why: p.reason,
        refundedCents: Number(p.refunded_cents),
        at: p.received_at,
      })),
      // the tips they gave the crew (issue 48): amounts, when, Stripe's payment
      tips: tips.map((t) => ({
        booking: of(t.bookingId),
        amountCents: t.amountCents,
        currency: t.currency,
        status: t.status,
        refundedCents: t.refundedCents,
        stripePaymentIntent: t.paymentIntentId,
        openedAt: t.createdAt,
        paidAt: t.paidAt,
      })),
      // the photos of their jobs, the crew's and their own (docs/decisions/0039, issue 48): which, not the images
      photos: photos.map((p) => ({
        booking: of(p.bookingId),
        id: p.id,
        phase: p.phase,
        uploadedAt: p.createdAt,
        bytes: p.bytes,
        width: p.width,
        height: p.height,
      })),
    },
  };
}

/**
 * Erases the customer of `booking` (every booking of theirs, by e-mail or phone), unless one of them is still to
 * happen. Their .eml files go too. The erasure is recorded.
 */
export async function eraseCustomer(
  booking: StoredBooking,
  actor: string,
  opts: Options = {},
): Promise<{ erased: string[] } | { error: string }> {
  const { storage, env, now, photos } = resolve(opts);
  const ids = await storage.privacy.customerBookingIds(booking.id);
  const { bookings } = await storage.privacy.records(ids);
  const today = dateInZone(now);
  if (bookings.some((b) => OPEN.has(b.status) && b.date >= today)) return { error: ERASE_OPEN_MESSAGE };
  const erased = await storage.privacy.erase(ids, actor, now);
  reviewsChanged(); // their review, if any, is gone from the pages too
  const theirs = (name: string) => erased.some((reference) => name.startsWith(`${reference}.`));
  removeMessageFiles(env.OUTBOX_DIR, theirs);
  removeMessageFiles(env.SMS_DIR, theirs, ".txt"); // their texts, written as files without Twilio (0035)
  for (const id of ids) await erasePhotosOf(id, { store: photos, repo: storage.photos });
  return { erased };
}

/**
 * The daily retention (idempotent): see `PrivacyStore.retention`; then the .eml files of the same ages go, the photos
 * of every erased booking, and the photo files no row names (`sweepOrphanPhotos`).
 */
export async function runRetention(opts: Options = {}) {
  const { storage, env, now, photos: store } = resolve(opts);
  const messagesBefore = new Date(now.getTime() - env.MESSAGE_RETENTION_DAYS * 24 * 3600_000);
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - env.BOOKING_RETENTION_MONTHS);
  const counts = await storage.privacy.retention(now, {
    messagesBefore,
    bookingsBefore: dateInZone(cutoff),
    keysBefore: new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 24 * 3600_000),
    sweepSessions: () => storage.owners.sweepSessions(now),
  });
  const doomed = (name: string, changed: Date) =>
    changed < messagesBefore || counts.references.some((reference) => name.startsWith(`${reference}.`));
  const files = removeMessageFiles(env.OUTBOX_DIR, doomed) + removeMessageFiles(env.SMS_DIR, doomed, ".txt");
  let photos = 0;
  let orphanPhotos = 0;
  if (store) {
    for (const id of await storage.photos.erasedBookingIds())
      photos += await erasePhotosOf(id, { store, repo: storage.photos });
    orphanPhotos = await sweepOrphanPhotos({ store, repo: storage.photos, now });
  }
  return { ...counts, files, photos, orphanPhotos };
}
