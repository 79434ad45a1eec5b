// Screenshots every pre-rendered page at phone and desktop widths into screenshots/.
// Usage: node tests/support/screenshot.ts [base-url] [path...]  (default: every pre-rendered page of the build)
import { mkdirSync } from "node:fs";
import path from "node:path";
import { findPrerenderedPages } from "../../server/build-files.ts";
import { atEachWidth, launchBrowser } from "./screens.ts";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const paths =
  process.argv.length > 3 ? process.argv.slice(3) : [...findPrerenderedPages(path.resolve("build/client")).keys()];
mkdirSync("screenshots", { recursive: true });
const browser = await launchBrowser();
await atEachWidth(browser, async (name, page) => {
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const file = `screenshots/${name}${p === "/" ? "-home" : p.replaceAll("/", "-")}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
});
await browser.close();
