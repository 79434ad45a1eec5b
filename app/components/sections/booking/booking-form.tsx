import { Icon } from "~/components/ui/icon";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { PageTrail } from "~/components/layout/page-trail";
import { useHydrated } from "~/hooks/use-hydrated";
import { getService } from "~/content/services";
import { advertisedPromo, type Catalog, catalogBundle, promoAmountLabel } from "~/domain/catalog";
import { dateRangeError } from "~/domain/booking/dates";
import { type FormValues, HONEYPOT_FIELD, WINDOW_MESSAGE } from "~/domain/booking/fields";
import { currentFieldErrors, formValuesFrom } from "~/domain/booking/form";
import { availabilityQueryOf, calendarOrderOf, previewPrice } from "~/domain/booking/order";
import { windowDroppedWords } from "~/domain/booking/calendar-words";
import { type Availability, windowState } from "~/domain/booking/windows";
import { type ServiceAreaAnswer, ZIP_RE } from "~/domain/service-area";
import { AddonsStep } from "./addons-step";
import { DetailsStep, PromoStep } from "./contact-steps";
import { ErrorSummary } from "./error-summary";
import { MobilePriceBar, PriceSummaryPanel } from "./price-summary";
import { PhotosField } from "./photos-field";
import { ReviewStep } from "./review-step";
import { ServicesStep } from "./services-step";
import { useRemoteQuery } from "./use-remote-query";
import type { BookingActionData, BookingFormData } from "./types";
import { WhenStep } from "./when-step";
import { WhereStep } from "./where-step";
import { BOOKING_FORM_ID, useBookingAction } from "./no-script-price";

/**
 * The form's values as the page shows them. Someone on a slow network may type
 * before JavaScript has started; React keeps those values on screen while
 * hydrating but not in its state, so they are read back once it runs.
 */
function valuesFromDom(form: HTMLFormElement, current: FormValues, catalog: Catalog): FormValues {
  const typed = formValuesFrom(new FormData(form), catalog);
  return {
    ...typed,
    // the package and its services are the page's, not fields to read back
    bundle: current.bundle,
    services: current.bundle ? current.services : typed.services,
    tiers: { ...current.tiers, ...typed.tiers },
    window: typed.window || current.window,
  };
}

/**
 * Scrolls the box of a field (its label, input and message: `data-field-box`) into sight when part of it is not:
 * above the sticky price bar of phones and below the fixed header, through the page's scroll padding (issue 37).
 */
function keepFieldInSight(element: Element | null) {
  if (!(element instanceof HTMLElement) || !element.matches("input, select, textarea")) return;
  element.closest<HTMLElement>("[data-field-box]")?.scrollIntoView({ block: "nearest" });
}

/** 128 random bits in hex (`crypto.randomUUID` needs a secure context; `getRandomValues` does not). */
const newFormKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** `/booking?service=a&service=b&rooms=…` for a bundle's services without the bundle (build your own, no JavaScript). */
function customizeHref(values: FormValues, catalog: Catalog): string {
  const bundle = catalogBundle(catalog, values.bundle);
  const params = new URLSearchParams();
  for (const item of bundle?.items ?? []) {
    params.append("service", item.service);
    params.set(getService(item.service)!.tierParam, item.tier);
  }
  if (values.city) params.set("city", values.city);
  return `/booking?${params.toString()}`;
}

/**
 * The booking form: seven numbered steps, a live price, one plain `<form
 * method="post">` to the route's own action (React Router's `<Form>` enhances
 * it when JavaScript runs).
 */
