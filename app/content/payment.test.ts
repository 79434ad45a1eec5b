/**
 * The words about paying (docs/decisions/0029): each mode says what is true in it, and the pre-rendered pages, which
 * every mode serves alike, say only what is true in both.
 */
import { describe, expect, it } from "vitest";
import { about } from "./about";
import { homeFaqs } from "./faqs";
import { PAYMENT_WORDS } from "./payment";

const allText = (value: unknown): string =>
  typeof value === "string"
    ? value
    : Array.isArray(value)
      ? value.map(allText).join("\n")
      : value && typeof value === "object"
        ? Object.values(value).map(allText).join("\n")
        : "";

describe("payment words", () => {
  it("the phone mode promises no online payment, and Checkout mode never says nothing is charged online", () => {
    const phone = PAYMENT_WORDS.phone;
    const checkout = PAYMENT_WORDS.checkout;
    const steps = (words: typeof phone) => words.pageSteps("daily").map((step) => `${step.title} ${step.text}`);
    expect(`${phone.formNote(30)} ${steps(phone)} ${phone.nextSteps("x")} ${phone.intro}`).not.toMatch(
      /Stripe|checkout/i,
    );
    expect(phone.formNote(30)).toContain("Nothing is charged on this website");
    const online = `${checkout.formNote(30)} ${steps(checkout)} ${checkout.nextSteps("x")} ${checkout.cancelled(null)} ${checkout.intro} ${checkout.priceNote} ${checkout.sendNote("daily")} ${checkout.detailsNote} ${checkout.referenceNote}`;
    expect(online).not.toMatch(/nothing is charged (online|on this website)|over the phone|we call (you )?to confirm/i);
    expect(checkout.formNote(45)).toContain("45 minutes");
  });

  it("the FAQ and About pages, pre-rendered once for both modes, name neither way of paying", () => {
    const text = allText([homeFaqs, about]);
    expect(text).toContain("before your booking is confirmed");
    expect(text).not.toMatch(/over the phone|by phone|on this website|online payment|Stripe|checkout page/i);
  });
});
