import { CheckList } from "~/components/ui/check-list";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import type { Bundle } from "~/content/schema";
import { bundleBookingHref } from "~/domain/booking-links";
import { formatCents } from "~/domain/money";

export function BundleCard({
  bundle,
  city,
  headingLevel = 3,
}: {
  bundle: Bundle;
  city?: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <Card data-testid="bundle-card" className="relative">
      <CardHeader>
        <p className="w-fit rounded-full bg-green-50 px-3 py-1 text-xs font-bold text-success">
          {`Save ${formatCents(bundle.savings)}`}
        </p>
        <CardTitle asLevel={headingLevel}>{bundle.name}</CardTitle>
        <p className="flex items-baseline gap-3">
          <span className="text-3xl font-extrabold text-navy-900" data-testid="bundle-price">
            {formatCents(bundle.bundlePrice)}
          </span>
          <s className="text-base text-muted-foreground" data-testid="bundle-original">
            <span className="sr-only">Regular price </span>
            {formatCents(bundle.originalPrice)}
          </s>
        </p>
      </CardHeader>
      <CardContent>
        <CheckList items={bundle.features} />
      </CardContent>
      <CardFooter>
        <Link
          to={bundleBookingHref(bundle, city)}
          className={buttonVariants({ variant: "accent", className: "w-full" })}
          aria-label={`Book This Bundle: ${bundle.name}`}
        >
          Book This Bundle
        </Link>
      </CardFooter>
    </Card>
  );
}
