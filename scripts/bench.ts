/**
 * `npm run bench`: one-command quality report. Builds the production site, starts it on a free port against a
 * scratch database, then measures every pre-rendered page (Lighthouse, mobile preset, default throttling; page
 * weight from the built files) and the server's throughput (autocannon over loopback). Prints tables, marks what
 * misses a budget (bench/budgets.json), and writes the full results to reports/bench-<timestamp>.json.
 *
 *   npm run bench                              all pages, one Lighthouse run each
 *   npm run bench -- --pages /,/bundles        a subset
 *   npm run bench -- --runs 3                  repeat Lighthouse and report medians
 *   npm run bench -- --no-build --skip-lighthouse --duration 5
 *   npm run bench -- --skip-scale              without the dashboard at scale (scripts/bench-scale.ts, last)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, gzipSync } from "node:zlib";
import autocannon, { type Options as AutocannonOptions, type Result as AutocannonResult } from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findPrerenderedPages } from "../server/build-files.ts";
import { chromiumArgs, chromiumExecutable } from "../tests/support/chromium.ts";
import { addPlannedCrews, openDayFrom } from "../tests/support/planned-crews.ts";
import { waitUntilUp } from "./bench-server.ts";

const { values: args } = parseArgs({
  options: {
    pages: { type: "string" },
    runs: { type: "string", default: "1" },
    duration: { type: "string", default: "10" },
    "no-build": { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-throughput": { type: "boolean", default: false },
    "skip-scale": { type: "boolean", default: false },
  },
});
const runs = Math.max(1, Number(args.runs));
const duration = Math.max(1, Number(args.duration));
const budgets = JSON.parse(readFileSync("bench/budgets.json", "utf8")) as {
  lighthouse: { performance: number; accessibility: number };
  cls: number;
  jsOverFrameworkGzipKB: number;
  /** Issue 15, goal 3: the first round trip (RFC 6928's initial window of 10 segments), 14 KB. */
  homeHtmlBrotliBytes: number;
};
const started = Date.now();
const KB = 1024;
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

// ---------------------------------------------------------------- build
if (!args["no-build"]) {
  console.log("Building the production site...");
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.resolve(buildDir, "client");
const allPages = [...findPrerenderedPages(clientDir).keys()].sort(
  (a, b) => a.split("/").length - b.split("/").length || a.localeCompare(b),
);
const pages = args.pages ? args.pages.split(",").map((p) => p.trim()) : allPages;

// ---------------------------------------------------------------- page weight (from the built files)
type Weight = {
  html: { raw: number; gzip: number; brotli: number };
  jsGzip: number;
  frameworkGzip: number;
  appJsGzip: number;
  cssGzip: number;
  /** The CSS inlined in the HTML and the whole stylesheet it links, raw bytes. */
  inlineCss: number;
  cssRaw: number;
  files: string[];
};
const gz = new Map<string, number>();
const gzipOf = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(clientDir, file))).length);
  return gz.get(file)!;
};
/** Chunks with the chunks they import statically, as the browser loads them. */
function withStaticImports(chunks: string[]): Set<string> {
  const js = new Set(chunks);
  const queue = [...js];
  while (queue.length) {
    const file = queue.pop()!;
    const src = readFileSync(path.join(clientDir, file), "utf8");
    for (const m of src.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) {
      const dep = `assets/${m[1]}`;
      if (!js.has(dep)) {
        js.add(dep);
        queue.push(dep);
      }
    }
  }
  return js;
}

