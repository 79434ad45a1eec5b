/**
 * The schema, written once for both databases (docs/decisions/0014, 0027): each table below is one statement whose
 * few dialect words are tokens, rendered for SQLite (`node:sqlite`, STRICT tables) or PostgreSQL (`pg`). Each
 * database has its own migration history (the ids already applied in the field), made of these statements.
 * Append new migrations to both histories; never edit an applied one.
 *
 * Tokens: `{sha256:col}` the hex SHA-256 of a text column; `{crlf}` a CR LF; `{id}` an auto-increment primary key; `{ref}` the type of a reference to one; `{date:col}` and `{hhmm:col}`
 * a CHECK that a text column holds "YYYY-MM-DD" or "HH:MM"; `{end}` the end of a CREATE TABLE; `{sqlite:…}` words
 * that only SQLite's schema has.
 */

import { PAGE_TOKEN_SLOT } from "./page-token-slot.ts";
import type { AgendaOnly } from "../domain/reports.ts";
import { OPEN_STATUSES } from "../domain/booking/changes.ts";

export type Dialect = "sqlite" | "postgres";

/** One schema migration. Ids are applied in ascending order, once each. */
export type Migration = { id: number; name: string; sql: string };

/** rate-limiter-flexible's counters (`RateLimiterPostgres`), shared by every instance on PostgreSQL. */
export const RATE_LIMIT_TABLE = "rate_limits";

