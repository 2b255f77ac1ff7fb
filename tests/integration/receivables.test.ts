import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { parisDate } from "#domain/business.ts";
import { devisLineSchema } from "#domain/devis.ts";
import { addDays } from "#domain/paris-time.ts";
import { devis } from "#server/modules/devis/schema.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { legalMentions } from "../fixtures/business.ts";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const bank = { iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPP", holder: "Atelier Lartigue SARL" };
const consumer = { name: "Jeanne Dubreuil", email: "jeanne@example.fr", address: "12 rue des Lilas, 33000 Bordeaux" };
const business = {
  name: "Paul Martin",
  email: "compta@martin-immo.fr",
  address: "3 cours de l'Intendance, 33000 Bordeaux",
  company: "Martin Immobilier SARL",
  siren: "732829320",
};
const line = (unitPriceCents: number, vatRate = 20) => ({
  designation: "Réglage de porte",
  quantity: 1,
  unit: "forfait",
  unitPriceCents,
  vatRate,
});

interface Invoice {
  id: number;
  number: string;
  type: string;
  status: string;
  dueDate: string;
  issuedAt: string;
  devisId: number | null;
  totals: { byRate: { rate: number; htCents: number; vatCents: number }[] };
  amountDueCents: number;
  message?: string;
}
interface Receivables {
  buckets: Record<string, number>;
  totalCents: number;
  depositsAwaited: { count: number; cents: number };
  rows: { id: number; number: string; clientName: string; dueDate: string; bucket: string; amountDueCents: number }[];
}

