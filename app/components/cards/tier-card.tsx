import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import type { Service } from "~/content/schema";
import { bookingHref } from "~/domain/booking-links";
import type { TierFact } from "~/domain/catalog-facts";
import { formatCents } from "~/domain/money";
import { cn } from "~/lib/utils";

/**
 * One pricing tier of a service (a home size, a truck load or a washing area)
 * with a Book button that carries the service code, this tier's own code and,
 * on a city page, the city slug. Compact row on phones, a column card from
 * the `sm` breakpoint up. Its label and price are the catalog's in force (`tier`, from the page's loader; no price: a
 * quote), its description the content's.
 */
export function TierCard({
  service,
  tier,
  city,
  headingLevel = 3,
  className,
}: {
  service: Service;
  tier: TierFact;
  /** city slug, passed on to the booking link */
  city?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const href = bookingHref({ service: service.id, tier: tier.code, city });
  const quote = tier.priceCents === null;
  const label = quote ? "Request a Quote" : "Book Now";
  const description = service.tiers.find((t) => t.code === tier.code)?.description;
  const accessibleName = quote
    ? `Book ${tier.label} ${service.shortTitle}: ${label}`
    : `${label}: ${tier.label} ${service.shortTitle}`;
  return (
    <Card
      data-testid="tier-card"
      data-tier={tier.code}
      layout="custom"
      tone={quote ? "dashed" : "default"}
      className={cn(
        "grid h-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-3 p-5 sm:flex sm:flex-col sm:items-stretch sm:p-6",
        className,
      )}
    >
      <div>
        <CardTitle asLevel={headingLevel}>{tier.label}</CardTitle>
        <p className="mt-1 flex items-baseline gap-2">
          {tier.priceCents === null ? (
            <span
              className="text-xl font-extrabold whitespace-nowrap text-navy-900 sm:text-2xl"
              data-testid="tier-price"
            >
              Custom quote
            </span>
          ) : (
            <>
              <span className="text-3xl font-extrabold text-navy-900" data-testid="tier-price">
                {formatCents(tier.priceCents)}
              </span>
              <span className="text-sm text-muted-foreground">flat rate</span>
            </>
          )}
        </p>
      </div>
      {description ? (
        <p className="col-span-2 text-sm text-muted-foreground sm:order-2 sm:flex-1">{description}</p>
      ) : (
        <span aria-hidden="true" className="hidden sm:order-2 sm:block sm:flex-1" />
      )}
      <Link
        to={href}
        className={buttonVariants({
          variant: quote ? "outline" : "default",
          className: "row-start-1 col-start-2 sm:order-3 sm:mt-2 sm:w-full",
        })}
        aria-label={accessibleName}
        data-testid="tier-book"
      >
        {label}
      </Link>
    </Card>
  );
}
