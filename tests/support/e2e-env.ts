/** Where the browser tests' production server listens and keeps its scratch database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATABASE_PATH = "test-results/e2e-db/bookings.sqlite";
/** Where the browser tests' server writes its e-mails (no SMTP_URL: .eml files). */
export const E2E_OUTBOX_DIR = "test-results/e2e-outbox";
/** Where it writes its texts (no TWILIO_* settings: a file per text, docs/decisions/0035). */
export const E2E_SMS_DIR = "test-results/e2e-sms";
/** Where it keeps job photos' files (no bucket: a folder, docs/decisions/0039). */
export const E2E_PHOTOS_DIR = "test-results/e2e-photos";
/** Where its backups go (docs/decisions/0040): never the project's data/backups. */
export const E2E_BACKUP_DIR = "test-results/e2e-backups";

/**
 * A spec's own server (a file whose settings or data must not touch the shared one): its port, from the spec's own
 * range plus E2E_PORT's last digit (two runs side by side do not meet), its address, its database and its outbox.
 */
export function ownServer(name: string, portRange: number) {
  const port = portRange + (E2E_PORT % 10);
  return {
    port,
    base: `http://localhost:${port}`,
    database: `test-results/e2e-db/${name}-${E2E_PORT}.sqlite`,
    outbox: `test-results/e2e-outbox/${name}-${E2E_PORT}`,
  };
}
