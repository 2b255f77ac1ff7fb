import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/infra/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { sql } from "drizzle-orm";
import { devis as devisTable } from "#server/modules/devis/schema.ts";
import { euros, type DevisEvidence } from "#domain/devis.ts";
import { parisDate } from "#domain/business.ts";
import { createBackupStream, restoreBackup } from "#server/modules/backup/service.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { startFakeOpenAi, type FakeOpenAi } from "../fixtures/fake-openai.ts";
import { SERVER_HOOK_TIMEOUT, validQuote } from "../fixtures/leads.ts";
import { legalMentions } from "../fixtures/business.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { pdfFonts, pdfSignature, pdfText, sha256 } from "../fixtures/pdf.ts";
import { evidenceHash, signatureEvidence } from "#server/modules/signature/index.ts";
import { addDays } from "#domain/paris-time.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { createTestDatabase, testDatabase } from "../fixtures/test-server.ts";

const MAIL_TO = "atelier@example.fr";
const CLIENT = "jeanne.dubreuil@example.fr";
const DAY = 86_400_000;
/** Every line the suite's server logs (no code, no token in them). */
const logLines: string[] = [];

const completeSettings = legalMentions;

const lines = [
  { kind: "titre", designation: "Cuisine" },
  { designation: "Caissons chêne massif", quantity: 3.2, unit: "ml", unitPriceCents: 95_000, vatRate: 10 },
  { designation: "Isolation des combles", quantity: 12, unit: "m²", unitPriceCents: 2_999, vatRate: 5.5 },
  { designation: "Pose", quantity: 1, unit: "forfait", unitPriceCents: 120_000, vatRate: 20 },
];

interface DevisJson {
  id: number;
  number: string;
  status: string;
  publicUrl: string | null;
  totals: { htCents: number; vatCents: number; ttcCents: number; byRate: { rate: number }[] };
  evidence: { pdfSha256: string; typedName: string; email: string; ip: string; boxes: Record<string, boolean> } | null;
  missingSettings: { label: string }[];
  warnings: string[];
}

