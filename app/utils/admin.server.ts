/**
 * The owner's side on the server (PRODUCT.md, The owner's side; docs/decisions/0013): who is signed in, sign-in
 * lock-outs, the same-origin check of every change, and the dashboard's queries. Server only.
 */
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { createCookie, data, redirect } from "react-router";
import { type BookingRow, OPEN_STATUS_SQL } from "./bookings.server";
import { getEnv } from "./env.server";
import type { Owner } from "./owners.server";
import type { SqlClient } from "./sql.server";
import { getStorage } from "./storage.server";

let secret: string | undefined;
/** SESSION_SECRET, or a random one made once and kept beside the database (so restarts keep sessions). */
function sessionSecret(): string {
  const env = getEnv();
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (secret) return secret;
  const file = path.join(path.dirname(path.resolve(env.DATABASE_PATH)), "session-secret");
  if (!existsSync(file)) {
    // Written whole, then linked into place: of two processes starting together, one secret wins and both read it.
    mkdirSync(path.dirname(file), { recursive: true });
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

let cookie: ReturnType<typeof createCookie> | undefined;
/** HttpOnly, SameSite=Lax, Secure when SITE_URL is https, signed; it holds only the session's random id. */
export function sessionCookie() {
  cookie ??= createCookie("ns_owner", {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().SITE_URL.startsWith("https:"),
    path: "/",
    secrets: [sessionSecret()],
  });
  return cookie;
}

/** The signed-in owner of a request, or null. */
export async function currentOwner(request: Request): Promise<(Owner & { sessionId: string }) | null> {
  const sessionId = (await sessionCookie().parse(request.headers.get("Cookie"))) as unknown;
  if (typeof sessionId !== "string") return null;
  const owner = await getStorage().owners.touchSession(sessionId);
  return owner ? { ...owner, sessionId } : null;
}

/** The signed-in owner, or a redirect to the sign-in page that comes back here. */
export async function requireOwner(request: Request) {
  const owner = await currentOwner(request);
  if (owner) return owner;
  const url = new URL(request.url);
  throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * Every change must come from our own pages: the browser's Origin (or Sec-Fetch-Site) must say so. A request that
 * says neither is refused too.
 */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get("Origin");
  const site = request.headers.get("Sec-Fetch-Site");
  const own = new URL(request.url).origin;
  const ok = origin ? origin === own : site === "same-origin";
  if (!ok) throw data("This change must be made from the dashboard itself.", { status: 403 });
}

let failures: RateLimiterAbstract | undefined;
/**
 * Sign-in lock-out: 5 failures for an e-mail or an address within 15 minutes lock it for 15 minutes. The counters
 * are shared by every instance on PostgreSQL (docs/decisions/0014).
 */
const loginFailures = () =>
  (failures ??= getStorage().limiter({
    keyPrefix: "owner-login",
    points: 5,
    duration: 15 * 60,
    blockDuration: 15 * 60,
  }));

/**
 * Counts a sign-in attempt for each key BEFORE the password is checked (so parallel guesses cannot all slip past the
 * count); a successful sign-in clears them. Returns 0 to go ahead, else the seconds to wait.
 */
export async function takeLoginAttempt(keys: readonly string[]): Promise<number> {
  let wait = 0;
  for (const key of keys)
    await loginFailures()
      .consume(key)
      .catch((e: unknown) => {
        if (!(e instanceof RateLimiterRes)) throw e;
        wait = Math.max(wait, Math.ceil(e.msBeforeNext / 1000));
      });
  return wait;
}

export async function clearLoginFailures(keys: readonly string[]): Promise<void> {
  for (const key of keys) await loginFailures().delete(key);
}

/* ------------------------------------------------------------------------- */
/* The dashboard's queries                                                    */
/* ------------------------------------------------------------------------- */

export type AgendaFilters = { status?: string; service?: string; city?: string; q?: string; past?: boolean };

/** Bookings by day: today and upcoming (or past days, newest first), filtered and searched. */
export async function agenda(
  today: string,
  filters: AgendaFilters,
  sql: SqlClient = getStorage().sql,
): Promise<BookingRow[]> {
  const where = [filters.past ? "date < ?" : "date >= ?"];
  const args: (string | number)[] = [today];
  if (filters.status) {
    where.push("status = ?");
    args.push(filters.status);
  }
  if (filters.city) {
    where.push("city = ?");
    args.push(filters.city);
  }
  if (filters.service) {
    where.push(
      sql.dialect === "postgres"
        ? "EXISTS (SELECT 1 FROM json_array_elements(bookings.lines_json::json) AS line WHERE line->>'service' = ?)"
        : "EXISTS (SELECT 1 FROM json_each(bookings.lines_json) WHERE json_extract(value, '$.service') = ?)",
    );
    args.push(filters.service);
  }
  const q = filters.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, "");
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      `(upper(reference) = upper(?) OR lower(name) LIKE ? ESCAPE '\\' OR email_normalized LIKE ? ESCAPE '\\'${digits.length >= 4 ? " OR phone_digits LIKE ?" : ""})`,
    );
    args.push(q, like, like);
    if (digits.length >= 4) args.push(`%${digits}%`);
  }
  const order = filters.past ? "date DESC, window_start" : "date, window_start";
  return sql.all<BookingRow>(
    `SELECT * FROM bookings WHERE ${where.join(" AND ")} ORDER BY ${order}, id LIMIT 500`,
    args,
  );
}

