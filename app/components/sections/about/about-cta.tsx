import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { about } from "~/content/about";
import { phoneHref, site } from "~/content/site";

export function AboutCta() {
  return (
    <section aria-labelledby="about-cta-heading" className="bg-navy-900 text-white">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="about-cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {about.cta.heading}
        </h2>
        <p className="mt-4 text-lg text-navy-100">{about.cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/booking" className={buttonVariants({ variant: "accent", size: "lg" })}>
            {about.cta.label}
          </Link>
          <a href={phoneHref} className={buttonVariants({ variant: "inverse", size: "lg" })}>
            Call {site.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