export function BookingForm({
  data,
  actionData,
}: {
  data: BookingFormData;
  actionData: BookingActionData | undefined;
}) {
  const [values, setValues] = useState<FormValues>(() => actionData?.values ?? data.prefill);
  // The catalog the prices come from (docs/decisions/0038): the page's, or a newer one the server answered with
  // when the prices changed since the page was opened.
  const catalog = actionData?.catalog ?? data.catalog;
  const promo = advertisedPromo(catalog);
  // One key per form, made here once JavaScript runs: a double submit or a retry books once (the server replays the
  // first answer). Without JavaScript the server makes one from the browser's cookie (docs/decisions/0024).
  const [ownKey] = useState(newFormKey);
  const hydrated = useHydrated();
  const idempotencyKey = actionData?.idempotencyKey || (hydrated ? ownKey : "");
  const [packageId] = useState(() => data.prefill.bundle || actionData?.values.bundle || "");
  const set = useCallback((patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch })), []);

  // Keep whatever was typed before JavaScript started (see valuesFromDom).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setValues((current) => {
      const next = valuesFromDom(form, current, catalog);
      return JSON.stringify(next) === JSON.stringify(current) ? current : next;
    });
    // once, when the form starts: the catalog is the page's (a later one comes with the server's answer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const bookingAction = useBookingAction();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === "/booking";
  const preview = useMemo(() => previewPrice(values, catalog, data.today), [values, catalog, data.today]);

  // What the server says of the ZIP as it is typed (GET /api/service-area/{zip}?city=…, docs/decisions/0010).
  const zip = values.zip.trim();
  const zipQuery = useRemoteQuery<ServiceAreaAnswer & { cityMiles?: number | null }>(
    ["/api/service-area", values.city ? `${zip}?city=${encodeURIComponent(values.city)}` : zip],
    ZIP_RE.test(zip),
  );
  const zipAnswer = zipQuery.data?.zip === zip ? zipQuery.data : null;

  // Places per window of the chosen date (default query function: GET /api/availability/{date}).
  const dateOk = dateRangeError(values.date, data.range) === null;
  // for this order: its length, services and ZIP (the crews' places, docs/decisions/0044)
  const orderQuery = useMemo(() => availabilityQueryOf(values, catalog), [values, catalog]);
  const incomplete = useMemo(() => calendarOrderOf(values, catalog)?.complete === false, [values, catalog]);
  // The action's answer (400/409) carries fresh places for the sent date and order: it seeds the cache of that query
  // only (issue 55: the places of another order would offer windows this one cannot book).
  const sentQuery = useMemo(
    () => (actionData ? availabilityQueryOf(actionData.values, catalog) : null),
    [actionData, catalog],
  );
  const fromAction =
    actionData?.availability?.date === values.date && sentQuery === orderQuery ? actionData.availability : null;
  const query = useRemoteQuery<Availability>(
    ["/api/availability", `${values.date}${orderQuery}`],
    dateOk,
    fromAction ?? undefined,
  );
  const availability = dateOk ? (query.data ?? fromAction) : null;

  const chosen = windowState(availability, values.window);
  const selectedWindow = chosen.state === "full" || chosen.state === "closed" ? "" : values.window;
  // a window chosen while it fitted, that the order (or the date's places) no longer fits: unselected, and said so
  const dropped =
    values.window && selectedWindow === "" && chosen.why
      ? data.windows.find((w) => w.start === values.window)
      : undefined;

  // Before a submit: what the server would refuse in what is chosen now (e.g. 9 of an extra allowed 4 times), in the
  // server's words, as the visitor types. Once the server has answered (a refused submit): each field's message is the
  // message of its current value (issue 37), by the rules the server applies, so a fixed field's message goes at once,
  // and the summary's count with it. A price preview without JavaScript (200) is no refusal.
  const sent = actionData && actionData.status !== 200 ? actionData : undefined;
  const ruled = sent
    ? currentFieldErrors(values, sent, {
        range: data.range,
        window: selectedWindow,
        zipAnswer,
        catalog,
        today: data.today,
      })
    : preview.errors;
  // the server's own words for a refused window stay; otherwise a dropped window says why it was dropped
  const errors =
    dropped && chosen.why && (!sent || !ruled.window || ruled.window === WINDOW_MESSAGE)
      ? { ...ruled, window: windowDroppedWords(dropped, chosen.why) }
      : ruled;

  // A field being edited stays in sight as its message or the ZIP's answer appears under it (not under the bar).
  const messagesShown = `${JSON.stringify(errors)} ${zipAnswer?.zip ?? ""} ${String(zipAnswer?.served ?? "")}`;
  useEffect(() => keepFieldInSight(document.activeElement), [messagesShown]);

  const switchToCustom = () => {
    const bundle = catalogBundle(catalog, values.bundle);
    if (!bundle) return;
    const tiers = { ...values.tiers };
    for (const item of bundle.items) tiers[item.service] = item.tier;
    set({ bundle: "", services: bundle.items.map((item) => item.service), tiers });
  };
  const switchToPackage = () => {
    const bundle = catalogBundle(catalog, packageId);
    if (!bundle) return;
    const addons = { ...values.addons };
    for (const item of bundle.items)
      for (const addon of item.addons) {
        const key = `${item.service}.${addon.id}`;
        if (!(Number(addons[key]) >= addon.quantity)) addons[key] = String(addon.quantity);
      }
    set({ bundle: bundle.id, services: bundle.items.map((item) => item.service), addons });
  };

  return (
    <>
      <section aria-labelledby="booking-heading" className="bg-gradient-to-b from-navy-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-4 pb-6 sm:px-6 lg:pb-8">
          <PageTrail />
          <h1 id="booking-heading" className="mt-4 text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">
            Book Online
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{data.payment.intro}</p>
        </div>
      </section>

      <div className="group/booking mx-auto max-w-7xl px-4 pb-16 sm:px-6 max-lg:[:root:has(&)]:scroll-pb-24">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            {data.ignored.length > 0 && !actionData ? (
              <div
                role="status"
                className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
                data-testid="ignored-note"
              >
                <Icon name="info" className="mt-0.5 size-5 shrink-0" />
                <p>
                  Part of the link you followed didn't match anything we offer, so we left it out:{" "}
                  <strong>{data.ignored.join(", ")}</strong>. Please choose below.
                </p>
              </div>
            ) : null}

            <Form
              ref={formRef}
              id={BOOKING_FORM_ID}
              method="post"
              action={bookingAction}
              encType="multipart/form-data"
              noValidate
              data-hydrated={hydrated ? "" : undefined}
              className="group space-y-6"
              onSubmit={(event) => {
                if (submitting) event.preventDefault();
              }}
              onFocus={(event) => keepFieldInSight(event.target)}
            >
              <ErrorSummary errors={sent ? errors : (actionData?.errors ?? {})} answer={actionData} />
              {idempotencyKey ? <input type="hidden" name="idempotencyKey" value={idempotencyKey} /> : null}
              {/* the catalog the prices on screen come from: a change since is caught (docs/decisions/0038) */}
              <input type="hidden" name="catalogVersion" value={catalog.version} />
              {/* The honeypot (docs/decisions/0009): out of sight, out of the tab order and hidden from screen readers. */}
              <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
                <label>
                  Leave this field empty
                  <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
                </label>
              </div>
              <ServicesStep
                values={values}
                errors={errors}
                set={set}
                packageId={packageId}
                packageHref={customizeHref(values, catalog)}
                onCustomize={switchToCustom}
                onPackage={switchToPackage}
                catalog={catalog}
              />
              <AddonsStep values={values} errors={errors} set={set} catalog={catalog} />
              <WhereStep
                values={values}
                errors={errors}
                set={set}
                radiusMiles={catalog.serviceArea.radiusMiles}
                zipAnswer={zipAnswer}
                zipQuery={zipQuery.node}
              />
              <WhenStep
                week={catalog.week}
                values={values}
                errors={errors}
                set={set}
                range={data.range}
                windows={data.windows}
                availability={availability}
                loading={dateOk && query.fetching}
                windowConflict={actionData?.status === 409 && Object.hasOwn(actionData.errors, "window")}
                selectedWindow={selectedWindow}
                incomplete={incomplete}
                onDate={hydrated ? (date) => set({ date }) : undefined}
              />
              {query.node}
              <DetailsStep values={values} errors={errors} set={set} note={data.payment.detailsNote}>
                {data.photos ? (
                  <PhotosField
                    values={values}
                    catalog={catalog}
                    error={errors.photos}
                    dropped={actionData?.photosDropped ?? 0}
                  />
                ) : null}
              </DetailsStep>
              <PromoStep
                values={values}
                errors={errors}
                set={set}
                note={preview.quote?.promoNote ?? null}
                promo={promo && { code: promo.code, off: promoAmountLabel(promo) }}
              />
              <ReviewStep
                values={values}
                preview={preview}
                windows={data.windows}
                selectedWindow={selectedWindow}
                hydrated={hydrated}
                submitting={submitting}
                payment={data.payment}
                catalog={catalog}
              />
            </Form>
            <MobilePriceBar preview={preview} hydrated={hydrated} />
          </div>
          <PriceSummaryPanel preview={preview} paymentNote={data.payment.priceNote} hydrated={hydrated} />
        </div>
      </div>
    </>
  );
}
