/**
 * The words about paying that belong to one payment mode only (app/content/payment.ts, docs/decisions/0029): what a
 * page of the other mode must never show (issue 35). Pure: the unit tests and the browser tests share it.
 */
import { hoursPhrase } from "../../app/domain/booking/windows.ts";
import { bookingPaymentWords, PAYMENT_WORDS, type PaymentMode, quotePayment } from "../../app/content/payment.ts";
import { site } from "../../app/content/site.ts";
import { defaultCatalog } from "../../app/domain/catalog.ts";

export const PAYMENT_MODES: readonly PaymentMode[] = ["checkout", "phone"];
export const otherMode = (mode: PaymentMode): PaymentMode => (mode === "checkout" ? "phone" : "checkout");

/** Everything a mode's words say, each function given the values the pages and e-mails give it. */
function modeTexts(mode: PaymentMode, holdMinutes: number): string[] {
  const words = PAYMENT_WORDS[mode];
  const hours = hoursPhrase(defaultCatalog().week);
  return [
    ...Object.values(bookingPaymentWords(mode, holdMinutes, hours)),
    words.nextSteps(site.phone),
    words.cancelled(null),
    ...words.pageSteps(hours).flatMap((step) => [step.title, step.text]),
    words.quoteStep(hours).text,
    words.paidStep.text,
    ...(words.referenceNote ? [words.referenceNote] : []),
    quotePayment[mode],
    words.privacy.kept,
    words.privacy.card,
    ...(words.privacy.processor ? [words.privacy.processor] : []),
  ];
}

/** The sentences of some texts (a title without a full stop is one sentence). */
const sentences = (texts: string[]) =>
  texts.flatMap((text) =>
    text
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  );

/** The sentences (of three words or more) only `mode` says. `holdMinutes`: the server's PAYMENT_HOLD_MINUTES. */
export function sentencesOnlyIn(mode: PaymentMode, holdMinutes = 30): string[] {
  const shared = new Set(sentences(modeTexts(otherMode(mode), holdMinutes)));
  return [...new Set(sentences(modeTexts(mode, holdMinutes)))].filter(
    (s) => !shared.has(s) && s.split(/\s+/).length >= 3,
  );
}

/** Phrases that give a mode away wherever they were written, a sentence typed into a component included. */
export const GIVEAWAYS: Record<PaymentMode, RegExp> = {
  phone: /nothing (is|was) charged (online|on this website)|we call (you )?to confirm|over the phone|when we call/i,
  checkout: /stripe|checkout page|pay by card on|continue to payment/i,
};

/** What of `mode`'s own words a page's text of the other mode shows: [] when it shows none. */
export function wordsOfTheOtherMode(text: string, pageMode: PaymentMode, holdMinutes = 30): string[] {
  const flat = text.replace(/\s+/g, " ");
  const foreign = otherMode(pageMode);
  return [
    ...sentencesOnlyIn(foreign, holdMinutes).filter((sentence) => flat.includes(sentence)),
    ...(flat.match(new RegExp(GIVEAWAYS[foreign].source, "gi")) ?? []),
  ];
}