describe(`getting paid: reminders, « À encaisser », the sales export (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(() => ({ SMTP_URL: smtp.url, MAIL_TO: "atelier@example.fr" }), SERVER_HOOK_TIMEOUT);
  const services = () => server.services()!;
  let cookie = "";
  const api = async <T = Invoice>(pathname: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await server.fetch(pathname, { cookie, ...init });
    return { status: res.status, body: (await res.json()) as T };
  };
  const today = () => parisDate(services().clock.now());
  /** Moves the test clock to 10:00 UTC on `day` (never backwards). */
  const advanceTo = (day: string) => {
    const ms = Date.parse(`${day}T10:00:00Z`) - services().clock.now().getTime();
    if (ms > 0) services().clock.advance(ms);
  };
  const issued = async (client: object, cents: number, vatRate = 20) => {
    const draft = await api("/api/factures", { method: "POST", json: { client, lines: [line(cents, vatRate)] } });
    expect(draft.status, draft.body.message).toBe(201);
    const done = await api(`/api/factures/${draft.body.id}/emettre`, { method: "POST" });
    expect(done.status, done.body.message).toBe(200);
    return done.body;
  };
  const mailsOf = (inv: Invoice) => smtp.messages.filter((m) => m.subject.includes(inv.number));
  /** One sweep of the reminders' job, then the outbox's delivery of what it queued. */
  const sweep = async () => {
    const sent = await services().receivables.reminders.sweep();
    await new Promise((r) => setTimeout(r, 300));
    return sent;
  };
  const textOfPdf = async (bytes: Buffer) => {
    const dir = await mkdtemp(path.join(tmpdir(), "relance-"));
    try {
      await writeFile(path.join(dir, "l.pdf"), bytes);
      return spawnSync("pdftotext", ["-layout", path.join(dir, "l.pdf"), "-"], { encoding: "utf8" }).stdout;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  /** A devis accepted now with these lines (30 % deposit), ready for its invoices. */
  const acceptedDevis = async (lines: ReturnType<typeof line>[]) => {
    const created = await server.fetch("/api/devis", {
      method: "POST",
      cookie,
      json: { client: consumer, lines, depositPercent: 30 },
    });
    const { id } = (await created.json()) as { id: number };
    // Accepted at a distance, as the client's signature would leave it.
    const { db } = await server.ready;
    await db
      .update(devis)
      .set({
        acceptedAt: services().clock.now(),
        channel: "distance",
        lines: lines.map((l) => devisLineSchema.parse(l)),
        status: "accepte",
      })
      .where(eq(devis.id, id));
    return id;
  };

  let firstDay = "";
  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
    const current = (await (await server.fetch("/api/admin/entreprise", { cookie })).json()) as { settings: object };
    const saved = await server.fetch("/api/admin/entreprise", {
      method: "PUT",
      cookie,
      json: { ...current.settings, ...legalMentions, bank },
    });
    expect(saved.status).toBe(200);
    firstDay = today();
  }, SERVER_HOOK_TIMEOUT);

  let consumerInv: Invoice;
  let businessInv: Invoice;

  it("the ladder: courtesy 3 days before, then +3, +10 and +30 with the mise en demeure attached; once each; paused or credited gets none", async () => {
    consumerInv = await issued(consumer, 100_000);
    businessInv = await issued(business, 50_000);
    const paused = await issued({ ...consumer, name: "Marc Pause", email: "marc@example.fr" }, 20_000);
    const credited = await issued({ ...consumer, name: "Lise Avoir", email: "lise@example.fr" }, 30_000);
    const paidLate = await issued({ ...consumer, name: "Paul Payé", email: "paul.paye@example.fr" }, 40_000);
    const due = consumerInv.dueDate;
    expect(due).toBe(addDays(firstDay, 30));
    const pause = await api<{ paused: boolean }>(`/api/factures/${paused.id}/relances`, {
      method: "PUT",
      json: { paused: true },
    });
    expect(pause.body.paused).toBe(true);

    // Credited to zero before its first reminder: it never gets one.
    const note = await api(`/api/factures/${credited.id}/avoir`, { method: "POST", json: {} });
    expect((await api(`/api/factures/${note.body.id}/emettre`, { method: "POST" })).status).toBe(200);

    advanceTo(addDays(due, -4));
    await sweep();
    expect(mailsOf(consumerInv)).toHaveLength(0);

    advanceTo(addDays(due, -3));
    await sweep();
    await mailWhere(smtp, (m) => m.subject.includes(consumerInv.number));
    const courtesy = mailsOf(consumerInv)[0];
    expect(courtesy.subject).toContain("Rappel : échéance de la facture");
    expect(courtesy.envelopeTo).toEqual([consumer.email]);
    expect(courtesy.text).toContain("1 200,00");
    expect(courtesy.text.replace(/ /g, "")).toContain("FR7630006000011234567890189");
    // Run again the same day (or by a second instance): nothing more.
    await sweep();
    expect(mailsOf(consumerInv)).toHaveLength(1);
    // Paid after its courtesy reminder (a transfer recorded, as a bank statement's match records it): no more.
    await mailWhere(smtp, (m) => m.subject.includes(paidLate.number));
    const payment = await api(`/api/factures/${paidLate.id}/paiements`, {
      method: "POST",
      json: { amountCents: 48_000, date: today(), method: "virement" },
    });
    expect(payment.body.status).toBe("payee");

    advanceTo(addDays(due, 3));
    await sweep();
    const late = await mailWhere(
      smtp,
      (m) => m.subject.startsWith("Relance") && m.subject.includes(consumerInv.number),
    );
    expect(late.text).toMatch(/en retard de 3 jours/);
    // A consumer: no B2B penalties nor the 40 € indemnity.
    expect(late.text).not.toContain("L441-10");
    expect(late.text).not.toContain("40 €");
    const b2b = await mailWhere(smtp, (m) => m.subject.startsWith("Relance") && m.subject.includes(businessInv.number));
    expect(b2b.text).toContain("L441-10");
    expect(b2b.text).toContain("40 €");

    advanceTo(addDays(due, 10));
    await sweep();
    await mailWhere(smtp, () => mailsOf(consumerInv).length === 3);

    advanceTo(addDays(due, 30));
    await sweep();
    const letterMail = await mailWhere(
      smtp,
      (m) => m.subject.startsWith("Mise en demeure") && m.subject.includes(consumerInv.number),
    );
    expect(letterMail.attachments.map((a) => a.filename)).toEqual([`Mise-en-demeure-${consumerInv.number}.pdf`]);
    const letter = await textOfPdf(letterMail.attachments[0].bytes);
    expect(letter).toContain("mise en demeure");
    expect(letter).toContain(consumerInv.number);
    expect(letter).toContain("1 200,00");
    expect(letter).toContain("huit jours");
    expect(letter).not.toContain("L441-10");
    const b2bLetter = await mailWhere(
      smtp,
      (m) => m.subject.startsWith("Mise en demeure") && m.subject.includes(businessInv.number),
    );
    expect(await textOfPdf(b2bLetter.attachments[0].bytes)).toContain("L441-10");

    // The ladder is over: nothing more, even months later.
    await sweep();
    expect(mailsOf(consumerInv)).toHaveLength(4);
    expect(mailsOf(paused)).toHaveLength(0);
    expect(mailsOf(credited)).toHaveLength(0);
    expect(mailsOf(paidLate).map((m) => m.subject)).toEqual([expect.stringContaining("Rappel : échéance")]);
    const state = await api<{ sent: { kind: string }[] }>(`/api/factures/${consumerInv.id}/relances`);
    expect(state.body.sent.map((s) => s.kind).sort()).toEqual(["courtoisie", "mise-en-demeure", "relance", "relance"]);

    // « Reprendre les relances »: the step due today (only that one) leaves at the next sweep.
    const resumed = await api<{ paused: boolean }>(`/api/factures/${paused.id}/relances`, {
      method: "PUT",
      json: { paused: false },
    });
    expect(resumed.body.paused).toBe(false);
    await sweep();
    await mailWhere(smtp, (m) => m.subject.includes(paused.number));
    expect(mailsOf(paused).map((m) => m.subject)).toEqual([expect.stringContaining("Mise en demeure")]);
  });

  it("« À encaisser »: what is due by age, deposits awaited, per invoice with client and due date", async () => {
    // A deposit on an accepted devis, due on receipt; a new invoice not yet due.
    const devisId = await acceptedDevis([line(400_000, 10)]);
    const deposit = await api("/api/factures", { method: "POST", json: { devisId, type: "acompte" } });
    const depositIssued = await api(`/api/factures/${deposit.body.id}/emettre`, { method: "POST" });
    expect(depositIssued.body.amountDueCents).toBe(132_000);
    const fresh = await issued(consumer, 10_000);

    const view = await api<Receivables>("/api/encaissements");
    expect(view.status).toBe(200);
    const row = (n: string) => view.body.rows.find((r) => r.number === n);
    expect(row(consumerInv.number)).toMatchObject({
      bucket: "0-30",
      clientName: consumer.name,
      dueDate: consumerInv.dueDate,
    });
    expect(row(businessInv.number)).toMatchObject({ bucket: "0-30", clientName: business.company });
    expect(row(fresh.number)).toMatchObject({ bucket: "a-echoir" });
    expect(view.body.depositsAwaited).toEqual({ count: 1, cents: 132_000 });
    expect(view.body.buckets["0-30"]).toBe(120_000 + 60_000 + 24_000);
    expect(view.body.buckets["a-echoir"]).toBe(12_000 + 132_000);

    // 20 more days (50 days late): the late ones move to 31–60.
    advanceTo(addDays(today(), 20));
    const later = await api<Receivables>("/api/encaissements");
    expect(later.body.rows.find((r) => r.number === consumerInv.number)?.bucket).toBe("31-60");
  });

  it("the sales export: every entry balances, its VAT per rate is the invoices', a deposit's VAT counted once; the PDFs zipped", async () => {
    const devisId = await acceptedDevis([line(600_000, 20), line(400_000, 10)]);
    const dep = await api("/api/factures", { method: "POST", json: { devisId, type: "acompte" } });
    const depIssued = await api(`/api/factures/${dep.body.id}/emettre`, { method: "POST" });
    expect(depIssued.status).toBe(200);
    const fin = await api("/api/factures", { method: "POST", json: { devisId, type: "solde" } });
    const final = await api(`/api/factures/${fin.body.id}/emettre`, { method: "POST" });
    expect(final.status, final.body.message).toBe(200);

    const period = `from=${firstDay}&to=${today()}`;
    const res = await server.fetch(`/api/export-ventes/journal?${period}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("export-des-ventes-");
    const [head, ...rows] = (await res.text())
      .trim()
      .split("\r\n")
      .map((l) => l.split("|"));
    expect(head).toHaveLength(18);
    expect(head.slice(0, 3)).toEqual(["JournalCode", "JournalLib", "EcritureNum"]);
    const cents = (v: string) => Math.round(Number(v.replace(",", ".")) * 100);
    const balance = new Map<string, number>();
    for (const r of rows) {
      expect(r).toHaveLength(18);
      expect(r[0]).toBe("VT");
      balance.set(r[2], (balance.get(r[2]) ?? 0) + cents(r[11]) - cents(r[12]));
    }
    expect(balance.size).toBeGreaterThanOrEqual(8);
    expect([...balance.values()].every((v) => v === 0)).toBe(true);

    // The VAT by rate as the invoices carry it: each invoice's VAT, a credit note's negative, and the
    // deposit's VAT not again in the final invoice (the final invoice's own VAT covers the whole devis).
    const list = await api<Invoice[]>("/api/factures?pageSize=100");
    const expected: Record<string, number> = {};
    for (const s of list.body.filter((i) => i.number)) {
      const inv = (await api(`/api/factures/${s.id}`)).body;
      if (inv.type === "acompte" && inv.devisId === devisId) continue;
      for (const r of inv.totals.byRate)
        expected[r.rate] = (expected[r.rate] ?? 0) + (inv.type === "avoir" ? -r.vatCents : r.vatCents);
    }
    const vatAccounts: Record<string, string> = { "4457120": "20", "4457110": "10" };
    const actual: Record<string, number> = {};
    for (const r of rows)
      if (vatAccounts[r[4]]) actual[vatAccounts[r[4]]] = (actual[vatAccounts[r[4]]] ?? 0) + cents(r[12]) - cents(r[11]);
    expect(actual).toEqual(expected);
    // The deposit credits 4191, the final invoice debits it back.
    const deposits = rows.filter((r) => r[4] === "4191" && [depIssued.body.number, final.body.number].includes(r[8]));
    expect(deposits.length).toBeGreaterThanOrEqual(3);
    expect(deposits.reduce((s, r) => s + cents(r[12]) - cents(r[11]), 0)).toBe(0);

    const zip = await server.fetch(`/api/export-ventes/factures?${period}`, { cookie });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toHaveLength(list.body.filter((i) => i.number).length);
    expect(names).toContain(`${final.body.number}.pdf`);
    expect(Buffer.from(files[names[0]].slice(0, 5)).toString()).toBe("%PDF-");

    const receipts = await server.fetch(`/api/export-ventes/encaissements?${period}`, { cookie });
    expect((await receipts.text()).split("\r\n")[0]).toContain("Montant TTC");
    const bad = await server.fetch(`/api/export-ventes/journal?from=${today()}&to=${firstDay}`, { cookie });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("La fin de la période doit suivre son début");
  });

  it("« Suspendre les relances » only on an issued invoice: a draft or a credit note → 409, an unknown one → 404", async () => {
    const pause = (id: number) =>
      api<{ message?: string }>(`/api/factures/${id}/relances`, { method: "PUT", json: { paused: true } });
    const draft = await api("/api/factures", { method: "POST", json: { client: consumer, lines: [line(1_000)] } });
    const onDraft = await pause(draft.body.id);
    expect(onDraft.status).toBe(409);
    expect(onDraft.body.message).toBe("Seule une facture émise a des relances à suspendre.");
    const inv = await issued(consumer, 1_000);
    const note = await api(`/api/factures/${inv.id}/avoir`, { method: "POST", json: {} });
    expect((await pause(note.body.id)).status).toBe(409);
    expect((await pause(999_999)).status).toBe(404);
    expect((await api(`/api/factures/${inv.id}/relances`, { method: "PUT", json: { paused: "oui" } })).status).toBe(
      400,
    );
    expect((await pause(inv.id)).body).toMatchObject({ paused: true });
  });
});
