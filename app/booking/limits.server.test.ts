import { describe, expect, it } from "vitest";
import { bookingLimiter } from "./limits.server";

describe("booking submission limits", () => {
  it("allows the limit per 10 minutes, then refuses with the seconds to wait", async () => {
    const limiter = bookingLimiter({ per10Minutes: 3, perDay: 100 });
    for (let i = 0; i < 3; i++) expect((await limiter.take("203.0.113.1")).allowed).toBe(true);
    const refused = await limiter.take("203.0.113.1");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(590);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    // another client is not affected
    expect((await limiter.take("203.0.113.2")).allowed).toBe(true);
  });

  it("the daily limit holds too, and a refusal by one window is not counted by the other", async () => {
    const limiter = bookingLimiter({ per10Minutes: 100, perDay: 2 });
    expect((await limiter.take("c")).allowed).toBe(true);
    expect((await limiter.take("c")).allowed).toBe(true);
    const refused = await limiter.take("c");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(23 * 3600);
  });

  it("release() gives the place back (a submission that stored nothing)", async () => {
    const limiter = bookingLimiter({ per10Minutes: 1, perDay: 1 });
    const first = await limiter.take("c");
    expect(first.allowed).toBe(true);
    expect((await limiter.take("c")).allowed).toBe(false);
    if (first.allowed) await first.release();
    expect((await limiter.take("c")).allowed).toBe(true);
  });
});
