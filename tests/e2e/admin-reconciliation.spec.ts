import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/admin";
import { capture } from "./support/captures.ts";

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const candidate = (invoiceId: number, number: string, clientName: string, amountDueCents: number) => ({
  invoiceId,
  number,
  clientName,
  amountDueCents,
});
const operation = (over: Record<string, unknown>) => ({
  bookingDate: "2026-03-12",
  remittance: "",
  reference: null,
  counterpartyName: null,
  rule: null,
  reason: "",
  candidates: [],
  proposal: [],
  paymentIds: [],
  decidedBy: null,
  ...over,
});
const toConfirm = [
  operation({
    id: 3,
    amountCents: 50000,
    label: "VIR SEPA RECU DE MARTIN",
    remittance: "Acompte menuiserie",
    status: "a_confirmer",
    rule: "amount",
    reason: "2 factures ont ce reste dû de 500,00 € : choisissez la bonne",
    candidates: [candidate(3, "F-2026-0003", "Paul Martin", 50000), candidate(6, "F-2026-0006", "Claire Roux", 50000)],
  }),
  operation({
    id: 4,
    bookingDate: "2026-03-13",
    amountCents: 150000,
    label: "VIR SEPA RECU DE BERNARD SARL",
    reference: "RF28F20260004",
    remittance: "RF28F20260004 RF98F20260005",
    status: "a_confirmer",
    rule: "reference",
    reason: "Paiement groupé : F-2026-0004, F-2026-0005, répartition proposée",
    candidates: [
      candidate(4, "F-2026-0004", "Bernard SARL", 90000),
      candidate(5, "F-2026-0005", "Bernard SARL", 60000),
    ],
    proposal: [
      { invoiceId: 4, amountCents: 90000 },
      { invoiceId: 5, amountCents: 60000 },
    ],
  }),
];
/** A credit the bank matched to nothing: no reference, no invoice number, an amount no invoice owes. */
const notMatched = [
  operation({
    id: 7,
    amountCents: 42000,
    label: "VIR SEPA RECU DE M OU MME ROUX",
    remittance: "chantier cuisine",
    status: "non_rapprochee",
    reason: "Aucune facture ouverte ne correspond",
  }),
];
const openInvoice = (id: number, number: string, clientName: string, amountDueCents: number) => ({
  id,
  number,
  clientName,
  amountDueCents,
  type: "facture",
  dueDate: "2026-03-31",
  bucket: "a-echoir",
  daysLate: 0,
  paused: false,
  reminders: 0,
});
const receivables = {
  buckets: {},
  totalCents: 0,
  depositsAwaited: { count: 0, cents: 0 },
  rows: [
    openInvoice(3, "F-2026-0003", "Paul Martin", 50000),
    openInvoice(6, "F-2026-0006", "Claire Roux", 50000),
    openInvoice(8, "F-2026-0008", "Éric Roux", 42000),
  ],
};

/**
 * The screen against the API's answers (the import and its decisions are covered by
 * tests/integration/bank-statements.test.ts): what the artisan reads and sends.
 */
async function stubBankApi(page: Page, sent: unknown[]) {
  await page.route("**/api/banque/modeles-csv", (route) => {
    if (route.request().method() === "PUT") sent.push({ model: route.request().postDataJSON() });
    return route.fulfill({ json: [] });
  });
  await page.route("**/api/banque/operations?status=*", (route) => {
    const status = new URL(route.request().url()).searchParams.get("status");
    return route.fulfill({
      json: status === "a_confirmer" ? toConfirm : status === "non_rapprochee" ? notMatched : [],
    });
  });
  await page.route("**/api/encaissements", (route) => route.fulfill({ json: receivables }));
  await page.route("**/api/banque/releves", (route) =>
    route.fulfill({ json: { imported: 5, matched: 2, toConfirm: 2, duplicates: 0 } }),
  );
  await page.route("**/api/banque/operations/*/rapprocher", (route) => {
    sent.push({ url: new URL(route.request().url()).pathname, body: route.request().postDataJSON() });
    return route.fulfill({ json: toConfirm[0] });
  });
}

