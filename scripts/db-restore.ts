/**
 * `npm run db:restore -- FILE`: puts a backup's archive (data/backups/backup-….tar.gz) in place of the SQLite database
 * and, when it holds them, of the photos' folder (README, Backups; docs/decisions/0040). Refused while a server uses
 * the database (stop it first), and for an archive that is damaged or fails its checks, with nothing changed; the
 * files it replaces are moved aside under a name with the time, never deleted. Says exactly what it did.
 */
import { existsSync } from "node:fs";
import { RestoreRefused, restoreBackup } from "../app/backup/restore.server.ts";
import { parseEnv } from "../app/utils/env.server.ts";

if (existsSync(".env")) process.loadEnvFile(".env");

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error("Usage: npm run db:restore -- data/backups/backup-2026-11-26T18-00-00Z.tar.gz (stop the server first)");
  process.exit(2);
}

let code = 0;
try {
  const env = parseEnv(process.env);
  if (env.DATABASE_URL)
    throw new RestoreRefused(
      "With DATABASE_URL the database is PostgreSQL: restore it with its host's tools (pg_restore). Nothing was changed.",
    );
  const report = await restoreBackup({ file, databasePath: env.DATABASE_PATH, photosDir: env.PHOTOS_DIR });
  const { manifest } = report;
  console.log(
    `Restored ${file} (taken ${manifest.takenAt}: ${manifest.counts.bookings ?? 0} bookings, ${manifest.photos} photo ${manifest.photos === 1 ? "file" : "files"}).`,
  );
  console.log("Checked first: read back whole, integrity check ok, every table's rows and photo files as recorded.");
  for (const path of report.restored)
    console.log(`  ${path} is now the backup's ${path === env.DATABASE_PATH ? "database" : "photos' folder"}`);
  if (!manifest.photosFolder)
    console.log("  (photos were in the bucket when it was taken: the bucket was not touched)");
  if (report.movedAside.length > 0) {
    console.log("The files it replaced were moved aside, not deleted:");
    for (const { from, to } of report.movedAside) console.log(`  ${from} -> ${to}`);
  } else console.log("There was no database to move aside.");
  console.log("Start the server again: npm start");
} catch (error) {
  console.error(error instanceof RestoreRefused ? `Refused: ${error.message}` : (error as Error).message);
  code = 1;
}
process.exit(code);
