/**
 * Where the files of job photos live (docs/decisions/0039): a folder of this machine (`PHOTOS_DIR`, by default
 * `data/photos/`), or an S3-compatible bucket (`S3_BUCKET` and its settings). The database holds a row per photo
 * naming its file by an unguessable key; the file is written first and the row second, so a crash between the two
 * leaves a file without a row (swept later: app/photos/photos.server.ts), never a row without a file.
 *
 * Several instances on one PostgreSQL (`DATABASE_URL`) share no folder: without a bucket, photos are off there
 * (`photoStoreFromEnv` answers null, and PHOTOS_OFF_MESSAGE says why). Server only.
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir, open, readFile, rename, rmdir, stat, unlink } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { type Env, getEnv, S3_SETTINGS_MESSAGE } from "../utils/env.server.ts";
import { filesUnder, isMissing, syncFolder } from "../utils/files.server.ts";

export interface PhotoStore {
  /** For messages: the folder, or the bucket (never a key). */
  readonly where: string;
  /** Stores `body` under `key`, whole or not at all. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes the file under `key` (nothing to do when there is none). */
  delete(key: string): Promise<void>;
  /** Every key stored (for the orphan sweep), files still being written included. */
  keys(): AsyncIterable<string>;
  /** When the file under `key` was last written, or null when there is none (the sweep spares fresh files). */
  modifiedAt(key: string): Promise<Date | null>;
}

/** Every key this module makes begins so: the sweep of a shared bucket touches nothing else. */
export const PHOTO_KEY_PREFIX = "jobs/";

/** A new key for a photo of booking `bookingId`: `jobs/<bookingId>/<144 random bits, base64url>.jpg`. */
export const newPhotoKey = (bookingId: number | "new") =>
  `${PHOTO_KEY_PREFIX}${bookingId}/${randomBytes(18).toString("base64url")}.jpg`;

/**
 * A key as a relative path: segments of letters, digits, `-` and `_`, the last with dotted extensions. No segment is
 * empty, `.` or `..`, and none begins with a dot, so no key names a file outside the store's folder.
 */
const KEY = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

