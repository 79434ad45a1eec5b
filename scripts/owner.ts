/**
 * `npm run owner -- add EMAIL | list | remove EMAIL | passwd EMAIL | reset-mfa EMAIL`: the owner accounts of the
 * dashboard (README, The owner's dashboard). `add` and `passwd` read the password from the terminal without echoing
 * it, or from standard input when that is not a terminal (e.g.
 * `printf '%s\n' "$PASSWORD" | npm run owner -- add owner@example.com`). `passwd` and `reset-mfa` (for a lost
 * phone: the owner sets up sign-in codes again at the next sign-in) end every session of that owner.
 */
import { createInterface } from "node:readline";
import { parseEnv } from "../app/utils/env.server.ts";
import { PASSWORD_MIN } from "../app/storage/owners.server.ts";
import { openStorage } from "../app/storage/storage.server.ts";

if ((await import("node:fs")).existsSync(".env")) process.loadEnvFile(".env");

async function readPassword(): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const rl = createInterface({ input: stdin });
    for await (const line of rl) return line;
    return "";
  }
  process.stdout.write(`Password (at least ${PASSWORD_MIN} characters): `);
  stdin.setRawMode(true);
  stdin.resume();
  let password = "";
  return new Promise((resolve) => {
    stdin.on("data", (chunk: Buffer) => {
      for (const ch of chunk.toString("utf8")) {
        if (ch === "\r" || ch === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          process.stdout.write("\n");
          resolve(password);
          return;
        }
        if (ch === "\u0003") process.exit(130);
        if (ch === "\u007f") password = password.slice(0, -1);
        else password += ch;
      }
    });
  });
}

const [command, email] = process.argv.slice(2);
let storage: Awaited<ReturnType<typeof openStorage>> | undefined;
try {
  const env = parseEnv(process.env);
  // The same database `npm start` uses: SQLite at DATABASE_PATH, or PostgreSQL with DATABASE_URL.
  storage = await openStorage(env, (message) => console.error(message));
  const owners = storage.owners;
  if (command === "add" && email) {
    const owner = await owners.add(email, await readPassword());
    console.log(`Added owner ${owner.email}. Sign in at ${env.SITE_URL}/admin/login`);
  } else if (command === "list") {
    const list = await owners.list();
    if (list.length === 0) console.log("No owners yet: npm run owner -- add EMAIL");
    for (const owner of list)
      console.log(
        `${owner.email}  (since ${owner.createdAt.slice(0, 10)}; sign-in codes ${owner.mfa ? "on" : "not set up"})`,
      );
  } else if (command === "passwd" && email) {
    if (!(await owners.findByEmail(email))) throw new Error(`No owner ${email}.`);
    await owners.setPassword(email, await readPassword());
    console.log(`New password set for ${email}; every session of theirs has ended.`);
  } else if (command === "reset-mfa" && email) {
    if (!(await owners.resetMfa(email))) throw new Error(`No owner ${email}.`);
    console.log(`Sign-in codes removed for ${email}: they set up new ones at their next sign-in.`);
  } else if (command === "remove" && email) {
    console.log((await owners.remove(email)) ? `Removed ${email}.` : `No owner ${email}.`);
  } else {
    console.error("Usage: npm run owner -- add EMAIL | list | remove EMAIL | passwd EMAIL | reset-mfa EMAIL");
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await storage?.close();
}
