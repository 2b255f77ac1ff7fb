import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { GPS_EXIF } from "../../fixtures/photos.ts";

/** Files and contexts of the attachments journeys (leads-attachments.spec.ts). */
export async function waitForHealth(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("server did not start");
}

export async function photo(color: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .jpeg()
    .withExif({
      IFD3: GPS_EXIF,
    })
    .toBuffer();
}

export async function plan(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText("Plan de la cuisine");
  return Buffer.from(await doc.save());
}

export async function files() {
  return [
    { name: "cuisine-avant.jpg", mimeType: "image/jpeg", buffer: await photo("#b08a5e") },
    { name: "mur-fenetre.jpg", mimeType: "image/jpeg", buffer: await photo("#5e7a6b") },
    { name: "plan-cuisine.pdf", mimeType: "application/pdf", buffer: await plan() },
  ];
}
