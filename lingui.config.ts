// The message catalogs (docs/decisions/0052): written by hand as gettext `.po` files with explicit ids, English the
// source; `npm run i18n:build` compiles them (Lingui) into app/locales/<locale>/messages.ts, and fails on a message
// without its Spanish text.
import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  catalogs: [{ path: "<rootDir>/app/locales/{locale}/messages", include: [] }],
  // every msgid is the message's id ("nav.book-now"), never English to be hashed
  format: formatter({ explicitIdAsDefault: true, origins: false }),
  compileNamespace: "ts",
  orderBy: "messageId",
});
