/**
 * `npm run owner -- add EMAIL [--role owner|crew] [--name NAME] | list | remove EMAIL | passwd EMAIL | reset-mfa EMAIL`:
 * the accounts of the dashboard, owners and crew members (README, The owner's dashboard; docs/decisions/0039). `add` and `passwd` read the password from the terminal without echoing
 * it, or from standard input when that is not a terminal (e.g.
 * `printf '%s\n' "$PASSWORD" | npm run owner -- add owner@example.com`). `passwd` and `reset-mfa` (for a lost
 * phone: the owner sets up sign-in codes again at the next sign-in) end every session of that owner and remove their
 * passkeys and calendar feed, and say so (issue 44: a way in made by whoever had the password or the phone must not
 * outlive the recovery); `passwd` also ends an enrolment link not yet used. `add` and `reset-mfa` print the owner's single-use enrolment link (valid 24
 * hours; a new one replaces the old), the absolute URL alone on the last line (README, Security); `reset-mfa` also
 * e-mails the owner that it ran.
 */
import { createInterface } from "node:readline";
import { parseEnv } from "../app/utils/env.server.ts";
import { PASSWORD_MIN, ROLES, type Role } from "../app/storage/owners.server.ts";
import { enrolmentPath } from "../app/owner/enrolment.server.ts";
import { securityNotice } from "../app/owner/notices.server.ts";
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

/** What `passwd` and `reset-mfa` removed besides, in words. */
const removed = ({ passkeys, feeds }: { passkeys: number; feeds: number }) =>
  `Removed ${passkeys === 1 ? "1 passkey" : `${passkeys} passkeys`} and ${feeds === 1 ? "1 calendar feed" : `${feeds} calendar feeds`} of theirs.`;

const { values: options, positionals } = (await import("node:util")).parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { role: { type: "string", default: "owner" }, name: { type: "string" } },
});
const [command, email] = positionals;
let storage: Awaited<ReturnType<typeof openStorage>> | undefined;
try {
  const env = parseEnv(process.env);
  // The same database `npm start` uses: SQLite at DATABASE_PATH, or PostgreSQL with DATABASE_URL.
  storage = await openStorage(env, (message) => console.error(message));
  const owners = storage.owners;
  if (command === "add" && email) {
    const role = options.role as string;
    if (!ROLES.includes(role as Role)) throw new Error(`--role must be one of: ${ROLES.join(", ")}.`);
    const owner = await owners.add(email, await readPassword(), new Date(), {
      role: role as Role,
      name: options.name ?? null,
    });
    const link = `${env.SITE_URL}${enrolmentPath(await owners.newEnrolmentLink(owner.id))}`;
    console.log(
      `Added ${owner.role === "crew" ? "crew member" : "owner"} ${owner.email}. They open this link (once, within 24 hours), then sign in and set up sign-in codes:`,
    );
    console.log(link);
  } else if (command === "list") {
    const list = await owners.list();
    if (list.length === 0) console.log("No accounts yet: npm run owner -- add EMAIL");
    for (const owner of list)
      console.log(
        `${owner.email}  ${owner.role}${owner.name ? ` (${owner.name})` : ""}  since ${owner.createdAt.slice(0, 10)}; sign-in codes ${owner.mfa ? "on" : "not set up"}${owner.disabledAt ? "; disabled" : ""}`,
      );
  } else if (command === "passwd" && email) {
    const account = await owners.findByEmail(email);
    if (!account) throw new Error(`No owner ${email}.`);
    const ways = await owners.waysIn(account.id);
    await owners.setPassword(email, await readPassword());
    console.log(
      `New password set for ${email}; every session of theirs has ended, and any enrolment link not yet used. ${removed(ways)}`,
    );
  } else if (command === "reset-mfa" && email) {
    const now = new Date();
    const notice = (owner: { id: number; email: string }) =>
      securityNotice(owner, { kind: "mfa-reset" }, { commandLine: true }, { siteUrl: env.SITE_URL, now });
    const account = await owners.findByEmail(email);
    if (!account) throw new Error(`No owner ${email}.`);
    const ways = await owners.waysIn(account.id);
    if (!(await owners.resetMfa(email, notice, now))) throw new Error(`No owner ${email}.`);
    const owner = (await owners.findByEmail(email))!;
    console.log(removed(ways));
    const link = `${env.SITE_URL}${enrolmentPath(await owners.newEnrolmentLink(owner.id, now))}`;
    console.log(
      `Sign-in codes removed for ${owner.email}, every session of theirs ended, and they are e-mailed that it was done. They open this link (once, within 24 hours), then sign in and set up sign-in codes again:`,
    );
    console.log(link);
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