/** What a page loads first: from its built file, or from `served` (a server-rendered page's HTML as fetched). */
function pageWeight(page: string, served?: string): Weight {
  const html =
    served === undefined
      ? readFileSync(path.join(clientDir, page === "/" ? "" : page, "index.html"))
      : Buffer.from(served);
  const text = html.toString("utf8");
  // every module the page loads on first view: modulepreload links and the inline module script's imports (on
  // pre-rendered pages that script is parked as text until `load`, see scripts/optimize-html.ts)
  const modules = [
    ...text.matchAll(/<link rel="modulepreload" href="\/(assets\/[\w.-]+\.js)"/g),
    ...[...text.matchAll(/<script type="(?:module|text\/plain)"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [
      ...m[1]!.matchAll(/(?:import|from)\s*\(?\s*"\/(assets\/[\w.-]+\.js)"/g),
    ]),
  ];
  const js = withStaticImports(modules.map((m) => m[1]!));
  // (React Router may write a stylesheet link as `….css#`, see app/lib/html.ts)
  const css = new Set([...text.matchAll(/href="\/(assets\/[\w.-]+\.css)#?"/g)].map((m) => m[1]!));
  const files = [...js];
  const framework = files.filter((f) => /\/framework-[\w-]+\.js$/.test(f)).reduce((s, f) => s + gzipOf(f), 0);
  const jsGzip = files.reduce((s, f) => s + gzipOf(f), 0);
  return {
    html: { raw: html.length, gzip: gzipSync(html).length, brotli: brotliCompressSync(html).length },
    jsGzip,
    frameworkGzip: framework,
    appJsGzip: jsGzip - framework,
    cssGzip: [...css].reduce((s, f) => s + gzipOf(f), 0),
    inlineCss: [...text.matchAll(/<style data-inline-css[^>]*>([\s\S]*?)<\/style>/g)].reduce(
      (s, m) => s + Buffer.byteLength(m[1]!),
      0,
    ),
    cssRaw: [...css].reduce((s, f) => s + statSync(path.join(clientDir, f)).size, 0),
    files,
  };
}

// ---------------------------------------------------------------- server
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}
const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server: ChildProcess = spawn(process.execPath, ["scripts/start.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: path.join(scratch, "bench.sqlite"),
    BOOKING_WINDOW_CAPACITY: "50",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
/** The server's log lines that say it rendered its pages again (the owner's catalog, issue 38). */
const rendered: { ms: number; catalog: number }[] = [];
server.stdout?.on("data", (chunk: Buffer) => {
  for (const line of chunk.toString("utf8").split("\n"))
    if (line.includes("pages rendered again")) rendered.push(JSON.parse(line) as { ms: number; catalog: number });
});
const cleanup = () => {
  server.kill();
  rmSync(scratch, { recursive: true, force: true });
};
process.on("exit", cleanup);
await waitUntilUp(base, 100);

// ---------------------------------------------------------------- server-rendered pages (issue 15, goal 2)
// /booking (its kept copy: the first request renders it), the owner's sign-in and a booking's confirmation page.
const served = new Map<string, string>();
{
  const booking = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      services: [{ service: "cleaning", tier: "2", addons: [] }],
      date: new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(Date.now() + 5 * 86_400_000),
      window: "09:00",
      city: "dallas",
      address: "100 Main St",
      zip: "75201",
      name: "Bench Mark",
      phone: "2145550188",
      email: "bench-confirmation@example.com",
    }),
  });
  const { url } = (await booking.json()) as { url?: string };
  if (!url) throw new Error(`could not create a booking for the confirmation page (${booking.status})`);
  // the first request renders it; it is kept once compressed (in the background, docs/decisions/0024)
  for (let i = 0; i < 50 && (await fetch(`${base}/booking`)).headers.get("x-page-cache") !== "hit"; i++)
    await new Promise((r) => setTimeout(r, 100));
  for (const page of ["/booking", "/admin/login", url])
    if (!args.pages || pages.includes(page) || pages.includes(page.replace(/[^/]+$/, ":token")))
      served.set(page, await (await fetch(`${base}${page}`)).text());
}
const measured = [...pages.filter((p) => !served.has(p) && !p.includes(":")), ...served.keys()];

// ---------------------------------------------------------------- a day with two crews and four jobs (issue 46)
// Two crews working 08:00-17:00 every day (their weeks set: planning on, docs/decisions/0044) and, on the first open
// date three weeks ahead, four 3-hour cleans (two at 08:00, two at 13:00): availability for a one-hour order is
// measured on it (it fits each crew's late morning and late afternoon).
const PLAN_ORDER = "minutes=60&zip=75204&services=cleaning";
const { date: planDate } = await openDayFrom(base, 21);
addPlannedCrews(path.join(scratch, "bench.sqlite"));
for (const [i, window] of ["07:00", "07:00", "13:00", "13:00"].entries()) {
  const res = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      services: [{ service: "cleaning", tier: "1", addons: [] }],
      date: planDate,
      window,
      city: "dallas",
      address: `${100 + i} Main St`,
      zip: "75201",
      name: "Bench Plan",
      phone: `214555021${i}`,
      email: `bench-plan-${i}@example.com`,
    }),
  });
  if (res.status !== 201) throw new Error(`could not book the planned day's job ${i + 1} (${res.status})`);
}

