/**
 * /admin/login/enrol: the owner enrols a second factor (docs/decisions/0030, issue 35): at sign-in when
 * OWNER_MFA_REQUIRED (default) and they have none, or from the dashboard's Security page when it is not required.
 * When it is required, enrolling takes the owner's enrolment link, opened in this browser (app/owner/enrolment.server.ts):
 * without it the page says how to ask for one and shows no secret. The page shows a QR code (drawn on the server) and
 * the secret as text, drawn for this session alone; a code from the app confirms it, uses the link up, and e-mails the
 * owner. Then the session is renewed (a new id), signed in, and the page shows ten recovery codes, once: the action
 * hands them to the page it redirects to in a cookie that is encrypted, lives 10 minutes and is cleared when they are
 * shown (with and without JavaScript alike).
 */
import { data, Form, Link, redirect } from "react-router";
import { Notice, TextField } from "~/components/sections/admin/ui";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  assertSameOrigin,
  currentSession,
  type CurrentSession,
  endCurrentSession,
  safeNext,
  startSession,
  signInHeaders,
} from "~/owner/auth.server";
import { enrolmentCookie, enrolmentLinkOf, needsLinkMessage } from "~/owner/enrolment.server";
import { confirmEnrolment, enrolmentOf, newTotpSecret, openTotpSecret, recoveryCodesCookie } from "~/owner/mfa.server";
import { getStorage } from "~/storage/storage.server";
import { getEnv } from "~/utils/env.server";
import { readFormBody } from "~/utils/request-body.server";
import { requestInfoFrom } from "~/utils/request-context.server";
import { brandTitle } from "~/seo/meta";
import type { Route } from "./+types/admin.login.enrol";

async function enrollingSession(request: Request, next: string) {
  const session = await currentSession(request);
  if (!session) throw redirect(`/admin/login?next=${encodeURIComponent(next)}`);
  if (session.owner.mfa) throw redirect(session.stage === "signed-in" ? next : `/admin/login/code?next=${next}`);
  return session;
}

/**
 * May this session set up a second factor, and through which link? Signed in while codes are not required (the
 * password is then the whole sign-in), or with the owner's own enrolment link opened in this browser.
 */
async function permission(request: Request, session: CurrentSession) {
  const linkToken = await enrolmentLinkOf(request, session.owner.id);
  const allowed = linkToken !== null || (session.stage === "signed-in" && !getEnv().OWNER_MFA_REQUIRED);
  return { allowed, linkToken };
}

export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const session = await currentSession(request);
  if (session?.stage === "signed-in" && session.owner.mfa) {
    const codes = await recoveryCodesCookie.read(request);
    if (!codes) throw redirect(next);
    return data(
      { next, codes, qrSvg: "", secretGrouped: "", email: session.owner.email, needsLink: null },
      { headers: { "Set-Cookie": recoveryCodesCookie.clear() } },
    );
  }
  const enrolling = await enrollingSession(request, next);
  const { allowed } = await permission(request, enrolling);
  if (!allowed)
    return data(
      {
        next,
        codes: null,
        qrSvg: "",
        secretGrouped: "",
        email: enrolling.owner.email,
        needsLink: needsLinkMessage(enrolling.owner.email),
      },
      { status: 403 },
    );
  const secret = await getStorage().owners.sessionTotpSecret(enrolling.sessionId, newTotpSecret);
  const { qrSvg, secretGrouped } = enrolmentOf(enrolling.owner.email, openTotpSecret(secret));
  return { next, codes: null, qrSvg, secretGrouped, email: enrolling.owner.email, needsLink: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readFormBody(request).catch(() => new URLSearchParams());
  const next = safeNext(form.get("next"));
  const session = await enrollingSession(request, next);
  const { allowed, linkToken } = await permission(request, session);
  if (!allowed) return data({ error: needsLinkMessage(session.owner.email) }, { status: 403 });
  const secret = await getStorage().owners.sessionTotpSecret(session.sessionId, newTotpSecret);
  const codes = await confirmEnrolment(
    session.owner,
    { sessionId: session.sessionId, secret, linkToken, origin: { clientIp: requestInfoFrom(context).clientIp } },
    (form.get("code") ?? "").slice(0, 64),
  );
  if (!codes)
    return data(
      { error: "That code is not right. Enter the 6-digit code your app shows now for this account." },
      { status: 400 },
    );
  await endCurrentSession(request);
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(session.owner.id, "signed-in"));
  headers.append("Set-Cookie", recoveryCodesCookie.write(codes));
  headers.append("Set-Cookie", enrolmentCookie.clear());
  return redirect(`/admin/login/enrol?next=${encodeURIComponent(next)}`, { status: 303, headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return signInHeaders(loaderHeaders, "Set-Cookie");
}

export function meta() {
  return [{ title: brandTitle("Set up sign-in codes") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminEnrol({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.codes)
    return (
      <section className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-3xl font-extrabold text-navy-900">Save your recovery codes</h1>
        <div className="mt-4">
          <Notice>Your authenticator app is set up. From now on, signing in asks for its code.</Notice>
        </div>
        <p className="mt-4 text-navy-900">
          If you lose your phone, each of these codes signs you in once. Print them or keep them in a password manager:
          they are shown only now.
        </p>
        <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg text-navy-900">
          {loaderData.codes.map((code) => (
            <li key={code} className="rounded-md border border-border bg-white px-3 py-2 text-center">
              {code}
            </li>
          ))}
        </ul>
        <Link to={loaderData.next} className={buttonVariants({ className: "mt-6 w-full" })}>
          I have saved them: continue
        </Link>
      </section>
    );
  if (loaderData.needsLink)
    return (
      <section className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-3xl font-extrabold text-navy-900">Set up sign-in codes</h1>
        <div className="mt-4">
          <Notice tone="error">{loaderData.needsLink}</Notice>
        </div>
        <Form method="post" action="/admin/logout" className="mt-6 text-center text-sm">
          <button type="submit" className="font-semibold text-navy-900 underline">
            Sign out
          </button>
        </Form>
      </section>
    );
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy-900">Set up sign-in codes</h1>
      <p className="mt-2 text-muted-foreground">
        The dashboard holds your customers' details, so signing in takes a password and a code from an authenticator app
        on your phone (Google Authenticator, Microsoft Authenticator, 1Password and the like).
      </p>
      <ol className="mt-6 list-decimal space-y-4 pl-5 text-navy-900">
        <li>
          <p>In the app, add an account and scan this code:</p>
          <div
            role="img"
            aria-label={`QR code to add ${loaderData.email} to an authenticator app`}
            className="mt-3 w-48 max-w-full [&>svg]:h-auto [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: loaderData.qrSvg }}
          />
          <p className="mt-3 text-sm">Or type this key into the app (time-based):</p>
          <p className="mt-1 font-mono text-base break-all" data-testid="totp-secret">
            {loaderData.secretGrouped}
          </p>
        </li>
        <li>
          <Form method="post" className="space-y-4">
            {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
            <input type="hidden" name="next" value={loaderData.next} />
            <TextField
              label="The 6-digit code the app shows"
              id="enrol-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              required
            />
            <Button type="submit" className="w-full">
              Turn on sign-in codes
            </Button>
          </Form>
        </li>
      </ol>
      <Form method="post" action="/admin/logout" className="mt-6 text-center text-sm">
        <button type="submit" className="font-semibold text-navy-900 underline">
          Cancel and sign out
        </button>
      </Form>
    </section>
  );
}
