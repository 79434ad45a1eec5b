/**
 * Where job photos' files live (docs/decisions/0039): on disk, folders 0700 and files 0600, written whole under a
 * temporary name and renamed (nothing half written under a key, no temporary file left); in an S3 bucket through
 * the AWS SDK, against a local stand-in of S3 that checks its signatures (tests/support/s3.ts); and which of the two, or none, the environment
 * selects, with the settings checked at start.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import type * as FsPromises from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startS3, type TestS3 } from "../../tests/support/s3";
import { parseEnv } from "../utils/env.server";
import {
  DiskPhotoStore,
  newPhotoKey,
  PHOTOS_OFF_MESSAGE,
  photoStoreFromEnv,
  type PhotoStore,
  S3PhotoStore,
} from "./store.server";

/** `rename` made to fail once, noting what was on the disk at that moment (the temporary file, the key's place). */
const renames = vi.hoisted(() => ({
  fail: false,
  seen: null as null | { from: string; size: number; mode: number; targetExists: boolean },
}));
vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  return {
    ...fs,
    rename: async (from: string, to: string) => {
      if (!renames.fail) return fs.rename(from, to);
      renames.fail = false;
      const stats = await fs.stat(from);
      renames.seen = { from, size: stats.size, mode: stats.mode & 0o777, targetExists: existsSync(to) };
      throw Object.assign(new Error("EIO: i/o error, rename"), { code: "EIO" });
    },
  };
});