// ---------------------------------------------------------------- lighthouse
type LhResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
};
const lighthouseResults = new Map<string, LhResult>();
if (!args["skip-lighthouse"]) {
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumExecutable(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    for (const [i, page] of measured.entries()) {
      const samples: LhResult[] = [];
      for (let r = 0; r < runs; r++) {
        const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
        const lhr = result!.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${page}: ${lhr.runtimeError.message}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          fcp: num("first-contentful-paint"),
          lcp: num("largest-contentful-paint"),
          tbt: num("total-blocking-time"),
          cls: num("cumulative-layout-shift"),
          si: num("speed-index"),
        });
      }
      const keys = Object.keys(samples[0]!) as (keyof LhResult)[];
      const res = Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) as LhResult;
      lighthouseResults.set(page, res);
      process.stdout.write(`\rLighthouse ${i + 1}/${measured.length} ${page.padEnd(50)}`);
    }
    process.stdout.write("\n");
  } finally {
    await chrome.kill();
  }
}

// ---------------------------------------------------------------- throughput
type Throughput = {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
};
const throughput: Throughput[] = [];
if (!args["skip-throughput"]) {
  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(d);
  };
  const windows = ["07:00", "09:00", "11:00", "13:00", "15:00", "17:00"];
  let n = 0;
  const booking = () => {
    n++;
    return JSON.stringify({
      services: [{ service: "junk-removal", tier: "small", addons: [] }],
      date: day(2 + (n % 55)),
      window: windows[Math.floor(n / 55) % windows.length],
      city: "dallas",
      address: "100 Main St",
      zip: "75201",
      name: "Bench Mark",
      phone: "2145550199",
      email: "bench@example.com",
    });
  };
  const targets: { name: string; path: string; opts: Partial<AutocannonOptions> }[] = [
    { name: "pre-rendered page", path: "/", opts: {} },
    { name: "server-rendered 404", path: "/no-such-page", opts: {} },
    { name: "/booking (kept, gzip)", path: "/booking", opts: { headers: { "accept-encoding": "gzip" } } },
    { name: "availability, one order", path: `/api/availability/${planDate}?${PLAN_ORDER}`, opts: {} },
    {
      name: "POST /api/bookings",
      path: "/api/bookings",
      opts: {
        method: "POST",
        headers: { "content-type": "application/json" },
        requests: [{ setupRequest: (req) => ({ ...req, body: booking() }) }],
      },
    },
  ];
  for (const t of targets) {
    const statuses: Record<string, number> = {};
    // without a callback autocannon returns an event emitter that is also a promise of the result
    const instance = autocannon({
      url: `${base}${t.path}`,
      connections: 10,
      duration,
      ...t.opts,
    }) as unknown as PromiseLike<AutocannonResult> & {
      on(event: "response", listener: (client: unknown, statusCode: number) => void): void;
    };
    instance.on("response", (_client: unknown, statusCode: number) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
    const r = await instance;
    throughput.push({
      name: t.name,
      path: t.path,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      statuses,
    });
    console.log(`autocannon ${t.name}: ${Math.round(r.requests.average)} req/s`);
  }
}

