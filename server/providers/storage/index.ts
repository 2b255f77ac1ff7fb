import path from "node:path";
import type { Config } from "../../config.ts";
import { createFsStorage } from "./fs.ts";
import { createS3Storage } from "./s3.ts";
import type { Storage } from "./types.ts";

/** The storage chosen by STORAGE: the local disk (default) or an S3-compatible bucket. */
export function createStorage(config: Config): Storage {
  if (config.STORAGE === "s3") {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET as string,
      accessKeyId: config.S3_ACCESS_KEY_ID as string,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createFsStorage(path.join(config.dataDir, "uploads"));
}
