import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parisDate } from "#domain/business.ts";
import { devisLineSchema } from "#domain/devis.ts";
import { rfReference } from "#domain/payments.ts";
import { devis } from "#server/modules/devis/schema.ts";
import { chantierSteps, chantiers } from "#server/modules/chantiers/schema.ts";
import { invoices } from "#server/modules/invoices/schema.ts";
import { leads } from "#server/modules/leads/schema.ts";
import { purgeOldLeads } from "#server/modules/leads/retention.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { legalMentions } from "../fixtures/business.ts";
import { SERVER_HOOK_TIMEOUT, validQuote } from "../fixtures/leads.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { pdfQrTexts } from "../fixtures/pdf.ts";
import { inspectPdf } from "../fixtures/invoices/facturx-check.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const DAY = 86_400_000;
const year = parisDate(new Date()).slice(0, 4);
const bank = { iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPP", holder: "Atelier Lartigue SARL" };
const twoRates = [
  {
    designation: "Fenêtres chêne",
    quantity: 1,
    unit: "forfait",
    unitPriceCents: 600_000,
    vatRate: 20,
    nature: "fourniture",
  },
  { designation: "Pose", quantity: 1, unit: "forfait", unitPriceCents: 400_000, vatRate: 10 },
];
const client = { name: "Jeanne Dubreuil", email: "jeanne@example.fr", address: "12 rue des Lilas, 33000 Bordeaux" };
const freeLine = { designation: "Réglage de porte", quantity: 1, unit: "forfait", unitPriceCents: 12_000, vatRate: 20 };

interface Invoice {
  id: number;
  number: string | null;
  type: string;
  status: string;
  lines: { designation: string; unitPriceCents: number; vatRate: number; kind: string }[];
  totals: { htCents: number; vatCents: number; ttcCents: number; byRate: { rate: number; htCents: number }[] };
  deductions: { number: string; date: string; ttcCents: number }[];
  netCents: number;
  amountDueCents: number;
  issuedAt: string | null;
  dueDate: string | null;
  correctedNumber: string | null;
  worksPeriod: { start: string; end: string } | null;
  message?: string;
  errors?: Record<string, string>;
}

describe(`invoices: deposit, final invoice, credit notes, numbering without gaps (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(
    () => ({ LEADS_RATE_LIMIT: "1000", MAIL_TO: "atelier@example.fr", SMTP_URL: smtp.url, MAIL_RETRY_DELAYS: "0.2" }),
    SERVER_HOOK_TIMEOUT,
  );
  let cookie = "";
  let settings: Record<string, unknown> = {};
  const api = async (pathname: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await server.fetch(pathname, { cookie, ...init });
    return { status: res.status, body: (await res.json()) as Invoice };
  };
  const saveSettings = async (patch: Record<string, unknown>) => {
    const res = await server.fetch("/api/admin/entreprise", { method: "PUT", cookie, json: { ...settings, ...patch } });
    return {
      status: res.status,
      body: (await res.json()) as { settings: Record<string, unknown>; errors?: Record<string, string> },
    };
  };

  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
    const current = (await (await server.fetch("/api/admin/entreprise", { cookie })).json()) as { settings: object };
    settings = { ...current.settings, ...legalMentions, bank };
    const saved = await saveSettings({});
    expect(saved.status).toBe(200);
    settings = saved.body.settings;
  }, SERVER_HOOK_TIMEOUT);

  /** An accepted devis (accepted `daysAgo` days ago), optionally from a lead. */
  const acceptedDevis = async (
    lines: unknown[] = twoRates,
    opts: { depositPercent?: number; channel?: string; daysAgo?: number; leadId?: number } = {},
  ) => {
    const body = opts.leadId ? { leadId: opts.leadId } : { client, lines, depositPercent: opts.depositPercent ?? 30 };
    const created = await server.fetch("/api/devis", { method: "POST", cookie, json: body });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const { db } = await server.ready;
    await db
      .update(devis)
      .set({
        status: "accepte",
        lines: lines.map((l) => devisLineSchema.parse(l)),
        depositPercent: opts.depositPercent ?? 30,
        channel: opts.channel ?? "distance",
        acceptedAt: new Date(Date.now() - (opts.daysAgo ?? 10) * DAY),
      })
      .where(eq(devis.id, id));
    return id;
  };
  const create = (json: unknown) => api("/api/factures", { method: "POST", json });
  const issue = (id: number) => api(`/api/factures/${id}/emettre`, { method: "POST" });
  const freeDraft = async (name = client.name, extra: Record<string, unknown> = {}) => {
    const r = await create({ client: { ...client, name }, lines: [freeLine], ...extra });
    expect(r.status).toBe(201);
    return r.body;
  };

  it("the first number of the year is the one set in « Entreprise » before the first issue; invalid settings are refused", async () => {
    const bad = await saveSettings({
      bank: { ...bank, iban: "FR76 3000 6000 0112 3456 7890 188" },
      paymentTermsDays: 90,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(["bank.iban", "paymentTermsDays"]));
    const saved = await saveSettings({ invoiceStartNumber: 42 });
    expect(saved.status).toBe(200);
    expect((saved.body.settings.bank as { iban: string }).iban).toBe("FR7630006000011234567890189");
    const draft = await freeDraft();
    expect(draft.number).toBeNull();
    const issued = await issue(draft.id);
    expect(issued.status).toBe(200);
    expect(issued.body.number).toBe(`F-${year}-0042`);
    expect(issued.body.issuedAt).toBe(parisDate(new Date()));
    expect(issued.body.status).toBe("emise");
  });

  it("deposit: 30 % of 6 000 € HT at 20 % and 4 000 € HT at 10 % → 1 800 € HT at 20 % and 1 200 € HT at 10 %", async () => {
    const id = await acceptedDevis();
    const { status, body } = await create({ devisId: id, type: "acompte", percent: 30 });
    expect(status).toBe(201);
    expect(body.type).toBe("acompte");
    expect(body.number).toBeNull();
    expect(body.lines.map((l) => [l.unitPriceCents, l.vatRate])).toEqual([
      [180_000, 20],
      [120_000, 10],
    ]);
    expect(body.totals.ttcCents).toBe(348_000);
    // Without a percentage: the devis' own; an amount TTC: exactly that amount, split pro rata.
    for (const [ask, ttc] of [
      [{}, 348_000],
      [{ amountCents: 100_001 }, 100_001],
      [{ percent: 12.5 }, 145_000],
    ] as const) {
      const other = await acceptedDevis();
      const r = await create({ devisId: other, type: "acompte", ...ask });
      expect(r.status).toBe(201);
      expect(r.body.totals.ttcCents).toBe(ttc);
      expect(r.body.totals.byRate.map((x) => x.rate)).toEqual([20, 10]);
    }
  });

  it("refuses: a devis not accepted (409), a deposit before day 7 of a devis signed at home (422), beyond 100 % (422)", async () => {
    const created = await server.fetch("/api/devis", { method: "POST", cookie, json: { client, lines: twoRates } });
    const { id: draftDevis } = (await created.json()) as { id: number };
    expect((await create({ devisId: draftDevis, type: "acompte" })).status).toBe(409);
    expect((await create({ devisId: draftDevis, type: "solde" })).status).toBe(409);
    const atHome = await acceptedDevis(twoRates, { channel: "domicile", daysAgo: 2 });
    const early = await create({ devisId: atHome, type: "acompte" });
    expect(early.status).toBe(422);
    expect(early.body.message).toContain("L221-10");
    const id = await acceptedDevis();
    expect((await create({ devisId: id, type: "acompte", percent: 80 })).status).toBe(201);
    const beyond = await create({ devisId: id, type: "acompte", percent: 30 });
    expect(beyond.status).toBe(422);
    expect(beyond.body.message).toContain("100 %");
  });

  it("final invoice: every devis line, minus each issued deposit listed by number and date; 409s", async () => {
    const id = await acceptedDevis();
    const first = await create({ devisId: id, type: "acompte", percent: 30 });
    const second = await create({ devisId: id, type: "acompte", amountCents: 100_000 });
    // A deposit still a draft: the final invoice waits.
    const open = await create({ devisId: id, type: "solde" });
    expect(open.status).toBe(409);
    expect(open.body.message).toContain("brouillon");
    const one = await issue(first.body.id);
    const two = await issue(second.body.id);
    expect(one.body.dueDate).toBe(one.body.issuedAt);
    // Its chantier's « Pose » step gives the works' period.
    const { db } = await server.ready;
    const [site] = await db.insert(chantiers).values({ devisId: id, title: "Fenêtres" }).returning();
    await db.insert(chantierSteps).values({
      chantierId: site.id,
      step: "pose",
      position: 3,
      plannedStart: "2026-11-02",
      plannedEnd: "2026-11-06",
      doneOn: "2026-11-05",
    });
    const final = await create({ devisId: id, type: "solde" });
    expect(final.status).toBe(201);
    expect(final.body.worksPeriod).toEqual({ start: "2026-11-02", end: "2026-11-05" });
    expect(final.body.lines.map((l) => l.designation)).toEqual(["Fenêtres chêne", "Pose"]);
    expect(final.body.lines.map((l) => l.kind)).toEqual(["fourniture", "pose"]);
    expect(final.body.totals.ttcCents).toBe(1_160_000);
    const issued = await issue(final.body.id);
    expect(issued.status).toBe(200);
    expect(issued.body.deductions).toEqual([
      { number: one.body.number, date: one.body.issuedAt, ttcCents: 348_000 },
      { number: two.body.number, date: two.body.issuedAt, ttcCents: 100_000 },
    ]);
    expect(issued.body.netCents).toBe(1_160_000 - 448_000);
    expect(issued.body.amountDueCents).toBe(712_000);
    // One final invoice per devis; an issued invoice is frozen.
    expect((await create({ devisId: id, type: "solde" })).status).toBe(409);
    expect((await create({ devisId: id, type: "acompte", percent: 1 })).status).toBe(409);
    const put = await api(`/api/factures/${final.body.id}`, { method: "PUT", json: { lines: [freeLine] } });
    expect(put.status).toBe(409);
    expect(put.body.message).toContain("avoir");
    expect((await api(`/api/factures/${final.body.id}`, { method: "DELETE" })).status).toBe(409);
    expect((await issue(final.body.id)).status).toBe(409);

    // A full credit note: the balance goes to 0 and the invoice is cancelled; then a new final invoice is possible.
    const note = await api(`/api/factures/${final.body.id}/avoir`, { method: "POST", json: {} });
    expect(note.status).toBe(201);
    expect(note.body.type).toBe("avoir");
    expect(note.body.totals.ttcCents).toBe(1_160_000);
    expect((await api(`/api/factures/${note.body.id}/avoir`, { method: "POST", json: {} })).status).toBe(409);
    const noteIssued = await issue(note.body.id);
    expect(noteIssued.body.correctedNumber).toBe(issued.body.number);
    const after = await api(`/api/factures/${final.body.id}`);
    expect(after.body.status).toBe("annulee");
    expect(after.body.amountDueCents).toBe(0);
    expect((await create({ devisId: id, type: "solde" })).status).toBe(201);
  });

  it("credit notes: none on a draft (409); a partial one lowers what is due", async () => {
    const draft = await freeDraft();
    expect((await api(`/api/factures/${draft.id}/avoir`, { method: "POST", json: {} })).status).toBe(409);
    const edited = await api(`/api/factures/${draft.id}`, {
      method: "PUT",
      json: { lines: [freeLine, { ...freeLine, designation: "Déplacement", unitPriceCents: 5_000 }] },
    });
    expect(edited.body.totals.ttcCents).toBe(20_400);
    await issue(draft.id);
    const partial = await api(`/api/factures/${draft.id}/avoir`, {
      method: "POST",
      json: { lines: [{ ...freeLine, designation: "Déplacement", unitPriceCents: 5_000 }] },
    });
    expect(partial.status).toBe(201);
    await issue(partial.body.id);
    const after = await api(`/api/factures/${draft.id}`);
    expect(after.body.status).toBe("emise");
    expect(after.body.amountDueCents).toBe(20_400 - 6_000);
  });

  it("a free invoice at a reduced rate carries the client's certification; its return is recorded even once issued", async () => {
    const draft = await freeDraft(client.name, { lines: [{ ...freeLine, vatRate: 10 }] });
    const issued = await issue(draft.id);
    expect(issued.status).toBe(200);
    const attest = (returned: unknown) =>
      server.fetch(`/api/factures/${draft.id}/attestation`, { method: "POST", cookie, json: { returned } });
    const recorded = await attest(true);
    expect(recorded.status).toBe(200);
    expect((await recorded.json()) as { certification: string; certificationReturned: boolean }).toMatchObject({
      certification: expect.stringContaining("Je soussigné(e) Jeanne Dubreuil certifie") as unknown,
      certificationReturned: true,
    });
    expect((await attest("oui")).status).toBe(400);
    const plain = await issue((await freeDraft()).id);
    expect(
      (
        await server.fetch(`/api/factures/${plain.body.id}/attestation`, {
          method: "POST",
          cookie,
          json: { returned: true },
        })
      ).status,
    ).toBe(409);
  });

  it("each mandatory mention removed in turn → 422 naming it; a business client without a valid SIREN → 422", async () => {
    const draft = await freeDraft();
    const removals: [string, Record<string, unknown>][] = [
      ["legalForm", { legalForm: "" }],
      ["shareCapital", { shareCapital: "" }],
      ["siret", { siret: "" }],
      ["registration", { registration: "" }],
      ["vatNumber", { vatNumber: "" }],
      ["insurance.insurer", { insurance: { ...legalMentions.insurance, insurer: "" } }],
      ["insurance.contact", { insurance: { ...legalMentions.insurance, contact: "" } }],
      ["insurance.coverage", { insurance: { ...legalMentions.insurance, coverage: "" } }],
      ["bank.iban", { bank: { ...bank, iban: "" } }],
      ["bank.holder", { bank: { ...bank, holder: "" } }],
    ];
    for (const [field, patch] of removals) {
      expect((await saveSettings(patch)).status).toBe(200);
      const refused = await issue(draft.id);
      expect(refused.status, field).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}), field).toEqual([field]);
      expect(refused.body.message).toContain(refused.body.errors?.[field]);
    }
    expect((await saveSettings({ bank: { iban: "", bic: "", holder: "" }, chequeOnly: true })).status).toBe(200);
    expect((await api(`/api/factures/${draft.id}`)).body).toMatchObject({ missing: [] });
    expect((await saveSettings({})).status).toBe(200);
    const clientFields: [string, Record<string, unknown>][] = [
      ["client.address.street", { address: { street: "", postcode: "33000", city: "Bordeaux", country: "FR" } }],
      ["client.address.postcode", { address: { street: "1 rue A", postcode: "", city: "Bordeaux", country: "FR" } }],
      ["client.address.city", { address: { street: "1 rue A", postcode: "33000", city: "", country: "FR" } }],
      ["client.siren", { siren: "732829321", company: "SCI des Lilas" }],
      ["client.siren", { company: "SCI des Lilas" }],
    ];
    for (const [field, patch] of clientFields) {
      await api(`/api/factures/${draft.id}`, { method: "PUT", json: { client: { ...client, ...patch } } });
      const refused = await issue(draft.id);
      expect(refused.status, field).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}), field).toEqual([field]);
    }
    await api(`/api/factures/${draft.id}`, {
      method: "PUT",
      json: {
        client: { ...client, siren: "732829320", company: "SCI des Lilas" },
        lines: [{ ...freeLine, vatRate: 0 }],
      },
    });
    const zero = await issue(draft.id);
    expect(Object.keys(zero.body.errors ?? {})).toEqual(["lines.0.exemption"]);
    await api(`/api/factures/${draft.id}`, {
      method: "PUT",
      json: { lines: [{ ...freeLine, vatRate: 0, exemption: "VATEX-EU-AE" }] },
    });
    expect((await issue(draft.id)).status).toBe(200);
  });

  it("20 issues at once → 20 consecutive numbers; a fault after the number is taken leaves no gap", async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, () => freeDraft()));
    const issued = await Promise.all(drafts.map((d) => issue(d.id)));
    expect(issued.map((r) => r.status)).toEqual(drafts.map(() => 200));
    const numbers = issued.map((r) => Number(r.body.number?.split("-")[2])).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));

    const { db } = await server.ready;
    // The fault: the invoice's own update fails after the counter gave its number (same transaction).
    await db.execute(sql`create or replace function invoice_fault() returns trigger language plpgsql as $$
      begin
        if new.number is not null and new.client->>'name' = 'Panne Injectée' then raise exception 'fault injected'; end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger invoice_fault before update on invoices for each row execute function invoice_fault()`,
    );
    try {
      const broken = await freeDraft("Panne Injectée");
      expect((await issue(broken.id)).status).toBe(500);
      expect((await api(`/api/factures/${broken.id}`)).body.number).toBeNull();
    } finally {
      await db.execute(sql`drop trigger invoice_fault on invoices`);
    }
    const next = await issue((await freeDraft()).id);
    expect(Number(next.body.number?.split("-")[2])).toBe(numbers[19] + 1);
  });

  it("« Envoyer » e-mails the issued invoice; « Demander l'acompte » issues the deposit invoice and sends it in one e-mail", async () => {
    const draft = await freeDraft();
    expect((await api(`/api/factures/${draft.id}/envoyer`, { method: "POST" })).status).toBe(409);
    const issued = await issue(draft.id);
    expect((await api(`/api/factures/${draft.id}/envoyer`, { method: "POST" })).status).toBe(200);
    const mail = await mailWhere(smtp, (m) => m.subject.includes(issued.body.number ?? "?"));
    expect(mail.envelopeTo).toContain(client.email);
    expect(mail.text).toContain("FR7630006000011234567890189");
    // The Factur-X PDF is attached: the client's software finds factur-x.xml in it.
    const [attached] = mail.attachments;
    expect(attached).toMatchObject({ filename: `${issued.body.number}.pdf`, contentType: "application/pdf" });
    expect((await inspectPdf(attached.bytes)).attachments).toContain("factur-x.xml");

    const id = await acceptedDevis();
    const asked = await server.fetch(`/api/devis/${id}/acompte`, { method: "POST", cookie, json: { notify: true } });
    expect(asked.status).toBe(200);
    const list = await server.fetch(`/api/factures?devisId=${id}`, { cookie });
    expect(list.headers.get("x-total-count")).toBe("1");
    const [deposit] = (await list.json()) as Invoice[];
    expect(deposit).toMatchObject({ type: "acompte", status: "emise" });
    const depositMail = await mailWhere(smtp, (m) => m.subject.includes(deposit.number ?? "?"));
    expect(depositMail.subject).toContain("Facture d'acompte");
    expect(depositMail.text).toContain("3 480,00 €");
    // The deposit invoice attached carries the EPC QR code: a banking app fills in the transfer from it.
    const [qr] = await pdfQrTexts(depositMail.attachments[0].bytes);
    expect(qr?.split("\n").slice(5)).toEqual([
      bank.holder,
      bank.iban.replace(/ /g, ""),
      "EUR3480.00",
      "",
      rfReference(deposit.number ?? ""),
    ]);
    // A devis' invoice is on the chantier page: no page of its own (that is for a free invoice).
    expect(depositMail.text).not.toContain("/ma-facture/");
    // Asked again: the same deposit invoice is sent again, never a second one.
    smtp.messages.length = 0;
    expect(
      (await server.fetch(`/api/devis/${id}/acompte`, { method: "POST", cookie, json: { notify: true } })).status,
    ).toBe(200);
    await mailWhere(smtp, (m) => m.subject.includes(deposit.number ?? "?"));
    expect((await server.fetch(`/api/factures?devisId=${id}`, { cookie })).headers.get("x-total-count")).toBe("1");
  });

  it("erasing the lead leaves its invoices (kept 10 years, with the client's data)", async () => {
    await server.fetch("/api/quotes", {
      method: "POST",
      json: validQuote({ firstName: "Effacé", email: "efface@example.fr" }),
    });
    const leadsList = (await (await server.fetch("/api/leads?kind=quote", { cookie })).json()) as {
      items: { id: number; email?: string }[];
    };
    const lead = leadsList.items.find((l) => l.email === "efface@example.fr") ?? leadsList.items[0];
    const id = await acceptedDevis(twoRates, { leadId: lead.id });
    const deposit = await create({ devisId: id, type: "acompte" });
    expect((await issue(deposit.body.id)).status).toBe(200);
    expect((await server.fetch(`/api/leads/quote/${lead.id}`, { method: "DELETE", cookie })).status).toBe(200);
    const kept = await api(`/api/factures/${deposit.body.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.number).toMatch(/^F-\d{4}-\d{4}$/);
    const { db } = await server.ready;
    const [row] = await db.select().from(invoices).where(eq(invoices.id, deposit.body.id));
    expect(row.document?.buyer.name).toContain("Effacé");

    // The retention purge (3 years without news) keeps a lead its invoices rely on, and the invoices.
    await server.fetch("/api/quotes", {
      method: "POST",
      json: validQuote({ firstName: "Ancien", email: "ancien@example.fr" }),
    });
    const [old] = await db.select({ id: leads.id }).from(leads).where(eq(leads.email, "ancien@example.fr"));
    const oldDevis = await acceptedDevis(twoRates, { leadId: old.id });
    const oldDeposit = await create({ devisId: oldDevis, type: "acompte" });
    expect((await issue(oldDeposit.body.id)).status).toBe(200);
    await db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 4 * 365 * DAY) })
      .where(eq(leads.id, old.id));
    await purgeOldLeads(db, 1095);
    expect((await api(`/api/factures/${oldDeposit.body.id}`)).body.number).toMatch(/^F-\d{4}-\d{4}$/);
  });

  it("the client finds the invoices of his devis on his chantier page, and only those", async () => {
    const id = await acceptedDevis();
    const services = await server.ready;
    const [row] = await services.db.select().from(devis).where(eq(devis.id, id));
    const chantierId = await services.db.transaction((tx) => services.chantiers.admin.openFromDevis(tx, row));
    const link = await server.fetch(`/api/chantiers/${String(chantierId)}/access`, {
      method: "POST",
      cookie,
      json: {},
    });
    expect(link.status).toBe(201);
    const page = new URL(((await link.json()) as { url: string }).url).pathname;
    const deposit = await create({ devisId: id, type: "acompte" });
    const draftOnly = await create({ devisId: id, type: "acompte", percent: 10 });
    const issued = (await issue(deposit.body.id)).body;
    // As React writes it: « <!-- --> » between texts, the apostrophe as &#x27;.
    const html = (await (await server.fetch(page)).text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
    expect(html).toContain("Vos factures");
    expect(html).toContain(`Facture d'acompte n° ${issued.number}`);
    expect(html).not.toContain(`/factures/${draftOnly.body.id}"`);
    const pdf = await server.fetch(`${page}/factures/${issued.id}`);
    expect(pdf.status).toBe(200);
    expect((await inspectPdf(Buffer.from(await pdf.arrayBuffer()))).attachments).toContain("factur-x.xml");
    // Another client's invoice is not reachable through this link.
    const other = (await issue((await freeDraft("Autre Client")).id)).body;
    expect((await server.fetch(`${page}/factures/${other.id}`)).status).toBe(404);
    expect((await server.fetch(`${page}/factures/${draftOnly.body.id}`)).status).toBe(404);
    await api(`/api/factures/${draftOnly.body.id}`, { method: "DELETE" });
  });

  it("every issued invoice is a Factur-X PDF kept as sent: fonts embedded, its XML attached and alone, the four official checks pass", async () => {
    const list = await server.fetch("/api/factures?pageSize=100", { cookie });
    const issued = ((await list.json()) as Invoice[]).filter((i) => i.number !== null);
    const kinds = new Set(issued.map((i) => i.type));
    expect([...kinds].sort(), "a deposit, a final invoice, a credit note and a free invoice").toEqual([
      "acompte",
      "avoir",
      "facture",
      "solde",
    ]);
    const dir = await mkdtemp(path.join(tmpdir(), "factures-"));
    try {
      for (const invoice of issued) {
        const res = await server.fetch(`/api/factures/${invoice.id}/pdf`, { cookie });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/pdf");
        const pdf = Buffer.from(await res.arrayBuffer());
        // Kept as rendered at issue: the same bytes every time.
        const again = Buffer.from(
          await (await server.fetch(`/api/factures/${invoice.id}/pdf`, { cookie })).arrayBuffer(),
        );
        expect(again.equals(pdf)).toBe(true);
        const seen = await inspectPdf(pdf);
        expect(seen.allFontsEmbedded, invoice.number ?? "").toBe(true);
        expect(seen.attachments).toContain("factur-x.xml");
        expect(seen.meta).toContain("<pdfaid:part>3</pdfaid:part>");
        const xml = await (await server.fetch(`/api/factures/${invoice.id}/factur-x.xml`, { cookie })).text();
        expect(xml.replace(/\s+/g, ""), xml.slice(0, 1500)).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
        await writeFile(path.join(dir, `${invoice.number}.pdf`), pdf);
      }
      // A draft has no Factur-X file yet.
      const draft = await freeDraft("Brouillon Sansnuméro");
      expect((await server.fetch(`/api/factures/${draft.id}/pdf`, { cookie })).status).toBe(409);
      // The official artefacts (tests/einvoicing): XSD, Factur-X and EN 16931 schematrons, French rules.
      const files = issued.map((i) => path.join(dir, `${i.number}.pdf`));
      const run = spawnSync("bash", ["tests/einvoicing/validate.sh", "--pdf", ...files], { encoding: "utf8" });
      expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
