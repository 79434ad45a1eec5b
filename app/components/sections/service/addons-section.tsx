import { Section } from "~/components/section";
import type { Service } from "~/content/schema";
import type { AddonUnit } from "~/domain/catalog";
import type { AddonFact } from "~/domain/catalog-facts";
import { formatCents } from "~/domain/money";

const unitLabel: Record<AddonUnit, string> = { each: "each", "per-room": "per room" };

/** The service's offered add-ons with the catalog's prices in force (`addons`, from the page's loader). */
export function AddonsSection({ service, addons }: { service: Service; addons: readonly AddonFact[] }) {
  if (addons.length === 0) return null;
  return (
    <Section
      id="add-ons"
      tone="muted"
      eyebrow="Extras"
      title="Add-ons"
      lead="Add any of these when you book. Each one is priced up front, so your total is on screen before you confirm."
    >
      <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2" aria-label={`${service.shortTitle} add-ons`}>
        {addons.map((addon) => (
          <li
            key={addon.id}
            data-testid="addon"
            className="flex items-center justify-between gap-4 rounded-xl border border-border bg-white px-5 py-4"
          >
            <span className="font-semibold text-navy-900">{addon.label}</span>
            <span className="shrink-0 text-right">
              <span className="text-lg font-extrabold text-navy-900" data-testid="addon-price">
                {formatCents(addon.priceCents)}
              </span>{" "}
              <span className="text-sm text-muted-foreground" data-testid="addon-unit">
                {unitLabel[addon.unit]}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
