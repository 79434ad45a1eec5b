import { describe, expect, it } from "vitest";
import { clearLoginFailures, safeNext, sessionCookieName, takeLoginAttempt } from "./auth.server";

describe("owner sign-in lock-out", () => {
  it("5 attempts for an e-mail go through; the 6th waits 15 minutes, whatever the address; others are not affected", async () => {
    for (let i = 0; i < 5; i++) expect(await takeLoginAttempt(["email:a@example.com", `ip:10.0.0.${i}`])).toBe(0);
    const wait = await takeLoginAttempt(["email:a@example.com", "ip:10.0.0.9"]);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await takeLoginAttempt(["email:b@example.com", "ip:10.0.0.8"])).toBe(0);
  });

  it("5 attempts from one address lock it for any e-mail; a successful sign-in clears its count", async () => {
    for (let i = 0; i < 5; i++) expect(await takeLoginAttempt([`email:user${i}@example.com`, "ip:192.0.2.7"])).toBe(0);
    expect(await takeLoginAttempt(["email:new@example.com", "ip:192.0.2.7"])).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) await takeLoginAttempt(["email:c@example.com", "ip:192.0.2.8"]);
    await clearLoginFailures(["email:c@example.com", "ip:192.0.2.8"]);
    for (let i = 0; i < 5; i++) expect(await takeLoginAttempt(["email:c@example.com", "ip:192.0.2.8"])).toBe(0);
  });

  it("parallel guesses cannot slip past the count", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => takeLoginAttempt(["email:d@example.com", "ip:198.51.100.1"])),
    );
    expect(answers.filter((w) => w === 0)).toHaveLength(5);
  });
});

describe("the session cookie's name", () => {
  it("has the __Host- prefix over https (this host only, path /, Secure), and none over plain http", () => {
    expect(sessionCookieName("https://northstar.example")).toBe("__Host-ns_owner");
    expect(sessionCookieName("http://localhost:3000")).toBe("ns_owner");
  });
});

describe("where a sign-in goes next", () => {
  it("stays in the dashboard, never to another site or back into the sign-in steps", () => {
    expect(safeNext("/admin/bookings/NS-ABCDEF?x=1")).toBe("/admin/bookings/NS-ABCDEF?x=1");
    for (const next of ["https://evil.example", "//evil.example", "/admin/login/code", "/booking", null])
      expect(safeNext(next), String(next)).toBe("/admin");
  });
});
