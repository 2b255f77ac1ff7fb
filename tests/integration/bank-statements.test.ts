import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Allocation, OpenInvoice } from "#domain/bank-matching.ts";
import { AppError } from "#server/errors.ts";
import { openDatabase, type Database } from "#server/infra/db/client.ts";
import { createBank, type Bank, type PaymentsDoor } from "#server/modules/bank/index.ts";
import { parisDate } from "#domain/business.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { completeBusiness } from "../fixtures/business.ts";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { suiteServer } from "../fixtures/suite-server.ts";
import { createTestDatabase, testDatabase } from "../fixtures/test-server.ts";

/**
 * The bank module on a real database, the payments module stood in by a ledger that records and
 * undoes payments the way its door does (amounts due go down, a paid invoice leaves the open list).
 */
function fakePayments() {
  const invoices: OpenInvoice[] = [
    { id: 1, number: "F-2026-0001", reference: "RF12F20260001", clientName: "Jean Dupont", amountDueCents: 120000 },
    { id: 2, number: "F-2026-0002", reference: "RF82F20260002", clientName: "SCI Les Pins", amountDueCents: 85000 },
    { id: 3, number: "F-2026-0003", reference: "RF55F20260003", clientName: "Paul Martin", amountDueCents: 50000 },
    { id: 4, number: "F-2026-0004", reference: "RF28F20260004", clientName: "Bernard SARL", amountDueCents: 90000 },
    { id: 5, number: "F-2026-0005", reference: "RF98F20260005", clientName: "Bernard SARL", amountDueCents: 60000 },
    { id: 6, number: "F-2026-0006", reference: "RF71F20260006", clientName: "Claire Roux", amountDueCents: 50000 },
  ];
  const payments = new Map<
    number,
    { allocations: Allocation[]; date: string; method: string; bankOperationId: number }
  >();
  let next = 100;
  const door: PaymentsDoor = {
    async openInvoices() {
      return invoices.filter((i) => i.amountDueCents > 0).map((i) => ({ ...i }));
    },
    async recordPayment(_tx, p) {
      for (const a of p.allocations) {
        const invoice = invoices.find((i) => i.id === a.invoiceId);
        if (!invoice || invoice.amountDueCents < a.amountCents) throw new AppError("conflict", "Facture déjà payée.");
      }
      for (const a of p.allocations) invoices.find((i) => i.id === a.invoiceId)!.amountDueCents -= a.amountCents;
      payments.set(++next, p);
      return { id: next };
    },
    async undoPayment(_tx, id) {
      for (const a of payments.get(id)!.allocations)
        invoices.find((i) => i.id === a.invoiceId)!.amountDueCents += a.amountCents;
      payments.delete(id);
    },
  };
  return { door, invoices, payments };
}

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/bank/${name}`, import.meta.url)));
const author = { id: 1, name: "Marc Lartigue" };
const upload = (
  name: string,
  extra: { format?: "camt053" | "cfonb120" | "ofx" | "csv"; csvMapping?: string } = {},
) => ({
  bytes: fixture(name),
  fileName: name,
  ...extra,
});
const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error("aucune erreur");
};

describe(`bank statements: import, matching, confirmations (${testDatabase})`, () => {
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  let bank: Bank;
  let ledger: ReturnType<typeof fakePayments>;

  beforeAll(async () => {
    created = await createTestDatabase();
    database = await openDatabase({ databaseUrl: created.url, dataDir: "/nonexistent" });
  });
  afterAll(async () => {
    await database?.close();
    await created?.drop();
  });
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE bank_operations, bank_imports, bank_csv_mappings RESTART IDENTITY CASCADE`);
    ledger = fakePayments();
    bank = createBank({ db: database.db, now: () => new Date("2026-03-16T08:00:00Z"), payments: ledger.door });
    await bank.saveMapping({
      name: "Banque test",
      separator: ";",
      dateColumn: "Date",
      debitColumn: "Débit euros",
      creditColumn: "Crédit euros",
      labelColumn: "Libellé",
      referenceColumn: "Référence",
    });
  });

  it.each([
    ["camt053.xml", {}],
    ["cfonb120.txt", {}],
    ["ofx1.ofx", {}],
    ["ofx2.ofx", { format: "ofx" as const }],
    ["releve.csv", { format: "csv" as const, csvMapping: "Banque test" }],
  ])(
    "%s: the reference and the invoice number recorded, the ambiguous amount and the grouped payment left to confirm",
    async (name, extra) => {
      const counts = await bank.importStatement(upload(name, extra), author);
      expect(counts).toEqual({ imported: 5, matched: 2, toConfirm: 2, duplicates: 0 });
      expect([...ledger.payments.values()].map((p) => [p.allocations, p.method])).toEqual([
        [[{ invoiceId: 1, amountCents: 120000 }], "virement"],
        [[{ invoiceId: 2, amountCents: 85000 }], "virement"],
      ]);
      const toConfirm = await bank.operations("a_confirmer");
      const ambiguous = toConfirm.find((o) => o.amountCents === 50000)!;
      expect(ambiguous.candidates.map((c) => c.number)).toEqual(["F-2026-0003", "F-2026-0006"]);
      expect(ambiguous.proposal).toEqual([]);
      const grouped = toConfirm.find((o) => o.amountCents === 150000)!;
      expect(grouped.proposal).toEqual([
        { invoiceId: 4, amountCents: 90000 },
        { invoiceId: 5, amountCents: 60000 },
      ]);
      expect((await bank.operations("ignoree")).map((o) => o.amountCents)).toEqual([-4590]);
      const [journal] = await bank.imports();
      expect(journal).toMatchObject({
        fileName: name,
        importedBy: "Marc Lartigue",
        imported: 5,
        matched: 2,
        toConfirm: 2,
      });
    },
  );

  it("an overlapping second export records nothing twice (per transaction, not per file)", async () => {
    await bank.importStatement(upload("camt053.xml"), author);
    const again = await bank.importStatement(upload("camt053.xml"), author);
    expect(again).toEqual({ imported: 0, matched: 0, toConfirm: 0, duplicates: 5 });
    const overlap = await bank.importStatement(upload("camt053-overlap.xml"), author);
    // 850 and 500 again (already there); the new 420 € credit cites F-2026-0006 but is less than its due.
    expect(overlap).toEqual({ imported: 1, matched: 0, toConfirm: 1, duplicates: 2 });
    expect(ledger.payments.size).toBe(2);
    expect(await bank.operations()).toHaveLength(6);
  });

  it("confirms a grouped payment as proposed, chooses the invoice of an ambiguous one, refuses a split that does not add up", async () => {
    await bank.importStatement(upload("cfonb120.txt"), author);
    const toConfirm = await bank.operations("a_confirmer");
    const grouped = toConfirm.find((o) => o.amountCents === 150000)!;
    const ambiguous = toConfirm.find((o) => o.amountCents === 50000)!;

    const confirmed = await bank.decide(grouped.id, { action: "confirmer" }, author);
    expect(confirmed).toMatchObject({ status: "rapprochee", decidedBy: "Marc Lartigue" });
    expect(ledger.invoices.filter((i) => [4, 5].includes(i.id)).map((i) => i.amountDueCents)).toEqual([0, 0]);

    const bad = await rejection(
      bank.decide(ambiguous.id, { action: "repartir", allocations: [{ invoiceId: 3, amountCents: 40000 }] }, author),
    );
    expect(bad.message).toBe(
      "La répartition fait 400,00 € pour un virement de 500,00 € : les montants doivent être égaux.",
    );
    expect((await bank.decide(ambiguous.id, { action: "choisir", invoiceId: 3 }, author)).status).toBe("rapprochee");
    expect(ledger.invoices.find((i) => i.id === 3)!.amountDueCents).toBe(0);
    expect(ledger.invoices.find((i) => i.id === 6)!.amountDueCents).toBe(50000);
    const again = await rejection(bank.decide(ambiguous.id, { action: "choisir", invoiceId: 6 }, author));
    expect(again.kind).toBe("conflict");
  });

  it("undoes a match: the payment is undone and the operation goes back to confirm; ignoring one records nothing", async () => {
    await bank.importStatement(upload("ofx2.ofx"), author);
    const matched = (await bank.operations("rapprochee")).find((o) => o.amountCents === 120000)!;
    const undone = await bank.decide(matched.id, { action: "annuler" }, author);
    expect(undone).toMatchObject({ status: "a_confirmer", paymentIds: [] });
    expect(ledger.invoices.find((i) => i.id === 1)!.amountDueCents).toBe(120000);
    expect(ledger.payments.size).toBe(1);
    const ambiguous = (await bank.operations("a_confirmer")).find((o) => o.amountCents === 50000)!;
    expect((await bank.decide(ambiguous.id, { action: "ignorer" }, author)).status).toBe("ignoree");
    expect(ledger.payments.size).toBe(1);
  });

  it.each([
    ["camt053-broken.xml", {}, "Ligne 50 : montant illisible"],
    ["cfonb120-broken.txt", {}, "Ligne 8 : montant illisible"],
    ["ofx1-broken.ofx", {}, "Ligne 62 : montant illisible"],
    ["releve-broken.csv", { format: "csv" as const, csvMapping: "Banque test" }, "Ligne 6 : montant illisible"],
  ])("%s is refused in French, naming the line, and nothing is kept", async (name, extra, line) => {
    const error = await rejection(bank.importStatement(upload(name, extra), author));
    expect(error.kind).toBe("unprocessable");
    expect(error.message).toBe(`Relevé illisible. ${line}.`);
    expect(await bank.imports()).toEqual([]);
    expect(ledger.payments.size).toBe(0);
  });
});

