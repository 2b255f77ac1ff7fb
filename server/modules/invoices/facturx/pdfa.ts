import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PDFDict } from "pdf-lib";
import { loadPdfLib } from "#server/infra/pdf-lib.ts";
import { xmlEscape } from "./cii.ts";

/**
 * The Factur-X packaging: the invoice's PDF made a PDF/A-3b carrying its XML (`factur-x.xml`,
 * relationship « Alternative », listed in the catalog's /AF), with the XMP metadata that says so
 * (pdfaid part 3 conformance B, the Factur-X extension schema: INVOICE, factur-x.xml, 1.0,
 * EN 16931), an sRGB OutputIntent (server/assets/icc/sRGB.icc, zlib licence) and a document ID.
 */

export const FACTURX_FILE_NAME = "factur-x.xml";
const iccFile = path.resolve(import.meta.dirname, "../../../assets/icc/sRGB.icc");
let icc: Buffer | null = null;

const xmpDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

/** The XMP packet: Dublin Core, XMP basic, PDF, PDF/A identification and the Factur-X schema. */
export function facturxXmp(meta: { title: string; producer: string; date: Date }): string {
  const title = xmlEscape(meta.title);
  const producer = xmlEscape(meta.producer);
  const when = xmpDate(meta.date);
  const property = (name: string, type: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>${type}</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
<pdfaid:part>3</pdfaid:part>
<pdfaid:conformance>B</pdfaid:conformance>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${title}</rdf:li></rdf:Alt></dc:title>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<pdf:Producer>${producer}</pdf:Producer>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<xmp:CreatorTool>${producer}</xmp:CreatorTool>
<xmp:CreateDate>${when}</xmp:CreateDate>
<xmp:ModifyDate>${when}</xmp:ModifyDate>
<xmp:MetadataDate>${when}</xmp:MetadataDate>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${property("DocumentFileName", "Text", "The name of the embedded XML document")}
${property("DocumentType", "Text", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER")}
${property("Version", "Text", "The actual version of the standard applying to the embedded XML document")}
${property("ConformanceLevel", "Text", "The conformance level of the embedded XML document")}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
<fx:DocumentType>INVOICE</fx:DocumentType>
<fx:DocumentFileName>${FACTURX_FILE_NAME}</fx:DocumentFileName>
<fx:Version>1.0</fx:Version>
<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * The Factur-X PDF of an invoice: `pdfBytes` (fonts embedded, renderInvoicePdf) with `xml` attached.
 * `date` is the document's creation date (the same in the document information and the XMP).
 */
export async function toFacturX(
  pdfBytes: Uint8Array,
  xml: string,
  opts: { date?: Date; title?: string } = {},
): Promise<Uint8Array> {
  const { AFRelationship, PDFDocument, PDFHexString, PDFName } = await loadPdfLib();
  const doc = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const date = opts.date ?? new Date();
  const title = opts.title ?? doc.getTitle() ?? "Facture";
  const producer = doc.getProducer() ?? "Factur-X";
  doc.setTitle(title);
  doc.setProducer(producer);
  doc.setCreator(producer);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const xmlBytes = new TextEncoder().encode(xml);
  await doc.attach(xmlBytes, FACTURX_FILE_NAME, {
    mimeType: "text/xml",
    description: "Factur-X (CII, profil EN 16931)",
    creationDate: date,
    modificationDate: date,
    afRelationship: AFRelationship.Alternative,
  });

  const metadata = doc.context.stream(new TextEncoder().encode(facturxXmp({ title, producer, date })), {
    Type: "Metadata",
    Subtype: "XML",
  });
  doc.catalog.set(PDFName.of("Metadata"), doc.context.register(metadata));

  icc ??= readFileSync(iccFile);
  const profile = doc.context.flateStream(icc, { N: 3 });
  const intent = doc.context.obj({
    Type: "OutputIntent",
    S: "GTS_PDFA1",
    OutputConditionIdentifier: PDFHexString.fromText("sRGB IEC61966-2.1"),
    Info: PDFHexString.fromText("sRGB IEC61966-2.1"),
    DestOutputProfile: doc.context.register(profile),
  });
  doc.catalog.set(PDFName.of("OutputIntents"), doc.context.obj([doc.context.register(intent as PDFDict)]));

  // The document ID (the same twice in a first version): a hash of the invoice's content.
  const id = PDFHexString.of(createHash("md5").update(pdfBytes).update(xmlBytes).digest("hex"));
  doc.context.trailerInfo.ID = doc.context.obj([id, id]);
  return doc.save({ useObjectStreams: false });
}
