/**
 * A local stand-in for S3 (docs/decisions/0039), for tests: the part of its HTTP API the photo store uses, addressed
 * by path (`/{bucket}/{key}`), as the AWS SDK sends it with an endpoint: PutObject (PUT), GetObject (GET), HeadObject
 * (HEAD), DeleteObject (DELETE, also of a missing key) and ListObjectsV2 (`GET /{bucket}?list-type=2`, with
 * `prefix`, `max-keys` (1000 at most, S3's own limit) and continuation tokens), its errors as S3's XML
 * (NoSuchKey, NoSuchBucket, InvalidAccessKeyId, SignatureDoesNotMatch, XAmzContentSHA256Mismatch).
 *
 * Every request must carry a valid AWS Signature Version 4 made with the stand-in's keys, checked here on its own
 * (written from AWS's description of the algorithm, not with the SDK's code), and a signed payload's hash must be
 * the body's. Objects are kept in memory; `age` sets an object's time (the orphan sweep spares fresh files), and
 * `failNext` makes the next requests fail with a 503, as an outage would (the SDK tries 3 times).
 *
 * Why not s3rver: on Node 17 and later its continuation tokens use a cipher OpenSSL 3 refuses, so a listing of more
 * than 1,000 objects fails with a 500; and it never checks a Version 4 signature.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export type StandInObject = { body: Buffer; contentType: string; lastModified: Date; etag: string };

export type TestS3 = {
  /** `http://127.0.0.1:<port>`: the S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's objects by key. */
  objects: Map<string, StandInObject>;
  /** Sets when `key` was last written. */
  age: (key: string, lastModified: Date) => void;
  /** The next `n` requests answer 503 (SlowDown). */
  failNext: (n: number) => void;
  /** How many requests were answered, by operation ("PutObject", "ListObjectsV2"…). */
  requests: Map<string, number>;
  stop: () => Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
/** RFC 3986 encoding, as SigV4 canonicalises query strings. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

function sendError(res: ServerResponse, status: number, code: string, message: string, head = false) {
  res.writeHead(status, { "Content-Type": "application/xml" });
  res.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xml(message)}</Message></Error>`,
  );
}

/**
 * Why the request's SigV4 `Authorization` is not valid for these keys, or null when it is: the canonical request
 * (method, path as sent, sorted query, the signed headers, the payload's hash), the string to sign with its scope
 * (date/region/s3/aws4_request), the signing key derived from the secret, and the signature compared.
 */
function signatureProblem(
  req: IncomingMessage,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): { code: string; message: string } | null {
  const auth = req.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return { code: "AccessDenied", message: "A Signature Version 4 Authorization header is required." };
  const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== keys.accessKeyId)
    return { code: "InvalidAccessKeyId", message: "The AWS Access Key Id you provided does not exist in our records." };
  if (region !== keys.region) return { code: "AuthorizationHeaderMalformed", message: `Expecting ${keys.region}.` };
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  if (!amzDate.startsWith(day!)) return { code: "AccessDenied", message: "x-amz-date does not match the scope." };
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== sha256(body))
    return { code: "XAmzContentSHA256Mismatch", message: "The payload's hash is not the body's." };
  if (!/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== "UNSIGNED-PAYLOAD")
    return { code: "NotImplemented", message: `x-amz-content-sha256 ${payloadHash} is not supported here.` };
  const [path, query = ""] = (req.url ?? "/").split("?", 2) as [string, string?];
  const canonicalQuery = query
    .split("&")
    .filter(Boolean)
    .map((pair) => pair.split("=", 2).map((part) => encode(decodeURIComponent((part ?? "").replace(/\+/g, " ")))))
    .map(([name, value]) => `${name}=${value ?? ""}`)
    .sort()
    .join("&");
  const headerNames = signedHeaders!.split(";");
  if (!headerNames.includes("host")) return { code: "AccessDenied", message: "The host header must be signed." };
  const canonicalHeaders = headerNames
    .map((name) => {
      const value = req.headers[name];
      return `${name}:${(Array.isArray(value) ? value.join(",") : (value ?? "")).trim().replace(/\s+/g, " ")}\n`;
    })
    .join("");
  const canonicalRequest = [req.method, path, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day!), region!), "s3"), "aws4_request");
  const expected = createHmac("sha256", signingKey).update(toSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature!, "hex")))
    return { code: "SignatureDoesNotMatch", message: "The request signature we calculated does not match." };
  return null;
}

