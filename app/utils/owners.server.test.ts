import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db.server";
import { hashPassword, OwnerStore, SESSION_IDLE_MS, verifyPassword } from "./owners.server";

const dir = mkdtempSync(join(tmpdir(), "northstar-owners-"));
const owners = new OwnerStore(openDatabase(join(dir, "db.sqlite")));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("owner accounts", () => {
  it("hash passwords with scrypt and a salt of their own", async () => {
    const a = await hashPassword("correct horse battery staple");
    const b = await hashPassword("correct horse battery staple");
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse battery staple", a)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", a)).toBe(false);
    expect(await verifyPassword("anything", "plain-text")).toBe(false);
  });

  it("need a real e-mail and at least 12 characters; an e-mail is one account; remove works", async () => {
    await expect(owners.add("boss@example.com", "short")).rejects.toThrow(/at least 12/);
    await expect(owners.add("not-an-email", "long enough password")).rejects.toThrow(/not an e-mail/);
    await owners.add("Boss@Example.com", "long enough password");
    await expect(owners.add("boss@example.com", "long enough password")).rejects.toThrow(/already exists/);
    expect(owners.list().map((o) => o.email)).toEqual(["boss@example.com"]);
    expect(await owners.authenticate("BOSS@example.com ", "long enough password")).toMatchObject({
      email: "boss@example.com",
    });
    expect(await owners.authenticate("boss@example.com", "wrong password!!")).toBeNull();
    expect(await owners.authenticate("nobody@example.com", "long enough password")).toBeNull();
    await owners.add("temp@example.com", "long enough password");
    expect(owners.remove("temp@example.com")).toBe(true);
    expect(owners.remove("temp@example.com")).toBe(false);
  });

  it("sessions end on sign-out and after 12 hours idle; a request keeps one alive", async () => {
    const owner = (await owners.authenticate("boss@example.com", "long enough password"))!;
    const t0 = new Date("2026-06-15T08:00:00Z");
    const id = owners.createSession(owner.id, t0);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const later = new Date(t0.getTime() + SESSION_IDLE_MS - 1000);
    expect(owners.touchSession(id, later)?.email).toBe("boss@example.com");
    const stillAlive = new Date(later.getTime() + SESSION_IDLE_MS - 1000);
    expect(owners.touchSession(id, stillAlive)).not.toBeNull();
    expect(owners.touchSession(id, new Date(stillAlive.getTime() + SESSION_IDLE_MS + 1000))).toBeNull();
    expect(owners.touchSession(id, stillAlive)).toBeNull(); // ended for good
    const other = owners.createSession(owner.id, t0);
    owners.endSession(other);
    expect(owners.touchSession(other, t0)).toBeNull();
  });
});
