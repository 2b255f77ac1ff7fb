import type { PDFDocument, PDFRef } from "pdf-lib";
import { loadPdfLib } from "#server/infra/pdf-lib.ts";

/**
 * Changes a PDF by an incremental update: the original bytes stay exactly as they are, the changed
 * and new objects follow with their own cross-reference section pointing back to the original's
 * (PDF 32000-1 §7.5.6). So the SHA-256 of the PDF shown to the client still checks against the
 * start of the signed file. The original must have a classic cross-reference table (pdf-lib's
 * `useObjectStreams: false`, as the devis and the PV are saved).
 */
export async function updateIncrementally(
  original: Uint8Array,
  change: (doc: PDFDocument) => Promise<void> | void,
): Promise<Uint8Array> {
  const { PDFDocument, PDFRef } = await loadPdfLib();
  const text = Buffer.from(original).toString("latin1");
  const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!start || !text.startsWith("xref", Number(start[1])))
    throw new Error("PDF sans table de références classique : mise à jour incrémentale impossible");
  // Two copies read from the same bytes: the objects that serialise differently after the change are
  // the ones to write again (with the objects the change adds).
  const before = new Map(
    serialised(await PDFDocument.load(original, { updateMetadata: false })).map(([ref, b]) => [ref.toString(), b]),
  );
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  await change(doc);
  await doc.flush();
  const enc = new TextEncoder();
  const parts: Uint8Array[] = [original, enc.encode("\n")];
  let offset = original.length + 1;
  const entries: { n: number; g: number; offset: number }[] = [];
  for (const [ref, bytes] of serialised(doc)) {
    const old = before.get(ref.toString());
    if (old && Buffer.compare(old, bytes) === 0) continue;
    const head = enc.encode(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    const tail = enc.encode("\nendobj\n");
    entries.push({ n: ref.objectNumber, g: ref.generationNumber, offset });
    parts.push(head, bytes, tail);
    offset += head.length + bytes.length + tail.length;
  }
  entries.sort((a, b) => a.n - b.n);
  let xref = "xref\n";
  for (const e of entries)
    xref += `${e.n} 1\n${String(e.offset).padStart(10, "0")} ${String(e.g).padStart(5, "0")} n \n`;
  const { Root, Info } = doc.context.trailerInfo;
  const info = Info instanceof PDFRef ? ` /Info ${Info.toString()}` : "";
  xref += `trailer\n<< /Size ${doc.context.largestObjectNumber + 1} /Root ${String(Root)}${info} /Prev ${start[1]} >>\n`;
  xref += `startxref\n${offset}\n%%EOF\n`;
  parts.push(enc.encode(xref));
  return new Uint8Array(Buffer.concat(parts));
}

/** Each indirect object of the document with the bytes pdf-lib writes for it. */
function serialised(doc: PDFDocument): [PDFRef, Buffer][] {
  return doc.context.enumerateIndirectObjects().map(([ref, object]) => {
    const bytes = Buffer.alloc(object.sizeInBytes());
    object.copyBytesInto(bytes, 0);
    return [ref, bytes];
  });
}
