import sharp from "sharp";
import { expect, expectToast, test, uniqueTitle, type ApiItem } from "./support/admin";

/** A photo with its subject in the lower left: the focal point the admin will choose. */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: "#d9c3a5" } })
    .composite([
      { input: { create: { width: 300, height: 200, channels: 3, background: "#2f3a33" } }, left: 150, top: 500 },
    ])
    .jpeg()
    .toBuffer();

test("edit an image's alt text and focal point in the editor; the public page shows both", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const upload = await page.request.post("/api/media/upload", {
    multipart: {
      type: "image",
      description: "Verrière d'atelier en chêne entre la cuisine et le séjour. Photo de chantier.",
      file: { name: "IMG_4410.jpg", mimeType: "image/jpeg", buffer: await photo() },
    },
  });
  expect(upload.status()).toBe(201);
  const image = (await upload.json()) as { id: string; url: string };
  const title = uniqueTitle("Verrière de cuisine");
  const created = await page.request.post("/api/services", {
    data: {
      title,
      slug: `verriere-e2e-${Date.now()}`,
      shortDescription: "Une verrière sur mesure.",
      image: image.url,
      isPublished: true,
    },
  });
  expect(created.status()).toBe(201);
  const service = (await created.json()) as ApiItem;

  try {
    await page.goto(`/admin/services/${service.id}/edit`);
    const details = page.getByTestId("image-details");
    const alt = details.getByLabel("Texte alternatif");
    // Uploaded with a description: its first sentence is the alt text until the admin changes it.
    await expect(alt).toHaveValue("Verrière d'atelier en chêne entre la cuisine et le séjour. Photo de chantier.");
    await alt.fill("");
    await expect(details.getByText("Cette image n'a pas de texte alternatif")).toBeVisible();
    await details.getByRole("button", { name: "Suggérer un texte" }).click();
    await expect(alt).toHaveValue("Verrière d'atelier en chêne entre la cuisine et le séjour");
    await alt.fill("Verrière en chêne et acier noir séparant la cuisine du séjour");

    // The subject is in the lower left quarter: a click there becomes the focal point.
    const picker = details.getByRole("button", { name: /Point d'intérêt/ });
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await expect(picker).toHaveAccessibleName(/25 % depuis la gauche, 75 % depuis le haut/);
    await details.getByRole("button", { name: "Enregistrer l'image" }).click();
    await expectToast(page, "Image enregistrée");

    const visitor = await page.context().browser()!.newContext();
    const site = await visitor.newPage();
    await site.goto(`/services/${service.slug}`);
    const img = site.getByRole("img", { name: "Verrière en chêne et acier noir séparant la cuisine du séjour" });
    await expect(img).toBeVisible();
    await expect(img).toHaveCSS("object-position", "25% 75%");
    // The list of services crops the same image around the same point.
    await site.goto("/services");
    await expect(
      site.getByRole("img", { name: "Verrière en chêne et acier noir séparant la cuisine du séjour" }),
    ).toHaveCSS("object-position", "25% 75%");
    await visitor.close();
  } finally {
    await page.request.delete(`/api/services/${service.id}`);
  }
});
