/**
 * What the bench scripts (npm run bench, bench:scale, bench:uploads) do alike with the server they start: wait for it
 * to answer, and sign its owner in.
 */

/** Waits until the server at `base` answers /healthz, polling every 200 ms; throws after `tries` polls. */
export async function waitUntilUp(base: string, tries: number): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (i > tries) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A signed-in owner's session cookie (the bench's environment turns the second step off). */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ email, password }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (res.status !== 302 || !cookie) throw new Error(`could not sign in (${res.status})`);
  return cookie;
}
