/**
 * `node scripts/bench-uploads.ts`: the server's resident memory while three crews send their largest uploads at
 * once (issue 44, item 4; README "Crews", photos): three jobs of today, each sent one POST of 20 photos of nearly
 * 15 MB (a JPEG of noise, about 11 megapixels: the most a job takes, the heaviest a phone sends), all three in
 * parallel through the built server. Prints the memory before, the peak (sampled every 10 ms from /proc) and what
 * the uploads added, with each answer's status and time. Then the customers' side (issue 48): three booking forms
 * sent at once, each a junk removal with its 10 photos of the same size (the most a form takes). Goal: under 150 MB
 * added, each time. Last (issue 56): two booking forms that send a small photo then a byte a second, holding the
 * booking form's upload slots until they are cut (408), while a crew member sends one photo: it answers in under 2 s.
 *
 * Needs the production build (`npm run build`). Linux only (/proc).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import http from "node:http";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import sharp from "sharp";
import { addDays, dateInZone } from "../app/domain/booking/dates.ts";
import { CUSTOMER_PHOTOS_MAX, PHOTO_MAX_BYTES, PHOTOS_PER_JOB } from "../app/domain/photos.ts";
import { freePort } from "../tests/support/postgres.ts";
import { signIn, waitUntilUp } from "./bench-server.ts";

const GOAL_MB = 150;
const PARALLEL = 3;
const OWNER = "bench-uploads@example.com";
const PASSWORD = "bench uploads password 44";

const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-uploads-"));
const started: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of started) child.kill("SIGKILL");
  rmSync(scratch, { recursive: true, force: true });
});

const env: NodeJS.ProcessEnv = {
  ...process.env,
  OWNER_MFA_REQUIRED: "false",
  BOOKING_LIMIT_PER_10_MINUTES: "100000",
  BOOKING_LIMIT_PER_DAY: "100000",
  DATABASE_PATH: path.join(scratch, "bench.sqlite"),
  PHOTOS_DIR: path.join(scratch, "photos"),
  OUTBOX_DIR: path.join(scratch, "outbox"),
  SESSION_SECRET: "bench-uploads-secret-of-at-least-32-characters",
  LOG_LEVEL: "warn",
};
delete env.DATABASE_URL;

const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return Math.round(kb / 1024);
};

const owner = spawnSync(process.execPath, ["scripts/owner.ts", "add", OWNER], {
  env,
  input: `${PASSWORD}\n`,
  encoding: "utf8",
});
if (owner.status !== 0) throw new Error(owner.stderr || owner.stdout);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
/** The built server on `port`, started anew (each measure begins from a fresh process). */
const startServer = async () => {
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", SITE_URL: base },
    stdio: ["ignore", "ignore", "inherit"],
  });
  started.push(child);
  await waitUntilUp(base, 300);
  return child;
};
let server = await startServer();
let pid = server.pid!;
const cookie = await signIn(base, OWNER, PASSWORD);

// three jobs, booked for tomorrow and moved to today (the photos' day), as tests/e2e/crews.spec.ts does
const today = dateInZone(new Date());
const references: string[] = [];
// one job more, kept without photos for the crew's upload beside the trickling forms (issue 56)
for (let n = 0; n <= PARALLEL; n++) {
  const booked = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      services: [{ service: "cleaning", tier: "2", addons: [] }],
      date: addDays(today, 1),
      window: ["09:00", "11:00", "13:00", "15:00"][n],
      city: "dallas",
      address: "100 Main St",
      zip: "75201",
      name: "Bench Uploads",
      phone: `21455${String(10_000 + n).slice(-5)}`,
      email: `bench-uploads-${n}@example.com`,
    }),
  });
  if (booked.status !== 201) throw new Error(`not booked: ${booked.status} ${await booked.text()}`);
  references.push(((await booked.json()) as { reference: string }).reference);
}
const db = new DatabaseSync(env.DATABASE_PATH!, { timeout: 5_000 });
for (const reference of references)
  db.prepare("UPDATE bookings SET date = ? WHERE reference = ?").run(today, reference);
db.close();

// the heaviest photo a phone sends: noise (nothing to compress), as close under 15 MB as a JPEG gets
const photo = await sharp(randomBytes(3800 * 2900 * 3), { raw: { width: 3800, height: 2900, channels: 3 } })
  .jpeg({ quality: 100 })
  .toBuffer();
if (photo.length > PHOTO_MAX_BYTES) throw new Error(`the photo is ${photo.length} bytes, over the limit`);

const upload = async (reference: string) => {
  const form = new FormData();
  form.append("intent", "photos");
  form.append("phase", "before");
  for (let i = 0; i < PHOTOS_PER_JOB; i++)
    form.append("photos", new File([new Uint8Array(photo)], `IMG_${i}.jpg`, { type: "image/jpeg" }));
  const started = performance.now();
  const res = await fetch(`${base}/admin/jobs/${reference}`, {
    method: "POST",
    headers: { cookie, origin: base },
    body: form,
  });
  const text = await res.text();
  return {
    status: res.status,
    ms: Math.round(performance.now() - started),
    added: /(\d+) before photos? added/.exec(text)?.[1] ?? "0",
  };
};

await new Promise((r) => setTimeout(r, 2000)); // let the start settle
const before = rssMb(pid);
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
const answers = await Promise.all(references.slice(0, PARALLEL).map(upload));
clearInterval(sampler);

