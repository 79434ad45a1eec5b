import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV", () => {
  it("quotes what needs it (RFC 4180) and ends lines with CRLF", () => {
    expect(toCsv([["a", "b,c", 'say "hi"', "two\nlines", 3, null]])).toBe('a,"b,c","say ""hi""","two\nlines",3,\r\n');
  });

  it("keeps formulas as text: =, +, -, @, tab and CR at the start get an apostrophe", () => {
    for (const cell of ['=HYPERLINK("http://x")', "+1+2", "-2+3", "@SUM(A1)", "\tx", "\rx"])
      expect(csvCell(cell).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("=1,2")).toBe('"\'=1,2"');
    expect(csvCell("(214) 555-0142")).toBe("(214) 555-0142");
    expect(csvCell(-5)).toBe("-5"); // numbers are numbers
  });
});
