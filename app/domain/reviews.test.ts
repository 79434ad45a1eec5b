import { describe, expect, it } from "vitest";
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "../content/reviews";
import { parseReview, publicNameOf, summarize } from "./reviews";

describe("a review's rules", () => {
  it("takes 1 to 5 stars and a text of 20 to 2,000 characters (trimmed); publishing only when ticked", () => {
    const text = "Great crew, on time and thorough.";
    expect(parseReview({ stars: "5", text: `  ${text}  `, publish: "yes" })).toEqual({
      review: { stars: 5, text, publish: true },
    });
    expect(parseReview({ stars: "1", text })).toEqual({ review: { stars: 1, text, publish: false } });
    for (const stars of ["0", "6", "4.5", "", undefined, "five"])
      expect(parseReview({ stars, text }), String(stars)).toEqual({ errors: { stars: expect.any(String) } });
    expect(parseReview({ stars: "3", text: "x".repeat(REVIEW_TEXT_MIN - 1) })).toEqual({
      errors: { text: expect.stringContaining(String(REVIEW_TEXT_MIN)) },
    });
    expect(parseReview({ stars: "3", text: "x".repeat(REVIEW_TEXT_MAX + 1) })).toEqual({
      errors: { text: expect.stringContaining("2000") },
    });
    expect(parseReview({ stars: "3", text: "x".repeat(REVIEW_TEXT_MAX) })).toHaveProperty("review");
  });

  it("names a reviewer by first name and last initial only", () => {
    expect(publicNameOf("Ada Lovelace")).toBe("Ada L.");
    expect(publicNameOf("  maria de la cruz ")).toBe("Maria C.");
    expect(publicNameOf("Cher")).toBe("Cher");
    expect(publicNameOf("   ")).toBe("A customer");
  });

  it("summarizes: count, average to one decimal, distribution", () => {
    expect(summarize([])).toEqual({ count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(summarize([5, 4, 4, 1])).toEqual({ count: 4, average: 3.5, distribution: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect(summarize([5, 5, 4]).average).toBe(4.7);
  });
});
