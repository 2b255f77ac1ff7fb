import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["domain/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/fixtures/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own server and database; two at a time fit a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
