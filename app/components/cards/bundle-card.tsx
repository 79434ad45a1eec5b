import { CheckList } from "~/components/ui/check-list";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import type { Bundle } from "~/content/schema";
import { bundleBookingHref } from "~/domain/booking-links";
import type { BundleFact } from "~/domain/catalog-facts";
import { formatCents } from "~/domain/money";
import { useT } from "~/i18n/use-t";

/**
 * A bundle: its words (name, features, what it books) from the content (`bundle`), its figures from the catalog in
 * force (`figures`, from the page's loader): the bundle price, its items at list price, and the difference saved.
 */
export function BundleCard({
  bundle,
  figures: [, priceCents, listCents],
  city,
  headingLevel = 3,
}: {
  bundle: Pick<Bundle, "id" | "name" | "features" | "items">;
  figures: BundleFact;
  city?: string;
  headingLevel?: 2 | 3;
}) {
  const savings = listCents - priceCents;
  const t = useT();
  return (
    <Card data-testid="bundle-card" className="relative">
      <CardHeader>
        {savings > 0 ? (
          <p className="w-fit rounded-full bg-green-50 px-3 py-1 text-xs font-bold text-success">
            {t("bundle.save", { amount: formatCents(savings) })}
          </p>
        ) : null}
        <CardTitle asLevel={headingLevel}>{bundle.name}</CardTitle>
        <p className="flex items-baseline gap-3">
          <span className="text-3xl font-extrabold text-navy-900" data-testid="bundle-price">
            {formatCents(priceCents)}
          </span>
          {savings > 0 ? (
            <s className="text-base text-muted-foreground" data-testid="bundle-original">
              <span className="sr-only">{t("bundle.regular")}</span>
              {formatCents(listCents)}
            </s>
          ) : null}
        </p>
      </CardHeader>
      <CardContent>
        <CheckList items={bundle.features} />
      </CardContent>
      <CardFooter>
        <Link
          to={bundleBookingHref(bundle, city)}
          className={buttonVariants({ variant: "accent", className: "w-full" })}
          aria-label={t("bundle.book-label", { name: bundle.name })}
        >
          {t("bundle.book")}
        </Link>
      </CardFooter>
    </Card>
  );
}