describe(`devis: numbering, PDF mentions, sending, acceptance with proof (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(
    () => ({
      LEADS_RATE_LIMIT: "1000",
      MAIL_TO,
      SMTP_URL: smtp.url,
      MAIL_RETRY_DELAYS: "0.2",
      TEST_CLOCK: "true",
    }),
    SERVER_HOOK_TIMEOUT,
    { logger: createLogger("debug", {}, (line) => logLines.push(line)) },
  );
  let cookie: string;
  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
  }, SERVER_HOOK_TIMEOUT);

  const api = async (pathname: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await server.fetch(pathname, { cookie, ...init });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & DevisJson };
  };
  const create = (body: unknown) => api("/api/devis", { method: "POST", json: body });
  const client = (over: Record<string, string> = {}) => ({
    name: "Jeanne Dubreuil",
    email: CLIENT,
    phone: "06 12 34 56 78",
    address: "12 rue des Pins, 33650 Saucats",
    ...over,
  });
  const newSentDevis = async (extra: Record<string, unknown> = {}) => {
    const { body } = await create({ client: client(), lines, ...extra });
    const sent = await api(`/api/devis/${body.id}/envoyer`, { method: "POST" });
    expect(sent.status).toBe(200);
    return { id: body.id, publicUrl: String(sent.body.publicUrl), number: body.number };
  };
  const page = (publicUrl: string, init: RequestInit = {}) => server.fetch(new URL(publicUrl).pathname, init);
  const form = (publicUrl: string, action: string, fields: Record<string, string>) =>
    page(`${publicUrl}/${action}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "Mozilla/5.0 (iPhone) test" },
      body: new URLSearchParams(fields).toString(),
    });
  /** Accepts as the client's page does: with the SHA-256 of the PDF it shows. */
  const acceptForm = async (publicUrl: string, fields: Record<string, string>) => {
    const shown = sha256(await (await page(`${publicUrl}/devis.pdf`)).arrayBuffer());
    return form(publicUrl, "accepter", { pdfSha256: shown, ...fields });
  };
  const codeFor = async (publicUrl: string, number: string) => {
    smtp.messages.length = 0;
    expect((await form(publicUrl, "code", {})).status).toBe(303);
    const mail = await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes(CLIENT) && m.subject === `Votre code de signature – devis ${number}`,
    );
    // The code is in the body only: never in the subject.
    expect(mail.subject).not.toMatch(/\d{6}/);
    return / : (\d{6})$/m.exec(mail.text)![1];
  };
  const firstDocument = async (chantierId: number) =>
    ((await (await server.fetch(`/api/chantiers/${chantierId}`, { cookie })).json()) as { documents: { id: number }[] })
      .documents[0].id;
  /** A devis with lines made from a new quote request. */
  const leadDevis = async () => {
    await server.fetch("/api/quotes", { method: "POST", json: validQuote({ firstName: "Jeanne" }) });
    const found = (await (await server.fetch("/api/leads?kind=quote", { cookie })).json()) as {
      items: { id: number }[];
    };
    const created = await create({ leadId: found.items[0].id });
    await api(`/api/devis/${created.body.id}`, { method: "PUT", json: { ...(created.body as object), lines } });
    return { leadId: found.items[0].id, created };
  };
  const advance = (ms: number) => api("/api/test/clock", { method: "POST", json: { advanceMs: ms } });

  it("numbers 20 devis created at once with 20 consecutive numbers", async () => {
    expect((await server.fetch("/api/devis", { method: "POST", json: { client: client() } })).status).toBe(401);
    const results = await Promise.all(Array.from({ length: 20 }, () => create({ client: client() })));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const year = new Date().getFullYear();
    const numbers = results.map((r) => r.body.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `D-${year}-${String(i + 1).padStart(4, "0")}`));
    const listed = await api("/api/devis?status=brouillon");
    expect((listed.body as unknown as { items: unknown[] }).items).toHaveLength(20);
    expect((await api("/api/devis?status=nimporte")).status).toBe(400);
  });

  it("computes the totals per rate and refuses to send while a mandatory setting is missing (422, French list)", async () => {
    const { body } = await create({ client: client(), lines });
    // 3,2 × 950 € = 3 040 € at 10 %; 12 × 29,99 € = 359,88 € at 5,5 % (19,79 €); 1 200 € at 20 %.
    expect(body.totals).toEqual({
      htCents: 304_000 + 35_988 + 120_000,
      vatCents: 30_400 + 1_979 + 24_000,
      ttcCents: 459_988 + 56_379,
      byRate: [
        { rate: 20, htCents: 120_000, vatCents: 24_000 },
        { rate: 10, htCents: 304_000, vatCents: 30_400 },
        { rate: 5.5, htCents: 35_988, vatCents: 1_979 },
      ],
    });
    expect(body.missingSettings.map((m) => m.label)).toContain("Numéro SIRET");
    const refused = await api(`/api/devis/${body.id}/envoyer`, { method: "POST" });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("Numéro SIRET");
    expect(refused.body.message).toContain("Assureur de la garantie décennale");

    const { body: current } = await api("/api/admin/entreprise");
    const settings = { ...(current as unknown as { settings: object }).settings, ...completeSettings };
    const partial = { ...settings, mediator: { name: "CM2C", url: "" } };
    expect((await api("/api/admin/entreprise", { method: "PUT", json: partial })).status).toBe(200);
    const stillMissing = await api(`/api/devis/${body.id}/envoyer`, { method: "POST" });
    expect(stillMissing.status).toBe(422);
    expect(stillMissing.body.missing).toEqual(["Site web du médiateur de la consommation"]);
    expect((await api("/api/admin/entreprise", { method: "PUT", json: settings })).status).toBe(200);
    expect((await api(`/api/devis/${body.id}`)).body.missingSettings).toEqual([]);
  });

  it("puts every mandatory mention in the PDF's text; the consumer gets the withdrawal form, the professional none", async () => {
    const { id, publicUrl, number } = await newSentDevis({ depositPercent: 30, paymentTerms: "solde à la réception" });
    const text = await pdfText(
      new Uint8Array(await (await server.fetch(`/api/devis/${id}/pdf`, { cookie })).arrayBuffer()),
    );
    for (const mention of [
      "Atelier Lartigue SARL",
      "SARL",
      "au capital de 10 000 €",
      "Zone Artisanale, 33650 Saucats",
      "SIRET 73282932000074",
      "RCS Bordeaux 732 829 320",
      completeSettings.vatNumber,
      "Assurance décennale : MAAF Assurances, Chaban, 79180 Chauray",
      "couverture géographique : France métropolitaine",
      "Médiateur de la consommation : CM2C – https://www.cm2c.net",
      "Qualification RGE : Qualibat n° E-12345",
      "Devis gratuit",
      `Devis n° ${number}`,
      "Date du devis",
      "Offre valable jusqu'au",
      "Adresse du client : 12 rue des Pins, 33650 Saucats",
      "Adresse du chantier",
      "Caissons chêne massif",
      "TVA à 5,5 %",
      "19,79 €",
      "Total TTC",
      "5 163,67 €",
      "Acompte à la commande (30 %)",
      "Conditions de paiement : solde à la réception",
      "Bon pour accord",
      "Droit de rétractation",
      "14 jours",
      "Formulaire de rétractation",
    ])
      expect(text).toContain(mention);
    expect(publicUrl).toMatch(/\/mon-devis\/[A-Za-z0-9_-]{32}$/);

    const pro = await newSentDevis({ client: client({ siret: "73282932000074", company: "SCI Les Pins" }) });
    const proText = await pdfText(
      new Uint8Array(await (await server.fetch(`/api/devis/${pro.id}/pdf`, { cookie })).arrayBuffer()),
    );
    expect(proText).toContain("SCI Les Pins");
    expect(proText).not.toContain("Formulaire de rétractation");
    expect(proText).not.toContain("Droit de rétractation");
  });

  it("from a quote request: the client's page (private, noindex, logged), 6 wrong codes lock, acceptance with evidence and signed PDF", async () => {
    expect(
      (await server.fetch("/api/quotes", { method: "POST", json: validQuote({ firstName: "Jeanne" }) })).status,
    ).toBe(201);
    const leads = (await (await server.fetch("/api/leads?kind=quote", { cookie })).json()) as {
      items: { id: number }[];
    };
    const leadId = leads.items[0].id;
    const created = await create({ leadId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ client: { name: "Jeanne Dubreuil", email: CLIENT }, leadId });
    const put = await api(`/api/devis/${created.body.id}`, {
      method: "PUT",
      json: { ...(created.body as object), lines },
    });
    expect(put.status).toBe(200);
    smtp.messages.length = 0;
    const sent = await api(`/api/devis/${created.body.id}/envoyer`, { method: "POST" });
    const publicUrl = String(sent.body.publicUrl);
    const number = created.body.number;
    const link = await mailWhere(smtp, (m) => m.envelopeTo.includes(CLIENT) && m.subject.includes(number));
    expect(link.text).toContain(publicUrl);
    // The PDF is attached to the e-mail (a durable medium), the very file the client's page serves.
    expect(link.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`devis-${number}.pdf`, "application/pdf"],
    ]);
    // Frozen once sent.
    expect((await api(`/api/devis/${created.body.id}`, { method: "PUT", json: { client: client() } })).status).toBe(
      409,
    );

    const shown = await page(publicUrl);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect(shown.headers.get("x-robots-tag")).toContain("noindex");
    const html = await shown.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain(`Devis n° ${number}`);
    expect(html).not.toContain("<script");
    const servedPdf = new Uint8Array(await (await page(`${publicUrl}/devis.pdf`)).arrayBuffer());
    const shownHash = sha256(servedPdf);
    expect(sha256(new Uint8Array(link.attachments[0].bytes))).toBe(shownHash);
    expect((await (await server.fetch("/sitemap.xml")).text()).includes("mon-devis")).toBe(false);

    const detail = (await (await server.fetch(`/api/leads/quote/${leadId}`, { cookie })).json()) as {
      lead: { status: string };
      timeline: { title: string; author?: string }[];
    };
    expect(detail.lead.status).toBe("devis-envoye");
    expect(detail.timeline.some((t) => t.title.startsWith(`Devis ${number} consulté le `))).toBe(true);
    // Who created and sent it is recorded (decision 054): on the devis and « par … » in the lead's timeline.
    const me = String((await (await server.fetch("/api/auth/me", { cookie })).json()).user.displayName);
    expect(me).toBeTruthy();
    expect(created.body).toMatchObject({ createdByName: me, sentByName: "" });
    expect((await api(`/api/devis/${created.body.id}`)).body).toMatchObject({ createdByName: me, sentByName: me });
    expect(detail.timeline.find((t) => t.title === `Devis ${number} créé`)?.author).toBe(me);
    expect(detail.timeline.find((t) => t.title.startsWith(`Devis ${number} envoyé au client`))?.author).toBe(me);

    // A cross-site form is refused.
    expect(
      (await page(`${publicUrl}/code`, { method: "POST", headers: { Origin: "https://evil.example.com" } })).status,
    ).toBe(403);
    const code = await codeFor(publicUrl, number);
    const wrong = code === "000000" ? "111111" : "000000";
    const accept = (c: string) =>
      form(publicUrl, "accepter", {
        code: c,
        name: "Jeanne Dubreuil",
        bonPourAccord: "1",
        expressStart: "1",
        certification: "1",
        pdfSha256: shownHash,
      });
    for (let i = 1; i <= 5; i++) {
      const res = await accept(wrong);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(i < 5 ? `il vous reste ${5 - i} essai` : "Code bloqué");
    }
    const locked = await accept(code);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Code bloqué après 5 essais");
    // Without « Bon pour accord », nothing is accepted.
    await advance(31_000);
    const fresh = await codeFor(publicUrl, number);
    const noBox = await form(publicUrl, "accepter", { code: fresh, name: "Jeanne Dubreuil", pdfSha256: shownHash });
    expect(noBox.status).toBe(400);
    expect(await noBox.text()).toContain("Bon pour accord");
    // Without the hash of the PDF shown, nothing is signed: the client signs that file and no other.
    const noHash = await form(publicUrl, "accepter", { code: fresh, name: "Jeanne Dubreuil", bonPourAccord: "1" });
    expect(noHash.status).toBe(409);
    expect(await noHash.text()).toContain("Le devis a changé depuis son affichage");

    smtp.messages.length = 0;
    const ok = await accept(fresh);
    expect(ok.status).toBe(303);
    const after = await api(`/api/devis/${created.body.id}`);
    expect(after.body.status).toBe("accepte");
    expect(after.body.evidence).toMatchObject({
      pdfSha256: shownHash,
      typedName: "Jeanne Dubreuil",
      email: CLIENT,
      ip: expect.stringMatching(/127\.0\.0\.1/),
      userAgent: "Mozilla/5.0 (iPhone) test",
      boxes: { bonPourAccord: true, expressStart: true, certification: true },
      // The chantier's address copied from the request.
      certification: { rates: [10, 5.5], premisesAddress: "12 chemin des Pins, 33650 Saucats" },
    });
    const signed = new Uint8Array(await (await page(`${publicUrl}/devis.pdf`)).arrayBuffer());
    const signedText = await pdfText(signed);
    expect(signedText).toContain("Certificat d'acceptation");
    expect(signedText).toContain("Certification TVA à taux réduit (case cochée par le client)");
    expect(signedText).toContain(shownHash);
    expect(signedText).toContain("Jeanne Dubreuil");
    expect(signedText).toContain(`Devis n° ${number}`);
    // The signed file starts with the very bytes shown (an incremental update), the box is stamped, the
    // certificate gives Paris time and the evidence's hash as stored; the whole file is sealed (PAdES).
    expect(sha256(signed.subarray(0, servedPdf.length))).toBe(shownHash);
    expect(signedText).toMatch(
      /Signé électroniquement par Jeanne Dubreuil le \d{1,2} \S+ \d{4} à \d\d:\d\d:\d\d \(heure de Paris\)/,
    );
    expect(signedText).toMatch(/heure de Paris \(\d\d:\d\d:\d\d UTC\)/);
    const evidence = after.body.evidence as unknown as { evidenceSha256: string };
    expect(evidence.evidenceSha256).toBe(evidenceHash(evidence));
    expect(signedText).toContain(evidence.evidenceSha256);
    // The client's confirmation carries the signed devis (a durable medium, L221-13), byte for byte.
    const confirmation = await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes(CLIENT) && m.subject.startsWith(`Devis ${number} accepté`),
    );
    expect(confirmation.attachments.map((f) => f.filename)).toEqual([`devis-${number}-signe.pdf`]);
    expect(sha256(new Uint8Array(confirmation.attachments[0].bytes))).toBe(sha256(signed));
    // The certificate and the stamp are in the devis' own typefaces, embedded like the rest.
    const signedFonts = await pdfFonts(signed);
    expect(signedFonts.map((f) => f[f.length - 5])).toEqual(signedFonts.map(() => "yes"));
    const seal = await pdfSignature(signed);
    expect(seal.report).toContain("Signature is Valid");
    expect(seal.report).toContain("Total document signed");
    expect(seal.report).not.toContain("Syntax Error");
    expect(seal.tampered).not.toContain("Signature is Valid");
    expect(await (await page(publicUrl)).text()).toContain("Devis accepté");
    const lead = (await (await server.fetch(`/api/leads/quote/${leadId}`, { cookie })).json()) as {
      lead: { status: string };
    };
    expect(lead.lead.status).toBe("signe");
    // The accepted devis opened its chantier (decision 052), with the signed devis as a document.
    const opened = (await (await server.fetch("/api/chantiers", { cookie })).json()) as {
      items: { id: number; devisId: number; commune: string }[];
    };
    const chantier = opened.items.find((c) => c.devisId === created.body.id);
    expect(chantier).toMatchObject({ commune: "Saucats" });
    const doc = await server.fetch(`/api/chantiers/${chantier!.id}/documents/${await firstDocument(chantier!.id)}`, {
      cookie,
    });
    expect(Buffer.from(await doc.arrayBuffer())).toEqual(Buffer.from(signed));
    await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes(MAIL_TO) && m.subject === `Devis ${number} accepté par Jeanne Dubreuil`,
    );

    // The devis tables are in the backup: restored, the PDF is byte-identical.
    const work = await mkdtemp(path.join(tmpdir(), "devis-backup-"));
    const target = await createTestDatabase();
    try {
      const archive = path.join(work, "sauvegarde.tar.gz");
      await pipeline(await createBackupStream(server.services()!.db, server.dataDir), createWriteStream(archive));
      const database = await openDatabase({ databaseUrl: target.url, dataDir: path.join(work, "restored") });
      try {
        const counts = await restoreBackup(database.db, path.join(work, "restored"), archive);
        expect(counts.devis).toBeGreaterThan(20);
        expect(counts.devis_counters).toBe(1);
        const [restored] = await database.db.select().from(devisTable).where(eq(devisTable.id, created.body.id));
        expect(sha256(Buffer.from(restored.pdf!, "base64"))).toBe(shownHash);
        // The evidence is the signing module's: restored with the rest.
        const evidence = await signatureEvidence<DevisEvidence>(database.db, { kind: "devis", id: restored.id });
        expect(evidence?.pdfSha256).toBe(shownHash);
      } finally {
        await database.close();
      }
    } finally {
      await target.drop();
      await rm(work, { recursive: true, force: true });
    }
  });

  it("the reduced-VAT certification: the 10 % and 5,5 % wordings only when used, the box required at acceptance (422); fonts embedded, page numbers, draft mark on previews only", async () => {
    const at = (rate: number) => [
      { kind: "titre", designation: "Menuiseries" },
      {
        designation: "Bibliothèque en chêne",
        description: "Chêne massif huilé\nHauteur 2,40 m\nQuatre étagères réglables",
        quantity: 1,
        unit: "u",
        unitPriceCents: 250_000,
        vatRate: rate,
      },
    ];
    const pdfOf = async (id: number) =>
      new Uint8Array(await (await server.fetch(`/api/devis/${id}/pdf`, { cookie })).arrayBuffer());
    const wording10 =
      "qu'ils n'ont pas eu pour effet, sur une période de deux ans au plus, de concourir à la production d'un immeuble neuf";
    const only10 =
      "ni d'entraîner une augmentation de la surface de plancher des locaux existants supérieure à 10 %. »";
    const only55 = "et qu'ils ont la nature de travaux de rénovation énergétique. »";
    const texts: Record<string, string> = {};
    for (const rate of [10, 5.5, 20]) {
      const { body } = await create({
        client: client(),
        siteAddress: "3 allée des Chênes, 33650 Saucats",
        lines: at(rate),
      });
      texts[rate] = await pdfText(await pdfOf(body.id));
    }
    expect(texts[10]).toContain("Je soussigné(e)");
    expect(texts[10]).toContain(
      "en qualité de preneur de la prestation, que les travaux réalisés concernent des locaux à usage d'habitation achevés depuis plus de deux ans",
    );
    expect(texts[10]).toContain(only10);
    expect(texts[10]).toContain("article 279-0 bis du CGI");
    expect(texts[10]).toContain("Locaux concernés : 3 allée des Chênes, 33650 Saucats");
    expect(texts[10]).toContain("solidairement tenu");
    expect(texts[10]).toContain("cinquième année");
    expect(texts[10]).not.toContain(only55);
    expect(texts["5.5"]).toContain(only55);
    expect(texts["5.5"]).toContain("article 278-0 bis A du CGI");
    expect(texts["5.5"]).not.toContain(only10);
    for (const t of [texts[10], texts["5.5"]]) expect(t).toContain(wording10);
    expect(texts[20]).not.toContain("Je soussigné(e)");
    expect(texts[20]).not.toContain(wording10);
    // The line's description is printed; the preview of an unsent devis is marked as a draft, with page numbers.
    expect(texts[20]).toContain("Chêne massif huilé");
    expect(texts[20]).toContain("Quatre étagères réglables");
    expect(texts[20]).toContain("BROUILLON — non valable");
    expect(texts[20]).toMatch(/page 1 \/ [2-9]/);

    // Sent: no draft mark; every font embedded.
    const sent = await newSentDevis({ lines: at(10), siteAddress: "3 allée des Chênes, 33650 Saucats" });
    const sentPdf = await pdfOf(sent.id);
    const sentText = await pdfText(sentPdf);
    expect(sentText).not.toContain("BROUILLON");
    expect(sentText).toContain(only10);
    const fonts = await pdfFonts(sentPdf);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    // Columns end with « emb sub uni object ID »: every font embedded.
    expect(fonts.map((f) => f[f.length - 5])).toEqual(fonts.map(() => "yes"));

    // The client's page carries the wording and the box; without it, the acceptance is refused (422) in French.
    const html = await (await page(sent.publicUrl)).text();
    expect(html).toContain("Certification du client pour la TVA à taux réduit");
    expect(html).toContain('name="certification"');
    const code = await codeFor(sent.publicUrl, sent.number);
    const refused = await acceptForm(sent.publicUrl, { code, name: "Jeanne Dubreuil", bonPourAccord: "1" });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Cochez la case de certification");
    expect((await api(`/api/devis/${sent.id}`)).body.status).toBe("envoye");
    const ok = await acceptForm(sent.publicUrl, {
      code,
      name: "Jeanne Dubreuil",
      bonPourAccord: "1",
      certification: "1",
    });
    expect(ok.status).toBe(303);
    const accepted = (await api(`/api/devis/${sent.id}`)).body;
    expect(accepted.evidence?.boxes).toMatchObject({ certification: true });
    expect(accepted.evidence).toMatchObject({
      certification: { rates: [10], premisesAddress: "3 allée des Chênes, 33650 Saucats" },
    });

    // At 20 % the page asks for nothing more; a reduced rate on new premises warns (never refuses).
    const plain = await newSentDevis({ lines: at(20) });
    expect(await (await page(plain.publicUrl)).text()).not.toContain('name="certification"');
    const { body: neuf } = await create({ client: client(), premises: "logement-neuf", lines: at(10) });
    expect(neuf.warnings).toEqual([expect.stringContaining("logement neuf")]);
    expect((await api(`/api/devis/${neuf.id}/envoyer`, { method: "POST" })).status).toBe(200);
  });

  it("refusal with a reason; revoked and replaced links answer 410 with the business's phone", async () => {
    const refused = await newSentDevis();
    // Refusing needs the e-mailed code too: the link alone does not refuse.
    const noCode = await form(refused.publicUrl, "refuser", { reason: "Trop cher" });
    expect(noCode.status).toBe(400);
    expect(await noCode.text()).toContain("abord un code de vérification par e-mail");
    expect((await api(`/api/devis/${refused.id}`)).body.status).toBe("envoye");
    const refusalCode = await codeFor(refused.publicUrl, refused.number);
    expect((await form(refused.publicUrl, "refuser", { reason: "Trop cher", code: refusalCode })).status).toBe(303);
    expect((await api(`/api/devis/${refused.id}`)).body).toMatchObject({
      status: "refuse",
      refusalReason: "Trop cher",
    });

    const revoked = await newSentDevis();
    const revokedView = await api(`/api/devis/${revoked.id}/revoquer`, { method: "POST" });
    expect(revokedView.status).toBe(200);
    expect(revokedView.body.revokedByName).toBeTruthy();
    const gone = await page(revoked.publicUrl);
    expect(gone.status).toBe(410);
    const goneHtml = await gone.text();
    expect(goneHtml).toContain("Ce devis a été retiré");
    expect(goneHtml).toContain("05 56 00 00 00");

    const first = await newSentDevis();
    const v2 = await api(`/api/devis/${first.id}/modifier`, { method: "POST" });
    expect(v2.status).toBe(201);
    expect(v2.body.number).toBe(`${first.number}-2`);
    expect((await page(first.publicUrl)).status).toBe(200);
    const sent2 = await api(`/api/devis/${v2.body.id}/envoyer`, { method: "POST" });
    expect(sent2.status).toBe(200);
    const replaced = await page(first.publicUrl);
    expect(replaced.status).toBe(410);
    expect(await replaced.text()).toContain("remplacé par une nouvelle version");
    expect((await page(String(sent2.body.publicUrl))).status).toBe(200);
    expect((await server.fetch("/mon-devis/inconnu")).status).toBe(404);
  });

  it("hors établissement: no deposit asked before day 7 (422); reminders at D+3 and D+7 stop after acceptance; expiry → 410", async () => {
    const home = await newSentDevis({ channel: "domicile", depositPercent: 30, validityDays: 30 });
    const reminded = await newSentDevis({ validityDays: 10 });
    const code = await codeFor(home.publicUrl, home.number);
    expect(
      (
        await acceptForm(home.publicUrl, {
          code,
          name: "Jeanne Dubreuil",
          bonPourAccord: "1",
          certification: "1",
        })
      ).status,
    ).toBe(303);
    const today = (await api(`/api/devis/${home.id}`)).body.evidence!;
    const signedOn = new Date(String((today as unknown as { acceptedAt: string }).acceptedAt));
    // Days counted in Paris (the legal days of the client), whatever the hour in UTC.
    const day = (n: number) => addDays(parisDate(signedOn), n);
    const early = await api(`/api/devis/${home.id}/acompte`, { method: "POST", json: { date: day(3) } });
    expect(early.status).toBe(422);
    expect(early.body.message).toContain("L221-10");
    expect((await api(`/api/devis/${home.id}/acompte`, { method: "POST", json: { date: day(8) } })).status).toBe(200);
    // « Demander l'acompte » (an e-mail to the client, today): refused before day 7, with the day it may be.
    const tooSoon = await api(`/api/devis/${home.id}/acompte`, { method: "POST", json: { notify: true } });
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.body.message).toContain("L221-10");
    expect((await api(`/api/devis/${home.id}`)).body.deposit).toMatchObject({ earliestOn: day(7) });

    smtp.messages.length = 0;
    await advance(3 * DAY + 60_000);
    expect((await api("/api/test/devis/relances", { method: "POST" })).body).toMatchObject({
      reminded: expect.any(Number),
    });
    await mailWhere(smtp, (m) => m.subject === `Rappel : votre devis ${reminded.number} – Atelier Lartigue`);
    expect(smtp.messages.some((m) => m.subject === `Rappel : votre devis ${home.number} – Atelier Lartigue`)).toBe(
      false,
    );
    // Nothing twice.
    smtp.messages.length = 0;
    await api("/api/test/devis/relances", { method: "POST" });
    await advance(4 * DAY);
    await api("/api/test/devis/relances", { method: "POST" });
    await mailWhere(smtp, (m) => m.subject === `Rappel : votre devis ${reminded.number} – Atelier Lartigue`);
    expect(smtp.messages.some((m) => m.subject === `Rappel : votre devis ${home.number} – Atelier Lartigue`)).toBe(
      false,
    );
    expect((await api(`/api/devis/${reminded.id}`)).body).toMatchObject({ remindersSent: 2 });

    // Day 7 has come: the deposit invoice is issued and e-mailed to the client, its amount in it (docs/factures.md).
    const asked = await api(`/api/devis/${home.id}/acompte`, { method: "POST", json: { notify: true } });
    expect(asked.status).toBe(200);
    const deposit = asked.body.deposit as { amountCents: number; requestedOn: string };
    expect(deposit.amountCents).toBe(Math.round(((asked.body.totals as { ttcCents: number }).ttcCents * 30) / 100));
    const depositMail = await mailWhere(
      smtp,
      (m) =>
        m.envelopeTo.includes(CLIENT) &&
        /^Facture d'acompte F-\d{4}-\d{4} – Atelier Lartigue$/.test(m.subject) &&
        m.text.includes(`relative au devis ${home.number}`),
    );
    expect(depositMail.text).toContain(euros(deposit.amountCents));
    // Without a deposit in the devis, nothing to ask.
    const none = await newSentDevis({ depositPercent: 0 });
    const noneCode = await codeFor(none.publicUrl, none.number);
    await acceptForm(none.publicUrl, {
      code: noneCode,
      name: "Jeanne Dubreuil",
      bonPourAccord: "1",
      certification: "1",
    });
    const nothing = await api(`/api/devis/${none.id}/acompte`, { method: "POST", json: { notify: true } });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toContain("ne prévoit pas d'acompte");

    // Past its validity (10 days), the offer is gone.
    await advance(5 * DAY);
    const expired = await page(reminded.publicUrl);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("a expiré");
    expect((await api("/api/test/devis/relances", { method: "POST" })).body).toMatchObject({
      expired: expect.any(Number),
    });
    expect((await api(`/api/devis/${reminded.id}`)).body.status).toBe("expire");
    const stats = (await api("/api/devis/stats")).body as unknown as Record<string, number>;
    expect(stats.accepted).toBeGreaterThanOrEqual(2);
    expect(stats.refused).toBeGreaterThanOrEqual(1);
  });

  it("a code only the client sees: not in the subject, the admin API, email_outbox nor the log", async () => {
    const { leadId, created } = await leadDevis();
    const sent = await api(`/api/devis/${created.body.id}/envoyer`, { method: "POST" });
    expect(sent.status).toBe(200);
    const publicUrl = String(sent.body.publicUrl);
    const code = await codeFor(publicUrl, created.body.number);
    // The client's e-mail has it (codeFor read it from the body).
    expect(code).toMatch(/^\d{6}$/);
    const seen = [
      await (await server.fetch(`/api/leads/quote/${leadId}`, { cookie })).text(),
      await (await server.fetch(`/api/devis/${created.body.id}`, { cookie })).text(),
      await (await server.fetch("/api/devis", { cookie })).text(),
    ];
    const database = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
    try {
      const rows = await database.db.execute(sql`select * from email_outbox`);
      seen.push(JSON.stringify(rows));
      const codeRow = async () => {
        const stored = await database.db.execute(
          sql`select subject, text, html, secret from email_outbox where kind = 'devis_code' order by id desc limit 1`,
        );
        return (stored as unknown as { rows: Record<string, string | null>[] }).rows[0];
      };
      // Erased once sent: the SMTP server may have the message a moment before the outbox records it.
      await expect.poll(async () => (await codeRow()).secret, { timeout: 10_000 }).toBeNull();
      const row = await codeRow();
      expect(row.text).toContain("[[code-secret]]");
      // The devis' PDF went with its e-mail and is not kept a second time in the outbox.
      const files = await database.db.execute(
        sql`select attachments from email_outbox where kind = 'devis' and status = 'sent' order by id desc limit 1`,
      );
      expect((files as unknown as { rows: { attachments: unknown }[] }).rows).toEqual([{ attachments: null }]);
    } finally {
      await database.close();
    }
    seen.push(logLines.join("\n"));
    for (const text of seen) expect(text).not.toContain(code);
    // No token of a client page in the log either.
    const token = new URL(publicUrl).pathname.split("/")[2];
    expect(logLines.join("\n")).toContain("/mon-devis/[jeton]");
    expect(logLines.join("\n")).not.toContain(token);
  });

  it("10 wrong codes across several codes, or a 6th code in a day, lock the devis; the office reopens it, journaled", async () => {
    // Codes are counted per Paris day and this test moves the clock by minutes: it keeps away from
    // midnight (run at 23:56 in Paris, the 6th code fell on the next day and locked nothing).
    const clock = (await api("/api/test/clock")).body as unknown as { now: string };
    const hour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", hourCycle: "h23" });
    if (Number(hour.format(new Date(clock.now))) >= 23) await advance(2 * 3600_000);
    const { leadId, created } = await leadDevis();
    const sent = await api(`/api/devis/${created.body.id}/envoyer`, { method: "POST" });
    const publicUrl = String(sent.body.publicUrl);
    const number = created.body.number;
    // The lines are at 10 %: the client's certification is ticked with the acceptance.
    const accept = (c: string) =>
      acceptForm(publicUrl, { code: c, name: "Jeanne Dubreuil", bonPourAccord: "1", certification: "1" });
    const LOCKED = "la signature en ligne de ce document est bloquée";

    await advance(31_000);
    const first = await codeFor(publicUrl, number);
    const wrongOf = (c: string) => (c === "000000" ? "111111" : "000000");
    for (let i = 1; i <= 5; i++) expect((await accept(wrongOf(first))).status).toBe(400);
    await advance(31_000);
    const second = await codeFor(publicUrl, number);
    for (let i = 6; i <= 9; i++) {
      const res = await accept(wrongOf(second));
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(`(${10 - i} en tout pour ce document)`);
    }
    const tenth = await accept(wrongOf(second));
    expect(tenth.status).toBe(429);
    expect(await tenth.text()).toContain(LOCKED);
    // Locked: the right code, a new code and a refusal are all refused.
    expect((await accept(second)).status).toBe(429);
    await advance(31_000);
    expect((await form(publicUrl, "code", {})).status).toBe(429);
    expect((await form(publicUrl, "refuser", { code: second })).status).toBe(429);
    expect((await api(`/api/devis/${created.body.id}`)).body.status).toBe("envoye");

    // Only the office reopens it: journaled in the lead's timeline, the client told by e-mail.
    expect((await server.fetch(`/api/devis/${created.body.id}/deverrouiller`, { method: "POST" })).status).toBe(401);
    smtp.messages.length = 0;
    const reopened = await api(`/api/devis/${created.body.id}/deverrouiller`, { method: "POST" });
    expect(reopened.status).toBe(200);
    await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes(CLIENT) && m.subject === `Signature en ligne rouverte – devis ${number}`,
    );
    const detail = (await (await server.fetch(`/api/leads/quote/${leadId}`, { cookie })).json()) as {
      timeline: { title: string }[];
    };
    const titles = detail.timeline.map((t) => t.title);
    expect(titles).toContain(`Signature en ligne du devis ${number} bloquée : trop de codes erronés`);
    expect(titles).toContain(`Signature en ligne du devis ${number} rouverte`);
    expect((await api(`/api/devis/${created.body.id}/deverrouiller`, { method: "POST" })).status).toBe(409);

    // At most 5 codes a day: the 6th request locks it again.
    for (let i = 1; i <= 5; i++) {
      await advance(31_000);
      await codeFor(publicUrl, number);
    }
    await advance(31_000);
    const sixth = await form(publicUrl, "code", {});
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).toContain(LOCKED);
    expect((await api(`/api/devis/${created.body.id}/deverrouiller`, { method: "POST" })).status).toBe(200);
    await advance(31_000);
    const good = await codeFor(publicUrl, number);
    expect((await accept(good)).status).toBe(303);
  });
});