/** Refuses a key that is not one (a key comes from the database, never from a visitor: a bad one is a bug). */
function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a photo key: ${JSON.stringify(key).slice(0, 80)}`);
  return key;
}


/**
 * Photos as files under `dir`: the folders 0700 and the files 0600 (the server's user only, as the database: README,
 * Privacy). A file is written under a temporary name beside its place (`<key>.<random>.tmp`), flushed to the disk,
 * then renamed into place, so no reader ever finds half a photo under its key; a temporary file a crash leaves is a
 * key without a row, which the orphan sweep deletes once it is an hour old.
 */
export class DiskPhotoStore implements PhotoStore {
  readonly dir: string;
  readonly where: string;
  private tightened = false;
  constructor(dir: string) {
    this.dir = resolve(dir);
    this.where = `the folder ${dir}`;
  }

  private pathOf(key: string) {
    return join(this.dir, ...checkKey(key).split("/"));
  }

  /** The store's folder, made 0700 (or tightened to it when an older one was looser), and `folder` under it. */
  private async folder(folder: string) {
    if (!this.tightened) {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      await chmod(this.dir, 0o700);
      this.tightened = true;
    }
    await mkdir(folder, { recursive: true, mode: 0o700 });
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    const temp = `${path}.${randomBytes(9).toString("base64url")}.tmp`;
    await this.folder(dirname(path));
    let file;
    try {
      file = await open(temp, "wx", 0o600);
    } catch (error) {
      if (!isMissing(error)) throw error;
      // the folder went between making and opening it: the last photo of its job was deleted meanwhile
      await this.folder(dirname(path));
      file = await open(temp, "wx", 0o600);
    }
    try {
      try {
        await file.writeFile(body);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temp, path);
    } catch (error) {
      await unlink(temp).catch(() => {});
      throw error;
    }
    await syncFolder(dirname(path));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    try {
      await unlink(path);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    // a job's folder goes with its last photo (an erased booking leaves no folder named after it)
    if (dirname(path) !== this.dir) await rmdir(dirname(path)).catch(() => {});
  }

  async *keys(): AsyncIterable<string> {
    for await (const key of filesUnder(this.dir)) if (KEY.test(key)) yield key;
  }

  async modifiedAt(key: string): Promise<Date | null> {
    try {
      return (await stat(this.pathOf(key))).mtime;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

export type S3Settings = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Another S3-compatible service (MinIO, R2, B2, the tests' stand-in): addressed by path, `endpoint/bucket/key`. */
  endpoint?: string;
};

/** For messages: the bucket and, for another service than AWS, its host (never a key or a secret). */
export const bucketWhere = (settings: S3Settings) =>
  `the bucket ${settings.bucket}${settings.endpoint ? ` at ${new URL(settings.endpoint).host}` : ""}`;

/**
 * A client of the bucket `settings` name: the photos' store and the backups' uploads (README, Backups) use this one.
 * `requestTimeoutMs`: how long one request may take (a photo's 30 s; a backup's archive is larger).
 */
export function s3Client(settings: S3Settings, { requestTimeoutMs = 30_000 } = {}): S3Client {
  return new S3Client({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          forcePathStyle: true,
          // checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer defaults
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
        }
      : {}),
    // a stuck bucket fails the request, it does not hold it: a photo is sent again by the crew member, a backup's
    // archive goes up with the next backup
    requestHandler: { connectionTimeout: 5_000, requestTimeout: requestTimeoutMs },
  });
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
};

/** Photos as objects of an S3 bucket: S3 stores an object whole or not at all, so no temporary name is needed. */
export class S3PhotoStore implements PhotoStore {
  readonly where: string;
  private readonly bucket: string;
  private readonly client: S3Client;
  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.where = bucketWhere(settings);
    this.client = s3Client(settings);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a missing key's deletion with success too
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async *keys(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: PHOTO_KEY_PREFIX, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key && KEY.test(object.Key)) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async modifiedAt(key: string): Promise<Date | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return head.LastModified ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Closes the client's connections (tests, scripts). */
  close() {
    this.client.destroy();
  }
}

/**
 * Why photos are off: for the server's start log and the job's page. Several instances on one PostgreSQL do not
 * share a folder, so a photo one of them wrote would be missing on the others.
 */
export const PHOTOS_OFF_MESSAGE =
  "Job photos are off: with DATABASE_URL (several instances) they need a bucket that every instance shares. " +
  "Set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a service other than AWS).";

export type PhotoEnv = Pick<
  Env,
  | "DATABASE_URL"
  | "PHOTOS_DIR"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_ENDPOINT"
>;

/** The bucket's settings when S3_BUCKET is set (and so the other three: parseEnv says so), else null. */
export function s3SettingsFromEnv(env: Omit<PhotoEnv, "DATABASE_URL" | "PHOTOS_DIR">): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  const { S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // parseEnv refuses a bucket without these; an Env made another way gets the same words
  if (!region || !accessKeyId || !secretAccessKey) throw new Error(S3_SETTINGS_MESSAGE);
  return { bucket: env.S3_BUCKET, region, accessKeyId, secretAccessKey, endpoint: env.S3_ENDPOINT };
}

/** The store `env` selects: the bucket when S3_BUCKET is set; else the folder, but none (photos off) with DATABASE_URL. */
export function photoStoreFromEnv(env: PhotoEnv): PhotoStore | null {
  const bucket = s3SettingsFromEnv(env);
  if (bucket) return new S3PhotoStore(bucket);
  if (env.DATABASE_URL) return null;
  return new DiskPhotoStore(env.PHOTOS_DIR);
}

let cached: { store: PhotoStore | null } | undefined;
/** The process's photo store (made from the environment on first use), or null when photos are off. */
export function getPhotoStore(): PhotoStore | null {
  cached ??= { store: photoStoreFromEnv(getEnv()) };
  return cached.store;
}
