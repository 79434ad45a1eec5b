import { formatCents } from "~/domain/money";
import { cn } from "~/lib/utils";
import { useT } from "~/i18n/use-t";

/**
 * "Starting at $150" (a service's lowest price in the catalog in force); "Custom quote" when none of the service's
 * tiers has a price (`cents` null). `large`: the price as a card's headline figure.
 */
export function StartingAt({
  cents,
  large = false,
  className,
  testId,
}: {
  cents: number | null;
  large?: boolean;
  className?: string;
  testId?: string;
}) {
  const t = useT();
  return (
    <p className={cn("text-sm text-muted-foreground", className)}>
      {cents === null ? null : t("price.starting-at")}
      <span className={cn("font-extrabold text-navy-900", large ? "text-2xl" : "text-lg")} data-testid={testId}>
        {cents === null ? t("price.custom-quote") : formatCents(cents)}
      </span>
    </p>
  );
}
