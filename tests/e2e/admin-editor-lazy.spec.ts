import type { Page } from "@playwright/test";
import { apiList, expect, test, uniqueTitle } from "./support/admin";
import { createArticle, status } from "./support/publishing";

/**
 * Decision 060: the visual editor's code (Tiptap, ProseMirror) loads on the first intent to edit.
 * Until then the body shows read-only in the editor's look; a click puts the caret where it went,
 * keys typed while it loads are kept, a failed download can be retried and Markdown stays usable.
 */
const editorChunk = /\/assets\/rich-text-editor-[^/]+\.js$/;

/** The editor's code requested so far by the page. */
function editorRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (editorChunk.test(request.url())) seen.push(request.url());
  });
  return seen;
}

const body = (page: Page) => page.getByRole("textbox", { name: "Contenu", exact: true });

test("a direct load downloads no editor code until the text is clicked; then the caret is there, typing is autosaved", async ({
  adminPage: page,
}) => {
  const article = await createArticle(
    page.request,
    uniqueTitle("Éditeur à la demande"),
    "Premier paragraphe.\n\nSecond paragraphe.",
    false,
  );
  try {
    const requested = editorRequests(page);
    await page.goto(`/admin/articles/${article.id}/edit`);
    const first = body(page).getByText("Premier paragraphe.");
    await expect(first).toBeVisible();
    await expect(body(page).getByText("Second paragraphe.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Gras" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    await expect(page.locator(".ProseMirror")).toHaveCount(0);

    // A click at the end of the first paragraph: the editor opens with the caret there.
    const box = (await first.boundingBox())!;
    await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2);
    await expect(page.locator(".ProseMirror")).toBeVisible();
    expect(requested).toHaveLength(1);
    await expect(body(page)).toBeFocused();
    await expect(body(page)).toHaveClass(/ProseMirror/);
    await page.keyboard.type(" Ajouté au clic.");
    await expect(body(page).locator("p").first()).toHaveText("Premier paragraphe. Ajouté au clic.");
    await expect(body(page).locator("p").nth(1)).toHaveText("Second paragraphe.");

    await expect(status(page)).toHaveText("Modifications non enregistrées");
    await expect(status(page)).toHaveText(/^Enregistré à \d{2}:\d{2}$/, { timeout: 10_000 });
    // The reload continues from the autosaved draft.
    await page.reload();
    await expect(body(page).getByText("Premier paragraphe. Ajouté au clic.")).toBeVisible();
  } finally {
    await page.request.delete(`/api/articles/${article.id}`);
  }
});

test("keys typed while the editor loads are kept; a slow download says so without moving the text", async ({
  adminPage: page,
}) => {
  const article = await createArticle(page.request, uniqueTitle("Frappe pendant le chargement"), "Un texte.", false);
  try {
    await page.route(editorChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/admin/articles/${article.id}/edit`);
    await expect(body(page).getByText("Un texte.")).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The box's size and the text's place in it (the page above may still move: banners).
    const layout = () =>
      page.getByTestId("rich-text").evaluate((box) => {
        const outer = box.getBoundingClientRect();
        const text = box.querySelector("[role=textbox] p")!.getBoundingClientRect();
        return { width: outer.width, height: outer.height, textX: text.x - outer.x, textY: text.y - outer.y };
      });
    const before = await layout();
    // The keyboard's way in: the field takes the focus, then the keys.
    await body(page).focus();
    await page.keyboard.type(" Tapé tôt");
    await expect(page.getByRole("status").filter({ hasText: "Chargement de l'éditeur…" })).toBeVisible();
    expect(await layout()).toEqual(before);
    await expect(page.locator(".ProseMirror")).toBeVisible();
    await expect(body(page)).toBeFocused();
    // The editor in its place: same box, same text position.
    expect(await layout()).toEqual(before);
    await page.keyboard.type(" puis après.");
    await expect(body(page)).toHaveText("Un texte. Tapé tôt puis après.");
    await expect(page.getByText("Chargement de l'éditeur…")).toHaveCount(0);
    await expect(status(page)).toHaveText(/^Enregistré à \d{2}:\d{2}$/, { timeout: 10_000 });
  } finally {
    await page.request.delete(`/api/articles/${article.id}`);
  }
});

test("offline: the editor's failure says so with « Réessayer », and Markdown stays usable", async ({
  adminPage: page,
}) => {
  const article = await createArticle(page.request, uniqueTitle("Éditeur hors ligne"), "Texte hors ligne.", false);
  try {
    await page.route(editorChunk, (route) => route.abort("internetdisconnected"));
    await page.goto(`/admin/articles/${article.id}/edit`);
    await body(page).getByText("Texte hors ligne.").click();
    const failure = page.getByRole("alert").filter({ hasText: "L'éditeur visuel n'a pas pu être chargé" });
    await expect(failure).toBeVisible();

    await page.getByRole("group", { name: "Mode de saisie" }).getByRole("button", { name: "Markdown" }).click();
    await page.getByLabel("Contenu (Markdown)").fill("Texte écrit en Markdown hors ligne.");
    await expect(status(page)).toHaveText(/^Enregistré à \d{2}:\d{2}$/, { timeout: 10_000 });

    await page.unroute(editorChunk);
    await page.getByRole("group", { name: "Mode de saisie" }).getByRole("button", { name: "Visuel" }).click();
    await failure.getByRole("button", { name: "Réessayer" }).click();
    await expect(page.locator(".ProseMirror")).toBeVisible();
    await expect(body(page)).toHaveText("Texte écrit en Markdown hors ligne.");
    await expect(failure).toHaveCount(0);
  } finally {
    await page.evaluate(() => window.localStorage.removeItem("atelier:editeur:mode"));
    await page.request.delete(`/api/articles/${article.id}`);
  }
});

test("a service's description: the same read-only view, opened by a click", async ({ adminPage: page }) => {
  const [service] = await apiList(page.request, "services");
  const requested = editorRequests(page);
  await page.goto(`/admin/editor/services/${service.id}`);
  const description = page.getByRole("textbox", { name: "Description complète" });
  await expect(description).toBeVisible();
  await expect(description).toHaveAttribute("tabindex", "0");
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  await description.locator("p").first().click();
  await expect(description).toHaveClass(/ProseMirror/);
  await expect(description).toBeFocused();
});
