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
import { site } from "./site";

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

describe("home copy", () => {
  it("hero has the required texts", () => {
    expect(heroSchema.parse(hero)).toEqual(hero);
    expect(hero.headline).toBe("Professional Property Services You Can Trust");
    expect(hero.subheadline).toBe("Bundle Any Two Services and Save!");
    expect(hero.badge).toBe("15% Off for First-Time Customers!");
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

  it("carries the promo code and hours from the site config", () => {
    const text = strings(homeFaqs).join("\n");
    expect(text).toContain(site.promo.code);
    expect(text.toLowerCase()).toContain(site.hours.label.toLowerCase());
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
});
