import { TierCard } from "~/components/cards/tier-card";
import { Section } from "~/components/section";
import type { Service } from "~/content/schema";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";

export function TierPricingSection({ service }: { service: Service }) {
  const many = service.tiers.length > 4;
  return (
    <Section
      id="pricing"
      eyebrow="Flat-rate pricing"
      title={service.tierHeading}
      lead={`One flat price, shown before you book. Book any two services together and save ${site.multiServiceDiscountPercent}%.`}
    >
      <ul className={cn("grid gap-5 sm:grid-cols-2", many ? "lg:grid-cols-3" : "lg:grid-cols-4")}>
        {service.tiers.map((tier) => (
          <li key={tier.code}>
            <TierCard service={service} tier={tier} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
