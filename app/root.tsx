import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import interFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import "./app.css";
import { NotFound, notFoundTitleIn } from "~/components/layout/not-found";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { MobileActionBar } from "~/components/layout/mobile-action-bar";
import { ToastOutlet } from "~/components/ui/toast-outlet";
import { phoneHref, site } from "~/content/site";
import { catalogWordsOf } from "~/domain/catalog-facts";
import { getCatalog } from "~/catalog/catalog.server";
import { getEnv } from "~/utils/env.server";
import { languageTag, localeOfPath, localeOfRequest } from "~/i18n/locale";
import { translate } from "~/i18n/messages";
import { useLocale, useT } from "~/i18n/use-t";

/**
 * What every page needs: the site's address, the Maps key, and the words of the owner's catalog in force that the
 * layout shows (the promo banner's code and percent, the hours) and the pages' texts name (docs/decisions/0038).
 */
export function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  const locale = localeOfRequest(request);
  const key = env.GOOGLE_MAPS_API_KEY;
  // no key, no field: every byte of the home page's HTML counts (docs/decisions/0025)
  return { siteUrl: env.SITE_URL, ...(key ? { googleMapsKey: key } : {}), words: catalogWordsOf(getCatalog(), locale) };
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The one font file (the same hashed asset app.css names): fetched with the HTML so it is ready before first paint.
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function meta({ error, location }: Route.MetaArgs) {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const locale = localeOfPath(location.pathname);
    return [
      { title: notFound ? notFoundTitleIn(locale) : `${translate(locale, "error.title")} | ${site.brand}` },
      { name: "robots", content: "noindex" },
    ];
  }
  return [];
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The owner's dashboard is a tool, not a page of the site: no marketing header, banner or footer.
  const { pathname } = useLocation();
  const dashboard = pathname === "/admin" || pathname.startsWith("/admin/");
  // /booking has its own price bar at the bottom of phones.
  const actionBar = !dashboard && pathname !== "/booking" && !pathname.startsWith("/booking/");
  // undefined when the root loader failed (the error page): the banner and footer then name no catalog figure
  const words = useRootData()?.words;
  const locale = useLocale();
  const t = useT();
  return (
    <html lang={languageTag[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2d52" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("a11y.skip")}
        </a>
        {dashboard ? null : <SiteHeader words={words} />}
        <main
          id="main"
          tabIndex={-1}
          className={dashboard ? "flex-1 outline-none" : "flex-1 pt-[6.25rem] outline-none"}
        >
          {children}
        </main>
        {actionBar ? <MobileActionBar /> : null}
        {dashboard ? null : <SiteFooter hoursLabel={words?.hoursLabel} />}
        <ScrollRestoration />
        <Scripts />
        <HydrationMark />
      </body>
    </html>
  );
}

/** Marks `<html data-hydrated>` once React runs the page (pre-rendered pages hydrate after `load`; tests wait for it). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

export default function App() {
  return (
    <>
      <Outlet />
      <ToastOutlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = isRouteErrorResponse(error) ? `${error.status}: ${error.statusText}` : t("error.unexpected");
  // the phone number is a link inside the sentence: the sentence is split where it goes
  const [before, after] = t("error.call", { phone: "\u0000" }).split("\u0000");
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{t("error.title")}</h1>
      <p className="mt-4 text-muted-foreground">{message}</p>
      <p className="mt-2 text-muted-foreground">
        {before}
        <a className="underline" href={phoneHref}>
          {site.phone}
        </a>
        {after}
      </p>
    </section>
  );
}
