/**
 * The product's words in both languages (docs/decisions/0052): Lingui's runtime over the compiled catalogs of
 * app/locales (`npm run i18n:build`). `translate(locale, id, values)` gives the sentence; numbers, dates and money
 * inside it are formatted by the caller through `Intl` with the locale's language tag. The English catalog is always
 * here; the Spanish one once `./spanish.ts` is loaded (the server's entry, a Spanish page's, the build, the tests).
 */
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { messages as en } from "../locales/en/messages.ts";
import type { Locale } from "./locale.ts";

const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: "en", messages: { en } }),
  es: setupI18n({ locale: "es", messages: { es: {} } }),
};
const loaded = new Set<Locale>(["en"]);

/** Gives a language its compiled catalog (./spanish.ts). */
export function provideCatalog(locale: Locale, messages: Messages) {
  instances[locale].load(locale, messages);
  loaded.add(locale);
}

export type Values = Record<string, string | number>;

/** The message `id` in `locale`, with its `{placeholders}` filled. */
export function translate(locale: Locale, id: string, values?: Values): string {
  if (!loaded.has(locale)) throw new Error(`The ${locale} catalog is not loaded (app/i18n/spanish.ts)`);
  return instances[locale]._(id, values);
}

/** Every message id of the catalogs (the same in both: `npm run i18n:build` refuses a missing translation). */
export const messageIds = () => Object.keys(en);
