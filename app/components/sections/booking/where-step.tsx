import { Icon } from "~/components/ui/icon";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { cityList, cityName } from "~/content/city-list";
import { phoneHref, site } from "~/content/site";
import { cn } from "~/lib/utils";
import { describedBy, FieldError, FieldHint, fieldId, inputClass, Step, TextField, textFieldOf } from "./fields";
import type { FieldErrors, FormValues } from "~/domain/booking/fields";
import { cityMismatchMessage, type ServiceAreaAnswer, serviceAreaMessage } from "~/domain/service-area";

/**
 * What the server says of the ZIP as it is typed (`GET /api/service-area/{zip}?city=…`, asked by the form): served
 * or not, with our phone number when not; a ZIP far from the chosen city is pointed out; an empty city is filled with
 * the ZIP's. The server checks again when the form is sent (and without JavaScript, only then). The field's own
 * message (`error`) is shown here too, in the same live region, so a screen reader hears it change as the ZIP is
 * typed; once the form has been sent, a ZIP outside the area is that message: said once, never twice (issue 37).
 */
function ZipStatus({
  values,
  set,
  radiusMiles,
  answer,
  query,
  error,
}: {
  values: FormValues;
  set: (patch: Partial<FormValues>) => void;
  radiusMiles: number;
  answer: ZipAnswer | null;
  query: ReactNode;
  error: string | undefined;
}) {
  const suggested = answer?.served ? answer.city : null;
  useEffect(() => {
    if (suggested && !values.city) set({ city: suggested });
  }, [suggested, values.city, set]);

  const mismatch =
    answer?.served && values.city && answer.city !== values.city
      ? cityMismatchMessage(answer.zip, cityName(values.city), answer.cityMiles ?? null, radiusMiles)
      : null;
  const shown = answer && !(error && !answer.served) ? answer : null;
  return (
    <div role="status" data-testid="zip-status" className="text-sm">
      {query}
      <FieldError name="zip" message={error} />
      {shown ? (
        <p className={cn("mt-2 flex gap-2", shown.served ? "text-success" : "text-amber-900")}>
          {shown.served ? (
            <Icon name="circle-check" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <Icon name="triangle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          )}
          <span>
            {serviceAreaMessage(shown, cityName, site.phone)}
            {mismatch ? <span className="block text-amber-900">{mismatch}</span> : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** The service area's answer for a ZIP, with the miles to the chosen city when one was given. */
type ZipAnswer = ServiceAreaAnswer & { cityMiles?: number | null };

export function WhereStep({
  values,
  errors,
  set,
  radiusMiles,
  zipAnswer,
  zipQuery,
}: {
  values: FormValues;
  errors: FieldErrors;
  set: (patch: Partial<FormValues>) => void;
  /** The service radius (SERVICE_RADIUS_MILES): a ZIP farther than this from the chosen city is pointed out. */
  radiusMiles: number;
  /** The service area's answer for the ZIP on screen, once the page has it (JavaScript). */
  zipAnswer: ZipAnswer | null;
  /** The element that asks for it (useRemoteQuery's node). */
  zipQuery: ReactNode;
}) {
  const step = { values, errors, set };
  return (
    <Step id="step-where" number={3} title="Where">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2" data-field-box="">
          <label htmlFor={fieldId("city")} className="block text-sm font-semibold text-navy-900">
            City
          </label>
          <FieldHint name="city">
            We serve {cityList.length} cities in {site.region}. Outside them?{" "}
            <a href={phoneHref} className="font-semibold text-navy-700 underline underline-offset-2">
              Call {site.phone}
            </a>{" "}
            or see our{" "}
            <Link to="/locations" className="font-semibold text-navy-700 underline underline-offset-2">
              service area
            </Link>
            .
          </FieldHint>
          <select
            id={fieldId("city")}
            name="city"
            required
            value={values.city}
            onChange={(event) => set({ city: event.target.value })}
            aria-invalid={errors.city ? true : undefined}
            aria-describedby={describedBy("city", { hint: true, error: errors.city })}
            autoComplete="address-level2"
            className={cn(inputClass, "mt-1.5 h-12 w-full sm:max-w-sm")}
          >
            <option value="">Choose your city</option>
            {[...cityList]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((city) => (
                <option key={city.slug} value={city.slug}>
                  {city.name}
                </option>
              ))}
          </select>
          <FieldError name="city" message={errors.city} />
        </div>
        <TextField
          label="Street address"
          className="sm:col-span-2"
          autoComplete="address-line1"
          maxLength={200}
          {...textFieldOf("address", step)}
          hint="House number and street, plus apartment or unit if there is one."
        />
        <TextField
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          className="sm:col-span-2"
          inputClassName="max-w-[10rem]"
          {...textFieldOf("zip", step)}
          errorInChildren
        >
          <ZipStatus
            values={values}
            set={set}
            radiusMiles={radiusMiles}
            answer={zipAnswer}
            query={zipQuery}
            error={errors.zip}
          />
        </TextField>
      </div>
    </Step>
  );
}
