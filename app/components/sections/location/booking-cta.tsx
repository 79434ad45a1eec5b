import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { phoneHref, site } from "~/content/site";

/** A closing call to action: a booking button (already carrying the page's city and service) and the phone number. */
export function BookingCta({
  id = "book",
  title,
  text,
  href,
  label,
}: {
  id?: string;
  title: string;
  text: string;
  href: string;
  label: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-navy-900 text-white">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id={`${id}-heading`} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-navy-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={href}
            className={buttonVariants({
              variant: "accent",
              size: "cta",
            })}
            data-testid="booking-cta"
          >
            {label}
          </Link>
          <a href={phoneHref} className={buttonVariants({ variant: "inverse", size: "lg" })}>
            <Icon name="phone" />
            Call {site.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
