/**
 * Text written into HTML or XML (an e-mail's HTML, the sitemap, Twilio's TwiML): the five characters markup reads
 * escaped, the apostrophe as a numeric reference, which both HTML and XML read.
 */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