const TABLES = {
  bookings: `
    CREATE TABLE bookings (
      id               {id},
      reference        TEXT    NOT NULL UNIQUE,
      token            TEXT    NOT NULL UNIQUE,
      status           TEXT    NOT NULL DEFAULT 'requested'
                               CHECK (status IN ('requested', 'confirmed', 'completed', 'cancelled')),
      date             TEXT    NOT NULL {date:date},
      window_start     TEXT    NOT NULL {hhmm:window_start},
      window_end       TEXT    NOT NULL {hhmm:window_end},
      bundle_id        TEXT,
      lines_json       TEXT    NOT NULL,
      quote_json       TEXT    NOT NULL,
      subtotal_cents   INTEGER NOT NULL CHECK (subtotal_cents >= 0),
      discount_kind    TEXT    CHECK (discount_kind IN ('multi-service', 'promo', 'bundle')),
      discount_cents   INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
      total_cents      INTEGER CHECK (total_cents >= 0),
      promo_code       TEXT,
      city             TEXT    NOT NULL,
      address          TEXT    NOT NULL,
      zip              TEXT    NOT NULL,
      name             TEXT    NOT NULL,
      phone            TEXT    NOT NULL,
      phone_digits     TEXT    NOT NULL,
      email            TEXT    NOT NULL,
      email_normalized TEXT    NOT NULL,
      notes            TEXT,
      created_at       TEXT    NOT NULL
    {end}
    CREATE INDEX bookings_slot  ON bookings (date, window_start);
    CREATE INDEX bookings_email ON bookings (email_normalized);
    CREATE INDEX bookings_phone ON bookings (phone_digits);`,
  internalNote: `ALTER TABLE bookings ADD COLUMN internal_note TEXT;`,
  idempotencyKeys: `
    CREATE TABLE idempotency_keys (
      key          TEXT    PRIMARY KEY,
      request_hash TEXT    NOT NULL,
      booking_id   {ref} NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      created_at   TEXT    NOT NULL
    {end}`,
  // Notifications (docs/decisions/0011): written in the same transaction as the booking change they tell of,
  // rendered there, sent by the worker. `key` is unique per message: an event is never queued twice.
  outbox: `
    CREATE TABLE outbox (
      id              {id},
      key             TEXT    NOT NULL UNIQUE,
      booking_id      {ref} REFERENCES bookings (id) ON DELETE CASCADE,
      event           TEXT    NOT NULL
                      {sqlite:CHECK (event IN ('created', 'confirmed', 'rescheduled', 'cancelled', 'completed', 'reminder'))},
      audience        TEXT    NOT NULL CHECK (audience IN ('owner', 'customer')),
      recipient       TEXT    NOT NULL,
      recipient_name  TEXT,
      subject         TEXT    NOT NULL,
      text            TEXT    NOT NULL,
      html            TEXT    NOT NULL,
      ics             TEXT,
      status          TEXT    NOT NULL DEFAULT 'pending'
                              CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'cancelled')),
      attempts        INTEGER NOT NULL DEFAULT 0,
      due_at          TEXT    NOT NULL,
      next_attempt_at TEXT    NOT NULL,
      claimed_until   TEXT,
      last_error      TEXT,
      created_at      TEXT    NOT NULL,
      sent_at         TEXT
    {end}
    CREATE INDEX outbox_next ON outbox (status, next_attempt_at);
    CREATE INDEX outbox_booking ON outbox (booking_id);`,
  // Who changed what, when (docs/decisions/0013): one row per change, written with the change.
  bookingEvents: `
    CREATE TABLE booking_events (
      id         {id},
      booking_id {ref} NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      at         TEXT    NOT NULL,
      actor      TEXT    NOT NULL,
      action     TEXT    NOT NULL,
      detail     TEXT
    {end}
    CREATE INDEX booking_events_booking ON booking_events (booking_id, id);`,
  owners: `
    CREATE TABLE owners (
      id            {id},
      email         TEXT NOT NULL UNIQUE,
      password_hash TEXT NOT NULL,
      created_at    TEXT NOT NULL
    {end}`,
  sessions: `
    CREATE TABLE sessions (
      id           TEXT    PRIMARY KEY,
      owner_id     {ref} NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
      created_at   TEXT    NOT NULL,
      last_seen_at TEXT    NOT NULL
    {end}`,
  // The owner's second factor and sessions kept as hashes with their stage (docs/decisions/0030). Sessions of before
  // are ended: they were stored as they are, and each owner enrols a second factor at the next sign-in.
  ownerMfa: `
    ALTER TABLE owners ADD COLUMN totp_secret TEXT;
    ALTER TABLE owners ADD COLUMN totp_pending_secret TEXT;
    ALTER TABLE owners ADD COLUMN totp_last_step INTEGER;
    CREATE TABLE owner_recovery_codes (
      owner_id  {ref} NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
      code_hash TEXT    NOT NULL,
      used_at   TEXT,
      PRIMARY KEY (owner_id, code_hash)
    {end}
    DELETE FROM sessions;
    ALTER TABLE sessions ADD COLUMN stage TEXT NOT NULL DEFAULT 'signed-in' CHECK (stage IN ('password', 'signed-in'));
    CREATE INDEX sessions_owner ON sessions (owner_id);`,
  // Nothing stored opens a customer's page (docs/decisions/0031): the e-mails kept in the outbox get a slot where
  // the page's token was (filled when a message is sent; an .ics is unfolded for it), then each token is replaced by
  // its SHA-256, so the links already sent keep working. Erasure and its record (who exported or erased what, when).
  pageTokens: `
    UPDATE outbox SET
      text = replace(text, (SELECT token FROM bookings b WHERE b.id = outbox.booking_id), '${PAGE_TOKEN_SLOT}'),
      html = replace(html, (SELECT token FROM bookings b WHERE b.id = outbox.booking_id), '${PAGE_TOKEN_SLOT}'),
      ics = replace(replace(ics, {crlf} || ' ', ''), (SELECT token FROM bookings b WHERE b.id = outbox.booking_id),
                    '${PAGE_TOKEN_SLOT}')
    WHERE booking_id IN (SELECT id FROM bookings);
    UPDATE bookings SET token = {sha256:token};
    ALTER TABLE bookings RENAME COLUMN token TO token_hash;
    ALTER TABLE bookings ADD COLUMN erased_at TEXT;
    CREATE TABLE privacy_log (
      id         {id},
      at         TEXT    NOT NULL,
      actor      TEXT    NOT NULL,
      action     TEXT    NOT NULL CHECK (action IN ('export', 'erase', 'retention')),
      subject    TEXT    NOT NULL,
      detail     TEXT
    {end}`,
  // Customers' reviews (docs/decisions/0032): one per booking, as the customer wrote it; what is shown in public
  // (first name and last initial, city, service) is taken when it is sent; the owner's reply and a hide's reason.
  reviews: `
    CREATE TABLE reviews (
      id            {id},
      booking_id    {ref} NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
      stars         INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
      text          TEXT    NOT NULL,
      publish       INTEGER NOT NULL CHECK (publish IN (0, 1)),
      public_name   TEXT    NOT NULL,
      city          TEXT    NOT NULL,
      service       TEXT    NOT NULL,
      created_at    TEXT    NOT NULL,
      updated_at    TEXT    NOT NULL,
      reply         TEXT,
      replied_at    TEXT,
      hidden_reason TEXT    CHECK (hidden_reason IN ('personal-data', 'profanity', 'off-topic')),
      hidden_at     TEXT
    {end}
    CREATE INDEX reviews_published ON reviews (publish, hidden_reason, created_at);`,
  capacityOverrides: `
    CREATE TABLE capacity_overrides (
      date         TEXT    NOT NULL,
      window_start TEXT    NOT NULL DEFAULT '*',
      capacity     INTEGER NOT NULL CHECK (capacity >= 0),
      changed_by   TEXT    NOT NULL,
      changed_at   TEXT    NOT NULL,
      PRIMARY KEY (date, window_start)
    {end}`,
  // rate-limiter-flexible's own layout (key, points, expire in ms since the epoch); TEXT keys, as a key holds an
  // e-mail address that may be longer than its default VARCHAR(255).
  rateLimits: `
    CREATE TABLE ${RATE_LIMIT_TABLE} (
      key    TEXT    PRIMARY KEY,
      points INTEGER NOT NULL DEFAULT 0,
      expire BIGINT
    {end}
    CREATE INDEX ${RATE_LIMIT_TABLE}_expire ON ${RATE_LIMIT_TABLE} (expire);`,
} as const;

