import { test } from "@playwright/test";
import {
  configureLeadTests,
  expect,
  expectSuccessToast,
  fillContact,
  fillQuote,
  hydratedForm,
  sampleQuote,
  toastWith,
  uniqueName,
} from "./leads-helpers";

configureLeadTests();

const quoteMessages = [
  "Le prénom est requis",
  "Le nom est requis",
  "Email invalide",
  "Numéro de téléphone invalide",
  "Adresse complète requise",
  "Type de projet requis",
  "Description détaillée requise (minimum 20 caractères)",
  "Budget approximatif requis",
  "Délai souhaité requis",
  "Vous devez accepter le traitement de vos données",
];
const contactMessages = [
  "Le nom doit contenir au moins 2 caractères",
  "Le prénom doit contenir au moins 2 caractères",
  "Adresse email invalide",
  "Le message doit contenir au moins 10 caractères",
];

test.describe("quote form (home contact section)", () => {
  test("shows every validation message of docs/product.md §5, then clears each as it is corrected", async ({
    page,
  }) => {
    await page.goto("/#contact", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { name: "Demande de Devis Gratuit", exact: true })).toBeVisible();
    const form = await hydratedForm(page, "Demande de devis gratuit");
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    for (const message of quoteMessages) await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel("Prénom")).toBeFocused();
    await expect(form.getByLabel("Prénom")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Email").fill("pas-un-email");
    await expect(form.getByText("Email invalide")).toBeVisible();
    await form.getByLabel("Email").fill("jeanne@example.fr");
    await expect(form.getByText("Email invalide")).toBeHidden();
    await form.getByLabel("Description du projet").fill("Trop court");
    await expect(form.getByText("Description détaillée requise (minimum 20 caractères)")).toBeVisible();
    await fillQuote(page, sampleQuote("Jeanne"), { consent: false });
    await expect(form.getByText("Vous devez accepter le traitement de vos données")).toBeVisible();
    for (const message of quoteMessages.slice(0, -1))
      await expect(form.getByText(message, { exact: true })).toBeHidden();
  });

  test("submits: 'Envoi en cours...' on a disabled button, success toast, empty form", async ({ page }) => {
    await page.goto("/#contact", { waitUntil: "domcontentloaded" });
    // Hold the answer a moment so the submitting state can be seen.
    await page.route("**/api/quotes", async (route) => {
      await new Promise((r) => setTimeout(r, 2000));
      await route.continue();
    });
    const form = await fillQuote(page, sampleQuote(uniqueName("Toast")));
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    // One look at the submitting state: the label and the disabled button together.
    await expect(form.getByRole("button", { name: "Envoi en cours...", disabled: true })).toBeVisible();
    await expectSuccessToast(page);
    await expect(form.getByLabel("Prénom")).toHaveValue("");
    await expect(form.getByLabel("Type de projet")).toHaveValue("");
    await expect(form.getByLabel("J'accepte que mes données soient utilisées")).not.toBeChecked();
    await expect(form.getByRole("button", { name: "Envoyer ma demande" })).toBeEnabled();
  });

  test("shows the destructive error toast and gives the button back when the server fails", async ({ page }) => {
    await page.goto("/#contact", { waitUntil: "domcontentloaded" });
    await page.route("**/api/quotes", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"panne"}' }),
    );
    const form = await fillQuote(page, sampleQuote("Panne"));
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    const toast = toastWith(page, "Erreur");
    await expect(toast).toContainText("Une erreur est survenue. Veuillez réessayer.");
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(form.getByRole("button", { name: "Envoyer ma demande" })).toBeEnabled();
    await expect(form.getByLabel("Prénom")).toHaveValue("Panne");
  });
});

test.describe("contact form (/contact)", () => {
  test("shows every validation message of docs/product.md §5", async ({ page }) => {
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const form = await hydratedForm(page, "Formulaire de contact");
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    for (const message of contactMessages) await expect(form.getByText(message, { exact: true })).toBeVisible();
    await form.getByLabel("Email").fill("paul@exemple");
    await expect(form.getByText("Adresse email invalide")).toBeVisible();
    await fillContact(page, { nom: "Martin", prenom: "Paul", email: "paul@example.fr", message: "Bonjour !" });
    await expect(form.getByText("Le message doit contenir au moins 10 caractères")).toBeVisible();
    for (const message of contactMessages.slice(0, 3)) await expect(form.getByText(message)).toBeHidden();
  });

  test("submits with the success toast and resets; a real failure shows its error toast", async ({ page }) => {
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const form = await fillContact(page, {
      nom: "Martin",
      prenom: uniqueName("Paul"),
      email: "paul@example.fr",
      projet: "Escalier",
      message: "Un escalier quart tournant en hêtre, s'il vous plaît.",
    });
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expectSuccessToast(page);
    await expect(form.getByLabel("Message")).toHaveValue("");

    await page.route("**/api/contact", (route) => route.abort());
    await fillContact(page, {
      nom: "Martin",
      prenom: "Paul",
      email: "paul@example.fr",
      message: "Deuxième message, réseau coupé.",
    });
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(toastWith(page, "Erreur")).toContainText("Une erreur est survenue lors de l'envoi du message.");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quote form posts as a plain HTML form: field errors with values kept, then a confirmation page", async ({
    page,
  }) => {
    await page.goto("/#contact", { waitUntil: "domcontentloaded" });
    let form = page.getByRole("form", { name: "Demande de devis gratuit" });
    await form.getByLabel("Prénom").fill("J");
    await form.getByLabel("Email").fill("jeanne@example.fr");
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(page).toHaveURL(/\/devis$/);
    form = page.getByRole("form", { name: "Demande de devis gratuit" });
    for (const message of quoteMessages.filter((m) => m !== "Email invalide"))
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue("jeanne@example.fr");
    await expect(form.getByLabel("Prénom")).toHaveValue("J");

    await fillQuote(page, sampleQuote(uniqueName("SansJs")), { javaScript: false });
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(page).toHaveURL(/\/devis\?envoye=1&n=\d+&rdv=[\w-]{32}$/);
    await expect(page.getByRole("heading", { name: "Message envoyé !" })).toBeVisible();
    await expect(page.getByText("Merci, votre demande a bien été envoyée.")).toBeVisible();
  });

  test("the contact form posts as a plain HTML form: field errors, then a confirmation page", async ({ page }) => {
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    for (const message of contactMessages) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await fillContact(
      page,
      { nom: "Martin", prenom: "Paul", email: "paul@example.fr", message: "Message envoyé sans JavaScript." },
      false,
    );
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page).toHaveURL(/\/contact\/envoyer\?envoye=1&n=\d+$/);
    await expect(page.getByText("Merci, votre message a bien été envoyé.")).toBeVisible();
  });
});
