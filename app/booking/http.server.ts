/**
 * The booking service's HTTP glue: how a route finds the options of the service in its router context. A server
 * (or a test) hands the booking routes their repository, capacity and clock with
 * `context.set(bookingServicesContext, { repo, capacity, now: () => new Date() })`; when unset, the defaults of
 * the service apply (the process's storage and settings). The client's address comes from the request context the
 * HTTP server sets (app/utils/request-context.server.ts).
 */
import { createContext } from "react-router";
import type { BookingRepository } from "../storage/bookings.server";
import { requestInfoFrom } from "../utils/request-context.server";
import type { SubmissionLimiter } from "./limits.server";
import type { BookingOptions } from "./service.server";

export type BookingServices = {
  repo?: BookingRepository;
  capacity?: number;
  now?: () => Date;
  limiter?: SubmissionLimiter;
  openPerCustomer?: number;
};
export const bookingServicesContext = createContext<BookingServices>({});

type ContextLike = { get?: unknown } | null | undefined;

/** The `BookingOptions` a route should pass, read from its router `context` (services and the client's address). */
export function bookingOptionsFrom(context: ContextLike): BookingOptions {
  const get = context?.get;
  if (typeof get !== "function") return {};
  const services = get.call(context, bookingServicesContext) as BookingServices;
  return {
    repo: services.repo,
    capacity: services.capacity,
    now: services.now?.(),
    limiter: services.limiter,
    openPerCustomer: services.openPerCustomer,
    clientIp: requestInfoFrom(context).clientIp,
  };
}

const CHANGED_COOKIE = "ns_changed";
const CHANGES = ["rescheduled", "cancelled"] as const;
export type PageChange = (typeof CHANGES)[number];

/**
 * The notice of a change the customer just made on their page ("Done: your booking is now on …"), shown once (issue
 * 37): the action sets it in a cookie that lives a minute, for the booking pages only; the page that reads it clears
 * it, so a reload, or the address kept in a bookmark, does not show it again. Works without JavaScript.
 */
export const changedNotice = {
  set: (change: PageChange) =>
    `${CHANGED_COOKIE}=${change}; Path=/booking/confirmed; Max-Age=60; HttpOnly; SameSite=Lax`,
  read(request: Request): PageChange | null {
    const match = new RegExp(`(?:^|;\\s*)${CHANGED_COOKIE}=([a-z]+)`).exec(request.headers.get("Cookie") ?? "");
    return CHANGES.find((c) => c === match?.[1]) ?? null;
  },
  clear: () => `${CHANGED_COOKIE}=; Path=/booking/confirmed; Max-Age=0; HttpOnly; SameSite=Lax`,
};
