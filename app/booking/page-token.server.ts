/**
 * The token of a customer's page (docs/decisions/0031): `/booking/confirmed/{token}` opens a booking, so nothing
 * stored opens it. A token is derived from the booking's reference with a key of the server's secret: the code of
 * the reference (6 characters) and 32 characters of HMAC-SHA-256 (192 bits). The bookings table keeps only the
 * SHA-256 of the token the booking was given (so the links already sent keep working, also those of before, which
 * were random); e-mails in the outbox keep a slot that is filled with the link when they are sent. Server only.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { StoredBooking } from "./model.ts";
import type { BookingRepository } from "../storage/bookings.server.ts";
import type { OutboxRow } from "../storage/outbox.server.ts";
import { PAGE_TOKEN_SLOT } from "../storage/page-token-slot.ts";
import { keyFor } from "../utils/server-secret.server.ts";
import { foldIcsLines, unfoldIcsLines } from "../domain/ics.ts";

const CODE = "[2-9A-HJKMNP-Z]{6}";
const DERIVED_RE = new RegExp(`^(${CODE})([A-Za-z0-9_-]{32})$`);
/** The random tokens of before (24 bytes, base64url), still accepted through their hash. */
const LEGACY_RE = /^[A-Za-z0-9_-]{32}$/;

const macOf = (reference: string) =>
  createHmac("sha256", keyFor("booking-page")).update(reference).digest("base64url").slice(0, 32);

/** The token of the page of booking `reference` ("NS-7K3F9Q"). */
export const pageTokenOf = (reference: string) => `${reference.replace(/^NS-/, "")}${macOf(reference)}`;

/** What is stored of a token: its SHA-256, hex. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The customer's page of a token, as a path (the one place that writes it). */
export const pagePath = (token: string) => `/booking/confirmed/${token}`;

/** The customer's page of a booking, as a path. */
export const pagePathOf = (reference: string) => pagePath(pageTokenOf(reference));

/** The booking a token opens, or null: the hash of a token given before, or a token derived now. */
export async function findByPageToken(repo: BookingRepository, token: string): Promise<StoredBooking | null> {
  const derived = DERIVED_RE.exec(token);
  if (!derived && !LEGACY_RE.test(token)) return null;
  const byHash = await repo.findByTokenHash(tokenHash(token));
  if (byHash) return byHash;
  if (!derived) return null;
  const reference = `NS-${derived[1]}`;
  const expected = Buffer.from(macOf(reference));
  const given = Buffer.from(derived[2]!);
  if (!timingSafeEqual(expected, given)) return null;
  const booking = await repo.findByReference(reference);
  return booking && !booking.erasedAt ? booking : null;
}

/** The message with its booking's link written into its slot (text, HTML and calendar file), as it is sent. */
export function withPageLinks(row: OutboxRow, reference: string | null): OutboxRow {
  const token = reference ? pageTokenOf(reference) : "";
  if (!row.text.includes(PAGE_TOKEN_SLOT) && !row.html.includes(PAGE_TOKEN_SLOT) && !row.ics?.includes(PAGE_TOKEN_SLOT))
    return row;
  return {
    ...row,
    text: row.text.replaceAll(PAGE_TOKEN_SLOT, token),
    html: row.html.replaceAll(PAGE_TOKEN_SLOT, token),
    ics: row.ics === null ? null : foldIcsLines(unfoldIcsLines(row.ics).replaceAll(PAGE_TOKEN_SLOT, token)),
  };
}
