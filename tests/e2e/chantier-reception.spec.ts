import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { mailWhere } from "../fixtures/smtp.ts";
import { capture } from "./support/captures.ts";
import { ownAdminContext, startOwnServer, type OwnServer } from "./support/own-server.ts";

/**
 * The end of a chantier on phones (decision 052): the office prepares the PV de réception, the
 * client signs it on his phone with the code from the test SMTP server → the lead is « Chantier
 * terminé » and the review request leaves; then « Publier en réalisation » makes a draft project
 * of 2 photos with the commune, never the street. Own server (fresh database, test SMTP).
 */
const MAIL_TO = "atelier@example.fr";
const CLIENT = "paul.garnier@example.fr";
const PASSWORD = "Reception-signee-2026";
const STREET = "3 impasse des Vignes";
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** YYYY-MM-DD in Paris, `days` from today. */
const parisDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });

let server: OwnServer;
test.describe.configure({ mode: "serial", timeout: 240_000 });
test.skip(({ browserName, isMobile }) => browserName !== "chromium" || isMobile, "one phone journey, own server");

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({ MAIL_TO, MAIL_RETRY_DELAYS: "0.2" }, PASSWORD);
});
test.afterAll(async () => server?.stop());

test("the client signs the PV on his phone, the lead is « Chantier terminé », the photos become a draft project", async ({
  browser,
}) => {
  const office = await ownAdminContext(browser, server.base, PASSWORD, true);
  const api = office.request;
  // A quote request, its chantier, two photos and the client's link.
  expect(
    (
      await api.post("/api/quotes", {
        data: {
          firstName: "Paul",
          lastName: "Garnier",
          email: CLIENT,
          phone: "06 98 76 54 32",
          address: `${STREET}, 33650 Saucats`,
          projectType: "dressing",
          projectDescription: "Un dressing sous pente en chêne, avec portes coulissantes.",
          budget: "5k-10k",
          timeline: "2-3-mois",
          rgpdConsent: true,
        },
      })
    ).status(),
  ).toBe(201);
  const leads = (await (await api.get("/api/leads?kind=quote")).json()) as { items: { id: number }[] };
  const leadId = leads.items[0].id;
  expect((await api.patch(`/api/leads/quote/${leadId}`, { data: { status: "signe" } })).status()).toBe(200);
  const openedRes = await api.post("/api/chantiers", { data: { leadType: "quote", leadId } });
  expect(openedRes.status(), await openedRes.text()).toBe(201);
  const id = ((await openedRes.json()) as { id: number }).id;
  for (const background of ["#8a5a2b", "#2f3a33"]) {
    const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const res = await api.post(`/api/chantiers/${id}/photos`, {
      multipart: { file: { name: "IMG.jpg", mimeType: "image/jpeg", buffer } },
    });
    expect(res.status()).toBe(201);
  }
  const link = new URL(
    ((await (await api.post(`/api/chantiers/${id}/access`, { data: {} })).json()) as { url: string }).url,
  ).pathname;

  // On site, the office (on its phone) prepares the PV without reservation.
  const officePage = await office.newPage();
  await officePage.goto(`/admin/chantiers/${id}`);
  await officePage.getByRole("button", { name: "Préparer le procès-verbal" }).click();
  await expect(officePage.getByText(/À signer d'abord pour l'entreprise/)).toBeVisible();

  // « Pose » still planned in the future: the PV cannot be signed yet, both sides say what to do.
  const planned = await api.put(`/api/chantiers/${id}/steps/pose`, {
    data: { plannedStart: parisDay(40), plannedEnd: parisDay(42) },
  });
  expect(planned.status()).toBe(200);
  const future = await api.put(`/api/chantiers/${id}/steps/pose`, { data: { doneOn: parisDay(1) } });
  expect(future.status()).toBe(422);
  await officePage.reload();
  const blocked = officePage.getByText(/Le client ne peut pas encore signer .*« Pose » prévue du/);
  await expect(blocked).toBeVisible();
  await blocked.scrollIntoViewIfNeeded();
  await capture(officePage, "pv-bloque-bureau");
  const client = await browser.newContext({ baseURL: server.base, ...phone });
  const page = await client.newPage();
  await page.goto(`${link}/reception`);
  await expect(page.getByText(/« Pose » prévue du/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Recevoir mon code par e-mail" })).toHaveCount(0);
  await capture(page, "pv-bloque-client");
  expect((await api.put(`/api/chantiers/${id}/steps/pose`, { data: { doneOn: parisDay(0) } })).status()).toBe(200);

  // Réception is contradictory: the company signs first, on the phone, then the client is told.
  await expect(page.getByRole("button", { name: "Recevoir mon code par e-mail" })).toHaveCount(0);
  await officePage.reload();
  await officePage.getByRole("button", { name: "Signer pour l'entreprise" }).click();
  await expect(officePage.getByTestId("company-signed")).toContainText("Signé pour l'entreprise par");
  await expect(officePage.getByText("À signer par le client sur sa page de suivi")).toBeVisible();
  await officePage.getByTestId("company-signed").scrollIntoViewIfNeeded();
  await capture(officePage, "pv-signe-entreprise");
  await mailWhere(
    server.smtp,
    (m) => m.envelopeTo.includes(CLIENT) && m.subject.startsWith("Procès-verbal de réception prêt à signer"),
  );

  // The client, on his phone: his page → the PV → the code from the e-mail → signed.
  await page.goto(link);
  await page.getByRole("link", { name: "Signer le procès-verbal de réception" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Procès-verbal de réception" })).toBeVisible();
  await page.getByRole("button", { name: "Recevoir mon code par e-mail" }).click();
  await expect(page.getByText("Un code à 6 chiffres vient de vous être envoyé")).toBeVisible();
  const mail = await mailWhere(
    server.smtp,
    (m) => m.envelopeTo.includes(CLIENT) && m.subject.startsWith("Votre code de signature"),
  );
  await page.getByLabel("Code reçu par e-mail").fill(/ : (\d{6})$/m.exec(mail.text)![1]);
  await page.getByLabel("Votre nom complet").fill("Paul Garnier");
  await page.getByLabel(/Je prononce la réception des travaux sans réserve/).check();
  await page.getByLabel(/J'accepte que l'entreprise publie des photos/).check();
  await page.getByRole("button", { name: "Signer le procès-verbal" }).click();
  await expect(page.getByText("Merci ! Votre signature est enregistrée.")).toBeVisible();
  await expect(page.getByText(/Garantie décennale \(10 ans, art\. 1792-4-1\) : jusqu'au/)).toBeVisible();

  // The lead is « Chantier terminé »; the review request leaves for the client.
  const lead = (await (await api.get(`/api/leads/quote/${leadId}`)).json()) as { lead: { status: string } };
  expect(lead.lead.status).toBe("termine");
  await mailWhere(server.smtp, (m) => m.envelopeTo.includes(CLIENT) && m.subject.startsWith("Votre avis"));

  // « Publier en réalisation »: the two photos, a draft project with the commune only.
  const panel = officePage
    .locator("section")
    .filter({ has: officePage.getByRole("heading", { name: "Publier en réalisation" }) });
  // The photos are encoded in the background: the panel lists them once ready.
  await expect
    .poll(
      async () => {
        await officePage.reload();
        await expect(panel).toContainText("Accord du client donné le");
        return panel.getByRole("checkbox").count();
      },
      { timeout: 60_000 },
    )
    .toBe(2);
  for (const box of await panel.getByRole("checkbox").all()) await box.check();
  await panel.getByRole("button", { name: "Publier en réalisation" }).click();
  const edit = officePage.getByRole("link", { name: "Relire et publier le projet" });
  await expect(edit).toBeVisible({ timeout: 30_000 });
  const projectId = /\/admin\/portfolio\/(\d+)\/edit/.exec((await edit.getAttribute("href")) ?? "")![1];
  const project = (await (await api.get(`/api/portfolio/${projectId}`)).json()) as {
    isPublished: boolean;
    location: string;
    gallery: string[];
  };
  expect(project.isPublished).toBe(false);
  expect(project.location).toBe("Saucats");
  expect(project.gallery).toHaveLength(2);
  expect(JSON.stringify(project)).not.toContain("impasse des Vignes");

  // After a reload the chantier still links to its draft.
  await officePage.reload();
  await expect(edit).toBeVisible();
  await edit.scrollIntoViewIfNeeded();
  await capture(officePage, "publier-en-realisation");
  // A gap left in the story: the editor refuses to publish and points at the field; the slug
  // follows the new title (the project was never public).
  const gap = await api.put(`/api/portfolio/${projectId}`, {
    data: { ...project, fullDescription: "Dressing posé à Saucats.\n\nDurée : [à compléter]", isPublished: false },
  });
  expect(gap.status(), await gap.text()).toBe(200);
  await edit.click();
  await officePage.getByRole("textbox", { name: "Titre", exact: true }).fill("Dressing sous pente à Saucats");
  await expect(officePage.getByLabel("Slug (URL)")).toHaveValue(/^dressing-sous-pente-a-saucats/);
  await officePage.getByRole("button", { name: "Publier", exact: true }).click();
  // The message under « Description complète » (app/ui/field.tsx), not only in the toast.
  const fieldError = officePage
    .locator('p[id$="-error"]')
    .filter({ hasText: /« \[à compléter\] » reste à remplacer dans « Description complète »/ });
  await expect(fieldError).toBeVisible();
  await fieldError.scrollIntoViewIfNeeded();
  await capture(officePage, "projet-a-completer");
  expect(((await (await api.get(`/api/portfolio/${projectId}`)).json()) as { isPublished: boolean }).isPublished).toBe(
    false,
  );
  await client.close();
  await office.close();
});
