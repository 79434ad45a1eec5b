/**
 * The backups' copies in the S3 bucket of the `S3_*` settings (README, Backups): each proved archive under
 * `backups/<file>`, the same retention as on the disk. The client is the photos' own (app/photos/store.server.ts).
 * Server only.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { bucketWhere, s3Client, type S3Settings } from "../photos/store.server.ts";

/** Every key of a backup begins so: nothing else of a shared bucket is listed or deleted. */
export const BACKUP_KEY_PREFIX = "backups/";

export interface BackupBucket {
  /** For messages: the bucket (never a secret). */
  readonly where: string;
  /** Uploads the archive at `path` under `backups/<its name>`; where it went (`s3://bucket/backups/<name>`). */
  put(path: string, signal?: AbortSignal): Promise<string>;
  /** The names of the archives in the bucket (`backup-….tar.gz`). */
  names(): Promise<string[]>;
  /** Deletes the archive `name` from the bucket. */
  delete(name: string): Promise<void>;
  close(): void;
}

/** An archive of ours, by its name (no other key of the prefix is touched). */
export const ARCHIVE_NAME = /^backup-[0-9TZ-]+\.tar\.gz$/;

/**
 * `retryMs`: the pauses before the second and third attempts of an upload (the SDK does not try a streamed body
 * again itself).
 */
export function backupBucket(settings: S3Settings, { retryMs = [2_000, 10_000] } = {}): BackupBucket {
  // an archive of the photos too is larger than a photo: 10 minutes for one upload
  const client = s3Client(settings, { requestTimeoutMs: 10 * 60_000 });
  const Bucket = settings.bucket;
  return {
    where: bucketWhere(settings),
    async put(path, signal) {
      const name = basename(path);
      const key = `${BACKUP_KEY_PREFIX}${name}`;
      const { size } = await stat(path);
      for (let attempt = 0; ; attempt++) {
        try {
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: key,
              Body: createReadStream(path),
              ContentLength: size,
              ContentType: "application/gzip",
            }),
            { abortSignal: signal },
          );
          return `s3://${Bucket}/${key}`;
        } catch (error) {
          const pause = retryMs[attempt];
          if (pause === undefined || signal?.aborted) throw error;
          await new Promise((resolve) => setTimeout(resolve, pause));
        }
      }
    },
    async names() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: BACKUP_KEY_PREFIX, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(BACKUP_KEY_PREFIX.length) ?? "";
          if (ARCHIVE_NAME.test(name)) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
    async delete(name) {
      if (!ARCHIVE_NAME.test(name)) throw new Error(`Not a backup's archive: ${JSON.stringify(name).slice(0, 80)}`);
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${BACKUP_KEY_PREFIX}${name}` }));
    },
    close: () => client.destroy(),
  };
}
