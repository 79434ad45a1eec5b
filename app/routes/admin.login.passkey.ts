/**
 * POST /admin/login/passkey: signing in with a passkey alone (resource route answering JSON; issue 39,
 * docs/decisions/0039), for the sign-in page's "Sign in with a passkey" (app/components/sections/admin/passkeys.tsx).
 * Same-origin only. Form fields:
 *
 * - `intent=passkey-options`: 200 `{ options }` (WebAuthn's, for any passkey of this site) and the challenge's cookie.
 * - `intent=passkey-sign-in`, `response` (the browser's answer, JSON), `next`: 200 `{ next }` (a dashboard path,
 *   `safeNext`) with a fully signed-in session's cookie; 400 `{ error }` for an answer that does not verify (unknown
 *   or removed passkey, another origin, a challenge expired or used), 403 for a disabled account, 429 (Retry-After)
 *   while the address is locked out. Each try counts towards the address's sign-in lock-out, as a wrong password does
 *   (a success clears it); the e-mail's own lock-out, which guards the password, does not stop a passkey.
 *
 * GET answers 405.
 */
import {
  assertSameOrigin,
  clearLoginFailures,
  endCurrentSession,
  safeNext,
  startSession,
  takeLoginAttempt,
} from "~/owner/auth.server";
import { ceremonyAnswer, clearCeremonyCookie, signInOptions, verifySignIn } from "~/owner/passkeys.server";
import { readFormBody } from "~/utils/request-body.server";
import { requestInfoFrom } from "~/utils/request-context.server";
import { plainText } from "~/utils/responses.server";
import type { Route } from "./+types/admin.login.passkey";

export function loader() {
  return plainText("Method not allowed.", 405, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readFormBody(request).catch(() => null);
  if (!form) return ceremonyAnswer({ error: "The request could not be read." }, 400);
  switch (form.get("intent")) {
    case "passkey-options": {
      const { options, cookie } = await signInOptions();
      return ceremonyAnswer({ options }, 200, [cookie]);
    }
    case "passkey-sign-in": {
      const keys = [`ip:${requestInfoFrom(context).clientIp}`];
      const wait = await takeLoginAttempt(keys);
      if (wait > 0)
        return ceremonyAnswer(
          { error: `Too many failed sign-ins. Please wait ${Math.ceil(wait / 60)} minutes and try again.` },
          429,
          [clearCeremonyCookie()],
          { "Retry-After": String(wait) },
        );
      const result = await verifySignIn(request, form.get("response"));
      if (!result.ok) return ceremonyAnswer({ error: result.error }, result.status, [clearCeremonyCookie()]);
      await clearLoginFailures(keys);
      await endCurrentSession(request);
      const session = await startSession(result.owner.id, "signed-in");
      return ceremonyAnswer({ next: safeNext(form.get("next")) }, 200, [session, clearCeremonyCookie()]);
    }
    default:
      return ceremonyAnswer({ error: "Unknown action." }, 400);
  }
}
