/** POST /admin/logout: ends the session (it can no longer be used, even with the cookie) and clears the cookie. */
import { redirect } from "react-router";
import { assertSameOrigin, endCurrentSession, endSessionCookie } from "~/owner/auth.server";
import type { Route } from "./+types/admin.logout";

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  await endCurrentSession(request);
  return redirect("/admin/login", { headers: { "Set-Cookie": await endSessionCookie() } });
}

export function loader() {
  return redirect("/admin");
}
