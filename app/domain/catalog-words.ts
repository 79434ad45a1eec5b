/**
 * The words that name the owner's catalog's figures in the content's text (docs/decisions/0038): the tokens the
 * content writes (`{promoCode}`, `{multiPercent}`, `{hours}`, …) and how a page fills them with the catalog in force.
 * No import: components fill their text with it, and it brings nothing else into the pages' JavaScript. Pure.
 */

/**
 * The figures of the catalog the content's words name, by token: `{promoCode}` and `{promoOff}` (the advertised
 * first-order code and what it takes off, "15%"; both "" when no code is advertised), `{multiPercent}` (the
 * multi-service discount), `{hoursLabel}` (the week's hours as a label, "Every day, 7:00 AM to
 * 8:00 PM") and `{hours}` (the same mid-sentence, "every day, 7:00 AM to 8:00 PM", made from `hoursLabel`).
 * The content writes the tokens; pages fill them with the catalog in force (`fillCatalogWords`). The root loader sends
 * these words to every page (the promo banner shows them): keep them few, the home page's HTML has a budget.
 * Made from a catalog by `catalogWordsOf` (./catalog-facts.ts).
 */
export type CatalogWords = {
  promoCode: string;
  promoOff: string;
  multiPercent: string;
  hoursLabel: string;
};

/**
 * The hours mid-sentence (the `{hours}` token): "every day, 7:00 AM to 8:00 PM"; a weekday keeps its capital
 * ("Monday to Saturday, 8:00 AM to 6:00 PM").
 */
export const hoursMidSentence = (words: Pick<CatalogWords, "hoursLabel">) =>
  // a weekday keeps its capital in English; Spanish writes every day's name in lower case (issue 58)
  /^(?:Every day|No day|Todos los días|Ningún día|De |Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo)/u.test(
    words.hoursLabel,
  )
    ? words.hoursLabel.charAt(0).toLowerCase() + words.hoursLabel.slice(1)
    : words.hoursLabel;

const TOKEN = /\{(promoCode|promoOff|multiPercent|hours|hoursLabel)\}/g;

/** `text` with its catalog tokens filled (a token of an unknown name is left as it is). */
export const fillCatalogWords = (text: string, words: CatalogWords) =>
  text.replace(TOKEN, (_, name: keyof CatalogWords | "hours") =>
    name === "hours" ? hoursMidSentence(words) : words[name],
  );

/** True when `text` names the advertised promo code or what it takes off (`{promoCode}`, `{promoOff}`). */
export const namesPromo = (text: string) => /\{promo(?:Code|Off)\}/.test(text);

/**
 * `text` filled, without its sentences that name the promo code when no code is advertised (never "Enter  for
 * off"). A sentence ends at ".", "!" or "?" followed by a space.
 */
export function fillCatalogText(text: string, words: CatalogWords): string {
  const kept =
    words.promoCode === "" && namesPromo(text)
      ? text
          .split(/(?<=[.!?])\s+/)
          .filter((sentence) => !namesPromo(sentence))
          .join(" ")
      : text;
  return fillCatalogWords(kept, words);
}

/** Questions and answers filled; those that name the promo code are left out when no code is advertised. */
export function fillCatalogFaqs<T extends { question: string; answer: string }>(
  faqs: readonly T[],
  words: CatalogWords,
): T[] {
  return faqs
    .filter((faq) => words.promoCode !== "" || !(namesPromo(faq.question) || namesPromo(faq.answer)))
    .map((faq) => ({
      ...faq,
      question: fillCatalogWords(faq.question, words),
      answer: fillCatalogWords(faq.answer, words),
    }));
}
