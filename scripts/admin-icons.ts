/**
 * Makes the icons of the admin's web app manifest (server/modules/admin-app/icons/) from the brand's
 * mark (app/assets/brand/favicon.svg): 192 and 512 px, and a « maskable » 512 px whose mark stays in
 * the safe circle (the phone crops the corners to its own shape). Run once after a change of the
 * mark: `node scripts/admin-icons.ts`; the PNG files are committed.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";

const favicon = readFileSync(new URL("../app/assets/brand/favicon.svg", import.meta.url), "utf8");
const out = (file: string) => new URL(`../server/modules/admin-app/icons/${file}`, import.meta.url).pathname;

/** The mark alone (the favicon without its rounded square), on a full square of the forest green. */
const mark = /<g transform[\s\S]*<\/g><\/g>/.exec(favicon)?.[0];
if (!mark) throw new Error("favicon.svg: mark not found");
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<rect width="32" height="32" fill="#2F3A33"/><g transform="translate(4 4) scale(0.75)">${mark}</g></svg>`;

for (const size of [192, 512]) {
  await sharp(Buffer.from(favicon), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out(`icon-${size}.png`));
}
await sharp(Buffer.from(maskable), { density: (72 * 512) / 32 })
  .resize(512, 512)
  .png({ compressionLevel: 9, palette: true })
  .toFile(out("icon-maskable-512.png"));
