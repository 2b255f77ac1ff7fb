import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { parisDate } from "#domain/business.ts";
import { addDays, firstPaymentDay, withdrawalEnd } from "#domain/devis.ts";
import { hashPassword } from "#server/modules/auth/passwords.ts";
import { users } from "#server/modules/auth/schema.ts";
import { evidenceHash } from "#server/modules/signature/index.ts";
import { login, loginAsAdmin, STRONG_PASSWORD } from "../fixtures/auth.ts";
import { completeBusiness } from "../fixtures/business.ts";
import { SERVER_HOOK_TIMEOUT, validQuote } from "../fixtures/leads.ts";
import { sha256 } from "../fixtures/pdf.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const MAIL_TO = "atelier@example.fr";
const DAY = 86_400_000;
const reduced = [
  { designation: "Caissons chêne massif", quantity: 2, unit: "ml", unitPriceCents: 95_000, vatRate: 10 },
  { designation: "Pose", quantity: 1, unit: "forfait", unitPriceCents: 60_000, vatRate: 20 },
];
const standard = [
  { designation: "Bibliothèque sur mesure", quantity: 1, unit: "u", unitPriceCents: 250_000, vatRate: 20 },
];
/** A small PDF: only its bytes decide (the server reads the content, never the name). */
const scanPdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

interface View {
  id: number;
  number: string;
  status: string;
  channel: string;
  sentAt: string | null;
  acceptedAt: string | null;
  leadId: number | null;
  pdfSha256: string;
  deposit: { earliestOn: string | null };
  paperScan: { fileName: string; mimeType: string; size: number; sha256: string } | null;
  evidence: {
    method?: string;
    channel: string;
    withdrawalEnd: string | null;
    boxes: Record<string, boolean>;
    certification: { rates: number[] } | null;
    evidenceSha256: string;
    paper?: {
      signedOn: string;
      place: string;
      recordedBy: { name: string };
      reducedVatCertified: boolean;
      earlyStart: boolean;
      scan: { sha256: string; fileName: string };
    };
  } | null;
  message?: string;
  errors?: Record<string, string>;
}

