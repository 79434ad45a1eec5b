import { Link } from "react-router";
import { cityList } from "~/content/city-list";
import { phoneHref, site } from "~/content/site";
import { cn } from "~/lib/utils";
import { describedBy, FieldError, FieldHint, fieldId, inputClass, Step, TextField } from "./fields";
import type { FieldErrors, FormValues } from "./types";

export function WhereStep({
  values,
  errors,
  set,
}: {
  values: FormValues;
  errors: FieldErrors;
  set: (patch: Partial<FormValues>) => void;
}) {
  return (
    <Step id="step-where" number={3} title="Where">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
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
          name="address"
          label="Street address"
          className="sm:col-span-2"
          autoComplete="street-address"
          maxLength={200}
          value={values.address}
          onChange={(event) => set({ address: event.target.value })}
          error={errors.address}
          hint="House number and street, plus apartment or unit if there is one."
        />
        <TextField
          name="zip"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          inputClassName="max-w-[10rem]"
          value={values.zip}
          onChange={(event) => set({ zip: event.target.value })}
          error={errors.zip}
        />
      </div>
    </Step>
  );
}
