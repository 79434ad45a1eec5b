/**
 * React Router's default Node entry, plus three things:
 * - the CSP nonce of a server-rendered response goes on every inline script React Router and React write
 *   (docs/decisions/0009);
 * - `handleError` logs only unexpected errors (with their stack); a 4xx such as "no route matches" is the
 *   visitor's mistake and already has its request log line;
 * - an indexable page's structured data is written into its `<head>` here, on the server only
 *   (docs/decisions/0020);
 * - a Suspense boundary whose content is ready is written in place however large it is: React would move one over
 *   12.8 KB after the page, behind a script that shows it, and without JavaScript it would stay hidden
 *   (docs/decisions/0026).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { beforeHeadEnd } from "~/lib/html";
// the Spanish catalog, which the browser loads only on a Spanish page (docs/decisions/0052)
import "~/i18n/spanish";
import { getLogger } from "~/utils/logger.server";
import { getEnv, paymentMode } from "~/utils/env.server";
import { settleHoldsAndRefunds } from "~/booking/payments.server";
import { runRetention } from "~/booking/privacy.server";
import { noticePlannedJobs } from "~/booking/crew-notices.server";
import { getStorage } from "~/storage/storage.server";
import { onReviewsChanged } from "~/booking/reviews.server";
import { renderReviewSlot, reviewSlotsVersion } from "~/routes/reviews-slot.server";
import { requestInfoFrom } from "~/utils/request-context.server";
import { structuredDataScript } from "~/seo/structured-data.server";
import { getCatalog } from "~/catalog/catalog.server";

export const streamTimeout = 5_000;

/**
 * The server's own work beside requests, started once by `npm start` (scripts/start.ts, through the build): with
 * card payments on, every PAYMENT_SWEEP_INTERVAL_SECONDS (a half minute), unpaid bookings whose hold ended give their place back and owed refunds are
 * made (docs/decisions/0029); once at start and then daily, the retention: old message bodies, the personal fields
 * of old bookings, idempotency keys and ended sessions go (docs/decisions/0031; idempotent, so every instance may run
 * it). Returns the function that stops it.
 */
export function startBackgroundJobs(): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const every = (ms: number, job: () => Promise<unknown>, failure: string) => {
    let current: Promise<unknown> | null = null;
    const run = () => {
      if (current) return; // never two rounds of one job at once
      current = job()
        .catch((error: unknown) => getLogger().error({ err: error }, failure))
        .finally(() => {
          running.delete(current!);
          current = null;
        });
      running.add(current);
    };
    run();
    const timer = setInterval(run, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(
      24 * 3600_000,
      async () => {
        const done = await runRetention();
        getLogger().info(
          {
            messages: done.messages,
            bookings: done.bookings,
            keys: done.idempotencyKeys,
            sessions: done.sessions,
            files: done.files,
          },
          "retention",
        );
      },
      "retention failed: tried again tomorrow",
    ),
  ];
  // the crews told of the jobs the planner gave them for today or tomorrow (issue 56)
  timers.push(
    every(
      30_000,
      () => noticePlannedJobs(getStorage(), getEnv().SITE_URL, new Date()),
      "crew notices failed: tried again in 30 s",
    ),
  );
  if (paymentMode() === "checkout") {
    // every PAYMENT_SWEEP_INTERVAL_SECONDS (README, Configuration)
    const seconds = getEnv().PAYMENT_SWEEP_INTERVAL_SECONDS;
    timers.push(every(seconds * 1_000, settleHoldsAndRefunds, `payment sweep failed: tried again in ${seconds} s`));
  }
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  };
}

/** The reviews the server writes into its pre-rendered pages (server/review-slots.ts, docs/decisions/0032). */
export const reviewSlots = {
  render: renderReviewSlot,
  version: reviewSlotsVersion,
  subscribe: onReviewsChanged,
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = inner ?? error;
  getLogger().error({ err: cause, method: request.method, path: new URL(request.url).pathname }, "server error");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = requestInfoFrom(loadContext).cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and pre-rendering (whose requests carry no User-Agent) wait for all content, so the HTML is whole, with no
    // streaming scripts; visitors get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      !userAgent || isbot(userAgent) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          // the prices and hours of the owner's catalog in force, as the page's loaders saw it (docs/decisions/0038)
          const jsonLd = structuredDataScript(routerContext, request, responseStatusCode, getCatalog());
          if (jsonLd) {
            const head = beforeHeadEnd(jsonLd);
            head.pipe(body);
            pipe(head);
          } else {
            pipe(body);
          }
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by handleError; these are errors while streaming.
          if (shellRendered) getLogger().error({ err: error }, "streaming render error");
        },
      },
    );
  });
}
