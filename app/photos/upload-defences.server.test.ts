/**
 * Uploads by strangers cannot starve anyone (issue 56): a body that stops coming is cut (408) and its slot given back
 * at once; a price preview reads its photos past without decoding one or taking a slot; a request's photos decode a
 * bounded number of pixels in all; the booking form's slots are not the staff's; the booking form's posts are counted
 * per address before a byte of them is read.
 */
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { bookingServicesContext } from "~/booking/http.server";
import { PHOTOS_PIXELS_IN_ALL_MESSAGE } from "~/domain/photos";
import { appDatabase } from "../../tests/support/app-database";
import { png } from "../../tests/support/photos";
import { renderRoute, type RouteModule } from "../../tests/support/render-route";
import { readCustomerUpload } from "./customer-photos.server";
import { strangerUploadSlots, uploadSlots } from "./upload-slots.server";
import { UPLOAD_STALLED_MESSAGE, UploadStalledError, watchUpload } from "./upload-watch.server";

appDatabase("upload-defences", (d) => ({ PHOTOS_DIR: join(d, "photos") }));
const SITE = "http://localhost:3000";
const BOUNDARY = "defences-boundary";
const encoder = new TextEncoder();

/** A multipart request whose body comes as `parts`, each after `gapMs`; the last part is left open when `hang`. */
function slowRequest(parts: (string | Uint8Array)[], gapMs: number, { hang = false, url = `${SITE}/booking` } = {}) {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i >= parts.length) {
        if (!hang) controller.close();
        else await new Promise(() => {}); // a sender that stopped
        return;
      }
      if (i > 0) await new Promise((r) => setTimeout(r, gapMs));
      const part = parts[i++]!;
      controller.enqueue(typeof part === "string" ? encoder.encode(part) : part);
    },
  });
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, Origin: SITE },
    body,
    duplex: "half",
  } as RequestInit);
}
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
const end = `--${BOUNDARY}--\r\n`;

let photo: Buffer;
beforeAll(async () => {
  photo = await png({ width: 200, height: 100 });
});

describe("a body that stops coming (issue 56)", () => {
  it("is cut once it comes slower than the least over the window; a steady one is read whole", async () => {
    const stall = { minBytesPerSecond: 1_000, windowMs: 200 };
    const drip = watchUpload(slowRequest(["a", "b", "c", "d", "e", "f"], 80, { hang: true }), stall);
    await expect(new Response(drip.body).text()).rejects.toBeInstanceOf(UploadStalledError);
    const steady = watchUpload(slowRequest(["x".repeat(500), "y".repeat(500)], 50), stall);
    expect(await new Response(steady.body).text()).toHaveLength(1_000);
  });

  it("cuts a trickling upload with 408 and gives its upload slot back at once; nothing is kept", async () => {
    const request = slowRequest([field("service", "junk-removal"), fileHead("a.png"), photo, "\r\n", "x"], 50, {
      hang: true,
    });
    const started = Date.now();
    const upload = await readCustomerUpload(request, { stall: { minBytesPerSecond: 8_192, windowMs: 300 } });
    expect(upload).toMatchObject({ ok: false, status: 408, message: UPLOAD_STALLED_MESSAGE });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(strangerUploadSlots.busy).toBe(0);
  });
});

describe("what a request from outside may take (issue 56)", () => {
  it("a price preview reads its photos past: none decoded, no slot taken, its fields read", async () => {
    const take = vi.spyOn(strangerUploadSlots, "acquire");
    const upload = await readCustomerUpload(
      slowRequest([field("service", "junk-removal"), fileHead("a.png"), photo, "\r\n", field("zip", "75201"), end], 0),
      { previewOnly: true },
    );
    expect(upload).toMatchObject({ ok: true, photos: [] });
    expect(upload.form.get("zip")).toBe("75201");
    expect(take).not.toHaveBeenCalled();
    take.mockRestore();
  });

  it("the photos of one request decode a bounded number of pixels in all: past it, refused whole", async () => {
    // 200 × 100 each: two fit in 45,000 pixels, the third does not
    const parts = [field("service", "junk-removal")];
    const body: (string | Uint8Array)[] = [...parts];
    for (const name of ["a.png", "b.png", "c.png"]) body.push(fileHead(name), photo, "\r\n");
    body.push(end);
    const upload = await readCustomerUpload(slowRequest(body, 0), { maxPixels: 45_000 });
    expect(upload).toMatchObject({ ok: false, status: 400 });
    if (!upload.ok) expect(upload.message).toContain(PHOTOS_PIXELS_IN_ALL_MESSAGE);
  });

  it("the booking form's upload slots are not the staff's: both taken, a crew's slot is still free", async () => {
    const held = [await strangerUploadSlots.acquire(10), await strangerUploadSlots.acquire(10)];
    expect(await strangerUploadSlots.acquire(10)).toBeNull();
    const crew = await uploadSlots.acquire(10);
    expect(crew).not.toBeNull();
    crew!();
    for (const release of held) release!();
  });

  it("the booking form's posts are counted per address before a byte is read: over the limit, 429 at once", async () => {
    vi.stubEnv("BOOKING_LIMIT_PER_10_MINUTES", "1");
    vi.resetModules();
    const route = (await import("~/routes/booking")) as RouteModule;
    const context = () => {
      const c = new RouterContextProvider();
      c.set(bookingServicesContext, { now: () => new Date("2026-07-01T15:00:00Z") } as never);
      return c;
    };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      // bodies that never come: only a refusal before reading answers them
      const hanging = slowRequest([field("service", "junk-removal")], 0, { hang: true });
      const answered = await Promise.race([
        renderRoute("/booking", route, "/booking", hanging, context()).then((r) => r.status),
        new Promise<number>((r) => setTimeout(() => r(0), i < 4 ? 150 : 2_000)),
      ]);
      statuses.push(answered);
    }
    // four posts (the limit of 1 booking, times 4) wait for their bodies; the fifth is refused at once
    expect(statuses).toEqual([0, 0, 0, 0, 429]);
    vi.unstubAllEnvs();
  });
});
