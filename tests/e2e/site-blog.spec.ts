import { articles as seedArticles } from "../../server/seed/data/articles.ts";
import { readingTime } from "../../domain/text.ts";
import { expect, open, test } from "./fixtures.ts";

const published = seedArticles.filter((a) => a.isPublished).sort((a, b) => b.date.localeCompare(a.date));
const normalise = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, " ").trim();

test("the blog lists the published articles, newest first, with badge, date, excerpt and reading time", async ({
  page,
}) => {
  await open(page, "/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog & Actualités");
  const cards = page.getByRole("region", { name: "Articles publiés" }).getByRole("article");
  await expect(cards).toHaveCount(published.length);
  const titles = (await cards.getByRole("heading", { level: 2 }).allTextContents()).map(normalise);
  expect(titles).toEqual(published.map((a) => a.title));
  const labels: Record<string, string> = {
    blog: "Blog",
    services: "Services",
    realisations: "Réalisations",
    accueil: "Actualités",
  };
  const dates = ["14 mars 2026", "22 janvier 2026", "20 novembre 2025", "9 octobre 2025"];
  for (const [i, article] of published.entries()) {
    const card = cards.nth(i);
    await expect(card).toContainText(labels[article.category] ?? article.category);
    await expect(card.locator("time")).toHaveText(dates[i] as string);
    await expect(card).toContainText(`${readingTime(article.content)} min de lecture`);
    const excerpt = card.getByText(article.excerpt.slice(0, 30));
    await expect(excerpt).toHaveCSS("-webkit-line-clamp", "3");
    await expect(card.getByRole("link", { name: /^Lire l'article/ })).toHaveAttribute("href", `/blog/${article.slug}`);
  }
  await expect(page.getByText("Panneaux acoustiques : retrouver le calme")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Un projet en tête ?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/contact");
});

test("'Chargement des articles...' shows while the blog loads after a click", async ({ page }) => {
  await open(page, "/");
  // The blog is a plain navigation from a public page (decision 047): the loading state replaces the
  // page at the click; what the page showed when it was left is kept for the check below.
  await page.evaluate(() =>
    addEventListener("pagehide", () =>
      sessionStorage.setItem("left-with", document.querySelector("main [role=status]")?.textContent ?? ""),
    ),
  );
  await page.getByRole("link", { name: "Découvrir tous nos articles" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await page.evaluate(() => sessionStorage.getItem("left-with"))).toBe("Chargement des articles...");
  await expect(page.getByText("Chargement des articles...")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Articles publiés" }).getByRole("article")).toHaveCount(
    published.length,
  );
});

test("an article shows its header, image, content, share and contact buttons", async ({ page }) => {
  await open(page, "/blog/entretenir-cuisine-bois");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Entretenir une cuisine en bois : nos conseils au quotidien",
  );
  // Its SEO title carries the business name, like every other page.
  await expect(page).toHaveTitle("Entretenir une cuisine en bois : nos conseils | Atelier Lartigue");
  await expect(page.getByRole("link", { name: "Retour au blog" })).toHaveAttribute("href", "/blog");
  const header = page.locator("article > header");
  await expect(header.getByText("Blog", { exact: true })).toBeVisible();
  await expect(header.locator("time")).toHaveText("20 novembre 2025");
  await expect(header).toContainText("min de lecture");
  await expect(header).toContainText("Une cuisine en bois bien entretenue");
  await expect(page.getByRole("img", { name: /Illustration de l'article/ })).toHaveAttribute("width", "1200");
  await expect(page.getByRole("heading", { level: 2, name: "Commencez par connaître votre finition" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", "/contact");
  await page.getByRole("link", { name: "Retour au blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("without a share sheet, sharing copies the address and says so", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await open(page, "/blog/entretenir-cuisine-bois");
  await page.getByRole("button", { name: "Partager" }).click();
  const toast = page.locator(".toast-root");
  await expect(toast.getByText("Lien copié")).toBeVisible();
  await expect(toast.getByText("L'adresse de l'article a été copiée dans le presse-papiers.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test("with a share sheet, sharing sends the title, the excerpt and the address", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await open(page, "/blog/entretenir-cuisine-bois");
  await page.getByRole("button", { name: "Partager" }).click();
  const shared = await page.waitForFunction(() => (window as unknown as { shared?: ShareData }).shared);
  const data = (await shared.jsonValue()) as ShareData;
  expect(data.title).toBe("Entretenir une cuisine en bois : nos conseils au quotidien");
  expect(data.text).toMatch(/^Une cuisine en bois bien entretenue/);
  expect(data.url).toBe(page.url());
});

for (const path of ["/blog/inconnu", "/blog/panneaux-acoustiques-sejour-ouvert"]) {
  test(`${path} answers 404 with 'Article non trouvé'`, async ({ page }) => {
    const response = await open(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article non trouvé");
    await expect(page.getByText("Cet article n'existe pas ou n'est plus disponible.")).toBeVisible();
    await page.getByRole("link", { name: "Retour au blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
}
