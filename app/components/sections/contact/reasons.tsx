import { CheckItem } from "~/components/ui/check-list";
import { contactReasons } from "~/content/contact";
import { type CatalogWords, fillCatalogText } from "~/domain/catalog-words";

/** `words`: the catalog's words in force, which the reasons name (the multi-service percent). */
export function ContactReasons({ words }: { words: CatalogWords }) {
  const reasons = contactReasons.map((reason) => fillCatalogText(reason, words)).filter((reason) => reason !== "");
  return (
    <section aria-labelledby="reasons-heading" className="rounded-(--radius-card) bg-navy-900 p-6 text-white sm:p-8">
      <h2 id="reasons-heading" className="text-2xl font-extrabold">
        Why choose us
      </h2>
      <ul className="mt-4 space-y-3" data-testid="contact-reasons">
        {reasons.map((reason) => (
          <CheckItem
            key={reason}
            className="flex gap-3 text-navy-100"
            iconClassName="mt-0.5 size-5 shrink-0 text-amber-soft"
          >
            {reason}
          </CheckItem>
        ))}
      </ul>
    </section>
  );
}
