/**
 * Owner accounts and their sessions (PRODUCT.md, The owner's side; docs/decisions/0013). Passwords are hashed with
 * `node:crypto` scrypt (no native addon); sessions live in the database, so signing out or 12 hours idle ends them.
 * Server only.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";

export const PASSWORD_MIN = 12;
/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 12 * 3600_000;

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 };

const derive = (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keylen, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** "scrypt$N$r$p$salt$hash" (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT.keylen, SCRYPT);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the e-mail is unknown, so both cases cost the same time. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString("hex")));

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type Owner = { id: number; email: string; createdAt: string };

export class OwnerStore {
  private readonly db: DatabaseSync;
  constructor(db: DatabaseSync) {
    this.db = db;
  }

  async add(email: string, password: string, now = new Date()): Promise<Owner> {
    if (password.length < PASSWORD_MIN) throw new Error(`The password must be at least ${PASSWORD_MIN} characters.`);
    const address = normalizeEmail(email);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) throw new Error(`“${email}” is not an e-mail address.`);
    if (this.findByEmail(address)) throw new Error(`An owner with the e-mail ${address} already exists.`);
    const hash = await hashPassword(password);
    const result = this.db
      .prepare("INSERT INTO owners (email, password_hash, created_at) VALUES (?, ?, ?)")
      .run(address, hash, now.toISOString());
    return { id: Number(result.lastInsertRowid), email: address, createdAt: now.toISOString() };
  }

  list(): Owner[] {
    return (
      this.db.prepare("SELECT id, email, created_at FROM owners ORDER BY email").all() as {
        id: number;
        email: string;
        created_at: string;
      }[]
    ).map((o) => ({ id: Number(o.id), email: o.email, createdAt: o.created_at }));
  }

  remove(email: string): boolean {
    return Number(this.db.prepare("DELETE FROM owners WHERE email = ?").run(normalizeEmail(email)).changes) > 0;
  }

  findByEmail(email: string): { id: number; email: string; passwordHash: string } | null {
    const row = this.db
      .prepare("SELECT id, email, password_hash FROM owners WHERE email = ?")
      .get(normalizeEmail(email)) as { id: number; email: string; password_hash: string } | undefined;
    return row ? { id: Number(row.id), email: row.email, passwordHash: row.password_hash } : null;
  }

  /** The owner of a correct e-mail and password, or null (the same work is done for an unknown e-mail). */
  async authenticate(email: string, password: string): Promise<Owner | null> {
    const owner = this.findByEmail(email);
    const ok = await verifyPassword(password, owner?.passwordHash ?? (await decoyHash()));
    return owner && ok ? { id: owner.id, email: owner.email, createdAt: "" } : null;
  }

  createSession(ownerId: number, now = new Date()): string {
    const id = randomBytes(32).toString("base64url");
    this.db
      .prepare("INSERT INTO sessions (id, owner_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)")
      .run(id, ownerId, now.toISOString(), now.toISOString());
    return id;
  }

  /** The owner of a live session (and the session is kept alive), or null; an idle session is ended. */
  touchSession(id: string, now = new Date()): Owner | null {
    const row = this.db
      .prepare(
        "SELECT s.last_seen_at, o.id, o.email, o.created_at FROM sessions s JOIN owners o ON o.id = s.owner_id WHERE s.id = ?",
      )
      .get(id) as { last_seen_at: string; id: number; email: string; created_at: string } | undefined;
    if (!row) return null;
    if (now.getTime() - Date.parse(row.last_seen_at) > SESSION_IDLE_MS) {
      this.endSession(id);
      return null;
    }
    this.db.prepare("UPDATE sessions SET last_seen_at = ? WHERE id = ?").run(now.toISOString(), id);
    return { id: Number(row.id), email: row.email, createdAt: row.created_at };
  }

  endSession(id: string): void {
    this.db.prepare("DELETE FROM sessions WHERE id = ?").run(id);
  }
}