test("« Rapprochement »: a statement deposited, the counts, the operations to confirm and their choices", async ({
  adminPage: page,
}, info) => {
  const phone = info.project.name === "mobile-admin";
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1366, height: 900 });
  const sent: unknown[] = [];
  await stubBankApi(page, sent);
  await page.goto("/admin/rapprochement");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rapprochement");
  await page
    .getByLabel("Fichier du relevé (CAMT.053, CFONB 120, OFX ou CSV)")
    .setInputFiles("tests/fixtures/bank/camt053.xml");
  await page.getByRole("button", { name: "Importer le relevé" }).click();
  await expect(page.getByText("5 opérations importées")).toBeVisible();
  await expect(page.getByText("2 à confirmer")).toBeVisible();
  await expect(page.getByText("2 factures ont ce reste dû de 500,00 € : choisissez la bonne")).toBeVisible();
  await expect(page.getByText("Paiement groupé : F-2026-0004, F-2026-0005, répartition proposée")).toBeVisible();

  const axe = await new AxeBuilder({ page }).include("main").withTags(wcag).analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}`))).toEqual([]);
  await page.screenshot({ path: `test-results/rapprochement-${phone ? 390 : 1366}.png`, fullPage: true });
  await capture(page, "rapprochement");

  await page.getByRole("button", { name: "Tout sur F-2026-0003" }).click();
  await page.getByRole("button", { name: "Confirmer la proposition" }).click();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent).toEqual([
    { url: "/api/banque/operations/3/rapprocher", body: { action: "choisir", invoiceId: 3 } },
    { url: "/api/banque/operations/4/rapprocher", body: { action: "confirmer" } },
  ]);

  // Matched to nothing: any open invoice is chosen by hand, found by typing (accents ignored).
  await page.getByRole("button", { name: "Non rapprochées" }).click();
  await expect(page.getByText("VIR SEPA RECU DE M OU MME ROUX")).toBeVisible();
  await page.getByRole("button", { name: "Choisir une facture" }).click();
  const found = page.getByRole("list", { name: "Factures ouvertes" }).getByRole("listitem");
  await expect(found).toHaveCount(3);
  // The one owing exactly the credit comes first.
  await expect(found.first()).toContainText("F-2026-0008 · Éric Roux · reste dû 420,00 € · même montant");
  await page.getByLabel("Rapprocher d'une facture ouverte (numéro, client ou montant)").fill("roux 500");
  await expect(found).toHaveCount(1);
  await expect(found).toContainText("Claire Roux");
  await page.getByLabel("Rapprocher d'une facture ouverte (numéro, client ou montant)").fill("eric");
  await expect(found).toHaveCount(1);
  const axePicker = await new AxeBuilder({ page }).include("main").withTags(wcag).analyze();
  expect(axePicker.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}`))).toEqual([]);
  await page.getByRole("button", { name: "Rapprocher de F-2026-0008" }).click();
  await expect.poll(() => sent.length).toBe(3);
  expect(sent[2]).toEqual({ url: "/api/banque/operations/7/rapprocher", body: { action: "choisir", invoiceId: 8 } });
  await page.getByRole("button", { name: "À confirmer" }).click();

  // A bank's CSV columns, saved under its name.
  await page.getByText("Nouveau modèle CSV").click();
  await page.getByLabel("Nom du modèle (votre banque)").fill("Crédit Agricole");
  await page.getByLabel("Colonne de la date").fill("Date");
  await page.getByLabel("Colonne du libellé").fill("Libellé");
  await page.getByLabel("Colonne du débit").fill("Débit euros");
  await page.getByLabel("Colonne du crédit").fill("Crédit euros");
  await page.getByRole("button", { name: "Enregistrer le modèle" }).click();
  await expect(page.getByText("Modèle « Crédit Agricole » enregistré")).toBeVisible();
  await page.screenshot({ path: `test-results/rapprochement-modele-${phone ? 390 : 1366}.png`, fullPage: true });
  expect(sent[3]).toEqual({
    model: {
      name: "Crédit Agricole",
      separator: ";",
      dateColumn: "Date",
      dateFormat: "JJ/MM/AAAA",
      amountColumn: "",
      debitColumn: "Débit euros",
      creditColumn: "Crédit euros",
      decimalComma: true,
      labelColumn: "Libellé",
      referenceColumn: "",
    },
  });
});
