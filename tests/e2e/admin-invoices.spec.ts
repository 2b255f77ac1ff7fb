import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/admin";
import { capture } from "./support/captures.ts";
import { completeLegalMentions } from "./support/business.ts";

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * « Factures »: a free invoice started from the list, completed in the editor while its checklist
 * says what is missing, issued (its number given), then corrected by a credit note. At 1366 px and 390 px.
 */
test("a free invoice: the checklist before « Émettre », the number at issue, then a credit note", async ({
  adminPage: page,
}, info) => {
  test.setTimeout(90_000);
  await completeLegalMentions(page.request);
  const phone = info.project.name === "mobile-admin";
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1366, height: 900 });
  await page.goto("/admin/factures");
  await page.getByLabel("Nouvelle facture libre (sans devis) : nom du client").fill("Marc Ferrand");
  await page.getByRole("button", { name: "Créer le brouillon" }).click();
  await expect(page).toHaveURL(/\/admin\/factures\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Facture (brouillon, sans numéro)");
  await expect(page.getByText("Adresse du client (rue)")).toBeVisible();
  await expect(page.getByText("Au moins une ligne")).toBeVisible();

  await page.getByLabel("E-mail").fill("marc.ferrand@example.fr");
  await page.getByLabel("Adresse (rue)").fill("4 allée des Chênes");
  await page.getByLabel("Code postal").fill("33650");
  await page.getByLabel("Commune").fill("Saucats");
  await page.getByRole("button", { name: "Ajouter une ligne" }).click();
  await page.getByLabel("Désignation de la ligne 1").fill("Réglage de porte");
  await page.getByLabel("Prix unitaire HT de la ligne 1").fill("120");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Brouillon enregistré.")).toBeVisible();
  await expect(page.getByText("Adresse du client (rue)")).toHaveCount(0);
  await expect(page.getByText("Au moins une ligne")).toHaveCount(0);
  // The draft with its checklist: axe finds nothing (labels of every cell, contrast).
  const axe = await new AxeBuilder({ page }).include("main").withTags(wcag).analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}`))).toEqual([]);
  await capture(page, "facture-brouillon");
  // Again just before: another spec (admin-business) may save « Entreprise » from an older copy meanwhile.
  await completeLegalMentions(page.request);
  await page.getByRole("button", { name: "Émettre" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Facture F-\d{4}-\d{4}$/);
  await expect(page.getByText("Net à payer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Émettre" })).toHaveCount(0);
  await capture(page, "facture-emise");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone ? 390 : 1366);

  // A payment recorded by hand: the list says who and how, « Reste dû » follows.
  await expect(page.getByText(/Référence à indiquer dans le virement : RF\d{2}/)).toBeVisible();
  await page.getByLabel("Montant reçu (TTC, €)").fill("100");
  await page.getByLabel("Mode").selectOption({ label: "Chèque" });
  await page.getByRole("button", { name: "Enregistrer un paiement" }).click();
  await expect(page.getByText("Paiement enregistré.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Paiements reçus" })).toContainText("100,00 €");
  await expect(page.getByRole("list", { name: "Paiements reçus" })).toContainText("Chèque");
  await expect(page.getByText("44,00 €").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone ? 390 : 1366);
  await capture(page, "facture-paiement");

  // Its reminders, paused then resumed from the same card (the server keeps the state: read again).
  const reminders = page.getByRole("region", { name: "Relances" });
  await expect(reminders).toContainText("Relances automatiques actives");
  await reminders.getByRole("button", { name: "Suspendre les relances" }).click();
  await expect(reminders).toContainText("Relances suspendues");
  await page.reload();
  await expect(page.getByRole("region", { name: "Relances" })).toContainText("Relances suspendues");
  await page.getByRole("button", { name: "Reprendre les relances" }).click();
  await expect(page.getByRole("region", { name: "Relances" })).toContainText("Relances automatiques actives");
  await expect(page.getByRole("button", { name: "Suspendre les relances" })).toBeVisible();

  await page.getByRole("button", { name: "Faire un avoir" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Avoir (brouillon, sans numéro)");
  await expect(page.getByText(/corrige la facture F-\d{4}-\d{4}/)).toBeVisible();
});
