import type { PDFFont, PDFPage } from "pdf-lib";
import { loadPdfLib, rgb } from "#server/infra/pdf-lib.ts";
import { currentBusiness } from "#server/infra/business-snapshot.ts";
import { fullAddress } from "#domain/business.ts";
import { formatDateLong } from "#domain/text.ts";

const A4 = { w: 595.28, h: 841.89 };
const M = 56;
const forest = rgb(0x2f / 255, 0x3a / 255, 0x33 / 255);
const oak = rgb(0xc8 / 255, 0xa2 / 255, 0x7a / 255);
const ink = rgb(0.12, 0.14, 0.13);
const muted = rgb(0.36, 0.33, 0.29);

export interface DocumentInput {
  title: string;
  prompt: string;
  /** Plain text; a line ending with ':' is a section heading. */
  body: string;
  provider: string;
  date?: Date;
}

/** Keeps the characters the standard PDF fonts can draw (WinAnsi: French accents, œ, €, « » included). */
function drawable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.replace(/[\u00a0\u202f\u2009]/g, " ").replace(/[\u2018\u2019]/g, "'"))
      .map((c) => (supported.has(c.codePointAt(0) ?? 0) ? c : c === "\t" ? " " : ""))
      .join("");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A real, printable A4 PDF: the workshop's letterhead, the request, the text and the date. */
export async function buildDocumentPdf(input: DocumentInput): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.title} – ${currentBusiness().name}`);
  pdf.setAuthor(currentBusiness().name);
  pdf.setCreator(currentBusiness().name);
  pdf.setProducer(`${currentBusiness().name} (${input.provider})`);
  pdf.setLanguage("fr-FR");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = drawable(regular);
  const width = A4.w - 2 * M;

  let page: PDFPage = pdf.addPage([A4.w, A4.h]);
  let y = 0;
  const header = () => {
    page.drawRectangle({ x: 0, y: A4.h - 88, width: A4.w, height: 88, color: forest });
    page.drawRectangle({ x: 0, y: A4.h - 92, width: A4.w, height: 4, color: oak });
    page.drawText(clean(currentBusiness().name), {
      x: M,
      y: A4.h - 46,
      size: 20,
      font: bold,
      color: rgb(0.97, 0.95, 0.92),
    });
    page.drawText(clean(`${currentBusiness().trade} – ${fullAddress(currentBusiness())}`), {
      x: M,
      y: A4.h - 66,
      size: 9.5,
      font: regular,
      color: oak,
    });
    y = A4.h - 130;
  };
  const footer = () => {
    const text = clean(
      `${currentBusiness().name} · ${currentBusiness().phone} · ${currentBusiness().email} · Document à vérifier avant envoi (rédigé par ${input.provider === "hors-ligne" ? "l'assistant hors ligne" : input.provider})`,
    );
    page.drawLine({ start: { x: M, y: 48 }, end: { x: A4.w - M, y: 48 }, thickness: 0.5, color: oak });
    wrap(text, regular, 7.5, width).forEach((l, i) =>
      page.drawText(l, { x: M, y: 36 - i * 10, size: 7.5, font: regular, color: muted }),
    );
  };
  const ensure = (needed: number) => {
    if (y - needed < 70) {
      footer();
      page = pdf.addPage([A4.w, A4.h]);
      header();
    }
  };
  const paragraph = (text: string, font: PDFFont, size: number, color = ink, gap = 6) => {
    for (const l of wrap(clean(text), font, size, width)) {
      ensure(size + 4);
      page.drawText(l, { x: M, y, size, font, color });
      y -= size * 1.45;
    }
    y -= gap;
  };

  header();
  paragraph(input.title, bold, 22, forest, 2);
  paragraph(`Établie le ${formatDateLong(input.date ?? new Date())}`, regular, 10, muted, 12);
  page.drawRectangle({ x: M - 8, y: y - 6, width: 3, height: 18, color: oak });
  paragraph(`Demande : ${input.prompt}`, bold, 11, ink, 14);
  for (const block of input.body
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean)) {
    const isHeading = /:$/.test(block) && block.length < 80;
    if (isHeading) {
      ensure(40);
      y -= 4;
      paragraph(block.replace(/:$/, ""), bold, 13, forest, 2);
    } else {
      paragraph(block.replace(/^[-•*]\s*/, "•  "), regular, 10.5, ink, 6);
    }
  }
  footer();
  return Buffer.from(await pdf.save());
}
