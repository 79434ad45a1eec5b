/**
 * /admin/invite/:token: an invitation to the dashboard (docs/decisions/0039), e-mailed from the Team page. A valid link
 * (made, not used, not 7 days old, the account not disabled) shows a form to choose a password (`password`,
 * `confirm`); the password saved, the link becomes the account's enrolment link (0036), kept in this browser's
 * enrolment cookie, and the person lands on the sign-in page with "Password saved" (issue 44), then sets up sign-in
 * codes after signing in (with OWNER_MFA_REQUIRED=false, signing in is all). Any other link
 * answers 410 with what to do. Works without JavaScript.
 */
import { data, Form, redirect } from "react-router";
import { Notice, TextField } from "~/components/sections/admin/ui";
import { Button } from "~/components/ui/button";
import { enrolmentCookie, enrolmentLinkOwner } from "~/owner/enrolment.server";
import { assertSameOrigin, signInHeaders } from "~/owner/auth.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/domain/staff";
import { getStorage } from "~/storage/storage.server";
import { brandTitle } from "~/seo/meta";
import { getEnv } from "~/utils/env.server";
import { readFormBody } from "~/utils/request-body.server";
import type { Route } from "./+types/admin.invite";

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ params }: Route.LoaderArgs) {
  const account = await getStorage().owners.invitationAccount(params.token);
  if (!account) return data({ valid: false as const }, { status: 410, headers: NO_STORE });
  return data({ valid: true as const, email: account.email, role: account.role }, { headers: NO_STORE });
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const owners = getStorage().owners;
  const account = await owners.invitationAccount(params.token);
  if (!account) return data({ error: "This invitation no longer works." }, { status: 410 });
  const form = await readFormBody(request).catch(() => new URLSearchParams());
  const password = form.get("password") ?? "";
  if (password.length < PASSWORD_MIN)
    return data({ error: `Choose a password of at least ${PASSWORD_MIN} characters.` }, { status: 400 });
  if (password.length > PASSWORD_MAX)
    return data({ error: `Choose a password of at most ${PASSWORD_MAX} characters.` }, { status: 400 });
  if (password !== (form.get("confirm") ?? ""))
    return data({ error: "The two passwords are not the same. Please type it again." }, { status: 400 });
  const accepted = await owners.acceptInvitation(params.token, password);
  if (!accepted) return data({ error: "This invitation no longer works." }, { status: 410 });
  // the sign-in page says "Password saved" (issue 44); this browser keeps the new enrolment link, as opening it would
  if (getEnv().OWNER_MFA_REQUIRED) {
    const link = await enrolmentLinkOwner(accepted.enrolToken);
    throw redirect("/admin/login?saved=enrol", {
      status: 303,
      headers: link ? { "Set-Cookie": enrolmentCookie.write(accepted.enrolToken, link.expiresAt) } : {},
    });
  }
  throw redirect("/admin/login?saved=1", { status: 303 });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return signInHeaders(loaderHeaders, "Set-Cookie");
}

export function meta() {
  return [{ title: brandTitle("Your invitation") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminInvite({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid)
    return (
      <section className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-3xl font-extrabold text-navy-900">This invitation no longer works</h1>
        <div className="mt-4">
          <Notice tone="error">An invitation works once, for 7 days. This one was used, withdrawn or is too old.</Notice>
        </div>
        <p className="mt-4 text-navy-900">Ask the owner who invited you to invite you again from the Team page.</p>
      </section>
    );
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy-900">Welcome</h1>
      <p className="mt-3 text-navy-900">
        Choose the password of {loaderData.email} ({loaderData.role === "crew" ? "crew member" : "owner"}). Next, you
        sign in with it and set up sign-in codes with an authenticator app.
      </p>
      {actionData?.error ? (
        <div className="mt-4">
          <Notice tone="error">{actionData.error}</Notice>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-4">
        <TextField label={`Password (at least ${PASSWORD_MIN} characters)`} id="password" name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} />
        <TextField label="The same password again" id="confirm" name="confirm" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} />
        <Button type="submit">Save my password</Button>
      </Form>
    </section>
  );
}
