import { pipeline, Readable } from "node:stream";
import type { S3Config } from "../config/env.server.ts";
import { sizeGuard } from "./size-guard.server.ts";
import { checkKey, checkPut, checkRange, type Storage } from "./storage.server.ts";

/** S3's smallest part, and its most parts in one upload: objects of unknown size go up to about 48 GB. */
const PART_SIZE = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;
/** Parts sent at once: a put holds at most (QUEUE_SIZE + 1) parts in memory, 15 MB. */
const QUEUE_SIZE = 2;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The SDK, loaded on the first call rather than with the server: about 25 MB of memory and 150 ms of
 * start-up that a server keeping its files on disk does not spend. A dynamic import of a package
 * stays one in the server's bundle, where a static one would load at start.
 */
function loadSdk() {
  return Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]).then(([s3, storage]) => ({ ...s3, Upload: storage.Upload }));
}

type Sdk = Awaited<ReturnType<typeof loadSdk>>;

function isMissing(sdk: Sdk, error: unknown): boolean {
  // A GET of a missing key is NoSuchKey; a HEAD has no body to say why, so any 404 is NotFound.
  return error instanceof sdk.S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound");
}

function isUnsatisfiableRange(sdk: Sdk, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && (error.name === "InvalidRange" || error.$metadata.httpStatusCode === 416);
}

/** The object's size from a ranged answer's `Content-Range: bytes start-end/size`. */
function sizeFromContentRange(contentRange: string | undefined): number | undefined {
  const match = /^bytes \d+-\d+\/(\d+)$/.exec(contentRange ?? "");
  return match ? Number(match[1]) : undefined;
}

/**
 * The media library's files in an S3-compatible bucket (ADR 021), addressed path-style
 * (`https://host/bucket/key`), which MinIO and other S3-compatible servers expect and S3 accepts.
 *
 * A put streams through lib-storage's Upload: one PutObject for a source under 5 MB, otherwise a
 * multipart upload of 5 MB parts, at most two in flight. Either way S3 shows the object only once it
 * is complete; a failed multipart upload is aborted (its parts deleted), and parts a killed process
 * leaves behind are invisible, and removed by the bucket's lifecycle rule for incomplete uploads.
 *
 * Checksums are computed only where S3 requires them: the SDK's default CRC32 headers are refused
 * by some S3-compatible servers, and each request's body is still covered by its SigV4 signature.
 */
export function createS3Storage(config: S3Config): Storage {
  const Bucket = config.bucket;
  let connection: Promise<{ sdk: Sdk; client: InstanceType<Sdk["S3Client"]> }> | undefined;
  const connect = () =>
    (connection ??= loadSdk().then((sdk) => {
      const client = new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: true,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
      });
      return { sdk, client };
    }));

  async function head(key: string) {
    const { sdk, client } = await connect();
    try {
      const answer = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? "application/octet-stream" };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  return {
    kind: "s3",

    async put(key, source, options) {
      let broken: Error | undefined;
      try {
        checkPut(key, options);
        const { sdk, client } = await connect();
        const body = sizeGuard(options.size);
        // The body fails with the source (an error, or destroyed before its end) or with the guard;
        // the upload, reading it, then stops and aborts. Noted here, before the upload hears of it.
        body.on("error", (error) => (broken ??= error));
        pipeline(source, body, () => {});
        const upload = new sdk.Upload({
          client,
          params: { Bucket, Key: key, Body: body, ContentType: options.contentType },
          partSize: Math.max(PART_SIZE, Math.ceil((options.size ?? 0) / MAX_PARTS)),
          queueSize: QUEUE_SIZE,
          leavePartsOnError: false,
        });
        await upload.done();
      } catch (error) {
        // When the source broke, say so: the upload's own error is then its abort's, or that of a
        // server unable to abort.
        const reported = broken ?? error;
        source.destroy();
        throw reported;
      }
    },

    async get(key, range) {
      checkKey(key);
      checkRange(range);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }));
        const stream = answer.Body;
        if (!(stream instanceof Readable)) throw new Error(`S3 answered GET ${key} without a body stream`);
        const size = range ? sizeFromContentRange(answer.ContentRange) : answer.ContentLength;
        if (size === undefined) {
          stream.destroy();
          throw new Error(`S3 answered GET ${key} without its size${range ? " (no Content-Range for a range)" : ""}`);
        }
        return { stream, size, contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        if (range && isUnsatisfiableRange(sdk, error)) {
          const object = await head(key);
          return object && { stream: Readable.from([]), ...object };
        }
        throw error;
      }
    },

    async head(key) {
      checkKey(key);
      return head(key);
    },

    async delete(key) {
      checkKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
