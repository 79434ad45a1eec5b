import { describe, expect, it } from "vitest";
import { clearLoginFailures, loginLockedFor, recordLoginFailure } from "./admin.server";

describe("owner sign-in lock-out", () => {
  it("5 failures for an e-mail lock it (whatever the address) for 15 minutes; others are not affected", async () => {
    for (let i = 0; i < 4; i++) await recordLoginFailure(["email:a@example.com", `ip:10.0.0.${i}`]);
    expect(await loginLockedFor(["email:a@example.com", "ip:10.0.0.9"])).toBe(0);
    await recordLoginFailure(["email:a@example.com", "ip:10.0.0.5"]);
    const wait = await loginLockedFor(["email:a@example.com", "ip:10.0.0.9"]);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await loginLockedFor(["email:b@example.com", "ip:10.0.0.9"])).toBe(0);
    await clearLoginFailures(["email:a@example.com"]);
    expect(await loginLockedFor(["email:a@example.com"])).toBe(0);
  });

  it("5 failures from one address lock it for any e-mail", async () => {
    for (let i = 0; i < 5; i++) await recordLoginFailure([`email:user${i}@example.com`, "ip:192.0.2.7"]);
    expect(await loginLockedFor(["email:new@example.com", "ip:192.0.2.7"])).toBeGreaterThan(0);
  });
});
