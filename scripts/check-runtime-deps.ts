/**
 * `npm run check:deps` (part of `npm test`, after the build; issue 56): every package the server imports at run time
 * is in `dependencies`. The project's files and its build are copied to a scratch folder, installed there as a
 * production host would (`npm ci --omit=dev`), and the server started from it on a database whose catalog is not the
 * build's: at start it renders the pages again (server/rerender.ts, the path that once needed css-select and postcss
 * from devDependencies), and the check waits for a page to show the new price. Exits non-zero, with the server's
 * words, when anything is missing. It also fails on any warning npm gives of the packages, on this Node 24 where no
 * engine warning is left (the newcomer's `npm install` hides npm's warnings, .npmrc). The scratch folder is removed
 * afterwards.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultCatalog } from "../app/domain/catalog.ts";
import { formatCents } from "../app/domain/money.ts";
import { openDatabase } from "../app/storage/sqlite.server.ts";
import { sqliteStorage } from "../app/storage/storage.server.ts";
import { freePort } from "../tests/support/postgres.ts";

const root = process.cwd();
const buildDir = path.join(root, process.env.BUILD_DIR ?? "build");
if (!existsSync(path.join(buildDir, "server"))) {
  console.error("check:deps needs the build first (npm run build).");
  process.exit(1);
}

const scratch = mkdtempSync(path.join(tmpdir(), "northstar-deps-"));
const fail = (why: string, output = "") => {
  console.error(`✗ check:deps: ${why}${output ? `\n${output.trimEnd()}` : ""}`);
  rmSync(scratch, { recursive: true, force: true });
  process.exit(1);
};

// the project as a host receives it: its sources, its lock file, its build; no node_modules
for (const entry of ["package.json", "package-lock.json", ".npmrc", "app", "server", "scripts", "public"])
  if (existsSync(path.join(root, entry)))
    cpSync(path.join(root, entry), path.join(scratch, entry), { recursive: true });
cpSync(buildDir, path.join(scratch, "build"), { recursive: true });
// npm's warnings, shown here (the newcomer's install hides them, .npmrc): on this Node 24 no engine warning is left,
// so any warning is a real one (a deprecated package, a peer dependency unmet) and fails the check
const warningsOf = (run: { stdout: string; stderr: string }) =>
  `${run.stdout}${run.stderr}`.split("\n").filter((line) => /^npm warn/i.test(line));
const everything = spawnSync("npm", ["install", "--dry-run", "--loglevel=warn", "--no-audit", "--no-fund"], {
  cwd: root,
  encoding: "utf8",
});
if (everything.status !== 0 || warningsOf(everything).length > 0)
  fail("npm warns of the project's packages", warningsOf(everything).join("\n") || everything.stderr);
const install = spawnSync("npm", ["ci", "--omit=dev", "--loglevel=warn", "--no-audit", "--no-fund"], {
  cwd: scratch,
  encoding: "utf8",
});
if (install.status !== 0) fail("npm ci --omit=dev failed", `${install.stdout}${install.stderr}`);
if (warningsOf(install).length > 0) fail("npm warns of a production install", warningsOf(install).join("\n"));

// a catalog that is not the build's: the Studio/1BR clean one dollar dearer
const database = path.join(scratch, "data", "check.sqlite");
const storage = sqliteStorage(openDatabase(database));
const first = defaultCatalog();
await storage.catalog.ensureFirst(first);
const changed = structuredClone(first);
const studio = changed.services[0]!.tiers[0]!;
studio.priceCents = (studio.priceCents ?? 0) + 100;
await storage.catalog.save(changed, 1, "check:deps");
await storage.close();
const price = formatCents(studio.priceCents!).replace(/\.00$/, "");

// the server from the scratch folder, on the project's Node 24 (the omitted devDependencies hold it, not the code)
const port = await freePort();
const server = spawn(process.execPath, ["scripts/start.ts"], {
  cwd: scratch,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: database,
    OUTBOX_DIR: path.join(scratch, "data", "outbox"),
    PHOTOS_DIR: path.join(scratch, "data", "photos"),
    BACKUP_DIR: path.join(scratch, "data", "backups"),
    SESSION_SECRET: "check-runtime-deps-secret-0123456789abcdef",
    LOG_LEVEL: "warn",
    BACKUP_FIRST_DELAY_SECONDS: "3600",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));
const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));

const deadline = Date.now() + 90_000;
let shown = false;
while (Date.now() < deadline && server.exitCode === null && !shown) {
  try {
    const page = await fetch(`http://127.0.0.1:${port}/services/cleaning`);
    shown = page.ok && (await page.text()).includes(price);
  } catch {
    // not listening yet
  }
  if (!shown) await new Promise((resolve) => setTimeout(resolve, 500));
}
server.kill("SIGTERM");
await exited;
if (!shown) fail(`the pages were not rendered again with the new price (${price}) from a production install`, output);
rmSync(scratch, { recursive: true, force: true });
const dependencies = Object.keys(JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).dependencies);
console.log(`check:deps: a production install (${dependencies.length} dependencies) renders the pages again.`);
