/**
 * Generates the seed illustrations (one SVG per key) and the brand assets.
 *
 * Usage (from the repository root):
 *   npm run illustrations                                    # every key + brand
 *   npm run illustrations -- --list                          # list the keys
 *   npm run illustrations -- service-cuisines logo           # only these keys
 *   npm run illustrations -- --out /tmp/ill --brand-out /tmp/brand
 *
 * Scenes go to server/illustrator/drawings/<key>.svg (the seed's pictures), brand files to
 * app/assets/brand/<name>.svg. Output is deterministic: the same code gives the same files.
 * Node 24 runs it directly (type stripping); on Node 22 add --experimental-strip-types.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BRAND, SCENES } from "./scenes.ts";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
let out = join(here, "drawings");
let brandOut = resolve(here, "../../app/assets/brand");
const only: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i] ?? "";
  if (a === "--out") out = resolve(args[++i] ?? ".");
  else if (a === "--brand-out") brandOut = resolve(args[++i] ?? ".");
  else if (a === "--list") {
    console.log(["# scenes", ...Object.keys(SCENES), "# brand", ...Object.keys(BRAND)].join("\n"));
    process.exit(0);
  } else if (a === "--help" || a === "-h") {
    console.log("usage: generate.ts [--list] [--out DIR] [--brand-out DIR] [key ...]");
    process.exit(0);
  } else only.push(a);
}

const unknown = only.filter((k) => !(k in SCENES) && !(k in BRAND));
if (unknown.length) {
  console.error("unknown key(s): " + unknown.join(", "));
  process.exit(1);
}

let count = 0;
const write = (dir: string, key: string, make: () => string): void => {
  if (only.length && !only.includes(key)) return;
  mkdirSync(dir, { recursive: true });
  const svg = make();
  const file = join(dir, key + ".svg");
  writeFileSync(file, svg);
  count++;
  const kb = (Buffer.byteLength(svg) / 1024).toFixed(1);
  console.log(`${key.padEnd(34)} ${kb.padStart(6)} KB`);
};
for (const [key, make] of Object.entries(SCENES)) write(out, key, make);
for (const [key, make] of Object.entries(BRAND)) write(brandOut, key, make);
console.log(`${count} file(s) written`);
