import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Config } from "../../app/platform/config/env.server.ts";

/**
 * A real S3-compatible server (s3rver 3.7) on loopback with one empty bucket, its files in a
 * temporary folder. Where it falls short of S3: it checks no SigV4 signature (any credentials pass),
 * cannot abort a multipart upload (it answers MethodNotAllowed, and the parts stay in its folder),
 * writes an object in place (two PUTs racing to one key can leave a mix of both), reads
 * `Range: bytes=N-0` as "to the end", and never finishes a ranged GET of an empty object.
 */
export async function startS3Server(bucket = "media") {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const config: S3Config = { endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", bucket, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    config,
    /** The server as the site's S3_URL names it. */
    url: `s3://${config.accessKeyId}:${config.secretAccessKey}@127.0.0.1:${port}/${bucket}?tls=off`,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
