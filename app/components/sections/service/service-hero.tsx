import { BookOrCall } from "~/components/book-or-call";
import { CheckList } from "~/components/ui/check-list";
import { SplitHero } from "~/components/layout/page-hero";
import type { Service, ServicePage } from "~/content/schema";
import { site } from "~/content/site";
import { bookingHref } from "~/domain/booking-links";
import { formatCents } from "~/domain/money";
import { ContentImage } from "~/components/ui/content-image";

/** `from`: the service's starting price in the catalog in force (null: every tier is quoted). */
export function ServiceHero({ service, page, from }: { service: Service; page: ServicePage; from: number | null }) {
  return (
    <SplitHero
      id="service"
      eyebrow={<>Flat-rate pricing · {site.region}</>}
      title={service.title}
      compact
      aside={
        <ContentImage
          image={service.image}
          fetchPriority="high"
          className="hidden h-auto w-full rounded-3xl border border-border bg-white lg:block"
        />
      }
    >
      {from === null ? null : (
        <p className="mt-4 text-lg text-navy-800">
          Starting at <span className="text-2xl font-extrabold text-navy-900">{formatCents(from)}</span>
        </p>
      )}
      <div className="mt-4 max-w-2xl space-y-4 text-lg text-muted-foreground">
        {page.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <CheckList
        items={service.features}
        className="mt-6 grid gap-2 sm:grid-cols-2"
        itemClassName="flex gap-2 text-sm font-medium text-navy-900"
        aria-label={`What ${service.shortTitle.toLowerCase()} includes`}
      />
      <BookOrCall to={bookingHref({ service: service.id })} callIcon={false}>
        Book {service.shortTitle}
      </BookOrCall>
    </SplitHero>
  );
}
