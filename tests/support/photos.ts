/**
 * Photos for the job photo tests (docs/decisions/0039), drawn with sharp: a phone's JPEG with the place it was taken
 * (GPS) and the phone's name in its EXIF, turned by its EXIF orientation; a PNG; a WebP. And a reader of a JPEG's
 * markers, to see which segments a file carries without trusting the library that wrote it.
 */
import sharp from "sharp";

/** Words the EXIF of `phoneJpeg` holds (the GPS datum, the maker): none may be found in a photo kept. */
export const GPS_DATUM = "WGS-84";
export const PHONE_MAKER = "AcmePhone";

/**
 * A JPEG of `width` × `height` pixels as stored (before its orientation is applied), with GPS EXIF and the maker;
 * `orientation` 6: the phone was held upright, the picture is to be turned 90° clockwise to be seen.
 */
export async function phoneJpeg({
  width = 400,
  height = 200,
  orientation = 1,
}: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3080c0" } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: PHONE_MAKER, Model: "Model 7" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "32/1 46/1 30/1", GPSLongitudeRef: "W", GPSMapDatum: GPS_DATUM },
    })
    .toBuffer();
}

export async function png({ width = 300, height = 200, alpha = false } = {}): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: alpha ? "#00000000" : "#c03030" },
  })
    .png()
    .toBuffer();
}

export async function webp({ width = 300, height = 200 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#30c030" } })
    .webp()
    .toBuffer();
}

/** The markers of a JPEG's header, up to its image data (SOS), by name: "APP0", "APP1" (EXIF, XMP), "APP2" (ICC)… */
export function jpegMarkers(jpeg: Buffer): string[] {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error("not a JPEG");
  const names: string[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error(`no marker at ${at}`);
    const code = jpeg[at + 1]!;
    const name =
      code >= 0xe0 && code <= 0xef
        ? `APP${code - 0xe0}`
        : code === 0xfe
          ? "COM"
          : code === 0xda
            ? "SOS"
            : `0x${code.toString(16)}`;
    names.push(name);
    if (code === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return names;
}
