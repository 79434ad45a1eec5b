import type { KeyboardEventHandler, ReactNode } from "react";
import type { Route } from "./+types/home";
import { AllCitiesMap } from "~/components/map/all-cities-map";
import { CarouselSection } from "~/components/sections/home/carousel-section";
import { LocationsSection } from "~/components/sections/home/locations-section";
import type * as StaticSections from "~/components/sections/home/static-sections";
import { moveAccordionFocus } from "~/components/ui/accordion-focus";
import { StaticIsland } from "~/components/ui/static-island";
import { getCatalog } from "~/catalog/catalog.server";
import { cityList } from "~/content/city-list";
import { site } from "~/content/site";
import { offeredBundles, startingPrices } from "~/domain/catalog-facts";
import { useRootData } from "~/root";
import { brandTitle, pageMeta, rootWords } from "~/seo/meta";
import { localeOfPath, pathIn } from "~/i18n/locale";
import { translate } from "~/i18n/messages";

/**
 * The sections that never change (docs/decisions/0025): in the server's render; in the browser, loaded only for a
 * client-side visit (the clientLoader), while a visit that starts here keeps their server HTML.
 */
let sections: typeof StaticSections | undefined = import.meta.env.SSR
  ? await import("~/components/sections/home/static-sections")
  : undefined;
const loadSections = async () => (sections ??= await import("~/components/sections/home/static-sections"));

/**
 * The figures of the owner's catalog in force the page shows (docs/decisions/0038): each service's starting price and
 * the offered bundles' prices. The words (the promo code and percents, the hours) are the root loader's. Kept small:
 * the page's HTML has a budget (docs/decisions/0025).
 */
export function loader() {
  const catalog = getCatalog();
  return { from: startingPrices(catalog), bundles: offeredBundles(catalog) };
}

/** A client-side visit: the loader's figures, and the sections' code. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadSections()]);
  return data;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const words = rootWords(matches);
  // the same page at / and at /es, in the address's language (docs/decisions/0052)
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: brandTitle(translate(locale, "home.title")),
    description: words
      ? translate(locale, "home.description", { region: site.region, percent: words.multiPercent })
      : translate(locale, "home.description-plain", { region: site.region }),
    path: pathIn(locale, "/"),
    matches,
  });
}

/** A section as a `StaticIsland`: `render` draws it once its code is there (never while the page hydrates). */
function Island({
  render,
  onKeyDown,
}: {
  render: (code: typeof StaticSections) => ReactNode;
  onKeyDown?: KeyboardEventHandler;
}) {
  return (
    <StaticIsland render={() => (sections ? render(sections) : undefined)} load={loadSections} onKeyDown={onKeyDown} />
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const googleMapsKey = root?.googleMapsKey ?? undefined;
  const words = root!.words;
  const { from, bundles } = loaderData;
  return (
    <>
      <Island render={({ Hero }) => <Hero words={words} />} />
      <Island render={({ ServicesSection }) => <ServicesSection from={from} />} />
      <CarouselSection words={words} />
      <Island render={({ BundlesSection }) => <BundlesSection bundles={bundles} words={words} />} />
      <LocationsSection map={<AllCitiesMap cities={cityList} googleMapsKey={googleMapsKey} />} />
      <Island render={({ WhyChooseSection }) => <WhyChooseSection />} />
      <Island render={({ ReviewsSection }) => <ReviewsSection />} />
      <Island render={({ FaqSection }) => <FaqSection words={words} />} onKeyDown={moveAccordionFocus} />
    </>
  );
}