// the customers' side (issue 48), on a fresh server: three booking forms at once, each with the 10 photos a form takes
server.kill("SIGTERM");
await new Promise((resolve) => server.once("exit", resolve));
server = await startServer();
pid = server.pid!;
const bookingForm = async (n: number, photos = CUSTOMER_PHOTOS_MAX, bytes = photo) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    service: "junk-removal",
    "tier.junk-removal": "full",
    city: "dallas",
    address: `${200 + n} Main St`,
    zip: "75201",
    date: addDays(today, 3),
    window: ["09:00", "11:00", "13:00", "15:00"][n]!,
    name: "Bench Customer",
    phone: `21456${String(10_000 + n).slice(-5)}`,
    email: `bench-customer-${n}@example.com`,
  }))
    form.append(name, value);
  for (let i = 0; i < photos; i++)
    form.append("photos", new File([new Uint8Array(bytes)], `PXL_${i}.jpg`, { type: "image/jpeg" }));
  const started = performance.now();
  const res = await fetch(`${base}/booking`, {
    method: "POST",
    headers: { origin: base },
    body: form,
    redirect: "manual",
  });
  await res.arrayBuffer();
  return { status: res.status, ms: Math.round(performance.now() - started) };
};
// warmed as a running server is: the form's page and one small booking with a photo
await (await fetch(`${base}/booking`)).arrayBuffer();
const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3080c0" } })
  .jpeg()
  .toBuffer();
if ((await bookingForm(3, 1, small)).status !== 302) throw new Error("the warm-up booking was not made");
await new Promise((r) => setTimeout(r, 2000));
const beforeForms = rssMb(pid);
let peakForms = beforeForms;
const formSampler = setInterval(() => (peakForms = Math.max(peakForms, rssMb(pid))), 10);
const formAnswers = await Promise.all([0, 1, 2].map((n) => bookingForm(n)));
clearInterval(formSampler);
const kept = new DatabaseSync(env.DATABASE_PATH!, { timeout: 5_000 });
// the warm-up's one photo aside
const customerPhotos =
  Number((kept.prepare("SELECT COUNT(*) AS n FROM job_photos WHERE phase = 'customer'").get() as { n: number }).n) - 1;
kept.close();

// strangers cannot starve a crew (issue 56): two booking forms that send a small photo, then a byte a second, hold
// the booking form's upload slots; meanwhile a crew member sends one photo of a job
const boundary = "bench-trickle-boundary";
const trickle = () =>
  new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const began = performance.now();
    const req = http.request({
      host: "127.0.0.1",
      port,
      path: "/booking",
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, origin: base },
    });
    const timers: ReturnType<typeof setInterval>[] = [];
    const clearInterval = () => timers.forEach((t) => globalThis.clearInterval(t));
    req.on("response", (res) => {
      answered = true;
      clearInterval();
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: Math.round(performance.now() - began) }));
    });
    let answered = false;
    req.on("error", (error) => {
      clearInterval();
      // the server may close the connection once it has answered (the body it cut is not read to its end)
      if (!answered) reject(error);
    });
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="service"\r\n\r\njunk-removal\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    req.write(small);
    req.write(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="notes"\r\n\r\n`);
    timers.push(setInterval(() => req.write("x"), 1_000));
  });
const trickles = [trickle(), trickle()];
await new Promise((r) => setTimeout(r, 1_500)); // both hold their slot
const crewStart = performance.now();
const crewOne = await (async () => {
  const form = new FormData();
  form.append("intent", "photos");
  form.append("phase", "before");
  form.append("photos", new File([new Uint8Array(photo)], "IMG_crew.jpg", { type: "image/jpeg" }));
  const res = await fetch(`${base}/admin/jobs/${references[PARALLEL]}`, {
    method: "POST",
    headers: { cookie, origin: base },
    body: form,
  });
  await res.text();
  return { status: res.status, ms: Math.round(performance.now() - crewStart) };
})();
const trickled = await Promise.all(trickles);
server.kill("SIGTERM");
const CREW_GOAL_MS = 2_000;

console.log(
  `\n${PARALLEL} parallel uploads of ${PHOTOS_PER_JOB} photos of ${(photo.length / 1024 / 1024).toFixed(1)} MB each ` +
    `(3800 × 2900 JPEG):`,
);
for (const a of answers) console.log(`  ${a.status} in ${a.ms} ms, ${a.added} photos kept`);
console.log(
  `  server RSS: ${before} MB before, ${peak} MB at the peak: +${peak - before} MB (goal: under +${GOAL_MB} MB)`,
);
console.log(`\n3 booking forms at once, each a junk removal with ${CUSTOMER_PHOTOS_MAX} such photos (issue 48):`);
for (const a of formAnswers)
  console.log(`  ${a.status} in ${a.ms} ms${a.status === 503 ? " (asked to send again: both upload slots busy)" : ""}`);
console.log(`  ${customerPhotos} customer photos kept`);
console.log(
  `  server RSS: ${beforeForms} MB before, ${peakForms} MB at the peak: +${peakForms - beforeForms} MB (goal: under +${GOAL_MB} MB)`,
);
console.log(`\n2 booking forms trickling a byte a second (issue 56), and a crew member's one photo meanwhile:`);
for (const t of trickled) console.log(`  the trickling form: ${t.status} after ${t.ms} ms (cut: 408 expected)`);
console.log(`  the crew's photo: ${crewOne.status} in ${crewOne.ms} ms (goal: under ${CREW_GOAL_MS} ms)`);
process.exitCode =
  peak - before < GOAL_MB &&
  peakForms - beforeForms < GOAL_MB &&
  crewOne.status === 200 &&
  crewOne.ms < CREW_GOAL_MS &&
  trickled.every((t) => t.status === 408)
    ? 0
    : 1;
