/**
 * `npm run db:backup`: takes one backup of the SQLite database (and of the photos' folder when photos are on disk) now,
 * proves it, records it, uploads it when the S3 settings are there, deletes the archives past BACKUP_KEEP, and says
 * what it did (README, Backups; docs/decisions/0040). Safe while the server runs: SQLite's backup API reads a
 * consistent snapshot whatever the server writes meanwhile. Exits 1 when the backup could not be proved.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { backupOptionsFromEnv, takeBackup } from "../app/backup/backup.server.ts";
import { openStorage } from "../app/storage/storage.server.ts";
import { parseEnv } from "../app/utils/env.server.ts";

if (existsSync(".env")) process.loadEnvFile(".env");

const files = (n: number) => `${n} ${n === 1 ? "file" : "files"}`;
const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;

let code = 0;
try {
  const env = parseEnv(process.env);
  if (env.DATABASE_URL)
    throw new Error(
      "With DATABASE_URL the database is PostgreSQL: its backups are its host's (pg_dump, or the provider's own). " +
        "npm run db:backup backs up a SQLite database.",
    );
  if (!existsSync(env.DATABASE_PATH)) throw new Error(`There is no database at ${env.DATABASE_PATH}.`);
  const storage = await openStorage(env, (message) => console.error(message));
  const options = backupOptionsFromEnv(env, storage.backups);
  try {
    const outcome = await takeBackup(options);
    const rows = Object.entries(outcome.counts)
      .filter(([, n]) => n > 0)
      .map(([table, n]) => `${table} ${n}`)
      .join(", ");
    console.log(`Backup of ${env.DATABASE_PATH} taken at ${outcome.takenAt}:`);
    console.log(`  file     ${join(env.BACKUP_DIR, outcome.file)}${outcome.proved ? "" : " (deleted: not proved)"}`);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const { snapshot, archive, proof, total } = outcome.ms;
    console.log(
      `  size     ${size(outcome.bytes)} in ${seconds(total)} (snapshot ${seconds(snapshot)}, archive ${seconds(archive)}, proof ${seconds(proof)})`,
    );
    console.log(`  rows     ${rows || "none"}`);
    console.log(
      `  photos   ${options.photosDir ? `${files(outcome.photos)} from ${options.photosDir}` : "in the bucket: not in the archive"}`,
    );
    console.log(
      outcome.proved
        ? "  proved   yes: read back whole, integrity check ok, every table's rows and every photo file as in the snapshot"
        : `  proved   NO: ${outcome.error}`,
    );
    if (outcome.uploadedTo) console.log(`  uploaded ${outcome.uploadedTo}`);
    if (outcome.uploadError) console.log(`  uploaded NO: ${outcome.uploadError}`);
    const deleted = [...outcome.deleted.local, ...outcome.deleted.bucket.map((name) => `${name} (bucket)`)];
    if (deleted.length > 0) console.log(`  deleted  ${deleted.join(", ")} (BACKUP_KEEP=${env.BACKUP_KEEP})`);
    if (!outcome.proved) code = 1;
  } finally {
    options.bucket?.close();
    await storage.close();
  }
} catch (error) {
  console.error((error as Error).message);
  code = 1;
}
process.exit(code);