// ---------------------------------------------------------------- static files: this server vs nginx (issue 15)
/** The page of the anchor measurement, gzip, 10 connections, one process each, alternating, median of 3. */
const STATIC_PAGE = "/services/cleaning/dallas";
type StaticVsNginx = { page: string; server: number[]; nginx: number[] } | { skipped: string };
let staticVsNginx: StaticVsNginx | null = null;
if (!args["skip-throughput"]) {
  const has = (cmd: string) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;
  if (!has("nginx") || !has("wrk")) {
    staticVsNginx = { skipped: "nginx or wrk is not installed (Debian: apt install nginx-light wrk)" };
  } else {
    const nginxPort = await freePort();
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
    // The same built files, with the .gz files the build wrote (gzip_static), as a static server would serve them.
    writeFileSync(
      path.join(dir, "nginx.conf"),
      `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; include /etc/nginx/mime.types; sendfile on; tcp_nopush on;
  server {
    listen 127.0.0.1:${nginxPort}; root ${clientDir}; gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
    );
    const nginx = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`http://127.0.0.1:${nginxPort}${STATIC_PAGE}`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const wrk = (url: string) => {
      const out = spawnSync("wrk", ["-t1", "-c10", `-d${duration}s`, "-H", "Accept-Encoding: gzip", url], {
        encoding: "utf8",
      }).stdout;
      return Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0));
    };
    const result = { page: STATIC_PAGE, server: [] as number[], nginx: [] as number[] };
    for (let round = 0; round < 3; round++) {
      result.server.push(wrk(`${base}${STATIC_PAGE}`));
      result.nginx.push(wrk(`http://127.0.0.1:${nginxPort}${STATIC_PAGE}`));
      console.log(
        `wrk round ${round + 1}: this server ${result.server.at(-1)} req/s, nginx ${result.nginx.at(-1)} req/s`,
      );
    }
    nginx.kill();
    rmSync(dir, { recursive: true, force: true });
    staticVsNginx = result;
  }
}
// ---------------------------------------------------------------- the owner's catalog (issue 38)
// A new version saved in the database, as another instance saves it: this server sees it at its next check (every
// 5 s) and renders every pre-rendered page again, served once all are ready. Goal: under 10 s to render them.
const catalogChange = await (async () => {
  const db = new DatabaseSync(path.join(scratch, "bench.sqlite"), { timeout: 5_000 });
  try {
    const row = db.prepare("SELECT version, document FROM catalog_versions ORDER BY version DESC LIMIT 1").get() as {
      version: number;
      document: string;
    };
    const document = JSON.parse(row.document) as {
      services: { id: string; tiers: { code: string; priceCents: number }[] }[];
    };
    const tier = document.services.find((s) => s.id === "cleaning")!.tiers.find((t) => t.code === "4")!;
    tier.priceCents += 100;
    const shown = `$${tier.priceCents / 100}`;
    db.prepare(
      "INSERT INTO catalog_versions (version, document, saved_by, saved_at) VALUES (?, ?, 'npm run bench', ?)",
    ).run(row.version + 1, JSON.stringify(document), new Date().toISOString());
    const saved = Date.now();
    while (!(await (await fetch(`${base}/services/cleaning`)).text()).includes(shown)) {
      if (Date.now() - saved > 60_000) return null;
      await new Promise((r) => setTimeout(r, 50));
    }
    return { seenMs: Date.now() - saved, renderMs: rendered.at(-1)?.ms ?? Number.NaN };
  } finally {
    db.close();
  }
})();
cleanup();

// ---------------------------------------------------------------- report
const weights = new Map(measured.map((p) => [p, pageWeight(p, served.get(p))]));
const floor = Math.max(...[...weights.values()].map((w) => w.frameworkGzip));
const misses: string[] = [];
const rows = measured.map((page) => {
  const w = weights.get(page)!;
  const lh = lighthouseResults.get(page);
  const flags: string[] = [];
  if (lh && lh.performance < budgets.lighthouse.performance) flags.push(`perf ${lh.performance}`);
  if (lh && lh.accessibility < budgets.lighthouse.accessibility) flags.push(`a11y ${lh.accessibility}`);
  if (lh && lh.cls > budgets.cls) flags.push(`CLS ${lh.cls.toFixed(3)}`);
  const jsOver = (w.jsGzip - floor) / KB > budgets.jsOverFrameworkGzipKB;
  if (jsOver) flags.push(`JS +${kb(w.jsGzip - floor)} KB`);
  if (flags.length) misses.push(`${page}: ${flags.join(", ")}`);
  return { page, w, lh, flags, jsOver };
});

const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `\nPage weight (KB) and Lighthouse (mobile${runs > 1 ? `, median of ${runs}` : ""}); framework floor ${kb(floor)} KB gzip`,
);
console.log(
  `${"page".padEnd(42)}${pad("html", 7)}${pad("gz", 6)}${pad("br", 6)}${pad("js gz", 7)}${pad("app", 6)}${pad("css", 6)}${pad("perf", 6)}${pad("a11y", 6)}${pad("bp", 5)}${pad("seo", 5)}${pad("FCP", 7)}${pad("LCP", 7)}${pad("TBT", 6)}${pad("CLS", 7)}${pad("SI", 7)}  budget`,
);
for (const { page, w, lh, flags } of rows) {
  const l = lh
    ? `${pad(lh.performance, 6)}${pad(lh.accessibility, 6)}${pad(lh.bestPractices, 5)}${pad(lh.seo, 5)}${pad(Math.round(lh.fcp), 7)}${pad(Math.round(lh.lcp), 7)}${pad(Math.round(lh.tbt), 6)}${pad(lh.cls.toFixed(3), 7)}${pad(Math.round(lh.si), 7)}`
    : " ".repeat(54);
  console.log(
    `${page.slice(0, 41).padEnd(42)}${pad(kb(w.html.raw), 7)}${pad(kb(w.html.gzip), 6)}${pad(kb(w.html.brotli), 6)}${pad(kb(w.jsGzip), 7)}${pad(kb(w.appJsGzip), 6)}${pad(kb(w.cssGzip), 6)}${l}  ${flags.length ? `MISS ${flags.join(", ")}` : "ok"}`,
  );
}

