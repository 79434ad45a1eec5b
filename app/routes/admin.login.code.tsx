/**
 * /admin/login/code: the second step of the owner's sign-in (docs/decisions/0030), for a session whose password was
 * right: a 6-digit code of the authenticator app (each accepted once) or a recovery code (each works once). 5 wrong
 * codes for an owner within 15 minutes lock this step for 15 minutes (429). On success: a new session id, signed in.
 */
import { data, Form, redirect } from "react-router";
import { Notice, TextField } from "~/components/sections/admin/ui";
import { Button } from "~/components/ui/button";
import {
  assertSameOrigin,
  currentSession,
  endCurrentSession,
  safeNext,
  startSession,
  signInHeaders,
} from "~/owner/auth.server";
import { checkSecondFactor, clearSecondFactorAttempts, takeSecondFactorAttempt } from "~/owner/mfa.server";
import { readFormBody } from "~/utils/request-body.server";
import { requestInfoFrom } from "~/utils/request-context.server";
import { brandTitle } from "~/seo/meta";
import type { Route } from "./+types/admin.login.code";

/** The session that gave its password and has a second factor to give; else back to the first step. */
async function pendingSession(request: Request, next: string) {
  const session = await currentSession(request);
  if (session?.stage === "signed-in") throw redirect(next);
  if (!session) throw redirect(`/admin/login?next=${encodeURIComponent(next)}`);
  if (!session.owner.mfa) throw redirect(`/admin/login/enrol?next=${encodeURIComponent(next)}`);
  return session;
}

export async function loader({ request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  await pendingSession(request, next);
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readFormBody(request).catch(() => new URLSearchParams());
  const next = safeNext(form.get("next"));
  const session = await pendingSession(request, next);
  const code = (form.get("code") ?? "").trim().slice(0, 64);
  if (!code) return data({ error: "Enter the 6-digit code from your authenticator app." }, { status: 400 });
  const wait = await takeSecondFactorAttempt(session.owner.id);
  if (wait > 0)
    return data(
      { error: `Too many wrong codes. Please wait ${Math.ceil(wait / 60)} minutes and try again.` },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  const answer = await checkSecondFactor(session.owner, code, new Date(), {
    clientIp: requestInfoFrom(context).clientIp,
  });
  if (answer === "used")
    return data(
      { error: "That code has been used already. Wait for the next code in your app, then enter it." },
      { status: 400 },
    );
  if (answer === "wrong")
    return data(
      { error: "That code is not right. Check your app's code for this account and try again." },
      {
        status: 400,
      },
    );
  await clearSecondFactorAttempts(session.owner.id);
  await endCurrentSession(request);
  return redirect(next, { headers: { "Set-Cookie": await startSession(session.owner.id, "signed-in") } });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return signInHeaders(actionHeaders, "Retry-After");
}

export function meta() {
  return [{ title: brandTitle("Sign-in code") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLoginCode({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy-900">Enter your code</h1>
      <p className="mt-2 text-muted-foreground">
        Open your authenticator app and enter the 6-digit code it shows for this dashboard. Lost your phone? Enter one
        of your recovery codes instead.
      </p>
      <Form method="post" className="mt-6 space-y-4">
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField
          label="Code"
          id="login-code"
          name="code"
          // a recovery code has letters too (issue 56): the full keyboard, not the number pad
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={64}
        />
        <Button type="submit" className="w-full">
          Verify and sign in
        </Button>
      </Form>
      <Form method="post" action="/admin/logout" className="mt-4 text-center text-sm">
        <button type="submit" className="font-semibold text-navy-900 underline">
          Cancel and start again
        </button>
      </Form>
    </section>
  );
}
