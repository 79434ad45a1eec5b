/**
 * Owner accounts and their sessions (docs/decisions/0013). Passwords are hashed with
 * `node:crypto` scrypt (no native addon); sessions live in the database, so signing out or 12 hours idle ends them.
 * Server only.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { Db } from "./db.server.ts";

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

/** Owner accounts and sessions on SQLite or PostgreSQL alike (docs/decisions/0014). */
export class OwnerStore {
  private readonly sql: Db;
  constructor(sql: Db) {
    this.sql = sql;
  }

  async add(email: string, password: string, now = new Date()): Promise<Owner> {
    if (password.length < PASSWORD_MIN) throw new Error(`The password must be at least ${PASSWORD_MIN} characters.`);
    const address = normalizeEmail(email);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) throw new Error(`“${email}” is not an e-mail address.`);
    const exists = new Error(`An owner with the e-mail ${address} already exists.`);
    if (await this.findByEmail(address)) throw exists;
    const hash = await hashPassword(password);
    const row = await this.sql.get<{ id: number }>(
      "INSERT INTO owners (email, password_hash, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id",
      [address, hash, now.toISOString()],
    );
    if (!row) throw exists;
    return { id: Number(row.id), email: address, createdAt: now.toISOString() };
  }

  async list(): Promise<Owner[]> {
    const rows = await this.sql.all<{ id: number; email: string; created_at: string }>(
      "SELECT id, email, created_at FROM owners ORDER BY email",
    );
    return rows.map((o) => ({ id: Number(o.id), email: o.email, createdAt: o.created_at }));
  }

  async remove(email: string): Promise<boolean> {
    return (await this.sql.run("DELETE FROM owners WHERE email = ?", [normalizeEmail(email)])) > 0;
  }

  async findByEmail(email: string): Promise<{ id: number; email: string; passwordHash: string } | null> {
    const row = await this.sql.get<{ id: number; email: string; password_hash: string }>(
      "SELECT id, email, password_hash FROM owners WHERE email = ?",
      [normalizeEmail(email)],
    );
    return row ? { id: Number(row.id), email: row.email, passwordHash: row.password_hash } : null;
  }

  /** The owner of a correct e-mail and password, or null (the same work is done for an unknown e-mail). */
  async authenticate(email: string, password: string): Promise<Owner | null> {
    const owner = await this.findByEmail(email);
    const ok = await verifyPassword(password, owner?.passwordHash ?? (await decoyHash()));
    return owner && ok ? { id: owner.id, email: owner.email, createdAt: "" } : null;
  }

  async createSession(ownerId: number, now = new Date()): Promise<string> {
    const id = randomBytes(32).toString("base64url");
    await this.sql.run("INSERT INTO sessions (id, owner_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)", [
      id,
      ownerId,
      now.toISOString(),
      now.toISOString(),
    ]);
    return id;
  }

  /** The owner of a live session (and the session is kept alive), or null; an idle session is ended. */
  async touchSession(id: string, now = new Date()): Promise<Owner | null> {
    const row = await this.sql.get<{ last_seen_at: string; id: number; email: string; created_at: string }>(
      "SELECT s.last_seen_at, o.id, o.email, o.created_at FROM sessions s JOIN owners o ON o.id = s.owner_id WHERE s.id = ?",
      [id],
    );
    if (!row) return null;
    if (now.getTime() - Date.parse(row.last_seen_at) > SESSION_IDLE_MS) {
      await this.endSession(id);
      return null;
    }
    await this.sql.run("UPDATE sessions SET last_seen_at = ? WHERE id = ?", [now.toISOString(), id]);
    return { id: Number(row.id), email: row.email, createdAt: row.created_at };
  }

  async endSession(id: string): Promise<void> {
    await this.sql.run("DELETE FROM sessions WHERE id = ?", [id]);
  }
}
