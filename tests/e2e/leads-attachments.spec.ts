import { test, type Browser } from "@playwright/test";
import sharp from "sharp";
import { mailWhere, type TestSmtpServer } from "../fixtures/smtp.ts";
import { expect, expectSuccessToast, fillQuote, sampleQuote, uniqueName } from "./leads-helpers";
import { files } from "./support/attachments";
import { MAIL_TO, startMailServer, type MailServer } from "./support/mail-server";

/**
 * A quote with photos and a plan, from a phone, through to the admin's reply. This spec starts
 * its own production server (fresh database) wired to a test SMTP server, so that the e-mails
 * are really delivered; the suite's shared servers have no SMTP on purpose.
 */
const PASSWORD = "Photos-et-plans-2026";

let mail: MailServer;
let smtp: TestSmtpServer;
let base = "";
const adminContext = (browser: Browser, mobile: boolean) => mail.adminContext(browser, mobile);

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mail = await startMailServer("attach", PASSWORD);
  ({ smtp, base } = mail);
});

test.afterAll(async () => {
  await mail?.stop();
});

test("from a phone: two photos and a plan sent with the quote, both e-mails delivered, the admin sees them, opens the PDF, replies", async ({
  page,
  browser,
}, testInfo) => {
  const mobile = testInfo.project.name.startsWith("mobile");
  const firstName = uniqueName("Photo");
  await page.route(/\/media\//, (route) => route.abort());
  await page.goto(`${base}/devis`, { waitUntil: "domcontentloaded" });
  const form = await fillQuote(page, sampleQuote(firstName));
  const input = form.getByLabel("Photos ou plans (facultatif)");
  // The picker takes images (camera or gallery on a phone) and PDFs; it never forces the camera.
  await expect(input).toHaveAttribute("accept", /image\/jpeg.*application\/pdf/);
  await expect(input).not.toHaveAttribute("capture");
  // The uploads are held back until the visitor has pressed the button: the submit must wait for them.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/quote-attachments", async (route) => {
    await gate;
    await route.continue();
  });
  await input.setInputFiles(await files());

  const list = form.getByRole("list", { name: "Fichiers joints" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  for (const name of ["cuisine-avant.jpg", "mur-fenetre.jpg", "plan-cuisine.pdf"]) {
    await expect(list.getByRole("listitem").filter({ hasText: name })).toContainText(/\d+,\d Mo/);
    await expect(list.getByRole("button", { name: `Retirer ${name}` })).toBeVisible();
    await expect(list.getByRole("progressbar", { name: `Envoi de ${name}` })).toBeVisible();
  }
  // Thumbnails of the photos, drawn from the picked files.
  await expect(list.locator("img")).toHaveCount(2);
  await expect
    .poll(() =>
      list
        .locator("img")
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  await page.waitForTimeout(3_200);
  const button = form.getByRole("button", { name: /Envoyer ma demande|Envoi en cours/ });
  await button.click();
  await expect(button).toHaveText("Envoi en cours...");
  await expect(button).toBeDisabled();
  release();
  await expectSuccessToast(page);
  await expect(form.getByRole("list", { name: "Fichiers joints" })).toHaveCount(0);

  // The visitor's acknowledgement and the business notification reach the SMTP server.
  const ack = await mailWhere(smtp, (m) => m.envelopeTo.includes("jeanne.dubreuil@example.fr"), 20_000);
  expect(ack.subject).toBe("Votre demande de devis a bien été reçue – Atelier Lartigue");
  // No visitor text in it, not even the first name (security finding on main): same greeting for all.
  expect(ack.text.startsWith("Bonjour,\n")).toBe(true);
  expect(ack.text).toContain("Photos ou plans : 2 photos et 1 PDF reçus");
  expect(ack.html).toContain("05 56 00 00 00");
  const notification = await mailWhere(
    smtp,
    (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Nouvelle demande"),
    20_000,
  );
  expect(notification.text).toContain("Photos ou plans : 2 photos et 1 PDF");
  smtp.messages.length = 0;

  // The admin, on the same phone.
  const admin = await adminContext(browser, mobile);
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/demandes", { waitUntil: "domcontentloaded" });
  await adminPage.getByRole("link", { name: new RegExp(`${firstName} Dubreuil`) }).click();
  await expect(adminPage.getByRole("heading", { name: `${firstName} Dubreuil` })).toBeVisible();
  const thumbs = adminPage.getByRole("img", { name: /^Photo jointe/ });
  // Photos are encoded after the upload's answer: a photo not ready yet shows « en cours de
  // préparation » and the page looks again every 3 s.
  await expect(thumbs).toHaveCount(2, { timeout: 20_000 });
  await expect.poll(() => thumbs.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const [download] = await Promise.all([
    adminPage.waitForEvent("download"),
    adminPage.getByRole("link", { name: /plan-cuisine\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("plan-cuisine.pdf");

  await adminPage.getByRole("button", { name: "Répondre", exact: true }).click();
  const composer = adminPage.getByRole("form", { name: "Répondre à la demande" });
  await expect(composer.getByLabel("Message")).toHaveValue(
    new RegExp(`^Bonjour ${firstName},\\n\\nmerci pour votre demande de cuisine`),
  );
  await composer.getByRole("button", { name: "Envoyer la réponse" }).click();
  const reply = await mailWhere(smtp, (m) => m.envelopeTo.includes("jeanne.dubreuil@example.fr"), 20_000);
  expect(reply.envelopeTo).toEqual(["jeanne.dubreuil@example.fr"]);
  expect(reply.headers["reply-to"]).toContain(MAIL_TO);

  const timeline = adminPage.getByRole("list", { name: "Historique de la demande" });
  await expect(timeline).toContainText("Demande de devis reçue");
  await expect(timeline).toContainText("Accusé de réception au visiteur");
  await expect(timeline).toContainText("Statut : Nouveau → Contacté");
  await expect
    .poll(
      async () => {
        await adminPage.reload();
        return adminPage
          .getByRole("list", { name: "Historique de la demande" })
          .getByRole("listitem")
          .filter({ hasText: "Réponse envoyée" })
          .innerText();
      },
      { timeout: 20_000 },
    )
    .toContain("Envoyé le");
  await expect(adminPage.getByRole("radio", { name: "Contacté" })).toHaveAttribute("aria-checked", "true");

  // The agenda's « Réactivité » card counts the reply: a median time, no longer « — ».
  await adminPage.goto("/admin/agenda", { waitUntil: "domcontentloaded" });
  await expect(adminPage.getByTestId("median-response")).not.toHaveText("—");
  await expect(adminPage.getByText(/^\d+ demandes? traitées?$/)).not.toHaveText("0 demande traitée");

  // The dashboard counts it: this week's quote, its type and budget.
  await adminPage.goto("/admin", { waitUntil: "domcontentloaded" });
  const dashboard = adminPage.getByRole("region", { name: "Demandes reçues" });
  await dashboard.getByText("Voir le tableau des semaines").click();
  const weeks = dashboard.getByRole("table", { name: "Demandes par semaine, des 12 dernières semaines" });
  await expect(weeks.getByRole("row")).toHaveCount(13);
  // This week: 1 quote, 0 contact (this server's fresh database holds only this test's leads so far).
  await expect(weeks.getByRole("row").last().getByRole("cell")).toHaveText(["1", "0"]);
  await expect(
    dashboard
      .getByRole("row", { name: /^Cuisine/ })
      .getByRole("cell")
      .last(),
  ).toHaveText("1");
  await admin.close();
});

test("without JavaScript: the same quote posts multipart with its files", async ({ browser }, testInfo) => {
  const mobile = testInfo.project.name.startsWith("mobile");
  const context = await browser.newContext({
    baseURL: base,
    javaScriptEnabled: false,
    viewport: mobile ? { width: 390, height: 844 } : undefined,
  });
  const page = await context.newPage();
  const firstName = uniqueName("SansJs");
  await page.goto("/devis", { waitUntil: "domcontentloaded" });
  const form = await fillQuote(page, sampleQuote(firstName), { javaScript: false });
  await form.getByLabel("Photos ou plans (facultatif)").setInputFiles(await files());
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(page).toHaveURL(/\/devis\?envoye=1&n=\d+&rdv=[\w-]{32}$/);
  await expect(page.getByRole("heading", { name: "Message envoyé !" })).toBeVisible();
  await context.close();

  const admin = await adminContext(browser, mobile);
  const list = (await (await admin.request.get("/api/leads?kind=quote")).json()) as {
    items: { id: number; name: string }[];
  };
  const lead = list.items.find((i) => i.name.startsWith(firstName))!;
  const detail = (await (await admin.request.get(`/api/leads/quote/${lead.id}`)).json()) as {
    attachments: { fileName: string; url: string }[];
  };
  expect(detail.attachments.map((a) => a.fileName)).toEqual([
    "cuisine-avant.jpg",
    "mur-fenetre.jpg",
    "plan-cuisine.pdf",
  ]);
  // Anonymous: nothing.
  expect([401, 404]).toContain((await fetch(`${base}${detail.attachments[0].url}`)).status);
  await admin.close();
});

test("refusals are French messages next to the field; the other values stay", async ({ page }) => {
  await page.route(/\/media\//, (route) => route.abort());
  await page.goto(`${base}/devis`, { waitUntil: "domcontentloaded" });
  const form = await fillQuote(page, sampleQuote(uniqueName("Refus")));
  const input = form.getByLabel("Photos ou plans (facultatif)");
  const small = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#999" } })
    .jpeg()
    .toBuffer();
  await input.setInputFiles(
    Array.from({ length: 7 }, (_, i) => ({ name: `p${i + 1}.jpg`, mimeType: "image/jpeg", buffer: small })),
  );
  await expect(form.getByText("6 fichiers maximum par demande.")).toBeVisible();
  await expect(form.getByRole("list", { name: "Fichiers joints" }).getByRole("listitem")).toHaveCount(6);

  // A program renamed as a photo: the server reads its content and refuses it.
  await form.getByRole("button", { name: "Retirer p6.jpg" }).click();
  const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(2000, 1)]);
  await input.setInputFiles([{ name: "vacances.jpg", mimeType: "image/jpeg", buffer: exe }]);
  await expect(
    form.getByText(
      "« vacances.jpg » n'est pas accepté : envoyez des photos ou des plans au format JPEG, PNG, WebP ou PDF.",
    ),
  ).toBeVisible();
  await page.waitForTimeout(3_200);
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  // Nothing is sent while a file is refused; the message sits under the field, the values stay.
  const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"))!;
  await expect(form.locator(`[id="${errorId}"]`)).toContainText("« vacances.jpg » n'est pas accepté");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Adresse du projet")).toHaveValue("12 chemin des Pins, 33650 Saucats");
});
