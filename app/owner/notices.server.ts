/**
 * The notices an owner gets about their own account (issue 35), through the outbox to their own address: a second
 * factor set up, a recovery code used, sign-in codes reset on the server, every other session signed out, a passkey
 * added or removed, a calendar feed made (issue 39). Each says what happened, when (Dallas time), from which address,
 * and what to do if it was not them. Server only.
 */
import { randomBytes } from "node:crypto";
import type { OutboxMessage } from "../booking/model.ts";
import { site } from "../content/site.ts";
import { formatLocalStamp } from "../domain/booking/dates.ts";
import { renderEmail } from "../outbox/email-body.ts";
import { enrolmentPath } from "./enrolment.server.ts";

export type SecurityEvent =
  | { kind: "factor-set-up" }
  | { kind: "recovery-code-used"; codesLeft: number }
  | { kind: "mfa-reset" }
  | { kind: "others-signed-out"; ended: number }
  | { kind: "passkey-added"; name: string }
  | { kind: "passkey-removed"; name: string }
  | { kind: "calendar-feed-made" };

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
  // A passkey signs in alone, and a feed shows the jobs' addresses to whoever has its address: both outlive a
  // session, so someone with a stolen session could keep a way in (issue 39).
  "passkey-added": {
    subject: "A passkey was added to your account",
    what: (e) =>
      `A passkey (“${"name" in e ? e.name : ""}”) was added to your account from the dashboard's Security page: it signs in without your password or a code. If this was not you, remove it there.`,
  },
  "passkey-removed": {
    subject: "A passkey was removed from your account",
    what: (e) =>
      `The passkey “${"name" in e ? e.name : ""}” was removed from your account on the dashboard's Security page: it no longer signs in.`,
  },
  "calendar-feed-made": {
    subject: "A calendar feed address was made for your account",
    what: () =>
      "A new calendar feed address was made for your account on the dashboard's Security page (the earlier one, if any, stopped working): it shows your jobs' times and addresses to whoever has it. If this was not you, make a new one there, which ends this one.",
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

/** The path of an invitation link (docs/decisions/0039). */
export const invitationPath = (token: string) => `/admin/invite/${token}`;

/**
 * The e-mail that carries an invitation to the dashboard: who invited them, as what, the link (once, 7 days), and what
 * comes next (a password of their own, then sign-in codes). `slot`: the account link's slot, which the outbox worker
 * fills with the token as it sends (docs/decisions/0041); the outbox never holds the link.
 */
export function invitationNotice(
  account: { id: number; email: string; role: "owner" | "crew"; name: string | null },
  slot: string,
  ctx: { siteUrl: string; now: Date; invitedBy: string },
): OutboxMessage {
  const subject = `You are invited to the ${site.shortBrand} dashboard`;
  const body = renderEmail(subject, {
    intro: [
      `${account.name ? `Hello ${account.name}, ` : ""}${ctx.invitedBy} invited you to ${site.brand}'s dashboard ${account.role === "crew" ? "as a crew member: your day's jobs, their checklists and photos" : "as an owner"}.`,
      "Open the link below (it works once, for 7 days), choose your password, then set up sign-in codes with an authenticator app on your phone.",
      `If you did not expect this, ignore this e-mail. Questions: ${site.phone}.`,
    ],
    details: [["Account", account.email]],
    link: { label: "Accept the invitation", url: `${ctx.siteUrl}${invitationPath(slot)}` },
  });
  return {
    key: `invitation.${account.id}.${ctx.now.getTime()}.${randomBytes(4).toString("hex")}`,
    event: "invitation",
    audience: "owner",
    to: account.email,
    toName: account.name,
    subject,
    ...body,
    ics: null,
    dueAt: ctx.now.toISOString(),
  };
}

/**
 * The e-mail that carries a new set-up link, sent from the Team page's "Send a new sign-in link" (issue 44): what was
 * reset, by whom, and the link (once, 24 hours) to set up sign-in codes again. `slot` as for `invitationNotice`.
 */
export function setUpLinkNotice(
  person: { id: number; email: string; name: string | null },
  slot: string,
  ctx: { siteUrl: string; now: Date; sentBy: string },
): OutboxMessage {
  const subject = `A new sign-in link for the ${site.shortBrand} dashboard`;
  const body = renderEmail(subject, {
    intro: [
      `${person.name ? `Hello ${person.name}, ` : ""}${ctx.sentBy} reset your sign-in codes and passkeys and sent you a new link: every session of yours was signed out.`,
      "Open the link below on the phone or computer you will sign in with (it works once, for 24 hours), sign in with your password, then set up sign-in codes with an authenticator app.",
      `If you did not ask for this, tell ${ctx.sentBy}. Questions: ${site.phone}.`,
    ],
    details: [
      ["Account", person.email],
      ["When", `${formatLocalStamp(ctx.now.toISOString())} (Dallas time)`],
    ],
    link: { label: "Set up sign-in", url: `${ctx.siteUrl}${enrolmentPath(slot)}` },
  });
  return {
    key: `set-up-link.${person.id}.${ctx.now.getTime()}.${randomBytes(4).toString("hex")}`,
    event: "security",
    audience: "owner",
    to: person.email,
    toName: person.name,
    subject,
    ...body,
    ics: null,
    dueAt: ctx.now.toISOString(),
  };
}
