import { slides as english } from "./home-slides.ts";
import type { Locale } from "../i18n/locale.ts";
import type { Slide } from "./schema.ts";

/**
 * The carousel's slides by language: the carousel runs in the browser, so the English slides are in its code and the
 * Spanish ones come with the Spanish catalog's chunk (app/i18n/spanish.ts, docs/decisions/0052), which only a Spanish
 * page loads; never in a page's loader data, which would add them to its HTML twice.
 */
const byLocale: Partial<Record<Locale, readonly Slide[]>> = { en: english };

export const provideSlides = (locale: Locale, slides: readonly Slide[]) => {
  byLocale[locale] = slides;
};

export function slidesIn(locale: Locale): readonly Slide[] {
  const slides = byLocale[locale];
  if (!slides) throw new Error(`The ${locale} slides are not loaded (app/i18n/spanish.ts)`);
  return slides;
}
