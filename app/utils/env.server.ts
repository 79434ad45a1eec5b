import { z } from "zod";
import type { PaymentMode } from "../content/payment.ts";
import { BOOKING_RETENTION_MONTHS_DEFAULT, MESSAGE_RETENTION_DAYS_DEFAULT } from "../content/privacy.ts";

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional());

const S3_REQUIRED = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
/** What a bucket's incomplete settings are told (also by app/photos/store.server.ts). */
export const S3_SETTINGS_MESSAGE =
  "S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set all four (job photos in a bucket) or none";

/** SITE_URL's default: the server on this machine, at its port. */
export const localSiteUrl = (port: number) => `http://localhost:${port}`;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /** The public origin of every absolute link. Unset: `http://localhost:PORT` (filled in below, from PORT). */
    SITE_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .url()
        .transform((u) => u.replace(/\/+$/, ""))
        .optional(),
    ),
    DATABASE_PATH: z.string().min(1).default("data/bookings.sqlite"),
    /**
     * `postgres://user:pass@host:5432/db` selects PostgreSQL, shared by several server instances (docs/decisions/0014,
     * docs/deployment.md). Unset (the default): SQLite at DATABASE_PATH.
     */
    DATABASE_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .url({
          protocol: /^postgres(ql)?$/,
          error: "must be a postgres:// URL, like postgres://user:password@host:5432/database",
        })
        .optional(),
    ),
    /** Connections each instance may open to PostgreSQL (with DATABASE_URL). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(100).default(10),
    /** where `npm run build` writes and `npm start` serves from (tooling: benchmarks build beside a running site) */
    BUILD_DIR: z.string().min(1).default("build"),
    BOOKING_WINDOW_CAPACITY: z.coerce.number().int().min(1).max(50).default(2),
    /**
     * A ZIP is served when its centroid lies within this many miles of one of our cities (README, Configuration).
     * The ZIP data covers 40 miles around each city (scripts/build-zips.ts), so a larger radius serves no more ZIPs.
     */
    SERVICE_RADIUS_MILES: z.coerce.number().positive().max(100).default(15),
    /** Customers may move or cancel their booking until this many hours before its window starts (docs/decisions/0012). */
    CHANGE_CUTOFF_HOURS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 14)
      .default(24),
    /** Abuse limits on booking submissions (docs/decisions/0009). */
    BOOKING_LIMIT_PER_10_MINUTES: z.coerce.number().int().min(1).max(100_000).default(5),
    BOOKING_LIMIT_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(20),
    BOOKING_LIMIT_OPEN_PER_CUSTOMER: z.coerce.number().int().min(1).max(100_000).default(3),
    /**
     * How many reverse-proxy hops in front of the server to trust for the client address (X-Forwarded-For).
     * 0 (default): the socket's address, which a visitor cannot forge.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Where e-mails go (docs/decisions/0011): `smtp://user:pass@host:587` or `smtps://…`. Unset (the default): each
     * message is written as an .eml file under OUTBOX_DIR, so nothing leaves the machine.
     */
    SMTP_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL, like smtp://user:pass@host:587" })
        .optional(),
    ),
    /** The From of every e-mail. Default: the brand and the site's e-mail address. */
    MAIL_FROM: optionalString,
    /** Where the owner's notices go. Default: the site's e-mail address. */
    OWNER_NOTIFY_EMAIL: z.preprocess((v) => (v === "" ? undefined : v), z.email().optional()),
    OUTBOX_DIR: z.string().min(1).default("data/outbox"),
    /**
     * Text messages through Twilio's Messages API (docs/decisions/0035): all three or none. None (the default): each
     * text is written as a file under SMS_DIR, so nothing leaves the machine. TWILIO_API_URL: another host of the
     * same API (tests: tests/support/twilio.ts).
     */
    TWILIO_ACCOUNT_SID: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^AC[0-9a-fA-F]{32}$/, { error: "must be AC followed by 32 hex digits" })
        .optional(),
    ),
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_FROM: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, {
          error: "must be a number in E.164 (+12145550142) or a Messaging Service SID (MG…)",
        })
        .optional(),
    ),
    TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.twilio.com"),
    SMS_DIR: z.string().min(1).default("data/sms"),
    /**
     * Signs the owner's session cookie (at least 32 characters). Unset: a random secret is made once and kept in
     * `session-secret` beside the database file.
     */
    SESSION_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(32).optional()),
    /**
     * Owners must enrol a second factor (TOTP) at their next sign-in (docs/decisions/0030). `false`: it is offered
     * on the dashboard's Security page, not required.
     */
    OWNER_MFA_REQUIRED: z
      .enum(["true", "false"], { error: "must be true or false" })
      .default("true")
      .transform((v) => v === "true"),
    /** Message bodies (the e-mails' texts) are deleted this many days after sending (docs/decisions/0031). */
    MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(MESSAGE_RETENTION_DAYS_DEFAULT),
    /** A booking's personal fields are erased this many months after its job (amounts, dates, services, city stay). */
    BOOKING_RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(BOOKING_RETENTION_MONTHS_DEFAULT),
    /** pino level of the request log. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "silent"]).default("info"),
    /**
     * Card payments through Stripe Checkout (docs/decisions/0029): both or neither. Unset (the default): the card is
     * taken by phone, as the site then says.
     */
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Where the Stripe SDK sends its requests (default: Stripe's own API); its Checkout pages are on the same origin. */
    STRIPE_API_URL: optionalUrl,
    /** How long an unpaid booking keeps its place, in minutes. */
    PAYMENT_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** The share of a paid booking the owner may keep when cancelling inside the cut-off (0: none). */
    LATE_CANCEL_FEE_PERCENT: z.coerce.number().int().min(0).max(100).default(0),
    GOOGLE_MAPS_API_KEY: optionalString,
    /** The company's Google review page: the thank-you after a review links to it (docs/decisions/0032). */
    GOOGLE_REVIEW_URL: optionalUrl,
    BOOKING_WIDGET_SCRIPT_URL: optionalUrl,
    BOOKING_WIDGET_STYLE_URL: optionalUrl,
    BOOKING_WIDGET_URL: optionalUrl,
    /** Job photos' files on this machine (docs/decisions/0039), when there is no bucket and no DATABASE_URL. */
    PHOTOS_DIR: z.string().min(1).default("data/photos"),
    /**
     * Job photos in an S3-compatible bucket: the four together, or none. S3_ENDPOINT: a service other than AWS
     * (MinIO, R2, B2…), addressed by path. Needed for photos with DATABASE_URL: instances share no folder.
     */
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_ENDPOINT: z.preprocess((v) => (v === "" ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
    /** Backups of the SQLite database and the photos' folder (docs/decisions/0040): how often, where, how many kept. */
    BACKUP_INTERVAL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 7)
      .default(6),
    /** The first backup's least wait after start, in seconds (the server serves first): README, Backups. */
    BACKUP_FIRST_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    BACKUP_DIR: z.string().min(1).default("data/backups"),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(28),
    /** The owner's health checks (docs/decisions/0040): the first this many seconds after start, then at the interval. */
    HEALTH_CHECK_FIRST_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
    HEALTH_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    /** With card payments on, lapsed holds and owed refunds are swept this often (docs/decisions/0029). */
    PAYMENT_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
    /** Each instance asks this often whether a review changed, to write it into the pages (docs/decisions/0032). */
    REVIEW_SLOTS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(20),
    /** GET /metrics (Prometheus) answers only with `Authorization: Bearer <this>`; unset: no metrics. */
    METRICS_TOKEN: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(16).optional()),
  })
  // Several instances must sign the owner's cookie alike: the file-kept random secret is per machine.
  .refine((env) => !env.DATABASE_URL || env.SESSION_SECRET, {
    path: ["SESSION_SECRET"],
    error: "is required with DATABASE_URL (every instance must share it): at least 32 random characters",
  })
  .refine(
    (env) =>
      [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM].every(Boolean) ||
      ![env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM].some(Boolean),
    {
      path: ["TWILIO_FROM"],
      error: "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together: set all three (texts on) or none",
    },
  )
  .refine((env) => Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_WEBHOOK_SECRET), {
    path: ["STRIPE_WEBHOOK_SECRET"],
    error: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both (card payments on) or neither",
  })
  // A bucket half set up would fail at the first photo: named here, per missing variable, at start.
  .superRefine((env, ctx) => {
    const settings = [env.S3_BUCKET, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY, env.S3_ENDPOINT];
    if (!settings.some(Boolean)) return;
    for (const name of S3_REQUIRED)
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: S3_SETTINGS_MESSAGE });
  })
  // README, Configuration: the one place SITE_URL's default is made, so that every link (e-mails, texts, invitations,
  // the command line's set-up links) is on the port the server listens on
  .transform((env) => ({ ...env, SITE_URL: env.SITE_URL ?? localSiteUrl(env.PORT) }));
