/**
 * A Checkout page that is not a booking's own but names it (a Payment Link, a tip, another tab's session): what
 * Stripe sends for it is kept as a payment to look at (docs/decisions/0029). For the payment tests, unit and browser.
 */
import type { PaymentGateway } from "../../app/payments/stripe.server";

/** A session of `gateway` naming `reference`: by default a $5 Payment Link of someone else's, with pages elsewhere. */
export function anotherCheckout(
  gateway: PaymentGateway,
  reference: string,
  { attempt = "payment-link", email = "someone@example.com", item = "Anything", amountCents = 500 } = {},
) {
  return gateway.createCheckout({
    reference,
    attempt,
    email,
    items: [{ name: item, amountCents }],
    successUrl: "https://elsewhere.example/ok",
    cancelUrl: "https://elsewhere.example/no",
  });
}
