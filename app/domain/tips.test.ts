/** The rule of a tip (issue 48): 15/20/25% of a known total, or $1-$500 of one's own, in cents or dollars. */
import { describe, expect, it } from "vitest";
import { parseTip, TIP_AMOUNT_MESSAGE, TIP_CHOICE_MESSAGE, tipChoices, tipOf } from "./tips";

describe("parseTip", () => {
  it("takes a share of the job's total, rounded to the cent", () => {
    expect(parseTip({ percent: "20" }, 17_500)).toEqual({ ok: true, amountCents: 3500, percent: 20 });
    expect(parseTip({ percent: "15" }, 9_999)).toEqual({ ok: true, amountCents: 1500, percent: 15 });
    expect(tipOf(25, 12_345)).toBe(3086);
  });

  it("refuses a share of no total, or one not offered", () => {
    expect(parseTip({ percent: "20" }, null)).toEqual({ ok: false, message: TIP_CHOICE_MESSAGE });
    expect(parseTip({ percent: "18" }, 10_000)).toEqual({ ok: false, message: TIP_CHOICE_MESSAGE });
    // a share under $1 (a $5 job) or over $500 is no tip we take
    expect(parseTip({ percent: "15" }, 500)).toEqual({ ok: false, message: TIP_AMOUNT_MESSAGE });
    expect(parseTip({ percent: "25" }, 300_000)).toEqual({ ok: false, message: TIP_AMOUNT_MESSAGE });
  });

  it("takes an amount of one's own from $1 to $500, in cents or as typed in dollars", () => {
    expect(parseTip({ amountCents: "100" }, null)).toEqual({ ok: true, amountCents: 100, percent: null });
    expect(parseTip({ amountCents: "50000" }, 1)).toMatchObject({ ok: true, amountCents: 50_000 });
    expect(parseTip({ amount: "$12.5" }, null)).toMatchObject({ ok: true, amountCents: 1250 });
    for (const bad of [{ amountCents: "99" }, { amountCents: "50001" }, { amountCents: "1e4" }, { amount: "12.345" }])
      expect(parseTip(bad, 10_000)).toEqual({ ok: false, message: TIP_AMOUNT_MESSAGE });
    expect(parseTip({}, 10_000)).toEqual({ ok: false, message: TIP_CHOICE_MESSAGE });
  });

  it("offers the shares that make a tip", () => {
    expect(tipChoices(20_000).map((c) => c.amountCents)).toEqual([3000, 4000, 5000]);
    expect(tipChoices(null)).toEqual([]);
    // of a $5 job, 15% is under $1: left out
    expect(tipChoices(500).map((c) => c.percent)).toEqual([20, 25]);
  });
});
