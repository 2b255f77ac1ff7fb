import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { mailWhere } from "../fixtures/smtp.ts";
import { validQuote } from "../fixtures/quote-sample.ts";
import { completeLegalMentions } from "./support/business";
import { capture } from "./support/captures.ts";
import { startMailServer, type MailServer } from "./support/mail-server";

/**
 * The money of one job, in the browser, on a site of its own with a real SMTP server: the devis
 * signed (on paper, at a distance), « Demander l'acompte » issues the deposit invoice and e-mails it
 * (a Factur-X PDF that the official French rules accept), the client finds it on his page; his
 * transfer arrives in the bank's CAMT.053 statement with the RF reference, is matched, and his page
 * says « Acompte reçu »; then the final invoice deducts it and a credit note cancels that final
 * invoice. At 1366 and 390 px.
 */
const PASSWORD = "Factures-parcours-2026";
const lines = [
  { designation: "Bibliothèque en chêne massif", quantity: 1, unit: "forfait", unitPriceCents: 600_000, vatRate: 20 },
  { designation: "Pose et ajustements", quantity: 1, unit: "forfait", unitPriceCents: 400_000, vatRate: 10 },
];

/** A bank's CAMT.053 statement with one transfer received today, carrying `reference` (ISO 11649). */
function camt053(reference: string, amount: string, payer: string) {
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>E2E-${Date.now()}</MsgId><CreDtTm>${today}T06:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>E2E-1</Id><CreDtTm>${today}T06:00:00+01:00</CreDtTm>
<Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>${today}</Dt></BookgDt><ValDt><Dt>${today}</Dt></ValDt><AcctSvcrRef>E2E-${payer}</AcctSvcrRef>
<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>AGNES CLIENTE</Nm></Dbtr></RltdPties>
<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp><Ref>${reference}</Ref></CdtrRefInf></Strd></RmtInf>
</TxDtls></NtryDtls><AddtlNtryInf>VIR SEPA RECU DE AGNES CLIENTE</AddtlNtryInf></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
}

let site: MailServer;
test.describe.configure({ mode: "serial", timeout: 240_000 });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startMailServer("invoices", PASSWORD, { MAIL_RETRY_DELAYS: "0.2" });
});
test.afterAll(async () => site?.stop());

