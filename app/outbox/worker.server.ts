/**
 * The outbox worker (docs/decisions/0011), inside every server process: every second it claims the messages that
 * are due and sends them, one at a time, never on a request's path. A failure is retried with exponential backoff
 * (10 s, 20 s, 40 s … at most 30 min) and given up a day after the message was due.
 */
import type { Logger } from "../utils/logger.server.ts";
import type { MailTransport } from "./mailer.server.ts";
import type { Outbox, OutboxRow } from "../storage/outbox.server.ts";
import type { SmsTransport } from "./sms.server.ts";
import { withPageLinks } from "../booking/page-token.server.ts";
import { ON_MY_WAY_STALE_MS } from "../domain/booking/changes.ts";
import { ACCOUNT_LINK_SLOTS } from "../storage/page-token-slot.ts";

/** The token of a valid account link by its id, or null (docs/decisions/0041): `OwnerStore.accountLinkTokenOf`. */
export type AccountLinkTokens = (linkId: string, now: Date) => Promise<string | null>;

/**
 * The message with each account link's token written into its slot (docs/decisions/0041), as it is sent; null when
 * a link is no longer valid (used, replaced or expired: the message is withdrawn rather than send a dead link).
 */
export async function withAccountLinks(
  row: OutboxRow,
  tokenOf: AccountLinkTokens | undefined,
  now: Date,
): Promise<OutboxRow | null> {
  const ids = new Set([...`${row.text}\n${row.html}`.matchAll(ACCOUNT_LINK_SLOTS)].map((m) => m[1]!));
  if (ids.size === 0) return row;
  if (!tokenOf) throw new Error("no account links to fill the message's slots");
  const tokens = new Map<string, string>();
  for (const id of ids) {
    const token = await tokenOf(id, now);
    if (!token) return null;
    tokens.set(id, token);
  }
  const fill = (text: string) => text.replace(ACCOUNT_LINK_SLOTS, (_, id: string) => tokens.get(id)!);
  return { ...row, text: fill(row.text), html: fill(row.html) };
}

export type OutboxWorker = {
  /** One round: claim what is due, send it. Resolves when the round is done (rounds never overlap). */
  tick: () => Promise<void>;
  stop: () => Promise<void>;
};

export function startOutboxWorker({
  outbox,
  transport,
  sms,
  isOptedOut,
  accountLinks,
  logger,
  now = () => new Date(),
  intervalMs = 1000,
  batch = 3,
}: {
  outbox: Outbox;
  transport: MailTransport;
  /** Where texts go (docs/decisions/0035). */
  sms?: SmsTransport;
  /**
   * Whether a number replied STOP, checked as each text goes out. Required: a worker that could not tell would text a
   * number against its word (no "not opted out" default, issue 35).
   */
  isOptedOut: (phone: string) => Promise<boolean>;
  /** The tokens of account links, written into invitations and set-up links as they go (docs/decisions/0041). */
  accountLinks?: AccountLinkTokens;
  logger?: Logger;
  now?: () => Date;
  /** 0: no timer (tests call `tick`). */
  intervalMs?: number;
  batch?: number;
}): OutboxWorker {
  if (typeof isOptedOut !== "function") throw new TypeError("The outbox worker needs an opt-out check (isOptedOut).");
  let round: Promise<void> | null = null;
  let stopped = false;

  /** A text, through the SMS transport: the provider's id of it. */
  const sendText = async (message: Parameters<SmsTransport["send"]>[0]) => {
    if (!sms) throw new Error("no text-message transport");
    return (await sms.send(message)).id;
  };
  const run = async () => {
    for (const row of await outbox.claimDue(now(), batch)) {
      if (stopped) break;
      try {
        // The customer's page link is written in now: the outbox keeps none (docs/decisions/0031).
        const message = await withAccountLinks(withPageLinks(row, row.booking_reference ?? null), accountLinks, now());
        if (!message) {
          await outbox.markWithdrawn(row.id, "its link was used, replaced or has expired");
          logger?.info({ outbox: row.key }, "e-mail withdrawn: its link no longer works");
          continue;
        }
        if (row.event === "on-my-way" && now().getTime() - Date.parse(row.due_at) > ON_MY_WAY_STALE_MS) {
          await outbox.markWithdrawn(row.id, "too late: the crew's arrival time has passed");
          logger?.info({ outbox: row.key }, "on my way withdrawn: too late");
          continue;
        }
        if (row.channel === "sms" && (await isOptedOut(row.recipient))) {
          await outbox.markWithdrawn(row.id, "the number replied STOP");
          logger?.info({ outbox: row.key }, "text withdrawn: the number opted out");
          continue;
        }
        const providerId = row.channel === "sms" ? await sendText(message) : (await transport.send(message), null);
        const { erased } = await outbox.markSent(row.id, now(), providerId);
        // the customer erased while it went out: the file just written of it goes too (README, Privacy)
        if (erased) (row.channel === "sms" ? sms?.discard : transport.discard)?.(message);
        logger?.info({ outbox: row.key, to: row.audience }, row.channel === "sms" ? "text sent" : "e-mail sent");
      } catch (error) {
        const status = await outbox.markFailed(row.id, (error as Error).message ?? String(error), now());
        logger?.warn(
          { outbox: row.key, attempts: row.attempts, status, err: (error as Error).message },
          row.channel === "sms" ? "text not sent" : "e-mail not sent",
        );
      }
    }
  };
  const tick = () => {
    round ??= run()
      .catch((error: unknown) => logger?.error({ err: error }, "outbox round failed"))
      .finally(() => (round = null));
    return round;
  };
  const timer = intervalMs > 0 ? setInterval(() => void tick(), intervalMs) : null;
  timer?.unref();
  return {
    tick,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await round;
    },
  };
}
