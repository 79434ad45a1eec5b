/**
 * Share images (issue 14; README, Local search): one 1200x630 PNG per indexable page, and the square logo that
 * structured data names, drawn at build time from the brand's own illustrations and each page's title with satori
 * (layout and text as SVG paths, with the Inter font files) and resvg (SVG to PNG). Written into the client build
 * under /og/. Run by `npm run build`, after React Router has built the pages.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { breadcrumbsFor } from "../app/content/breadcrumbs.ts";
import { findCityRef } from "../app/content/city-list.ts";
import { sitemapPaths } from "../app/content/paths.ts";
import { getService, startingPrice } from "../app/content/services.ts";
import { site } from "../app/content/site.ts";
import { formatCents } from "../app/domain/money.ts";
import { LOGO_PATH, OG_IMAGE, ogImagePath } from "../app/seo/paths.ts";
import { localeOfPath } from "../app/i18n/locale.ts";
import { translate } from "../app/i18n/messages.ts";
import "../app/i18n/spanish.ts";

const require = createRequire(import.meta.url);
const font = (weight: number) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const fonts = [400, 700, 800].map((weight) => ({
  name: "Inter",
  data: font(weight),
  weight: weight as 400 | 700 | 800,
  style: "normal" as const,
}));

const NAVY = "#0f2d52";
const NAVY_700 = "#1d4f91";
const AMBER = "#f59e0b";
const CREAM = "#fde68a";

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
/** A satori element (the shape React.createElement makes), without React. */
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});

const dataUri = (file: string) =>
  `data:image/svg+xml;base64,${readFileSync(path.join("public", file)).toString("base64")}`;
const star = dataUri("favicon.svg");

/** What a page's image says, and which illustration it shows. */
export function ogContent(pagePath: string): { eyebrow: string; title: string; detail: string; image: string } {
  const [, first, second, third] = pagePath.split("/");
  const service = first === "services" && second ? getService(second) : undefined;
  const city = first === "services" ? findCityRef(third ?? "") : first === "locations" ? findCityRef(second ?? "") : undefined;
  if (pagePath === "/" || pagePath === "/es") {
    const locale = localeOfPath(pagePath);
    return {
      eyebrow: site.region,
      title: translate(locale, "og.home-title"),
      detail: translate(locale, "og.home-detail", { percent: `${site.promo.percentOff}%` }),
      image: "images/hero.svg",
    };
  }
  if (service)
    return {
      eyebrow: city ? `${city.name}, ${site.state}` : site.region,
      title: city ? `${service.title} in ${city.name}` : service.title,
      detail: `Flat rates from ${formatCents(startingPrice(service.id))}. Book online in minutes.`,
      image: `images/services/${service.id}.svg`,
    };
  if (city)
    return {
      eyebrow: city.county,
      title: `Property services in ${city.name}, ${site.state}`,
      detail: "Cleaning, junk removal and power washing at flat prices.",
      image: "images/hero.svg",
    };
  const name = breadcrumbsFor(pagePath)?.at(-1)?.name ?? site.brand;
  return { eyebrow: site.region, title: name, detail: site.tagline, image: "images/hero.svg" };
}

function card(pagePath: string): Node {
  const { eyebrow, title, detail } = ogContent(pagePath);
  return h(
    "div",
    { display: "flex", width: "100%", height: "100%", background: NAVY, fontFamily: "Inter", color: "white" },
    h(
      "div",
      { display: "flex", flexDirection: "column", justifyContent: "space-between", width: 560, flexShrink: 0, padding: "56px 40px 48px 64px" },
      h(
        "div",
        { display: "flex", alignItems: "center", gap: 16 },
        h("img", { width: 56, height: 56 }, []),
        h("div", { fontSize: 30, fontWeight: 700 }, site.brand),
      ),
      h(
        "div",
        { display: "flex", flexDirection: "column", gap: 18 },
        h("div", { fontSize: 26, fontWeight: 700, color: CREAM, textTransform: "uppercase", letterSpacing: 2 }, eyebrow),
        h("div", { fontSize: title.length > 36 ? 54 : 64, fontWeight: 800, lineHeight: 1.08 }, title),
        h("div", { fontSize: 28, color: "#dbeafe", lineHeight: 1.3 }, detail),
      ),
      h(
        "div",
        { display: "flex", alignItems: "center", gap: 20, fontSize: 28, fontWeight: 700 },
        h("div", { background: AMBER, color: NAVY, borderRadius: 12, padding: "10px 22px" }, "Book online"),
        h("div", {}, site.phone),
      ),
    ),
    h(
      "div",
      { display: "flex", flexGrow: 1, alignItems: "center", justifyContent: "center", background: NAVY_700 },
      h("img", { width: 480, height: 320, borderRadius: 20, flexShrink: 0 }, []),
    ),
  );
}

/** Satori wants `src` on images as props, not style: set them after building the tree. */
function withImages(node: Node, sources: string[]): Node {
  const queue = [...sources];
  const visit = (n: unknown): unknown => {
    if (!n || typeof n !== "object") return n;
    const el = n as Node;
    if (el.type === "img") {
      const { width, height, ...style } = el.props.style as Record<string, unknown>;
      return { type: "img", props: { src: queue.shift(), width, height, style } };
    }
    const children = el.props.children;
    return {
      ...el,
      props: { ...el.props, children: Array.isArray(children) ? children.map(visit) : visit(children) },
    };
  };
  return visit(node) as Node;
}

async function png(tree: Node, width: number, height: number): Promise<Buffer> {
  const svg = await satori(tree as never, { width, height, fonts });
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

export async function buildShareImages(clientDir: string): Promise<number> {
  const outDir = path.join(clientDir, "og");
  mkdirSync(outDir, { recursive: true });
  let count = 0;
  for (const pagePath of sitemapPaths()) {
    const { image } = ogContent(pagePath);
    const tree = withImages(card(pagePath), [star, dataUri(image)]);
    writeFileSync(path.join(clientDir, ogImagePath(pagePath)), await png(tree, OG_IMAGE.width, OG_IMAGE.height));
    count++;
  }
  const logo = withImages(h("div", { display: "flex", width: "100%", height: "100%" }, h("img", { width: 512, height: 512 }, [])), [star]);
  writeFileSync(path.join(clientDir, LOGO_PATH), await png(logo, 512, 512));
  return count + 1;
}

/** The warning a production build gives while SITE_URL is still the local default, or null. */
export function siteUrlWarning(siteUrl: string | undefined): string | null {
  const host = (() => {
    try {
      return siteUrl === undefined ? "localhost" : new URL(siteUrl).hostname; // unset: http://localhost:PORT
    } catch {
      return "";
    }
  })();
  if (!["localhost", "127.0.0.1", "[::1]", "0.0.0.0"].includes(host)) return null;
  return `Warning: SITE_URL is ${siteUrl ?? "unset (http://localhost:PORT)"}: the canonical URLs, the sitemap, robots.txt and the share images of this build point at ${host}. Set SITE_URL=https://your-domain before \`npm run build\` for a public site.`;
}

if (import.meta.main) {
  const warning = siteUrlWarning(process.env.SITE_URL);
  if (warning) console.warn(`\n${warning}\n`);
  const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
  const started = Date.now();
  const count = await buildShareImages(clientDir);
  console.log(`Drew ${count} share images in ${clientDir}/og (${Date.now() - started} ms).`);
}
