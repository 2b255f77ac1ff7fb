import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { chantiers } from "#server/modules/chantiers/schema.ts";
import { leads } from "#server/modules/leads/schema.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { pdfSignature, pdfText, sha256 } from "../fixtures/pdf.ts";
import { evidenceHash, signatureEvidence } from "#server/modules/signature/index.ts";
import type { ReceptionEvidence } from "#domain/chantier-reception.ts";
import { phonePhoto } from "../fixtures/photos.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const MAIL_TO = "atelier@example.fr";
const CLIENT = "lucie.ferrand@example.fr";
const STREET = "7 allée des Chênes";

describe(`chantier: PV de réception signed online, « Publier en réalisation » (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(() => ({ MAIL_TO, SMTP_URL: smtp.url, MAIL_RETRY_DELAYS: "0.2" }), SERVER_HOOK_TIMEOUT);
  let cookie: string;
  let chantierId: number;
  let leadId: number;
  let link: string;
  const photoIds: number[] = [];
  let projectId = 0;

  const api = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await server.fetch(path, { cookie, ...init });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  };
  const form = (path: string, fields: Record<string, string>) =>
    server.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "Mozilla/5.0 (iPhone) test" },
      body: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
    const services = await server.ready;
    const [lead] = await services.db
      .insert(leads)
      .values({
        kind: "quote",
        firstName: "Lucie",
        lastName: "Ferrand",
        email: CLIENT,
        phone: "06 22 33 44 55",
        address: `${STREET}, 33650 Saucats`,
        projectType: "cuisine",
        message: "Cuisine en chêne",
        budget: "",
        timeline: "",
        rgpdConsent: true,
        status: "signe",
      })
      .returning({ id: leads.id });
    leadId = lead.id;
    const opened = await api("/api/chantiers", { method: "POST", json: { leadType: "quote", leadId } });
    expect(opened.status).toBe(201);
    chantierId = Number((opened.body as { id?: number; chantier?: { id: number } }).id ?? 0);
    if (!chantierId) chantierId = Number((opened.body.chantier as { id: number }).id);
    // The works: a devis of the lead, attached to the chantier.
    const created = await api("/api/devis", {
      method: "POST",
      json: {
        client: { name: "Lucie Ferrand", email: CLIENT, phone: "06 22 33 44 55", address: `${STREET}, 33650 Saucats` },
        lines: [
          {
            designation: "Caissons de cuisine en chêne massif",
            quantity: 4.2,
            unit: "ml",
            unitPriceCents: 95_000,
            vatRate: 10,
          },
          {
            designation: "Plan de travail en chêne huilé",
            quantity: 3,
            unit: "ml",
            unitPriceCents: 32_000,
            vatRate: 10,
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    await services.db
      .update(chantiers)
      .set({ devisId: Number(created.body.id) })
      .where(eq(chantiers.id, chantierId));
    for (const background of ["#8a5a2b", "#2f3a33", "#d9c3a5"]) {
      const body = new FormData();
      const photo = await phonePhoto({ width: 900, height: 600, background });
      body.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG.jpg");
      const res = await server.fetch(`/api/chantiers/${chantierId}/photos`, { method: "POST", cookie, body });
      expect(res.status).toBe(201);
      photoIds.push(((await res.json()) as { id: number }).id);
    }
    const access = await api(`/api/chantiers/${chantierId}/access`, { method: "POST", json: {} });
    link = new URL(String(access.body.url)).pathname;
  }, SERVER_HOOK_TIMEOUT);

  it("draws the PV with the works, the reservations and the warranties; its evidence hash is the SHA-256 of the PDF served", async () => {
    const saved = await api(`/api/chantiers/${chantierId}/reception`, {
      method: "PUT",
      json: { reservations: ["Joint silicone à reprendre derrière l'évier", "  "] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.reservations).toEqual(["Joint silicone à reprendre derrière l'évier"]);

    // Réception is contradictory: before the company signs, the client reads the PV but cannot sign it.
    const before = (await (await server.fetch(link)).text()).replaceAll("&#x27;", "'");
    expect(before).toContain("L'entreprise n'a pas encore signé ce procès-verbal");
    expect((await form(`${link}/reception/code`, {})).status).toBe(409);
    // The office changes the client's e-mail, then puts it back: both are journaled for the certificate.
    const patch = (clientEmail: string) =>
      api(`/api/chantiers/${chantierId}`, { method: "PATCH", json: { clientEmail } });
    expect((await patch("autre.adresse@example.fr")).status).toBe(200);
    expect((await patch(CLIENT)).status).toBe(200);
    smtp.messages.length = 0;
    const companySigned = await api(`/api/chantiers/${chantierId}/reception/signer-entreprise`, { method: "POST" });
    expect(companySigned.status).toBe(200);
    expect((companySigned.body.companySigned as { by: string }).by).toBeTruthy();
    expect((await api(`/api/chantiers/${chantierId}/reception/signer-entreprise`, { method: "POST" })).status).toBe(
      409,
    );
    // The client is told the PV is ready, with the link to sign it.
    const ready = await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes(CLIENT) && m.subject.startsWith("Procès-verbal de réception prêt à signer"),
    );
    expect(ready.text).toContain(`${link}/reception`);

    // The client's chantier page points to the PV; the PV page offers the PDF with its hash.
    expect(await (await server.fetch(link)).text()).toContain("Signer le procès-verbal de réception");
    const page = await server.fetch(`${link}/reception`);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    const shown = /name="pdfSha256" value="([0-9a-f]{64})"/.exec(html)![1];
    const pdf = new Uint8Array(await (await server.fetch(`${link}/reception/pv.pdf`)).arrayBuffer());
    expect(sha256(pdf)).toBe(shown);
    const text = await pdfText(pdf);
    for (const expected of [
      "Procès-verbal de réception des travaux",
      "Article 1792-6 du Code civil",
      "Caissons de cuisine en chêne massif",
      "avec réserves",
      "Joint silicone à reprendre derrière l'évier",
      "Garantie décennale (10 ans, art. 1792-4-1)",
      "Pour l'entreprise : signé par",
    ])
      expect(text).toContain(expected);

    // Without the client's consent, nothing is published.
    const refused = await api(`/api/chantiers/${chantierId}/publication`, {
      method: "POST",
      json: { photoIds: photoIds.slice(0, 2) },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/n'a pas donné son accord pour publier des photos/);

    // Signing: the code from the e-mail (a wrong one first), the name, the box, the consent.
    smtp.messages.length = 0;
    expect((await form(`${link}/reception/code`, {})).status).toBe(303);
    const mail = await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes(CLIENT) && m.subject === "Votre code de signature – procès-verbal de réception",
    );
    // The code is in the body only: never in the subject.
    expect(mail.subject).not.toMatch(/\d{6}/);
    const code = / : (\d{6})$/m.exec(mail.text)![1];
    const fields = { name: "Lucie Ferrand", receive: "1", publishConsent: "1", pdfSha256: shown };
    const wrong = await form(`${link}/reception/signer`, { ...fields, code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    // The page says how many tries remain, for this code and for the document.
    expect(await wrong.text()).toContain(
      "Code incorrect : il vous reste 4 essais avec ce code (9 en tout pour ce document).",
    );
    // Without the hash of the PV shown, nothing is signed (the code is not used up).
    const noHash = await form(`${link}/reception/signer`, { ...fields, pdfSha256: "", code });
    expect(noHash.status).toBe(409);
    const signed = await form(`${link}/reception/signer`, { ...fields, code });
    expect(signed.status).toBe(303);

    const view = await api(`/api/chantiers/${chantierId}/reception`);
    expect(view.body.status).toBe("signe");
    const services = await server.ready;
    const [row] = await services.db.select().from(chantiers).where(eq(chantiers.id, chantierId));
    expect(row.status).toBe("termine");
    expect(row.publishConsentAt).not.toBeNull();
    const { chantierReceptions } = await import("#server/modules/chantiers/schema.ts");
    const [row2] = await services.db
      .select()
      .from(chantierReceptions)
      .where(eq(chantierReceptions.chantierId, chantierId));
    // The evidence is the signing module's record: the PDF shown, the name, the company's signature first.
    const pv = { evidence: await signatureEvidence<ReceptionEvidence>(services.db, { kind: "pv", id: row2.id }) };
    expect(pv.evidence?.pdfSha256).toBe(sha256(pdf));
    expect(pv.evidence?.typedName).toBe("Lucie Ferrand");
    expect(pv.evidence?.company?.signedAt).toBeTruthy();
    expect(pv.evidence?.codes).toEqual({ sent: 1, wrong: 1 });

    // The signed PV: the pages shown, then the certificate with the same hash; a document of the chantier.
    const signedPdf = new Uint8Array(await (await server.fetch(`${link}/reception/pv.pdf`)).arrayBuffer());
    const signedText = await pdfText(signedPdf);
    expect(signedText).toContain("Certificat de signature du procès-verbal de réception");
    expect(signedText).toContain(sha256(pdf));
    // The shown PV is the start of the signed file, its box stamped, the whole file sealed (PAdES).
    expect(sha256(signedPdf.subarray(0, pdf.byteLength))).toBe(sha256(pdf));
    expect(signedText).toContain("Signé électroniquement par Lucie Ferrand le");
    expect(signedText).toContain("Signé pour l'entreprise par");
    // The office's changes before the signature are on the certificate.
    expect(signedText.replace(/\s+/g, " ")).toContain(`${CLIENT} remplacée par autre.adresse@example.fr`);
    expect(signedText).toContain("1 envoyé, 1 erroné");
    expect(signedText).toContain(pv.evidence!.evidenceSha256!);
    expect(pv.evidence!.evidenceSha256).toBe(evidenceHash(pv.evidence!));
    const seal = await pdfSignature(signedPdf);
    expect(seal.report).toContain("Signature is Valid");
    expect(seal.tampered).not.toContain("Signature is Valid");
    const chantierPage = await (await server.fetch(link)).text();
    expect(chantierPage).toContain("Procès-verbal de réception signé");
    // React writes an apostrophe as &#x27;: the text the client reads is compared.
    const receptionPage = (await (await server.fetch(`${link}/reception`)).text()).replaceAll("&#x27;", "'");
    expect(receptionPage).toMatch(
      /Garantie décennale \(10 ans, art\. 1792-4-1\) : jusqu'au <strong>\d{1,2}(er)? \S+ \d{4}<\/strong>/,
    );

    // The lead is « Chantier terminé » and the review request leaves for the client.
    const [lead] = await services.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead.status).toBe("termine");
    await mailWhere(smtp, (m) => m.envelopeTo.includes(CLIENT) && m.subject.startsWith("Votre avis sur votre projet"));
    await mailWhere(smtp, (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("PV de réception signé"));
  });

  it("« Publier en réalisation » makes a draft project of the chosen photos, its before/after pair, the commune and never the street", async () => {
    // The photos are encoded in the background: wait until they are ready.
    for (let i = 0; i < 100; i++) {
      const c = await api(`/api/chantiers/${chantierId}`);
      const photos = (c.body.photos ?? []) as { state: string }[];
      if (photos.length === 3 && photos.every((p) => p.state === "ready")) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const badPair = await api(`/api/chantiers/${chantierId}/publication`, {
      method: "POST",
      json: { photoIds: [photoIds[0]], pairs: [{ before: photoIds[0], after: photoIds[2] }] },
    });
    expect(badPair.status).toBe(400);
    const published = await api(`/api/chantiers/${chantierId}/publication`, {
      method: "POST",
      json: { photoIds: [photoIds[0], photoIds[1]], pairs: [{ before: photoIds[0], after: photoIds[1] }] },
    });
    expect(published.status).toBe(201);
    const project = await api(`/api/portfolio/${String(published.body.id)}`);
    expect(project.status).toBe(200);
    const p = project.body as {
      isPublished: boolean;
      location: string;
      gallery: string[];
      beforeAfter: unknown[];
      fullDescription: string;
      category: string;
    };
    expect(p.isPublished).toBe(false);
    expect(p.location).toBe("Saucats");
    expect(p.category).toBe("cuisine");
    expect(p.gallery).toHaveLength(2);
    for (const url of p.gallery) expect(url).toMatch(/^\/media\/[a-z0-9-]+\/1200\.webp$/);
    expect(p.beforeAfter).toEqual([{ before: p.gallery[0], after: p.gallery[1] }]);
    expect(p.fullDescription.length).toBeGreaterThan(50);
    expect(JSON.stringify(project.body)).not.toMatch(/allée des Chênes/i);
    // A draft: not on the public site.
    expect((await server.fetch(`/realisation/${String(published.body.id)}`)).status).toBe(404);
    projectId = Number(published.body.id);
  });

  it("a client who withdraws his consent takes the project off the site, and the office is told", async () => {
    // The artisan published the project from the editor: it is on the site.
    const online = await api(`/api/portfolio/${projectId}`, { method: "PATCH", json: { isPublished: true } });
    expect(online.status).toBe(200);
    expect((await server.fetch(`/realisation/${projectId}`)).status).toBe(200);

    smtp.messages.length = 0;
    const withdrawn = await form(`${link}/reception/accord`, { consent: "0" });
    expect(withdrawn.status).toBe(303);
    const page = (await (await server.fetch(withdrawn.headers.get("location")!)).text()).replaceAll("&#x27;", "'");
    expect(page).toContain("les photos de vos travaux publiées sur notre site en ont été retirées");
    expect(page).toContain("Vous n'avez pas donné votre accord pour publier des photos");

    expect((await server.fetch(`/realisation/${projectId}`)).status).toBe(404);
    const project = await api(`/api/portfolio/${projectId}`);
    expect(project.body.isPublished).toBe(false);
    const mail = await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Accord de publication retiré"),
    );
    expect(mail.text).toContain(`/admin/portfolio/${projectId}/edit`);
    expect(mail.text).toContain("médiathèque");
    // Without consent, nothing more is published.
    const refused = await api(`/api/chantiers/${chantierId}/publication`, {
      method: "POST",
      json: { photoIds: photoIds.slice(0, 1) },
    });
    expect(refused.status).toBe(403);
  });
});
