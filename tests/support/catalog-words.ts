/**
 * The content's words as the pages show them while the catalog is its first version (docs/decisions/0038): the
 * content writes tokens (`{promoCode}`, `{hours}`, …) that pages fill with the catalog in force.
 */
import { defaultCatalog } from "../../app/domain/catalog";
import { catalogWordsOf } from "../../app/domain/catalog-facts";
import { fillCatalogFaqs, fillCatalogText } from "../../app/domain/catalog-words";

export const FIRST_VERSION_WORDS = catalogWordsOf(defaultCatalog());

/** `text` as a page shows it with the first version of the catalog. */
export const asShown = (text: string) => fillCatalogText(text, FIRST_VERSION_WORDS);

/** Questions and answers as a page shows them with the first version of the catalog. */
export const faqsAsShown = <T extends { question: string; answer: string }>(faqs: readonly T[]) =>
  fillCatalogFaqs(faqs, FIRST_VERSION_WORDS);
