/**
 * The product's words in both languages (docs/decisions/0052): Lingui's runtime over the compiled catalogs of
 * app/locales (`npm run i18n:build`). `translate(locale, id, values)` gives the sentence; numbers, dates and money
 * inside it are formatted by the caller through `Intl` with the locale's language tag.
 */
import { type I18n, setupI18n } from "@lingui/core";
import { messages as en } from "../locales/en/messages.ts";
import { messages as es } from "../locales/es/messages.ts";
import type { Locale } from "./locale.ts";

const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: "en", messages: { en } }),
  es: setupI18n({ locale: "es", messages: { es } }),
};

export type Values = Record<string, string | number>;

/** The message `id` in `locale`, with its `{placeholders}` filled. */
export const translate = (locale: Locale, id: string, values?: Values): string => instances[locale]._(id, values);

/** Every message id of the catalogs (the same in both: `npm run i18n:build` refuses a missing translation). */
export const messageIds = () => Object.keys(en);
