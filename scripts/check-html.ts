/**
 * `npm run check:html`: the W3C Nu checker on every pre-rendered page of the build (BUILD_DIR, `build` by default),
 * straight from its files (issue 45: no server, no browser). `npm test` runs it after the build; the server-rendered
 * pages are checked as served by tests/e2e/seo.spec.ts. Needs `npm run build` first.
 */
import path from "node:path";
import { findPrerenderedPages } from "../server/build-files.ts";
import { nuErrors } from "../tests/support/nu-check.ts";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const files = [...findPrerenderedPages(clientDir).values()];
if (files.length === 0) {
  console.error(`No pre-rendered page under ${clientDir}: run npm run build first.`);
  process.exit(1);
}
const errors = await nuErrors(files);
for (const error of errors) console.error(error);
console.log(`W3C Nu checker: ${files.length} pre-rendered pages, ${errors.length} errors.`);
process.exit(errors.length ? 1 : 0);