const worst = (
  label: string,
  pick: (r: (typeof rows)[number]) => number | undefined,
  fmt: (v: number) => string,
  higherIsWorse = true,
) => {
  const scored = rows.filter((r) => pick(r) !== undefined);
  if (!scored.length) return;
  const w = scored.reduce((a, b) => ((higherIsWorse ? pick(b)! > pick(a)! : pick(b)! < pick(a)!) ? b : a));
  console.log(`  ${label.padEnd(22)} ${fmt(pick(w)!).padStart(10)}  ${w.page}`);
};
/** Milliseconds, whole. */
const ms = (v: number) => String(Math.round(v));
console.log("\nWorst page per figure");
worst("performance", (r) => r.lh?.performance, String, false);
worst("accessibility", (r) => r.lh?.accessibility, String, false);
worst("best practices", (r) => r.lh?.bestPractices, String, false);
worst("SEO", (r) => r.lh?.seo, String, false);
worst("FCP (ms)", (r) => r.lh?.fcp, ms);
worst("LCP (ms)", (r) => r.lh?.lcp, ms);
worst("TBT (ms)", (r) => r.lh?.tbt, ms);
worst(
  "CLS",
  (r) => r.lh?.cls,
  (v) => v.toFixed(3),
);
worst("Speed Index (ms)", (r) => r.lh?.si, ms);
worst("HTML (KB)", (r) => r.w.html.raw, kb);
worst("JS gzip (KB)", (r) => r.w.jsGzip, kb);
worst("CSS gzip (KB)", (r) => r.w.cssGzip, kb);

if (throughput.length) {
  console.log(
    `\nServer throughput (autocannon, 10 connections, ${duration} s each, loopback, ${os.cpus().length} cores)`,
  );
  for (const t of throughput)
    console.log(
      `  ${t.name.padEnd(22)} ${pad(t.rps, 7)} req/s   p50 ${pad(t.p50, 4)} ms   p99 ${pad(t.p99, 4)} ms   ${JSON.stringify(t.statuses)}`,
    );
}

const bookingPage = throughput.find((t) => t.path === "/booking");
if (bookingPage) {
  // issue 15, goal 5: at least 3x the 152 req/s measured before
  const ok = bookingPage.rps >= 3 * 152;
  console.log(
    `\n/booking (server-rendered once a day): ${bookingPage.rps} req/s (goal >= ${3 * 152}, 3x the anchor of 152 req/s) ${ok ? "ok" : "MISS"}`,
  );
  if (!ok) misses.push(`/booking at ${bookingPage.rps} req/s`);
}
const availability = throughput.find((t) => t.name === "availability, one order");
if (availability) {
  // issue 46: the windows for the order at hand, planned on the crews' day, at least 2,000 req/s
  const ok = availability.rps >= 2000 && Object.keys(availability.statuses).every((s) => s === "200");
  console.log(
    `\nAvailability for one order (issue 46: ${PLAN_ORDER} on ${planDate}, two crews, four jobs): ` +
      `${availability.rps} req/s beside /booking ${bookingPage?.rps ?? "-"} req/s (goal >= 2,000 req/s) ${ok ? "ok" : "MISS"}`,
  );
  if (!ok) misses.push(`availability for one order at ${availability.rps} req/s`);
}
if (staticVsNginx) {
  console.log(`\nStatic page against nginx (wrk, gzip, 10 connections, ${duration} s, one process each; goal >= 50%)`);
  if ("skipped" in staticVsNginx) console.log(`  skipped: ${staticVsNginx.skipped}`);
  else {
    const ours = median(staticVsNginx.server);
    const theirs = median(staticVsNginx.nginx);
    const ratio = Math.round((ours / theirs) * 100);
    console.log(
      `  ${staticVsNginx.page}: this server ${ours} req/s, nginx gzip_static ${theirs} req/s (medians of 3): ${ratio}% ${ratio >= 50 ? "ok" : "MISS"}`,
    );
    console.log("  anchor (issue 15): this server 710 req/s (476 as npm start ran), nginx 30,354 req/s: 2%");
    if (ratio < 50) misses.push(`static page at ${ratio}% of nginx`);
  }
}

