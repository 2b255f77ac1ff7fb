import type { PDFDict, PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { loadPdfLib, pdfLib, rgb } from "#server/infra/pdf-lib.ts";
import { updateIncrementally } from "./incremental.ts";
import { sealPdf, type SealConfig, type SealIdentity } from "./seal.ts";

/**
 * The PDF writing shared by the signed documents (the devis, the PV de réception): text drawn
 * with the standard fonts (searchable, extractable), a cursor that breaks pages, and the
 * certificate page appended to a signed document (docs/devis.md, docs/chantiers.md).
 */

export const PAGE = { w: 595.28, h: 841.89 };
export const MARGIN = 50;
export const dark = rgb(0.13, 0.16, 0.14);
export const grey = rgb(0.4, 0.38, 0.35);
export const rule = rgb(0.78, 0.64, 0.48);

/** The WinAnsi characters of the standard fonts; others (emoji, narrow spaces) become spaces or vanish. */
function cleaner(font: PDFFont) {
  const known = new Set(font.getCharacterSet());
  return (value: string) =>
    [...value.replace(/[\u00a0\u202f\u2009\t]/g, " ")].filter((c) => known.has(c.codePointAt(0) ?? 0)).join("");
}

/** A cursor over pages: writes wrapped text, breaks pages when full. */
export class Writer {
  page!: PDFPage;
  y = 0;
  readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly clean: (s: string) => string;
  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont, clean: (s: string) => string, page = true) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.clean = clean;
    if (page) this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([PAGE.w, PAGE.h]);
    this.y = PAGE.h - MARGIN;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  wrap(text: string, size: number, width: number, font = this.regular): string[] {
    const out: string[] = [];
    for (const paragraph of this.clean(text).split(/\r?\n/)) {
      let line = "";
      for (const word of paragraph.split(" ")) {
        const attempt = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(attempt, size) <= width || !line) line = attempt;
        else {
          out.push(line);
          line = word;
        }
      }
      out.push(line);
    }
    return out;
  }
  text(text: string, opts: { size?: number; bold?: boolean; x?: number; width?: number; color?: typeof dark } = {}) {
    const size = opts.size ?? 9.5;
    const font = opts.bold ? this.bold : this.regular;
    const x = opts.x ?? MARGIN;
    for (const line of this.wrap(text, size, opts.width ?? PAGE.w - MARGIN - x, font)) {
      this.ensure(size + 3);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: opts.color ?? dark });
      this.y -= size + 3;
    }
  }
  right(text: string, xRight: number, y: number, size = 9.5, bold = false) {
    const font = bold ? this.bold : this.regular;
    const clean = this.clean(text);
    this.page.drawText(clean, { x: xRight - font.widthOfTextAtSize(clean, size), y, size, font, color: dark });
  }
  gap(h = 8) {
    this.y -= h;
  }
  hr() {
    this.ensure(6);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.w - MARGIN, y: this.y },
      thickness: 0.6,
      color: rule,
    });
    this.y -= 6;
  }
  /**
   * The framed space of a handwritten signature, recorded in the document information (page, x, y,
   * width, height) so that an online signature is stamped inside it (appendCertificate).
   */
  signatureBox() {
    this.ensure(70);
    const box = { x: MARGIN, y: this.y - 64, width: PAGE.w - 2 * MARGIN, height: 60 };
    this.page.drawRectangle({ ...box, borderColor: rule, borderWidth: 0.8 });
    recordSignatureBox(this.doc, this.page, box);
    this.y -= 70;
  }
  heading(text: string) {
    this.gap(6);
    this.ensure(40);
    this.text(text, { size: 11.5, bold: true });
    this.gap(2);
  }
}

export async function newDocument(title: string) {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setLanguage("fr-FR");
  doc.setProducer("Menuiserie – devis");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, regular, bold, clean: cleaner(regular) };
}

const parisDay = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const parisClock = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** « 27 novembre 2026 » and « 21:54:50 », in Paris, of an ISO instant. */
export const parisMoment = (iso: string) => ({
  day: parisDay.format(new Date(iso)),
  time: parisClock.format(new Date(iso)),
});

