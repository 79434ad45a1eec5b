/**
 * A job photo as kept (docs/decisions/0039): the type by the bytes (a PNG named .jpg is a PNG, a text named .jpg is
 * refused), 15 MB at most, upright, inside 1,600 × 1,600, a JPEG with no metadata: the GPS and the phone's name of
 * its EXIF gone, read both by sharp and by the file's own markers. Damaged files are refused with words, not thrown.
 */
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GPS_DATUM, jpegMarkers, PHONE_MAKER, phoneJpeg, png, webp } from "../../tests/support/photos";
import {
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_MAX_PIXELS,
  PHOTO_TOO_MANY_PIXELS_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  PHOTO_UNREADABLE_MESSAGE,
} from "../domain/photos";
import { photoTypeOf, processPhoto } from "./process.server";

const kept = async (bytes: Buffer) => {
  const out = await processPhoto(bytes);
  if (!out.ok) throw new Error(`refused: ${out.message}`);
  return out;
};

describe("the type of a photo, by its bytes", () => {
  it("JPEG, PNG and WebP by their first bytes, whatever the file is called", async () => {
    expect(photoTypeOf(await phoneJpeg())).toBe("jpeg");
    expect(photoTypeOf(await png())).toBe("png");
    expect(photoTypeOf(await webp())).toBe("webp");
    // a PNG sent as "kitchen.jpg": no name reaches the check, only the bytes, and it is kept (as a JPEG)
    const out = await kept(await png({ width: 300, height: 200 }));
    expect(out).toMatchObject({ contentType: "image/jpeg", width: 300, height: 200 });
    expect((await sharp(out.body).metadata()).format).toBe("jpeg");
    expect((await kept(await webp())).contentType).toBe("image/jpeg");
  });

  it("anything else is refused, naming what is taken: text, a GIF, an SVG, a RIFF that is not WebP, nothing", async () => {
    const others = [
      Buffer.from("These are not the photos you are looking for.\n"), // a text file named .jpg
      Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1"),
      Buffer.from([0xff, 0xd8]), // two bytes of a JPEG's start are not one
      Buffer.alloc(0),
    ];
    for (const bytes of others) {
      expect(photoTypeOf(bytes)).toBeNull();
      expect(await processPhoto(bytes)).toEqual({ ok: false, reason: "type", message: PHOTO_TYPE_MESSAGE });
    }
    expect(PHOTO_TYPE_MESSAGE).toMatch(/JPEG, PNG or WebP/);
  });
});

