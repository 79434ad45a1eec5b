import { Section } from "~/components/section";
import { Accordion } from "~/components/ui/accordion";
import { homeFaqs } from "~/content/faqs";
import { homeFaqs as spanishFaqs } from "~/content/es/faqs";
import { useLocale, useT } from "~/i18n/use-t";
import { type CatalogWords, fillCatalogFaqs } from "~/domain/catalog-words";

/** The home FAQ, naming the catalog's figures in force (`words`); without a promo code, not its question. */
export function FaqSection({ words }: { words: CatalogWords }) {
  const locale = useLocale();
  const t = useT();
  return (
    <Section id="faq" eyebrow={t("faq.eyebrow")} title={t("faq.title")}>
      <div className="mx-auto max-w-3xl rounded-(--radius-card) border border-border bg-white px-6">
        <Accordion name="home-faq" items={fillCatalogFaqs(locale === "es" ? spanishFaqs : homeFaqs, words)} />
      </div>
    </Section>
  );
}
