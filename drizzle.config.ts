import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Each module owns its tables (server/modules/<module>/schema.ts); the infrastructure's are in server/infra/db.
  schema: ["./server/modules/*/schema.ts", "./server/infra/db/infra-tables.ts"],
  out: "./server/infra/db/migrations",
});
