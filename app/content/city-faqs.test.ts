import { describe, expect, it } from "vitest";
import { cities } from "./cities";
import { CITY_PLACEHOLDER, cityFaqs, cityFaqTemplates, fillCity } from "./city-faqs";
import { cityFaqTemplateSchema, faqSchema, serviceIds } from "./schema";
import { site } from "./site";

describe("cityFaqTemplates", () => {
  it("has exactly five valid templates per service, each question with the {city} placeholder", () => {
    expect(Object.keys(cityFaqTemplates).sort()).toEqual([...serviceIds].sort());
    for (const id of serviceIds) {
      expect(cityFaqTemplates[id]).toHaveLength(5);
      for (const faq of cityFaqTemplates[id]) {
        expect(cityFaqTemplateSchema.parse(faq)).toEqual(faq);
        expect(faq.question).toContain(CITY_PLACEHOLDER);
      }
      expect(new Set(cityFaqTemplates[id].map((f) => f.question)).size).toBe(5);
    }
  });

  it("never puts a price or another placeholder into FAQ text", () => {
    for (const id of serviceIds) {
      for (const faq of cityFaqTemplates[id]) {
        const text = `${faq.question} ${faq.answer}`;
        expect(text).not.toMatch(/\$\s*\d|\d+\s*dollars/i);
        expect(text.replaceAll(CITY_PLACEHOLDER, "")).not.toMatch(/\{[a-zA-Z]+\}|undefined|TODO/);
      }
    }
  });

  it("states the typical 3-6 hour move in/out cleaning time", () => {
    const withDuration = cityFaqTemplates.cleaning.filter((f) => /3-6 hours/.test(f.answer));
    expect(withDuration).toHaveLength(1);
    expect(withDuration[0]!.answer).toMatch(/size and condition/);
  });

  it("uses the hours and the same-day note from the site config", () => {
    for (const id of serviceIds) {
      const text = cityFaqTemplates[id].map((f) => f.answer).join(" ");
      expect(text).toContain(site.hours.label.charAt(0).toLowerCase() + site.hours.label.slice(1));
    }
    for (const id of ["cleaning", "junk-removal"] as const) {
      const text = cityFaqTemplates[id]
        .map((f) => f.answer)
        .join(" ")
        .toLowerCase();
      expect(text).toContain(site.sameDayNote.toLowerCase());
    }
  });

  it("covers the key junk-removal and power-washing topics", () => {
    const junk = cityFaqTemplates["junk-removal"].map((f) => f.answer).join(" ");
    for (const word of ["paint", "chemicals", "Tires", "hazardous"]) expect(junk).toContain(word);
    const wash = cityFaqTemplates["power-washing"].map((f) => `${f.question} ${f.answer}`).join(" ");
    for (const word of ["HOA", "water", "soft wash"]) expect(wash).toContain(word);
  });
});

describe("cityFaqs", () => {
  it.each(cities.flatMap((c) => serviceIds.map((id) => [id, c.name] as const)))(
    "%s in %s: five FAQs with the city filled in",
    (id, name) => {
      const faqs = cityFaqs(id, name);
      expect(faqs).toHaveLength(5);
      for (const faq of faqs) {
        expect(faqSchema.parse(faq)).toEqual(faq);
        expect(faq.question).toContain(name);
        expect(faq.question).not.toContain(CITY_PLACEHOLDER);
        expect(faq.answer).not.toContain(CITY_PLACEHOLDER);
      }
    },
  );

  it("keeps the template order and fills every occurrence", () => {
    const faqs = cityFaqs("cleaning", "Flower Mound");
    expect(faqs[0]!.question).toBe("How long does a move in/out cleaning take in Flower Mound?");
    expect(faqs.some((f) => /3-6 hours/.test(f.answer))).toBe(true);
    expect(fillCity("{city} and {city}", "Denton")).toBe("Denton and Denton");
  });

  it("does not change the templates", () => {
    const before = JSON.stringify(cityFaqTemplates);
    cityFaqs("power-washing", "Plano");
    expect(JSON.stringify(cityFaqTemplates)).toBe(before);
  });
});
