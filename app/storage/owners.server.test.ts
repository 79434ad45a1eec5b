import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./owners.server";

// The owner accounts and sessions themselves are checked on SQLite and PostgreSQL in storage.server.test.ts.
describe("owner passwords", () => {
  it("hash passwords with scrypt and a salt of their own", async () => {
    const a = await hashPassword("correct horse battery staple");
    const b = await hashPassword("correct horse battery staple");
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse battery staple", a)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", a)).toBe(false);
    expect(await verifyPassword("anything", "plain-text")).toBe(false);
  }, 30_000);
});