/** Starts the stand-in with one bucket, `bucket`, on a free port of 127.0.0.1. */
export async function startS3(bucket = "job-photos"): Promise<TestS3> {
  const keys = {
    region: "us-east-1",
    accessKeyId: `AKIA${randomBytes(8).toString("hex").toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString("base64"),
  };
  const objects = new Map<string, StandInObject>();
  const requests = new Map<string, number>();
  let failing = 0;

  const list = (res: ServerResponse, params: URLSearchParams) => {
    const prefix = params.get("prefix") ?? "";
    const maxKeys = Math.min(Number(params.get("max-keys") ?? 1000) || 1000, 1000);
    const after = params.get("continuation-token")
      ? Buffer.from(params.get("continuation-token")!, "base64url").toString()
      : (params.get("start-after") ?? "");
    // S3 lists keys in the order of their UTF-8 bytes
    const matching = [...objects.keys()]
      .filter((key) => key.startsWith(prefix) && key > after)
      .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    const contents = page
      .map((key) => {
        const o = objects.get(key)!;
        return `<Contents><Key>${xml(key)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${xml(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join("");
    res.writeHead(200, { "Content-Type": "application/xml" });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
        `<Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
        `<MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
        (truncated
          ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString("base64url")}</NextContinuationToken>`
          : "") +
        `${contents}</ListBucketResult>`,
    );
  };

  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const url = new URL(req.url ?? "/", "http://stand-in");
      const [, bucketName = "", ...keyParts] = url.pathname.split("/");
      const key = keyParts.map(decodeURIComponent).join("/");
      const head = req.method === "HEAD";
      const operation =
        req.method === "GET" && !key
          ? "ListObjectsV2"
          : ({ PUT: "PutObject", GET: "GetObject", HEAD: "HeadObject", DELETE: "DeleteObject" }[req.method ?? ""] ??
            "Unknown");
      requests.set(operation, (requests.get(operation) ?? 0) + 1);
      const problem = signatureProblem(req, body, keys);
      if (problem) return sendError(res, 403, problem.code, problem.message, head);
      if (failing > 0) {
        failing--;
        return sendError(res, 503, "SlowDown", "Please reduce your request rate.", head);
      }
      if (decodeURIComponent(bucketName) !== bucket)
        return sendError(res, 404, "NoSuchBucket", "The specified bucket does not exist.", head);
      if (operation === "ListObjectsV2") {
        if (url.searchParams.get("list-type") !== "2")
          return sendError(res, 501, "NotImplemented", "Only ListObjectsV2 is.");
        return list(res, url.searchParams);
      }
      if (!key) return sendError(res, 501, "NotImplemented", `${req.method} of a bucket is not.`, head);
      if (operation === "PutObject") {
        if (/aws-chunked/.test(String(req.headers["content-encoding"] ?? "")))
          return sendError(res, 501, "NotImplemented", "aws-chunked uploads are not.");
        const etag = `"${createHash("md5").update(body).digest("hex")}"`;
        objects.set(key, {
          body,
          contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
          lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
          etag,
        });
        res.writeHead(200, { ETag: etag });
        return res.end();
      }
      if (operation === "DeleteObject") {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      const object = objects.get(key);
      if (!object) return sendError(res, 404, "NoSuchKey", "The specified key does not exist.", head);
      res.writeHead(200, {
        "Content-Type": object.contentType,
        "Content-Length": object.body.length,
        "Last-Modified": object.lastModified.toUTCString(),
        ETag: object.etag,
      });
      res.end(head ? undefined : object.body);
    } catch (error) {
      sendError(res, 500, "InternalError", String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...keys,
    objects,
    requests,
    age: (key, lastModified) => {
      const object = objects.get(key);
      if (!object) throw new Error(`no object ${key}`);
      object.lastModified = lastModified;
    },
    failNext: (n) => {
      failing = n;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
