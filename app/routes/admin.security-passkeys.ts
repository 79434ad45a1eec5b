/**
 * POST /admin/security/passkeys: adding a passkey to one's own account (resource route answering JSON; issue 39,
 * docs/decisions/0039), for the Security page's "Add a passkey" (app/components/sections/admin/passkeys.tsx). Anyone
 * signed in (`requireStaff`); same-origin only. Form fields:
 *
 * - `intent=passkey-options`: 200 `{ options }` (WebAuthn's, for this person, their passkeys excluded) and the
 *   challenge's cookie, bound to this session.
 * - `intent=passkey-add`, `name` (1 to 60 characters), `response` (the browser's answer, JSON): 200 `{ passkey }`; the
 *   person is e-mailed that it was added. 400 `{ error }` for a missing name or an answer that does not verify (another
 *   origin, another session's challenge, expired or used), 409 when it is registered already or they have 10.
 *
 * Both answer 403 `{ error }` unless the person proved themselves within the last 5 minutes (their sign-in, or the
 * Security page's `intent=reauth`: password and code), issue 44: a session alone (it lasts 7 days) adds no way in.
 *
 * Removing one is a plain form of the Security page (`intent=passkey-remove`). GET answers 405.
 */
import { assertSameOrigin, REAUTH_NEEDED, recentlyAuthenticated, requireStaff } from "~/owner/auth.server";
import { ceremonyAnswer, clearCeremonyCookie, registerPasskey, registrationOptions } from "~/owner/passkeys.server";
import { readFormBody } from "~/utils/request-body.server";
import { requestInfoFrom } from "~/utils/request-context.server";
import { plainText } from "~/utils/responses.server";
import type { Route } from "./+types/admin.security-passkeys";

export function loader() {
  return plainText("Method not allowed.", 405, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const person = await requireStaff(request);
  const form = await readFormBody(request).catch(() => null);
  if (!form) return ceremonyAnswer({ error: "The request could not be read." }, 400);
  if (!recentlyAuthenticated(person))
    return ceremonyAnswer({ error: REAUTH_NEEDED }, 403, [clearCeremonyCookie()]);
  switch (form.get("intent")) {
    case "passkey-options": {
      const { options, cookie } = await registrationOptions(person);
      return ceremonyAnswer({ options }, 200, [cookie]);
    }
    case "passkey-add": {
      const result = await registerPasskey(
        request,
        person,
        { name: form.get("name"), response: form.get("response") },
        { clientIp: requestInfoFrom(context).clientIp },
      );
      if (!result.ok) return ceremonyAnswer({ error: result.error }, result.status, [clearCeremonyCookie()]);
      return ceremonyAnswer({ passkey: result.passkey }, 200, [clearCeremonyCookie()]);
    }
    default:
      return ceremonyAnswer({ error: "Unknown action." }, 400);
  }
}
