import type { Route } from "./+types/contact";
import { ContactHero } from "~/components/sections/contact/contact-hero";
import { ContactMethods } from "~/components/sections/contact/contact-methods";
import { PromoCode } from "~/components/sections/contact/promo-code";
import { ContactReasons } from "~/components/sections/contact/reasons";
import { ServiceArea } from "~/components/sections/contact/service-area";
import { getCatalog } from "~/catalog/catalog.server";
import { site } from "~/content/site";
import { daysPhrase, formatClock } from "~/domain/booking/windows";
import { useRootData } from "~/root";
import { brandTitle, pageMeta, rootWords } from "~/seo/meta";

/** The week of the owner's catalog in force (docs/decisions/0038), as the Hours card shows it. */
export function loader() {
  const { week } = getCatalog();
  return { hours: { days: daysPhrase(week), time: `${formatClock(week.opens)} to ${formatClock(week.closes)}` } };
}

export function meta({ matches }: Route.MetaArgs) {
  const words = rootWords(matches);
  const hours = words ? ` ${words.hoursLabel}.` : "";
  const promo = words?.promoCode
    ? ` New customers get ${words.promoOff} off your first order with code ${words.promoCode}.`
    : "";
  return pageMeta({
    title: brandTitle("Contact Us"),
    description: `Call ${site.phone} or e-mail ${site.email}.${hours}${promo}`,
    path: "/contact",
    matches,
  });
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const words = useRootData()!.words;
  return (
    <>
      <ContactHero words={words} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 pb-20 sm:px-6">
        <ContactMethods hours={loaderData.hours} />
        <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
          <ServiceArea />
          <div className="space-y-8">
            {words.promoCode ? <PromoCode code={words.promoCode} off={words.promoOff} /> : null}
            <ContactReasons words={words} />
          </div>
        </div>
      </div>
    </>
  );
}