const dir = mkdtempSync(join(tmpdir(), "northstar-photo-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let made = 0;
const newDir = () => join(dir, `photos-${++made}`);

const mode = (path: string) => statSync(path).mode & 0o777;
/** Every file under `root`, as relative paths. */
const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();
const keysOf = async (store: PhotoStore) => {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys.sort();
};
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

describe("keys", () => {
  it("jobs/<booking>/<144 random bits in base64url>.jpg, never twice", () => {
    const keys = Array.from({ length: 2000 }, () => newPhotoKey(12));
    for (const key of keys) expect(key).toMatch(/^jobs\/12\/[A-Za-z0-9_-]{24}\.jpg$/);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("DiskPhotoStore", () => {
  it("writes a file 0600 in folders 0700, reads it back, deletes it and its job's emptied folder", async () => {
    const root = newDir();
    const store = new DiskPhotoStore(root);
    const key = newPhotoKey(7);
    await store.put(key, JPEG, "image/jpeg");
    expect(mode(root)).toBe(0o700);
    expect(mode(join(root, "jobs"))).toBe(0o700);
    expect(mode(join(root, "jobs", "7"))).toBe(0o700);
    expect(mode(join(root, ...key.split("/")))).toBe(0o600);
    expect(await store.get(key)).toEqual(JPEG);
    // nothing but the photo: no temporary file left beside it
    expect(filesUnder(root)).toEqual([key]);
    expect(await keysOf(store)).toEqual([key]);
    expect((await store.modifiedAt(key))!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.modifiedAt(key)).toBeNull();
    expect(readdirSync(join(root, "jobs"))).toEqual([]); // the job's folder went with its last photo
    await store.delete(key); // twice: nothing to do
  });

  it("tightens an older, looser folder to 0700; a job's folder keeps its other photos", async () => {
    const root = newDir();
    mkdirSync(root, { mode: 0o755 });
    chmodSync(root, 0o755);
    const store = new DiskPhotoStore(root);
    const [a, b] = [newPhotoKey(3), newPhotoKey(3)];
    await Promise.all([store.put(a, JPEG, "image/jpeg"), store.put(b, Buffer.from("other"), "image/jpeg")]);
    expect(mode(root)).toBe(0o700);
    await store.delete(a);
    expect(await store.get(b)).toEqual(Buffer.from("other"));
    expect(await keysOf(store)).toEqual([b]);
  });

  it("writes the whole file under a temporary name, then renames it; a failure leaves nothing behind", async () => {
    const root = newDir();
    const store = new DiskPhotoStore(root);
    const key = newPhotoKey(9);
    const body = Buffer.alloc(3 * 1024 * 1024, 7);
    renames.fail = true;
    await expect(store.put(key, body, "image/jpeg")).rejects.toThrow(/EIO/);
    // at the rename: the temporary file beside the key's place held every byte, 0600; nothing was under the key yet
    expect(renames.seen).toEqual({
      from: expect.stringMatching(
        new RegExp(`${key.split("/").pop()!.replace(".", "\\.")}\\.[A-Za-z0-9_-]{12}\\.tmp$`),
      ),
      size: body.length,
      mode: 0o600,
      targetExists: false,
    });
    expect(filesUnder(root)).toEqual([]); // nor after: the temporary file was deleted
    expect(await store.get(key)).toBeNull();
  });

  it("a write that cannot take its place (a folder is there) leaves no temporary file", async () => {
    const root = newDir();
    const store = new DiskPhotoStore(root);
    const key = newPhotoKey(9);
    mkdirSync(join(root, ...key.split("/")), { recursive: true });
    await expect(store.put(key, JPEG, "image/jpeg")).rejects.toThrow();
    expect(filesUnder(root)).toEqual([]);
  });

  it("lists a temporary file a crash left (the sweep's to delete), and only keys it could have made", async () => {
    const root = newDir();
    const store = new DiskPhotoStore(root);
    const key = newPhotoKey(4);
    await store.put(key, JPEG, "image/jpeg");
    writeFileSync(join(root, ...`${key}.Zm9vYmFy.tmp`.split("/")), "half");
    writeFileSync(join(root, "jobs", "4", ".DS_Store"), "not ours");
    expect(await keysOf(store)).toEqual([key, `${key}.Zm9vYmFy.tmp`]);
    await store.delete(`${key}.Zm9vYmFy.tmp`);
    expect(await keysOf(store)).toEqual([key]);
  });

  it("refuses a key that would leave its folder", async () => {
    const store = new DiskPhotoStore(newDir());
    for (const key of ["../outside.jpg", "jobs/../../x.jpg", "/etc/passwd", "jobs/1/.hidden", "jobs//x.jpg", ""])
      await expect(store.get(key)).rejects.toThrow(/Not a photo key/);
    await expect(store.put("jobs/1/../../x.jpg", JPEG, "image/jpeg")).rejects.toThrow(/Not a photo key/);
  });

  it("an empty store lists nothing (its folder is made by the first photo)", async () => {
    expect(await keysOf(new DiskPhotoStore(newDir()))).toEqual([]);
  });
});

describe("S3PhotoStore (against the S3 stand-in)", () => {
  let s3: TestS3;
  let store: S3PhotoStore;
  beforeAll(async () => {
    s3 = await startS3();
    store = new S3PhotoStore({
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      endpoint: s3.endpoint,
    });
  }, 30_000);
  afterAll(async () => {
    store?.close();
    await s3?.stop();
  });

  it("puts, gets, lists and deletes a photo", async () => {
    const key = newPhotoKey(21);
    await store.put(key, JPEG, "image/jpeg");
    expect(await store.get(key)).toEqual(JPEG);
    expect(await keysOf(store)).toContain(key);
    expect((await store.modifiedAt(key))!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.modifiedAt(key)).toBeNull();
    expect(await keysOf(store)).not.toContain(key);
    await store.delete(key); // a missing key: nothing to do
  });

  it("lists its own keys only (a shared bucket's other objects are not the sweep's), page after page", async () => {
    await store.put("invoices/2026/march.pdf", Buffer.from("%PDF"), "application/pdf");
    const keys = Array.from({ length: 1005 }, (_, i) => newPhotoKey(1000 + i));
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((key) => store.put(key, JPEG, "image/jpeg")));
    const lists = s3.requests.get("ListObjectsV2") ?? 0;
    const listed = await keysOf(store);
    expect(s3.requests.get("ListObjectsV2")! - lists).toBe(2); // 1,000 keys a page
    expect(listed).toEqual(expect.arrayContaining(keys));
    expect(listed).not.toContain("invoices/2026/march.pdf");
    expect(await store.get("invoices/2026/march.pdf")).toEqual(Buffer.from("%PDF"));
  }, 60_000);

  it("signs its requests (checked by the stand-in): another secret or key id is refused", async () => {
    const settings = {
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      endpoint: s3.endpoint,
    };
    const wrongSecret = new S3PhotoStore({ ...settings, secretAccessKey: "not-the-secret" });
    await expect(wrongSecret.put(newPhotoKey(1), JPEG, "image/jpeg")).rejects.toThrow(/signature/i);
    const wrongKey = new S3PhotoStore({ ...settings, accessKeyId: "AKIASTRANGER" });
    await expect(wrongKey.get(newPhotoKey(1))).rejects.toThrow();
    wrongSecret.close();
    wrongKey.close();
  });

  it("a bucket that fails (after the SDK's retries) fails the put; nothing is stored", async () => {
    const key = newPhotoKey(30);
    s3.failNext(3);
    await expect(store.put(key, JPEG, "image/jpeg")).rejects.toThrow();
    expect(s3.objects.has(key)).toBe(false);
    await store.put(key, JPEG, "image/jpeg"); // and the next one is stored
    expect(s3.objects.get(key)?.contentType).toBe("image/jpeg");
    // the SDK waits between its tries, with random backoff (a 503 is throttling: up to ~3 s in all), so this test is
    // given room beyond the suite's 5 s
  }, 15_000);
});

describe("the store the environment selects", () => {
  const bucket = {
    S3_BUCKET: "photos",
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
    S3_SECRET_ACCESS_KEY: "secret",
  };
  const pg = { DATABASE_URL: "postgres://u:p@db:5432/ns", SESSION_SECRET: "x".repeat(32) };

  it("a folder by default (PHOTOS_DIR, data/photos)", () => {
    const env = parseEnv({});
    expect(env.PHOTOS_DIR).toBe("data/photos");
    const store = photoStoreFromEnv(env);
    expect(store).toBeInstanceOf(DiskPhotoStore);
    expect((store as DiskPhotoStore).dir).toBe(join(process.cwd(), "data/photos"));
    expect((photoStoreFromEnv(parseEnv({ PHOTOS_DIR: "/srv/photos" })) as DiskPhotoStore).dir).toBe("/srv/photos");
  });

  it("the bucket when S3_BUCKET is set, with or without DATABASE_URL", () => {
    const store = photoStoreFromEnv(parseEnv({ ...bucket, S3_ENDPOINT: "http://127.0.0.1:9000" }));
    expect(store).toBeInstanceOf(S3PhotoStore);
    expect(store!.where).toBe("the bucket photos at 127.0.0.1:9000");
    expect(photoStoreFromEnv(parseEnv({ ...bucket, ...pg }))).toBeInstanceOf(S3PhotoStore);
  });

  it("none with DATABASE_URL and no bucket (instances share no folder), and the message says what to set", () => {
    expect(photoStoreFromEnv(parseEnv(pg))).toBeNull();
    expect(PHOTOS_OFF_MESSAGE).toMatch(/DATABASE_URL/);
    for (const name of Object.keys(bucket)) expect(PHOTOS_OFF_MESSAGE).toContain(name);
  });

  it("a bucket half set up stops the start, naming each missing variable; a bad endpoint too", () => {
    expect(() => parseEnv({ S3_BUCKET: "photos" })).toThrow(/S3_REGION[^]*S3_ACCESS_KEY_ID[^]*S3_SECRET_ACCESS_KEY/);
    const { S3_SECRET_ACCESS_KEY: _, ...noSecret } = bucket;
    expect(() => parseEnv(noSecret)).toThrow(/ {2}S3_SECRET_ACCESS_KEY: .*go together/);
    expect(() => parseEnv({ S3_ENDPOINT: "http://minio:9000" })).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ ...bucket, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    // empty values count as unset, as for every setting
    expect(photoStoreFromEnv(parseEnv({ S3_BUCKET: "", S3_REGION: "" }))).toBeInstanceOf(DiskPhotoStore);
  });
});
