import type { Page } from "@playwright/test";
import { expect, test } from "./support/admin";

/**
 * Every admin screen fits a 390 px phone: nothing scrolls sideways, the header shows the
 * business name whole, opening hours on the 24-hour clock, tables that fit or become lists.
 * On a phone (`isMobile`) the layout viewport grows to the widest content, so the width is compared
 * with the phone's 390 px, not with `innerWidth` alone.
 */
const PHONE = 390;

const browserUa =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function widthOf(page: Page) {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
}

/** The elements reaching past the phone's edge, for the failure message. */
async function overflowing(page: Page) {
  return page.evaluate((edge) => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > edge + 1 && out.length < 5)
        out.push(
          `<${el.tagName.toLowerCase()} class="${String((el as HTMLElement).className).slice(0, 50)}"> ${Math.round(r.right)} px`,
        );
    }
    return out;
  }, PHONE);
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: PHONE, height: 844 } });

  test("20 admin screens fit without scrolling sideways; the header shows the business name whole", async ({
    adminPage: page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== "mobile-admin",
      "a phone's screen (the desktop project checks 1366 px elsewhere)",
    );
    test.setTimeout(180_000);
    // Data for the screens that list it: a request (its page too), page views with long addresses and origins.
    const quote = await page.request.post("/api/quotes", {
      data: {
        firstName: "Anne-Sophie",
        lastName: "Larrieu-Dubourdieu",
        email: "anne-sophie.larrieu-dubourdieu@exemple-de-domaine-long.fr",
        phone: "06 12 34 56 78",
        address: "1245 avenue du Maréchal-de-Lattre-de-Tassigny, 33650 Saint-Médard-d'Eyrans",
        projectType: "cuisine",
        budget: "10k-20k",
        timeline: "2-3-mois",
        projectDescription:
          "Cuisine en chêne massif avec îlot central, plan de travail en quartz et rangements sur mesure.",
        rgpdConsent: true,
      },
    });
    expect(quote.status(), await quote.text()).toBe(201);
    const { number } = (await quote.json()) as { number: number };
    for (const [path, referer] of [
      ["/blog/choisir-essence-bois-menuiserie-interieure", "https://www.google.fr/search?q=quel+bois+pour+une+cuisine"],
      ["/services/cuisine-sur-mesure", "https://l.facebook.com/l.php?u=https%3A%2F%2Fatelier"],
      ["/realisations", "https://www.qwant.com/"],
    ])
      await page.request.get(path, { headers: { "User-Agent": browserUa, Referer: referer } });

    const screens = [
      "/admin",
      "/admin/sections",
      "/admin/articles",
      "/admin/articles/new",
      "/admin/medias",
      "/admin/textes",
      "/admin/faq",
      "/admin/statistiques",
      "/admin/ia",
      "/admin/demandes",
      `/admin/demandes/quote/${number}`,
      "/admin/demandes/modeles",
      "/admin/avis",
      "/admin/devis",
      "/admin/devis/ouvrages",
      "/admin/agenda",
      "/admin/agenda/disponibilites",
      "/admin/chantiers",
      "/admin/mes-chantiers",
      "/admin/equipe",
      "/admin/entreprise",
      "/admin/messagerie",
      "/admin/securite",
      "/admin/mot-de-passe",
    ];
    expect(screens.length).toBeGreaterThanOrEqual(20);
    const wide: string[] = [];
    for (const path of screens) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // Rendered and hydrated: its first heading shows.
      await expect(page.locator("main").getByRole("heading").first(), path).toBeVisible();
      await expect(page.locator("html"), path).toHaveAttribute("data-hydrated", "true");
      // Settled: a width seen while the page loads its code (the phone's layout catching up) is read again.
      let { scroll, inner } = await widthOf(page);
      for (let i = 0; i < 10 && (scroll > PHONE || inner > PHONE); i++) {
        await page.waitForTimeout(200);
        ({ scroll, inner } = await widthOf(page));
      }
      if (scroll > PHONE || inner > PHONE) wide.push(`${path}: ${scroll} px — ${(await overflowing(page)).join(", ")}`);
    }
    expect(wide, "screens wider than the phone").toEqual([]);

    // The header names the business whole (« Atelier Lartigue », never « Atelier Lart… »).
    await page.goto("/admin");
    const brand = page.getByRole("banner").getByRole("link", { name: /Atelier Lartigue/ });
    await expect(brand).toBeVisible();
    const name = brand.getByText("Atelier Lartigue", { exact: true });
    expect(
      await name.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== "ellipsis"),
    ).toBe(true);
  });

  test("« Entreprise »: opening hours on the 24-hour clock, one day per line", async ({
    adminPage: page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile-admin", "a phone's screen");
    await page.goto("/admin/entreprise");
    const hours = page.getByRole("list", { name: "Horaires par jour" });
    await expect(hours.getByRole("listitem")).toHaveCount(7);
    const opens = page.getByLabel("Lundi : ouverture");
    await expect(opens).toHaveValue("08:00");
    await expect(opens.locator("option:checked")).toHaveText("08:00");
    // Afternoon times are written 13:00 … 23:45, never « PM ».
    await expect(page.getByLabel("Lundi : fermeture").locator("option", { hasText: "18:00" })).toHaveCount(1);
    await expect(page.getByLabel("Lundi : fermeture").locator("option", { hasText: /AM|PM/ })).toHaveCount(0);
    const box = await hours.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE);
  });
});
