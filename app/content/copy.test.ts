import { describe, expect, it } from "vitest";
import { z } from "zod";
import { about } from "./about";
import { blogPosts } from "./blog";
import { contactIntro, contactReasons } from "./contact";
import { homeFaqs } from "./faqs";
import { hero, trustPoints, whyChooseUs } from "./home";
import { slides } from "./home-slides";
import {
  aboutSchema,
  blogPostSchema,
  faqSchema,
  featureCardSchema,
  heroSchema,
  slideSchema,
  type BlogPost,
} from "./schema";
import { defaultCatalog } from "../domain/catalog";
import { catalogWordsOf } from "../domain/catalog-facts";
import { type CatalogWords, fillCatalogFaqs, fillCatalogText, fillCatalogWords } from "../domain/catalog-words";
import { serviceCityPlainText, serviceCityText } from "./service-cities";
import { serviceIds } from "./service-ids";
import { cityList } from "./city-list";

/** Every string anywhere inside a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function bodyText(post: BlogPost): string {
  return post.body.map((block) => (block.type === "ul" ? block.items.join(" ") : block.text)).join(" ");
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

const allCopy = { hero, trustPoints, slides, whyChooseUs, homeFaqs, about, contactIntro, contactReasons, blogPosts };
const perceivedValueClaim = /5\s*[-–]\s*10\s*%/;

/** The catalog's words of its first version, and of a catalog without an advertised promo code. */
const WORDS = catalogWordsOf(defaultCatalog());
const NO_PROMO: CatalogWords = { ...WORDS, promoCode: "", promoOff: "" };
const CATALOG_TOKEN = /\{(?:promoCode|promoOff|multiPercent|hours|hoursLabel)\}/;

/** Every text of the service-in-city pages. */
const cityTexts = serviceIds.flatMap((service) =>
  cityList.flatMap((c) => {
    const text = serviceCityText(service, c.slug);
    return text ? [text.metaDescription, serviceCityPlainText(text)] : [];
  }),
);

describe("home copy", () => {
  it("hero has the required texts", () => {
    expect(heroSchema.parse(hero)).toEqual(hero);
    expect(hero.headline).toBe("Professional Property Services You Can Trust");
    expect(hero.subheadline).toBe("Bundle Any Two Services and Save!");
    expect(fillCatalogWords(hero.badge, WORDS)).toBe("15% Off for First-Time Customers!");
    expect(hero.ctaLabel).toBe("Book Now");
  });

  it("has the three trust points", () => {
    z.array(featureCardSchema).parse(trustPoints);
    expect(trustPoints.map((t) => t.title)).toEqual(["Instant Pricing", "Trusted Locals", "Licensed & Insured"]);
  });

  it("has five slides with the agreed ids, in order, and sized images", () => {
    z.array(slideSchema).parse(slides);
    expect(slides.map((s) => s.id)).toEqual([
      "move-out-clean",
      "junk-haul",
      "driveway-wash",
      "bundle-save",
      "local-crew",
    ]);
    for (const s of slides) {
      expect(s.image).toMatchObject({ src: `/images/slides/${s.id}.svg`, width: 1200, height: 600 });
      expect(s.image.alt.length).toBeGreaterThan(20);
    }
  });

  it("has four Why Choose Us cards with unique ids", () => {
    z.array(featureCardSchema).parse(whyChooseUs);
    expect(whyChooseUs).toHaveLength(4);
    expect(new Set(whyChooseUs.map((c) => c.id)).size).toBe(4);
  });
});

describe("FAQs", () => {
  it("has exactly eight, with distinct questions", () => {
    z.array(faqSchema).parse(homeFaqs);
    expect(homeFaqs).toHaveLength(8);
    expect(new Set(homeFaqs.map((f) => f.question)).size).toBe(8);
  });

  it("name the promo code, its percent, the multi-service percent and the hours of the catalog in force", () => {
    expect(strings(homeFaqs).join("\n")).not.toMatch(/NSPS15|\d+%|7:00/);
    const text = strings(fillCatalogFaqs(homeFaqs, WORDS)).join("\n");
    expect(text).toContain("Enter promo code NSPS15 when you book your first order and you get 15% off");
    expect(text).toContain("and 15% comes off the service prices automatically");
    expect(text).toContain("We work every day, 7:00 AM to 8:00 PM");
    const spring = { ...WORDS, promoCode: "SPRING20", promoOff: "20%", multiPercent: "10%" };
    const filled = strings(fillCatalogFaqs(homeFaqs, spring)).join("\n");
    expect(filled).toContain("Enter promo code SPRING20 when you book your first order and you get 20% off");
    expect(filled).toContain("and 10% comes off the service prices automatically");
  });

  it("leave out the question about a promo code when none is advertised", () => {
    const faqs = fillCatalogFaqs(homeFaqs, NO_PROMO);
    expect(faqs.map((f) => f.question)).toEqual(
      homeFaqs.map((f) => f.question).filter((q) => q !== "Do you have a discount for first-time customers?"),
    );
    expect(strings(faqs).join("\n")).not.toMatch(/promo code|NSPS15|\s{2}/);
  });

  it("never writes a count of cities by hand", () => {
    for (const s of strings(allCopy)) expect(s).not.toMatch(/\b\d+\s+(?:cities|towns|communities)\b/i);
  });
});

