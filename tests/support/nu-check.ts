/**
 * The W3C Nu HTML checker (the `vnu-jar` package, run with the machine's Java 17+) on HTML files: the errors it
 * reports, as "file: message extract" lines. Modern CSS in the inlined stylesheet (@property, margin-trim) is newer
 * than the checker's CSS grammar: those messages only are filtered; every HTML error, and any other CSS error, counts.
 * Used by `npm run check:html` on the built pages and by the browser suite's seo.spec on the server-rendered ones.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

const FILTER =
  ".*CSS: (“[^”]*”: Property “[^”]*” doesn.t exist|“transition-property”|Unrecognized at-rule “@property”).*";

export async function nuErrors(files: readonly string[]): Promise<string[]> {
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const result = await promisify(execFile)(
    "java",
    ["-jar", jar, "--errors-only", "--format", "json", "--filterpattern", FILTER, ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? "",
    stderr: error.stderr ?? "",
  }));
  const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as {
    messages: { type: string; url: string; message: string; extract?: string }[];
  };
  return report.messages
    .filter((m) => m.type === "error")
    .map(
      (m) =>
        `${path.relative(process.cwd(), decodeURIComponent(m.url.replace(/^file:/, "")))}: ${m.message} ${m.extract ?? ""}`,
    );
}