describe(`devis: « Signé sur papier » (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(
    () => ({ LEADS_RATE_LIMIT: "1000", MAIL_TO, SMTP_URL: smtp.url, MAIL_RETRY_DELAYS: "0.2", TEST_CLOCK: "true" }),
    SERVER_HOOK_TIMEOUT,
  );
  const cookies = { manager: "", office: "", companion: "" };
  beforeAll(async () => {
    cookies.manager = await loginAsAdmin(server);
    const { db } = await server.ready;
    for (const role of ["office", "companion"] as const) {
      await db.insert(users).values({
        username: `paper-${role}`,
        displayName: role === "office" ? "Claire Bureau" : "Paul Compagnon",
        passwordHash: await hashPassword(STRONG_PASSWORD),
        role,
      });
      cookies[role] = await login(server, `paper-${role}`, STRONG_PASSWORD);
    }
    await completeBusiness(server, cookies.manager);
  }, SERVER_HOOK_TIMEOUT);

  const api = async (pathname: string, init: { method?: string; json?: unknown; cookie?: string } = {}) => {
    const res = await server.fetch(pathname, { cookie: cookies.manager, ...init });
    return { status: res.status, body: (await res.json()) as View };
  };
  let leads = 0;
  /** A devis made from a new quote request (its own client address), sent when asked. */
  const devisFor = async (lines: unknown[], send = true) => {
    leads++;
    const email = `client${leads}@example.fr`;
    await server.fetch("/api/quotes", { method: "POST", json: validQuote({ firstName: `Client${leads}`, email }) });
    const found = (await (await server.fetch("/api/leads?kind=quote", { cookie: cookies.manager })).json()) as {
      items: { id: number; email?: string }[];
    };
    const { body: draft } = await api("/api/devis", { method: "POST", json: { leadId: found.items[0].id } });
    const id = draft.id;
    expect((await api(`/api/devis/${id}`, { method: "PUT", json: { ...draft, lines } })).status).toBe(200);
    if (send) expect((await api(`/api/devis/${id}/envoyer`, { method: "POST" })).status).toBe(200);
    const view = (await api(`/api/devis/${id}`)).body;
    return { ...view, email, sentOn: view.sentAt ? parisDate(new Date(view.sentAt)) : "" };
  };
  const paper = async (
    id: number,
    fields: Record<string, string>,
    scan: { bytes: Buffer; name: string; type: string } | null = {
      bytes: scanPdf,
      name: "devis-signe.pdf",
      type: "application/pdf",
    },
    cookie = cookies.office,
  ) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    if (scan) body.set("scan", new Blob([new Uint8Array(scan.bytes)], { type: scan.type }), scan.name);
    const res = await server.fetch(`/api/devis/${id}/signe-papier`, { method: "POST", cookie, body });
    return { status: res.status, body: (await res.json()) as View };
  };
  const advance = (ms: number) => api("/api/test/clock", { method: "POST", json: { advanceMs: ms } });

  it("records a paper signature at the client's home: accepted, evidence, journal, chantier, e-mail with both files, scan for the office", async () => {
    const d = await devisFor(reduced);
    await advance(2 * DAY);
    const signedOn = addDays(d.sentOn, 1);
    smtp.messages.length = 0;
    const res = await paper(d.id, {
      signedAt: signedOn,
      place: "domicile",
      reducedVatCertified: "true",
      earlyStart: "true",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: d.id, status: "accepte", channel: "domicile" });
    // As GET /api/devis/:id answers it.
    expect((await api(`/api/devis/${d.id}`)).body).toEqual(res.body);
    const e = res.body.evidence!;
    expect(e).toMatchObject({
      method: "papier",
      channel: "domicile",
      boxes: { bonPourAccord: true, expressStart: true, certification: true },
      certification: { rates: [10] },
      paper: {
        signedOn,
        place: "domicile",
        recordedBy: { name: "Claire Bureau" },
        reducedVatCertified: true,
        earlyStart: true,
        scan: { sha256: sha256(scanPdf), fileName: "devis-signe.pdf" },
      },
    });
    expect(evidenceHash(e)).toBe(e.evidenceSha256);
    // The withdrawal period and the day-7 rule count from the day signed, not the day recorded.
    expect(e.withdrawalEnd).toBe(withdrawalEnd(signedOn));
    expect(parisDate(new Date(res.body.acceptedAt!))).toBe(signedOn);
    expect(res.body.deposit.earliestOn).toBe(firstPaymentDay(signedOn));
    const early = await api(`/api/devis/${d.id}/acompte`, { method: "POST", json: { date: addDays(signedOn, 6) } });
    expect(early.status).toBe(422);
    expect(res.body.paperScan).toMatchObject({ mimeType: "application/pdf", size: scanPdf.length });

    // The lead is « Signé », its timeline says who recorded it.
    const detail = (await (await server.fetch(`/api/leads/quote/${d.leadId}`, { cookie: cookies.manager })).json()) as {
      lead: { status: string };
      timeline: { title: string; author?: string }[];
    };
    expect(detail.lead.status).toBe("signe");
    const line = detail.timeline.find((t) => t.title.startsWith(`Devis ${d.number} signé sur papier`));
    expect(line?.title).toBe(
      `Devis ${d.number} signé sur papier le ${signedOn.split("-").reverse().join("/")} (enregistré par Claire Bureau)`,
    );
    expect(line?.author).toBe("Claire Bureau");

    // The chantier opened, as after an online signature.
    const chantiers = (await (await server.fetch("/api/chantiers", { cookie: cookies.manager })).json()) as {
      items: { devisId: number | null }[];
    };
    expect(chantiers.items.some((c) => c.devisId === d.id)).toBe(true);

    // The client gets the devis as sent and the scan, and is told he may object.
    const mail = await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes(d.email) && m.subject.startsWith(`Votre signature du devis ${d.number}`),
    );
    expect(mail.text).toContain("signature sur papier");
    expect(mail.text).toContain("Si ce n'est pas exact");
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`devis-${d.number}.pdf`, "application/pdf"],
      [`devis-${d.number}-signe-papier.pdf`, "application/pdf"],
    ]);
    expect(sha256(new Uint8Array(mail.attachments[0].bytes))).toBe(d.pdfSha256);
    expect(Buffer.compare(mail.attachments[1].bytes, scanPdf)).toBe(0);

    // The office downloads the scan; a compagnon cannot.
    const scan = await server.fetch(`/api/devis/${d.id}/scan`, { cookie: cookies.office });
    expect(scan.status).toBe(200);
    expect(scan.headers.get("content-type")).toBe("application/pdf");
    expect(scan.headers.get("x-content-type-options")).toBe("nosniff");
    expect(scan.headers.get("content-security-policy")).toContain("sandbox");
    expect(Buffer.compare(Buffer.from(await scan.arrayBuffer()), scanPdf)).toBe(0);
    expect((await server.fetch(`/api/devis/${d.id}/scan`, { cookie: cookies.companion })).status).toBe(403);

    // The client's page says it too.
    const publicUrl = (res.body as unknown as { publicUrl: string }).publicUrl;
    expect(await (await server.fetch(new URL(publicUrl).pathname)).text()).toContain("(signé sur papier)");

    // Already decided: 409.
    const again = await paper(d.id, { signedAt: signedOn, place: "domicile", reducedVatCertified: "true" });
    expect(again.status).toBe(409);
  });

  it("signed at a distance with a PNG scan: the channel becomes « distance », no certification needed at 20 %", async () => {
    const d = await devisFor(standard);
    const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const res = await paper(
      d.id,
      { signedAt: d.sentOn, place: "distance" },
      {
        bytes: png,
        name: "photo.pdf",
        type: "application/pdf",
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "accepte", channel: "distance", deposit: { earliestOn: null } });
    expect(res.body.evidence).toMatchObject({ certification: null, boxes: { expressStart: false } });
    expect(res.body.paperScan).toMatchObject({ mimeType: "image/png" });
    const scan = await server.fetch(`/api/devis/${d.id}/scan`, { cookie: cookies.manager });
    expect(scan.headers.get("content-type")).toBe("image/png");
  });

  it("refuses an unsent devis (409), a reduced rate without the certification (422), bad dates and files (400), the compagnon (403)", async () => {
    const draft = await devisFor(standard, false);
    expect((await paper(draft.id, { signedAt: parisDate(new Date()), place: "distance" })).status).toBe(409);

    // Replaced by a new version, or its link revoked: 409 too.
    const old = await devisFor(standard);
    const next = await api(`/api/devis/${old.id}/modifier`, { method: "POST" });
    expect((await api(`/api/devis/${next.body.id}/envoyer`, { method: "POST" })).status).toBe(200);
    expect((await paper(old.id, { signedAt: old.sentOn, place: "distance" })).status).toBe(409);
    expect((await api(`/api/devis/${next.body.id}/revoquer`, { method: "POST" })).status).toBe(200);
    expect((await paper(next.body.id, { signedAt: old.sentOn, place: "distance" })).status).toBe(409);

    const d = await devisFor(reduced);
    const noCertification = await paper(d.id, { signedAt: d.sentOn, place: "domicile", reducedVatCertified: "false" });
    expect(noCertification.status).toBe(422);
    expect(noCertification.body.message).toContain("taux de TVA réduit");
    expect(noCertification.body.errors).toHaveProperty("reducedVatCertified");

    const future = await paper(d.id, { signedAt: addDays(d.sentOn, 40), place: "domicile", reducedVatCertified: "1" });
    expect(future.status).toBe(400);
    expect(future.body.errors?.signedAt).toBe("La date de signature ne peut pas être dans le futur.");
    const before = await paper(d.id, { signedAt: addDays(d.sentOn, -1), place: "domicile", reducedVatCertified: "1" });
    expect(before.status).toBe(400);
    expect(before.body.errors?.signedAt).toContain("ne peut pas précéder l'envoi du devis");
    expect((await paper(d.id, { signedAt: "28/11/2026", place: "domicile" })).status).toBe(400);
    expect((await paper(d.id, { signedAt: d.sentOn, place: "cuisine", reducedVatCertified: "1" })).status).toBe(400);

    const text = await paper(
      d.id,
      { signedAt: d.sentOn, place: "domicile", reducedVatCertified: "1" },
      {
        bytes: Buffer.from("Ceci n'est pas un PDF, seulement du texte."),
        name: "devis-signe.pdf",
        type: "application/pdf",
      },
    );
    expect(text.status).toBe(400);
    expect(text.body.errors?.scan).toContain("n'est pas un PDF, un JPEG ou un PNG");
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .webp()
      .toBuffer();
    const refusedWebp = await paper(
      d.id,
      { signedAt: d.sentOn, place: "domicile", reducedVatCertified: "1" },
      {
        bytes: webp,
        name: "scan.png",
        type: "image/png",
      },
    );
    expect(refusedWebp.status).toBe(400);
    const noScan = await paper(d.id, { signedAt: d.sentOn, place: "domicile", reducedVatCertified: "1" }, null);
    expect(noScan.status).toBe(400);
    expect(noScan.body.errors?.scan).toBe("Joignez le scan (ou la photo) du devis signé.");

    const companion = await paper(
      d.id,
      { signedAt: d.sentOn, place: "domicile", reducedVatCertified: "1" },
      undefined,
      cookies.companion,
    );
    expect(companion.status).toBe(403);
    // Nothing of the refusals was recorded.
    expect((await api(`/api/devis/${d.id}`)).body).toMatchObject({ status: "envoye", evidence: null, paperScan: null });
    expect((await server.fetch(`/api/devis/${d.id}/scan`, { cookie: cookies.manager })).status).toBe(404);
  });
});
