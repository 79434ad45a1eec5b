/**
 * `npm run owner` (scripts/owner.ts) as a person runs it: its printed set-up link is on the server's own origin,
 * `http://localhost:PORT` while SITE_URL is unset (README, Set up; issue 44).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(path.join(tmpdir(), "northstar-owner-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The command's standard output, in a folder of its own (no .env), with only the given settings. */
function owner(args: string[], settings: Record<string, string>, input = ""): string {
  const { SITE_URL: _unset, PORT: _port, ...env } = process.env;
  return execFileSync(process.execPath, [path.resolve("scripts/owner.ts"), ...args], {
    cwd: dir,
    input,
    env: {
      ...env,
      DATABASE_PATH: path.join(dir, "bookings.sqlite"),
      OUTBOX_DIR: path.join(dir, "outbox"),
      ...settings,
    },
    stdio: ["pipe", "pipe", "pipe"],
    encoding: "utf8",
  });
}

describe("npm run owner", () => {
  it("prints the set-up link on PORT when SITE_URL is unset, and on SITE_URL when it is set", () => {
    const added = owner(["add", "first@example.com"], { PORT: "4123" }, "a long enough password 1\n");
    expect(added.trim().split("\n").at(-1)).toMatch(/^http:\/\/localhost:4123\/admin\/enrol\/[\w-]{20,}$/);
    const reset = owner(["reset-mfa", "first@example.com"], { PORT: "4123", SITE_URL: "https://northstar.example" });
    expect(reset.trim().split("\n").at(-1)).toMatch(/^https:\/\/northstar\.example\/admin\/enrol\/[\w-]{20,}$/);
  }, 30_000);
});
