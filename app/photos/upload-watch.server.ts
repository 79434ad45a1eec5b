/**
 * An upload that stops coming is cut (issue 56): a body slower than `minBytesPerSecond` over a `windowMs` window is
 * ended with `UploadStalledError`, so a client sending a byte a second cannot hold an upload slot for minutes. The
 * reader of the body (the multipart parser) sees the error, the route answers 408 and gives the slot back at once.
 * Server only.
 */

/** How slow a body may come: at least `minBytesPerSecond` on average over each `windowMs`. */
export type Stall = { minBytesPerSecond: number; windowMs: number };

/** Under ~8 KB/s over 10 s: no phone on a working network uploads a photo that slowly. */
export const STALL: Stall = { minBytesPerSecond: 8 * 1024, windowMs: 10_000 };

export const UPLOAD_STALLED_MESSAGE =
  "The photos stopped arriving (the connection is too slow or was lost): nothing was kept. Please send them again.";

export class UploadStalledError extends Error {
  constructor() {
    super(UPLOAD_STALLED_MESSAGE);
    this.name = "UploadStalledError";
  }
}

/**
 * `request` with its body watched: each `windowMs` (checked every tenth of it) at least `minBytesPerSecond` ×
 * `windowMs` bytes must have come, else the body errors with `UploadStalledError` and the original is cancelled.
 * A request without a body is returned as it is.
 */
export function watchUpload(request: Request, { minBytesPerSecond, windowMs }: Stall = STALL): Request {
  const source = request.body;
  if (!source) return request;
  const reader = source.getReader();
  const needed = (minBytesPerSecond * windowMs) / 1000;
  // bytes received, by the moment they came: the window slides
  const arrivals: { at: number; bytes: number }[] = [];
  const started = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  let done = false;
  const stop = () => {
    done = true;
    if (timer) clearInterval(timer);
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        timer = setInterval(() => {
          const now = Date.now();
          while (arrivals.length > 0 && arrivals[0]!.at < now - windowMs) arrivals.shift();
          const recent = arrivals.reduce((sum, a) => sum + a.bytes, 0);
          if (now - started >= windowMs && recent < needed) {
            stop();
            // the body's reader errs; the connection itself is left to the server, which still answers on it (408)
            controller.error(new UploadStalledError());
          }
        }, windowMs / 10);
        timer.unref?.();
      },
      async pull(controller) {
        if (done) return;
        try {
          const { value, done: ended } = await reader.read();
          if (done) return;
          if (ended) {
            stop();
            controller.close();
            return;
          }
          arrivals.push({ at: Date.now(), bytes: value.byteLength });
          controller.enqueue(value);
        } catch (error) {
          stop();
          controller.error(error);
        }
      },
      cancel(reason) {
        stop();
        return reader.cancel(reason);
      },
      // pulled only as its reader asks: no chunk read ahead of the parser (a refused upload reads no more than before)
    },
    { highWaterMark: 0 },
  );
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    // a streamed body (Node's fetch needs it said)
    duplex: "half",
  } as RequestInit);
}
