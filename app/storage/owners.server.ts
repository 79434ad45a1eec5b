/**
 * Owner accounts, their second factor and their sessions (docs/decisions/0013, 0030). Passwords are hashed with
 * `node:crypto` scrypt (no native addon) at N=2^17, r=8, p=1; a weaker hash of before is replaced at the next sign-in.
 * Sessions live in the database, kept as SHA-256 hashes of their ids: a copy of the database opens none. Server only.
 */
import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { OutboxMessage } from "../booking/model.ts";
import { SESSION_ABSOLUTE_DAYS } from "../content/privacy.ts";
import { PASSWORD_MIN, ROLES, type Role } from "../domain/staff.ts";
import type { Db } from "./db.server.ts";
import { keyFor } from "../utils/server-secret.server.ts";

export { PASSWORD_MIN, ROLES, type Role };
import { enqueueMessages } from "./outbox.server.ts";
import { accountLinkSlot } from "./page-token-slot.ts";

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 8 * 3600_000;
/** A session ends this long after its sign-in, however busy (the privacy page states it in days). */
export const SESSION_ABSOLUTE_MS = SESSION_ABSOLUTE_DAYS * 24 * 3600_000;
/** A sign-in whose password was right has this long to give its second factor. */
export const SECOND_STEP_MS = 10 * 60_000;
/** An enrolment link (setting up a second factor, issue 35) works this long after it was made, once. */
export const ENROLMENT_LINK_MS = 24 * 3600_000;
/** How long an invitation link works (docs/decisions/0039). */
export const INVITATION_MS = 7 * 24 * 3600_000;

/** How long a re-authentication (password and code, or a passkey) lets a session add a passkey (issue 44). */
export const REAUTH_MS = 5 * 60_000;

/**
 * The token of an account link (docs/decisions/0041): HMAC-SHA-256 of its purpose and its own id with a key of the
 * server's secret (43 characters), so it can be written into an e-mail as it is sent and is never stored; the table
 * keeps its SHA-256 as before.
 */
export const accountLinkToken = (purpose: "enrol" | "invite", linkId: string) =>
  createHmac("sha256", keyFor("account-link")).update(`${purpose}:${linkId}`).digest("base64url");
const newLink = (purpose: "enrol" | "invite") => {
  const linkId = randomBytes(16).toString("base64url");
  return { linkId, token: accountLinkToken(purpose, linkId) };
};

/** OWASP's minimum for scrypt (Password Storage Cheat Sheet): 128 MiB of memory per hash. */
const FULL_SCRYPT = { N: 2 ** 17, r: 8, p: 1, keylen: 32 };

/**
 * The cost in force: the full one, except in Vitest's runs (`NODE_ENV=test`; `npm start` always runs in production),
 * where `SCRYPT_TEST_N` lowers N for the tests that are not about hashing (README, Tests; docs/decisions/0048): a
 * sign-in then costs milliseconds instead of half a second of a loaded core.
 */
const scryptCost = () => {
  const testN = process.env.NODE_ENV === "test" ? Number(process.env.SCRYPT_TEST_N) : NaN;
  return Number.isSafeInteger(testN) && testN >= 2 ** 10 && testN < FULL_SCRYPT.N
    ? { ...FULL_SCRYPT, N: testN }
    : FULL_SCRYPT;
};

