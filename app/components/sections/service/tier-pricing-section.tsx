import { TierCard } from "~/components/cards/tier-card";
import { Section } from "~/components/section";
import type { Service } from "~/content/schema";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";

/**
 * The service's tier cards. Each Book link carries the service and the tier's own code, and on a
 * service-by-city page also the city.
 */
export function TierPricingSection({
  service,
  title,
  city,
}: {
  service: Service;
  title: string;
  city?: { name: string; slug: string };
}) {
  const many = service.tiers.length > 4;
  const discount = `Book any two services together and save ${site.multiServiceDiscountPercent}%.`;
  return (
    <Section
      id="pricing"
      eyebrow="Flat-rate pricing"
      title={title}
      lead={
        city
          ? `One flat price, shown before you book: the same rates in ${city.name} as everywhere in ${site.region}. ${discount}`
          : `One flat price, shown before you book. ${discount}`
      }
    >
      <ul className={cn("grid gap-5 sm:grid-cols-2", many ? "lg:grid-cols-3" : "lg:grid-cols-4")}>
        {service.tiers.map((tier) => (
          <li key={tier.code}>
            <TierCard service={service} tier={tier} city={city?.slug} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
