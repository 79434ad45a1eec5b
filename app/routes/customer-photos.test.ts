/**
 * The customer's photos (issue 48) through the real routes, on a temporary database and photo folder, with the clock
 * set: the booking form's `photos` (multipart, as a browser without JavaScript sends it) kept with a junk-removal
 * booking, re-encoded without their EXIF; a non-image, an 11th photo and a refused form store nothing; an order
 * that takes no photos keeps none; the booking page's `intent=photos` up to the same 10, while the booking is open
 * (never once cancelled or done, issue 57); the photos served under the page's token; the crew's photos counted apart.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingServicesContext } from "~/booking/http.server";
import { bookingLimiter } from "~/booking/limits.server";
import { pageTokenOf } from "~/booking/page-token.server";
import { cancelBooking, getBookingByToken, setBookingStatus } from "~/booking/service.server";
import { CUSTOMER_PHOTOS_MAX, PHOTO_MAX_SIDE, PHOTO_TYPE_MESSAGE, PHOTOS_PER_JOB } from "~/domain/photos";
import { savePhotos } from "~/photos/photos.server";
import { getStorage } from "~/storage/storage.server";
import { appDatabase } from "../../tests/support/app-database";
import { GPS_DATUM, jpegMarkers, PHONE_MAKER, phoneJpeg, png } from "../../tests/support/photos";
import { renderRoute, type RouteModule } from "../../tests/support/render-route";

const { dir } = appDatabase("customer-photos", (d) => ({ PHOTOS_DIR: join(d, "photos"), OWNER_MFA_REQUIRED: "false" }));
const PHOTOS_DIR = () => join(dir, "photos");
/** The injected clock: Wednesday July 1, 2026, 10:00 in Dallas. */
const NOW = new Date("2026-07-01T15:00:00Z");
const SITE = "http://localhost:3000";

const context = () => {
  const c = new RouterContextProvider();
  c.set(bookingServicesContext, {
    now: () => NOW,
    capacity: 50,
    limiter: bookingLimiter({ per10Minutes: 1_000, perDay: 1_000 }),
    openPerCustomer: 50,
  } as never);
  return c;
};

/** Every file in the photo folder (the photos kept, and any left behind). */
function filesKept(): string[] {
  const all: string[] = [];
  const walk = (at: string) => {
    let names: string[];
    try {
      names = readdirSync(at);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else all.push(path);
    }
  };
  walk(PHOTOS_DIR());
  return all;
}

let n = 0;
/** The booking form as a browser sends it as multipart: the order, the contact, then the photos, then the promo. */
function bookingForm(photos: { name: string; bytes: Buffer; type?: string }[], order: "junk" | "cleaning" = "junk") {
  const i = ++n;
  const form = new FormData();
  if (order === "junk") {
    form.append("service", "junk-removal");
    form.append("tier.junk-removal", "medium");
  } else {
    form.append("service", "cleaning");
    form.append("tier.cleaning", "2");
  }
  for (const [name, value] of Object.entries({
    city: "dallas",
    address: `${i} Elm Street`,
    zip: "75201",
    date: "2026-07-08",
    window: "09:00",
    name: `Casey Photos${i}`,
    phone: `(214) 555-0${200 + i}`,
    email: `casey${i}@example.com`,
    notes: "The pile is in the garage.",
  }))
    form.append(name, value);
  for (const photo of photos)
    form.append("photos", new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type ?? "image/jpeg" }));
  form.append("promoCode", "");
  return form;
}

const post = async (form: FormData) =>
  renderRoute(
    "/booking",
    (await import("./booking")) as RouteModule,
    "/booking",
    { method: "POST", headers: { Origin: SITE }, body: form },
    context(),
  );