const derive = (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      keylen,
      { ...options, maxmem: 2 * 128 * options.N * options.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

/** "scrypt$N$r$p$salt$hash" (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = scryptCost();
  const key = await derive(password, salt, cost.keylen, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

const parseHash = (stored: string) => {
  const [scheme, N, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return null;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((n) => Number.isSafeInteger(n) && n > 0) || params.N > 2 ** 20) return null;
  return { params, salt: Buffer.from(salt, "base64"), hash: Buffer.from(hash, "base64") };
};

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.hash.length, parsed.params);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** A hash made with weaker parameters than today's, to be replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  const cost = scryptCost();
  return !parsed || parsed.params.N < cost.N || parsed.params.r < cost.r || parsed.params.p < cost.p;
}

/** A hash to compare against when the e-mail is unknown, so both cases cost the same time. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString("hex")));

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** SHA-256, hex: how a session id or a recovery code is kept (both are random and long: no salt or stretching). */
export const sha256Hex = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Someone who signs in at /admin: an owner or a crew member (the name stays "owner" in the code and tables, as the
 * first accounts were; `role` says which). `crewId`: the crew they belong to, if any.
 */
export type Owner = {
  id: number;
  email: string;
  createdAt: string;
  mfa: boolean;
  role: Role;
  /** What the customer may read (first names in a job report); null: not given. */
  name: string | null;
  /** Set when an owner disabled the account: it signs in no more. */
  disabledAt: string | null;
  crewId: number | null;
  /** A mobile number (E.164) for texts about their jobs, or null. */
  phone: string | null;
};

/** How far a session got: its password only (it may only give the second factor or enrol one), or signed in. */
export type SessionStage = "password" | "signed-in";

export type Session = {
  owner: Owner;
  stage: SessionStage;
  createdAt: string;
  /** When its person last gave their password and code, or a passkey (the sign-in or a re-authentication). */
  reauthAt: string | null;
};

type OwnerRow = {
  id: number;
  email: string;
  created_at: string;
  totp_secret: string | null;
  role: Role;
  name: string | null;
  disabled_at: string | null;
  crew_id: number | null;
  phone: string | null;
};
const ownerOf = (row: OwnerRow): Owner => ({
  id: Number(row.id),
  email: row.email,
  createdAt: row.created_at,
  mfa: row.totp_secret !== null,
  role: row.role,
  name: row.name,
  disabledAt: row.disabled_at,
  crewId: row.crew_id === null ? null : Number(row.crew_id),
  phone: row.phone,
});
/** The columns of an account, with its crew (`o` the owners table). */
const OWNER_COLUMNS =
  "o.id, o.email, o.created_at, o.totp_secret, o.role, o.name, o.disabled_at, o.phone, (SELECT m.crew_id FROM crew_members m WHERE m.owner_id = o.id) AS crew_id";

/** Owner accounts and sessions on SQLite or PostgreSQL alike (docs/decisions/0014). */
/** An account just made (by `add` or `invite`): no second factor, no crew, no phone yet. */
const newAccount = (id: number, email: string, now: Date, role: Role, name: string | null): Owner => ({
  id,
  email,
  createdAt: now.toISOString(),
  mfa: false,
  role,
  name: name?.trim() || null,
  disabledAt: null,
  crewId: null,
  phone: null,
});

export class OwnerStore {
  private readonly sql: Db;
  constructor(sql: Db) {
    this.sql = sql;
  }

  /**
   * A new account (`role` owner by default). `password` null: an invited person who chooses theirs through their
   * invitation link (the account cannot sign in until then).
   */
  async add(
    email: string,
    password: string | null,
    now = new Date(),
    { role = "owner", name = null }: { role?: Role; name?: string | null } = {},
  ): Promise<Owner> {
    if (password !== null) checkPassword(password);
    if (!ROLES.includes(role)) throw new Error(`The role must be one of ${ROLES.join(", ")}.`);
    const address = normalizeEmail(email);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) throw new Error(`“${email}” is not an e-mail address.`);
    const exists = new Error(`An account with the e-mail ${address} already exists.`);
    if (await this.findByEmail(address)) throw exists;
    // no password yet: a hash nothing verifies against (the invitation sets one)
    const hash = password === null ? "!" : await hashPassword(password);
    const row = await this.sql.get<{ id: number }>(
      `INSERT INTO owners (email, password_hash, created_at, role, name) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [address, hash, now.toISOString(), role, name?.trim() || null],
    );
    if (!row) throw exists;
    return newAccount(Number(row.id), address, now, role, name);
  }

  async list(): Promise<Owner[]> {
    const rows = await this.sql.all<OwnerRow>(`SELECT ${OWNER_COLUMNS} FROM owners o ORDER BY o.role DESC, o.email`);
    return rows.map(ownerOf);
  }

  async get(id: number): Promise<Owner | null> {
    const row = await this.sql.get<OwnerRow>(`SELECT ${OWNER_COLUMNS} FROM owners o WHERE o.id = ?`, [id]);
    return row ? ownerOf(row) : null;
  }

  /** Disables an account (its sessions end at once) or enables it again. False when there is no such account. */
  async setDisabled(id: number, disabled: boolean, now = new Date()): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const changed = await tx.run("UPDATE owners SET disabled_at = ? WHERE id = ?", [
        disabled ? now.toISOString() : null,
        id,
      ]);
      if (disabled) {
        await tx.run("DELETE FROM sessions WHERE owner_id = ?", [id]);
        await tx.run("DELETE FROM account_links WHERE owner_id = ?", [id]);
      }
      return changed > 0;
    });
  }

  /** The name the customer may read and the number for texts about their jobs (E.164, or null). */
  async setProfile(id: number, { name, phone }: { name: string | null; phone: string | null }): Promise<void> {
    await this.sql.run("UPDATE owners SET name = ?, phone = ? WHERE id = ?", [name?.trim() || null, phone, id]);
  }

  async remove(email: string): Promise<boolean> {
    return (await this.sql.run("DELETE FROM owners WHERE email = ?", [normalizeEmail(email)])) > 0;
  }

  async findByEmail(email: string): Promise<(Owner & { passwordHash: string }) | null> {
    const row = await this.sql.get<OwnerRow & { password_hash: string }>(
      `SELECT ${OWNER_COLUMNS}, o.password_hash FROM owners o WHERE o.email = ?`,
      [normalizeEmail(email)],
    );
    return row ? { ...ownerOf(row), passwordHash: row.password_hash } : null;
  }

  /**
   * The owner of a correct e-mail and password, or null (the same work is done for an unknown e-mail). A hash made
   * with weaker parameters than today's is replaced by one made now.
   */
  async authenticate(email: string, password: string): Promise<Owner | null> {
    const owner = await this.findByEmail(email);
    const usable = owner && owner.passwordHash !== "!" ? owner.passwordHash : await decoyHash();
    const ok = await verifyPassword(password, usable);
    if (!owner || !ok || owner.passwordHash === "!" || owner.disabledAt !== null) return null;
    if (needsRehash(owner.passwordHash))
      await this.sql.run("UPDATE owners SET password_hash = ? WHERE id = ? AND password_hash = ?", [
        await hashPassword(password),
        owner.id,
        owner.passwordHash,
      ]);
    const { passwordHash: _, ...rest } = owner;
    return rest;
  }

  /**
   * A new password for `email`; every session of that owner ends, their passkeys and calendar feed are removed (a
   * way in whoever had the old password may have made, issue 44), and an enrolment link not yet used dies (whoever
   * had the old password may have seen it). False when there is no such owner.
   */
  async setPassword(email: string, password: string): Promise<boolean> {
    checkPassword(password);
    const owner = await this.findByEmail(email);
    if (!owner) return false;
    const hash = await hashPassword(password);
    await this.sql.transaction(async (tx) => {
      await tx.run("UPDATE owners SET password_hash = ? WHERE id = ?", [hash, owner.id]);
      await removeWaysIn(tx, owner.id);
      await tx.run("DELETE FROM account_links WHERE owner_id = ?", [owner.id]);
    });
    return true;
  }

  // --- The second factor: a TOTP secret, the last time step used, and ten single-use recovery codes (hashed).

  /**
   * A new enrolment link for the owner (issue 35): a random token, of which only the SHA-256 is kept, valid
   * `ENROLMENT_LINK_MS`, once; it replaces any earlier one. Returns the token (it is shown once, on the command line).
   */
  async newEnrolmentLink(ownerId: number, now = new Date()): Promise<string> {
    return (await writeLink(this.sql, ownerId, "enrol", now)).token;
  }

  /**
   * The token of the account link of id `linkId` while it is valid (made, not used, not replaced, not expired), for
   * the outbox worker to write into the message that carries it (docs/decisions/0041); null otherwise.
   */
  async accountLinkTokenOf(linkId: string, now = new Date()): Promise<string | null> {
    const row = await this.sql.get<{ purpose: "enrol" | "invite"; token_hash: string }>(
      "SELECT purpose, token_hash FROM account_links WHERE link_id = ? AND expires_at > ?",
      [linkId, now.toISOString()],
    );
    if (!row) return null;
    const token = accountLinkToken(row.purpose, linkId);
    // another server secret since: the link it would write opens nothing
    return sha256Hex(token) === row.token_hash ? token : null;
  }

  /** How many passkeys and calendar feeds an account has (what `passwd` and `reset-mfa` remove, they say). */
  async waysIn(ownerId: number): Promise<{ passkeys: number; feeds: number }> {
    const count = async (table: "passkeys" | "calendar_feeds") =>
      Number(
        (await this.sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE owner_id = ?`, [ownerId]))?.n ?? 0,
      );
    return { passkeys: await count("passkeys"), feeds: await count("calendar_feeds") };
  }

  /**
   * "Send a new sign-in link" (issue 44): the person's sign-in codes, recovery codes, passkeys and calendar feed are
   * removed, every session of theirs ends, and a new single-use set-up link (24 hours) replaces any link of theirs, with
   * `notice(person, slot)` (the e-mail that carries it, the slot in place of the token) queued, in one transaction.
   * Null when there is no such account.
   */
  async resetWithSetUpLink(
    ownerId: number,
    notice: (person: Owner, slot: string) => OutboxMessage,
    now = new Date(),
  ): Promise<Owner | null> {
    const person = await this.get(ownerId);
    if (!person) return null;
    await this.sql.transaction(async (tx) => {
      await tx.run(
        "UPDATE owners SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE id = ?",
        [ownerId],
      );
      await tx.run("DELETE FROM owner_recovery_codes WHERE owner_id = ?", [ownerId]);
      await removeWaysIn(tx, ownerId);
      const { linkId } = await writeLink(tx, ownerId, "enrol", now);
      await enqueueMessages(tx, null, [notice({ ...person, mfa: false }, accountLinkSlot(linkId))], now);
    });
    return { ...person, mfa: false };
  }

  /**
   * "Resend invitation" (issue 44): a person invited and not yet accepted gets a new link (7 days) that replaces the
   * old, with `notice(person, slot)` queued in the same transaction. Null when they have no invitation pending.
   */
  async reinvite(
    ownerId: number,
    notice: (person: Owner, slot: string) => OutboxMessage,
    now = new Date(),
  ): Promise<Owner | null> {
    const person = await this.get(ownerId);
    if (!person || person.disabledAt !== null) return null;
    const sent = await this.sql.transaction(async (tx) => {
      const pending = await tx.get("SELECT 1 AS ok FROM account_links WHERE owner_id = ? AND purpose = 'invite'", [
        ownerId,
      ]);
      if (!pending) return false;
      const { linkId } = await writeLink(tx, ownerId, "invite", now);
      await enqueueMessages(tx, null, [notice(person, accountLinkSlot(linkId))], now);
      return true;
    });
    return sent ? person : null;
  }

  /**
   * An invitation (docs/decisions/0039): a new account of `role`, with no password yet, and its single-use link (7
   * days, only the token's SHA-256 kept), with `notice(account, slot)` (the e-mail that carries it, with the slot the
   * worker fills in place of the token, docs/decisions/0041) queued in the same transaction. "taken" when the e-mail
   * has an account.
   */
  async invite(
    email: string,
    { role, name }: { role: Role; name: string | null },
    notice: (account: Owner, slot: string) => OutboxMessage,
    now = new Date(),
  ): Promise<{ kind: "invited"; account: Owner } | { kind: "taken" } | { kind: "invalid"; message: string }> {
    const address = normalizeEmail(email);
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address) || address.length > 254)
      return { kind: "invalid", message: "Please enter a valid e-mail address." };
    if (!ROLES.includes(role)) return { kind: "invalid", message: "Choose owner or crew." };
    // the account, its link and the e-mail in one transaction: nothing half-made
    const account = await this.sql.transaction(async (tx) => {
      const row = await tx.get<{ id: number }>(
        `INSERT INTO owners (email, password_hash, created_at, role, name) VALUES (?, '!', ?, ?, ?)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [address, now.toISOString(), role, name?.trim() || null],
      );
      if (!row) return null;
      const made = newAccount(Number(row.id), address, now, role, name);
      const { linkId } = await writeLink(tx, made.id, "invite", now);
      // the e-mail keeps a slot; the worker writes the link in as it sends (docs/decisions/0041)
      await enqueueMessages(tx, null, [notice(made, accountLinkSlot(linkId))], now);
      return made;
    });
    return account ? { kind: "invited", account } : { kind: "taken" };
  }

  /** The accounts invited and not yet accepted, with when their link ends. */
  async pendingInvitations(now = new Date()): Promise<Map<number, string>> {
    const rows = await this.sql.all<{ owner_id: number; expires_at: string }>(
      "SELECT owner_id, expires_at FROM account_links WHERE purpose = 'invite' AND expires_at > ?",
      [now.toISOString()],
    );
    return new Map(rows.map((r) => [Number(r.owner_id), r.expires_at]));
  }

  /** The account an invitation link is for, while it is valid; or null. */
  async invitationAccount(token: string, now = new Date()): Promise<Owner | null> {
    const row = await this.sql.get<{ owner_id: number }>(
      "SELECT owner_id FROM account_links WHERE token_hash = ? AND purpose = 'invite' AND expires_at > ?",
      [sha256Hex(token), now.toISOString()],
    );
    const account = row ? await this.get(Number(row.owner_id)) : null;
    return account && account.disabledAt === null ? account : null;
  }

  /**
   * Accepts an invitation: the password chosen becomes the account's, the link is used up and, in its place, an
   * enrolment link for the second factor is made (returned). Null, with nothing changed, when the link is not valid.
   */
  async acceptInvitation(
    token: string,
    password: string,
    now = new Date(),
  ): Promise<{ account: Owner; enrolToken: string } | null> {
    checkPassword(password);
    const hash = await hashPassword(password);
    const enrol = newLink("enrol");
    const enrolToken = enrol.token;
    const ownerId = await this.sql.transaction(async (tx) => {
      const row = await tx.get<{ owner_id: number }>(
        "SELECT owner_id FROM account_links WHERE token_hash = ? AND purpose = 'invite' AND expires_at > ?",
        [sha256Hex(token), now.toISOString()],
      );
      if (!row) return null;
      const id = Number(row.owner_id);
      await tx.run("UPDATE owners SET password_hash = ? WHERE id = ? AND disabled_at IS NULL", [hash, id]);
      await tx.run(
        `UPDATE account_links SET purpose = 'enrol', link_id = ?, token_hash = ?, created_at = ?, expires_at = ?
         WHERE owner_id = ?`,
        [
          enrol.linkId,
          sha256Hex(enrolToken),
          now.toISOString(),
          new Date(now.getTime() + ENROLMENT_LINK_MS).toISOString(),
          id,
        ],
      );
      return id;
    });
    const account = ownerId === null ? null : await this.get(ownerId);
    return account ? { account, enrolToken } : null;
  }

  /** The owner an enrolment link is for, while it is valid (made, not used, not replaced, not expired); or null. */
  async enrolmentLinkOwner(token: string, now = new Date()): Promise<{ ownerId: number; expiresAt: string } | null> {
    const row = await this.sql.get<{ owner_id: number; expires_at: string }>(
      "SELECT owner_id, expires_at FROM account_links WHERE token_hash = ? AND purpose = 'enrol' AND expires_at > ?",
      [sha256Hex(token), now.toISOString()],
    );
    return row ? { ownerId: Number(row.owner_id), expiresAt: row.expires_at } : null;
  }

  /**
   * The secret drawn for this session's enrolment, made (and kept with the session) by the first call: each session
   * that enrols sees its own, and it dies with the session or the enrolment.
   */
  async sessionTotpSecret(sessionId: string, make: () => string): Promise<string> {
    const hash = sha256Hex(sessionId);
    await this.sql.run("UPDATE sessions SET totp_pending_secret = ? WHERE id = ? AND totp_pending_secret IS NULL", [
      make(),
      hash,
    ]);
    const row = await this.sql.get<{ totp_pending_secret: string | null }>(
      "SELECT totp_pending_secret FROM sessions WHERE id = ?",
      [hash],
    );
    if (!row?.totp_pending_secret) throw new Error("No such session.");
    return row.totp_pending_secret;
  }

  /**
   * Ends an enrolment, in one transaction: the session's secret becomes the owner's (with `step` as its last used time
   * step), the recovery codes of `codeHashes` replace any earlier ones, the enrolment link `linkToken` (when the
   * enrolment came through one) is used up, and `notice` is queued. False, with nothing changed, when the session's
   * secret is no longer `secret`, the owner has a second factor already, or the link is no longer valid.
   */
  async enableTotp(
    ownerId: number,
    enrolment: { sessionId: string; secret: string; linkToken: string | null; notice: OutboxMessage | null },
    step: number,
    codeHashes: readonly string[],
    now = new Date(),
  ): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const session = sha256Hex(enrolment.sessionId);
      const owns = await tx.get(
        "SELECT 1 AS ok FROM sessions WHERE id = ? AND owner_id = ? AND totp_pending_secret = ?",
        [session, ownerId, enrolment.secret],
      );
      if (!owns) return false;
      if (enrolment.linkToken !== null) {
        const used = await tx.run(
          "DELETE FROM account_links WHERE owner_id = ? AND token_hash = ? AND purpose = 'enrol' AND expires_at > ?",
          [ownerId, sha256Hex(enrolment.linkToken), now.toISOString()],
        );
        if (used !== 1) return false;
      }
      const changed = await tx.run(
        `UPDATE owners SET totp_secret = ?, totp_pending_secret = NULL, totp_last_step = ?
         WHERE id = ? AND totp_secret IS NULL`,
        [enrolment.secret, step, ownerId],
      );
      if (changed !== 1) return false;
      await tx.run("UPDATE sessions SET totp_pending_secret = NULL WHERE owner_id = ?", [ownerId]);
      await tx.run("DELETE FROM owner_recovery_codes WHERE owner_id = ?", [ownerId]);
      for (const hash of codeHashes)
        await tx.run("INSERT INTO owner_recovery_codes (owner_id, code_hash) VALUES (?, ?)", [ownerId, hash]);
      if (enrolment.notice) await enqueueMessages(tx, null, [enrolment.notice], now);
      return true;
    });
  }

  async totpSecret(ownerId: number): Promise<string | null> {
    const row = await this.sql.get<{ totp_secret: string | null }>("SELECT totp_secret FROM owners WHERE id = ?", [
      ownerId,
    ]);
    return row?.totp_secret ?? null;
  }

  /** Takes time step `step` for the owner's code: true once, false when it (or a later one) was used already. */
  async claimTotpStep(ownerId: number, step: number): Promise<boolean> {
    return (
      (await this.sql.run(
        "UPDATE owners SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)",
        [step, ownerId, step],
      )) === 1
    );
  }

  /** Uses the recovery code of hash `codeHash`: true once; the owner's notice of it is queued with it. */
  async useRecoveryCode(
    ownerId: number,
    codeHash: string,
    now = new Date(),
    notice: ((codesLeft: number) => OutboxMessage) | null = null,
  ): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const used = await tx.run(
        "UPDATE owner_recovery_codes SET used_at = ? WHERE owner_id = ? AND code_hash = ? AND used_at IS NULL",
        [now.toISOString(), ownerId, codeHash],
      );
      if (used !== 1) return false;
      if (notice) {
        const left = await tx.get<{ n: number }>(
          "SELECT COUNT(*) AS n FROM owner_recovery_codes WHERE owner_id = ? AND used_at IS NULL",
          [ownerId],
        );
        await enqueueMessages(tx, null, [notice(Number(left?.n ?? 0))], now);
      }
      return true;
    });
  }

  async recoveryCodesLeft(ownerId: number): Promise<number> {
    const row = await this.sql.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM owner_recovery_codes WHERE owner_id = ? AND used_at IS NULL",
      [ownerId],
    );
    return Number(row?.n ?? 0);
  }

  /**
   * For a lost phone: the owner's second factor, recovery codes, passkeys and calendar feed are removed (issue 44),
   * every session ends, and `notice` (to the owner) is queued, in one transaction. False when there is no such owner.
   */
  async resetMfa(email: string, notice: ((owner: Owner) => OutboxMessage) | null = null, now = new Date()) {
    const owner = await this.findByEmail(email);
    if (!owner) return false;
    await this.sql.transaction(async (tx) => {
      await tx.run(
        "UPDATE owners SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE id = ?",
        [owner.id],
      );
      await tx.run("DELETE FROM owner_recovery_codes WHERE owner_id = ?", [owner.id]);
      await removeWaysIn(tx, owner.id);
      if (notice) await enqueueMessages(tx, null, [notice(owner)], now);
    });
    return true;
  }

  // --- Sessions: the cookie holds a random id; the database holds its SHA-256.

  async createSession(ownerId: number, stage: SessionStage = "signed-in", now = new Date()): Promise<string> {
    const id = randomBytes(32).toString("base64url");
    // a sign-in with every factor is itself a proof of its person: it counts as a re-authentication (issue 44)
    await this.sql.run(
      "INSERT INTO sessions (id, owner_id, created_at, last_seen_at, stage, reauth_at) VALUES (?, ?, ?, ?, ?, ?)",
      [
        sha256Hex(id),
        ownerId,
        now.toISOString(),
        now.toISOString(),
        stage,
        stage === "signed-in" ? now.toISOString() : null,
      ],
    );
    return id;
  }

  /** Records that the session's person proved themselves again just now (password and code, or a passkey). */
  async markReauthenticated(id: string, now = new Date()): Promise<void> {
    await this.sql.run("UPDATE sessions SET reauth_at = ? WHERE id = ? AND stage = 'signed-in'", [
      now.toISOString(),
      sha256Hex(id),
    ]);
  }

  /**
   * The live session of id `id` (and it is kept alive), or null. A session ends 8 hours after its last request and
   * 7 days after its sign-in; one that has given its password only ends 10 minutes after it.
   */
  async touchSession(id: string, now = new Date()): Promise<Session | null> {
    const hash = sha256Hex(id);
    const row = await this.sql.get<
      OwnerRow & { last_seen_at: string; started_at: string; stage: SessionStage; reauth_at: string | null }
    >(
      `SELECT s.last_seen_at, s.created_at AS started_at, s.stage, s.reauth_at, ${OWNER_COLUMNS}
       FROM sessions s JOIN owners o ON o.id = s.owner_id WHERE s.id = ? AND o.disabled_at IS NULL`,
      [hash],
    );
    if (!row) return null;
    if (!sessionAlive(row, now)) {
      await this.sql.run("DELETE FROM sessions WHERE id = ?", [hash]);
      return null;
    }
    await this.sql.run("UPDATE sessions SET last_seen_at = ? WHERE id = ?", [now.toISOString(), hash]);
    return { owner: ownerOf(row), stage: row.stage, createdAt: row.started_at, reauthAt: row.reauth_at };
  }

  async endSession(id: string): Promise<void> {
    await this.sql.run("DELETE FROM sessions WHERE id = ?", [sha256Hex(id)]);
  }

  /**
   * "Sign out all my other sessions": every session of the owner but `keep`, and `notice` (to the owner) queued, in
   * one transaction. The number ended.
   */
  async endOtherSessions(
    ownerId: number,
    keep: string,
    notice: OutboxMessage | null = null,
    now = new Date(),
  ): Promise<number> {
    return this.sql.transaction(async (tx) => {
      const ended = await tx.run("DELETE FROM sessions WHERE owner_id = ? AND id <> ?", [ownerId, sha256Hex(keep)]);
      if (notice) await enqueueMessages(tx, null, [notice], now);
      return ended;
    });
  }

  async countSessions(ownerId: number, now = new Date()): Promise<number> {
    const rows = await this.sql.all<{ last_seen_at: string; started_at: string; stage: SessionStage }>(
      "SELECT last_seen_at, created_at AS started_at, stage FROM sessions WHERE owner_id = ?",
      [ownerId],
    );
    return rows.filter((row) => sessionAlive(row, now)).length;
  }

  /** Deletes every session that has ended (the server does it daily). The number deleted. */
  async sweepSessions(now = new Date()): Promise<number> {
    const ms = now.getTime();
    const iso = (offset: number) => new Date(ms - offset).toISOString();
    return this.sql.run(
      `DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ? OR (stage = 'password' AND created_at < ?)`,
      [iso(SESSION_IDLE_MS), iso(SESSION_ABSOLUTE_MS), iso(SECOND_STEP_MS)],
    );
  }
}

/** Writes `purpose`'s new link for an account (it replaces any link of theirs): its id and its token. */
async function writeLink(sql: Db, ownerId: number, purpose: "enrol" | "invite", now: Date) {
  const link = newLink(purpose);
  const ms = purpose === "invite" ? INVITATION_MS : ENROLMENT_LINK_MS;
  await sql.run(
    `INSERT INTO account_links (owner_id, purpose, link_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (owner_id) DO UPDATE SET purpose = excluded.purpose, link_id = excluded.link_id,
       token_hash = excluded.token_hash, created_at = excluded.created_at, expires_at = excluded.expires_at`,
    [
      ownerId,
      purpose,
      link.linkId,
      sha256Hex(link.token),
      now.toISOString(),
      new Date(now.getTime() + ms).toISOString(),
    ],
  );
  return link;
}

/** Every session, passkey and calendar feed of an account: the ways in a password or a second factor made. */
async function removeWaysIn(sql: Db, ownerId: number) {
  for (const table of ["sessions", "passkeys", "calendar_feeds"])
    await sql.run(`DELETE FROM ${table} WHERE owner_id = ?`, [ownerId]);
}

function checkPassword(password: string) {
  if (password.length < PASSWORD_MIN) throw new Error(`The password must be at least ${PASSWORD_MIN} characters.`);
}

function sessionAlive(row: { last_seen_at: string; started_at: string; stage: SessionStage }, now: Date): boolean {
  const t = now.getTime();
  const started = Date.parse(row.started_at);
  if (row.stage === "password") return t - started <= SECOND_STEP_MS;
  return t - Date.parse(row.last_seen_at) <= SESSION_IDLE_MS && t - started <= SESSION_ABSOLUTE_MS;
}