describe(`devis: « Proposer des lignes » with the real provider (${testDatabase})`, () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.article = JSON.stringify({
      lignes: [
        { designation: "Îlot central chêne massif", quantite: 1, unite: "u", prixUnitaireHT: 2450.5, tva: 10 },
        { designation: "Ligne sans prix", quantite: 1, unite: "u", tva: 10 },
      ],
    });
  }, SERVER_HOOK_TIMEOUT);
  afterAll(() => fake?.close());
  const server = suiteServer(
    () => ({ AI_API_KEY: "cle-test", AI_BASE_URL: fake.url, AI_TEXT_MODEL: "modele-texte-test" }),
    SERVER_HOOK_TIMEOUT,
  );

  it("asks the model with the request and keeps only valid lines, all « à vérifier »", async () => {
    const cookie = await loginAsAdmin(server);
    const res = await server.fetch("/api/devis/proposer-lignes", { method: "POST", cookie, json: { text: "Îlot" } });
    expect(res.status).toBe(200);
    const { lines } = (await res.json()) as { lines: Record<string, unknown>[] };
    expect(lines).toEqual([
      {
        kind: "ligne",
        designation: "Îlot central chêne massif",
        description: "",
        quantity: 1,
        unit: "u",
        unitPriceCents: 245_050,
        vatRate: 10,
        toCheck: true,
        nature: "pose",
      },
    ]);
    const asked = JSON.stringify(fake.requests.at(-1)?.body ?? {});
    expect(asked).toContain("Îlot");
    expect(asked).toContain("modele-texte-test");
  });
});
