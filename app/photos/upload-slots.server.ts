/**
 * How many photo uploads one instance works on at once (issue 44, item 4; README "Crews", photos): each holds up to
 * one photo as sent (15 MB) and sharp's work on it (one decode at a time in all, process.server.ts), so a few at a time
 * keep the server's memory flat whatever the number of crews sending; one more waits for a slot a few seconds, then is
 * asked to come back (503, Retry-After). Three pools (issue 56): the staff's, the booking form's and the booked
 * customers', so that uploads from outside never take a crew's slot. Server only.
 */

/** Uploads worked on at once, per instance. */
export const UPLOAD_SLOTS = 2;
/** How long an upload waits for a slot before it is turned away. */
export const UPLOAD_WAIT_MS = 8_000;
/** The Retry-After (seconds) of an upload turned away. */
export const UPLOAD_RETRY_AFTER_SECONDS = 20;
export const UPLOAD_BUSY_MESSAGE = "Other photos are being added just now: send these again in a moment.";

/** A counting semaphore whose waiters give up after their wait. */
export class UploadSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  /** `waitMs`: how long `acquire` waits by default. */
  constructor(
    readonly size: number,
    public waitMs = UPLOAD_WAIT_MS,
  ) {}

  get busy() {
    return this.active;
  }

  /** A slot (its release function, to call once done), or null when none came free within `waitMs`. */
  async acquire(waitMs = this.waitMs): Promise<(() => void) | null> {
    if (this.active < this.size) return this.take();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(this.take());
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(wake), 1);
        resolve(null);
      }, waitMs);
      this.waiting.push(wake);
    });
  }

  private take(): () => void {
    this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      this.waiting.shift()?.();
    };
  }
}

/** The process's slots for the staff's uploads (a crew's before and after photos). */
export const uploadSlots = new UploadSlots(UPLOAD_SLOTS);

/**
 * The slots of the uploads from outside (issue 56), apart from the staff's, so that strangers can never starve a
 * crew: the public booking form's (anyone), and a booked customer's "Add photos" (their page's token).
 */
export const strangerUploadSlots = new UploadSlots(UPLOAD_SLOTS);
export const customerUploadSlots = new UploadSlots(1);
