/**
 * The notices an owner gets about their own account (issue 35), through the outbox to their own address: a second
 * factor set up, a recovery code used, sign-in codes reset on the server, every other session signed out. Each says
 * what happened, when (Dallas time), from which address, and what to do if it was not them. Server only.
 */
import { randomBytes } from "node:crypto";
import type { OutboxMessage } from "../booking/model.ts";
import { site } from "../content/site.ts";
import { formatLocalStamp } from "../domain/booking/dates.ts";
import { renderEmail } from "../outbox/email-body.ts";

export type SecurityEvent =
  | { kind: "factor-set-up" }
  | { kind: "recovery-code-used"; codesLeft: number }
  | { kind: "mfa-reset" }
  | { kind: "others-signed-out"; ended: number };

/** Where a change came from: a client's address, or the server's own command line. */
export type ChangeOrigin = { clientIp: string } | { commandLine: true };

const WORDS: Record<SecurityEvent["kind"], { subject: string; what: (e: SecurityEvent) => string }> = {
  "factor-set-up": {
    subject: "Sign-in codes are now on for your account",
    what: () => "Sign-in codes from an authenticator app were set up for your account: signing in now takes them.",
  },
  "recovery-code-used": {
    subject: "A recovery code was used to sign in to your account",
    what: (e) =>
      `One of your recovery codes was used to sign in to your account (${e.kind === "recovery-code-used" ? e.codesLeft : 0} of 10 left).`,
  },
  "mfa-reset": {
    subject: "The sign-in codes of your account were removed",
    what: () =>
      "Your sign-in codes and recovery codes were removed on the server (npm run owner -- reset-mfa), and every session of yours was signed out. Setting them up again takes the single-use link the command printed.",
  },
  "others-signed-out": {
    subject: "Your other sessions were signed out",
    what: (e) =>
      `Every other session of your account was signed out (${e.kind === "others-signed-out" ? e.ended : 0}) from the dashboard's Security page.`,
  },
};

/** The owner's notice of `event` on their account, to queue in the transaction that makes the change. */
export function securityNotice(
  owner: { id: number; email: string },
  event: SecurityEvent,
  origin: ChangeOrigin,
  ctx: { siteUrl: string; now: Date },
): OutboxMessage {
  const words = WORDS[event.kind];
  const from = "commandLine" in origin ? "the server's command line" : `the address ${origin.clientIp}`;
  const body = renderEmail(words.subject, {
    intro: [
      words.what(event),
      `If this was not you, someone else has your password: on the server, run npm run owner -- passwd ${owner.email} to choose a new one (it signs every session out), then npm run owner -- reset-mfa ${owner.email} to set up sign-in codes again with the link it prints. Questions: ${site.phone}.`,
    ],
    details: [
      ["Account", owner.email],
      ["When", `${formatLocalStamp(ctx.now.toISOString())} (Dallas time)`],
      ["From", from],
    ],
    link: { label: "Your account's Security page", url: `${ctx.siteUrl}/admin/security` },
  });
  return {
    // by owner, then time: the .eml files (named by key) of an owner list in the order they were written
    key: `security.${owner.id}.${ctx.now.getTime()}.${event.kind}.${randomBytes(4).toString("hex")}`,
    event: "security",
    audience: "owner",
    to: owner.email,
    toName: null,
    subject: words.subject,
    ...body,
    ics: null,
    dueAt: ctx.now.toISOString(),
  };
}
