import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { cityList as cities } from "~/content/city-list";
import { localHref, privacyLinkIn } from "~/content/navigation";
import { serviceNames } from "~/content/es/service-names";
import { useLocale, useT } from "~/i18n/use-t";
import { services } from "~/content/services";
import { emailHref, phoneHref, site } from "~/content/site";
import { Logo } from "./logo";

/** `hoursLabel`: the catalog's hours in force (the root loader's), not shown on an error page without them. */
export function SiteFooter({ hoursLabel }: { hoursLabel?: string }) {
  const locale = useLocale();
  const t = useT();
  const privacyLink = privacyLinkIn(locale);
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverse />
          <p className="text-sm leading-relaxed">{t("footer.tagline")}</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="mb-3 font-semibold text-white">
            {t("footer.services")}
          </h2>
          <ul className="space-y-2 text-sm">
            {services.map((s) => (
              <li key={s.id}>
                <Link className="hover:text-white hover:underline" to={localHref(locale, `/services/${s.id}`)}>
                  {locale === "es" ? serviceNames[s.id].title : s.title}
                </Link>
              </li>
            ))}
            <li>
              <Link className="hover:text-white hover:underline" to={localHref(locale, "/bundles")}>
                {t("nav.bundles")}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-locations">
          <h2 id="footer-locations" className="mb-3 font-semibold text-white">
            {t("footer.locations")}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {cities.map((c) => (
              <li key={c.slug}>
                <Link className="hover:text-white hover:underline" to={localHref(locale, `/locations/${c.slug}`)}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            className="mt-3 inline-block text-sm font-semibold text-amber-soft hover:underline"
            to={localHref(locale, "/locations")}
          >
            {t("footer.all-areas")}
          </Link>
        </nav>
        <div>
          <h2 className="mb-3 font-semibold text-white">{t("footer.contact")}</h2>
          <ul className="space-y-3 text-sm">
            <li>
              <a className="flex items-center gap-2 hover:text-white hover:underline" href={phoneHref}>
                <Icon name="phone" className="size-4" />
                {` ${site.phone}`}
              </a>
            </li>
            <li>
              <a className="flex items-center gap-2 hover:text-white hover:underline" href={emailHref}>
                <Icon name="mail" className="size-4" />
                {` ${site.email}`}
              </a>
            </li>
            {hoursLabel ? (
              <li className="flex items-center gap-2">
                <Icon name="clock" className="size-4" />
                {` ${hoursLabel}`}
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs sm:px-6">
          {`${t("footer.legal", { year: String(new Date().getFullYear()), brand: site.brand, region: site.region, state: site.state })} `}
          <Link className="font-semibold text-white underline" to={privacyLink.href}>
            {privacyLink.label}
          </Link>
        </p>
      </div>
    </footer>
  );
}
