import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/infra/db/client.ts";
import { createTestDatabase, testDatabase } from "../fixtures/test-server.ts";

/**
 * The NOTIFY listener reconnects every second after
 * PostgreSQL dies. A client taken from the pool whose LISTEN then fails (PostgreSQL dying again
 * in between; here a LISTEN PostgreSQL always refuses) must go back to the pool: kept, each retry
 * leaked one, and after 10 retries the pool (10 connections) had none left for the requests.
 */
describe(`the pool after failed listener reconnections (${testDatabase})`, () => {
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  beforeAll(async () => {
    created = await createTestDatabase();
    database = await openDatabase({ databaseUrl: created.url, dataDir: "/nonexistent" });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await created?.drop();
  }, 60_000);

  it("12 failed reconnections of the listener leave the pool's connections to the requests", async () => {
    // `LISTEN ""` is refused by PostgreSQL (zero-length identifier): every reconnection fails after connecting.
    await database.listen("", () => {});
    await new Promise((resolve) => setTimeout(resolve, 12_500));
    const started = Date.now();
    const answered = await Promise.all(Array.from({ length: 5 }, () => database.ping().catch(() => false)));
    console.log(
      `[nothing lost · pool] after 12 failed reconnections: ${answered.filter(Boolean).length}/5 queries answered in ${Date.now() - started} ms`,
    );
    expect(answered).toEqual([true, true, true, true, true]);
    expect(Date.now() - started).toBeLessThan(3_000);
  }, 60_000);
});
