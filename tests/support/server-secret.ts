/**
 * The app's modules as another server loads them: a fresh copy of every module (no key, cookie or environment
 * cached from before) under another server secret (SESSION_SECRET). What this server derived or sealed must not open
 * there; under the same secret it must. Production code is not touched: the secret is read from the environment, as
 * on a server.
 */
import { vi } from "vitest";

/** A secret no test file uses otherwise (32+ characters, as SESSION_SECRET must be). */
export const ANOTHER_SECRET = "another-server-secret-fedcba9876543210";

/** `run` on the modules `load` imports afresh with SESSION_SECRET = `secret`; the modules and secret are restored after. */
export async function underServerSecret<M, T>(
  secret: string,
  load: () => Promise<M>,
  run: (modules: M) => Promise<T> | T,
): Promise<T> {
  const before = process.env.SESSION_SECRET;
  vi.stubEnv("SESSION_SECRET", secret);
  vi.resetModules();
  try {
    return await run(await load());
  } finally {
    vi.stubEnv("SESSION_SECRET", before);
    vi.resetModules();
  }
}
