/**
 * A database's refusal in the log (issue 35): PostgreSQL's constraint errors carry the refused row in `detail`
 * ("Failing row contains (… name, phone, e-mail, address …)"). On both databases, a booking the database refuses is
 * logged with its code, constraint and table, and with no name, street address, e-mail or phone.
 */
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { bothDatabases } from "../../tests/support/databases";
import { priceOrder } from "../domain/pricing";
import { createLogger } from "../utils/logger.server";
import { defaultCatalog } from "../domain/catalog";

const { backends } = bothDatabases("errors-in-logs");

const customer = {
  name: "Ada Lovelace",
  address: "4217 Marigold Terrace",
  email: "ada.lovelace@example.com",
  phone: "(214) 555-0177",
};

describe.each(Object.entries(backends))("a database's error in the log, on %s", (_name, open) => {
  it("names its code, constraint and table, and holds none of the customer's details", async () => {
    const storage = await open();
    const lines = [{ service: "junk-removal" as const, tier: "small", addons: [] }];
    const priced = priceOrder({ lines, bundleId: undefined, promoCode: undefined, isFirstOrder: true }, defaultCatalog());
    if (!priced.ok) throw new Error("the order should price");
    const error = await storage.bookings
      .create({
        booking: {
          date: "next Tuesday", // refused by the table's CHECK on the date's form
          windowStart: "09:00",
          windowEnd: "11:00",
          bundleId: null,
          lines,
          quote: priced.quote,
          promoCode: null,
          city: "plano",
          zip: "75074",
          notes: "Gate code 4417, ask for Ada",
          ...customer,
        },
        capacity: 2,
        requireFirstOrder: false,
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    const logged: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    createLogger("info", sink as never).error({ err: error }, "POST /api/bookings: storage failure");
    const line = logged.join("");
    for (const detail of ["Ada", "Lovelace", "Marigold", "4217", "ada.lovelace", "555-0177", "2145550177", "Gate code"])
      expect(line, detail).not.toContain(detail);
    const err = JSON.parse(line).err as Record<string, unknown>;
    expect(err.detail).toBeUndefined();
    if (storage.kind === "postgres") {
      expect(err).toMatchObject({ code: "23514", table: "bookings", constraint: "bookings_date_check" });
      // the raw error does carry the row: that is what the log must not keep
      expect(String((error as { detail?: string }).detail)).toContain("Lovelace");
    } else {
      expect(err.code).toBe("ERR_SQLITE_ERROR");
      expect(err.message).toMatch(/CHECK constraint failed/);
    }
  });
});
