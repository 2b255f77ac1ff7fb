import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { lstat, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertKey, idPattern, StorageError, type Storage } from "./types.ts";

/** Files under `root` (DATA_DIR/uploads), written to a temporary name then renamed: never half a file. */
export function createFsStorage(root: string): Storage {
  /** Only regular files in a real folder: a symlink planted under uploads/ (file or folder) is never followed. */
  const info = async (id: string, file: string) => {
    assertKey(id, file);
    const [folder, found] = await Promise.all([
      lstat(path.join(root, id)).catch(() => null),
      lstat(path.join(root, id, file)).catch(() => null),
    ]);
    return folder?.isDirectory() && found?.isFile() ? found : null;
  };
  return {
    kind: "fs",
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
    async read(id, file, range) {
      const found = await info(id, file);
      if (!found) return null;
      const target = path.join(root, id, file);
      if (range)
        return {
          body: createReadStream(target, { start: range.start, end: range.end }),
          size: range.end - range.start + 1,
        };
      return { body: createReadStream(target), size: found.size };
    },
    async stat(id, file) {
      const found = await info(id, file);
      if (!found) return null;
      return {
        size: found.size,
        etag: `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`,
        lastModified: found.mtime,
      };
    },
    async list(id) {
      assertKey(id);
      const names = await readdir(path.join(root, id)).catch(() => [] as string[]);
      return names.filter((name) => !name.startsWith(".")).sort();
    },
    async ids() {
      const names = await readdir(root).catch(() => [] as string[]);
      return names.filter((name) => idPattern.test(name)).sort();
    },
    async check() {
      const probe = path.join(root, `.check-${randomBytes(4).toString("hex")}`);
      try {
        await mkdir(root, { recursive: true });
        await writeFile(probe, "ok");
        await rm(probe, { force: true });
      } catch (err) {
        throw new StorageError(
          `Le dossier des médias (${root}) n'est pas accessible en écriture : ${(err as Error).message}`,
          { cause: err },
        );
      }
    },
    localPath(id, file) {
      assertKey(id, file);
      return path.join(root, id, file);
    },
    publicUrl() {
      return null;
    },
  };
}
