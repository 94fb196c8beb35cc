import path from "node:path";
import type { Env } from "../config/env.server.ts";
import { createDiskStorage } from "./disk-storage.server.ts";
import { createS3Storage } from "./s3-storage.server.ts";
import type { Storage } from "./storage.server.ts";

/** The bucket S3_URL names when it is set, otherwise DATA_DIR/uploads (ADR 021). */
export function createStorage(env: Pick<Env, "S3_URL" | "DATA_DIR">): Storage {
  return env.S3_URL ? createS3Storage(env.S3_URL) : createDiskStorage(path.join(env.DATA_DIR, "uploads"));
}
