import { TierCard } from "~/components/cards/tier-card";
import { Section } from "~/components/section";
import type { Service } from "~/content/schema";
import { site } from "~/content/site";
import type { TierFact } from "~/domain/catalog-facts";
import { cn } from "~/lib/utils";

/**
 * The service's offered tier cards, with the catalog's prices in force (`tiers`, from the page's loader) and its
 * multi-service percent (`multiPercent`, "15%"). Each Book link carries the service and the tier's own code, and on a
 * service-by-city page also the city.
 */
export function TierPricingSection({
  service,
  tiers,
  multiPercent,
  title,
  city,
}: {
  service: Service;
  tiers: readonly TierFact[];
  multiPercent: string;
  title: string;
  city?: { name: string; slug: string };
}) {
  const many = tiers.length > 4;
  const discount = `Book any two services together and save ${multiPercent}.`;
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
        {tiers.map((tier) => (
          <li key={tier.code}>
            <TierCard service={service} tier={tier} city={city?.slug} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
