import AxeBuilder from "@axe-core/playwright";
import { expect, expectToast, test, uniqueTitle, type ApiItem } from "./support/admin";
import { layoutShift, trackLayoutShifts } from "./support/layout-shift.ts";

const before = "/media/seed-projet-dressing-sous-combles-pessac/1200.webp";
const after = "/media/seed-projet-cuisine-chene-quartz-leognan/1200.webp";

test("a before/after pair marked in the editor is a keyboard-usable comparison on the project page, whole without JavaScript", async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const title = uniqueTitle("Séjour rénové");
  const created = await page.request.post("/api/portfolio", {
    data: {
      title,
      slug: `sejour-avant-apres-${Date.now()}`,
      location: "Saucats",
      category: "agencement",
      description: "Un séjour transformé.",
      fullDescription: "Le récit.",
      featuredImage: before,
      gallery: [before, after],
      isPublished: true,
    },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as ApiItem;
  const browser = page.context().browser()!;
  try {
    // The artisan marks photo 1 « avant » and photo 2 « après ».
    await page.goto(`/admin/portfolio/${project.id}/edit`);
    const field = page.getByRole("group", { name: "Avant / après" });
    await field.getByRole("button", { name: "Ajouter une comparaison avant / après" }).click();
    const pair = field.getByRole("group", { name: "Comparaison 1" });
    await expect(pair.getByLabel("Avant")).toHaveValue(before);
    await pair.getByLabel("Après").selectOption({ label: "Photo 1 (principale)" });
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expect(
      page.getByText("Choisissez deux photos différentes pour « avant » et « après »").first(),
    ).toBeVisible();
    await pair.getByLabel("Après").selectOption({ label: "Photo 2" });
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(page, "Modifications enregistrées");

    // A visitor: no layout shift while the page loads, then the divider moves with the keyboard.
    const visitor = await browser.newContext();
    const site = await visitor.newPage();
    await site.addInitScript(trackLayoutShifts);
    await site.goto(`/realisation/${project.id}`);
    await expect(site.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
    const comparison = site.getByRole("region", { name: "Avant, après" });
    await comparison.scrollIntoViewIfNeeded();
    await site.waitForLoadState("networkidle");
    expect(await layoutShift(site)).toBeLessThan(0.01);
    await expect(comparison.getByRole("img", { name: /avant les travaux$/ })).toBeVisible();
    await expect(comparison.getByText("Avant", { exact: true })).toBeVisible();
    await expect(comparison.getByText("Après", { exact: true })).toBeVisible();

    const slider = comparison.getByRole("slider", { name: /séparateur entre « Avant » et « Après »/ });
    await expect(slider).toHaveAttribute("aria-valuetext", "Avant 50 %, après 50 %");
    const frame = comparison.locator(".compare");
    const box = await frame.boundingBox();
    const divider = comparison.locator(".compare-divider");
    const dividerX = async () => ((await divider.boundingBox())?.x ?? 0) - (box?.x ?? 0);
    const middle = await dividerX();
    await slider.focus();
    for (let i = 0; i < 10; i++) await site.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuetext", "Avant 60 %, après 40 %");
    expect(await dividerX()).toBeGreaterThan(middle + (box?.width ?? 0) * 0.08);
    await site.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuetext", "Avant 0 %, après 100 %");
    expect(await dividerX()).toBeLessThan(5);
    // The frame kept its size: nothing around it moved.
    expect(await frame.boundingBox()).toEqual(box);

    const results = await new AxeBuilder({ page: site })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await visitor.close();

    // Without JavaScript: both photos side by side, whole, and no slider that would not move.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`/realisation/${project.id}`);
    const region = plain.getByRole("region", { name: "Avant, après" });
    const beforeImg = await region.getByRole("img", { name: /avant les travaux$/ }).boundingBox();
    const afterImg = await region.getByRole("img", { name: /après les travaux$/ }).boundingBox();
    expect(beforeImg && afterImg && afterImg.x >= beforeImg.x + beforeImg.width - 1).toBe(true);
    await expect(region.getByRole("slider")).toBeHidden();
    await noScript.close();
  } finally {
    await page.request.delete(`/api/portfolio/${project.id}`);
  }
});
