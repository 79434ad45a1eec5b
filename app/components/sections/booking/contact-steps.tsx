import { Icon } from "~/components/ui/icon";
import { privacyLink } from "~/content/navigation";
import { smsWords } from "~/content/sms";
import type { PromoNote } from "~/domain/pricing";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/hooks/use-hydrated";
import { pricedMark } from "./no-script-price";
import { describedBy, FieldError, FieldHint, fieldId, inputClass, Step, TextField, textFieldOf } from "./fields";
import type { FieldErrors, FormValues } from "~/domain/booking/fields";

type StepProps = { values: FormValues; errors: FieldErrors; set: (patch: Partial<FormValues>) => void };

export const NOTES_MAX = 1000;

/** `note`: what the phone number is for, in the server's payment mode (app/content/payment.ts). */
export function DetailsStep({
  values,
  errors,
  set,
  note,
  children,
}: StepProps & { note: string; children?: React.ReactNode }) {
  const step = { values, errors, set };
  return (
    <Step
      id="step-details"
      number={5}
      title="Your details"
      description={`${note} We use your details only for your booking and never sell them.`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full name"
          className="sm:col-span-2"
          autoComplete="name"
          maxLength={100}
          {...textFieldOf("name", step)}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="A US number, like (214) 555-0142."
          {...textFieldOf("phone", step)}
        />
        <div className="sm:col-span-2">
          <label className="flex items-start gap-3 text-sm font-semibold text-navy-900">
            <input
              type="checkbox"
              name="smsConsent"
              value="yes"
              checked={values.smsConsent === "yes"}
              onChange={(e) => set({ smsConsent: e.target.checked ? "yes" : "" })}
              aria-describedby="sms-consent-detail"
              className="mt-0.5 size-5 shrink-0 accent-navy-900"
            />
            {smsWords.consentLabel}
          </label>
          <p id="sms-consent-detail" className="mt-1 pl-8 text-sm text-muted-foreground">
            {smsWords.consentDetail}
          </p>
        </div>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          hint="Your booking reference is shown on the next page."
          {...textFieldOf("email", step)}
        />
        <div className="sm:col-span-2" data-field-box="">
          <label htmlFor={fieldId("notes")} className="block text-sm font-semibold text-navy-900">
            Notes <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <FieldHint name="notes">Gate codes, parking, pets, or anything the crew should know.</FieldHint>
          <textarea
            id={fieldId("notes")}
            name="notes"
            rows={3}
            maxLength={NOTES_MAX}
            value={values.notes}
            onChange={(event) => set({ notes: event.target.value })}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={describedBy("notes", { hint: true, error: errors.notes })}
            className={cn(inputClass, "mt-1.5 min-h-24 w-full py-2.5")}
          />
          <FieldError name="notes" message={errors.notes} />
        </div>
        {children}
      </div>
      <p className="mt-5 text-sm text-muted-foreground">
        How we keep and use your details:{" "}
        <a
          href={privacyLink.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-navy-700 underline underline-offset-2"
        >
          {privacyLink.label}
          <span className="sr-only"> (opens in a new tab)</span>
          <Icon name="external-link" className="size-4 shrink-0" />
        </a>
      </p>
    </Step>
  );
}

export function PromoStep({
  values,
  errors,
  set,
  note,
  promo,
}: StepProps & {
  note: PromoNote | null;
  /** The code the site advertises for first orders and what it takes off ("15%"), or null (docs/decisions/0038). */
  promo: { code: string; off: string } | null;
}) {
  const step = { values, errors, set };
  // Say why a typed code does not apply (no stacking, bundle), unless the server already said something.
  const preview = !errors.promoCode && note && note.reason !== "invalid" ? note.message : null;
  const hydrated = useHydrated();
  return (
    <Step id="step-promo" number={6} title="Promo code">
      <TextField
        label="Promo code"
        optional
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        inputClassName={cn(
          "sm:max-w-xs uppercase placeholder:normal-case",
          // without JavaScript, what the page was priced with (no-script-price.tsx; `:placeholder-shown` needs one)
          hydrated ? null : pricedMark("text", values.promoCode !== ""),
        )}
        placeholder={hydrated ? undefined : " "}
        hint={
          promo ? (
            <>
              First order with us? Use <strong className="font-bold text-navy-900">{promo.code}</strong> for {promo.off}{" "}
              off the services.
            </>
          ) : (
            "A code of ours, if you have one."
          )
        }
        {...textFieldOf("promoCode", step)}
      />
      {preview ? (
        <p className="mt-2 text-sm text-navy-900" data-testid="promo-note">
          {preview}
        </p>
      ) : null}
    </Step>
  );
}
