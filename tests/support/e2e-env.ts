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
