/**
 * Passkeys (WebAuthn credentials, issue 39, docs/decisions/0039): a person's registered credentials, each its id (the
 * credential id, base64url), its public key (COSE, base64url), the authenticator's signature counter, its transports
 * and the name its owner gave it. A passkey is a public key: a copy of the database signs no one in. On SQLite and
 * PostgreSQL alike. Server only.
 */
import type { OutboxMessage } from "../booking/model.ts";
import { type Db, isUniqueViolation } from "./db.server.ts";
import { enqueueMessages } from "./outbox.server.ts";

export type Passkey = {
  /** The credential id, base64url. */
  id: string;
  ownerId: number;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  /** The authenticator's transports ("internal", "hybrid", "usb", …), as the browser reported them. */
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

type PasskeyRow = {
  id: string;
  owner_id: number;
  public_key: string;
  counter: number;
  transports: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

const passkeyOf = (row: PasskeyRow): Passkey => ({
  id: row.id,
  ownerId: Number(row.owner_id),
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports ? row.transports.split(",").filter(Boolean) : [],
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export class PasskeyStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** A person's passkeys, oldest first. */
  async list(ownerId: number): Promise<Passkey[]> {
    const rows = await this.db.all<PasskeyRow>("SELECT * FROM passkeys WHERE owner_id = ? ORDER BY created_at, id", [
      ownerId,
    ]);
    return rows.map(passkeyOf);
  }

  /** The passkey of credential id `id`, whoever's it is, or null. */
  async get(id: string): Promise<Passkey | null> {
    const row = await this.db.get<PasskeyRow>("SELECT * FROM passkeys WHERE id = ?", [id]);
    return row ? passkeyOf(row) : null;
  }

  /**
   * Registers a passkey, and queues `notice` (to its owner) in the same transaction. "taken" when that credential is
   * registered already (to anyone): nothing changes.
   */
  async add(
    passkey: Omit<Passkey, "createdAt" | "lastUsedAt">,
    notice: OutboxMessage | null = null,
    now = new Date(),
  ): Promise<"added" | "taken"> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.run(
          `INSERT INTO passkeys (id, owner_id, public_key, counter, transports, name, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          [
            passkey.id,
            passkey.ownerId,
            passkey.publicKey,
            passkey.counter,
            passkey.transports.join(",") || null,
            passkey.name,
            now.toISOString(),
          ],
        );
        if (notice) await enqueueMessages(tx, null, [notice], now);
        return "added" as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return "taken";
      throw error;
    }
  }

  /**
   * Records a sign-in with the passkey: its new signature counter and when. The counter must have moved on from
   * `previous` (or both be 0: passkeys synced between devices never count), so that of two sign-ins that raced with
   * one counter, or a replayed assertion, only one passes. False when it did not.
   */
  async recordUse(id: string, previous: number, counter: number, now = new Date()): Promise<boolean> {
    return (
      (await this.db.run(
        `UPDATE passkeys SET counter = ?, last_used_at = ?
         WHERE id = ? AND counter = ? AND (? > counter OR (? = 0 AND counter = 0))`,
        [counter, now.toISOString(), id, previous, counter, counter],
      )) === 1
    );
  }

  /** Removes one of the person's passkeys, queuing `notice` with it; false when they have no such passkey. */
  async remove(ownerId: number, id: string, notice: OutboxMessage | null = null, now = new Date()): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const removed = await tx.run("DELETE FROM passkeys WHERE id = ? AND owner_id = ?", [id, ownerId]);
      if (removed === 1 && notice) await enqueueMessages(tx, null, [notice], now);
      return removed === 1;
    });
  }
}
