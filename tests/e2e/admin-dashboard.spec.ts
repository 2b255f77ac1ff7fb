import { validQuote } from "../fixtures/quote-sample.ts";
import { expect, test } from "./support/admin";
import { completeLegalMentions } from "./support/business.ts";
import { capture } from "./support/captures.ts";

/**
 * The owner's morning: the dashboard opens on the business (the next visit, the requests without an
 * answer, the devis awaiting a signature, the chantiers, the reviews), each card opening its screen,
 * above the three content cards; « Statistiques » shows the same figures; the agenda opens on
 * « Prochaines visites » and on the week of the next visit. At 1366 px and at 390 px.
 */
test("the dashboard is about the business, agrees with « Statistiques », and the agenda opens on the next visit", async ({
  adminPage: page,
}, info) => {
  test.setTimeout(90_000);
  const phone = info.project.name === "mobile-admin";
  const width = phone ? 390 : 1366;
  await page.setViewportSize({ width, height: phone ? 844 : 900 });
  await completeLegalMentions(page.request);
  const firstName = phone ? "Mireille" : "Gaston";
  const email = `tableau.${phone ? "mobile" : "bureau"}.${Date.now()}@example.fr`;
  // A client asks for a quote and books his visit himself.
  const quote = await page.request.post("/api/quotes", { data: validQuote({ firstName, email }) });
  expect(quote.status()).toBe(201);
  const token = new URL(((await quote.json()) as { visitUrl: string }).visitUrl).pathname.split("/").pop()!;
  const slots = (await (await page.request.get(`/api/rendez-vous/${token}`)).json()) as {
    days: { slots: { start: string }[] }[];
  };
  const start = slots.days.flatMap((d) => d.slots)[0].start;
  const booked = await page.request.post(`/api/rendez-vous/${token}`, {
    data: { start, address: "12 chemin des Pins, 33650 Saucats" },
  });
  expect(booked.status()).toBe(201);
  // A devis sent to another client, not signed yet.
  const leads = (await (await page.request.get("/api/leads?kind=quote")).json()) as {
    items: { id: number; email: string }[];
  };
  const leadId = leads.items.find((l) => l.email === email)!.id;
  const devis = (await (await page.request.post("/api/devis", { data: { leadId } })).json()) as { id: number };
  const lines = [{ designation: "Dressing chêne", quantity: 1, unit: "forfait", unitPriceCents: 240_000, vatRate: 10 }];
  expect((await page.request.put(`/api/devis/${devis.id}`, { data: { ...devis, lines } })).status()).toBe(200);
  expect((await page.request.post(`/api/devis/${devis.id}/envoyer`, { data: {} })).status()).toBe(200);

  await page.goto("/admin");
  const cards = page.getByTestId("business-cards");
  for (const title of [
    "Visites",
    "Demandes sans réponse",
    "Devis à signer",
    "Chantiers en cours",
    "Avis à modérer",
    "Réactivité",
  ])
    await expect(cards.getByRole("heading", { name: title, exact: true })).toBeVisible();
  // The spec's three content cards stay, below.
  for (const title of ["Articles", "Services", "Portfolio"])
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  const contentTop = (await page.getByRole("heading", { name: "Articles", exact: true }).boundingBox())!.y;
  expect((await cards.boundingBox())!.y).toBeLessThan(contentTop);
  // Each card opens its screen.
  const devisCard = cards.locator('[data-figure="devis"]');
  expect(Number(await devisCard.locator("[data-figure-value]").textContent())).toBeGreaterThanOrEqual(1);
  await expect(devisCard.getByRole("link", { name: "Voir les devis" })).toHaveAttribute("href", "/admin/devis");
  await expect(cards.getByRole("link", { name: "Ouvrir l'agenda" })).toHaveAttribute("href", "/admin/agenda");
  await expect(cards.getByRole("link", { name: "Modérer les avis" })).toHaveAttribute("href", "/admin/avis");
  await expect(cards.getByRole("link", { name: "Voir les chantiers" })).toHaveAttribute("href", "/admin/chantiers");
  await expect(cards.getByRole("link", { name: "Ouvrir les demandes" })).toHaveAttribute("href", "/admin/demandes");
  // The leads block no longer shows a second « Devis signés »: the devis card is the one definition.
  await expect(page.getByText("Devis signés", { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await cards.scrollIntoViewIfNeeded();
  await capture(page, "tableau-de-bord-activite");

  // « Statistiques » shows the same figures, read from the same functions.
  const figure = async (id: string) =>
    (await page.locator(`[data-figure="${id}"] [data-figure-value]`).first().textContent())?.trim();
  await expect(async () => {
    await page.goto("/admin");
    const dashboard = [await figure("devis"), await figure("chantiers"), await figure("avis")];
    await page.goto("/admin/statistiques");
    expect([await figure("devis"), await figure("chantiers"), await figure("avis")]).toEqual(dashboard);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "L'activité de l'entreprise" })).toBeVisible();
  await capture(page, "statistiques-activite");

  // The agenda opens on « Prochaines visites », the visit links to its lead, the week is the visit's.
  await page.goto("/admin/agenda");
  const upcoming = page.getByRole("list", { name: "Prochaines visites" });
  const visit = upcoming.getByRole("link").filter({ hasText: `${firstName} ` });
  await expect(visit).toBeVisible();
  await expect(visit).toHaveAttribute("href", `/admin/demandes/quote/${leadId}`);
  const week = page.getByRole(phone ? "list" : "table", {
    name: phone ? "Visites de la semaine" : "Semaine des visites",
  });
  await expect(week.getByRole("link").filter({ hasText: `${firstName} ` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await capture(page, "agenda-prochaines-visites");
  await visit.click();
  await expect(page).toHaveURL(new RegExp(`/admin/demandes/quote/${leadId}$`));
});
