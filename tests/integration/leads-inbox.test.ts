import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT, leadDetail, listLeads, validContact, validQuote } from "../fixtures/leads.ts";
import { suiteServer } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

describe(`admin inbox API (${testDatabase})`, () => {
  const server = suiteServer({ LEADS_RATE_LIMIT: "1000" }, SERVER_HOOK_TIMEOUT);
  let cookie: string;
  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
    const post = (path: string, json: unknown) => server.fetch(path, { method: "POST", json });
    expect(
      (await post("/api/quotes", validQuote({ firstName: '=HYPERLINK("http://x")', phone: "+33 6 12 34 56 78" })))
        .status,
    ).toBe(201);
    expect(
      (
        await post(
          "/api/contact",
          validContact({ prenom: "Claire", message: 'Bonjour ; "guillemets" ;\nsur deux lignes' }),
        )
      ).status,
    ).toBe(201);
    expect((await post("/api/quotes", validQuote({ firstName: "Hugo", projectType: "cave-vin" }))).status).toBe(201);
  }, SERVER_HOOK_TIMEOUT);

  it("refuses every inbox route without a session (401)", async () => {
    const routes: [string, string][] = [
      ["GET", "/api/leads"],
      ["GET", "/api/leads/unread-count"],
      ["GET", "/api/leads/export.csv?kind=quote"],
      ["GET", "/api/leads/quote/1"],
      ["PATCH", "/api/leads/quote/1"],
      ["DELETE", "/api/leads/quote/1"],
      ["POST", "/api/leads/emails/1/resend"],
    ];
    for (const [method, path] of routes) {
      const res = await server.fetch(path, { method, json: method === "PATCH" ? { status: "perdu" } : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("lists both kinds newest first with a type, and counts the unread", async () => {
    const list = await listLeads(server, cookie);
    expect(list.total).toBe(3);
    expect(list.unread).toBe(3);
    expect(list.items.map((i) => [i.kind, i.name])).toEqual([
      ["quote", "Hugo Dubreuil"],
      ["contact", "Claire Martin"],
      ["quote", '=HYPERLINK("http://x") Dubreuil'],
    ]);
    expect(list.items[0].topic).toBe("Cave à vin");
    expect((await listLeads(server, cookie, "?kind=contact")).items).toHaveLength(1);
    expect((await server.fetch("/api/leads?kind=autre", { cookie })).status).toBe(400);
  });

  it("marks read, moves through the status pipeline and keeps internal notes", async () => {
    const { items } = await listLeads(server, cookie, "?kind=contact");
    const id = items[0].id;
    const patch = (json: unknown) => server.fetch(`/api/leads/contact/${id}`, { method: "PATCH", cookie, json });
    expect((await patch({ read: true })).status).toBe(200);
    expect((await (await server.fetch("/api/leads/unread-count", { cookie })).json()).count).toBe(2);
    for (const status of ["contacte", "devis-envoye", "signe", "perdu", "nouveau"]) {
      const res = await patch({ status });
      expect((await res.json()).lead.status).toBe(status);
    }
    const bad = await patch({ status: "gagne" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Statut inconnu");
    expect((await patch({ unknown: 1 })).status).toBe(400);
    await patch({ notes: "Rappeler mardi <b>matin</b>", status: "contacte" });
    const { lead } = await leadDetail(server, cookie, "contact", id);
    expect(lead).toMatchObject({ notes: "Rappeler mardi <b>matin</b>", status: "contacte" });
    expect(lead.readAt).not.toBeNull();
    expect((await listLeads(server, cookie, "?status=contacte")).items.map((i) => i.id)).toEqual([id]);
    expect((await server.fetch("/api/leads/contact/999999", { cookie })).status).toBe(404);
    expect((await server.fetch("/api/leads/devis/1", { cookie })).status).toBe(404);
  });

  it("exports a CSV for a French Excel: BOM, semicolons, CRLF, quoted fields, no formula", async () => {
    const res = await server.fetch("/api/leads/export.csv?kind=quote", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="demandes-de-devis-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split("\r\n");
    expect(
      lines[0].startsWith(
        '"N°";"Date";"Statut";"Lu";"Prénom";"Nom";"Email";"Téléphone";"Adresse du projet";"Type de projet"',
      ),
    ).toBe(true);
    expect(lines).toHaveLength(4); // header, 2 quotes, final empty string
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain(`"'+33 6 12 34 56 78"`);
    expect(lines[1]).toContain('"Cuisine";"10 000 € – 20 000 €"');

    const contacts = await (await server.fetch("/api/leads/export.csv?kind=contact", { cookie })).text();
    expect(contacts).toContain('"Bonjour ; ""guillemets"" ;\nsur deux lignes"');
    expect(contacts).toContain('"Contacté"');
  });

  it("deletes a lead and its e-mails on request (RGPD)", async () => {
    const { items } = await listLeads(server, cookie, "?kind=quote");
    const id = items[0].id;
    expect((await leadDetail(server, cookie, "quote", id)).emails).toHaveLength(2);
    const res = await server.fetch(`/api/leads/quote/${id}`, { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect((await server.fetch(`/api/leads/quote/${id}`, { cookie })).status).toBe(404);
    const db = server.services()!.db;
    const left = await db.execute(sql`select count(*)::int as n from email_outbox where lead_id = ${id}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    expect((await server.fetch(`/api/leads/quote/${id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("purges requests older than LEADS_RETENTION_DAYS with their e-mails, keeps the others", async () => {
    const db = server.services()!.db;
    const { items } = await listLeads(server, cookie);
    const old = items.find((i) => i.kind === "contact")!;
    // A prospect who has not written for 3 years (the CNIL counts from the last inbound contact).
    await db.execute(
      sql`update leads set created_at = now() - interval '1096 days', email = 'ancien@example.fr' where id = ${old.id}`,
    );
    const purged = await server.services()!.leads.purge();
    expect(purged).toEqual({ quotes: 0, contacts: 1 });
    expect((await server.fetch(`/api/leads/contact/${old.id}`, { cookie })).status).toBe(404);
    const left = await db.execute(sql`select count(*)::int as n from email_outbox where lead_id = ${old.id}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    expect((await listLeads(server, cookie)).total).toBe(items.length - 1);
  });
});
