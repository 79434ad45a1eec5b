import { PageTrail } from "~/components/layout/page-trail";
import { contactIntro } from "~/content/contact";

export function ContactHero() {
  return (
    <section aria-labelledby="contact-heading" className="bg-gradient-to-b from-navy-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-10 sm:px-6">
        <PageTrail />
        <div className="mx-auto mt-6 max-w-3xl text-center">
          <p className="mb-3 text-sm font-bold tracking-wider text-navy-700 uppercase">Get in touch</p>
          <h1 id="contact-heading" className="text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">
            Contact Us
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{contactIntro}</p>
        </div>
      </div>
    </section>
  );
}
