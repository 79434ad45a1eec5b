/**
 * Code cites the ADRs or the README, never a file outside the repository (issue 35): a reader of a clone has neither
 * the product notes beside it nor the machine's absolute paths.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const OUTSIDE = /\b(?:SPEC|PRODUCT)\.md\b|\.\.\/shared\/|\/work\/main\b/;

describe("the code", () => {
  it("cites no file outside the repository", () => {
    const files = execFileSync("git", ["ls-files", "app", "server", "scripts", "tests", "*.ts", "*.js"], {
      encoding: "utf8",
    })
      .split("\n")
      .filter((f) => /\.(ts|tsx|js)$/.test(f) && f !== "tests/support/repository.test.ts");
    expect(files.length).toBeGreaterThan(100);
    const citing = files.filter((f) => OUTSIDE.test(readFileSync(f, "utf8")));
    expect(citing).toEqual([]);
  });
});
