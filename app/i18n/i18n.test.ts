import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it, onTestFinished } from "vitest";
import { hoursLabelIn } from "../domain/booking/windows";
import { alternatesOf, basePath, hasVersionIn, localeOfPath, localeOfRequest, pathIn } from "./locale";
import { messageIds, translate } from "./messages";

const run = promisify(execFile);
const ROOT = new URL("../..", import.meta.url).pathname;
const LOCALES = join(ROOT, "app/locales");

/** The source files under `dir`, but the catalogs and the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === LOCALES ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the language of an address (docs/decisions/0052)", () => {
  it("is Spanish under /es only, and each path has its twin in the other language", () => {
    expect(["/es", "/es/", "/es/about", "/es/services/junk-removal/dallas"].map(localeOfPath)).toEqual([
      "es",
      "es",
      "es",
      "es",
    ]);
    expect(["/", "/estimate", "/essays/es", "/about"].map(localeOfPath)).toEqual(["en", "en", "en", "en"]);
    expect(pathIn("es", "/")).toBe("/es");
    expect(pathIn("es", "/services/junk-removal")).toBe("/es/services/junk-removal");
    expect(pathIn("en", "/es/services/junk-removal")).toBe("/services/junk-removal");
    expect(pathIn("en", "/es")).toBe("/");
    expect(basePath("/es/about")).toBe("/about");
    // a loader's request may be for the page's data
    const of = (path: string) => localeOfRequest(new Request(`http://localhost${path}`));
    expect(["/es.data", "/es/about.data", "/es"].map(of)).toEqual(["es", "es", "es"]);
    expect(["/_root.data", "/about.data", "/estimate.data"].map(of)).toEqual(["en", "en", "en"]);
  });

  it("a page with a Spanish version has alternates that point at each other, English the default; others none", () => {
    for (const path of ["/", "/bundles", "/booking"]) {
      if (!hasVersionIn("es", path)) {
        expect(alternatesOf(path)).toBeNull();
        continue;
      }
      const fromEnglish = alternatesOf(path);
      const fromSpanish = alternatesOf(pathIn("es", path));
      expect(fromSpanish).toEqual(fromEnglish);
      expect(fromEnglish).toEqual([
        { hreflang: "en-US", path },
        { hreflang: "es-US", path: pathIn("es", path) },
        { hreflang: "x-default", path },
      ]);
    }
  });
});

describe("the message catalogs (app/locales, `npm run i18n:build`)", () => {
  it("compile without a missing Spanish text, and the compiled catalogs in the checkout are theirs", async () => {
    // inside the checkout, so that the config finds its packages
    mkdirSync(join(ROOT, "test-results"), { recursive: true });
    const copy = mkdtempSync(join(ROOT, "test-results/catalogs-"));
    onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
    cpSync(LOCALES, join(copy, "app/locales"), { recursive: true });
    writeFileSync(join(copy, "lingui.config.ts"), readFileSync(join(ROOT, "lingui.config.ts")));
    const lingui = join(ROOT, "node_modules/@lingui/cli/dist/lingui.js");
    await run(
      process.execPath,
      [lingui, "compile", "--strict", "--workers", "1", "--config", join(copy, "lingui.config.ts")],
      { cwd: copy },
    );
    for (const locale of ["en", "es"]) {
      const compiled = readFileSync(join(copy, `app/locales/${locale}/messages.ts`), "utf8");
      expect(readFileSync(join(LOCALES, `${locale}/messages.ts`), "utf8"), locale).toBe(compiled);
    }
    // a message without its Spanish text stops the build
    const spanish = join(copy, "app/locales/es/messages.po");
    writeFileSync(spanish, readFileSync(spanish, "utf8").replace(/msgstr "Saltar al contenido"/, 'msgstr ""'));
    await expect(
      run(
        process.execPath,
        [lingui, "compile", "--strict", "--workers", "1", "--config", join(copy, "lingui.config.ts")],
        { cwd: copy },
      ),
    ).rejects.toThrow(/Missing 1 translation/);
    // two compiles of both catalogs in child processes (~3 s alone, more beside the build lane): room beyond 5 s
  }, 30_000);

  it("hold every message the app asks for, and none it never asks for", () => {
    const asked = new Set<string>();
    // the app's and the build's (the share images)
    for (const file of [...sources(join(ROOT, "app")), ...sources(join(ROOT, "scripts"))]) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/\b(?:t|translate\([^,()]+,)\s*\(?\s*"([a-z0-9-]+(?:\.[a-z0-9-]+)+)"/g))
        asked.add(m[1]!);
      for (const m of text.matchAll(/message: "([a-z0-9-]+(?:\.[a-z0-9-]+)+)"/g)) asked.add(m[1]!);
    }
    const ids = messageIds();
    expect(
      [...asked].filter((id) => !ids.includes(id)),
      "asked for, not in the catalogs",
    ).toEqual([]);
    expect(
      ids.filter((id) => !asked.has(id)),
      "in the catalogs, asked for by nothing",
    ).toEqual([]);
  });

  it("say each message in Spanish, not in English copied over (but the brand and the words both languages share)", () => {
    const same = messageIds().filter((id) => translate("en", id) === translate("es", id));
    expect(same.sort()).toEqual(["brand.suffix", "nav.blog"]);
  });

  it("fill their placeholders and write the hours as each language does", () => {
    expect(translate("es", "promo.save", { off: "15%", code: "NSPS15" })).toBe(
      "Ahorre 15% en su primer pedido con el código NSPS15",
    );
    const everyDay = { openWeekdays: [0, 1, 2, 3, 4, 5, 6], opens: "07:00", closes: "20:00" };
    expect(hoursLabelIn("en", everyDay)).toBe("Every day, 7:00 AM to 8:00 PM");
    expect(hoursLabelIn("es", everyDay)).toMatch(/^Todos los días, de 7:00 a\.\s?m\. a 8:00 p\.\s?m\.$/);
    expect(hoursLabelIn("es", { ...everyDay, openWeekdays: [1, 2, 3, 4, 5, 6] })).toMatch(
      /^De lunes a sábado, de 7:00/,
    );
    expect(hoursLabelIn("es", { ...everyDay, openWeekdays: [1, 3, 5] })).toMatch(/^Lunes, miércoles y viernes, de /);
  });
});
