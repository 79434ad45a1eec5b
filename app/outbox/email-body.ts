/**
 * The body of an e-mail of ours, as plain text and as simple HTML with every value escaped (docs/decisions/0011):
 * a title, paragraphs, a table of details, a link, and the company's footer. The booking's e-mails and the owners'
 * account notices are written with it.
 */
import { site } from "../content/site.ts";
import { escapeMarkup } from "../lib/escape.ts";

export type EmailBody = {
  intro: string[];
  details: [label: string, value: string][];
  link?: { label: string; url: string };
};

/** The same body as plain text and as simple, escaped HTML. */
export function renderEmail(title: string, body: EmailBody): { text: string; html: string } {
  const text = [
    title,
    "",
    ...body.intro,
    "",
    ...body.details.flatMap(([label, value]) =>
      value.includes("\n") ? [`${label}:`, value, ""] : [`${label}: ${value}`],
    ),
    ...(body.link ? ["", `${body.link.label}: ${body.link.url}`] : []),
    "",
    `${site.brand} · ${site.phone} · ${site.email}`,
  ].join("\n");
  const row = ([label, value]: [string, string]) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeMarkup(label)}</th><td style="padding:4px 0;white-space:pre-line">${escapeMarkup(value)}</td></tr>`;
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(title)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#0f2d52;line-height:1.5">`,
    `<h1 style="font-size:20px">${escapeMarkup(title)}</h1>`,
    ...body.intro.map((p) => `<p>${escapeMarkup(p)}</p>`),
    `<table role="presentation" style="border-collapse:collapse">${body.details.map(row).join("")}</table>`,
    body.link
      ? `<p><a href="${escapeMarkup(body.link.url)}" style="color:#0f2d52;font-weight:bold">${escapeMarkup(body.link.label)}</a></p>`
      : "",
    `<p style="color:#555;font-size:13px">${escapeMarkup(site.brand)} · ${escapeMarkup(site.phone)} · ${escapeMarkup(site.email)}</p>`,
    `</body></html>`,
  ].join("\n");
  return { text, html };
}
