import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/fixtures/global-setup.ts"],
          // One embedded PostgreSQL for the whole run (global setup); each file starts real servers
          // (a fresh database, migrations, seed, argon2): slow on a busy 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time fit a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
