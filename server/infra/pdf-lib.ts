import type * as PdfLib from "pdf-lib";
import type { RGB } from "pdf-lib";
import type Fontkit from "@pdf-lib/fontkit";

type Lib = typeof PdfLib & { fontkit: typeof Fontkit };
let loaded: Promise<Lib> | null = null;
let ready: Lib | null = null;

/**
 * pdf-lib and fontkit, read at the first PDF made, not at the start: together they hold about
 * 30 MB of the server's memory, which a site that only shows its pages never needs (decision 060).
 */
export function loadPdfLib(): Promise<Lib> {
  loaded ??= Promise.all([import("pdf-lib"), import("@pdf-lib/fontkit")]).then(
    ([lib, fontkit]) => (ready = { ...lib, fontkit: fontkit.default }),
  );
  return loaded;
}

/** pdf-lib where a document already exists (so `loadPdfLib` has resolved): synchronous. */
export function pdfLib(): Lib {
  if (!ready) throw new Error("pdf-lib is read by loadPdfLib() before any document");
  return ready;
}

/** A colour, built without loading pdf-lib (the object its `rgb` returns). */
export const rgb = (red: number, green: number, blue: number): RGB => ({ type: "RGB", red, green, blue }) as RGB;