export async function bookingByReference(
  reference: string,
  sql: SqlClient = getStorage().sql,
): Promise<BookingRow | null> {
  return (await sql.get<BookingRow>("SELECT * FROM bookings WHERE reference = ?", [reference.toUpperCase()])) ?? null;
}

/** Sets (or clears, when blank) the owner's note on a booking, and records it in the booking's history. */
export async function setInternalNote(
  id: number,
  note: string,
  actor: string,
  now = new Date(),
  sql: SqlClient = getStorage().sql,
): Promise<void> {
  await sql.batch([
    { sql: "UPDATE bookings SET internal_note = ? WHERE id = ?", args: [note.trim() === "" ? null : note.trim(), id] },
    {
      sql: "INSERT INTO booking_events (booking_id, at, actor, action, detail) VALUES (?, ?, ?, 'note', NULL)",
      args: [id, now.toISOString(), actor],
    },
  ]);
}

/** Queues a copy of a sent (or failed) message to go out again now; a pending or withdrawn one is not resent. */
export async function resendMessage(
  outboxId: number,
  bookingId: number,
  now = new Date(),
  sql: SqlClient = getStorage().sql,
): Promise<boolean> {
  const at = now.toISOString();
  const changed = await sql.run(
    `INSERT INTO outbox (key, booking_id, event, audience, recipient, recipient_name, subject, text, html, ics,
                         due_at, next_attempt_at, created_at)
     SELECT key || '.resent.' || ?, booking_id, event, audience, recipient, recipient_name, subject, text, html, ics,
            ?, ?, ?
     FROM outbox WHERE id = ? AND booking_id = ? AND status IN ('sent', 'failed')`,
    [randomBytes(6).toString("hex"), at, at, at, outboxId, bookingId],
  );
  return changed > 0;
}

/** Closes (capacity 0) or sets the capacity of a date ("*") or one window of it; null removes the change. */
export async function setCapacity(
  change: { date: string; window: string; capacity: number | null; actor: string },
  now = new Date(),
  sql: SqlClient = getStorage().sql,
): Promise<void> {
  if (change.capacity === null)
    await sql.run("DELETE FROM capacity_overrides WHERE date = ? AND window_start = ?", [change.date, change.window]);
  else
    await sql.run(
      `INSERT INTO capacity_overrides (date, window_start, capacity, changed_by, changed_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (date, window_start) DO UPDATE SET capacity = excluded.capacity, changed_by = excluded.changed_by,
       changed_at = excluded.changed_at`,
      [change.date, change.window, change.capacity, change.actor, now.toISOString()],
    );
}

export type CapacityChange = { date: string; window: string; capacity: number; changedBy: string; changedAt: string };

/** The capacity changes from `today` on, with the open bookings they affect. */
export async function capacityChanges(today: string, sql: SqlClient = getStorage().sql) {
  const rows = await sql.all<{
    date: string;
    window_start: string;
    capacity: number;
    changed_by: string;
    changed_at: string;
  }>("SELECT * FROM capacity_overrides WHERE date >= ? ORDER BY date, window_start", [today]);
  return Promise.all(
    rows.map(async (r) => ({
      date: r.date,
      window: r.window_start,
      capacity: Number(r.capacity),
      changedBy: r.changed_by,
      changedAt: r.changed_at,
      affected: await sql.all<BookingRow>(
        `SELECT * FROM bookings WHERE date = ? AND (? = '*' OR window_start = ?) AND status IN (${OPEN_STATUS_SQL})
         ORDER BY window_start, id`,
        [r.date, r.window_start, r.window_start],
      ),
    })),
  );
}

/** Bookings whose date is within [from, to], for the CSV export. */
export async function bookingsBetween(
  from: string,
  to: string,
  sql: SqlClient = getStorage().sql,
): Promise<BookingRow[]> {
  return sql.all<BookingRow>("SELECT * FROM bookings WHERE date BETWEEN ? AND ? ORDER BY date, window_start, id", [
    from,
    to,
  ]);
}
