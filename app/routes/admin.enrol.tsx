/**
 * /admin/enrol/:token: an owner's enrolment link (issue 35), printed by `npm run owner -- add` and `reset-mfa`. A
 * valid link (made, not used, not replaced, not 24 hours old) keeps its token for the sign-in pages (a cookie) and
 * goes on to setting up sign-in codes, after the password; any other answers 410 with what to do.
 */
import { data, redirect } from "react-router";
import { Notice } from "~/components/sections/admin/ui";
import { signInHeaders } from "~/owner/auth.server";
import { enrolmentCookie, enrolmentLinkOwner } from "~/owner/enrolment.server";
import { brandTitle } from "~/seo/meta";
import type { Route } from "./+types/admin.enrol";

export async function loader({ params }: Route.LoaderArgs) {
  const link = await enrolmentLinkOwner(params.token);
  if (!link) return data({ expired: true }, { status: 410, headers: { "Cache-Control": "no-store" } });
  throw redirect("/admin/login/enrol", {
    status: 303,
    headers: { "Set-Cookie": enrolmentCookie.write(params.token, link.expiresAt), "Cache-Control": "no-store" },
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return signInHeaders(loaderHeaders, "Set-Cookie");
}

export function meta() {
  return [{ title: brandTitle("Enrolment link") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminEnrolLink() {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy-900">This link no longer works</h1>
      <div className="mt-4">
        <Notice tone="error">
          An enrolment link works once, for 24 hours, and a newer one replaces it. This one was used, replaced or is too
          old.
        </Notice>
      </div>
      <p className="mt-4 text-navy-900">
        Ask whoever runs the server to run <code>npm run owner -- reset-mfa your@e-mail</code>: it prints a new link.
        Open it on the device you sign in with, then sign in.
      </p>
    </section>
  );
}
