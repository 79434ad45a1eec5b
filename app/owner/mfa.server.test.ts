import { describe, expect, it } from "vitest";
import { codeAt, newRecoveryCodes, newTotpSecret, openTotpSecret, recoveryCodesCookie, stepOfCode } from "./mfa.server";

describe("the second factor's secrets", () => {
  it("a TOTP secret is kept sealed with the server's key: the database does not hold the base32 an app needs", () => {
    const kept = newTotpSecret();
    const secret = openTotpSecret(kept);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(kept).not.toContain(secret);
    const now = Date.parse("2026-11-26T12:00:10Z");
    expect(stepOfCode("a@example.com", secret, codeAt("a@example.com", secret, now), now)).toBe(
      Math.floor(now / 30_000),
    );
    // a changed byte (or another server's key) opens to nothing, and no code passes
    const tampered = `${kept.slice(0, -2)}${kept.endsWith("A") ? "B" : "A"}${kept.at(-1)}`;
    expect(openTotpSecret(tampered)).toBe("");
    expect(stepOfCode("a@example.com", openTotpSecret(tampered), "123456", now)).toBeNull();
    expect(openTotpSecret("JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP"); // one kept in clear still works
  });

  it("ten distinct recovery codes, and the cookie that carries them once is sealed too", async () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(hashes.every((h, i) => /^[0-9a-f]{64}$/.test(h) && !h.includes(codes[i]!))).toBe(true);
    const line = recoveryCodesCookie.write(codes);
    expect(line).toMatch(/HttpOnly; SameSite=Strict/);
    for (const code of codes) expect(line).not.toContain(code);
    const cookie = line.split(";")[0]!;
    expect(await recoveryCodesCookie.read(new Request("http://x/", { headers: { Cookie: cookie } }))).toEqual(codes);
    expect(await recoveryCodesCookie.read(new Request("http://x/", { headers: { Cookie: `${cookie}x` } }))).toBeNull();
  });
});