export type Env = z.infer<typeof envSchema>;

/** Parse an environment; throws an Error whose message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;
/** The validated process environment (parsed once). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Embed-mode settings are all-or-nothing. */
export function bookingWidget(env: Env = getEnv()) {
  const {
    BOOKING_WIDGET_SCRIPT_URL: scriptUrl,
    BOOKING_WIDGET_STYLE_URL: styleUrl,
    BOOKING_WIDGET_URL: frameUrl,
  } = env;
  return scriptUrl && styleUrl && frameUrl ? { scriptUrl, styleUrl, frameUrl } : null;
}

/** Stripe's settings when card payments are on (docs/decisions/0029), else null. */
export function stripeSettings(env: Env = getEnv()) {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: apiUrl } = env;
  if (!secretKey || !webhookSecret) return null;
  return {
    secretKey,
    webhookSecret,
    apiUrl: apiUrl ?? null,
    /** Where Checkout's pages are: Stripe's, or the origin of STRIPE_API_URL when it points elsewhere. */
    checkoutOrigin: apiUrl ? new URL(apiUrl).origin : "https://checkout.stripe.com",
  };
}

/** How customers pay: online through Checkout, or by phone (docs/decisions/0029). */
export const paymentMode = (env: Env = getEnv()): PaymentMode => (stripeSettings(env) ? "checkout" : "phone");
