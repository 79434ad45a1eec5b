import { describe, expect, it } from "vitest";
import { defaultCatalog } from "../../domain/catalog";
import { catalogWordsOf } from "../../domain/catalog-facts";
import { fillCatalogWords } from "../../domain/catalog-words";
import { priceOrder } from "../../domain/pricing";
import { similarityReport, words } from "../../domain/text-similarity";
import { cityList } from "../city-list";
import { serviceIds } from "../service-ids";
import { TYPICAL_CLEANING_HOURS, typicalCleaningTime } from "../services";
import { CITY_GROUPS, serviceCityPlainText, serviceCityText } from "./index";
import { SERVICE_CITY_FAQ_COUNT } from "./types";

/**
 * The service-in-city texts on their own (issue 14). The rendered pages, with everything they share, are checked in
 * tests/e2e/seo.spec.ts; the bars here are stricter, to leave room for that shared text.
 */
const MAX_JACCARD = 0.12;
const MIN_OWN_WORDS = 340;
/** The first version of the owner's catalog: the examples must price with it. */
const CATALOG = defaultCatalog();
const WORDS = catalogWordsOf(CATALOG);
/** The tokens of the catalog's figures (filled by the page). */
const TOKENS = /\{(?:promoCode|promoOff|multiPercent|hours|hoursLabel)\}/g;

describe("service-in-city texts", () => {
  it("have five FAQs each and one typical cleaning time, 3-6 hours, as the original site's city pages did", () => {
    expect(SERVICE_CITY_FAQ_COUNT).toBe(5);
    expect(TYPICAL_CLEANING_HOURS).toEqual({ min: 3, max: 6 });
    expect(typicalCleaningTime).toBe(`${TYPICAL_CLEANING_HOURS.min}-${TYPICAL_CLEANING_HOURS.max} hours`);
  });

  it("cover every service in every city, in two groups of cities", () => {
    expect([...CITY_GROUPS[1], ...CITY_GROUPS[2]].sort()).toEqual(cityList.map((c) => c.slug).sort());
    const missing = serviceIds.flatMap((s) =>
      cityList.filter((c) => !serviceCityText(s, c.slug)).map((c) => `${s}/${c.slug}`),
    );
    expect(missing).toEqual([]);
  });

  for (const service of serviceIds) {
    const present = cityList.flatMap((c) => {
      const text = serviceCityText(service, c.slug);
      return text ? [{ city: c, text }] : [];
    });

    it(`${service}: well-formed, with a price example that prices and no prices in the text`, () => {
      for (const { city, text } of present) {
        const where = `${service}/${city.slug}`;
        expect(text.metaDescription.length, `${where} metaDescription length`).toBeGreaterThanOrEqual(70);
        expect(text.metaDescription.length, `${where} metaDescription length`).toBeLessThanOrEqual(160);
        expect(text.intro.length, `${where} intro paragraphs`).toBeGreaterThanOrEqual(2);
        expect(text.intro.length, `${where} intro paragraphs`).toBeLessThanOrEqual(3);
        expect(text.notes.length, `${where} notes`).toBeGreaterThanOrEqual(3);
        expect(text.notes.length, `${where} notes`).toBeLessThanOrEqual(5);
        expect(text.faqs.length, `${where} faqs`).toBe(SERVICE_CITY_FAQ_COUNT);
        expect(new Set(text.faqs.map((f) => f.question)).size, `${where}: five different questions`).toBe(
          SERVICE_CITY_FAQ_COUNT,
        );
        const all = [text.metaDescription, serviceCityPlainText(text)].join("\n");
        expect(all, `${where}: no prices in the text (the page computes them)`).not.toMatch(/\$\s?\d|\d+\s?dollars/i);
        expect(all.replace(TOKENS, ""), `${where}: no placeholder but the catalog's tokens`).not.toMatch(
          /\{|\}|TODO|lorem/i,
        );
        expect(fillCatalogWords(all, WORDS), `${where}: no prices once filled`).not.toMatch(/\$\s?\d/);
        expect(all, `${where}: mentions its city`).toContain(city.name);
        const priced = priceOrder(
          { lines: [{ service, tier: text.example.tier, addons: text.example.addons.map((a) => ({ ...a })) }] },
          CATALOG,
        );
        expect(priced.ok, `${where}: the example's tier and add-ons price`).toBe(true);
      }
    });

    if (service === "cleaning")
      it(`cleaning: every city's FAQs give the typical cleaning time, ${typicalCleaningTime}, from the constant`, () => {
        for (const { city, text } of present) {
          const where = `cleaning/${city.slug}`;
          const answers = text.faqs.filter((f) => f.answer.includes(typicalCleaningTime));
          expect(answers.length, `${where}: an FAQ answer states ${typicalCleaningTime}`).toBeGreaterThanOrEqual(1);
          // no other figure for how long a cleaning takes, anywhere in the pair's text
          const ranges = serviceCityPlainText(text).match(/\b\d+\s*(?:-|–|to)\s*\d+\s*hours?\b/gi) ?? [];
          expect(
            ranges.filter((r) => r !== typicalCleaningTime),
            `${where}: other hour ranges`,
          ).toEqual([]);
        }
      });

    it(`${service}: each city's text is its own (5-shingle Jaccard < ${MAX_JACCARD}, ${MIN_OWN_WORDS}+ own words)`, () => {
      const pages = new Map(present.map(({ city, text }) => [city.slug, serviceCityPlainText(text)]));
      const report = similarityReport(pages);
      const tooSimilar = report.worst.filter((w) => w.jaccard >= MAX_JACCARD);
      const tooFew = report.own.filter((o) => o.words < MIN_OWN_WORDS);
      expect(tooSimilar, "pages too similar to another").toEqual([]);
      expect(tooFew, "pages with too few words of their own").toEqual([]);
      for (const [slug, text] of pages) expect(words(text).length, `${slug}: words`).toBeGreaterThanOrEqual(400);
    });
  }
});