/** The booking a redirect to its page names (`/booking/confirmed/{token}`). */
const bookingOf = async (res: { location: string | null; text: string }) => {
  const token = /\/booking\/confirmed\/([^/?#]+)/.exec(res.location ?? "")?.[1];
  const booking = token ? await getBookingByToken(token) : null;
  if (!booking) throw new Error(`no booking: ${res.text.slice(0, 2000)}`);
  return { ...booking, token: token! };
};

let phone: Buffer;
beforeAll(async () => {
  phone = await phoneJpeg({ width: 3000, height: 2000 });
});

describe("the booking form's photos", () => {
  it("keeps three photos with a junk-removal booking, at most 1,600 px and without their EXIF", async () => {
    const res = await post(
      bookingForm([
        { name: "garage.jpg", bytes: phone },
        { name: "side.png", bytes: await png(), type: "image/png" },
        { name: "back.jpg", bytes: await phoneJpeg() },
      ]),
    );
    const booking = await bookingOf(res);
    expect(res.status).toBe(302);
    const photos = await getStorage().photos.list(booking.id);
    expect(photos.map((p) => p.phase)).toEqual(["customer", "customer", "customer"]);
    expect(photos[0]).toMatchObject({ width: PHOTO_MAX_SIDE, height: Math.round((PHOTO_MAX_SIDE * 2) / 3) });
    const files = filesKept();
    expect(files).toHaveLength(3);
    for (const file of files) {
      const bytes = readFileSync(file);
      expect(jpegMarkers(bytes)).not.toContain("APP1");
      expect(bytes.includes(GPS_DATUM)).toBe(false);
      expect(bytes.includes(PHONE_MAKER)).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
  });

  it("refuses a form with a file that is not a photo: no booking, no file, its name in the message", async () => {
    const before = filesKept().length;
    const form = bookingForm([
      { name: "garage.jpg", bytes: await phoneJpeg() },
      { name: "invoice.pdf", bytes: Buffer.from("%PDF-1.7 not a photo"), type: "application/pdf" },
    ]);
    const email = String(form.get("email"));
    const res = await post(form);
    expect(res.status).toBe(400);
    expect(res.text).toContain(`invoice.pdf: ${PHOTO_TYPE_MESSAGE}`);
    expect(res.text).toContain("None of the photos was kept.");
    // what was typed comes back, the fields after the photos too
    expect(res.html).toContain(email);
    expect(filesKept()).toHaveLength(before);
    const digits = String(form.get("phone")).replace(/\D/g, "");
    expect(await getStorage().bookings.hasBookingFor(email, digits)).toBe(false);
  });

  it(`refuses an ${CUSTOMER_PHOTOS_MAX + 1}th photo: nothing booked, nothing stored`, async () => {
    const before = filesKept().length;
    const small = await phoneJpeg();
    const form = bookingForm(
      Array.from({ length: CUSTOMER_PHOTOS_MAX + 1 }, (_, i) => ({ name: `p${i}.jpg`, bytes: small })),
    );
    const res = await post(form);
    expect(res.status).toBe(413);
    expect(res.text).toContain(`a booking takes ${CUSTOMER_PHOTOS_MAX} at most`);
    expect(res.html).toContain(String(form.get("name")));
    expect(filesKept()).toHaveLength(before);
  });

  it("keeps no photo of an order that takes none (a flat-priced cleaning)", async () => {
    const before = filesKept().length;
    const res = await post(bookingForm([{ name: "kitchen.jpg", bytes: await phoneJpeg() }], "cleaning"));
    expect(res.status).toBe(302);
    const booking = await bookingOf(res);
    expect(await getStorage().photos.list(booking.id)).toEqual([]);
    expect(filesKept()).toHaveLength(before);
  });

  it("keeps nothing of a form refused for another field, and says to choose the photos again", async () => {
    const before = filesKept().length;
    const form = bookingForm([{ name: "garage.jpg", bytes: await phoneJpeg() }]);
    form.set("zip", "10001"); // outside the area
    const res = await post(form);
    expect(res.status).toBe(400);
    expect(res.text).toContain("Your photo was not kept with the form: choose it again before you book.");
    expect(filesKept()).toHaveLength(before);
  });
});

describe("the booking page's Add photos", () => {
  const page = async (token: string, init?: RequestInit) =>
    renderRoute(
      "/booking/confirmed/:token",
      (await import("./booking-confirmed")) as RouteModule,
      `/booking/confirmed/${token}`,
      init,
      context(),
    );
  const addPhotos = (token: string, count: number, bytes: Buffer) => {
    const form = new FormData();
    form.append("intent", "photos");
    for (let i = 0; i < count; i++) form.append("photos", new File([new Uint8Array(bytes)], `more${i}.jpg`));
    return page(token, { method: "POST", headers: { Origin: SITE }, body: form });
  };

  it("adds photos up to ten in all, refuses more whole, serves them under the page's token only", async () => {
    const small = await phoneJpeg();
    const res = await post(bookingForm([{ name: "garage.jpg", bytes: small }]));
    const booking = await bookingOf(res);
    const { token } = booking;
    const shown = await page(token);
    expect(shown.text).toContain("Your photos");
    expect(shown.text).toContain(`Up to ${CUSTOMER_PHOTOS_MAX - 1} more`);

    const added = await addPhotos(token, 8, small);
    expect(added.status).toBe(303);
    expect(added.location).toContain("?photos=added");
    expect(await getStorage().photos.count(booking.id, "customer")).toBe(9);

    // two more than the one left: refused whole
    const before = filesKept().length;
    const refused = await addPhotos(token, 2, small);
    expect(refused.status).toBe(413);
    expect(refused.text).toContain("choose at most 1 and send again");
    expect(await getStorage().photos.count(booking.id, "customer")).toBe(9);
    expect(filesKept()).toHaveLength(before);

    // the crew's photos are counted apart: a full set of theirs does not take the customer's place
    const crew = await savePhotos(
      booking.id,
      "before",
      Array.from({ length: PHOTOS_PER_JOB }, (_, i) => ({ name: `c${i}.jpg`, bytes: small })),
      "luis@crew.example",
    );
    expect(crew.every((r) => r.ok)).toBe(true);
    expect((await addPhotos(token, 1, small)).status).toBe(303);
    expect(await getStorage().photos.count(booking.id, "customer")).toBe(CUSTOMER_PHOTOS_MAX);
    const full = await page(token);
    expect(full.text).not.toContain("Send photos");

    // served under the page's token: the customer's own photo; a crew's before photo is not theirs to open
    const { loader } = await import("./booking-photo");
    const photos = await getStorage().photos.list(booking.id);
    const own = photos.find((p) => p.phase === "customer")!;
    const crews = photos.find((p) => p.phase === "before")!;
    const serve = (id: number, t = token) =>
      loader({ params: { token: t, id: String(id) }, context: context(), request: new Request(SITE) } as never);
    expect((await serve(own.id)).status).toBe(200);
    expect((await serve(crews.id)).status).toBe(404);
    expect((await serve(own.id, pageTokenOf("NS-NOSUCH"))).status).toBe(404);
  });

  it("offers no Add photos once the booking is closed, and refuses one sent anyway", async () => {
    const small = await phoneJpeg();
    const res = await post(bookingForm([]));
    const booking = await bookingOf(res);
    const { token } = booking;
    expect((await cancelBooking(token, { now: NOW })).status).toBe(200);
    const cancelled = await getStorage().bookings.findByReference(booking.reference);
    expect(cancelled?.status).toBe("cancelled");
    expect((await page(token)).text).not.toContain("Send photos");
    const refused = await addPhotos(token, 1, small);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("Photos are added while the booking is requested or confirmed.");
  });

  it("offers no Add photos once the job is done (completed), and refuses one sent anyway: nothing stored", async () => {
    const small = await phoneJpeg();
    const booking = await bookingOf(await post(bookingForm([])));
    expect((await page(booking.token)).text).toContain("Send photos");
    // the owner confirms it, then marks it done on its day (Wednesday, July 8, 5:00 PM in Dallas)
    const owner = {
      actor: "owner@ns.example",
      now: new Date("2026-07-08T22:00:00Z"),
      gateway: null,
      mail: { siteUrl: SITE, ownerEmail: "owner@ns.example" },
    };
    expect((await setBookingStatus(booking, "confirmed", owner)).kind).toBe("changed");
    const confirmed = (await getStorage().bookings.findByReference(booking.reference))!;
    expect((await setBookingStatus(confirmed, "completed", owner)).kind).toBe("changed");
    expect((await getStorage().bookings.findByReference(booking.reference))?.status).toBe("completed");

    expect((await page(booking.token)).text).not.toContain("Send photos");
    const before = filesKept().length;
    const refused = await addPhotos(booking.token, 1, small);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("Photos are added while the booking is requested or confirmed.");
    expect(await getStorage().photos.count(booking.id, "customer")).toBe(0);
    expect(filesKept()).toHaveLength(before);
  });

  it("offers no tip for a job done while card payments are off (issue 48), and refuses one asked for", async () => {
    const res = await post(bookingForm([]));
    const booking = await bookingOf(res);
    await getStorage().db.run("UPDATE bookings SET status = 'completed', started_at = ? WHERE id = ?", [
      NOW.toISOString(),
      booking.id,
    ]);
    const shown = await page(booking.token);
    expect(shown.status).toBe(200);
    expect(shown.text).not.toContain("A tip for the crew");
    const refused = await page(booking.token, {
      method: "POST",
      headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=tip&percent=20",
    });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("Tips are given once the job is done, by card on our payment page.");
  });
});
