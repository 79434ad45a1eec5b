/**
 * Strings that break out of a naive writer of HTML, XML, JSON-LD or a string replacement (issue 35): JavaScript's
 * replacement patterns (`$\``, `$&`, `$'`, `$$`, `$1`), the ends of a script, a comment and a CDATA section, an
 * attribute break-out and U+2028 (a line terminator in older JavaScript). Every writer of text into served HTML,
 * JSON-LD, e-mails, TwiML or the sitemap is tested with each of them.
 */
export const HOSTILE_STRINGS = [
  "$`",
  "$&",
  "$'",
  "$$",
  "$1",
  "</script>",
  "<!--",
  "]]>",
  '"><img src=x>',
  "\u2028",
] as const;

/** The review of issue 35's finding: `$\`` turns into the text before the match, an open tag. */
export const HOSTILE_REVIEW = "Great crew! $` style=position:fixed;inset:0;z-index:9999;background:#fff x= done";
