import { test, type Page } from "@playwright/test";
import { mailWhere } from "../fixtures/smtp.ts";
import { parseCalendar } from "../fixtures/ical.ts";
import { expect, expectSuccessToast, fillQuote, sampleQuote, uniqueName } from "./leads-helpers";
import { MAIL_TO, startMailServer, type MailServer } from "./support/mail-server";

/**
 * The technical visit booked online from a phone (decision 053): quote → thank-you link → slot →
 * confirmation; both e-mails carry an invitation a real iCalendar parser reads at the chosen
 * time; the lead shows « Visite prévue ». Then the same booking without JavaScript.
 */
let mail: MailServer;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.skip(!test.info().project.name.startsWith("mobile"), "a phone journey");
  test.setTimeout(180_000);
  mail = await startMailServer("visit", "Visite-sur-place-2026");
});

test.afterAll(async () => {
  await mail?.stop();
});

/** Picks the first free slot and confirms the chantier address; returns the slot's start (ISO). */
async function bookFirstSlot(page: Page): Promise<string> {
  await expect(page.getByRole("heading", { level: 1, name: "Visite technique" })).toBeVisible();
  const slot = page.getByRole("radio").first();
  const start = (await slot.getAttribute("value"))!;
  await slot.check();
  await expect(page.getByLabel("Adresse du chantier (à confirmer)")).toHaveValue("12 chemin des Pins, 33650 Saucats");
  await page.getByRole("button", { name: "Confirmer la visite" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Visite confirmée" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("12 chemin des Pins, 33650 Saucats");
  return start;
}

/** Both invitations reached the SMTP server, at the chosen start; the lead shows « Visite prévue ». */
async function checkInvitations(start: string, firstName: string, page: Page) {
  const visitor = `${firstName.toLowerCase()}@example.fr`;
  const { smtp } = mail;
  const toVisitor = await mailWhere(
    smtp,
    (m) => m.envelopeTo.includes(visitor) && m.subject.startsWith("Visite technique confirmée"),
    20_000,
  );
  const toBusiness = await mailWhere(
    smtp,
    (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Visite prévue") && m.subject.includes(firstName),
    20_000,
  );
  for (const m of [toVisitor, toBusiness]) {
    const ics = parseCalendar(m.calendars[0]);
    expect(ics.method).toBe("REQUEST");
    expect(ics.events[0].tz).toBe("Europe/Paris");
    expect(ics.events[0].start.toISOString()).toBe(start);
    expect(ics.events[0].location).toBe("12 chemin des Pins, 33650 Saucats");
  }
  const leadPath = /\/admin\/demandes\/quote\/\d+/.exec(toBusiness.text)![0];
  const admin = await mail.adminContext(page.context().browser()!, true);
  const adminPage = await admin.newPage();
  await adminPage.goto(leadPath);
  await expect(adminPage.getByText("Visite prévue").first()).toBeVisible();
  // The agenda of that week lists the visit (a list on a phone), linked to its lead.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date(start));
  await adminPage.goto(`/admin/agenda?semaine=${day}`);
  const week = adminPage.getByRole("list", { name: "Visites de la semaine" });
  await expect(week.getByRole("link", { name: new RegExp(firstName) })).toHaveAttribute("href", leadPath);
  await admin.close();
}

test("from a phone: quote, thank-you link, slot, confirmation, both invitations, « Visite prévue »", async ({
  page,
}) => {
  const firstName = uniqueName("Visite");
  const visitor = `${firstName.toLowerCase()}@example.fr`;
  await page.route(/\/media\//, (route) => route.abort());
  await page.goto(`${mail.base}/devis`, { waitUntil: "domcontentloaded" });
  const form = await fillQuote(page, { ...sampleQuote(firstName), email: visitor });
  await page.waitForTimeout(3_200);
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expectSuccessToast(page);
  await page.getByRole("link", { name: "Choisir un créneau pour la visite technique" }).click();
  const start = await bookFirstSlot(page);
  await checkInvitations(start, firstName, page);
});

test("the same booking without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const page = await context.newPage();
  await page.route(/\/media\//, (route) => route.abort());
  const firstName = uniqueName("Sansjs");
  const visitor = `${firstName.toLowerCase()}@example.fr`;
  await page.goto(`${mail.base}/devis`, { waitUntil: "domcontentloaded" });
  const form = await fillQuote(page, { ...sampleQuote(firstName), email: visitor }, { javaScript: false });
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(page).toHaveURL(/\/devis\?envoye=1&n=\d+&rdv=[\w-]{32}$/);
  await page.getByRole("link", { name: "Choisir un créneau pour la visite technique" }).click();
  const start = await bookFirstSlot(page);
  await checkInvitations(start, firstName, page);
  // An unknown link is a French 404.
  const unknown = await page.goto(`${mail.base}/rendez-vous/${"x".repeat(32)}`);
  expect(unknown?.status()).toBe(404);
  await context.close();
});
