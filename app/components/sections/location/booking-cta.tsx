import { BookOrCall } from "~/components/book-or-call";

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
        <BookOrCall to={href} size="cta" call="inverse" centered testId="booking-cta">
          {label}
        </BookOrCall>
      </div>
    </section>
  );
}
