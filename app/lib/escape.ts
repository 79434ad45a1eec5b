/**
 * Text written into HTML or XML (an e-mail's HTML, the sitemap, Twilio's TwiML): the five characters markup reads
 * escaped, the apostrophe as a numeric reference, which both HTML and XML read.
 */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * A value as JSON to write inside a `<script>` element (JSON-LD): `<`, `>` and `&` as JSON escapes, so that no string
 * in the data can close the element or open a comment, and the two line separators JavaScript once refused.
 */
export const jsonInScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => IN_SCRIPT[c]!);
