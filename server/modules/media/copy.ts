import type { Storage } from "#server/infra/storage/types.ts";

/**
 * Copies every media file from one storage to another (disk → bucket, bucket → backup folder),
 * skipping the files the target already has with the same size: safe to run again after an
 * interruption. Returns how many files were copied and skipped.
 */
export async function copyMedia(
  from: Storage,
  to: Storage,
  onFile?: (key: string, copied: boolean) => void,
): Promise<{ copied: number; skipped: number; media: number }> {
  let copied = 0;
  let skipped = 0;
  const ids = await from.ids();
  for (const id of ids) {
    for (const file of await from.list(id)) {
      const source = await from.stat(id, file);
      const existing = await to.stat(id, file);
      if (source && existing && existing.size === source.size) {
        skipped++;
        onFile?.(`${id}/${file}`, false);
        continue;
      }
      const read = await from.read(id, file);
      if (!read) continue;
      await to.put(id, file, read.body);
      copied++;
      onFile?.(`${id}/${file}`, true);
    }
  }
  return { copied, skipped, media: ids.length };
}
