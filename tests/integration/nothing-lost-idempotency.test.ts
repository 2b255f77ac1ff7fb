import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { validQuote } from "../fixtures/leads.ts";
import { suiteServer } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

/**
 * A quote whose answer was lost (a crash, a cut connection) and that the
 * visitor sends again, or a double submit, is stored ONCE: the form carries a hidden random key
 * (drawn at render for the form without JavaScript), and a retry answers the first result.
 */
describe(`quote form: an idempotency key (${testDatabase})`, () => {
  const server = suiteServer({ LEADS_RATE_LIMIT: "0" });
  const count = async (email: string) => {
    const result = (await server
      .services()!
      .db.execute(sql`select count(*)::int as n from leads where email = ${email}`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0].n;
  };
  /** The hidden key of the form as the server renders it (the form posted without JavaScript). */
  const renderedKey = async (pathname: string) => {
    const html = await (await server.fetch(pathname)).text();
    const key = /<input type="hidden" name="submissionKey" value="([0-9a-f]{32})"/.exec(html)?.[1];
    expect(key, `hidden submissionKey in ${pathname}`).toBeTruthy();
    return key!;
  };
  const postJson = (body: Record<string, unknown>) => server.fetch("/api/quotes", { method: "POST", json: body });

  it("the JavaScript form: a retried POST and a double submit make one lead, each answer a working booking link", async () => {
    const key = "d6c1f0a4b8e24c7f9a3e5b1c2d4f6a8b";
    const body = validQuote({ email: "relance@example.fr", submissionKey: key });
    const first = await postJson(body);
    expect(first.status).toBe(201);
    // The answer was lost: the visitor sends again (the same key: the form was not emptied).
    const again = await postJson(body);
    expect(again.status).toBe(201);
    expect(await count("relance@example.fr")).toBe(1);
    for (const res of [first, again]) {
      const { visitUrl } = (await res.json()) as { visitUrl: string };
      const page = await server.fetch(new URL(visitUrl).pathname);
      expect(page.status).toBe(200);
    }

    // Two clicks at once (the same key): one lead.
    const both = validQuote({ email: "double@example.fr", submissionKey: "0a1b2c3d4e5f60718293a4b5c6d7e8f9" });
    const statuses = await Promise.all([postJson(both), postJson(both)].map((p) => p.then((r) => r.status)));
    expect(statuses).toEqual([201, 201]);
    expect(await count("double@example.fr")).toBe(1);
    const [{ n }] = (
      (await server
        .services()!
        .db.execute(
          sql`select count(*)::int as n from email_outbox o join leads q on o.lead_id = q.id where q.email = 'double@example.fr' and o.kind = 'notification'`,
        )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBe(1);
  });

  it("the form without JavaScript: a key drawn at render; the same form posted twice is one lead, another visitor's is not", async () => {
    const key = await renderedKey("/devis");
    const form = (email: string, firstName = "Jeanne") =>
      new URLSearchParams(
        Object.entries(
          validQuote({ email, firstName, visitRequest: "on", rgpdConsent: "on", newsletterConsent: undefined }),
        )
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)])
          .concat([["submissionKey", key]]),
      );
    const post = (body: URLSearchParams) =>
      server.fetch("/devis", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        redirect: "manual",
      });
    const first = await post(form("sans-js@example.fr"));
    expect(first.status).toBe(303);
    const again = await post(form("sans-js@example.fr"));
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toMatch(/^\/devis\?envoye=1&n=\d+&rdv=[\w-]{32}$/);
    // The retry's confirmation gives the first submission's number.
    const numberOf = (res: Response) => /[?&]n=(\d+)/.exec(res.headers.get("location") ?? "")?.[1];
    expect(numberOf(again)).toBe(numberOf(first));
    expect(await count("sans-js@example.fr")).toBe(1);
    // A cached page gives the same key to another visitor: what he typed differs, his request is stored.
    expect((await post(form("autre@example.fr", "Paul"))).status).toBe(303);
    expect(await count("autre@example.fr")).toBe(1);
  });
});
