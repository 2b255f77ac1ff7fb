import { defineConfig, devices } from "@playwright/test";

/** Two servers, each on its own fresh database: the public pages' exact counts and orders are
 * checked on one while the admin tests create, publish and delete content on the other. */
const port = Number(process.env.E2E_PORT ?? 3210);
const adminPort = port + 1;
/** Tests that log in and change content (or read the leads inbox) run against the admin server. */
const adminSpecs = /(admin-[^/]*|ai-lab|leads-inbox)\.(spec|setup)\.ts$/;
/**
 * The admin specs that also run at 390 px: the screens a phone changes (the shell and its menu, the
 * editors' headers and cards, the devis lines, the paper signature, the invoices, the inbox, the photos) and the
 * fit of every screen (admin-phone-fit). The others test the same server logic as on a laptop.
 */
const phoneAdminSpecs =
  /(admin-(shell|phone-fit|devis-editor|devis-paper|invoices|reconciliation|content|photos-editor|dashboard)|leads-inbox)\.spec\.ts$/;
/** Accounts of tests/e2e/admin-security.spec.ts (two-factor codes and passkeys stay off `admin`). */
const securityTestAdmins =
  "securite-cle:Copeau-de-frene-2026,securite-code:Copeau-de-frene-2026,securite-sessions:Copeau-de-frene-2026";
const mobile = { viewport: { width: 390, height: 844 } };
const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-quic",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

/**
 * End-to-end tests in Debian's Chromium against the production build, served by
 * scripts/e2e-server.ts on a fresh, seeded embedded database.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // The admin's first login through the UI (default password replaced); every other test logs in server-side.
    {
      name: "setup",
      testMatch: /.*\.setup\.ts/,
      use: { ...devices["Desktop Chrome"], ...chromium, baseURL: `http://127.0.0.1:${adminPort}` },
    },
    { name: "desktop", testIgnore: adminSpecs, use: { ...devices["Desktop Chrome"], ...chromium } },
    { name: "mobile", testIgnore: adminSpecs, use: { ...devices["Pixel 7"], ...mobile, ...chromium } },
    {
      name: "desktop-admin",
      testMatch: adminSpecs,
      testIgnore: /\.setup\.ts$/,
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], ...chromium, baseURL: `http://127.0.0.1:${adminPort}` },
    },
    {
      name: "mobile-admin",
      testMatch: phoneAdminSpecs,
      testIgnore: /\.setup\.ts$/,
      dependencies: ["setup"],
      use: { ...devices["Pixel 7"], ...mobile, ...chromium, baseURL: `http://127.0.0.1:${adminPort}` },
    },
  ],
  webServer: [port, adminPort].map((p) => ({
    command: `node scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${p}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM, not the default SIGKILL of the process group: the server then stops its embedded
    // PostgreSQL (own process group), which a SIGKILL would leave running.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
    // Every test posts from 127.0.0.1: the per-address lead limit (5 per 10 min) would refuse most of them.
    env: {
      E2E_PORT: String(p),
      LEADS_RATE_LIMIT: "1000",
      VISIT_CHANGES_PER_DAY: "1000",
      E2E_EXTRA_ADMINS: securityTestAdmins,
    },
  })),
});
