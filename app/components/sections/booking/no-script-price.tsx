import type { ReactNode } from "react";
import { useFormAction } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** The booking form's id: buttons outside it (the price bar's) send it with `form`. */
export const BOOKING_FORM_ID = "booking-form";

/**
 * The price without JavaScript (issue 37). The server prices what it was sent; what the visitor changes after that
 * (a service ticked, another size, an extra filled in or emptied) it cannot know, so the page must not go on showing
 * the old price as if it were the new one. Each choice carries, in the server's page only, a mark of what it was when
 * the page was priced (`pricedMark`); CSS (`:has`, no JavaScript) then swaps the price for "Press Update the price to
 * see it" once a choice differs. With JavaScript the price follows every change itself and nothing here is rendered.
 *
 * A quantity changed from one number to another is not seen (CSS can only tell an empty field from a filled one).
 */
export function pricedMark(kind: "choice" | "text", on: boolean): string {
  if (kind === "choice") return on ? "priced-on" : "priced-off";
  return on ? "priced-filled" : "priced-empty";
}

// Literal class names (Tailwind generates only what it finds written out): `…/booking` is the form's page wrapper.
/** Shown only while the page's price is the price of what is chosen. */
export const whileFresh =
  "group-has-[.priced-on:not(:checked),.priced-off:checked,.priced-filled:placeholder-shown,.priced-empty:not(:placeholder-shown)]/booking:hidden";
/** Shown only once something chosen differs from what the page was priced with (then: display block). */
export const whileStale =
  "hidden group-has-[.priced-on:not(:checked),.priced-off:checked,.priced-filled:placeholder-shown,.priced-empty:not(:placeholder-shown)]/booking:block";

/**
 * The booking form's action without the preview's `intent=price` (issue 56: a preview's address says it, so the server
 * knows before reading the form that its photos are not to be decoded; the booking itself must not keep it).
 */
export function useBookingAction(): string {
  const action = useFormAction();
  const [path, query = ""] = action.split("?");
  const params = new URLSearchParams(query);
  params.delete("intent");
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path!;
}

/** The words that say how to see the price without JavaScript. */
export const UPDATE_PRICE_HINT = "Press Update the price to see it.";

/**
 * "Update the price": sends the form for the server's price of what is chosen (no JavaScript), and comes back to
 * `returnTo` (a step's id) on the new page. Outside the form (the price bar), it names the form.
 */
export function UpdatePriceButton({
  returnTo,
  className,
  label = "Update the price",
}: {
  returnTo: string;
  className?: string;
  /** What it is pressed for: the price, or the windows of the date typed (issue 55). */
  label?: string;
}) {
  const action = useBookingAction();
  return (
    <button
      type="submit"
      form={BOOKING_FORM_ID}
      name="intent"
      value="price"
      formNoValidate
      // the intent in the address too: the server knows before reading the form that its photos are not to be
      // decoded (issue 56)
      formAction={`${action}${action.includes("?") ? "&" : "?"}intent=price#${returnTo}`}
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), className)}
    >
      {label}
    </button>
  );
}

/**
 * Without JavaScript (`hydrated` false), what the server priced, until something chosen differs from it; then how to
 * see the new price (no-script-price.tsx). With JavaScript, always `fresh`: the price follows every change.
 */
export function UntilChanged({
  hydrated,
  fresh,
  changed,
}: {
  hydrated: boolean;
  fresh: ReactNode;
  changed: ReactNode;
}) {
  if (hydrated) return fresh;
  return (
    <>
      <div className={cn("contents", whileFresh)}>{fresh}</div>
      <div className={whileStale}>{changed}</div>
    </>
  );
}