/** The certificate's time: Paris first, UTC in brackets (« 27 novembre 2026 à 21:54:50, heure de Paris (20:54:50 UTC) »). */
export function signedAtText(iso: string): string {
  const { day, time } = parisMoment(iso);
  return `${day} à ${time}, heure de Paris (${iso.slice(11, 19)} UTC)`;
}

/** The key of the document information where signatureBox() writes the box: [page index, x, y, width, height]. */
const BOX_KEY = "SignatureBox";

function infoDict(doc: PDFDocument): PDFDict | undefined {
  const info = doc.context.trailerInfo.Info;
  return info ? doc.context.lookupMaybe(info, pdfLib().PDFDict) : undefined;
}

/** Records where the signature box is (document information), for the stamp of an online signature. */
export function recordSignatureBox(
  doc: PDFDocument,
  page: PDFPage,
  box: { x: number; y: number; width: number; height: number },
): void {
  const index = doc.getPages().indexOf(page);
  infoDict(doc)?.set(pdfLib().PDFName.of(BOX_KEY), doc.context.obj([index, box.x, box.y, box.width, box.height]));
}

/** Where the document's « Bon pour accord » / signature box is, as signatureBox() recorded it. */
function recordedBox(doc: PDFDocument) {
  const { PDFArray, PDFName, PDFNumber } = pdfLib();
  const box = infoDict(doc)?.lookupMaybe(PDFName.of(BOX_KEY), PDFArray);
  if (!box || box.size() !== 5) return null;
  const [page, x, y, width, height] = box.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : NaN));
  return [page, x, y, width, height].some(Number.isNaN) ? null : { page, x, y, width, height };
}

export interface Certificate {
  title: string;
  heading: string;
  facts: [string, string][];
  footnote: string;
  /** Written in the document's signature box (« Signé électroniquement par … — voir le certificat »). */
  stamp: string;
  /** The document's own typefaces (embedded, subset); else the standard Helvetica. */
  fonts?: { regular: Uint8Array; bold: Uint8Array };
  /** The PAdES seal: the certificate's configuration, who seals, why, when. */
  seal: { config: SealConfig; identity: SealIdentity; reason: string; signedAt: Date };
}

/**
 * The signed document: the PDF shown to the client, unchanged, then, as an incremental update, the
 * stamp in its signature box and the certificate page with the evidence; then the PAdES seal over
 * the whole file. The first bytes are exactly the PDF shown, so its SHA-256 still checks.
 */
export async function appendCertificate(original: Uint8Array, c: Certificate): Promise<Uint8Array> {
  const { StandardFonts, fontkit } = await loadPdfLib();
  const updated = await updateIncrementally(original, async (doc) => {
    doc.setTitle(c.title);
    if (c.fonts) doc.registerFontkit(fontkit);
    const regular = await doc.embedFont(c.fonts?.regular ?? StandardFonts.Helvetica, { subset: true });
    const bold = await doc.embedFont(c.fonts?.bold ?? StandardFonts.HelveticaBold, { subset: true });
    const clean = cleaner(regular);
    const box = recordedBox(doc);
    if (box && box.page < doc.getPageCount()) {
      const page = doc.getPage(box.page);
      const lines = new Writer(doc, regular, bold, clean, false).wrap(c.stamp, 9.5, box.width - 16, bold);
      lines.slice(0, 3).forEach((line, i) =>
        page.drawText(line, {
          x: box.x + 8,
          y: box.y + box.height - 18 - i * 13,
          size: 9.5,
          font: bold,
          color: dark,
        }),
      );
    }
    const w = new Writer(doc, regular, bold, clean);
    w.text(c.heading, { size: 16, bold: true });
    w.gap(8);
    for (const [label, value] of c.facts) {
      w.text(label, { bold: true, size: 9 });
      w.text(value || "—", { x: MARGIN + 12 });
      w.gap(4);
    }
    w.gap(8);
    w.text(c.footnote, { size: 8.5, color: grey });
  });
  return sealPdf(updated, c.seal.config, c.seal.identity, { reason: c.seal.reason, signedAt: c.seal.signedAt });
}