/** A CAMT.053 statement of credits booked `day`: each with its amount, its payer and its remittance. */
function camt053(day: string, credits: { euros: string; payer: string; ref?: string; text?: string; id: string }[]) {
  const entry = (c: (typeof credits)[number]) => `
      <Ntry>
        <Amt Ccy="EUR">${c.euros}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${c.id}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>${c.payer}</Nm></Dbtr></RltdPties>
          <RmtInf>${c.ref ? `<Strd><CdtrRefInf><Ref>${c.ref}</Ref></CdtrRefInf></Strd>` : `<Ustrd>${c.text ?? ""}</Ustrd>`}</RmtInf>
        </TxDtls></NtryDtls>
        <AddtlNtryInf>VIR SEPA RECU DE ${c.payer}</AddtlNtryInf>
      </Ntry>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-${day}</MsgId><CreDtTm>${day}T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${day}-001</Id>
      <Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id><Ccy>EUR</Ccy></Acct>${credits.map(entry).join("")}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

interface InvoiceRead {
  id: number;
  number: string;
  status: string;
  amountDueCents: number;
  reference: string;
  payments: { amountCents: number; date: string; method: string; fromBank: boolean }[];
}
interface OperationRead {
  id: number;
  amountCents: number;
  status: string;
  paymentIds: number[];
}

/**
 * The same import on the real wiring (server/money-services.ts, through the API): a credit matched by
 * its RF reference records a real payment on the invoice, whose amount due drops; one confirmed by hand
 * records a partial payment; undone, the invoice is owed again.
 */
describe(`bank statements on the real payments door (${testDatabase})`, () => {
  const server = suiteServer(() => ({}), SERVER_HOOK_TIMEOUT);
  let cookie = "";
  const get = async <T>(pathname: string) => (await (await server.fetch(pathname, { cookie })).json()) as T;
  const post = async <T>(pathname: string, json: unknown) => {
    const res = await server.fetch(pathname, { method: "POST", cookie, json });
    return { status: res.status, body: (await res.json()) as T };
  };
  const issued = async (cents: number, name: string): Promise<InvoiceRead> => {
    const client = { name, email: "client@example.fr", address: "3 rue du Port, 33000 Bordeaux" };
    const line = { designation: "Escalier", quantity: 1, unit: "forfait", unitPriceCents: cents, vatRate: 20 };
    const draft = await post<{ id: number }>("/api/factures", { client, lines: [line] });
    const done = await post<InvoiceRead>(`/api/factures/${draft.body.id}/emettre`, {});
    expect(done.status).toBe(200);
    return done.body;
  };

  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
    await completeBusiness(server, cookie);
  }, SERVER_HOOK_TIMEOUT);

  it("a CAMT.053 credit carrying the RF reference pays the invoice; a partial one, and one matched to nothing, chosen by hand lower what is due; undone, owed again", async () => {
    const full = await issued(100_000, "Jean Dupont"); // 1 200,00 € TTC
    const partial = await issued(50_000, "Claire Roux"); // 600,00 € TTC
    expect([full.amountDueCents, partial.amountDueCents]).toEqual([120_000, 60_000]);
    const day = parisDate(new Date());
    const form = new FormData();
    const xml = camt053(day, [
      { id: "REEL-1", euros: "1200.00", payer: "DUPONT JEAN", ref: full.reference },
      { id: "REEL-2", euros: "250.00", payer: "ROUX CLAIRE", ref: partial.reference },
      { id: "REEL-3", euros: "100.00", payer: "M OU MME ROUX", text: "chantier cuisine" },
    ]);
    form.append("file", new Blob([xml], { type: "application/xml" }), "releve-reel.xml");
    const res = await server.fetch("/api/banque/releves", { method: "POST", cookie, body: form });
    expect(res.status).toBe(200);
    // The 250 € cites the second invoice but is less than its due: left to the artisan.
    expect(await res.json()).toEqual({ imported: 3, matched: 1, toConfirm: 1, duplicates: 0 });

    const paid = await get<InvoiceRead>(`/api/factures/${full.id}`);
    expect(paid).toMatchObject({ status: "payee", amountDueCents: 0 });
    expect(paid.payments).toEqual([
      expect.objectContaining({ amountCents: 120_000, date: day, method: "virement", fromBank: true }),
    ]);

    const [waiting] = await get<OperationRead[]>("/api/banque/operations?status=a_confirmer");
    expect(waiting.amountCents).toBe(25_000);
    const chosen = await post<OperationRead>(`/api/banque/operations/${waiting.id}/rapprocher`, {
      action: "choisir",
      invoiceId: partial.id,
    });
    expect(chosen.status).toBe(200);
    const lowered = await get<InvoiceRead>(`/api/factures/${partial.id}`);
    expect(lowered).toMatchObject({ status: "emise", amountDueCents: 35_000 });
    expect(lowered.payments.map((p) => [p.amountCents, p.fromBank])).toEqual([[25_000, true]]);

    // Matched to nothing (no reference, no number, no invoice owes 100 €): chosen by hand all the same.
    const [alone] = await get<(OperationRead & { candidates: unknown[] })[]>(
      "/api/banque/operations?status=non_rapprochee",
    );
    expect(alone).toMatchObject({ amountCents: 10_000, candidates: [] });
    const byHand = await post(`/api/banque/operations/${alone.id}/rapprocher`, {
      action: "choisir",
      invoiceId: partial.id,
    });
    expect(byHand.status).toBe(200);
    expect((await get<InvoiceRead>(`/api/factures/${partial.id}`)).amountDueCents).toBe(25_000);

    // The automatic match undone: the payment goes, the invoice is owed again.
    const [matched] = (await get<OperationRead[]>("/api/banque/operations?status=rapprochee")).filter(
      (o) => o.amountCents === 120_000,
    );
    expect(matched.paymentIds).toHaveLength(1);
    expect((await post(`/api/banque/operations/${matched.id}/rapprocher`, { action: "annuler" })).status).toBe(200);
    const owed = await get<InvoiceRead>(`/api/factures/${full.id}`);
    expect(owed).toMatchObject({ status: "emise", amountDueCents: 120_000, payments: [] });
  });
});
