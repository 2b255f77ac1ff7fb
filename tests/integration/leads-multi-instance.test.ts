import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_HOOK_TIMEOUT, validContact } from "../fixtures/leads.ts";
import { startSmtpServer, type TestSmtpServer } from "../fixtures/smtp.ts";
import { startTestServer, type TestServer } from "../fixtures/test-server.ts";

/** Two instances on one PostgreSQL share one outbox: every e-mail leaves exactly once. */
describe("lead outbox with two instances on one PostgreSQL", () => {
  let smtp: TestSmtpServer;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = { SMTP_URL: smtp.url, LEADS_RATE_LIMIT: "0", MAIL_RETRY_DELAYS: "0.2", MAIL_TO: "atelier@example.fr" };
    first = await startTestServer(env);
    second = await startTestServer(env, { databaseUrl: first.databaseUrl, dataDir: first.dataDir });
  }, SERVER_HOOK_TIMEOUT);
  afterAll(async () => {
    await second?.close();
    await first?.stop();
    await smtp?.close();
  }, SERVER_HOOK_TIMEOUT);

  it("sends each e-mail once although both workers poll and are kicked", async () => {
    // Some refusals too, so that retries race as well.
    smtp.failNext(5);
    const count = 20;
    const statuses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        (i % 2 ? first : second)
          .fetch("/api/contact", { method: "POST", json: validContact({ email: `visiteur-${i}@example.fr` }) })
          .then((r) => r.status),
      ),
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
    await smtp.waitForMessages(count * 2, 30_000);
    // Let both workers run a few more passes: nothing else may leave.
    await Promise.all([first.services()!.leads.outbox.flush(), second.services()!.leads.outbox.flush()]);
    await new Promise((r) => setTimeout(r, 1500));
    const confirmations = smtp.messages
      .filter((m) => !m.envelopeTo.includes("atelier@example.fr"))
      .map((m) => m.envelopeTo[0]);
    expect(smtp.messages).toHaveLength(count * 2);
    expect(new Set(confirmations).size).toBe(count);
  }, 60_000);
});
