import { describe, expect, it } from "vitest";
import { bundles } from "../bundles";
import { homeFaqs } from "../faqs";
import { hero, trustPoints, whyChooseUs } from "../home";
import { slides } from "../home-slides";
import { services } from "../services";
import { bundleWords } from "./bundles";
import { homeFaqs as faqsEs } from "./faqs";
import { hero as heroEs, trustPoints as trustEs, whyChooseUs as whyEs } from "./home";
import { slides as slidesEs } from "./home-slides";
import { serviceNames } from "./service-names";
import { addonLabels, serviceWords, tierLabels } from "./services";

/** The catalog's tokens a text names (`{promoOff}`, …): a translation names the same ones. */
const tokens = (text: string) => [...text.matchAll(/\{[a-zA-Z]+\}/g)].map((m) => m[0]).sort();

/** Each English text beside its Spanish one. */
function pairs(): [string, string][] {
  const out: [string, string][] = [];
  const add = (en: string, es: string) => out.push([en, es]);
  for (const key of ["headline", "subheadline", "badge", "lead", "ctaLabel"] as const) add(hero[key], heroEs[key]);
  for (const [en, es] of [
    [trustPoints, trustEs],
    [whyChooseUs, whyEs],
  ] as const)
    en.forEach((card, i) => {
      add(card.title, es[i]!.title);
      add(card.description, es[i]!.description);
    });
  slides.forEach((slide, i) => {
    add(slide.title, slidesEs[i]!.title);
    add(slide.description, slidesEs[i]!.description);
    add(slide.image.alt, slidesEs[i]!.image.alt);
  });
  homeFaqs.forEach((faq, i) => {
    add(faq.question, faqsEs[i]!.question);
    add(faq.answer, faqsEs[i]!.answer);
  });
  for (const s of services) {
    const es = serviceWords[s.id];
    add(s.title, serviceNames[s.id].title);
    add(s.shortTitle, serviceNames[s.id].shortTitle);
    add(s.image.alt, es.imageAlt);
    add(s.description, es.description);
    s.features.forEach((f, i) => add(f, es.features[i]!));
    for (const tier of s.tiers) add(tier.label, tierLabels[s.id][tier.code]!);
    for (const addon of s.addons) add(addon.label, addonLabels[s.id][addon.id]!);
  }
  for (const b of bundles) {
    add(b.name, bundleWords[b.id]!.name);
    b.features.forEach((f, i) => add(f, bundleWords[b.id]!.features[i]!));
  }
  return out;
}

describe("the Spanish content (app/content/es, issue 58): the English content's shape, facts and tokens", () => {
  it("has the same items, in the same order, with the same ids, icons and images", () => {
    const shape = <T extends { id: string }>(items: readonly T[], keep: (item: T) => unknown) => items.map(keep);
    expect(shape(trustEs, (c) => [c.id, c.icon])).toEqual(shape(trustPoints, (c) => [c.id, c.icon]));
    expect(shape(whyEs, (c) => [c.id, c.icon])).toEqual(shape(whyChooseUs, (c) => [c.id, c.icon]));
    const image = ({ image: { src, width, height } }: (typeof slides)[number]) => [src, width, height];
    expect(shape(slidesEs, (s) => [s.id, image(s)])).toEqual(shape(slides, (s) => [s.id, image(s)]));
    expect(faqsEs).toHaveLength(homeFaqs.length);
    for (const s of services) {
      expect(serviceWords[s.id].features, s.id).toHaveLength(s.features.length);
      expect(Object.keys(tierLabels[s.id]).sort(), s.id).toEqual(s.tiers.map((t) => t.code).sort());
      expect(Object.keys(addonLabels[s.id]).sort(), s.id).toEqual(s.addons.map((a) => a.id).sort());
    }
    expect(Object.keys(bundleWords).sort()).toEqual(bundles.map((b) => b.id).sort());
    for (const b of bundles) expect(bundleWords[b.id]!.features, b.id).toHaveLength(b.features.length);
  });

  it("says each text in Spanish, naming the same figures of the catalog, and the same numbers", () => {
    for (const [en, es] of pairs()) {
      expect(es.trim(), en).not.toBe("");
      expect(tokens(es), en).toEqual(tokens(en));
      // the numbers a text states (prices, hours, sizes) are the English text's
      const numbers = (text: string) => [...text.matchAll(/\d+/g)].map((m) => m[0]).sort();
      expect(numbers(es), en).toEqual(numbers(en));
    }
    const copied = pairs().filter(([en, es]) => en === es && /\s/.test(en));
    expect(copied, "English sentences copied into the Spanish content").toEqual([]);
  });
});