describe("about and contact", () => {
  it("about page parses and has six promises", () => {
    aboutSchema.parse(about);
    expect(about.heading).toBe("Our Story");
    expect(about.sections.length).toBeGreaterThanOrEqual(3);
    expect(about.sections.length).toBeLessThanOrEqual(4);
    expect(about.promises).toHaveLength(6);
    expect(about.cta.label).toBe("Book Online");
  });

  it("contact has an intro and 4-5 reasons", () => {
    expect(contactIntro.length).toBeGreaterThan(50);
    expect(contactReasons.length).toBeGreaterThanOrEqual(4);
    expect(contactReasons.length).toBeLessThanOrEqual(5);
  });
});

describe("blog", () => {
  it("has five valid posts with unique ids, newest first, all in 2026", () => {
    z.array(blogPostSchema).parse(blogPosts);
    expect(blogPosts).toHaveLength(5);
    expect(new Set(blogPosts.map((p) => p.id)).size).toBe(5);
    const dates = blogPosts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(dates).size).toBe(5);
    for (const d of dates) expect(d.startsWith("2026-")).toBe(true);
  });

  it("uses every category", () => {
    const used = new Set(blogPosts.map((p) => p.category));
    expect([...used].sort()).toEqual([...blogPostSchema.shape.category.options].sort());
  });

  it.each(blogPosts.map((p) => [p.id, p] as const))("%s has at least 300 words", (_id, post) => {
    expect(wordCount(bodyText(post))).toBeGreaterThanOrEqual(300);
  });

  it("the 5-10% perceived value claim appears only in the home-sale post", () => {
    const withClaim = blogPosts.filter((p) => strings(p).some((s) => perceivedValueClaim.test(s)));
    expect(withClaim.map((p) => p.id)).toEqual(["prepare-home-for-sale"]);
    expect(bodyText(withClaim[0]!)).toMatch(/perceived value/i);
    const elsewhere = strings({ ...allCopy, blogPosts: [] }).filter((s) => perceivedValueClaim.test(s));
    expect(elsewhere).toEqual([]);
  });
});

describe("all copy", () => {
  it("contains no dollar prices", () => {
    const offenders = strings(allCopy).filter((s) => s.includes("$"));
    expect(offenders).toEqual([]);
  });

  it("has no leftover placeholders or empty strings", () => {
    for (const s of strings(allCopy)) {
      expect(s.trim().length).toBeGreaterThan(0);
      expect(s).not.toMatch(/\{(?:brand|phone|email|key|city)\}|undefined|TODO/);
    }
  });

  it("names the catalog's figures only as tokens, which the catalog's words fill whole", () => {
    const texts = [...strings(allCopy), ...cityTexts];
    // no percent, code or clock time written by hand (the 5-10% claim is a market figure, not ours)
    const byHand = texts.filter((s) =>
      /NSPS15|NSRS15|\b1[05]%|\d:\d\d\s?[AP]M/.test(s.replace(perceivedValueClaim, "")),
    );
    expect(byHand).toEqual([]);
    expect(texts.filter((s) => CATALOG_TOKEN.test(s)).length).toBeGreaterThanOrEqual(20);
    for (const words of [WORDS, NO_PROMO]) {
      const filled = texts.map((s) => fillCatalogText(s, words));
      expect(filled.filter((s) => /[{}]/.test(s))).toEqual([]);
      // a sentence about a promo code goes with the code: never "Enter  for  off"
      expect(filled.filter((s) => /\s{2}|\s[.,;]|Enter\s+(?:on|when|for)/.test(s))).toEqual([]);
    }
  });
});
