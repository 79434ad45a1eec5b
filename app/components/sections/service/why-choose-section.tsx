import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/section";
import type { Service, ServicePage } from "~/content/schema";
import { site } from "~/content/site";

export function ServiceWhyChooseSection({ service, page }: { service: Service; page: ServicePage }) {
  return (
    <Section id="why-us" tone="navy" eyebrow={site.brand} title={`Why Choose Us for ${service.shortTitle}`}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {page.whyChoose.map((reason) => (
          <li key={reason} className="flex gap-3 rounded-(--radius-card) bg-navy-800 p-5 text-navy-100">
            <Icon name="shield-check" className="size-6 shrink-0 text-amber-soft" />
            <span className="text-sm leading-relaxed">{reason}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