/**
 * Card payments (docs/decisions/0029): a booking's payment status and amounts, the Checkout Session that collects
 * it, and the status `expired` (an unpaid booking whose hold ended); the provider's events, each recorded once.
 */
const PAYMENT_COLUMNS = `
      payment_status      TEXT    NOT NULL DEFAULT 'unpaid'
                          CHECK (payment_status IN ('unpaid', 'pending', 'expired', 'paid', 'partially_refunded', 'refunded')),
      hold_until          TEXT,
      paid_cents          INTEGER NOT NULL DEFAULT 0 CHECK (paid_cents >= 0),
      refunded_cents      INTEGER NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
      refund_due_cents    INTEGER NOT NULL DEFAULT 0 CHECK (refund_due_cents >= 0),
      checkout_session_id TEXT    UNIQUE,
      checkout_url        TEXT,
      payment_intent_id   TEXT`;
const BOOKING_STATUSES_V1 = "'requested', 'confirmed', 'completed', 'cancelled'";
const BOOKING_STATUSES_V2 = `${BOOKING_STATUSES_V1}, 'expired'`;
const OUTBOX_EVENTS_V1 = "'created', 'confirmed', 'rescheduled', 'cancelled', 'completed', 'reminder'";
const OUTBOX_EVENTS_V2 = `${OUTBOX_EVENTS_V1}, 'quoted', 'refunded'`;
const OUTBOX_EVENTS_V3 = `${OUTBOX_EVENTS_V2}, 'review-request', 'reviewed'`;
const OUTBOX_EVENTS_V4 = `${OUTBOX_EVENTS_V3}, 'on-my-way'`;
const PAYMENT_EVENTS = `
    CREATE TABLE payment_events (
      id          TEXT    PRIMARY KEY,
      type        TEXT    NOT NULL,
      booking_id  {ref} REFERENCES bookings (id) ON DELETE CASCADE,
      received_at TEXT    NOT NULL
    {end}
    CREATE INDEX bookings_hold ON bookings (payment_status, hold_until);`;

/**
 * SQLite cannot change a CHECK or add a UNIQUE column in place: its tables are made anew with the new definition
 * (the table of migration 1 and 4, with the statuses and columns above) and the rows copied, as SQLite's manual
 * describes (foreign keys are off while migrations run, app/storage/sqlite.server.ts). PostgreSQL alters them.
 */
