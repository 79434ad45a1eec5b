/**
 * /admin/security: the account of whoever is signed in, owner or crew (docs/decisions/0030, 0039): whether sign-in
 * codes are on and how many recovery codes are left, a link to set them up when they are not required and not on yet,
 * and "Sign out all my other sessions" (form `intent=sign-out-others`) for a lost laptop or a shared computer, which
 * e-mails the owner (issue 35). Issue 39: their passkeys (listed; "Add a passkey" through
 * /admin/security/passkeys, with JavaScript; `intent=passkey-remove` with `passkey` removes one of theirs, 404 for any
 * other) and their calendar feed (`intent=calendar-feed` makes one, replacing the old; its address is shown in that
 * answer only). Each change e-mails the person. Issue 44: adding a passkey asks for the password and a code within the
 * last 5 minutes (a sign-in counts): `intent=reauth` with `password` and `code` (the code only when codes are on)
 * records it on the session; the password's lock-out applies.
 */
import { data, Form, Link } from "react-router";
import { PasskeyRegistration } from "~/components/sections/admin/passkeys";
import { AdminCard, Notice, TextField } from "~/components/sections/admin/ui";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatLocalStamp } from "~/domain/booking/dates";
import {
  assertSameOrigin,
  clearLoginFailures,
  recentlyAuthenticated,
  requireStaff,
  takeLoginAttempt,
} from "~/owner/auth.server";
import { checkSecondFactor, clearSecondFactorAttempts, takeSecondFactorAttempt } from "~/owner/mfa.server";
import { newCalendarFeed } from "~/owner/calendar-feed.server";
import { removePasskey } from "~/owner/passkeys.server";
import { getStorage } from "~/storage/storage.server";
import { securityNotice } from "~/owner/notices.server";
import { getEnv } from "~/utils/env.server";
import { readFormBody } from "~/utils/request-body.server";
import { requestInfoFrom } from "~/utils/request-context.server";
import { brandTitle } from "~/seo/meta";
import type { Route } from "./+types/admin.security";

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireStaff(request);
  const { owners, passkeys, calendar } = getStorage();
  return {
    email: owner.email,
    role: owner.role,
    mfa: owner.mfa,
    recoveryCodesLeft: owner.mfa ? await owners.recoveryCodesLeft(owner.id) : 0,
    otherSessions: (await owners.countSessions(owner.id)) - 1,
    passkeys: (await passkeys.list(owner.id)).map(({ id, name, createdAt, lastUsedAt }) => ({
      id,
      name,
      createdAt,
      lastUsedAt,
    })),
    calendarFeedSince: await calendar.createdAt(owner.id),
    canAddPasskey: recentlyAuthenticated(owner),
  };
}

type ActionAnswer = {
  intent: string | null;
  ended: number | null;
  error: string | null;
  feed: { https: string; webcal: string } | null;
  removed: string | null;
  confirmed?: boolean;
};
const answer = (intent: string | null, parts: Partial<ActionAnswer>): ActionAnswer => ({
  intent,
  ended: null,
  error: null,
  feed: null,
  removed: null,
  ...parts,
});

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const owner = await requireStaff(request);
  const form = await readFormBody(request).catch(() => new URLSearchParams());
  const intent = form.get("intent");
  const now = new Date();
  const origin = { clientIp: requestInfoFrom(context).clientIp };
  switch (intent) {
    case "sign-out-others": {
      const notice = securityNotice(
        owner,
        { kind: "others-signed-out", ended: (await getStorage().owners.countSessions(owner.id, now)) - 1 },
        origin,
        { siteUrl: getEnv().SITE_URL, now },
      );
      return answer(intent, {
        ended: await getStorage().owners.endOtherSessions(owner.id, owner.sessionId, notice, now),
      });
    }
    case "reauth": {
      const keys = [`email:${owner.email}`, `ip:${origin.clientIp}`];
      const wait = Math.max(await takeLoginAttempt(keys), owner.mfa ? await takeSecondFactorAttempt(owner.id) : 0);
      if (wait > 0)
        return data(answer(intent, { error: `Too many tries. Please wait ${Math.ceil(wait / 60)} minutes.` }), {
          status: 429,
          headers: { "Retry-After": String(wait) },
        });
      const password = form.get("password") ?? "";
      const ok = password !== "" && (await getStorage().owners.authenticate(owner.email, password)) !== null;
      const second = ok && owner.mfa ? await checkSecondFactor(owner, form.get("code") ?? "", now, origin) : "ok";
      if (!ok || second !== "ok")
        return data(
          answer(intent, {
            error: owner.mfa ? "That password and code don't match your account." : "That password doesn't match your account.",
          }),
          { status: 400 },
        );
      await clearLoginFailures(keys);
      if (owner.mfa) await clearSecondFactorAttempts(owner.id);
      await getStorage().owners.markReauthenticated(owner.sessionId, now);
      return answer(intent, { confirmed: true });
    }
    case "calendar-feed":
      return answer(intent, { feed: await newCalendarFeed(owner, origin, now) });
    case "passkey-remove": {
      const name = await removePasskey(owner, form.get("passkey") ?? "", origin, now);
      if (!name)
        return data(answer(intent, { error: "You have no such passkey (it may have been removed already)." }), {
          status: 404,
        });
      return answer(intent, { removed: name });
    }
    default:
      return data(answer(intent, { error: "Unknown action." }), { status: 400 });
  }
}

