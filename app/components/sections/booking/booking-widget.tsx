import { useEffect } from "react";
import { PageTrail } from "~/components/layout/page-trail";
import { phoneHref, site } from "~/content/site";

/** Marks everything the widget adds to the document, so leaving the page can remove all of it. */
export const WIDGET_ATTR = "data-booking-widget";

/**
 * Adds the provider's stylesheet and script to `<head>` unless they are there
 * already. Returns the clean-up: removes them and anything else marked
 * `data-booking-widget` (elements the provider's script added).
 */
export function mountWidgetAssets(doc: Document, { scriptUrl, styleUrl }: { scriptUrl: string; styleUrl: string }) {
  const present = (selector: string, attr: "href" | "src", url: string) =>
    [...doc.querySelectorAll<HTMLElement>(selector)].some((el) => el.getAttribute(attr) === url);

  if (!present(`link[${WIDGET_ATTR}]`, "href", styleUrl)) {
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = styleUrl;
    link.setAttribute(WIDGET_ATTR, "");
    doc.head.append(link);
  }
  if (!present(`script[${WIDGET_ATTR}]`, "src", scriptUrl)) {
    const script = doc.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.setAttribute(WIDGET_ATTR, "");
    doc.head.append(script);
  }
  return () => {
    for (const el of doc.querySelectorAll(`[${WIDGET_ATTR}]`)) el.remove();
  };
}

/**
 * Embed mode (README, Configuration: the `BOOKING_WIDGET_*` settings): the third-party scheduling page full-page,
 * with the booking query parameters passed on as prefill. The frame is in the
 * server HTML (it works without JavaScript); the provider's script and
 * stylesheet are added once on arrival and removed on leaving.
 */
export function BookingWidget({
  scriptUrl,
  styleUrl,
  frameSrc,
}: {
  scriptUrl: string;
  styleUrl: string;
  frameSrc: string;
}) {
  useEffect(() => mountWidgetAssets(document, { scriptUrl, styleUrl }), [scriptUrl, styleUrl]);

  return (
    <section aria-labelledby="booking-heading" className="mx-auto flex max-w-7xl flex-col px-4 pt-4 pb-8 sm:px-6">
      <PageTrail />
      <div className="mt-2 mb-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h1 id="booking-heading" className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
          Book Online
        </h1>
        <p className="text-sm text-muted-foreground">
          Prefer the phone?{" "}
          <a href={phoneHref} className="font-semibold text-navy-700 underline underline-offset-2">
            Call {site.phone}
          </a>
        </p>
      </div>
      <iframe
        title="Online booking"
        src={frameSrc}
        data-booking-frame=""
        className="h-[calc(100dvh-12rem)] min-h-[36rem] w-full rounded-(--radius-card) border border-border bg-white"
      />
    </section>
  );
}
