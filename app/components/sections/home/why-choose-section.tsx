import { ContentIcon } from "~/components/ui/icon";
import { Section } from "~/components/section";
import { whyChooseUs } from "~/content/home";
import { site } from "~/content/site";

export function WhyChooseSection() {
  return (
    <Section id="why-choose-us" tone="navy" eyebrow={site.brand} title="Why Choose Us">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChooseUs.map((card) => (
          <li key={card.id} className="rounded-(--radius-card) bg-navy-800 p-6">
            <span className="flex size-12 items-center justify-center rounded-full bg-amber-brand text-navy-950">
              <ContentIcon name={card.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-white">{card.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-navy-100">{card.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
