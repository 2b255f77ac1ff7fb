import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { Writer, appendCertificate, newDocument, signedAtText } from "./pdf-kit.ts";
import { evidenceHash } from "./evidence.ts";
import { sealCertificate } from "./seal.ts";
import { sha256 } from "./code.ts";

const identity = { name: "Atelier Lartigue", city: "Saucats", email: "contact@example.fr" };

async function shownPdf() {
  const { doc, regular, bold, clean } = await newDocument("Devis D-2026-0001");
  const w = new Writer(doc, regular, bold, clean);
  w.text("Devis D-2026-0001", { size: 16, bold: true });
  w.heading("Bon pour accord");
  w.signatureBox();
  return doc.save({ useObjectStreams: false });
}

describe("the signed document", () => {
  it(
    "keeps the shown PDF as its first bytes, stamps the box, adds the certificate, and is sealed",
    { timeout: 30_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "sceau-"));
      const shown = await shownPdf();
      const signedAt = new Date("2026-11-27T20:54:50.000Z");
      const signed = await appendCertificate(shown, {
        title: "Devis D-2026-0001 – accepté",
        heading: "Certificat d'acceptation",
        facts: [["Accepté le", signedAtText(signedAt.toISOString())]],
        footnote: "Note.",
        stamp:
          "Signé électroniquement par Jeanne Dubreuil le 27 novembre 2026 à 21:54:50 (heure de Paris) — voir le certificat",
        seal: { config: { dataDir }, identity, reason: "Acceptation du devis D-2026-0001", signedAt },
      });
      expect(sha256(signed.subarray(0, shown.length))).toBe(sha256(shown));
      const doc = await PDFDocument.load(signed);
      expect(doc.getPageCount()).toBe(2);
      expect(doc.getTitle()).toBe("Devis D-2026-0001 – accepté");
      // Two incremental updates after the original: the stamp and certificate, then the seal.
      expect(Buffer.from(signed).toString("latin1").match(/%%EOF/g)).toHaveLength(3);
      expect(Buffer.from(signed).toString("latin1")).toContain("/SubFilter /ETSI.CAdES.detached");
      // The generated certificate is kept and reused: the same subject next time.
      expect((await sealCertificate({ dataDir }, identity)).subject).toContain("CN=Atelier Lartigue");
      expect((await sealCertificate({ dataDir }, identity)).source).toBe("généré");
    },
  );

  it("gives Paris time first, UTC in brackets", () => {
    expect(signedAtText("2026-11-27T20:54:50.123Z")).toBe("27 novembre 2026 à 21:54:50, heure de Paris (20:54:50 UTC)");
    expect(signedAtText("2026-07-01T08:00:00.000Z")).toBe("1 juillet 2026 à 10:00:00, heure de Paris (08:00:00 UTC)");
  });

  it("hashes an evidence record whatever the order of its keys, without its own hash", () => {
    const a = { b: 1, a: { y: [1, 2], x: "é" } };
    const hash = evidenceHash(a);
    expect(evidenceHash({ a: { x: "é", y: [1, 2] }, b: 1, evidenceSha256: hash })).toBe(hash);
    expect(evidenceHash({ ...a, b: 2 })).not.toBe(hash);
  });
});
