import { test } from "@playwright/test";
import { mailWhere, type TestSmtpServer } from "../fixtures/smtp.ts";
import { expect, toastWith, uniqueName } from "./leads-helpers";
import { ownAdminContext, startOwnServer, type OwnServer } from "./support/own-server";
import { validQuote } from "../fixtures/quote-sample.ts";

/**
 * Honest e-mail: on a server without e-mail configured (the quick start), a reply says
 * it was kept, not sent, and the request stays « Nouveau »; once the SMTP server is entered in
 * « Messagerie », the test e-mail arrives and the same reply leaves. Its own server: the suite's
 * shared servers must keep e-mail unconfigured.
 */
const PASSWORD = "Messagerie-en-chene-2026";
let smtp: TestSmtpServer;
let own: OwnServer;

test.describe.configure({ mode: "serial", timeout: 180_000 });
// One browser is enough here: the frame at 390 px is checked by admin-shell.spec.ts.
test.skip(({ isMobile }) => isMobile, "desktop only");

test.beforeAll(async () => {
  test.setTimeout(180_000);
  own = await startOwnServer({}, PASSWORD, { wireSmtp: false });
  smtp = own.smtp;
});

test.afterAll(async () => {
  await own?.stop();
});

test("a reply without e-mail is kept, not sent; once « Messagerie » is filled in, the test e-mail arrives and the same reply leaves", async ({
  browser,
}) => {
  const firstName = uniqueName("Courriel");
  const posted = await fetch(`${own.base}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: own.base },
    body: JSON.stringify(validQuote({ firstName, email: "client.courriel@example.fr" })),
  });
  expect(posted.status).toBe(201);
  const context = await ownAdminContext(browser, own.base, PASSWORD, false);
  const page = await context.newPage();

  await page.goto("/admin/demandes");
  await expect(page.getByRole("status").filter({ hasText: "La messagerie n'est pas configurée" })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(`${firstName} Dubreuil`) }).click();
  await expect(page.getByRole("heading", { name: `${firstName} Dubreuil` })).toBeVisible();
  const leadUrl = page.url();

  await page.getByRole("button", { name: "Répondre", exact: true }).click();
  const composer = page.getByRole("form", { name: "Répondre à la demande" });
  await composer.getByLabel("Objet").fill("Votre projet de cuisine");
  await composer.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(
    toastWith(page, "Réponse enregistrée, pas encore envoyée : la messagerie n'est pas configurée"),
  ).toBeVisible();
  const reply = page
    .getByRole("region", { name: "E-mails" })
    .getByRole("listitem")
    .filter({ hasText: "Réponse de l'atelier" });
  await expect(reply).toContainText("Enregistré, pas encore envoyé : la messagerie n'est pas configurée");
  // Nobody was contacted: the request stays « Nouveau ».
  await expect(page.getByRole("radio", { name: "Nouveau" })).toHaveAttribute("aria-checked", "true");
  expect(smtp.messages).toHaveLength(0);

  // « Messagerie », from the banner.
  await page.getByRole("link", { name: "Configurer la messagerie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messagerie" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Serveur d'envoi").fill("127.0.0.1");
  await page.getByLabel("Sécurité de la connexion").selectOption("none");
  await page.getByLabel("Port", { exact: true }).fill(String(smtp.port));
  await page.getByLabel("Mot de passe").fill("secret-de-test-smtp");
  await page.getByRole("button", { name: "Enregistrer la messagerie" }).click();
  await expect(toastWith(page, "Messagerie enregistrée")).toBeVisible();
  await expect(page.getByText("Messagerie configurée.")).toBeVisible();
  // The password is never shown back.
  await page.reload();
  await expect(page.getByLabel("Mot de passe")).toHaveValue("");
  expect(await page.content()).not.toContain("secret-de-test-smtp");

  await page.getByLabel("Adresse de destination").fill("atelier.test@example.fr");
  await page.getByRole("button", { name: "Envoyer un e-mail de test" }).click();
  await expect(page.getByText("E-mail de test envoyé à atelier.test@example.fr")).toBeVisible();
  const testMail = await mailWhere(smtp, (m) => m.envelopeTo.includes("atelier.test@example.fr"));
  expect(testMail.subject).toMatch(/^E-mail de test de /);

  // The same reply, from the request: « Renvoyer » now sends it.
  await page.goto(leadUrl);
  await expect(page.getByRole("status").filter({ hasText: "La messagerie n'est pas configurée" })).toHaveCount(0);
  await reply.getByRole("button", { name: "Renvoyer" }).click();
  const sent = await mailWhere(smtp, (m) => m.subject === "Votre projet de cuisine");
  expect(sent.envelopeTo).toEqual(["client.courriel@example.fr"]);
  await expect
    .poll(
      async () => {
        await page.reload();
        return reply.innerText();
      },
      { timeout: 20_000 },
    )
    .toContain("Envoyé le");

  // The dashboard's « Demandes par semaine » draws this week's quote as a bar of real height.
  await page.goto("/admin");
  const bar = page.locator('[data-chart="demandes-par-semaine"] [data-bar="devis"]').last();
  await bar.scrollIntoViewIfNeeded();
  expect((await bar.boundingBox())?.height ?? 0).toBeGreaterThan(40);
  // The audience statistics name the pages (« Accueil »), with dates under the chart.
  // (A visitor's browser: the headless test browser is counted as a robot.)
  const visitor = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36" };
  // The view is counted once the answer has left (its body read here); the statistics read it on load.
  const home = await fetch(`${own.base}/`, { headers: visitor });
  expect(home.status).toBe(200);
  await home.text();
  const pages = page.getByRole("table", { name: "Pages les plus vues" });
  await expect
    .poll(
      async () => {
        await page.goto("/admin/statistiques");
        return (
          (await pages
            .getByRole("rowheader")
            .first()
            .textContent({ timeout: 2_000 })
            .catch(() => "")) ?? ""
        );
      },
      { timeout: 20_000 },
    )
    .toContain("Accueil");
  await expect(page.locator("[data-chart-axis] span")).toHaveCount(5);

  // A toast never covers the primary action: the sticky « Enregistrer » of « Entreprise » stays clickable.
  await page.goto("/admin/entreprise");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const save = page.locator("[data-sticky-actions]").getByRole("button", { name: "Enregistrer" });
  await save.click();
  const toast = page.locator(".toast-root").first();
  await expect(toast).toBeVisible();
  const [t, b] = [await toast.boundingBox(), await save.boundingBox()];
  expect(t && b, "toast and button on screen").toBeTruthy();
  const overlaps =
    t!.x < b!.x + b!.width && b!.x < t!.x + t!.width && t!.y < b!.y + b!.height && b!.y < t!.y + t!.height;
  expect(overlaps, `toast ${JSON.stringify(t)} over the save button ${JSON.stringify(b)}`).toBe(false);
  await context.close();
});
