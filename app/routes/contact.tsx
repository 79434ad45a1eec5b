import type { Route } from "./+types/contact";
import { ContactHero } from "~/components/sections/contact/contact-hero";
import { ContactMethods } from "~/components/sections/contact/contact-methods";
import { PromoCode } from "~/components/sections/contact/promo-code";
import { ContactReasons } from "~/components/sections/contact/reasons";
import { ServiceArea } from "~/components/sections/contact/service-area";
import { site } from "~/content/site";
import { brandTitle, pageMeta } from "~/seo/meta";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: brandTitle("Contact Us"),
    description: `Call ${site.phone} or e-mail ${site.email}. ${site.hours.label}. New customers get ${site.promo.description} with code ${site.promo.code}.`,
    path: "/contact",
    matches,
  });
}

export default function ContactPage() {
  return (
    <>
      <ContactHero />
      <div className="mx-auto max-w-7xl space-y-8 px-4 pb-20 sm:px-6">
        <ContactMethods />
        <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
          <ServiceArea />
          <div className="space-y-8">
            <PromoCode />
            <ContactReasons />
          </div>
        </div>
      </div>
    </>
  );
}
