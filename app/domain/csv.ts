/**
 * CSV (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled, lines end with CRLF. A cell
 * that a spreadsheet would read as a formula (starting with =, +, -, @, tab or CR) is prefixed with an apostrophe,
 * so a customer's "=HYPERLINK(…)" stays text (OWASP, CSV injection). Pure.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
