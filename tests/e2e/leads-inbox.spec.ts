import { readFile } from "node:fs/promises";
import {
  configureLeadTests,
  expect,
  expectSuccessToast,
  fillQuote,
  sampleQuote,
  toastWith,
  uniqueName,
} from "./leads-helpers";
// The shared fixture: `adminPage` holds an admin session created server-side.
import { test } from "./support/admin";

configureLeadTests();

test("a quote sent from the site reaches the inbox; the admin reads it, moves it along the pipeline and exports it", async ({
  adminPage: page,
}) => {
  const firstName = uniqueName("Inbox");
  await page.goto("/#contact", { waitUntil: "domcontentloaded" });
  const form = await fillQuote(page, sampleQuote(firstName));
  // A person takes more than a few seconds; faster than 3 s is treated as a robot (kept out of the inbox).
  await page.waitForTimeout(3_200);
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expectSuccessToast(page);

  await page.goto("/admin/demandes", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { name: "Demandes", level: 1 })).toBeVisible();
  const row = page.getByRole("link", { name: new RegExp(`${firstName} Dubreuil`) });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute("data-unread", "true");
  await expect(row).toContainText("Devis");
  await expect(row).toContainText("Nouveau");

  await row.click();
  await expect(page).toHaveURL(/\/admin\/demandes\/quote\/\d+$/);
  await expect(page.getByRole("heading", { name: `${firstName} Dubreuil` })).toBeVisible();
  for (const text of [
    "12 chemin des Pins, 33650 Saucats",
    "10 000 € – 20 000 €",
    "Dans 2 à 3 mois",
    "4,20 m × 3,10 m",
    "Cuisine en chêne massif",
  ]) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  // Without SMTP_URL nothing pretends to be sent (in the e-mails panel; the history says it too).
  await expect(
    page
      .getByRole("region", { name: "E-mails" })
      .getByText("Enregistré, pas encore envoyé : la messagerie n'est pas configurée"),
  ).toHaveCount(2);
  await expect(
    page
      .getByRole("list", { name: "Historique de la demande" })
      .getByText("Enregistré, pas encore envoyé : la messagerie n'est pas configurée"),
  ).toHaveCount(2);

  await page.getByRole("radio", { name: "Contacté" }).click();
  await expect(toastWith(page, "Statut mis à jour")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Contacté" })).toHaveAttribute("aria-checked", "true");
  await page.getByLabel("Notes internes").fill("Rappeler mardi matin.");
  await page.getByRole("button", { name: "Enregistrer les notes" }).click();
  await expect(toastWith(page, "Notes enregistrées")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("radio", { name: "Contacté" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByLabel("Notes internes")).toHaveValue("Rappeler mardi matin.");

  await page.getByRole("link", { name: "← Toutes les demandes" }).click();
  const readRow = page.getByRole("link", { name: new RegExp(`${firstName} Dubreuil`) });
  await expect(readRow).toHaveAttribute("data-unread", "false");
  await expect(readRow).toContainText("Contacté");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exporter les devis (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^demandes-de-devis-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString("utf8");
  expect(csv).toContain('"N°";"Date";"Statut";"Lu";"Prénom";"Nom"');
  expect(csv).toMatch(new RegExp(`"Contacté";"Oui";"${firstName}";"Dubreuil"`));
  expect(csv).toContain('"Rappeler mardi matin."');
});

test("the inbox refuses visitors: its API answers 401 and its pages lead to the login", async ({ page }) => {
  const api = await page.request.get("/api/leads");
  expect(api.status()).toBe(401);
  await page.goto("/admin/demandes", { waitUntil: "domcontentloaded" });
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("spam stays out of the inbox and can be shown, then deleted on request", async ({ adminPage: page }) => {
  const name = uniqueName("Robot");
  const res = await page.request.post("/api/contact", {
    data: {
      nom: "Bot",
      prenom: name,
      email: "bot@example.com",
      message: "Achetez nos montres pas chères !",
      website: "http://spam.example",
    },
  });
  expect(res.status()).toBe(201);
  await page.goto("/admin/demandes", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { name: "Demandes", level: 1 })).toBeVisible();
  await expect(page.getByText("Chargement des demandes…")).toBeHidden();
  await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
  await page.getByRole("link", { name: "Afficher les indésirables (spam)" }).click();
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByText("Spam : champ piège rempli")).toBeVisible();
  await page.getByRole("button", { name: "Supprimer…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer définitivement" }).click();
  await expect(page).toHaveURL(/\/admin\/demandes$/);
  await expect(toastWith(page, "Demande supprimée")).toBeVisible();
});
