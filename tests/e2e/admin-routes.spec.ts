import type { Page } from "@playwright/test";
import { apiList, expect, test, type ApiItem } from "./support/admin";

/** Logged out, the back office sends to the login page (checked on the server, before any script runs). */
test("logged out, /admin and the editors redirect to /admin/login", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await page.goto("/admin/editor/services/new");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Feditor%2Fservices%2Fnew$/);
});

type Screen = [path: string, check: (page: Page) => Promise<void>];

/** Opens each address (a full page load, checked on the server) and checks its screen and its noindex. */
async function expectScreens(page: Page, screens: Screen[]) {
  for (const [path, check] of screens) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await check(page);
    await expect(page.locator('meta[name="robots"]').first(), path).toHaveAttribute("content", /noindex/);
  }
}

/** Seeded items: other tests running in parallel create and delete their own. */
async function seeded(page: Page, type: string, slug?: string): Promise<ApiItem> {
  const items = await apiList(page.request, type);
  const item = slug ? items.find((i) => i.slug === slug) : [...items].sort((a, b) => a.id - b.id)[0];
  expect(item, `${type} ${slug ?? ""}`).toBeDefined();
  return item as ApiItem;
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });

test("the dashboard, sections (and their /admin/services, /admin/portfolio aliases), articles and password screens render", async ({
  adminPage: page,
}) => {
  await expectScreens(page, [
    ["/admin", (p) => expect(h1(p, "Tableau de bord")).toBeVisible()],
    ["/admin/sections", (p) => expect(p.getByRole("heading", { name: "Vue d'ensemble" })).toBeVisible()],
    ["/admin/services", (p) => expect(p.getByRole("heading", { level: 2, name: /^Services/ })).toBeVisible()],
    ["/admin/portfolio", (p) => expect(p.getByRole("heading", { level: 2, name: /^Portfolio/ })).toBeVisible()],
    ["/admin/articles", (p) => expect(p.getByRole("tab", { name: /Réalisations/ })).toBeVisible()],
    ["/admin/mot-de-passe", (p) => expect(p.getByRole("heading", { name: "Changer le mot de passe" })).toBeVisible()],
  ]);
  // The articles' sections are tabs (WAI-ARIA): the arrows move and choose, End goes to the last one.
  await page.goto("/admin/articles");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const selected = page.getByRole("tab", { selected: true });
  await expect(selected).toHaveText(/^Accueil/);
  await selected.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { selected: true })).toHaveText(/^Services/);
  await expect(page.getByRole("tab", { selected: true })).toBeFocused();
  await expect(page).toHaveURL(/onglet=services/);
  await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", (await selected.getAttribute("id"))!);
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { selected: true })).toHaveText(/^À propos/);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { selected: true })).toHaveText(/^Accueil/);
  // The password screen is one click away from every admin screen.
  await page.goto("/admin");
  await page.getByRole("link", { name: "Mot de passe" }).click();
  await expect(page).toHaveURL(/\/admin\/mot-de-passe$/);
  await expect(page.getByRole("heading", { name: "Changer le mot de passe" })).toBeVisible();
});

test("every alias of the simple article editor renders it", async ({ adminPage: page }) => {
  test.setTimeout(60_000);
  const article = await seeded(page, "articles", "choisir-essence-bois-menuiserie-interieure");
  const screens: Screen[] = ["/admin/articles/new", "/admin/article/new", "/admin/editor/article"].map((path) => [
    path,
    (p) => expect(h1(p, "Nouvel article")).toBeVisible(),
  ]);
  for (const path of [
    `/admin/articles/${article.id}`,
    `/admin/article/${article.id}`,
    `/admin/articles/${article.id}/edit`,
    `/admin/article/${article.id}/edit`,
    `/admin/editor/article/${article.id}`,
    // The one article editor also answers the generic editor's address of the type.
    `/admin/editor/articles/${article.id}`,
  ]) {
    screens.push([
      path,
      async (p) => {
        await expect(h1(p, "Modifier l'article")).toBeVisible();
        await expect(p.getByLabel("Titre", { exact: true })).toHaveValue(article.title);
      },
    ]);
  }
  await expectScreens(page, screens);
});

test("every alias of the generic editor renders it, new and existing", async ({ adminPage: page }) => {
  test.setTimeout(90_000);
  const service = await seeded(page, "services", "cuisines");
  const project = await seeded(page, "portfolio");
  const legal = await seeded(page, "pages", "mentions-legales");
  const screens: Screen[] = (
    [
      ["/admin/services/new", "Nouveau service"],
      ["/admin/editor/services/new", "Nouveau service"],
      ["/admin/editor/services", "Nouveau service"],
      ["/admin/portfolio/new", "Nouvelle réalisation"],
      ["/admin/editor/portfolio/new", "Nouvelle réalisation"],
      ["/admin/editor/pages", "Nouvelle page"],
      ["/admin/editor/articles/new", "Nouvel article"],
    ] as const
  ).map(([path, name]) => [path, (p) => expect(h1(p, name)).toBeVisible()]);
  for (const [path, item] of [
    [`/admin/services/${service.id}/edit`, service],
    [`/admin/editor/services/${service.id}`, service],
    [`/admin/portfolio/${project.id}/edit`, project],
    [`/admin/editor/portfolio/${project.id}`, project],
    [`/admin/editor/pages/${legal.id}`, legal],
  ] as const) {
    screens.push([
      path,
      async (p) => {
        await expect(h1(p, `Modifier : ${item.title}`)).toBeVisible();
        await expect(p.getByLabel("Titre", { exact: true })).toHaveValue(item.title);
      },
    ]);
  }
  await expectScreens(page, screens);
});

test("unknown admin addresses and content types answer the admin 404 screen", async ({ adminPage: page }) => {
  for (const path of [
    "/admin/nimporte-quoi",
    "/admin/editor/recettes/new",
    "/admin/editor/services/abc",
    "/admin/articles/abc",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Cette page d'administration n'existe pas" })).toBeVisible();
  }
});

test("finding 6: a GET of /admin/logout (a link from any site) does not log out; only the POST form does", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/logout");
  await expect(page.getByRole("heading", { name: "Se déconnecter ?" })).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
  await page.goto("/admin/logout");
  await page.getByRole("button", { name: "Déconnexion" }).last().click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("logout ends the session: /admin then redirects to the login page", async ({ adminPage: page }) => {
  await page.goto("/admin/sections");
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
});

test("activity keeps the session alive (one ping per 5 minutes at most); a lost session goes back to the login", async ({
  adminPage: page,
}) => {
  await page.clock.install();
  await page.goto("/admin/sections");
  await expect(page.getByRole("heading", { name: "Vue d'ensemble" })).toBeVisible();
  // The 5 minutes count from when the page listens: wait for hydration before moving the clock.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  // Activity within 5 minutes: no ping.
  let pings = 0;
  page.on("request", (r) => r.url().endsWith("/api/auth/me") && pings++);
  await page.clock.fastForward("04:00");
  await page.mouse.move(200, 200);
  await page.keyboard.press("Shift");
  await page.waitForTimeout(300);
  expect(pings).toBe(0);

  // Past 5 minutes, the next keystroke pings.
  await page.clock.fastForward("01:30");
  const ping = page.waitForRequest((r) => r.url().endsWith("/api/auth/me"));
  await page.keyboard.press("Shift");
  expect((await (await ping).response())?.status()).toBe(200);

  // The session ends elsewhere: the next ping answers 401 and the login page opens.
  await page.request.post("/api/auth/logout");
  await page.clock.fastForward("05:30");
  await page.mouse.move(300, 300);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsections$/);
});
