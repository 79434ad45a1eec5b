/**
 * Reading a photo upload (docs/decisions/0039): the form's fields and files; a file over 15 MB refuses the whole
 * request with a 413 once 15 MB of it have been read, never more (the body is a stream counting what is pulled from
 * it); too many files, a body announced too large, a body that is not a form, a broken one.
 */
import { describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES } from "../domain/photos";
import {
  eachPhotoUpload,
  type UploadedPhoto,
  UPLOAD_FILE_TOO_LARGE_MESSAGE,
  UPLOAD_NOT_MULTIPART_MESSAGE,
  UPLOAD_UNREADABLE_MESSAGE,
  uploadTooManyMessage,
} from "./upload.server";

const BOUNDARY = "----northstar-test-boundary";
const MB = 1024 * 1024;

type Part = { name: string; value: string } | { name: string; filename: string; size: number; fill?: number };

/** A multipart body made a megabyte at a time as it is read, counting the bytes pulled from it. */
function streamedForm(parts: Part[]) {
  const counter = { pulled: 0 };
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (const part of parts) {
      if ("value" in part) {
        yield Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        );
        continue;
      }
      yield Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          "Content-Type: image/jpeg\r\n\r\n",
      );
      for (let left = part.size; left > 0; left -= MB) yield Buffer.alloc(Math.min(MB, left), part.fill ?? 0xab);
      yield Buffer.from("\r\n");
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  const source = chunks();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await source.next();
        if (next.done) controller.close();
        else {
          counter.pulled += next.value.length;
          controller.enqueue(next.value);
        }
      },
    },
    { highWaterMark: 0 },
  );
  return { body, counter };
}

/** Every file handed over, in order, with the fields (as `eachPhotoUpload` answers). */
async function readPhotoUploads(request: Request, { maxFiles }: { maxFiles: number }) {
  const files: UploadedPhoto[] = [];
  const result = await eachPhotoUpload(request, { maxFiles, onFile: async (file) => void files.push({ ...file, bytes: Buffer.from(file.bytes) }) });
  return result.ok ? { ok: true as const, fields: result.fields, files } : result;
}

const request = (body: BodyInit | ReadableStream, headers: Record<string, string> = {}) =>
  new Request("http://localhost/admin/jobs/1/photos", {
    method: "POST",
    body,
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    duplex: "half",
  } as RequestInit);

