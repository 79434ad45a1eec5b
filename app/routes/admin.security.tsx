/**
 * /admin/security: the owner's account (docs/decisions/0030): whether sign-in codes are on and how many recovery
 * codes are left, a link to set them up when they are not required and not on yet, and "Sign out all my other
 * sessions" (form `intent=sign-out-others`) for a lost laptop or a shared computer, which e-mails the owner (issue 35).
 */
import { data, Form, Link } from "react-router";
import { AdminCard, Notice } from "~/components/sections/admin/ui";
import { Button, buttonVariants } from "~/components/ui/button";
import { assertSameOrigin, requireStaff } from "~/owner/auth.server";
import { getStorage } from "~/storage/storage.server";
import { securityNotice } from "~/owner/notices.server";
import { getEnv } from "~/utils/env.server";
import { readFormBody } from "~/utils/request-body.server";
import { requestInfoFrom } from "~/utils/request-context.server";
import { brandTitle } from "~/seo/meta";
import type { Route } from "./+types/admin.security";

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireStaff(request);
  const owners = getStorage().owners;
  return {
    email: owner.email,
    mfa: owner.mfa,
    recoveryCodesLeft: owner.mfa ? await owners.recoveryCodesLeft(owner.id) : 0,
    otherSessions: (await owners.countSessions(owner.id)) - 1,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const owner = await requireStaff(request);
  const form = await readFormBody(request).catch(() => new URLSearchParams());
  if (form.get("intent") !== "sign-out-others") return data({ ended: null, error: "Unknown action." }, { status: 400 });
  const now = new Date();
  const notice = securityNotice(
    owner,
    { kind: "others-signed-out", ended: (await getStorage().owners.countSessions(owner.id, now)) - 1 },
    { clientIp: requestInfoFrom(context).clientIp },
    { siteUrl: getEnv().SITE_URL, now },
  );
  const ended = await getStorage().owners.endOtherSessions(owner.id, owner.sessionId, notice, now);
  return { ended, error: null };
}

export function meta() {
  return [{ title: brandTitle("Security") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { mfa, recoveryCodesLeft, otherSessions } = loaderData;
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
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
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
    </div>
  );
}
