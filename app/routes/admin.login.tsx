/**
 * /admin/login: the first step of the owner's sign-in (a form with `email` and `password`, working without
 * JavaScript). The same message for a wrong password and an unknown e-mail; 5 failures for an e-mail or an address
 * within 15 minutes lock sign-in for 15 minutes (429). A right password starts a session that may only give the
 * second factor (/admin/login/code) or enrol one (/admin/login/enrol); without a second factor and with
 * OWNER_MFA_REQUIRED=false, it is signed in at once (docs/decisions/0030). An owner who must enrol and did not open
 * their enrolment link in this browser gets no session (403), and is told how to ask for a link (issue 35). With
 * JavaScript and WebAuthn, "Sign in with a passkey" signs in with a passkey alone, through /admin/login/passkey
 * (issue 39); without them the button is absent.
 */
import { data, Form, redirect } from "react-router";
import { PasskeySignIn } from "~/components/sections/admin/passkeys";
import { Field, adminInput, Notice } from "~/components/sections/admin/ui";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import {
  assertSameOrigin,
  clearLoginFailures,
  currentSession,
  endCurrentSession,
  safeNext,
  secondStepPath,
  startSession,
  takeLoginAttempt,
  signInHeaders,
} from "~/owner/auth.server";
import { enrolmentLinkOf, needsLinkMessage } from "~/owner/enrolment.server";
import { normalizeEmail } from "~/storage/owners.server";
import { getEnv } from "~/utils/env.server";
import { getStorage } from "~/storage/storage.server";
import { readFormBody } from "~/utils/request-body.server";
import { requestInfoFrom } from "~/utils/request-context.server";
import { brandTitle } from "~/seo/meta";
import type { Route } from "./+types/admin.login";

export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const session = await currentSession(request);
  if (session?.stage === "signed-in") throw redirect(next);
  // A sign-in half done goes on where it stopped (its page has a way to start again).
  if (session) throw redirect(`${secondStepPath(session.owner)}?next=${encodeURIComponent(next)}`);
  // `saved`: coming from an invitation's password (issue 44): "1", or "enrol" when sign-in codes come next
  const saved = new URL(request.url).searchParams.get("saved");
  return { next, saved: saved === "1" || saved === "enrol" ? saved : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readFormBody(request).catch(() => new URLSearchParams());
  const email = normalizeEmail(form.get("email") ?? "");
  const password = form.get("password") ?? "";
  const next = safeNext(form.get("next"));
  const keys = [`email:${email}`, `ip:${requestInfoFrom(context).clientIp}`];
  const wait = await takeLoginAttempt(keys);
  if (wait > 0)
    return data(
      { error: `Too many failed sign-ins. Please wait ${Math.ceil(wait / 60)} minutes and try again.`, email },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  const owner = email && password ? await getStorage().owners.authenticate(email, password) : null;
  if (!owner) {
    return data({ error: "That e-mail and password don't match an owner account.", email }, { status: 400 });
  }
  await clearLoginFailures(keys);
  await endCurrentSession(request);
  // Setting up a second factor takes more than the password: the link made for this owner (issue 35).
  if (!owner.mfa && getEnv().OWNER_MFA_REQUIRED && !(await enrolmentLinkOf(request, owner.id)))
    return data({ error: needsLinkMessage(owner.email), email }, { status: 403 });
  if (!owner.mfa && !getEnv().OWNER_MFA_REQUIRED)
    return redirect(next, { headers: { "Set-Cookie": await startSession(owner.id, "signed-in") } });
  return redirect(`${secondStepPath(owner)}?next=${encodeURIComponent(next)}`, {
    headers: { "Set-Cookie": await startSession(owner.id, "password") },
  });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return signInHeaders(actionHeaders, "Retry-After");
}

export function meta() {
  return [{ title: brandTitle("Sign in") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      {/* owners and crews sign in here alike (issue 44) */}
      <h1 className="text-3xl font-extrabold text-navy-900">Sign in</h1>
      <p className="mt-2 text-muted-foreground">The {site.brand} dashboard.</p>
      {loaderData.saved ? (
        <div className="mt-4">
          <Notice>
            {`Password saved. Sign in with it${loaderData.saved === "enrol" ? ", then set up sign-in codes" : ""}.`}
          </Notice>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-4">
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
        <input type="hidden" name="next" value={loaderData.next} />
        <Field label="E-mail" htmlFor="login-email">
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? ""}
            className={adminInput}
          />
        </Field>
        <Field label="Password" htmlFor="login-password">
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={adminInput}
          />
        </Field>
        <Button type="submit" className="w-full">
          Sign in
        </Button>
      </Form>
      <PasskeySignIn next={loaderData.next} />
    </section>
  );
}
