/**
 * The server's secret (README, Configuration): SESSION_SECRET, or a random one made once and kept beside the database
 * (readable by the server's user only), so restarts keep sessions and links. Keys for each use are derived from it,
 * so a key for one purpose opens nothing of another. Server only.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server.ts";

let secret: string | undefined;
export function serverSecret(): string {
  const env = getEnv();
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (secret) return secret;
  const file = path.join(path.dirname(path.resolve(env.DATABASE_PATH)), "session-secret");
  if (!existsSync(file)) {
    // Written whole, then linked into place: of two processes starting together, one secret wins and both read it.
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(tmp, randomBytes(32).toString("base64url"), { mode: 0o600 });
    try {
      linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      unlinkSync(tmp);
    }
  }
  secret = readFileSync(file, "utf8").trim();
  return secret;
}

/** The key of one purpose ("session-cookie", "booking-page", …), derived from the server's secret. */
export const keyFor = (purpose: string): Buffer => createHmac("sha256", serverSecret()).update(purpose).digest();

/** `text` encrypted and authenticated (AES-256-GCM) with the key of `purpose`: base64url of IV, tag and ciphertext. */
export function seal(purpose: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The text `seal(purpose, …)` made, or null for anything else (another key, a changed byte). */
export function unseal(purpose: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length < 28) return null;
    const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