describe("readPhotoUploads", () => {
  it("reads the fields and the files (their own names, no folders), skipping an empty file input", async () => {
    const form = new FormData();
    form.append("phase", "after");
    form.append("intent", "photos");
    form.append("phase", "before"); // a second value of a name: the first counts, as formData().get says
    form.append("photos", new File([Buffer.from([0xff, 0xd8, 0xff, 1])], "DCIM/Camera/IMG_0001.jpg"));
    form.append("photos", new File([Buffer.from("second")], "kitchen.png"));
    form.append("photos", new File([], "")); // "no file chosen"
    const result = await readPhotoUploads(new Request("http://localhost/", { method: "POST", body: form }), {
      maxFiles: 20,
    });
    expect(result).toEqual({
      ok: true,
      fields: { phase: "after", intent: "photos" },
      files: [
        { name: "IMG_0001.jpg", bytes: Buffer.from([0xff, 0xd8, 0xff, 1]) },
        { name: "kitchen.png", bytes: Buffer.from("second") },
      ],
    });
  });

  it("takes a file of exactly 15 MB", async () => {
    const { body } = streamedForm([{ name: "photos", filename: "big.jpg", size: PHOTO_MAX_BYTES }]);
    const result = await readPhotoUploads(request(body), { maxFiles: 2 });
    if (!result.ok) throw new Error(result.message);
    expect(result.files[0]?.bytes.length).toBe(PHOTO_MAX_BYTES);
  });

  it("a file over 15 MB: 413 for the whole request, after reading no more than 15 MB of it", async () => {
    const { body, counter } = streamedForm([
      { name: "phase", value: "before" },
      { name: "photos", filename: "ok.jpg", size: 2 * MB },
      { name: "photos", filename: "huge.jpg", size: 60 * MB },
      { name: "photos", filename: "never-read.jpg", size: 2 * MB },
    ]);
    const refused = await readPhotoUploads(request(body), { maxFiles: 5 });
    expect(refused).toMatchObject({ ok: false, status: 413, message: UPLOAD_FILE_TOO_LARGE_MESSAGE });
    // the fields read before it come back with the refusal (a form given back keeps them)
    expect(!refused.ok && refused.form?.get("phase")).toBe("before");
    // the first file, then 15 MB of the huge one and the chunk that went over: not the other 45 MB
    expect(counter.pulled).toBeLessThan(2 * MB + PHOTO_MAX_BYTES + 2 * MB);
    expect(UPLOAD_FILE_TOO_LARGE_MESSAGE).toMatch(/15 MB/);
  });

  it("more files than `maxFiles`: 413, saying how many at a time", async () => {
    const { body } = streamedForm(
      Array.from({ length: 4 }, (_, i) => ({ name: "photos", filename: `p${i}.jpg`, size: 1000 })),
    );
    expect(await readPhotoUploads(request(body), { maxFiles: 3 })).toMatchObject({
      ok: false,
      status: 413,
      message: uploadTooManyMessage(3),
    });
    expect(uploadTooManyMessage(3)).toMatch(/at most 3/);
  });

  it("a body announced larger than `maxFiles` photos can be: 413 before reading a byte", async () => {
    const { body, counter } = streamedForm([{ name: "photos", filename: "p.jpg", size: 1000 }]);
    const result = await readPhotoUploads(request(body, { "Content-Length": String(3 * PHOTO_MAX_BYTES) }), {
      maxFiles: 2,
    });
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(counter.pulled).toBe(0);
  });

  it("not a form upload: 415; a broken one: 400", async () => {
    const urlencoded = new Request("http://localhost/", {
      method: "POST",
      body: "phase=before",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await readPhotoUploads(urlencoded, { maxFiles: 2 })).toMatchObject({
      ok: false,
      status: 415,
      message: UPLOAD_NOT_MULTIPART_MESSAGE,
    });
    const noBoundary = request("x", { "Content-Type": "multipart/form-data" });
    expect(await readPhotoUploads(noBoundary, { maxFiles: 2 })).toMatchObject({ ok: false, status: 415 });
    const broken = request(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nunfinished`);
    expect(await readPhotoUploads(broken, { maxFiles: 2 })).toMatchObject({
      ok: false,
      status: 400,
      message: UPLOAD_UNREADABLE_MESSAGE,
    });
  });

  it("hands each file over as it arrives, one at a time: nothing more is read while one is being processed", async () => {
    const { body, counter } = streamedForm([
      { name: "intent", value: "photos" },
      { name: "phase", value: "after" },
      ...[1, 2, 3].map((n) => ({ name: "photos", filename: `p${n}.jpg`, size: 3 * MB, fill: n })),
    ]);
    const seen: { name: string; fill: number; phase: string | undefined; pulledAtStart: number; pulledAtEnd: number }[] = [];
    const result = await eachPhotoUpload(request(body), {
      maxFiles: 5,
      onFile: async (file, fields) => {
        const pulledAtStart = counter.pulled;
        await new Promise((resolve) => setTimeout(resolve, 30)); // the work of one photo
        seen.push({ name: file.name, fill: file.bytes[0]!, phase: fields.phase, pulledAtStart, pulledAtEnd: counter.pulled });
      },
    });
    expect(result).toMatchObject({ ok: true, fields: { intent: "photos", phase: "after" }, files: 3, skipped: 0 });
    expect(seen.map((s) => [s.name, s.fill, s.phase])).toEqual([
      ["p1.jpg", 1, "after"],
      ["p2.jpg", 2, "after"],
      ["p3.jpg", 3, "after"],
    ]);
    for (const [i, s] of seen.entries()) {
      // handed over before the next file's bytes are read, and nothing read while it is worked on
      expect(s.pulledAtStart, s.name).toBeLessThan((i + 1) * 3 * MB + 2 * MB);
      expect(s.pulledAtEnd, s.name).toBe(s.pulledAtStart);
    }
  });

  it("past the count: 413 at once, the extra file never handed over nor read whole", async () => {
    const { body, counter } = streamedForm(
      Array.from({ length: 4 }, (_, i) => ({ name: "photos", filename: `p${i}.jpg`, size: 2 * MB })),
    );
    const handed: string[] = [];
    const result = await eachPhotoUpload(request(body), {
      maxFiles: 2,
      onFile: async (file) => void handed.push(file.name),
    });
    expect(result).toMatchObject({ ok: false, status: 413, message: uploadTooManyMessage(2) });
    expect(handed).toEqual(["p0.jpg", "p1.jpg"]);
    expect(counter.pulled).toBeLessThan(4 * 2 * MB);
  });

  it("past the count with pastMaxFiles skip (the booking form, issue 48): the extras read past, the fields after them kept", async () => {
    const { body } = streamedForm([
      { name: "service", value: "junk-removal" },
      ...[1, 2, 3].map((n) => ({ name: "photos", filename: `p${n}.jpg`, size: MB, fill: n })),
      { name: "service", value: "cleaning" },
      { name: "promoCode", value: "FIRST15" },
    ]);
    const handed: string[] = [];
    const result = await eachPhotoUpload(request(body), {
      maxFiles: 2,
      pastMaxFiles: "skip",
      onFile: async (file) => void handed.push(file.name),
    });
    expect(result).toMatchObject({ ok: true, files: 2, skipped: 1 });
    expect(handed).toEqual(["p1.jpg", "p2.jpg"]);
    if (!result.ok) throw new Error("refused");
    // every value of a repeated field, in order (the booking form's services)
    expect(result.form.getAll("service")).toEqual(["junk-removal", "cleaning"]);
    expect(result.form.get("promoCode")).toBe("FIRST15");
  });
});
