/**
 * The sign-in lock-outs (`lockOut`, docs/decisions/0013) on counters the test controls: every key of an attempt is
 * counted, the longest lock decides the wait (in whole seconds), and a failure of the counters' storage fails the
 * sign-in instead of letting a guess through uncounted. The whole file runs on that storage: nothing is reloaded.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearLoginFailures, takeLoginAttempt } from "./auth.server";
import { clearSecondFactorAttempts, takeSecondFactorAttempt } from "./mfa.server";

const counters = vi.hoisted(() => {
  const state = {
    made: [] as unknown[],
    consumed: [] as string[],
    deleted: [] as string[],
    /** Milliseconds to wait, by key: a locked key. */
    locked: {} as Record<string, number>,
    down: false,
  };
  // the process's storage (getStorage) as this file has it: only its counters
  (globalThis as Record<symbol, unknown>)[Symbol.for("northstar.storage")] = {
    limiter: (options: unknown) => {
      state.made.push(options);
      return {
        consume: async (key: string) => {
          if (state.down) throw new Error("the database is down");
          state.consumed.push(key);
          const { RateLimiterRes: Res } = await import("rate-limiter-flexible");
          if (state.locked[key]) throw new Res(0, state.locked[key]);
          return new Res(4, 0);
        },
        delete: async (key: string) => state.deleted.push(key),
      };
    },
  };
  return state;
});
beforeEach(() => {
  counters.consumed.length = 0;
  counters.deleted.length = 0;
  counters.locked = {};
  counters.down = false;
});

describe("a lock-out", () => {
  // first: the counters are made by the first attempt of the file
  it("each made once: 5 points per 15 minutes, then blocked for 15 minutes, by its own prefix", async () => {
    await takeLoginAttempt(["email:a"]);
    await takeSecondFactorAttempt(1);
    expect(counters.made).toEqual([
      { keyPrefix: "owner-login", points: 5, duration: 900, blockDuration: 900 },
      { keyPrefix: "owner-mfa", points: 5, duration: 900, blockDuration: 900 },
    ]);
  });

  it("counts every key, even past a locked one, and waits for the longest lock, in whole seconds", async () => {
    counters.locked = { "email:x": 1_500, "ip:y": 90_000 };
    expect(await takeLoginAttempt(["email:x", "ip:z"])).toBe(2); // 1.5 s → 2
    expect(await takeLoginAttempt(["ip:y", "email:x"])).toBe(90);
    expect(await takeLoginAttempt(["email:x", "ip:y"])).toBe(90);
    expect(await takeLoginAttempt(["email:free", "ip:free"])).toBe(0);
    expect(counters.consumed).toEqual([
      "email:x",
      "ip:z",
      "ip:y",
      "email:x",
      "email:x",
      "ip:y",
      "email:free",
      "ip:free",
    ]);
    await clearLoginFailures(["email:x", "ip:y"]);
    expect(counters.deleted).toEqual(["email:x", "ip:y"]);
  });

  it("the second step's is the owner's alone, on counters of its own", async () => {
    counters.locked = { "owner:7": 600_000 };
    expect(await takeSecondFactorAttempt(7)).toBe(600);
    expect(await takeSecondFactorAttempt(8)).toBe(0);
    await clearSecondFactorAttempts(7);
    expect(counters.consumed).toEqual(["owner:7", "owner:8"]);
    expect(counters.deleted).toEqual(["owner:7"]);
  });

  it("a failure of the counters' storage fails the attempt: a guess is never let through uncounted", async () => {
    counters.down = true;
    await expect(takeLoginAttempt(["email:x", "ip:y"])).rejects.toThrow("the database is down");
    await expect(takeSecondFactorAttempt(7)).rejects.toThrow("the database is down");
  });
});
