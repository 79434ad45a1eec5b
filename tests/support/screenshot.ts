// Screenshots every pre-rendered page at phone and desktop widths into screenshots/.
// Usage: node tests/support/screenshot.ts [base-url] [path...]  (default: every pre-rendered page of the build)
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import path from "node:path";
import { findPrerenderedPages } from "../../server/build-files.ts";
import { chromiumArgs, chromiumExecutable } from "./chromium.ts";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const paths =
  process.argv.length > 3 ? process.argv.slice(3) : [...findPrerenderedPages(path.resolve("build/client")).keys()];
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs });
for (const [name, viewport] of Object.entries({
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
})) {
  const page = await browser.newPage({ viewport });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const file = `screenshots/${name}${p === "/" ? "-home" : p.replaceAll("/", "-")}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
