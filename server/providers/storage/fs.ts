import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { lstat, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertKey, type Storage } from "./types.ts";

/** Files under `root` (DATA_DIR/uploads), written to a temporary name then renamed: never half a file. */
export function createFsStorage(root: string): Storage {
  return {
    async put(id, file, body) {
      assertKey(id, file);
      const dir = path.join(root, id);
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, file);
      const tmp = path.join(dir, `.${file}.${randomBytes(4).toString("hex")}.tmp`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(tmp, body);
        else await pipeline(body as Readable, createWriteStream(tmp));
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async remove(id) {
      assertKey(id);
      await rm(path.join(root, id), { recursive: true, force: true });
    },
    async exists(id, file) {
      assertKey(id, file);
      return stat(path.join(root, id, file)).then(
        () => true,
        () => false,
      );
    },
    async read(id, file) {
      assertKey(id, file);
      const target = path.join(root, id, file);
      // Only regular files in a real folder: a symlink planted under uploads/ is never followed.
      const [folder, info] = await Promise.all([lstat(path.join(root, id)).catch(() => null), lstat(target).catch(() => null)]);
      if (!folder?.isDirectory() || !info?.isFile()) return null;
      return { body: createReadStream(target), size: info.size };
    },
    async list(id) {
      assertKey(id);
      const names = await readdir(path.join(root, id)).catch(() => [] as string[]);
      return names.filter((name) => !name.startsWith(".")).sort();
    },
  };
}