describe("what is refused", () => {
  it("a file over 15 MB, and one at 15 MB is read", async () => {
    expect(PHOTO_MAX_BYTES).toBe(15 * 1024 * 1024);
    const jpeg = await phoneJpeg();
    const over = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES + 1 - jpeg.length)]);
    expect(await processPhoto(over)).toEqual({ ok: false, reason: "too-large", message: PHOTO_TOO_LARGE_MESSAGE });
    // exactly 15 MB (a JPEG with trailing bytes after its end, as some cameras write) is not refused for its size
    const at = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES - jpeg.length)]);
    expect((await processPhoto(at)).ok).toBe(true);
  });

  it("a truncated JPEG, a damaged PNG and a WebP's header alone: refused with a message, not thrown", async () => {
    const jpeg = await phoneJpeg({ width: 800, height: 600 });
    const pngBytes = await png();
    const damaged = [
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      Buffer.concat([pngBytes.subarray(0, 40), Buffer.alloc(200, 0x55)]),
      (await webp()).subarray(0, 16),
    ];
    for (const bytes of damaged)
      expect(await processPhoto(bytes)).toEqual({ ok: false, reason: "unreadable", message: PHOTO_UNREADABLE_MESSAGE });
  });

  it("over 40 megapixels: refused by its header, before any decoding (a PNG of a few bytes claiming 8,000 × 6,000)", async () => {
    // a PNG's signature, its IHDR (8,000 × 6,000, 8-bit RGB), an empty IDAT and IEND: no pixel data at all, so decoding it would
    // only say "unreadable"; the refusal by size comes first
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(8_000, 0);
    ihdr.writeUInt32BE(6_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const claim = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(Buffer.alloc(0))), // an empty image stream: not one row of the pixels claimed
      chunk("IEND", Buffer.alloc(0)),
    ]);
    expect(claim.length).toBeLessThan(100);
    expect(await processPhoto(claim)).toEqual({
      ok: false,
      reason: "too-many-pixels",
      message: PHOTO_TOO_MANY_PIXELS_MESSAGE,
    });
    expect(PHOTO_MAX_PIXELS).toBe(40_000_000);
    expect(PHOTO_TOO_MANY_PIXELS_MESSAGE).toMatch(/40 million pixels/);
  });

  it("more than 40 million pixels, drawn (a small PNG of one colour can claim them)", async () => {
    const bomb = await sharp({ create: { width: 12_000, height: 9_000, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    expect(await processPhoto(bomb)).toEqual({
      ok: false,
      reason: "too-many-pixels",
      message: PHOTO_TOO_MANY_PIXELS_MESSAGE,
    });
  });
});

describe("a photo as kept", () => {
  it("has no metadata: no EXIF (GPS, the phone), no ICC, XMP or IPTC, by sharp and by the file's markers", async () => {
    const input = await phoneJpeg();
    // the photo sent does carry them
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(GPS_DATUM)).toBe(true);
    expect(before.exif?.includes(PHONE_MAKER)).toBe(true);
    expect(before.icc).toBeDefined();
    expect(jpegMarkers(input)).toContain("APP1");

    const out = await kept(input);
    const after = await sharp(out.body).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // no application segment at all (APP1: EXIF, XMP; APP2: ICC; APP13: IPTC; not even JFIF's APP0), no comment
    expect(jpegMarkers(out.body).filter((m) => m.startsWith("APP") || m === "COM")).toEqual([]);
    expect(out.body.includes(GPS_DATUM)).toBe(false);
    expect(out.body.includes(PHONE_MAKER)).toBe(false);
    expect(out.bytes).toBe(out.body.length);
  });

  it("is upright: a photo stored sideways with EXIF orientation 6 comes out turned, its sides swapped", async () => {
    const out = await kept(await phoneJpeg({ width: 400, height: 200, orientation: 6 }));
    expect([out.width, out.height]).toEqual([200, 400]);
    const meta = await sharp(out.body).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    // and one without an orientation is left as it is
    const plain = await kept(await phoneJpeg({ width: 400, height: 200 }));
    expect([plain.width, plain.height]).toEqual([400, 200]);
  });

  it("fits inside 1,600 × 1,600, keeping its proportions, and a small one is not enlarged", async () => {
    const wide = await kept(await phoneJpeg({ width: 4000, height: 3000 }));
    expect([wide.width, wide.height]).toEqual([1600, 1200]);
    const tall = await kept(await phoneJpeg({ width: 3000, height: 4000, orientation: 1 }));
    expect([tall.width, tall.height]).toEqual([1200, 1600]);
    const turned = await kept(await phoneJpeg({ width: 4032, height: 3024, orientation: 6 }));
    expect([turned.width, turned.height]).toEqual([1200, 1600]);
    const small = await kept(await png({ width: 640, height: 480 }));
    expect([small.width, small.height]).toEqual([640, 480]);
    // three 12-megapixel photos decoded and resized: 2.7 s on a busy 2-core run, so more than 5 s
  }, 15_000);

  it("is a JPEG of a fraction of the phone's size, a transparent PNG on white", async () => {
    const input = await phoneJpeg({ width: 4000, height: 3000 });
    const out = await kept(input);
    expect(photoTypeOf(out.body)).toBe("jpeg");
    expect(out.bytes).toBeLessThan(input.length);
    const clear = await kept(await png({ width: 20, height: 20, alpha: true }));
    const { data } = await sharp(clear.body).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(245); // white, not black
  });
});
