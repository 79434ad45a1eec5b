/**
 * Per-client limits on booking submissions (docs/decisions/0009), with
 * rate-limiter-flexible. With SQLite the counters live in this process's memory; with PostgreSQL in the shared
 * database, so a client alternating between instances is still limited (docs/decisions/0014).
 */
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { countRateLimited } from "../metrics/metrics.server";
import { type LimiterOptions, getStorage } from "../storage/storage.server";
import { getEnv } from "../utils/env.server";

export type LimitDecision =
  /** Counted. `release()` gives the place back (the submission did not book anything). */
  { allowed: true; release: () => Promise<void> } | { allowed: false; retryAfterSeconds: number };

export interface SubmissionLimiter {
  /** Counts one submission for `clientKey`, unless that would pass a limit. */
  take(clientKey: string): Promise<LimitDecision>;
}

/** Several fixed windows at once (e.g. 5 per 10 minutes AND 20 per day): a submission counts in all or none. */
export class RateLimitChain implements SubmissionLimiter {
  private readonly limiters: readonly RateLimiterAbstract[];

  constructor(limiters: readonly RateLimiterAbstract[]) {
    this.limiters = limiters;
  }

  async take(clientKey: string): Promise<LimitDecision> {
    const counted: RateLimiterAbstract[] = [];
    for (const limiter of this.limiters) {
      try {
        await limiter.consume(clientKey);
        counted.push(limiter);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        countRateLimited(limiter.keyPrefix); // "booking-10min" or "booking-day" (README, Metrics)
        // A refusal counts nowhere: not in the windows that allowed it, nor in the one that refused it.
        await Promise.all([...counted, limiter].map((l) => l.reward(clientKey)));
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      }
    }
    return {
      allowed: true,
      release: async () => {
        await Promise.all(this.limiters.map((l) => l.reward(clientKey)));
      },
    };
  }
}

export type BookingLimits = { per10Minutes: number; perDay: number };

/** The booking limits, each window a limiter made by `make` (in memory by default). */
export function bookingLimiter(
  { per10Minutes, perDay }: BookingLimits,
  make: (options: LimiterOptions) => RateLimiterAbstract = (options) => new RateLimiterMemory(options),
): SubmissionLimiter {
  return new RateLimitChain([
    make({ keyPrefix: "booking-10min", points: per10Minutes, duration: 10 * 60 }),
    make({ keyPrefix: "booking-day", points: perDay, duration: 24 * 60 * 60 }),
  ]);
}

let shared: SubmissionLimiter | undefined;
/** The process's booking limiter at `BOOKING_LIMIT_PER_10_MINUTES` / `BOOKING_LIMIT_PER_DAY`, on its storage. */
export function defaultBookingLimiter(): SubmissionLimiter {
  const env = getEnv();
  const storage = getStorage();
  shared ??= bookingLimiter(
    { per10Minutes: env.BOOKING_LIMIT_PER_10_MINUTES, perDay: env.BOOKING_LIMIT_PER_DAY },
    (options) => storage.limiter(options),
  );
  return shared;
}

/**
 * How many times the booking limits a client may send the booking form's body (issue 56): each booking may take a few
 * price previews and a refusal or two on the way. Counted before a byte of the form is read (its photos take the
 * server's time), kept whatever the answer.
 */
export const FORM_POSTS_PER_BOOKING = 4;

let sharedForms: SubmissionLimiter | undefined;
/**
 * The process's limiter of the booking form's posts per client address (issue 56): FORM_POSTS_PER_BOOKING times
 * `BOOKING_LIMIT_PER_10_MINUTES` and `BOOKING_LIMIT_PER_DAY`, on its storage (shared by every instance on PostgreSQL).
 */
export function bookingFormLimiter(): SubmissionLimiter {
  const env = getEnv();
  const storage = getStorage();
  sharedForms ??= new RateLimitChain([
    storage.limiter({
      keyPrefix: "booking-form-10min",
      points: env.BOOKING_LIMIT_PER_10_MINUTES * FORM_POSTS_PER_BOOKING,
      duration: 10 * 60,
    }),
    storage.limiter({
      keyPrefix: "booking-form-day",
      points: env.BOOKING_LIMIT_PER_DAY * FORM_POSTS_PER_BOOKING,
      duration: 24 * 60 * 60,
    }),
  ]);
  return sharedForms;
}
