import type { Page } from "@playwright/test";
import { expect, expectToast, test, uniqueTitle } from "./support/admin";

/**
 * The visual editor reads Markdown: pasted from a text editor, or inserted in one go,
 * « ## », « - », « > », « [texte](url) », « **gras** », « *italique* » become formatting, stored as
 * Markdown, and the public page shows them as HTML — never the literal characters.
 */
const pasted = [
  "## Pourquoi le chêne",
  "",
  "Une essence **solide** et *chaleureuse*.",
  "",
  "- Robuste",
  "- Durable",
  "",
  "> Un bois qui traverse les générations.",
  "",
  "Voir [nos réalisations](https://example.fr/realisations).",
].join("\n");

/**
 * A paste from a plain-text editor: text only, no HTML (what a Markdown file or a notes app gives),
 * into the focused text as a real paste (the visual editor, or its read-only view while it loads).
 */
async function pastePlainText(page: Page, text: string) {
  await expect(page.getByTestId("rich-text").locator("[contenteditable]:focus")).toHaveCount(1);
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test("pasted or inserted Markdown becomes headings, lists, quotes and links, and the article shows them as HTML", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const title = uniqueTitle("Le chêne collé");
  await page.goto("/admin/articles/new");
  await page.getByRole("button", { name: "Passer l'assistant et créer manuellement" }).click();
  await page.getByRole("group", { name: "Mode de saisie" }).getByRole("button", { name: "Visuel" }).click();
  const editor = page.getByRole("textbox", { name: "Contenu", exact: true });
  await editor.click();
  await pastePlainText(page, pasted);

  await expect(editor.getByRole("heading", { level: 2, name: "Pourquoi le chêne" })).toBeVisible();
  await expect(editor.locator("strong", { hasText: "solide" })).toBeVisible();
  await expect(editor.locator("em", { hasText: "chaleureuse" })).toBeVisible();
  await expect(editor.getByRole("listitem")).toHaveText(["Robuste", "Durable"]);
  await expect(editor.locator("blockquote")).toHaveText("Un bois qui traverse les générations.");
  await expect(editor.getByRole("link", { name: "nos réalisations" })).toHaveAttribute(
    "href",
    "https://example.fr/realisations",
  );
  await expect(editor).not.toContainText("##");
  await expect(editor).not.toContainText("[nos réalisations]");

  // Text typed elsewhere and inserted in one go (dictation, autocompletion, a form filler).
  await editor.press("End");
  await editor.press("Enter");
  await page.keyboard.insertText("Finition **huile dure** en *deux couches*.");
  await expect(editor.locator("strong", { hasText: "huile dure" })).toBeVisible();
  await expect(editor.locator("em", { hasText: "deux couches" })).toBeVisible();
  await expect(editor).not.toContainText("**");

  // Stored as Markdown, not escaped (« \*\*huile dure\*\* »).
  await page.getByRole("group", { name: "Mode de saisie" }).getByRole("button", { name: "Markdown" }).click();
  const markdown = await page.getByLabel("Contenu (Markdown)").inputValue();
  for (const part of [
    "## Pourquoi le chêne",
    "**solide**",
    "- Robuste",
    "> Un bois",
    "[nos réalisations](https://example.fr/realisations)",
    "**huile dure**",
  ])
    expect(markdown).toContain(part);
  expect(markdown).not.toContain("\\*");
  await page.getByRole("group", { name: "Mode de saisie" }).getByRole("button", { name: "Visuel" }).click();

  await page.getByLabel("Titre", { exact: true }).fill(title);
  const slug = await page.getByLabel("Slug (URL)").inputValue();
  await page.getByRole("switch").click();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Article enregistré", title);

  // The public page: HTML, no Markdown characters.
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto(`/blog/${slug}`);
  const body = visitor.locator("article");
  await expect(body.getByRole("heading", { level: 2, name: "Pourquoi le chêne" })).toBeVisible();
  await expect(body.locator("strong", { hasText: "huile dure" })).toBeVisible();
  await expect(body.getByRole("link", { name: "nos réalisations" })).toHaveAttribute(
    "href",
    "https://example.fr/realisations",
  );
  await expect(body).not.toContainText("**");
  await expect(body).not.toContainText("##");
  await visitor.context().close();
  // Cleanup: the article is deleted (other tests count the blog's articles on the other server only).
  const id = Number(/articles\/(\d+)/.exec(page.url())?.[1]);
  if (id) await page.request.delete(`/api/articles/${id}`);
});