const BOOKING_COLUMNS_V1 = [
  ...Array.from(TABLES.bookings.matchAll(/^\s{6}([a-z_]+)\s/gm), (m) => m[1]!),
  "internal_note",
];
const OUTBOX_COLUMNS_V1 = Array.from(TABLES.outbox.matchAll(/^\s{6}([a-z_]+)\s/gm), (m) => m[1]!);
/** SQLite: the outbox made anew with these events (and columns added at its end), its rows and indexes kept. */
const remakeOutboxSqlite = (version: number, events: string, addedColumns = "") => `
    ${TABLES.outbox
      .split("{end}")[0]!
      .replace("CREATE TABLE outbox (", `CREATE TABLE outbox_v${version} (`)
      .replace(OUTBOX_EVENTS_V1, events)
      .trimEnd()}${addedColumns ? `,${addedColumns}` : ""}
    {end}
    INSERT INTO outbox_v${version} (${OUTBOX_COLUMNS_V1.join(", ")}) SELECT ${OUTBOX_COLUMNS_V1.join(", ")} FROM outbox;
    DROP TABLE outbox;
    ALTER TABLE outbox_v${version} RENAME TO outbox;
    CREATE INDEX outbox_next ON outbox (status, next_attempt_at);
    CREATE INDEX outbox_booking ON outbox (booking_id);`;
/** PostgreSQL: one ALTER TABLE adding column definitions written one a line, comma-separated. */
const addColumnsPostgres = (table: string, columns: string) =>
  `ALTER TABLE ${table} ${columns
    .trim()
    .split(/,\n/)
    .map((column) => `ADD COLUMN ${column.trim()}`)
    .join(",\n      ")};`;
const PAYMENTS_SQLITE = `
    ${TABLES.bookings
      .split("{end}")[0]!
      .replace("CREATE TABLE bookings (", "CREATE TABLE bookings_v2 (")
      .replace(BOOKING_STATUSES_V1, BOOKING_STATUSES_V2)
      .trimEnd()},
      internal_note    TEXT,${PAYMENT_COLUMNS}
    {end}
    INSERT INTO bookings_v2 (${BOOKING_COLUMNS_V1.join(", ")}) SELECT ${BOOKING_COLUMNS_V1.join(", ")} FROM bookings;
    DROP TABLE bookings;
    ALTER TABLE bookings_v2 RENAME TO bookings;
    CREATE INDEX bookings_slot  ON bookings (date, window_start);
    CREATE INDEX bookings_email ON bookings (email_normalized);
    CREATE INDEX bookings_phone ON bookings (phone_digits);
    ${remakeOutboxSqlite(2, OUTBOX_EVENTS_V2)}
    ${PAYMENT_EVENTS}`;
const PAYMENTS_POSTGRES = `
    ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
    ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN (${BOOKING_STATUSES_V2}));
    ${addColumnsPostgres("bookings", PAYMENT_COLUMNS)}
    ${PAYMENT_EVENTS}`;

/**
 * The reports' own columns and lines (docs/decisions/0034): each booking's Chicago date of booking and whether its
 * customer (e-mail or phone) had booked before, and one row per service line with the job's date and whether it
 * counts (not cancelled, not expired), kept as bookings are made and changed (app/storage/bookings.server.ts), so that
 * a year's report reads two covering indexes and no JSON. The bookings made before are derived here, once.
 */
const REPORT_COLUMNS = `
    ALTER TABLE bookings ADD COLUMN created_on TEXT;
    ALTER TABLE bookings ADD COLUMN returning_customer INTEGER NOT NULL DEFAULT 0 CHECK (returning_customer IN (0, 1));
    CREATE TABLE booking_lines (
      booking_id {ref} NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      position   INTEGER NOT NULL,
      date       TEXT    NOT NULL,
      counted    INTEGER NOT NULL CHECK (counted IN (0, 1)),
      service    TEXT    NOT NULL,
      tier       TEXT    NOT NULL,
      tier_label TEXT    NOT NULL,
      list_cents INTEGER NOT NULL,
      PRIMARY KEY (booking_id, position)
    {end}
    CREATE INDEX booking_lines_report ON booking_lines (date, counted, service, tier, tier_label, list_cents);
    CREATE INDEX bookings_report ON bookings (date, status, window_start, city, total_cents, discount_kind, paid_cents,
      refunded_cents, created_on, returning_customer);`;
/** A booking counts in the reports' revenue and places unless it is cancelled or expired. */
export const UNCOUNTED_STATUSES: readonly string[] = ["expired", "cancelled"];
/** The statuses that hold a place, for SQL: `status IN (${OPEN_STATUS_SQL})`. */
export const OPEN_STATUS_SQL = OPEN_STATUSES.map((status) => `'${status}'`).join(", ");

/**
 * The bookings that hold a place at a time given as the one parameter: open, and not an unpaid booking whose hold
 * has ended (`holdsPlace` of app/domain/booking/payment.ts), even before the server marks it expired.
 */
export const HOLDS_PLACE_SQL = `status IN (${OPEN_STATUS_SQL}) AND (payment_status <> 'pending' OR hold_until IS NULL OR hold_until > ?)`;

export const COUNTED_SQL = `status NOT IN (${UNCOUNTED_STATUSES.map((s) => `'${s}'`).join(", ")})`;
/** Which bookings each of the reports' totals counts, and the agenda's "only" filter shows (docs/decisions/0033). */
export const ONLY_SQL: Record<AgendaOnly, string> = {
  paid: "paid_cents > 0",
  refunded: "refunded_cents > 0",
  new: "returning_customer = 0",
  returning: "returning_customer = 1",
  promo: "discount_kind = 'promo'",
  bundle: "discount_kind = 'bundle'",
  quote: "total_cents IS NULL",
};
/**
 * Marks the bookings (all, or those `scope` picks, e.g. "AND id = ?") whose customer (e-mail or phone) had booked
 * before: an earlier booking (by its time, then id), not expired, not erased.
 */
export const markReturningSql = (scope = "") => `
    UPDATE bookings SET returning_customer = 1 WHERE returning_customer = 0 ${scope} AND EXISTS (
      SELECT 1 FROM bookings p
      WHERE (p.created_at < bookings.created_at OR (p.created_at = bookings.created_at AND p.id < bookings.id))
        AND p.status <> 'expired' AND p.email_normalized <> ''
        AND (p.email_normalized = bookings.email_normalized OR p.phone_digits = bookings.phone_digits))`;

/** Derives the reports' columns and lines of every booking that has none yet (the migration; tests compare with it). */
export function reportBackfill(dialect: Dialect): string[] {
  const json =
    dialect === "sqlite"
      ? {
          lines: "json_each(b.quote_json, '$.lines') AS l",
          position: "l.key",
          field: (f: string) => `json_extract(l.value, '$.${f}')`,
          addons:
            "(SELECT COALESCE(SUM(json_extract(a.value, '$.total')), 0) FROM json_each(l.value, '$.addons') AS a)",
          chicagoDate: "chicago_date(created_at)",
        }
      : {
          lines: "json_array_elements(b.quote_json::json->'lines') WITH ORDINALITY AS l(value, n)",
          position: "(l.n - 1)",
          field: (f: string) => `(l.value->>'${f}')`,
          addons:
            "(SELECT COALESCE(SUM((a.value->>'total')::bigint), 0) FROM json_array_elements(l.value->'addons') AS a)",
          chicagoDate: "to_char(created_at::timestamptz AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD')",
        };
  return [
    `UPDATE bookings SET created_on = ${json.chicagoDate} WHERE created_on IS NULL`,
    markReturningSql(),
    `INSERT INTO booking_lines (booking_id, position, date, counted, service, tier, tier_label, list_cents)
    SELECT b.id, ${json.position}, b.date, CASE WHEN b.${COUNTED_SQL} THEN 1 ELSE 0 END, ${json.field("service")},
      ${json.field("tier")}, ${json.field("tierLabel")},
      COALESCE(${dialect === "sqlite" ? json.field("tierPrice") : `${json.field("tierPrice")}::bigint`}, 0) + ${json.addons}
    FROM bookings b, ${json.lines}
    WHERE NOT EXISTS (SELECT 1 FROM booking_lines x WHERE x.booking_id = b.id)`,
  ];
}

/** The outbox's events on SQLite (a CHECK: the table is made anew, as for payments above); PostgreSQL has no CHECK. */
const REVIEW_EVENTS_SQLITE = remakeOutboxSqlite(3, OUTBOX_EVENTS_V3);

/**
 * Text messages (docs/decisions/0035): a booking's number for texts (E.164) and the consent given with it (when, the
 * words); the outbox's channel, the provider's id of a text and its delivery state; the numbers that replied STOP,
 * and every keyword reply. SQLite remakes the outbox for its events' CHECK (as for payments above).
 */
const SMS_OUTBOX_COLUMNS = `
      channel         TEXT    NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms')),
      provider_id     TEXT,
      delivery_status TEXT`;
const SMS_COMMON = `
    ALTER TABLE bookings ADD COLUMN sms_phone TEXT;
    ALTER TABLE bookings ADD COLUMN sms_consent_at TEXT;
    ALTER TABLE bookings ADD COLUMN sms_consent_text TEXT;
    CREATE TABLE sms_opt_outs (
      phone         TEXT PRIMARY KEY,
      opted_out_at  TEXT NOT NULL
    {end}
    CREATE TABLE sms_replies (
      id      {id},
      at      TEXT NOT NULL,
      phone   TEXT NOT NULL,
      keyword TEXT NOT NULL CHECK (keyword IN ('STOP', 'START', 'HELP'))
    {end}
    CREATE INDEX sms_replies_phone ON sms_replies (phone, id);`;
const SMS_SQLITE = `
    ${remakeOutboxSqlite(4, OUTBOX_EVENTS_V4, SMS_OUTBOX_COLUMNS)}
    CREATE INDEX outbox_provider ON outbox (provider_id);
    ${SMS_COMMON}`;
const SMS_POSTGRES = `
    ${addColumnsPostgres("outbox", SMS_OUTBOX_COLUMNS)}
    CREATE INDEX outbox_provider ON outbox (provider_id);
    ${SMS_COMMON}`;

/**
 * The review's fixes (issue 35): each incoming text's Twilio id, applied once (no number kept with it); the amount a
 * booking's Checkout page was opened for (a payment settles the booking only when it is that amount, on that page);
 * the payments that name a booking and did not settle it (another page, another amount, a second payment): kept for
 * the owner to look at and refund; an owner's single-use links (setting up a second factor: only its SHA-256 kept,
 * one per owner), and the secret drawn for an enrolment kept with the session that enrols (no longer one per owner,
 * shared by every session). SQLite's outbox loses its CHECK of events, as PostgreSQL's never had one (account notices
 * are not a booking's events; the code knows them).
 */
const REVIEW_FIXES = `
    CREATE TABLE sms_inbound (
      message_sid TEXT PRIMARY KEY,
      at          TEXT NOT NULL
    {end}
    ALTER TABLE bookings ADD COLUMN checkout_amount_cents INTEGER;
    CREATE TABLE extra_payments (
      id                {id},
      booking_id        {ref} NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      session_id        TEXT,
      payment_intent_id TEXT    NOT NULL UNIQUE,
      amount_cents      INTEGER NOT NULL CHECK (amount_cents >= 0),
      currency          TEXT    NOT NULL,
      reason            TEXT    NOT NULL,
      refunded_cents    INTEGER NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
      received_at       TEXT    NOT NULL
    {end}
    CREATE INDEX extra_payments_booking ON extra_payments (booking_id);
    CREATE TABLE account_links (
      owner_id   {ref} PRIMARY KEY REFERENCES owners (id) ON DELETE CASCADE,
      purpose    TEXT NOT NULL,
      token_hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    {end}
    ALTER TABLE sessions ADD COLUMN totp_pending_secret TEXT;
    UPDATE owners SET totp_pending_secret = NULL;`;
const OUTBOX_COLUMNS_V4 = [...OUTBOX_COLUMNS_V1, "channel", "provider_id", "delivery_status"];
const OUTBOX_ANY_EVENT_SQLITE = `
    ${TABLES.outbox
      .split("{end}")[0]!
      .replace("CREATE TABLE outbox (", "CREATE TABLE outbox_v5 (")
      .replace(`{sqlite:CHECK (event IN (${OUTBOX_EVENTS_V1}))}`, "")
      .trimEnd()},${SMS_OUTBOX_COLUMNS}
    {end}
    INSERT INTO outbox_v5 (${OUTBOX_COLUMNS_V4.join(", ")}) SELECT ${OUTBOX_COLUMNS_V4.join(", ")} FROM outbox;
    DROP TABLE outbox;
    ALTER TABLE outbox_v5 RENAME TO outbox;
    CREATE INDEX outbox_next ON outbox (status, next_attempt_at);
    CREATE INDEX outbox_booking ON outbox (booking_id);
    CREATE INDEX outbox_provider ON outbox (provider_id);`;

/**
 * The owner's catalog (docs/decisions/0038): every version of it, never changed, the highest in force; and the version
 * each booking was priced with.
 */
const CATALOG = `
    CREATE TABLE catalog_versions (
      version       INTEGER PRIMARY KEY,
      document      TEXT    NOT NULL,
      saved_by      TEXT    NOT NULL,
      saved_at      TEXT    NOT NULL,
      restored_from INTEGER
    {end}
    ALTER TABLE bookings ADD COLUMN catalog_version INTEGER;
    CREATE INDEX bookings_promo ON bookings (promo_code);`;

/**
 * Operations (issue 40, docs/decisions/0040): each backup taken and whether it was proved by restoring it (SQLite
 * only: PostgreSQL's are the host's); when a health mark was last seen (the last Stripe webhook, say); each health
 * check's state (red since, the owners' last alert e-mail); and when a message last failed (the health page counts a
 * day's failures).
 */
const OPERATIONS = `
    CREATE TABLE backups (
      id          {id},
      taken_at    TEXT    NOT NULL,
      file        TEXT    NOT NULL,
      bytes       INTEGER NOT NULL,
      counts      TEXT    NOT NULL,
      photos      INTEGER NOT NULL DEFAULT 0,
      proved      INTEGER NOT NULL CHECK (proved IN (0, 1)),
      error       TEXT,
      uploaded_to TEXT,
      deleted_at  TEXT
    {end}
    CREATE INDEX backups_taken ON backups (taken_at);
    CREATE TABLE health_marks (
      name TEXT PRIMARY KEY,
      at   TEXT NOT NULL
    {end}
    CREATE TABLE health_alerts (
      check_name   TEXT PRIMARY KEY,
      state        TEXT NOT NULL CHECK (state IN ('green', 'amber', 'red')),
      red_since    TEXT,
      last_sent_at TEXT
    {end}
    ALTER TABLE outbox ADD COLUMN last_failed_at TEXT;
`;

/**
 * Crews (issue 39, docs/decisions/0039): every account has a role (`owner`, or `crew`: their crew's jobs and nothing
 * else), a name the customer may read (first names in the job report) and may be disabled; crews are named groups of
 * people (one crew each); a booking is assigned to a crew; the job's checklist as ticked, its photos (the files are
 * kept outside the database), each person's calendar feed (a hash of its token) and passkeys.
 */
const CREWS = `
    ALTER TABLE owners ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'crew'));
    ALTER TABLE owners ADD COLUMN name TEXT;
    ALTER TABLE owners ADD COLUMN disabled_at TEXT;
    ALTER TABLE owners ADD COLUMN phone TEXT;
    CREATE TABLE crews (
      id         {id},
      name       TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL
    {end}
    CREATE TABLE crew_members (
      crew_id  {ref} NOT NULL REFERENCES crews (id) ON DELETE CASCADE,
      owner_id {ref} NOT NULL UNIQUE REFERENCES owners (id) ON DELETE CASCADE,
      PRIMARY KEY (crew_id, owner_id)
    {end}
    ALTER TABLE bookings ADD COLUMN crew_id {ref} REFERENCES crews (id) ON DELETE SET NULL;
    ALTER TABLE bookings ADD COLUMN started_at TEXT;
    CREATE INDEX bookings_crew ON bookings (crew_id, date);
    CREATE TABLE job_checklist (
      booking_id {ref} NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      item       TEXT NOT NULL,
      state      TEXT NOT NULL CHECK (state IN ('done', 'not-possible')),
      reason     TEXT,
      by_name    TEXT NOT NULL,
      at         TEXT NOT NULL,
      PRIMARY KEY (booking_id, item)
    {end}
    CREATE TABLE job_photos (
      id           {id},
      booking_id   {ref} NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      phase        TEXT NOT NULL CHECK (phase IN ('before', 'after')),
      storage_key  TEXT NOT NULL UNIQUE,
      content_type TEXT NOT NULL,
      bytes        INTEGER NOT NULL,
      width        INTEGER NOT NULL,
      height       INTEGER NOT NULL,
      uploaded_by  TEXT NOT NULL,
      created_at   TEXT NOT NULL
    {end}
    CREATE INDEX job_photos_booking ON job_photos (booking_id);
    CREATE TABLE calendar_feeds (
      owner_id   {ref} PRIMARY KEY REFERENCES owners (id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL
    {end}
    CREATE TABLE passkeys (
      id           TEXT PRIMARY KEY,
      owner_id     {ref} NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
      public_key   TEXT NOT NULL,
      counter      INTEGER NOT NULL DEFAULT 0,
      transports   TEXT,
      name         TEXT NOT NULL,
      created_at   TEXT NOT NULL,
      last_used_at TEXT
    {end}
    CREATE INDEX passkeys_owner ON passkeys (owner_id);`;

/**
 * Secrets in messages (issue 44, docs/decisions/0041): an account link has an id of its own, from which (with the
 * server's secret) its token is derived, so a message keeps a slot instead of the link; a session records when its
 * person last proved themselves (password and code, or a passkey), which adding a passkey asks for.
 */
const SECRETS_IN_MESSAGES = `
    ALTER TABLE account_links ADD COLUMN link_id TEXT;
    CREATE UNIQUE INDEX account_links_link ON account_links (link_id);
    ALTER TABLE sessions ADD COLUMN reauth_at TEXT;`;

/**
 * Crews' weeks and planned jobs (issue 46, docs/decisions/0044): each crew's working days, hours and services (JSON;
 * NULL: the catalog's open days and hours, every service), its time off (whole days, or hours within one date), and
 * each booking's planned start ("HH:MM", America/Chicago) and length in minutes (NULL for a booking made before:
 * its window's start and its order's length).
 */
const CREW_WEEKS = `
    ALTER TABLE crews ADD COLUMN week_json TEXT;
    CREATE TABLE crew_time_off (
      id        {id},
      crew_id   {ref} NOT NULL REFERENCES crews (id) ON DELETE CASCADE,
      from_date TEXT NOT NULL {date:from_date},
      to_date   TEXT NOT NULL {date:to_date},
      starts    TEXT,
      ends      TEXT,
      note      TEXT NOT NULL
    {end}
    CREATE INDEX crew_time_off_dates ON crew_time_off (crew_id, to_date);
    ALTER TABLE bookings ADD COLUMN planned_start TEXT;
    ALTER TABLE bookings ADD COLUMN job_minutes INTEGER;`;

/**
 * The customer's side of a job (issue 48). Their photos with the request: a job's photo is the crew's (before, after)
 * or the customer's; SQLite's table is made anew with the wider CHECK (its rows and index kept), PostgreSQL replaces
 * the constraint. Tips for the crew: one row per Checkout Session opened for a tip ("open" until its own webhook
 * settles it "paid" at its amount and currency, or it expires), with the crew the job had when it was given.
 */
const JOB_PHOTO_PHASES_V1 = "phase        TEXT NOT NULL CHECK (phase IN ('before', 'after'))";
const JOB_PHOTO_PHASES_V2 = "phase        TEXT NOT NULL CHECK (phase IN ('before', 'after', 'customer'))";
const JOB_PHOTOS_TABLE = /CREATE TABLE job_photos \([\s\S]*?\{end\}/.exec(CREWS)![0];
const CUSTOMER_PHOTOS_SQLITE = `
    ${JOB_PHOTOS_TABLE.replace("CREATE TABLE job_photos (", "CREATE TABLE job_photos_v2 (").replace(JOB_PHOTO_PHASES_V1, JOB_PHOTO_PHASES_V2)}
    INSERT INTO job_photos_v2 SELECT * FROM job_photos;
    DROP TABLE job_photos;
    ALTER TABLE job_photos_v2 RENAME TO job_photos;
    CREATE INDEX job_photos_booking ON job_photos (booking_id);`;
const CUSTOMER_PHOTOS_POSTGRES = `
    ALTER TABLE job_photos DROP CONSTRAINT job_photos_phase_check;
    ALTER TABLE job_photos ADD CONSTRAINT job_photos_phase_check CHECK (phase IN ('before', 'after', 'customer'));`;
const TIPS = `
    CREATE TABLE tips (
      id                {id},
      booking_id        {ref} NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      crew_id           {ref} REFERENCES crews (id) ON DELETE SET NULL,
      session_id        TEXT    NOT NULL UNIQUE,
      amount_cents      INTEGER NOT NULL CHECK (amount_cents > 0),
      currency          TEXT    NOT NULL,
      status            TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'expired')),
      payment_intent_id TEXT    UNIQUE,
      refunded_cents    INTEGER NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
      created_at        TEXT    NOT NULL,
      paid_at           TEXT
    {end}
    CREATE INDEX tips_booking ON tips (booking_id);
    CREATE INDEX tips_paid ON tips (status, paid_at);`;

const DIALECT_TABLES = {
  paymentsSqlite: PAYMENTS_SQLITE,
  paymentsPostgres: PAYMENTS_POSTGRES,
  reviewEventsSqlite: REVIEW_EVENTS_SQLITE,
  reportColumns: REPORT_COLUMNS,
  reportBackfillSqlite: `${reportBackfill("sqlite").join(";\n")};`,
  reportBackfillPostgres: `${reportBackfill("postgres").join(";\n")};`,
  smsSqlite: SMS_SQLITE,
  smsPostgres: SMS_POSTGRES,
  reviewFixesSqlite: `${REVIEW_FIXES}\n${OUTBOX_ANY_EVENT_SQLITE}`,
  reviewFixesPostgres: REVIEW_FIXES,
  catalog: CATALOG,
  crews: CREWS,
  operations: OPERATIONS,
  secretsInMessages: SECRETS_IN_MESSAGES,
  crewWeeks: CREW_WEEKS,
  customerPhotosSqlite: CUSTOMER_PHOTOS_SQLITE,
  customerPhotosPostgres: CUSTOMER_PHOTOS_POSTGRES,
  tips: TIPS,
} as const;

type Table = keyof typeof TABLES | keyof typeof DIALECT_TABLES;

const WORDS: Record<
  Dialect,
  { id: string; ref: string; end: string; date: string; hhmm: string; sha256: string; crlf: string }
> = {
  sqlite: {
    // sha256_hex is registered on every connection before migrations run (app/storage/sqlite.server.ts).
    sha256: "sha256_hex($)",
    crlf: "char(13, 10)",
    id: "INTEGER PRIMARY KEY",
    ref: "INTEGER",
    end: ") STRICT;",
    date: "CHECK ($ GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')",
    hhmm: "CHECK ($ GLOB '[0-9][0-9]:[0-9][0-9]')",
  },
  postgres: {
    sha256: "encode(sha256(convert_to($, 'UTF8')), 'hex')",
    crlf: "chr(13) || chr(10)",
    id: "BIGSERIAL PRIMARY KEY",
    ref: "BIGINT",
    end: ");",
    date: "CHECK ($ ~ '^\\d{4}-\\d{2}-\\d{2}$')",
    hhmm: "CHECK ($ ~ '^\\d{2}:\\d{2}$')",
  },
};

/** The statements of `tables`, in that order, for `dialect`. */
export function renderSchema(dialect: Dialect, tables: readonly Table[]): string {
  const words = WORDS[dialect];
  return tables
    .map((table) =>
      (table in TABLES ? TABLES[table as keyof typeof TABLES] : DIALECT_TABLES[table as keyof typeof DIALECT_TABLES])
        .replaceAll("{id}", words.id)
        .replaceAll("{ref}", words.ref)
        .replaceAll("{end}", words.end)
        .replaceAll("{crlf}", words.crlf)
        .replace(/\{(date|hhmm|sha256):(\w+)\}/g, (_, kind: "date" | "hhmm" | "sha256", column: string) =>
          words[kind].replace("$", column),
        )
        .replace(/\{sqlite:([^}]*)\}/g, (_, only: string) => (dialect === "sqlite" ? only : "")),
    )
    .join("\n");
}

const history = (dialect: Dialect, steps: [id: number, name: string, tables: Table[]][]): readonly Migration[] =>
  steps.map(([id, name, tables]) => ({ id, name, sql: renderSchema(dialect, tables) }));

/** SQLite's history. */
export const sqliteMigrations = history("sqlite", [
  [1, "bookings", ["bookings", "idempotencyKeys"]],
  [2, "outbox", ["outbox"]],
  [3, "booking history", ["bookingEvents"]],
  [4, "owners, sessions and capacity", ["owners", "sessions", "capacityOverrides", "internalNote"]],
  [5, "payments", ["paymentsSqlite"]],
  [6, "second factor", ["ownerMfa"]],
  [7, "page tokens at rest", ["pageTokens"]],
  [8, "reviews", ["reviews", "reviewEventsSqlite"]],
  [9, "report figures", ["reportColumns", "reportBackfillSqlite"]],
  [10, "text messages", ["smsSqlite"]],
  [11, "review fixes", ["reviewFixesSqlite"]],
  [12, "the owner's catalog", ["catalog"]],
  [13, "crews", ["crews"]],
  [14, "operations", ["operations"]],
  [15, "secrets in messages", ["secretsInMessages"]],
  [16, "crews' weeks and planned jobs", ["crewWeeks"]],
  [17, "the customer's photos and tips", ["customerPhotosSqlite", "tips"]],
]);

/** PostgreSQL's history (it came later, with the first four of SQLite's in one). */
export const pgMigrations = history("postgres", [
  [1, "bookings", ["bookings", "internalNote", "idempotencyKeys", "outbox", "bookingEvents", "capacityOverrides"]],
  [2, "owners and sessions", ["owners", "sessions"]],
  [3, "rate limits", ["rateLimits"]],
  [4, "payments", ["paymentsPostgres"]],
  [5, "second factor", ["ownerMfa"]],
  [6, "page tokens at rest", ["pageTokens"]],
  [7, "reviews", ["reviews"]],
  [8, "report figures", ["reportColumns", "reportBackfillPostgres"]],
  [9, "text messages", ["smsPostgres"]],
  [10, "review fixes", ["reviewFixesPostgres"]],
  [11, "the owner's catalog", ["catalog"]],
  [12, "crews", ["crews"]],
  [13, "operations", ["operations"]],
  [14, "secrets in messages", ["secretsInMessages"]],
  [15, "crews' weeks and planned jobs", ["crewWeeks"]],
  [16, "the customer's photos and tips", ["customerPhotosPostgres", "tips"]],
]);
