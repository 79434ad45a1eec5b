/** POST /admin/logout: ends the session (it can no longer be used, even with the cookie) and clears the cookie. */
import { redirect } from "react-router";
import { assertSameOrigin, currentOwner, sessionCookie } from "~/owner/auth.server";
import { getStorage } from "~/storage/storage.server";
import type { Route } from "./+types/admin.logout";

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const owner = await currentOwner(request);
  if (owner) await getStorage().owners.endSession(owner.sessionId);
  return redirect("/admin/login", {
    headers: { "Set-Cookie": await sessionCookie().serialize("", { maxAge: 0 }) },
  });
}

export function loader() {
  return redirect("/admin");
}
