/**
 * The app's own source files (app/**\/*.ts, *.tsx) that say `pattern`: for tests that keep a build-time package out
 * of the app, and so out of the server bundle and the browser.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const APP = new URL("../../app", import.meta.url).pathname;

export function appSourcesSaying(pattern: RegExp, dir = APP): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...appSourcesSaying(pattern, path));
    else if (/\.(ts|tsx)$/.test(name) && pattern.test(readFileSync(path, "utf8"))) found.push(path);
  }
  return found;
}
