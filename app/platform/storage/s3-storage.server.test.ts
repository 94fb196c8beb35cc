import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../../tests/helpers/s3.ts";
import { createS3Storage } from "./s3-storage.server.ts";
import { describeStorageContract } from "./storage-contract.ts";

describe("S3 storage, against s3rver on loopback", () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.close());

  describeStorageContract("s3", () => ({ storage: createS3Storage(server.config), twin: createS3Storage(server.config) }));

  it("fails, rather than answering null, when the bucket is missing", async () => {
    const noBucket = createS3Storage({ ...server.config, bucket: "no-such-bucket" });
    await expect(noBucket.get("media/a.jpg")).rejects.toMatchObject({ name: "NoSuchBucket" });
    const source = Readable.from([Buffer.from("x")]);
    await expect(noBucket.put("media/a.jpg", source, { contentType: "image/jpeg" })).rejects.toMatchObject({ name: "NoSuchBucket" });
    expect(source.destroyed).toBe(true);
  });
});
