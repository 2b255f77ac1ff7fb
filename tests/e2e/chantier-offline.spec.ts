import { expect, test, type Page } from "@playwright/test";
import { phonePhoto } from "../fixtures/photos.ts";
import { validQuote } from "../fixtures/quote-sample.ts";
import { startOwnServer, type OwnServer } from "./support/own-server";

/**
 * Photos without network (docs/chantiers.md « Photos sans réseau »): a compagnon on his
 * phone takes 3 photos of his chantier while offline; they wait in the phone (« en attente de
 * réseau »); he closes the page; back online, he opens it again and the 3 photos reach the chantier,
 * once each (the clientKey). Its own server (a compagnon account); runs once, in the mobile project.
 */
const MANAGER_PASSWORD = "Gerant-des-chantiers-2026";
const COMPANION_PASSWORD = "Rabot-et-niveau-a-bulle-2026";

let own: OwnServer | undefined;

test.describe.configure({ mode: "serial", timeout: 180_000 });

// eslint-disable-next-line no-empty-pattern -- Playwright's idiom for a hook that needs testInfo only
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "runs once, on a phone");
});

// eslint-disable-next-line no-empty-pattern -- as above
test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "mobile") return;
  test.setTimeout(180_000);
  own = await startOwnServer({
    E2E_EXTRA_ADMINS: `gerant:${MANAGER_PASSWORD},paul:${COMPANION_PASSWORD}:companion`,
  });
});

test.afterAll(async () => {
  await own?.stop();
});

async function chantierPhotos(office: Page, id: number) {
  const res = await office.request.get(`/api/chantiers/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { photos: { id: number; clientKey: string | null }[] }).photos;
}

test("3 photos taken without network wait in the phone; page closed, back online, the service worker sends them, once each; a photo taken online shows « Envoyée »", async ({
  browser,
}) => {
  const base = own!.base;
  // The office opens a chantier from a quote and assigns it to Paul, a compagnon.
  const officeContext = await browser.newContext({ baseURL: base });
  const office = await officeContext.newPage();
  const login = await office.request.post("/api/auth/login", {
    data: { username: "gerant", password: MANAGER_PASSWORD },
  });
  expect(login.status()).toBe(200);
  expect((await office.request.post("/api/quotes", { data: validQuote({ firstName: "Hortense" }) })).status()).toBe(
    201,
  );
  const leads = (await (await office.request.get("/api/leads?kind=quote")).json()) as { items: { id: number }[] };
  const leadId = leads.items[0].id;
  expect((await office.request.patch(`/api/leads/quote/${leadId}`, { data: { status: "signe" } })).status()).toBe(200);
  const opened = await office.request.post("/api/chantiers", { data: { leadType: "quote", leadId } });
  expect(opened.status()).toBe(201);
  const chantierId = ((await opened.json()) as { id: number }).id;
  const team = (await (await office.request.get("/api/team")).json()) as {
    members: { id: number; username: string }[];
  };
  const paulId = team.members.find((m) => m.username === "paul")!.id;
  expect(
    (await office.request.post(`/api/chantiers/${chantierId}/members`, { data: { userId: paulId } })).status(),
  ).toBe(200);

  // Paul, on his phone, on the chantier's page; then the network goes.
  const phone = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  expect(
    (
      await phone.request.post("/api/auth/login", { data: { username: "paul", password: COMPANION_PASSWORD } })
    ).status(),
  ).toBe(200);
  const page = await phone.newPage();
  const chantierUrl = `/admin/chantiers/${chantierId}`;
  await page.goto(chantierUrl);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  // The admin's service worker is active on this phone before the network goes.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await phone.setOffline(true);

  const camera = page.getByLabel("Prendre une photo");
  for (const [i, background] of ["#9a7b5a", "#5e7a6b", "#b08a5e"].entries()) {
    await camera.setInputFiles({
      name: `mur-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await phonePhoto({ width: 1200, height: 900, background }),
    });
  }
  const phonePhotos = page.getByRole("region", { name: "Photos de ce téléphone" });
  await expect(phonePhotos.getByRole("status")).toHaveText("3 photos en attente de réseau");
  await expect(phonePhotos.getByRole("listitem").filter({ hasText: "En attente de réseau" })).toHaveCount(3);
  await page.close();
  // Nothing reached the chantier while the phone was offline.
  expect(await chantierPhotos(office, chantierId)).toEqual([]);

  // Back online, with no page open: the admin's service worker sends the queue (Background Sync).
  await phone.setOffline(false);
  await expect
    .poll(async () => (await chantierPhotos(office, chantierId)).length, { timeout: 90_000, intervals: [1000] })
    .toBe(3);
  // Three photos, three keys made on the phone: none came twice.
  const photos = await chantierPhotos(office, chantierId);
  expect(new Set(photos.map((p) => p.clientKey)).size).toBe(3);
  expect(photos.every((p) => /^[0-9a-f-]{36}$/.test(p.clientKey ?? ""))).toBe(true);

  // Paul opens the page again: nothing waits in the phone any more, nothing is sent twice; a photo
  // taken with the network goes at once, with its progress, then « Envoyée ».
  const again = await phone.newPage();
  await again.goto(chantierUrl);
  await expect(again.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  const region = again.getByRole("region", { name: "Photos de ce téléphone" });
  await expect(region.getByRole("listitem")).toHaveCount(0);
  // The admin installs as an app on this phone: Chromium reads the manifest without error and finds
  // nothing missing but what a test browser is (a private window).
  const cdp = await phone.newCDPSession(again);
  const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
  expect(manifest.url).toBe(`${base}/admin.webmanifest`);
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
  await again.getByLabel("Prendre une photo").setInputFiles({
    name: "mur-4.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto({ width: 1200, height: 900 }),
  });
  await expect(region.getByRole("listitem").filter({ hasText: "mur-4.jpg" })).toContainText("Envoyée", {
    timeout: 60_000,
  });
  await expect(region.getByRole("status")).toHaveText("1 photo envoyée");
  expect(await chantierPhotos(office, chantierId)).toHaveLength(4);
  await phone.close();

  // Without a service worker, any admin page sends what waits: a photo kept offline leaves from the
  // dashboard (its code is loaded there only because this browser has kept photos once).
  const plain = await browser.newContext({ baseURL: base, serviceWorkers: "block" });
  expect(
    (
      await plain.request.post("/api/auth/login", { data: { username: "paul", password: COMPANION_PASSWORD } })
    ).status(),
  ).toBe(200);
  const offline = await plain.newPage();
  await offline.goto(chantierUrl);
  await expect(offline.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await plain.setOffline(true);
  await offline.getByLabel("Prendre une photo").setInputFiles({
    name: "mur-5.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto({ width: 1200, height: 900, background: "#6b5e7a" }),
  });
  await expect(offline.getByRole("region", { name: "Photos de ce téléphone" }).getByRole("status")).toHaveText(
    "1 photo en attente de réseau",
  );
  await offline.close();
  await plain.setOffline(false);
  const dashboard = await plain.newPage();
  await dashboard.goto("/admin");
  await expect
    .poll(async () => (await chantierPhotos(office, chantierId)).length, { timeout: 60_000, intervals: [1000] })
    .toBe(5);
  await plain.close();
  await officeContext.close();
});
