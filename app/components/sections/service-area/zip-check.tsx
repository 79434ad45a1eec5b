import { Icon } from "~/components/ui/icon";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cityName } from "~/content/city-list";
import { site } from "~/content/site";
import { bookingHref } from "~/domain/booking-links";
import { type ServiceAreaAnswer, serviceAreaMessage, zipFormatMessage, ZIP_RE } from "~/domain/service-area";
import { localHref } from "~/content/navigation";
import { useLocale, useT } from "~/i18n/use-t";
import { cn } from "~/lib/utils";

/** What the box says: the answer, or a problem with what was typed. */
export type ZipCheckResult = { answer: ServiceAreaAnswer } | { error: string };

/** The answer in words, with the next step: book in that city, or call us. */
export function ZipCheckAnswer({ result }: { result: ZipCheckResult }) {
  const locale = useLocale();
  const t = useT();
  if ("error" in result) return <p className="font-medium text-destructive">{result.error}</p>;
  const { answer } = result;
  return (
    <div className={cn("flex gap-2", answer.served ? "text-success" : "text-amber-900")}>
      {answer.served ? (
        <Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <Icon name="triangle-exclamation-point" className="mt-0.5 size-5 shrink-0" />
      )}
      <p className="font-medium">
        {serviceAreaMessage(answer, cityName, site.phone, locale)}{" "}
        {answer.served && answer.city ? (
          <Link
            to={localHref(locale, bookingHref({ city: answer.city }))}
            className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900"
          >
            {t("zip.book-in", { city: cityName(answer.city) })}
          </Link>
        ) : null}
      </p>
    </div>
  );
}

/**
 * "Do we serve your ZIP?": a plain GET form to `/service-area` (answered by the server, so it works without
 * JavaScript); with JavaScript, the answer comes from `GET /api/service-area/{zip}` and appears in place.
 */
export function ZipCheck({
  className,
  initial,
  defaultZip = "",
  heading,
  level = 2,
}: {
  className?: string;
  /** A server-rendered answer (the `/service-area` page). */
  initial?: ZipCheckResult;
  defaultZip?: string;
  heading?: string;
  /** The heading's level where the box sits. */
  level?: 2 | 3;
}) {
  const id = useId();
  const locale = useLocale();
  const t = useT();
  const Heading = level === 2 ? "h2" : "h3";
  const [result, setResult] = useState<ZipCheckResult | undefined>(initial);
  const [busy, setBusy] = useState(false);

  async function check(zip: string) {
    if (!ZIP_RE.test(zip)) return setResult({ error: zipFormatMessage(locale) });
    setBusy(true);
    try {
      const res = await fetch(`/api/service-area/${zip}`);
      setResult(res.ok ? { answer: (await res.json()) as ServiceAreaAnswer } : { error: zipFormatMessage(locale) });
    } catch {
      setResult({ error: t("zip.error", { phone: site.phone }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className={cn("rounded-(--radius-card) border border-border bg-white p-5 shadow-sm", className)}
      data-testid="zip-check"
    >
      <Heading id={`${id}-heading`} className="text-lg font-bold text-navy-900">
        {heading ?? t("zip.heading")}
      </Heading>
      <form
        method="get"
        action={localHref(locale, "/service-area")}
        aria-labelledby={`${id}-heading`}
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const zip = String(new FormData(event.currentTarget).get("zip") ?? "").trim();
          void check(zip);
        }}
      >
        <div>
          <label htmlFor={`${id}-zip`} className="block text-sm font-semibold text-navy-900">
            {t("zip.label")}
          </label>
          <input
            id={`${id}-zip`}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            defaultValue={defaultZip}
            aria-describedby={`${id}-answer`}
            className="mt-1.5 h-11 w-32 rounded-md border border-slate-400 px-3 text-base focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-navy-700"
          />
        </div>
        <Button type="submit" disabled={busy}>
          {t("zip.check")}
        </Button>
      </form>
      <div id={`${id}-answer`} role="status" className="mt-3 text-sm empty:mt-0">
        {result ? <ZipCheckAnswer result={result} /> : null}
      </div>
    </div>
  );
}
