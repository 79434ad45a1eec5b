/**
 * The calendar's words to the customer (issue 55): why a window is not offered, why a date has no crew for the order,
 * what a refused booking or move says, and which windows or dates fit instead. One place for the booking form, the
 * page without JavaScript, the API's `noCrew` and the customer's move. Pure and browser-safe.
 */
import type { ServiceId } from "../../content/service-ids.ts";
import { site } from "../../content/site.ts";
import { WEEKDAY_NAMES } from "../catalog.ts";
import type { NoCrew } from "../planner.ts";
import { formatDateInYear } from "./dates.ts";
import { formatWindow, type WindowSlot, type WindowWhy } from "./windows.ts";

/** A service as a sentence names it: "power washing". */
const SERVICE_NOUNS: Record<ServiceId, string> = {
  cleaning: "move in/out cleaning",
  "junk-removal": "junk removal",
  "power-washing": "power washing",
};
const noun = (id: string) => SERVICE_NOUNS[id as ServiceId] ?? id.replace(/-/g, " ");

/** "power washing", "cleaning and junk removal", "a, b and c". */
export function servicesPhrase(ids: readonly string[]): string {
  const nouns = ids.map(noun);
  return nouns.length <= 1 ? (nouns[0] ?? "") : `${nouns.slice(0, -1).join(", ")} and ${nouns.at(-1)}`;
}

/** The date's sentence when no crew can take the order at all: "No crew does power washing on Sundays." */
export function noCrewWords(noCrew: NoCrew, date: string): string {
  const weekdays = `${WEEKDAY_NAMES[noCrew.weekday]}s`;
  switch (noCrew.kind) {
    case "no-day":
      return `No crew works on ${weekdays}.`;
    case "no-service":
      return `No crew does ${servicesPhrase(noCrew.services)} on ${weekdays}.`;
    case "all-off":
      return noCrew.services.length === 0
        ? `Our crews are all off on ${formatDateInYear(date)}.`
        : `No crew is free for ${servicesPhrase(noCrew.services)} on ${formatDateInYear(date)}.`;
  }
}

/** The short label of a window not offered, on its card. */
export const WHY_LABELS: Record<WindowWhy, string> = {
  full: "Full",
  "order-too-long": "Too long",
  "no-crew": "No crew",
  "too-soon": "Too soon",
  closed: "Closed",
};

/** What a window not offered means, in a sentence (the card's description and the refusal). */
export const WHY_SENTENCES: Record<WindowWhy, string> = {
  full: "Full: every place in this window is taken.",
  "order-too-long": "Too long for this window: a smaller order or another day fits.",
  "no-crew": "No crew can take this order on this day.",
  "too-soon": "Too soon: same-day windows start at least 2 hours from now.",
  closed: "Closed on this day.",
};

/** A window the customer may no longer book as it is, when the order changed after it was chosen. */
export const windowDroppedWords = (window: { start: string; end: string }, why: WindowWhy) =>
  `The ${formatWindow(window.start, window.end)} window no longer fits this order (${WHY_LABELS[why].toLowerCase()}). Please pick another.`;

/** While a service has no size: the windows shown are those of the smallest job, and say so. */
export const CHOOSE_SIZE_WORDS = "Choose the size to see the windows that fit.";

/**
 * Why a booking or a move was refused its window (the start of the API's `errors.window`): "just filled up" only when
 * the window was free for this order a moment ago and a booking took it (`justTaken`).
 */
export function windowRefusalWords(why: WindowWhy, context: { justTaken: boolean; noCrew?: string }): string {
  switch (why) {
    case "full":
      return context.justTaken ? "That arrival window just filled up." : "That arrival window is full.";
    case "order-too-long":
      return "This order is too long to start in that window.";
    case "no-crew":
      return context.noCrew ?? "No crew can take this order in that window.";
    case "too-soon":
      return "That arrival window is too soon.";
    case "closed":
      return "That arrival window is closed.";
  }
}

/**
 * What the customer can book instead, for the same order: the date's windows that fit, or, when none does, the
 * nearest dates that do. Each window or date named here books (issue 55).
 */
export function insteadWords(
  date: string,
  open: readonly Pick<WindowSlot, "start" | "end">[],
  nearest: readonly string[] | undefined,
): string {
  const day = formatDateInYear(date);
  if (open.length > 0)
    return `Open for this order on ${day}: ${open.map((w) => formatWindow(w.start, w.end)).join(", ")}.`;
  const dates = (nearest ?? []).map((d) => formatDateInYear(d));
  return dates.length > 0
    ? `No window on ${day} fits this order. Nearest dates that do: ${dates.join("; ")}.`
    : `No window on ${day} fits this order, nor on any date we book online. Please call us at ${site.phone}.`;
}
