import { readAll } from "#server/infra/storage/s3.ts";
import type { Storage } from "#server/infra/storage/types.ts";

/**
 * What the image worker is given for a stored file: its path when it is on this machine's disk
 * (the worker reads it itself, nothing copied through the web server), else its bytes (a bucket).
 * Null when the file does not exist.
 */
export async function storedInput(storage: Storage, id: string, file: string): Promise<Uint8Array | string | null> {
  const local = storage.localPath(id, file);
  if (local) return (await storage.exists(id, file)) ? local : null;
  const stored = await storage.read(id, file);
  return stored ? readAll(stored.body) : null;
}
