/**
 * `npm start`: the production site, whatever the shell says (README, Set up): NODE_ENV is forced to production
 * BEFORE React or React Router load (they pick their build when first imported, hence the dynamic imports below).
 * Validates the environment, builds once if there is no build, applies migrations, then serves.
 * A development run is `npm run dev`.
 */
import type { Env } from "../app/utils/env.server.ts"; // a type only: erased, loads nothing

// glibc's malloc gives each thread an arena of its own and keeps what it freed there: decoding photos on libvips'
// threads grew the server by ~50 MB a photo that never came back. Two arenas keep it to a few MB
// (docs/decisions/0043). The setting is read only when a process starts, so the server starts itself again, as the
// same process (execve: same pid, same signals), with it set, and with --expose-gc (app/photos/upload.server.ts). A
// value already set, or another system, is left alone.
if (process.platform === "linux" && process.env.MALLOC_ARENA_MAX === undefined && process.execve) {
  process.execve(process.execPath, [process.execPath, "--expose-gc", ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: "2",
  });
}

process.env.NODE_ENV = "production";

const { spawnSync } = await import("node:child_process");
const { existsSync } = await import("node:fs");
const path = await import("node:path");

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV = "production"; // a .env cannot turn it off either

const { parseEnv } = await import("../app/utils/env.server.ts");
let env: Env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const buildDir = path.resolve(env.BUILD_DIR);
const { CSP_HASHES_FILE } = await import("../server/build-files.ts");
if (!existsSync(path.join(buildDir, "server", "index.js")) || !existsSync(path.join(buildDir, CSP_HASHES_FILE))) {
  console.log("No complete production build found: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The database (SQLite, or PostgreSQL with DATABASE_URL), its migrations applied now, so a broken database stops the
// server at once, not at the first booking. An unreachable PostgreSQL is waited for (docs/decisions/0014).
const { getLogger } = await import("../app/utils/logger.server.ts");
const { openStorage } = await import("../app/storage/storage.server.ts");
let storage: Awaited<ReturnType<typeof openStorage>>;
try {
  storage = await openStorage(env, (message) => getLogger().warn(message));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// On SQLite, this server's pid file beside the database while it runs, so `npm run db:restore` refuses to replace the
// database under it (README, Backups); removed as the process exits.
if (storage.kind === "sqlite") {
  const { pidFilePath, writePidFile } = await import("../app/backup/pid-file.server.ts");
  writePidFile(pidFilePath(env.DATABASE_PATH));
}

// The owner's catalog in force (docs/decisions/0038): its first version made from the content on a new database, then
// read, and watched for another instance's changes.
const { installCatalog } = await import("../app/catalog/catalog.server.ts");
const stopCatalog = await installCatalog(storage.catalog);

// Job photos' files (docs/decisions/0039): a folder, a bucket, or none (several instances without a bucket: said now).
const { getPhotoStore, PHOTOS_OFF_MESSAGE } = await import("../app/photos/store.server.ts");
const photoStore = getPhotoStore();
if (!photoStore) getLogger().warn(PHOTOS_OFF_MESSAGE);

// A database that goes away makes requests fail, never the process (docs/decisions/0014): its connections carry
// error listeners (app/storage/postgres.server.ts), and a failed promise that nothing awaited is logged, not fatal.
process.on("unhandledRejection", (reason) => getLogger().error({ err: reason }, "unhandled rejection"));

const { createApp } = await import("../server/app.ts");
const { createMailTransport } = await import("../app/outbox/mailer.server.ts");
const { startOutboxWorker } = await import("../app/outbox/worker.server.ts");
const { createSmsTransport } = await import("../app/outbox/sms.server.ts");
const { handler, pages, startBackgroundJobs } = await createApp({ buildDir, env, storage });
const { createServer } = await import("node:http");

// The outbox worker sends the e-mails of booking events, in this process, never on a request's path (ADR 0011). On
// PostgreSQL every instance runs one; each message is claimed by one of them.
const transport = createMailTransport(env);
const worker = startOutboxWorker({
  outbox: storage.outbox,
  transport,
  // texts through Twilio, or files under SMS_DIR (docs/decisions/0035)
  sms: createSmsTransport(env),
  isOptedOut: (phone) => storage.sms.isOptedOut(phone),
  // invitations' and set-up links' tokens, written in as they go (docs/decisions/0041)
  accountLinks: (linkId, now) => storage.owners.accountLinkTokenOf(linkId, now),
  logger: getLogger(),
});
// The published reviews written into the pages before the first visitor, then kept up to date (docs/decisions/0032);
// the daily retention (0031); with card payments on, lapsed holds and owed refunds every half minute (0029).
const stopBackgroundJobs = await startBackgroundJobs();
// On SQLite, a backup every BACKUP_INTERVAL_HOURS, each proved before it counts (README, Backups; docs/decisions/0040),
// the first BACKUP_FIRST_DELAY_SECONDS after start; the owner's health checks every HEALTH_CHECK_INTERVAL_SECONDS, a
// line that turns red e-mailing the owners, once, then daily (0040).
const { startOperations } = await import("../app/health/operations.server.ts");
const operations = await startOperations({ env, storage, logger: getLogger() });
const server = createServer(handler);
server.listen(env.PORT, env.HOST, () => {
  getLogger().info(
    {
      pages: pages.size,
      port: env.PORT,
      siteUrl: env.SITE_URL,
      nodeEnv: process.env.NODE_ENV,
      mail: env.SMTP_URL ? "smtp" : `files in ${env.OUTBOX_DIR}`,
      database: storage.where,
      payments: env.STRIPE_SECRET_KEY ? "Stripe Checkout" : "by phone",
      photos: photoStore?.where ?? "off",
      backups:
        storage.kind === "sqlite"
          ? `every ${env.BACKUP_INTERVAL_HOURS} h into ${env.BACKUP_DIR}, ${env.BACKUP_KEEP} kept`
          : "PostgreSQL's own",
    },
    `Serving ${pages.size} pre-rendered pages at http://localhost:${env.PORT}`,
  );
});
// Slow-client limits: a request's head must arrive within 10 s, the whole request within 30 s.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void worker.stop().then(() => transport.close());
    void stopBackgroundJobs();
    stopCatalog();
    // a backup under way ends (its scratch files removed, nothing recorded) before the database closes
    const backupsStopped = operations.stop().catch(() => {});
    server.close(() => void backupsStopped.then(() => storage.close()).finally(() => process.exit(0)));
  });
}