/** A request of `email`, its devis (30 % deposit) sent, then signed on paper at a distance (no day-7 wait). */
async function signedDevis(api: APIRequestContext, email: string): Promise<number> {
  expect((await api.post("/api/quotes", { data: validQuote({ firstName: "Agnès", email }) })).status()).toBe(201);
  const leads = (await (await api.get("/api/leads?kind=quote")).json()) as { items: { id: number; email: string }[] };
  const leadId = leads.items.find((l) => l.email === email)!.id;
  const created = (await (await api.post("/api/devis", { data: { leadId } })).json()) as { id: number };
  const saved = await api.put(`/api/devis/${created.id}`, {
    data: { ...created, lines, depositPercent: 30, premises: "logement-ancien" },
  });
  expect(saved.status()).toBe(200);
  expect((await api.post(`/api/devis/${created.id}/envoyer`, { data: {} })).status()).toBe(200);
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
  const paper = await api.post(`/api/devis/${created.id}/signe-papier`, {
    multipart: {
      scan: { name: "devis-signe.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
      signedAt: today,
      place: "distance",
      reducedVatCertified: "true",
    },
  });
  expect(paper.status(), await paper.text()).toBe(200);
  return created.id;
}

test("devis signed → deposit invoice e-mailed (Factur-X) → on the client's page → final invoice deducting it → credit note", async ({
  browser,
}, info) => {
  const mobile = info.project.name.startsWith("mobile");
  const client = `agnes.${mobile ? "mobile" : "bureau"}@example.fr`;
  const office = await site.adminContext(browser, mobile);
  const api = office.request;
  await completeLegalMentions(api);
  const devisId = await signedDevis(api, client);

  // « Demander l'acompte »: one click issues the deposit invoice and e-mails it.
  const page = await office.newPage();
  await page.goto(`/admin/devis/${devisId}`);
  await page.getByRole("button", { name: "Demander l'acompte" }).click();
  await expect(page.getByText("Facture d'acompte émise et envoyée au client.")).toBeVisible();
  await expect(page.getByText(/Acompte demandé le/)).toBeVisible();
  const mail = await mailWhere(site.smtp, (m) => m.envelopeTo.includes(client) && /Facture d'acompte/.test(m.subject));
  const depositNumber = /F-\d{4}-\d{4}/.exec(mail.subject)![0];
  // 30 % of 6 000 € HT at 20 % + 4 000 € HT at 10 % = 30 % of 11 600 € TTC.
  expect(mail.text).toContain("3 480,00 €");
  const pdf = mail.attachments.find((a) => a.contentType === "application/pdf");
  expect(pdf, "the invoice PDF is attached").toBeTruthy();
  // The attached PDF carries its factur-x.xml, which the four official validation steps accept.
  const dir = mkdtempSync(path.join(tmpdir(), "facture-e2e-"));
  const file = path.join(dir, `${depositNumber}.pdf`);
  writeFileSync(file, pdf!.bytes);
  const report = execFileSync("bash", ["tests/einvoicing/validate.sh", "--pdf", file], { encoding: "utf8" });
  expect(report).not.toMatch(/FAIL/);

  // The client's page lists the deposit invoice, its PDF downloadable through his link.
  const chantiers = (await (await api.get("/api/chantiers")).json()) as { items: { id: number; devisId: number }[] };
  const chantierId = chantiers.items.find((c) => c.devisId === devisId)!.id;
  const link = (await (await api.post(`/api/chantiers/${chantierId}/access`, { data: {} })).json()) as { url: string };
  const clientPage = await browser.newPage(mobile ? { viewport: { width: 390, height: 844 } } : {});
  await clientPage.goto(new URL(link.url).pathname.replace(/^/, site.base));
  const invoiceLink = clientPage.getByRole("link", { name: new RegExp(depositNumber) });
  await expect(invoiceLink).toBeVisible();
  const download = await clientPage.request.get(new URL((await invoiceLink.getAttribute("href"))!, site.base).href);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toContain("application/pdf");
  await expect(clientPage.getByText("Acompte reçu")).toHaveCount(0);

  // The client pays by transfer with the reference the invoice gives; the bank's CAMT.053 export,
  // imported in « Rapprochement », finds the invoice by it and records the payment.
  const [deposit] = (await (await api.get(`/api/factures?devisId=${devisId}`)).json()) as { id: number }[];
  const depositView = (await (await api.get(`/api/factures/${deposit.id}`)).json()) as { reference: string };
  expect(mail.text.replace(/\s/g, "")).toContain(depositView.reference);
  await page.goto("/admin/rapprochement");
  await page.getByLabel("Fichier du relevé (CAMT.053, CFONB 120, OFX ou CSV)").setInputFiles({
    name: "releve.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(camt053(depositView.reference, "3480.00", client)),
  });
  await page.getByRole("button", { name: "Importer le relevé" }).click();
  await expect(page.getByText("1 opération importée")).toBeVisible();
  await expect(page.getByText("1 rapprochée")).toBeVisible();
  await expect
    .poll(async () => ((await (await api.get(`/api/factures/${deposit.id}`)).json()) as { status: string }).status)
    .toBe("payee");
  // On the client's chantier page: « Acompte reçu »; « À encaisser » no longer lists it (no reminder will leave).
  await clientPage.reload();
  await expect(clientPage.getByText("Acompte reçu")).toBeVisible();
  await clientPage.close();
  const receivables = JSON.stringify(await (await api.get("/api/encaissements")).json());
  expect(receivables).not.toContain(depositNumber);
  await page.goto(`/admin/devis/${devisId}`);

  // The final invoice: every line of the devis, minus the deposit, listed by number.
  await page.getByRole("button", { name: "Préparer la facture de solde" }).click();
  await expect(page).toHaveURL(/\/admin\/factures\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Facture de solde (brouillon, sans numéro)");
  await page.getByRole("button", { name: "Émettre" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Facture de solde F-\d{4}-\d{4}$/);
  await expect(page.getByText(depositNumber).first()).toBeVisible();
  await expect(page.getByText("Net à payer")).toBeVisible();
  // 11 600 € TTC − 3 480 € of deposit.
  await expect(page.getByText("8 120,00 €").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile ? 390 : 1366);
  await capture(page, "facture-solde");

  // Forty days later (the test clock): the final invoice, still owed, is reminded; the paid deposit never is.
  const finalNumber = (await page.getByRole("heading", { level: 1 }).textContent())!.replace("Facture de solde ", "");
  expect((await api.post("/api/test/clock", { data: { advanceMs: 40 * 86_400_000 } })).status()).toBe(200);
  const reminded = (m: { subject: string }, number: string) =>
    m.subject.includes(number) && /^(Rappel|Relance|Mise en demeure)/.test(m.subject);
  await mailWhere(site.smtp, (m) => m.envelopeTo.includes(client) && reminded(m, finalNumber), 30_000);
  expect(site.smtp.messages.filter((m) => reminded(m, depositNumber))).toEqual([]);

  // A credit note of the final invoice: its own number, referencing it; the final invoice is cancelled.
  await page.getByRole("button", { name: "Faire un avoir" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Avoir (brouillon, sans numéro)");
  await page.getByRole("button", { name: "Émettre" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Avoir F-\d{4}-\d{4}$/);
  // The list is paged like the other admin lists: an array, its total in X-Total-Count.
  const invoices = (await (await api.get(`/api/factures?devisId=${devisId}`)).json()) as {
    type: string;
    status: string;
  }[];
  expect(invoices.map((i) => `${i.type} ${i.status}`).sort()).toEqual([
    "acompte payee",
    "avoir emise",
    "solde annulee",
  ]);
  await office.close();
});
