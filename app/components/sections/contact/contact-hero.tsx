import { PageHero } from "~/components/layout/page-hero";
import { contactIntro } from "~/content/contact";
import { type CatalogWords, fillCatalogText } from "~/domain/catalog-words";

/** `words`: the catalog's words in force, which the intro names (the hours). */
export function ContactHero({ words }: { words: CatalogWords }) {
  return (
    <PageHero id="contact" eyebrow="Get in touch" title="Contact Us" roomy>
      <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{fillCatalogText(contactIntro, words)}</p>
    </PageHero>
  );
}
