import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detectUpload } from "./detect.ts";

let dir: string;
const file = async (name: string, data: Buffer | string) => {
  const p = path.join(dir, name);
  await writeFile(p, data);
  return { p, size: Buffer.byteLength(data) };
};

describe("upload detection by content", () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "detect-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("recognises an image whatever its name", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c8a27a" } })
      .png()
      .toBuffer();
    const { p, size } = await file("photo.pdf", png);
    expect(await detectUpload(p, size)).toMatchObject({ type: "image", ext: "png" });
    await expect(detectUpload(p, size, "document")).rejects.toMatchObject({ kind: "unsupported" });
  });

  it("refuses HTML disguised as an image and SVG", async () => {
    const html = await file("photo.jpg", "<!DOCTYPE html><html><body><script>alert(1)</script></body></html>");
    await expect(detectUpload(html.p, html.size, "image")).rejects.toMatchObject({
      kind: "unsupported",
      message: "Les fichiers HTML ne sont pas acceptés.",
    });
    const svg = await file(
      "logo.png",
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expect(detectUpload(svg.p, svg.size)).rejects.toMatchObject({
      kind: "unsupported",
      message: "Les images SVG ne sont pas acceptées.",
    });
  });

  it("accepts plain UTF-8 text as a document, not binary junk", async () => {
    const txt = await file("notes.bin", "Cotes relevées : mur nord, trémie, prises électriques.\n");
    expect(await detectUpload(txt.p, txt.size, "document")).toMatchObject({ type: "document", ext: "txt" });
    const junk = await file("x.txt", Buffer.from([0x00, 0xff, 0xfe, 0x01, 0x02, 0x03]));
    await expect(detectUpload(junk.p, junk.size)).rejects.toMatchObject({ kind: "unsupported" });
  });

  it("recognises Word documents: OLE with a WordDocument stream, zip with word/document.xml", async () => {
    const ole = Buffer.concat([
      Buffer.from("d0cf11e0a1b11ae1", "hex"),
      Buffer.alloc(504),
      Buffer.from("WordDocument", "utf16le"),
      Buffer.alloc(1024),
    ]);
    const d = await file("ancien.doc", ole);
    expect(await detectUpload(d.p, d.size)).toMatchObject({ type: "document", ext: "doc" });
    const otherOle = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(2048)]);
    const x = await file("tableur.doc", otherOle);
    await expect(detectUpload(x.p, x.size)).rejects.toMatchObject({ kind: "unsupported" });
  });

  it("checks the size against the detected type's limit", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const { p } = await file("big.png", png);
    await expect(detectUpload(p, 16 * 1024 * 1024)).rejects.toMatchObject({
      kind: "too-large",
      message: "Fichier trop volumineux (15 Mo maximum)",
    });
  });
});
