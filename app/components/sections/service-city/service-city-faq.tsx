import { Section } from "~/components/section";
import { Accordion } from "~/components/ui/accordion";
import type { Faq, Service } from "~/content/schema";

/** Questions about this service in this city, as a single-open accordion. */
export function ServiceCityFaq({
  service,
  cityName,
  faqs,
}: {
  service: Service;
  cityName: string;
  faqs: readonly Faq[];
}) {
  return (
    <Section id="faq" eyebrow="Questions" title={`${service.shortTitle} FAQs for ${cityName}`}>
      <div
        className="mx-auto max-w-3xl rounded-(--radius-card) border border-border bg-white px-6"
        data-testid="city-faqs"
      >
        <Accordion name="city-faq" items={[...faqs]} />
      </div>
    </Section>
  );
}
