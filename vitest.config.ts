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
          // Each file starts a real server (PGlite in WebAssembly, migrations, seed, argon2): on a
          // busy 2-core machine one start alone can take a minute.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file starts its own server and database; two at a time fit a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
