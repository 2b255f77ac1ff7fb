import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { invoiceFixtures } from "../tests/fixtures/invoices/documents.ts";
import { inspectPdf, renderFacturX } from "../tests/fixtures/invoices/facturx-check.ts";

/**
 * `node scripts/check-facturx.ts [--out DIR] [other.pdf …]` (scripts/test.sh): renders every invoice
 * fixture (tests/fixtures/invoices/documents.ts) to its Factur-X PDF, checks that each embeds its
 * fonts, its `factur-x.xml` and the PDF/A-3 XMP, then runs the four official validation steps
 * (tests/einvoicing/validate.sh: XSD, Factur-X and EN 16931 schematrons, French rules BR-FR) on
 * the XML each PDF carries, the other PDFs given (the e2e's invoices) too. Exit 0 only when all pass.
 */
const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const out = outAt >= 0 ? path.resolve(args[outAt + 1]) : mkdtempSync(path.join(tmpdir(), "facturx-"));
const others = args.filter((_, i) => outAt < 0 || (i !== outAt && i !== outAt + 1)).map((f) => path.resolve(f));
mkdirSync(out, { recursive: true });

let failures = 0;
const pdfs: string[] = [];
for (const [name, doc] of Object.entries(invoiceFixtures)) {
  const { xml, pdf } = await renderFacturX(doc);
  writeFileSync(path.join(out, `${name}.xml`), xml);
  writeFileSync(path.join(out, `${name}.pdf`), pdf);
  pdfs.push(path.join(out, `${name}.pdf`));
  const seen = await inspectPdf(pdf);
  const problems = [
    seen.allFontsEmbedded ? "" : "une police n'est pas incorporée",
    seen.attachments.includes("factur-x.xml") ? "" : "factur-x.xml absent",
    seen.meta.includes("<pdfaid:part>3</pdfaid:part>") ? "" : "XMP PDF/A-3 absent",
    seen.meta.includes("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>") ? "" : "XMP Factur-X absent",
  ].filter(Boolean);
  console.log(
    `${name}.pdf: ${problems.length ? `FAIL ${problems.join(", ")}` : "polices incorporées, factur-x.xml, XMP ok"}`,
  );
  failures += problems.length;
}

const validate = path.join(import.meta.dirname, "..", "tests", "einvoicing", "validate.sh");
const result = spawnSync("bash", [validate, "--pdf", ...pdfs, ...others], { stdio: "inherit" });
if (outAt < 0) rmSync(out, { recursive: true, force: true });
if (result.status !== 0 || failures > 0) {
  console.error("Factur-X : des contrôles échouent (ci-dessus).");
  process.exit(1);
}
console.log(`Factur-X : ${pdfs.length + others.length} factures conformes (XSD, Factur-X, EN 16931, BR-FR).`);
