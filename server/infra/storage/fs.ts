import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { lstat, mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertKey, idPattern, StorageError, storageProblem, type Storage } from "./types.ts";

/** fsync of a folder (its entries: a rename, a new file); not possible everywhere (Windows): skipped there. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r").catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    /* EINVAL/EPERM: this file system does not sync folders */
  } finally {
    await handle.close();
  }
}

/**
 * Files under `root` (DATA_DIR/uploads), written to a temporary name, synced to the disk, then
 * renamed: never half a file, and never an acknowledged file lost to a power cut.
 */
export function createFsStorage(root: string, options: { private?: boolean } = {}): Storage {
  // Private files (quote photos and plans): folders 0700, files 0600, whatever the umask.
  const dirMode = options.private ? 0o700 : 0o755;
  const fileMode = options.private ? 0o600 : 0o644;
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
      if (options.private) await mkdir(root, { recursive: true, mode: dirMode });
      const created = await mkdir(dir, { recursive: true, mode: dirMode });
      const target = path.join(dir, file);
      const tmp = path.join(dir, `.${file}.${randomBytes(4).toString("hex")}.tmp`);
      try {
        // On the disk before the answer (`flush`: fsync before close), then the rename and the new
        // folder's entry too: a power cut after an acknowledged upload loses nothing.
        if (Buffer.isBuffer(body)) await writeFile(tmp, body, { flush: true, mode: fileMode });
        else await pipeline(body as Readable, createWriteStream(tmp, { flush: true, mode: fileMode }));
        await rename(tmp, target);
        await syncDirectory(dir);
        if (created) await syncDirectory(root);
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
          { cause: err, problem: storageProblem(err) },
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
