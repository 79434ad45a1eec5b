import { PageHero } from "~/components/layout/page-hero";
import { contactIntro } from "~/content/contact";

export function ContactHero() {
  return (
    <PageHero id="contact" eyebrow="Get in touch" title="Contact Us" roomy>
      <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{contactIntro}</p>
    </PageHero>
  );
}
