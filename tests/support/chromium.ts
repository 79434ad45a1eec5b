import { existsSync } from "node:fs";

/**
 * The Chromium the tests and benchmarks drive: CHROMIUM_PATH when set, else a
 * system Chromium, else the one shipped inside the @sparticuz/chromium npm
 * package (no download, no system package needed).
 */
export async function chromiumExecutable(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at a missing file: ${fromEnv}`);
    return fromEnv;
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}

/** Flags for a headless, root-safe Chromium on a closed network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
