import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Precompresses the hashed client assets (brotli and gzip) so the server never compresses them at run time. */
const dir = path.resolve(import.meta.dirname, "..", "build", "client");

async function* walk(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
for await (const file of walk(dir)) {
  if (!/\.(js|css|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
  const data = await readFile(file);
  if ((await stat(file)).size < 512) continue;
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
process.stdout.write(`postbuild: ${count} fichiers précompressés (brotli, gzip)\n`);
