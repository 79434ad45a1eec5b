/**
 * The Spanish pages (issue 58, docs/decisions/0052): in Spanish from the first byte (no English sentence, with and
 * without JavaScript), a switch to the same page in the other language, and `hreflang` pairs that point at each
 * other for every page of the sitemap.
 */
import { hero } from "../../app/content/es/home";
import { languageTag } from "../../app/i18n/locale";
import { translate } from "../../app/i18n/messages";
import "../../app/i18n/spanish";
import { englishIn } from "../support/english-on-page";
import { viewports } from "../support/page-check";
import { servedDocument, textOf } from "../support/served-document";
import { expect, test } from "../support/test";

test.use({ viewport: viewports.phone });

test("the Spanish home page with JavaScript: Spanish throughout, and the switch leads to the same page in English and back", async ({
  page,
}) => {
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", languageTag.es);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
  expect(englishIn(await page.locator("body").innerText()), "English on the Spanish home page").toEqual([]);

  await page
    .getByRole("banner")
    .getByRole("link", { name: translate("es", "language.switch-label") })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", languageTag.en);
  await page
    .getByRole("banner")
    .getByRole("link", { name: translate("en", "language.switch-label") })
    .click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", languageTag.es);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
});

test("the Spanish home page as served (no JavaScript): Spanish words, alternates, and its language in the structured data", async ({
  request,
}) => {
  const { status, document } = await servedDocument(request, "/es");
  expect(status).toBe(200);
  expect(document.documentElement.lang).toBe(languageTag.es);
  for (const script of document.querySelectorAll("script")) script.remove();
  expect(englishIn(textOf(document.body)), "English in the Spanish home page's HTML").toEqual([]);
  const graph = JSON.parse(
    (await (await request.get("/es")).text()).match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!,
  ) as { "@graph": Record<string, unknown>[] };
  expect(graph["@graph"]).toContainEqual(expect.objectContaining({ "@type": "WebPage", inLanguage: languageTag.es }));
  expect(graph["@graph"][0]).toMatchObject({
    contactPoint: { availableLanguage: [languageTag.en, languageTag.es] },
  });
  expect(document.querySelector('meta[property="og:locale"]')?.getAttribute("content")).toBe("es_US");
});

test("every page of the sitemap with a version in the other language names both, and each names the other alike", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)].map(([entry, loc]) => ({
    path: new URL(loc!).pathname,
    alternates: [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
      lang,
      new URL(href!).pathname,
    ]),
  }));
  const paired = entries.filter((e) => e.alternates.length > 0);
  expect(paired.map((e) => e.path)).toEqual(expect.arrayContaining(["/", "/es"]));
  for (const { path, alternates } of paired) {
    // the page itself is one of its alternates, and the default is the English page
    expect(
      alternates.map(([, p]) => p),
      path,
    ).toContain(path);
    expect(alternates.find(([lang]) => lang === "x-default")?.[1], path).toBe(alternates[0]![1]);
    // each alternate's own page and sitemap entry name the same set
    for (const [, other] of alternates) {
      expect(entries.find((e) => e.path === other)?.alternates, `${path} → ${other}`).toEqual(alternates);
      const { document } = await servedDocument(request, other!);
      const links = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute("hreflang"),
        new URL(l.getAttribute("href")!).pathname,
      ]);
      expect(links, other).toEqual(alternates);
    }
  }
});
