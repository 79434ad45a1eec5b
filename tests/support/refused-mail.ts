/**
 * Customers' e-mails the SMTP server refused, in a storage's outbox: what turns the health page's e-mail line red
 * (docs/decisions/0040), for the health checks' unit tests.
 */
import { enqueueMessages } from "../../app/storage/outbox.server";
import type { Storage } from "../../app/storage/storage.server";

/** A customer's "request received" e-mail, number `i`, due at `now`. */
const customerMail = (i: number, now: Date) => ({
  key: `NS-TEST0${i}.created.customer`,
  event: "created" as const,
  audience: "customer" as const,
  to: `customer${i}@example.com`,
  toName: null,
  subject: "Booking request received",
  text: "…",
  html: "<p>…</p>",
  ics: null,
  dueAt: now.toISOString(),
});

/** Queues `count` customers' e-mails (numbered from `from`) and makes their first attempt fail, as a refusing SMTP server would. */
export async function refusedCustomerMails(storage: Storage, count: number, now: Date, from = 0) {
  await enqueueMessages(storage.db, null, Array.from({ length: count }, (_, i) => customerMail(from + i, now)), now);
  for (const row of await storage.outbox.claimDue(now, 100))
    if (row.recipient.startsWith("customer")) await storage.outbox.markFailed(row.id, "550 Mailbox unavailable", now);
}
