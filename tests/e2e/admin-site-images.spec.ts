import sharp from "sharp";
import { expect, expectToast, test, uniqueTitle } from "./support/admin";

/**
 * Decision 051: the logo and the home page's photo are chosen in « Textes du site » from the media
 * library, a home section's introduction is written there, and the public site shows them.
 */
test("the logo, the home photo and a home section's text set in « Textes du site » show on the public site", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const settings = (await (await page.request.get("/api/admin/entreprise")).json()) as { settings: object };
  const uploaded: Record<string, { id: string; url: string; description: string }> = {};
  for (const [key, background] of [
    ["logo", "#2f3a33"],
    ["hero", "#c8a27a"],
  ] as const) {
    const description = uniqueTitle(key === "logo" ? "Logo atelier" : "Atelier vu de la cour");
    const res = await page.request.post("/api/media/upload", {
      multipart: {
        type: "image",
        description,
        file: {
          name: `${key}.jpg`,
          mimeType: "image/jpeg",
          buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background } })
            .jpeg()
            .toBuffer(),
        },
      },
    });
    expect(res.status()).toBe(201);
    uploaded[key] = { ...((await res.json()) as { id: string; url: string }), description };
  }
  const pick = async (group: string, description: string) => {
    await page
      .getByRole("group", { name: group })
      .getByRole("button", { name: /Choisir|Changer/ })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: /médiathèque/i }).click();
    await dialog.getByRole("searchbox", { name: "Rechercher un média" }).fill(description);
    await dialog.getByRole("button", { name: `Choisir : ${description}` }).click();
    await expect(dialog).toBeHidden();
  };

  try {
    await page.goto("/admin/textes");
    await pick("Logo", uploaded.logo.description);
    await pick("Photo de l'accueil", uploaded.hero.description);
    await expect(page.getByRole("group", { name: "Logo" }).locator("img")).toHaveAttribute(
      "src",
      new RegExp(uploaded.logo.id),
    );
    const intro = uniqueTitle("Chaque meuble naît d'un croquis à main levée");
    await page.getByLabel("Introduction de « Nos services »").fill(intro);
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expectToast(page, "Informations enregistrées");

    const visitor = await page.context().browser()!.newContext();
    const site = await visitor.newPage();
    await site.goto("/");
    await expect(site.locator("header").first().locator(`img[src*="${uploaded.logo.id}"]`)).toHaveCount(1);
    await expect(site.locator(`main img[src*="${uploaded.hero.id}"]`).first()).toBeAttached();
    await expect(site.locator("#services-title").locator("..")).toContainText(intro);
    await visitor.close();
  } finally {
    expect((await page.request.put("/api/admin/entreprise", { data: settings.settings })).status()).toBe(200);
  }
});
