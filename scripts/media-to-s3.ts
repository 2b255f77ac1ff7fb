import path from "node:path";
import { ConfigError, loadConfig } from "../server/config.ts";
import { createFsStorage } from "../server/infra/storage/fs.ts";
import { createStorage } from "../server/infra/storage/index.ts";
import { StorageError } from "../server/infra/storage/types.ts";
import { copyMedia } from "#server/modules/media/index.ts";

/**
 * `npm run media:to-s3`: copies every media of DATA_DIR/uploads into the bucket configured by the
 * S3_* variables (STORAGE=s3 is implied), keeping the same keys and therefore the same /media
 * addresses. Files already in the bucket with the same size are skipped: it can run again after
 * an interruption, and once more just before switching the server to STORAGE=s3. The local files
 * are left in place (delete them once the site runs on the bucket).
 */
try {
  const config = loadConfig({ ...process.env, STORAGE: "s3" });
  const bucket = createStorage(config);
  await bucket.check();
  const local = createFsStorage(path.join(config.dataDir, "uploads"));
  let n = 0;
  const result = await copyMedia(local, bucket, (key, copied) => {
    n++;
    if (copied && n % 50 === 0) process.stdout.write(`  ${n} fichiers…\n`);
  });
  process.stdout.write(
    `Copie terminée vers ${config.S3_BUCKET} : ${result.media} médias, ${result.copied} fichiers copiés, ${result.skipped} déjà présents.\n` +
      "Passez ensuite le serveur en STORAGE=s3 (mêmes variables S3_*) et redémarrez-le.\n",
  );
} catch (err) {
  process.stderr.write(`${err instanceof ConfigError || err instanceof StorageError ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
