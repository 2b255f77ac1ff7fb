import path from "node:path";
import type { Config } from "#server/config.ts";
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

/**
 * Where the private files of quote requests live (decision 043): never behind a public address.
 * With STORAGE=s3, under the `private/` prefix of S3_PRIVATE_BUCKET, or of S3_BUCKET when that
 * bucket is not public (no S3_PUBLIC_URL): every instance then sees them. Otherwise DATA_DIR/private.
 */
export function createPrivateStorage(config: Config): Storage {
  if (config.STORAGE === "s3" && (config.S3_PRIVATE_BUCKET || !config.S3_PUBLIC_URL)) {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_PRIVATE_BUCKET ?? (config.S3_BUCKET as string),
      accessKeyId: config.S3_ACCESS_KEY_ID as string,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: `${config.S3_PREFIX}private/`,
    });
  }
  return createFsStorage(path.join(config.dataDir, "private"), { private: true });
}
export { createS3Client, type S3Options } from "./s3.ts";