// issue 15's goals 2-4 beside the figures the issue was filed with (goals 1 and 5: above)
console.log("\nIssue 15, goals 2-4 (the anchor: what the issue measured)");
const scored = rows.filter((r) => r.lh);
if (scored.length) {
  const below = scored.filter((r) => r.lh!.performance < 100).map((r) => `${r.page} ${r.lh!.performance}`);
  console.log(
    `  2. Lighthouse performance ${runs > 1 ? `(median of ${runs}) ` : ""}100 on ${scored.length - below.length} of ${scored.length} pages${below.length ? ` (${below.join(", ")})` : ""}; goal 100 on every page; anchor: /booking 91, / 94-98`,
  );
}
const home = weights.get("/");
if (home) {
  const ok = home.html.brotli <= budgets.homeHtmlBrotliBytes;
  console.log(
    `  3. home page HTML ${home.html.brotli} bytes brotli (goal <= ${budgets.homeHtmlBrotliBytes}; anchor 23.4 KB); CSS inlined ${kb(home.inlineCss)} KB of the ${kb(home.cssRaw)} KB stylesheet (anchor: all of it) ${ok ? "ok" : "MISS"}`,
  );
  if (!ok) misses.push(`/: HTML ${home.html.brotli} bytes brotli`);
}
const heaviest = rows.reduce((a, b) => (b.w.jsGzip > a.w.jsGzip ? b : a));
const over = rows.filter((r) => r.jsOver);
console.log(
  `  4. JavaScript over the framework floor: at most +${kb(heaviest.w.jsGzip - floor)} KB gzip (${heaviest.page}); goal <= +${budgets.jsOverFrameworkGzipKB} on every page; anchor: home +43 KB${over.length ? `; over: ${over.map((r) => `${r.page} +${kb(r.w.jsGzip - floor)}`).join(", ")}` : " ok"}`,
);

// /booking's form: not in its first view, fetched at the visitor's first interaction (docs/decisions/0026)
const booking = weights.get("/booking");
const formChunk = readdirSync(path.join(clientDir, "assets")).find((f) => /^booking-form-[\w-]+\.js$/.test(f));
if (booking && formChunk) {
  const later = [...withStaticImports([`assets/${formChunk}`])].filter((f) => !booking.files.includes(f));
  const laterGzip = later.reduce((s, f) => s + gzipOf(f), 0);
  console.log(
    `     /booking: +${kb(booking.jsGzip - floor)} KB on first view; its form's code, +${kb(laterGzip)} KB more, comes at the visitor's first interaction (docs/decisions/0026)`,
  );
}

console.log("\nThe owner's catalog (issue 38): a save shown on every page");
if (!catalogChange) {
  console.log("  MISS: the pages did not show the new price within 60 s");
  misses.push("catalog: pages not rendered again");
} else {
  const ok = catalogChange.renderMs < 10_000;
  console.log(
    `  every page rendered again in ${(catalogChange.renderMs / 1000).toFixed(1)} s (goal < 10 s) ${ok ? "ok" : "MISS"}; a save on another instance shown after ${(catalogChange.seenMs / 1000).toFixed(1)} s (it checks every 5 s; goal < 30 s)`,
  );
  if (!ok) misses.push(`catalog: pages rendered again in ${catalogChange.renderMs} ms`);
}

console.log(
  misses.length ? `\nBudget misses (${misses.length}):\n  ${misses.join("\n  ")}` : "\nEvery page meets every budget.",
);
mkdirSync("reports", { recursive: true });
const file = `reports/bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        memoryGB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      budgets,
      frameworkFloorGzip: floor,
      pages: rows.map(({ page, w, lh, flags }) => ({ page, weight: w, lighthouse: lh ?? null, misses: flags })),
      throughput,
      staticVsNginx,
      catalogChange,
      seconds: Math.round((Date.now() - started) / 1000),
    },
    null,
    2,
  ),
);
console.log(`\nFull results: ${file} (${Math.round((Date.now() - started) / 1000)} s)`);
// The owner's dashboard, availability and booking with an empty database and with 100,000 bookings (issue 28).
if (!args["skip-scale"]) {
  cleanup();
  spawnSync(process.execPath, ["scripts/bench-scale.ts"], { stdio: "inherit" });
}
process.exit(0);
