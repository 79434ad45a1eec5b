import { Section } from "~/components/section";
import { Accordion } from "~/components/ui/accordion";
import { homeFaqs } from "~/content/faqs";
import { type CatalogWords, fillCatalogFaqs } from "~/domain/catalog-words";

/** The home FAQ, naming the catalog's figures in force (`words`); without a promo code, not its question. */
export function FaqSection({ words }: { words: CatalogWords }) {
  return (
    <Section id="faq" eyebrow="Questions" title="Frequently Asked Questions">
      <div className="mx-auto max-w-3xl rounded-(--radius-card) border border-border bg-white px-6">
        <Accordion name="home-faq" items={fillCatalogFaqs(homeFaqs, words)} />
      </div>
    </Section>
  );
}
