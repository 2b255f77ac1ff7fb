import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";

/**
 * Assertions with more patience than the suite's 7 s: the first visit of a fresh e2e server
 * encodes the seed images, and the machine may be busy with other suites (hydration then takes
 * longer). The tests of these files also get a longer time limit.
 */
export const expect = baseExpect.configure({ timeout: 25_000 });
export function configureLeadTests() {
  test.describe.configure({ timeout: 120_000 });
  // These tests are about forms: the pictures of the pages (whose first request encodes AVIF/WebP
  // variants, seconds of CPU each) are not fetched, so the forms are measured, not the encoder.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/media\//, (route) => route.abort());
  });
}

/** A name no other test (or project running in parallel) uses. */
export function uniqueName(base: string): string {
  return `${base}${Math.random().toString(36).slice(2, 7).replace(/\d/g, "x")}`;
}

export interface QuoteValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  projectType: string;
  budget: string;
  timeline: string;
  dimensions?: string;
  projectDescription: string;
}

export const sampleQuote = (firstName: string): QuoteValues => ({
  firstName,
  lastName: "Dubreuil",
  email: "jeanne.dubreuil@example.fr",
  phone: "06 12 34 56 78",
  address: "12 chemin des Pins, 33650 Saucats",
  projectType: "Cuisine",
  budget: "10 000 € – 20 000 €",
  timeline: "Dans 2 à 3 mois",
  dimensions: "4,20 m × 3,10 m",
  projectDescription: "Cuisine en chêne massif avec îlot central et rangements sur mesure.",
});

/** Fills the quote form through its labels (works with and without JavaScript). */
export async function fillQuote(page: Page, v: QuoteValues, options: { consent?: boolean; javaScript?: boolean } = {}) {
  const form = page.getByRole("form", { name: "Demande de devis gratuit" });
  if (options.javaScript !== false) await hydrated(form);
  await form.getByLabel("Prénom").fill(v.firstName);
  await form.getByLabel(/^Nom/).fill(v.lastName);
  await form.getByLabel("Email").fill(v.email);
  await form.getByLabel("Téléphone").fill(v.phone);
  await form.getByLabel("Adresse du projet").fill(v.address);
  await form.getByLabel("Type de projet").selectOption({ label: v.projectType });
  await form.getByLabel("Budget approximatif").selectOption({ label: v.budget });
  await form.getByLabel("Délai souhaité").selectOption({ label: v.timeline });
  if (v.dimensions) await form.getByLabel("Dimensions").fill(v.dimensions);
  await form.getByLabel("Description du projet").fill(v.projectDescription);
  await form.getByLabel("Je souhaite une visite technique à domicile").check();
  if (options.consent !== false) await form.getByLabel("J'accepte que mes données soient utilisées").check();
  return form;
}

export async function fillContact(
  page: Page,
  v: { nom: string; prenom: string; email: string; message: string; projet?: string },
  javaScript = true,
) {
  const form = page.getByRole("form", { name: "Formulaire de contact" });
  if (javaScript) await hydrated(form);
  await form.getByLabel(/^Nom/).fill(v.nom);
  await form.getByLabel("Prénom").fill(v.prenom);
  await form.getByLabel("Email").fill(v.email);
  await form.getByLabel("Téléphone").fill("05 56 11 22 33");
  if (v.projet) await form.getByLabel("Votre projet").selectOption({ label: v.projet });
  await form.getByLabel("Message").fill(v.message);
  return form;
}

/**
 * Waits until React has taken over the form (before that, a click submits the plain HTML form). The
 * form is an island hydrated when it comes near the viewport: it is scrolled into view first.
 */
async function hydrated(form: Locator) {
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-hydrated", "true");
}

export async function hydratedForm(page: Page, name: string) {
  const form = page.getByRole("form", { name });
  await hydrated(form);
  return form;
}

/** The visible toast (app/ui/toast.tsx) holding `text`. */
export const toastWith = (page: Page, text: string) =>
  page.locator(".toast-root[data-variant]").filter({ hasText: text });

export async function expectSuccessToast(page: Page) {
  const toast = toastWith(page, "Message envoyé !");
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Nous vous recontacterons dans les plus brefs délais.");
}
