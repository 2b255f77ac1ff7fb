import { validQuote } from "../fixtures/quote-sample.ts";
import { expect, test } from "./support/admin";
import { completeLegalMentions } from "./support/business.ts";

/**
 * « Signé sur papier »: the office records the paper the client signed at the kitchen table (the
 * scan, the day, the place, the certification ticked); the devis shows « Accepté » and « Signé sur
 * papier le … », and the chantier opens from the signed request. At 1366 px and at 390 px.
 */
const lines = [
  { designation: "Caissons chêne massif", quantity: 2, unit: "ml", unitPriceCents: 95_000, vatRate: 10 },
  { designation: "Pose", quantity: 1, unit: "forfait", unitPriceCents: 60_000, vatRate: 20 },
];
const scan = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

test("the office records a paper signature: « Accepté », « Signé sur papier le … », then the chantier opens", async ({
  adminPage: page,
}, info) => {
  const phone = info.project.name === "mobile-admin";
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1366, height: 900 });
  test.setTimeout(90_000);
  await completeLegalMentions(page.request);
  const email = `papier.${phone ? "mobile" : "bureau"}.${Date.now()}@example.fr`;
  expect((await page.request.post("/api/quotes", { data: validQuote({ firstName: "Odile", email }) })).status()).toBe(
    201,
  );
  const leads = (await (await page.request.get("/api/leads?kind=quote")).json()) as {
    items: { id: number; email: string }[];
  };
  const leadId = leads.items.find((l) => l.email === email)!.id;
  const created = (await (await page.request.post("/api/devis", { data: { leadId } })).json()) as { id: number };
  expect((await page.request.put(`/api/devis/${created.id}`, { data: { ...created, lines } })).status()).toBe(200);
  expect((await page.request.post(`/api/devis/${created.id}/envoyer`, { data: {} })).status()).toBe(200);

  await page.goto(`/admin/devis/${created.id}`);
  await expect(page.getByTestId("devis-status")).toHaveText("Envoyé");
  await page.getByRole("button", { name: "Signé sur papier" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // The dialog fits the screen: no horizontal scroll at 390 px.
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(phone ? 390 : 1366);
  await dialog.getByLabel("Scan ou photo du devis signé").setInputFiles({
    name: "devis-signe.pdf",
    mimeType: "application/pdf",
    buffer: scan,
  });
  await dialog.getByLabel("Signé au domicile du client (hors établissement)").check();
  // Without the certification ticked, a reduced-rate devis is refused, in French, next to the box.
  await dialog.getByRole("button", { name: "Enregistrer la signature" }).click();
  await expect(dialog.getByTestId("paper-failure")).toContainText("taux de TVA réduit");
  await dialog.getByLabel(/certification TVA à taux réduit sur le papier/).check();
  await dialog.getByRole("button", { name: "Enregistrer la signature" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("devis-status")).toHaveText("Accepté");
  await expect(page.getByTestId("devis-evidence")).toContainText("Signé sur papier le");
  await expect(page.getByTestId("devis-evidence")).toContainText("certification TVA cochée sur le papier");
  await expect(page.getByRole("button", { name: "Signé sur papier" })).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone ? 390 : 1366);

  // The request is « Signé »: its chantier opens (already opened by the acceptance, as online).
  await page.goto(`/admin/demandes/quote/${leadId}`);
  await page.getByRole("button", { name: "Ouvrir le chantier" }).click();
  await expect(page).toHaveURL(/\/admin\/chantiers\/\d+$/);
});
