import { Section } from "~/components/section";
import type { Addon, Service } from "~/content/schema";
import { formatCents } from "~/domain/money";

const unitLabel: Record<Addon["unit"], string> = { each: "each", "per-room": "per room" };

export function AddonsSection({ service }: { service: Service }) {
  return (
    <Section
      id="add-ons"
      tone="muted"
      eyebrow="Extras"
      title="Add-ons"
      lead="Add any of these when you book. Each one is priced up front, so your total is on screen before you confirm."
    >
      <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2" aria-label={`${service.shortTitle} add-ons`}>
        {service.addons.map((addon) => (
          <li
            key={addon.id}
            data-testid="addon"
            className="flex items-center justify-between gap-4 rounded-xl border border-border bg-white px-5 py-4"
          >
            <span className="font-semibold text-navy-900">{addon.label}</span>
            <span className="shrink-0 text-right">
              <span className="text-lg font-extrabold text-navy-900" data-testid="addon-price">
                {formatCents(addon.price)}
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
