import { TierCard } from "~/components/cards/tier-card";
import { Section } from "~/components/section";
import type { Service } from "~/content/schema";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";

/** The service's tier cards; each Book link carries the service, the tier's code and this city. */
export function ServiceCityPricing({ service, city }: { service: Service; city: { name: string; slug: string } }) {
  const many = service.tiers.length > 4;
  return (
    <Section
      id="pricing"
      eyebrow="Flat-rate pricing"
      title={`${service.shortTitle} Prices in ${city.name}`}
      lead={`One flat price, shown before you book: the same rates in ${city.name} as everywhere in ${site.region}. Book any two services together and save ${site.multiServiceDiscountPercent}%.`}
    >
      <ul className={cn("grid gap-5 sm:grid-cols-2", many ? "lg:grid-cols-3" : "lg:grid-cols-4")}>
        {service.tiers.map((tier) => (
          <li key={tier.code}>
            <TierCard service={service} tier={tier} city={city.slug} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
