import type { Response } from "express";
import type { PhotoRow, ChantierPhotos } from "./photos.ts";
import { AppError } from "#server/errors.ts";

/** Streams a photo (re-encoded: no EXIF, no GPS), private and never cached by proxies. */
export async function sendPhoto(res: Response, photos: ChantierPhotos, row: PhotoRow, variant: string) {
  if (variant !== "file" && variant !== "thumb") throw new AppError("not-found", "Photo introuvable.");
  const file = await photos.read(row, variant);
  if (!file) throw new AppError("not-found", "Photo introuvable.");
  res.setHeader("Content-Type", file.type);
  res.setHeader("Content-Length", String(file.size));
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
  res.setHeader(
    "Content-Disposition",
    `inline; filename="photo-${row.id}.${variant === "thumb" ? "webp" : row.file.split(".")[1]}"`,
  );
  file.body.on("error", () => res.destroy());
  file.body.pipe(res);
}

/** Sends a PDF document inline. */
export function sendDocument(res: Response, doc: { name: string; bytes: Buffer }) {
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Disposition", `inline; filename="${doc.name}.pdf"`);
  res.end(doc.bytes);
}
