import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type LimitDecision, bookingLimiter, RateLimitChain } from "./limits.server";

// The limiters' clock stands still: the waits they answer are exact.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-06-15T14:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

const allowed = (decision: LimitDecision) => {
  if (!decision.allowed) throw new Error(`refused: wait ${decision.retryAfterSeconds} s`);
  return decision;
};

describe("booking submission limits", () => {
  it("allows the limit per 10 minutes, then refuses with the seconds to wait", async () => {
    const limiter = bookingLimiter({ per10Minutes: 3, perDay: 100 });
    for (let i = 0; i < 3; i++) expect((await limiter.take("203.0.113.1")).allowed).toBe(true);
    expect(await limiter.take("203.0.113.1")).toEqual({ allowed: false, retryAfterSeconds: 600 });
    vi.advanceTimersByTime(599_500);
    expect(await limiter.take("203.0.113.1")).toEqual({ allowed: false, retryAfterSeconds: 1 }); // rounded up
    // another client is not affected
    expect((await limiter.take("203.0.113.2")).allowed).toBe(true);
    // the window over, three more
    vi.advanceTimersByTime(1_000);
    for (let i = 0; i < 3; i++) expect((await limiter.take("203.0.113.1")).allowed, `${i}`).toBe(true);
    expect((await limiter.take("203.0.113.1")).allowed).toBe(false);
  });

  it("the daily limit holds too, and a refusal by one window is not counted by the other", async () => {
    const limiter = bookingLimiter({ per10Minutes: 2, perDay: 3 });
    expect((await limiter.take("c")).allowed).toBe(true);
    expect((await limiter.take("c")).allowed).toBe(true);
    // refused by the 10-minute window: not counted by the day's
    expect(await limiter.take("c")).toEqual({ allowed: false, retryAfterSeconds: 600 });
    expect(await limiter.take("c")).toEqual({ allowed: false, retryAfterSeconds: 600 });
    vi.advanceTimersByTime(10 * 60_000);
    expect((await limiter.take("c")).allowed).toBe(true); // the day's third
    // refused by the day's window: not counted by the 10-minute one either
    expect(await limiter.take("c")).toEqual({ allowed: false, retryAfterSeconds: 24 * 3600 - 600 });
    expect(await limiter.take("c")).toEqual({ allowed: false, retryAfterSeconds: 24 * 3600 - 600 });
    vi.advanceTimersByTime(24 * 3600_000);
    expect((await limiter.take("c")).allowed).toBe(true);
    expect((await limiter.take("c")).allowed).toBe(true);
    expect((await limiter.take("c")).allowed).toBe(false);
  });

  it("a refusal by the day's window gives the 10-minute window its count back", async () => {
    const limiter = bookingLimiter({ per10Minutes: 3, perDay: 2 });
    const first = allowed(await limiter.take("c"));
    const second = allowed(await limiter.take("c"));
    expect(await limiter.take("c")).toEqual({ allowed: false, retryAfterSeconds: 24 * 3600 }); // the day's
    await first.release();
    await second.release();
    allowed(await limiter.take("c"));
    allowed(await limiter.take("c"));
    // the 10-minute window holds two (not three): it is the day that refuses again
    expect(await limiter.take("c")).toEqual({ allowed: false, retryAfterSeconds: 24 * 3600 });
  });

  it("each window is its own counter, told apart by its prefix where counters are shared (PostgreSQL)", async () => {
    const made: unknown[] = [];
    const limiter = bookingLimiter({ per10Minutes: 5, perDay: 20 }, (options) => {
      made.push(options);
      return new RateLimiterMemory(options);
    });
    expect(made).toEqual([
      { keyPrefix: "booking-10min", points: 5, duration: 600 },
      { keyPrefix: "booking-day", points: 20, duration: 86_400 },
    ]);
    expect((await limiter.take("c")).allowed).toBe(true);
  });

  it("release() gives the place back in every window (a submission that stored nothing)", async () => {
    const limiter = bookingLimiter({ per10Minutes: 1, perDay: 2 });
    const first = allowed(await limiter.take("c"));
    expect((await limiter.take("c")).allowed).toBe(false);
    await first.release();
    const second = allowed(await limiter.take("c"));
    await second.release();
    vi.advanceTimersByTime(10 * 60_000);
    // released twice: the day still has both its places
    allowed(await limiter.take("c"));
    vi.advanceTimersByTime(10 * 60_000);
    allowed(await limiter.take("c"));
    vi.advanceTimersByTime(10 * 60_000);
    expect(await limiter.take("c")).toEqual({ allowed: false, retryAfterSeconds: 24 * 3600 - 1800 });
  });

  it("a limiter's failure (its storage down) fails the submission: it is never let through uncounted", async () => {
    const broken = { consume: async () => Promise.reject(new Error("storage down")), reward: async () => undefined };
    const chain = new RateLimitChain([broken as never]);
    await expect(chain.take("c")).rejects.toThrow("storage down");
  });

  it("a wait of less than a second is answered as one second", async () => {
    const nearlyOver = {
      consume: async () => Promise.reject(new RateLimiterRes(0, 1)),
      reward: async () => undefined,
    };
    expect(await new RateLimitChain([nearlyOver as never]).take("c")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    const done = { consume: async () => Promise.reject(new RateLimiterRes(0, 0)), reward: async () => undefined };
    expect(await new RateLimitChain([done as never]).take("c")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
