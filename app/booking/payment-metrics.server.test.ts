/**
 * `northstar_payments_settled_total` (README "Metrics"): one more for a card payment settled into its booking by
 * Stripe's signed event, none for the same event sent again. Against the project's Stripe stand-in
 * (tests/support/stripe-server.ts), through the official SDK, as payments.server.test.ts does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getMetrics } from "../metrics/metrics.server";
import { bookingInput } from "../../tests/support/booking-input";
import type { StripeServer } from "../../tests/support/stripe-server";
import { bookingOptions } from "../../tests/support/booked";
import { cardPayments } from "../../tests/support/card-payments";
import { type BookingOptions, submitBooking } from "./service.server";
import { sqliteFile } from "../../tests/support/databases";

const NOW = new Date("2026-06-15T14:00:00Z");
const SECRET = "whsec_metrics_secret";
const { bookings: repo } = sqliteFile("pay-metrics").storage;
let opts: BookingOptions;
const payments = cardPayments(SECRET, () => opts);
let stripe: StripeServer;
beforeAll(() => {
  stripe = payments.stripe;
  opts = bookingOptions(repo, NOW, { capacity: 2, gateway: payments.gateway(), holdMinutes: 30 });
});

const settled = async () => (await getMetrics().paymentsSettled.get()).values[0]?.value ?? 0;

describe("payments settled", () => {
  it("count a paid booking once, not its event sent again nor a booking still waiting", async () => {
    const before = await settled();
    const answer = await submitBooking(bookingInput("2026-06-20"), opts);
    if (answer.status !== 201) throw new Error(JSON.stringify(answer));
    expect(answer.payment?.status).toBe("pending");
    expect(await settled()).toBe(before);
    const session = (await repo.findByReference(answer.reference))!.payment.checkoutSessionId!;
    const event = await stripe.pay(session);
    expect((await repo.findByReference(answer.reference))!.payment.status).toBe("paid");
    expect(await settled()).toBe(before + 1);
    expect(await stripe.resend(event.id)).toBe(200);
    expect(await settled()).toBe(before + 1);
  });
});
