import { Section } from "~/components/section";
import { Accordion } from "~/components/ui/accordion";
import { homeFaqs } from "~/content/faqs";

export function FaqSection() {
  return (
    <Section id="faq" eyebrow="Questions" title="Frequently Asked Questions">
      <div className="mx-auto max-w-3xl rounded-(--radius-card) border border-border bg-white px-6">
        <Accordion name="home-faq" items={homeFaqs} />
      </div>
    </Section>
  );
}
