import {
  configureLeadTests,
  expect,
  expectSuccessToast,
  fillContact,
  fillQuote,
  sampleQuote,
  uniqueName,
} from "./leads-helpers";
import { test } from "@playwright/test";

/**
 * After « Envoyer ma demande » the confirmation lasts: besides the spec's toast and the
 * emptied form, a panel with the request's number, what happens next and the visit booking, scrolled
 * into view and focused — on a phone the visitor is at the bottom of a long form.
 */
configureLeadTests();

test("the quote's confirmation panel: number, next steps, visit booking, in view and focused", async ({ page }) => {
  await page.goto("/devis", { waitUntil: "domcontentloaded" });
  const form = await fillQuote(page, sampleQuote(uniqueName("Panneau")));
  await page.waitForTimeout(3_200);
  const send = form.getByRole("button", { name: "Envoyer ma demande" });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  // The spec's toast and reset stay.
  await expectSuccessToast(page);
  await expect(form.getByLabel("Prénom")).toHaveValue("");
  const panel = page.getByRole("region", { name: /^Demande de devis n° \d+ envoyée$/ });
  await expect(panel).toBeInViewport();
  await expect(panel).toBeFocused();
  await expect(panel).toContainText("Et maintenant ?");
  await expect(panel).toContainText("vous répondons sous 2 jours ouvrés");
  const booking = panel.getByRole("link", { name: "Choisir un créneau pour la visite technique" });
  await expect(booking).toHaveAttribute("href", /^\/rendez-vous\/[\w-]{32}$/);
  await expect(booking).toBeInViewport();
});

test("the contact form's confirmation panel: number and next steps, in view and focused", async ({ page }) => {
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const form = await fillContact(page, {
    nom: "Martin",
    prenom: uniqueName("Paul"),
    email: "paul@example.fr",
    message: "Faites-vous aussi des escaliers en hêtre ?",
  });
  await page.waitForTimeout(3_200);
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expectSuccessToast(page);
  await expect(form.getByLabel("Message")).toHaveValue("");
  const panel = page.getByRole("region", { name: /^Message n° \d+ envoyé$/ });
  await expect(panel).toBeInViewport();
  await expect(panel).toBeFocused();
  await expect(panel).toContainText("Et maintenant ?");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the confirmation page gives the number, the next steps and the visit booking", async ({ page }) => {
    await page.goto("/devis", { waitUntil: "domcontentloaded" });
    const form = await fillQuote(page, sampleQuote(uniqueName("Sansjs")), { javaScript: false });
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(page).toHaveURL(/\/devis\?envoye=1&n=\d+&rdv=[\w-]{32}$/);
    const number = new URL(page.url()).searchParams.get("n");
    await expect(page.getByRole("heading", { name: "Message envoyé !" })).toBeVisible();
    const panel = page.getByRole("region", { name: `Demande de devis n° ${number} envoyée` });
    await expect(panel).toContainText("Et maintenant ?");
    await expect(panel.getByRole("link", { name: "Choisir un créneau pour la visite technique" })).toBeVisible();
  });
});
