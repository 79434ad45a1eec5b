/**
 * The passkey buttons of the sign-in and Security pages (issue 39, docs/decisions/0039). They render only once
 * JavaScript runs the page in a browser that has WebAuthn: without it the button is absent and the password form
 * works as before. `@simplewebauthn/browser` is imported at the first press, so no other page (and not these pages
 * before the press) downloads it. Each ceremony is two posts to a JSON route of /admin: its options (the server keeps
 * the challenge in a cookie), then the browser's answer.
 */
import { type FormEvent, useState, useSyncExternalStore } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { adminInput, Field, Notice } from "./ui";

const noop = () => () => {};
/** False on the server, during hydration and in a browser without WebAuthn. */
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(
    noop,
    () => typeof window.PublicKeyCredential === "function",
    () => false,
  );
}

/** The browser's library, loaded once, at the first press. */
const webauthn = () => import("@simplewebauthn/browser");

type Answer = { error?: string; options?: unknown; next?: string };

/** Posts a form to one of the JSON routes; its JSON answer, or an error in words for anything else. */
async function post(url: string, fields: Record<string, string>): Promise<Answer & { ok: boolean }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Accept: "application/json" },
    });
    const type = response.headers.get("Content-Type") ?? "";
    if (!type.includes("application/json"))
      return { ok: false, error: "Your session has ended. Please reload the page and sign in again." };
    return { ok: response.ok, ...((await response.json()) as Answer) };
  } catch {
    return { ok: false, error: "The server could not be reached. Please check your connection and try again." };
  }
}

/** Why the browser's own step ended without a passkey, in words. */
function browserError(error: unknown, registering: boolean): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "AbortError") return "No passkey was used (cancelled or timed out).";
  if (name === "InvalidStateError" && registering) return "This device already has a passkey for your account.";
  return registering ? "This browser could not make a passkey." : "This browser could not use a passkey.";
}

/** "Sign in with a passkey" on /admin/login: usernameless; the server's answer says where to go. */
export function PasskeySignIn({ next }: { next: string }) {
  const supported = usePasskeySupport();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
    const library = webauthn();
    const begun = await post("/admin/login/passkey", { intent: "passkey-options" });
    if (!begun.ok || !begun.options) {
      setError(begun.error ?? "Passkey sign-in could not start.");
      return setBusy(false);
    }
    let response: unknown;
    try {
      const { startAuthentication } = await library;
      response = await startAuthentication({ optionsJSON: begun.options as never });
    } catch (e) {
      setError(browserError(e, false));
      return setBusy(false);
    }
    const done = await post("/admin/login/passkey", {
      intent: "passkey-sign-in",
      response: JSON.stringify(response),
      next,
    });
    if (!done.ok || !done.next) {
      setError(done.error ?? "That passkey did not sign you in.");
      return setBusy(false);
    }
    await navigate(done.next, { replace: true });
  }

  return (
    <div className="mt-6 space-y-3 border-t border-border pt-6">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void signIn()}>
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </Button>
    </div>
  );
}

/** "Add a passkey" on the Security page: a name, then the device's own prompt. */
export function PasskeyRegistration() {
  const supported = usePasskeySupport();
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  if (!supported)
    return (
      <p className="mt-3 text-sm text-muted-foreground">
        Adding a passkey takes a browser with JavaScript and passkey support.
      </p>
    );

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const library = webauthn();
    const begun = await post("/admin/security/passkeys", { intent: "passkey-options" });
    if (!begun.ok || !begun.options) {
      setMessage({ tone: "error", text: begun.error ?? "A passkey could not be started." });
      return setBusy(false);
    }
    let response: unknown;
    try {
      const { startRegistration } = await library;
      response = await startRegistration({ optionsJSON: begun.options as never });
    } catch (e) {
      setMessage({ tone: "error", text: browserError(e, true) });
      return setBusy(false);
    }
    const done = await post("/admin/security/passkeys", {
      intent: "passkey-add",
      name,
      response: JSON.stringify(response),
    });
    setBusy(false);
    if (!done.ok) return setMessage({ tone: "error", text: done.error ?? "The passkey could not be added." });
    setMessage({ tone: "ok", text: `Passkey “${name.trim()}” added: it signs you in from now on.` });
    setName("");
    await revalidator.revalidate();
  }

  return (
    <form className="mt-4 space-y-3" onSubmit={(e) => void add(e)}>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <Field label="Name of the new passkey (e.g. Work phone)" htmlFor="passkey-name">
        <input
          id="passkey-name"
          name="name"
          required
          maxLength={60}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={adminInput}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </Button>
    </form>
  );
}
