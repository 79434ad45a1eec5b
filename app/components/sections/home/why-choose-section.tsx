import { ContentIcon } from "~/components/ui/icon";
import { Section } from "~/components/section";
import * as english from "~/content/home";
import * as spanish from "~/content/es/home";
import { useLocale, useT } from "~/i18n/use-t";
import { site } from "~/content/site";

export function WhyChooseSection() {
  const locale = useLocale();
  const t = useT();
  const whyChooseUs = locale === "es" ? spanish.whyChooseUs : english.whyChooseUs;
  return (
    <Section id="why-choose-us" tone="navy" eyebrow={site.brand} title={t("why.title")}>
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