export function meta() {
  return [{ title: brandTitle("Security") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { mfa, recoveryCodesLeft, otherSessions, passkeys, calendarFeedSince } = loaderData;
  const said = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  return (
    <div className="mt-6 space-y-4">
      <h1 className="text-2xl font-extrabold text-navy-900">Security</h1>
      <AdminCard title="Sign-in codes" id="mfa-title">
        {mfa ? (
          <p className="text-navy-900">
            On: signing in as {loaderData.email} takes your password and a code from your authenticator app.{" "}
            {recoveryCodesLeft} of 10 recovery codes left.
          </p>
        ) : (
          <>
            <p className="text-navy-900">
              Off: your password alone signs you in. Turn codes on to protect customers' details.
            </p>
            <Link to="/admin/login/enrol?next=/admin/security" className={buttonVariants({ className: "mt-3" })}>
              Set up sign-in codes
            </Link>
          </>
        )}
        {mfa && recoveryCodesLeft <= 3 ? (
          <p className="mt-2 text-sm text-navy-900">
            Few recovery codes left: to get new ones, run <code>npm run owner -- reset-mfa {loaderData.email}</code> on
            the server, then sign in and set up codes again.
          </p>
        ) : null}
      </AdminCard>
      <AdminCard title="Sessions" id="sessions-title">
        {actionData?.ended != null ? (
          <Notice>
            {actionData.ended === 1 ? "1 other session was" : `${actionData.ended} other sessions were`} signed out.
          </Notice>
        ) : null}
        {actionData?.error && !said("passkey-remove") && !said("reauth") ? <Notice tone="error">{actionData.error}</Notice> : null}
        <p className="text-navy-900">
          {otherSessions === 0
            ? "You are signed in here only."
            : `You are signed in here and in ${otherSessions === 1 ? "1 other place" : `${otherSessions} other places`}.`}{" "}
          A session ends after 8 hours without use and 7 days after signing in.
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="sign-out-others" />
          <Button type="submit" variant="outline">
            Sign out all my other sessions
          </Button>
        </Form>
      </AdminCard>
      <AdminCard title="Passkeys" id="passkeys-title">
        {said("passkey-remove")?.removed ? (
          <Notice>Passkey “{said("passkey-remove")?.removed}” removed: it no longer signs in.</Notice>
        ) : null}
        {said("passkey-remove")?.error ? <Notice tone="error">{said("passkey-remove")?.error}</Notice> : null}
        <p className="text-navy-900">
          A passkey signs you in alone, without your password or a code: your phone or computer keeps it, and unlocks it
          with your fingerprint, face or screen lock. We keep only its public key.
        </p>
        {passkeys.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">You have no passkeys yet.</p>
        ) : (
          <ul aria-label="Your passkeys" className="mt-3 divide-y divide-border rounded-md border border-border">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0 text-navy-900 wrap-anywhere">
                  <span className="font-semibold">{passkey.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    Added {formatLocalStamp(passkey.createdAt)};{" "}
                    {passkey.lastUsedAt ? `last used ${formatLocalStamp(passkey.lastUsedAt)}` : "never used"}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="passkey-remove" />
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <Button type="submit" variant="outline" aria-label={`Remove the passkey ${passkey.name}`}>
                    Remove
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {loaderData.canAddPasskey ? (
          <>
            {said("reauth")?.confirmed ? <Notice>Confirmed: you may add a passkey in the next 5 minutes.</Notice> : null}
            <PasskeyRegistration />
          </>
        ) : (
          <Form method="post" className="mt-4 space-y-3" aria-labelledby="reauth-title">
            <h3 id="reauth-title" className="font-semibold text-navy-900">
              Add a passkey: confirm it's you
            </h3>
            <p className="text-sm text-navy-900">
              A passkey signs in alone, so adding one asks for your password{loaderData.mfa ? " and a code" : ""} first;
              then you have 5 minutes to add it.
            </p>
            {said("reauth")?.error ? <Notice tone="error">{said("reauth")?.error}</Notice> : null}
            <input type="hidden" name="intent" value="reauth" />
            <TextField label="Password" id="reauth-password" name="password" type="password" autoComplete="current-password" required />
            {loaderData.mfa ? (
              <TextField
                label="Code from your authenticator app (or a recovery code)"
                id="reauth-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
              />
            ) : null}
            <Button type="submit" variant="outline">
              Confirm it's me
            </Button>
          </Form>
        )}
      </AdminCard>
      <AdminCard title="Calendar feed" id="calendar-title">
        <p className="text-navy-900">
          {loaderData.role === "owner" ? "Every job" : "Your crew's jobs"}, from a week back to 60 days ahead, in your
          calendar app: subscribe to your feed's address (in Google Calendar: Other calendars, From URL). Google
          Calendar refreshes such feeds only every several hours; Apple Calendar and Outlook more often.
        </p>
        {said("calendar-feed")?.feed ? (
          <div className="mt-3 space-y-3">
            <Notice>Your new feed's address is below: copy it now; a new one replaces it.</Notice>
            <FeedAddress
              label="For your calendar app (webcal://)"
              id="feed-webcal"
              url={said("calendar-feed")!.feed!.webcal}
            />
            <FeedAddress label="To paste (https://)" id="feed-https" url={said("calendar-feed")!.feed!.https} />
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">
            {calendarFeedSince
              ? `You made a feed on ${formatLocalStamp(calendarFeedSince)}. Its address is shown only when it is made (we keep only a fingerprint of it): to see one again, make a new one. The old address then stops working.`
              : "You have no calendar feed yet."}
          </p>
        )}
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="calendar-feed" />
          <Button type="submit" variant="outline">
            {calendarFeedSince ? "Make a new feed address" : "Make my calendar feed"}
          </Button>
        </Form>
      </AdminCard>
    </div>
  );
}

/** A feed's address, to select and copy (it is a secret: whoever has it reads the jobs). */
function FeedAddress({ label, id, url }: { label: string; id: string; url: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1 h-11 w-full rounded-md border border-slate-400 bg-slate-50 px-3 font-mono text-sm text-navy-900"
      />
    </div>
  );
}
