import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parisDate } from "#domain/business.ts";
import { isRfReference } from "#domain/payments.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { completeBusiness, legalMentions } from "../fixtures/business.ts";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { pdfQrTexts } from "../fixtures/pdf.ts";
import { suiteServer } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

interface Invoice {
  id: number;
  number: string | null;
  status: string;
  netCents: number;
  amountDueCents: number;
  paidCents: number;
  reference: string | null;
  payments: { id: number; amountCents: number; date: string; method: string; by: string }[];
  message?: string;
  errors?: Record<string, string>;
}

const today = parisDate(new Date());
const tomorrow = parisDate(new Date(Date.now() + 86_400_000));
const line = (cents: number) => ({
  designation: "Réglage",
  quantity: 1,
  unit: "forfait",
  unitPriceCents: cents,
  vatRate: 20,
});

/**
 * Payments on invoices (docs/paiements.md): by hand, partial, one cheque deposit over two invoices, an
 * overpayment kept as the client's credit then used or refunded, a refund after a credit note on a
 * paid invoice, the refusals; the RF reference printed in the PDF, and its EPC QR code.
 */
describe(`payments: recorded, spread, undone, the client's credit (${testDatabase})`, () => {
  const server = suiteServer(() => ({}), SERVER_HOOK_TIMEOUT);
  let cookie = "";
  const api = async (pathname: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await server.fetch(pathname, { cookie, ...init });
    return { status: res.status, body: (await res.json()) as Invoice };
  };
  /** An issued free invoice of `cents` HT (20 %) for `email`. */
  const issued = async (cents: number, email = "paul.martin@example.fr"): Promise<Invoice> => {
    const client = { name: "Paul Martin", email, address: "3 rue du Port, 33000 Bordeaux" };
    const draft = await api("/api/factures", { method: "POST", json: { client, lines: [line(cents)] } });
    expect(draft.status).toBe(201);
    const done = await api(`/api/factures/${draft.body.id}/emettre`, { method: "POST" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return done.body;
  };
  const pay = (id: number, amountCents: number, extra: Record<string, unknown> = {}) =>
    api(`/api/factures/${id}/paiements`, {
      method: "POST",
      json: { amountCents, date: today, method: "virement", ...extra },
    });

  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
    await completeBusiness(server, cookie);
  }, SERVER_HOOK_TIMEOUT);

  it("a partial payment, then the rest: « payée », each with who recorded it; the RF reference is valid and printed", async () => {
    const inv = await issued(100_000); // 1 200,00 € TTC
    expect(inv.reference).toMatch(/^RF\d{2}F\d{8}$/);
    expect(isRfReference(inv.reference!)).toBe(true);
    const first = await pay(inv.id, 50_000, { method: "cheque" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "emise", paidCents: 50_000, amountDueCents: 70_000 });
    expect(first.body.payments).toEqual([
      expect.objectContaining({ amountCents: 50_000, date: today, method: "cheque", by: expect.any(String) }),
    ]);
    const rest = await pay(inv.id, 70_000);
    expect(rest.body).toMatchObject({ status: "payee", paidCents: 120_000, amountDueCents: 0 });
    expect((await api(`/api/factures/${inv.id}`)).body.payments).toHaveLength(2);
    // Nothing more is due: a third payment is refused.
    expect((await pay(inv.id, 1_000)).status).toBe(409);

    // The PDF prints the reference, its IBAN and BIC (poppler's pdftotext).
    const pdf = await server.fetch(`/api/factures/${inv.id}/pdf`, { cookie });
    const dir = mkdtempSync(path.join(tmpdir(), "paiement-"));
    writeFileSync(path.join(dir, "f.pdf"), Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", path.join(dir, "f.pdf"), "-"], { encoding: "utf8" }).replace(
      /\s+/g,
      " ",
    );
    expect(text).toContain(inv.reference!.replace(/(.{4})(?=.)/g, "$1 "));
  });

  it("refuses a payment in the future, on a draft, on a credit note, with an unknown method (French messages)", async () => {
    const inv = await issued(10_000);
    const future = await pay(inv.id, 1_000, { date: tomorrow });
    expect(future.status).toBe(422);
    expect(future.body.message).toBe("La date du paiement ne peut pas être dans le futur.");
    const method = await pay(inv.id, 1_000, { method: "bitcoin" });
    expect(method.status).toBe(400);
    expect(method.body.errors?.method).toContain("Mode de paiement inconnu");
    const draft = await api("/api/factures", {
      method: "POST",
      json: {
        client: { name: "Brouillon", email: "b@example.fr", address: "1 rue A, 33000 Bordeaux" },
        lines: [line(1_000)],
      },
    });
    const onDraft = await pay(draft.body.id, 1_000);
    expect(onDraft.status).toBe(409);
    expect(onDraft.body.message).toContain("brouillon");
    const note = await api(`/api/factures/${inv.id}/avoir`, { method: "POST", json: {} });
    const noteIssued = await api(`/api/factures/${note.body.id}/emettre`, { method: "POST" });
    expect(noteIssued.status).toBe(200);
    const onNote = await pay(note.body.id, 1_000);
    expect(onNote.status).toBe(409);
    expect(onNote.body.message).toContain("avoir");
  });

  it("one cheque deposit over two invoices; undone, both are owed again", async () => {
    const a = await issued(20_000, "deux@example.fr");
    const b = await issued(30_000, "deux@example.fr");
    const split = await server.fetch("/api/factures/paiements", {
      method: "POST",
      cookie,
      json: {
        amountCents: 60_000,
        date: today,
        method: "cheque",
        allocations: [
          { invoiceId: a.id, amountCents: 24_000 },
          { invoiceId: b.id, amountCents: 36_000 },
        ],
      },
    });
    expect(split.status).toBe(201);
    const { id } = (await split.json()) as { id: number };
    expect((await api(`/api/factures/${a.id}`)).body.status).toBe("payee");
    expect((await api(`/api/factures/${b.id}`)).body.status).toBe("payee");
    const tooMuch = await server.fetch("/api/factures/paiements", {
      method: "POST",
      cookie,
      json: {
        amountCents: 1_000,
        date: today,
        method: "cheque",
        allocations: [{ invoiceId: a.id, amountCents: 2_000 }],
      },
    });
    expect(tooMuch.status).toBe(422);
    expect((await server.fetch(`/api/factures/paiements/${id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await api(`/api/factures/${a.id}`)).body).toMatchObject({ status: "emise", amountDueCents: 24_000 });
    expect((await api(`/api/factures/${b.id}`)).body).toMatchObject({ status: "emise", amountDueCents: 36_000 });
  });

  it("an overpayment is the client's credit: used on his next invoice, the rest refunded, never more", async () => {
    const email = "trop.paye@example.fr";
    const first = await issued(10_000, email); // 120 €
    const over = await pay(first.id, 15_000); // 150 € received
    expect(over.body).toMatchObject({ status: "payee", paidCents: 12_000 });
    const next = await issued(1_000, email); // 12 €
    const used = await api(`/api/factures/${next.id}/avoir-client`, { method: "POST" });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ status: "payee", paidCents: 1_200, amountDueCents: 0 });
    // 30 € − 12 € = 18 € left: a refund of 20 € is refused, 18 € is recorded.
    const refuse = await api(`/api/factures/${first.id}/remboursements`, {
      method: "POST",
      json: { amountCents: 2_000, date: today, method: "virement" },
    });
    expect(refuse.status).toBe(422);
    expect(refuse.body.message).toContain("18,00");
    const refunded = await api(`/api/factures/${first.id}/remboursements`, {
      method: "POST",
      json: { amountCents: 1_800, date: today, method: "virement" },
    });
    expect(refunded.status).toBe(201);
    const services = await server.ready;
    expect(await services.invoices.payments.creditFor(first.id)).toBe(0);
    // The overpayment was partly refunded: undoing it would leave the client owing a refund he got.
    const paymentId = (over.body.payments as { id: number }[])[0].id;
    const undo = await api(`/api/factures/paiements/${paymentId}`, { method: "DELETE" });
    expect(undo.status).toBe(409);
    expect(undo.body.message).toMatch(/déjà été remboursé/);
    expect((await api(`/api/factures/${first.id}`)).body).toMatchObject({ status: "payee", paidCents: 12_000 });
    expect(await services.invoices.payments.creditFor(first.id)).toBe(0);
  });

  it("a credit note on a paid invoice: the client's credit, then refunded", async () => {
    const inv = await issued(50_000, "avoir.paye@example.fr"); // 600 €
    expect((await pay(inv.id, 60_000)).body.status).toBe("payee");
    const note = await api(`/api/factures/${inv.id}/avoir`, {
      method: "POST",
      json: { lines: [line(10_000)] },
    }); // 120 € credited
    expect((await api(`/api/factures/${note.body.id}/emettre`, { method: "POST" })).status).toBe(200);
    const services = await server.ready;
    expect(await services.invoices.payments.creditFor(inv.id)).toBe(12_000);
    const refunded = await api(`/api/factures/${inv.id}/remboursements`, {
      method: "POST",
      json: { amountCents: 12_000, date: today, method: "virement" },
    });
    expect(refunded.status).toBe(201);
    expect(await services.invoices.payments.creditFor(inv.id)).toBe(0);
  });

  /** « Entreprise » changed for one test: the settings as saved, with `patch` over them. */
  const entreprise = async (patch: Record<string, unknown>) => {
    const { settings } = (await (await server.fetch("/api/admin/entreprise", { cookie })).json()) as {
      settings: Record<string, unknown>;
    };
    const res = await server.fetch("/api/admin/entreprise", { method: "PUT", cookie, json: { ...settings, ...patch } });
    expect(res.status, await res.text()).toBe(200);
  };
  /** The QR codes of an invoice's PDF, read (pdftoppm, jsQR) as a banking app's camera would. */
  const qrOf = async (id: number) => {
    const pdf = await server.fetch(`/api/factures/${id}/pdf`, { cookie });
    expect(pdf.status).toBe(200);
    return pdfQrTexts(new Uint8Array(await pdf.arrayBuffer()));
  };

  it("the PDF's EPC QR code decodes to the invoice's IBAN, holder, amount due and RF reference (version 002, UTF-8)", async () => {
    // A holder's name as « Entreprise » may spell it: an ampersand, a dash, accents.
    await entreprise({ bank: { ...legalMentions.bank, holder: "Lartigue & Fils – Ébénisterie" } });
    try {
      const inv = await issued(123_456); // 1 481,47 € TTC
      expect(inv.amountDueCents).toBe(148_147);
      const codes = await qrOf(inv.id);
      expect(codes).toHaveLength(1);
      expect(codes[0].split("\n")).toEqual([
        "BCD",
        "002",
        "1",
        "SCT",
        legalMentions.bank.bic,
        "Lartigue & Fils – Ébénisterie",
        legalMentions.bank.iban,
        "EUR1481.47",
        "",
        inv.reference,
      ]);
      expect(isRfReference(inv.reference!)).toBe(true);
      expect(new TextEncoder().encode(codes[0]).length).toBeLessThanOrEqual(331);
    } finally {
      await entreprise({ bank: legalMentions.bank });
    }
  });

  it("no QR code on a credit note, nor when the firm takes cheques only", async () => {
    const inv = await issued(10_000);
    const note = await api(`/api/factures/${inv.id}/avoir`, { method: "POST", json: {} });
    expect((await api(`/api/factures/${note.body.id}/emettre`, { method: "POST" })).status).toBe(200);
    expect(await qrOf(note.body.id)).toEqual([]);
    await entreprise({ chequeOnly: true });
    try {
      expect(await qrOf((await issued(10_000)).id)).toEqual([]);
    } finally {
      await entreprise({ chequeOnly: false });
    }
  });
});
