/**
 * The app's own storage (getStorage(), opened on first use from DATABASE_PATH) on a fresh SQLite file in a temporary
 * folder, for unit tests that run the app's modules as the server runs them; and an owner or a crew member signed in
 * on it. Call appDatabase at the top of a test file: it registers its own beforeAll and afterAll (its afterAll
 * runs after the file's own, which Vitest runs in reverse order, so the file may still use the storage there).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { startSession } from "../../app/owner/auth.server";
import type { Owner } from "../../app/storage/owners.server";
import { getStorage } from "../../app/storage/storage.server";

/**
 * A temporary folder and `<label>.sqlite` in it as DATABASE_PATH, with `env` beside it (or what `env(dir)` gives when
 * the file's earlier beforeAll has run: a stand-in server's address, a folder beside the database), for the whole file.
 */
export function appDatabase(label: string, env: Record<string, string> | ((dir: string) => Record<string, string>) = {}) {
  const dir = mkdtempSync(join(tmpdir(), `northstar-${label}-`));
  const path = join(dir, `${label}.sqlite`);
  beforeAll(() => {
    vi.stubEnv("DATABASE_PATH", path); // getStorage() opens it on first use
    for (const [name, value] of Object.entries(typeof env === "function" ? env(dir) : env)) vi.stubEnv(name, value);
    expect(getStorage().where).toContain(dir);
  });
  afterAll(async () => {
    await getStorage().close();
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });
  return { dir, path };
}

/** The Cookie header of a new session of `personId` at `stage` ("signed-in" unless told). */
export async function sessionCookieOf(personId: number, stage: Parameters<typeof startSession>[1] = "signed-in") {
  return (await startSession(personId, stage)).split(";")[0]!;
}

/** A new owner (or a crew member, with `options`) on the app's storage, and the Cookie header of their session. */
export async function signedIn(
  email: string,
  options?: Parameters<ReturnType<typeof getStorage>["owners"]["add"]>[3],
  now?: Date,
): Promise<{ person: Owner; cookie: string }> {
  const person = await getStorage().owners.add(email, "a long enough password", now, options);
  return { person, cookie: await sessionCookieOf(person.id) };
}
