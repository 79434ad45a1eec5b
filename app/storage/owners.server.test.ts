import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "./owners.server";

// The owner accounts and sessions themselves are checked on SQLite and PostgreSQL in storage.server.test.ts.
describe("owner passwords", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("hash passwords at the full cost whatever the suite's SCRYPT_TEST_N, outside the tests", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SCRYPT_TEST_N", "1024");
    expect(await hashPassword("correct horse battery staple")).toMatch(/^scrypt\$131072\$8\$1\$/);
  }, 30_000);

  it("hash passwords with scrypt and a salt of their own", async () => {
    vi.stubEnv("SCRYPT_TEST_N", undefined); // the hashing itself, at the full cost
    const a = await hashPassword("correct horse battery staple");
    const b = await hashPassword("correct horse battery staple");
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse battery staple", a)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", a)).toBe(false);
    expect(await verifyPassword("anything", "plain-text")).toBe(false);
  }, 30_000);
});
