import { describe, expect, it } from "vitest";
import { formatCents } from "./money";

describe("formatCents", () => {
  it("shows whole dollars without cents and other amounts with two decimals", () => {
    expect(formatCents(0)).toBe("$0");
    expect(formatCents(15000)).toBe("$150");
    expect(formatCents(123400)).toBe("$1,234");
    expect(formatCents(1250)).toBe("$12.50");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(-4425)).toBe("-$44.25");
  });
});
