import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../../tests/helpers/s3.ts";
import { parseEnv } from "../config/env.server.ts";
import { createStorage } from "./create-storage.server.ts";

describe("createStorage", () => {
  let dataDir = "";
  let server: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "create-storage-"));
    server = await startS3Server();
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("keeps the files in DATA_DIR/uploads without S3_URL", async () => {
    const storage = createStorage(parseEnv({ DATA_DIR: dataDir }));
    expect(storage.kind).toBe("disk");
    await storage.put("media/a1/original.jpg", Readable.from([Buffer.from("jpeg")]), { contentType: "image/jpeg" });
    await expect(fs.stat(path.join(dataDir, "uploads", "media", "a1", "original.jpg"))).resolves.toMatchObject({ size: expect.any(Number) });
  });

  it("keeps them in the bucket S3_URL names when it is set", async () => {
    const { endpoint, bucket } = server.config;
    const storage = createStorage(parseEnv({ DATA_DIR: dataDir, S3_URL: `s3://S3RVER:S3RVER@${new URL(endpoint).host}/${bucket}?tls=off` }));
    expect(storage.kind).toBe("s3");
    await storage.put("media/b2/original.jpg", Readable.from([Buffer.from("jpeg")]), { contentType: "image/jpeg" });
    expect(await storage.head("media/b2/original.jpg")).toEqual({ size: 4, contentType: "image/jpeg" });
    await expect(fs.stat(path.join(dataDir, "uploads", "media", "b2"))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("loads the AWS SDK only once an S3 storage is first used, not with the server", async () => {
    // A process of its own: this worker has loaded the SDK already.
    const script = `
      import { createRequire } from "node:module";
      const sdkLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes("@aws-sdk"));
      const { createStorage } = await import("./app/platform/storage/create-storage.server.ts");
      const disk = createStorage({ DATA_DIR: ${JSON.stringify(dataDir)} });
      await disk.head("media/none.jpg");
      const withDisk = sdkLoaded();
      const s3 = createStorage({ DATA_DIR: ${JSON.stringify(dataDir)}, S3_URL: ${JSON.stringify(server.config)} });
      const withS3Created = sdkLoaded();
      await s3.head("media/none.jpg");
      console.log(JSON.stringify({ withDisk, withS3Created, withS3Used: sdkLoaded() }));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    });
    expect(JSON.parse(stdout)).toEqual({ withDisk: false, withS3Created: false, withS3Used: true });
  });
});
