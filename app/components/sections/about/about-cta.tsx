import { BookOrCall } from "~/components/book-or-call";
import { about } from "~/content/about";

export function AboutCta() {
  return (
    <section aria-labelledby="about-cta-heading" className="bg-navy-900 text-white">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="about-cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {about.cta.heading}
        </h2>
        <p className="mt-4 text-lg text-navy-100">{about.cta.text}</p>
        <BookOrCall to="/booking" call="inverse" callIcon={false} centered>
          {about.cta.label}
        </BookOrCall>
      </div>
    </section>
  );
}
