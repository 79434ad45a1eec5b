/**
 * Request bodies read with a size cap, for every action that reads one (the booking form and API, the customer's
 * page, the dashboard): a visitor's oversized or malformed body is a 4xx, never a stuck or crashed request.
 */

/** Largest accepted request body (JSON or form), in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Thrown by {@link readBodyText} when a body is larger than its limit. */
export class BodyTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
    this.limit = limit;
  }
}

/**
 * Reads a request body as UTF-8 text, refusing more than `limit` bytes: first
 * by the declared `Content-Length`, then by counting bytes while streaming (a
 * chunked body has no length). Throws {@link BodyTooLargeError}; throws a
 * `TypeError` for bytes that are not valid UTF-8.
 */
export async function readBodyText(request: Request, limit: number = MAX_BODY_BYTES): Promise<string> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

/**
 * Reads a plain HTML form post (`application/x-www-form-urlencoded`, the default encoding of `<form method="post">`)
 * with the same 16 KB cap as the JSON API. Throws {@link BodyTooLargeError}, or a `TypeError` for bytes that are not
 * valid UTF-8.
 */
export async function readFormBody(request: Request, limit: number = MAX_BODY_BYTES): Promise<URLSearchParams> {
  return new URLSearchParams(await readBodyText(request, limit));
}
