import type { CitySlug } from "../city-list";

/**
 * The text of one service in one city (/services/{service}/{city}), written for that pair (issue 14): what homes,
 * yards and jobs there are like for this service, local notes, a worked price example and FAQs of its own. No prices
 * in the text: the example names a tier and add-ons, and the page prices it with the owner's catalog in force
 * (docs/decisions/0038). The catalog's figures the text names are tokens (`{multiPercent}`, `{promoCode}`, `{promoOff}`,
 * `{hours}`), filled by the page (app/domain/catalog.ts); an FAQ naming the promo code is left out when none is
 * advertised.
 */
export type ServiceCityText = {
  /** Meta description, 70-160 characters, unique to the pair. */
  metaDescription: string;
  /** 2-3 paragraphs. */
  intro: readonly string[];
  /** 3-5 local notes, a sentence or two each. */
  notes: readonly string[];
  /** A typical job in this city, priced by the page from its tier and add-ons. */
  example: {
    /** A short heading, e.g. "A two-bedroom duplex near the university". */
    title: string;
    /** 2-3 sentences describing the job; no prices. */
    story: string;
    /** A tier code of the service (services.ts). */
    tier: string;
    addons: readonly { id: string; quantity: number }[];
  };
  /**
   * Exactly five questions and answers about this service in this city (the original site's city pages had five). On a
   * cleaning page one of them says how long a cleaning takes, from `typicalCleaningTime` (services.ts).
   */
  faqs: readonly [ServiceCityFaq, ServiceCityFaq, ServiceCityFaq, ServiceCityFaq, ServiceCityFaq];
};

export type ServiceCityFaq = { question: string; answer: string };

/** How many FAQs a page has; typed as the length of `faqs`, so the two cannot disagree. */
export const SERVICE_CITY_FAQ_COUNT: ServiceCityText["faqs"]["length"] = 5;

export type ServiceCityTexts = Partial<Record<CitySlug, ServiceCityText>>;
