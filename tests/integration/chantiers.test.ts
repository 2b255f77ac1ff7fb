import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { chantierAccessTokens } from "#server/modules/chantiers/schema.ts";
import { devis } from "#server/modules/devis/schema.ts";
import { leads } from "#server/modules/leads/schema.ts";
import { users } from "#server/modules/auth/schema.ts";
import { BACKUP_TABLES } from "#server/modules/backup/service.ts";
import { hashPassword } from "#server/modules/auth/passwords.ts";
import { login, loginAsAdmin, STRONG_PASSWORD } from "../fixtures/auth.ts";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { phonePhoto } from "../fixtures/photos.ts";
import { mailWhere } from "../fixtures/smtp.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const MAIL_TO = "atelier@example.fr";
const CLIENT = "claire.martin@example.fr";

interface Photo {
  id: number;
  visibleToClient: boolean;
  takenAt: string;
  takenByName: string;
}

describe(`chantiers: opening, assigned craftsmen, photos, the client's page (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(() => ({ MAIL_TO, SMTP_URL: smtp.url, MAIL_RETRY_DELAYS: "0.2" }), SERVER_HOOK_TIMEOUT);
  let manager: string;
  let alice: string;
  let bob: string;
  let aliceId: number;
  let chantierId: number;
  let leadId: number;

  beforeAll(async () => {
    manager = await loginAsAdmin(server);
    const services = await server.ready;
    const ids: number[] = [];
    for (const name of ["alice", "bob"]) {
      const [u] = await services.db
        .insert(users)
        .values({
          username: name,
          displayName: name === "alice" ? "Alice Compagnon" : "Bob Compagnon",
          email: `${name}@example.fr`,
          passwordHash: await hashPassword(STRONG_PASSWORD),
          role: "companion",
        })
        .returning({ id: users.id });
      ids.push(u.id);
    }
    aliceId = ids[0];
    alice = await login(server, "alice", STRONG_PASSWORD);
    bob = await login(server, "bob", STRONG_PASSWORD);
    const [lead] = await services.db
      .insert(leads)
      .values({
        kind: "quote",
        firstName: "Claire",
        lastName: "Martin",
        email: CLIENT,
        phone: "06 11 22 33 44",
        address: "12 rue des Pins, 33650 Saucats",
        projectType: "Cuisine sur mesure",
        message: "Cuisine en chêne",
        budget: "",
        timeline: "",
        rgpdConsent: true,
      })
      .returning({ id: leads.id });
    leadId = lead.id;
  }, SERVER_HOOK_TIMEOUT);

  const api = async (path: string, cookie: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await server.fetch(path, { cookie, ...init });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  };
  const upload = (cookie: string, photo: Buffer, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.jpg");
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return server.fetch(`/api/chantiers/${chantierId}/photos`, { method: "POST", cookie, body: form });
  };

  it("opens a chantier by hand only from a lead marked « Signé », once, with the address split", async () => {
    const early = await api("/api/chantiers", manager, { method: "POST", json: { leadType: "quote", leadId } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Un chantier s'ouvre depuis une demande marquée « Signé ».");
    await (await server.ready).db.update(leads).set({ status: "signe" }).where(eq(leads.id, leadId));
    const opened = await api("/api/chantiers", manager, { method: "POST", json: { leadType: "quote", leadId } });
    expect(opened.status).toBe(201);
    chantierId = opened.body.id as number;
    const again = await api("/api/chantiers", manager, { method: "POST", json: { leadType: "quote", leadId } });
    expect(again).toEqual({ status: 200, body: { id: chantierId, created: false } });
    const { body } = await api(`/api/chantiers/${chantierId}`, manager);
    expect(body).toMatchObject({
      street: "12 rue des Pins",
      postalCode: "33650",
      commune: "Saucats",
      status: "a_venir",
    });
    // Named after its client and its commune (every kitchen was « Cuisine »).
    expect(body.title).toBe(`${body.clientName as string} – Saucats`);
    expect((body.steps as { step: string }[]).map((s) => s.step)).toEqual([
      "mesures",
      "fabrication",
      "pose",
      "reception",
    ]);
  });

  it("the chantier of an accepted devis is the one opened from its lead, with the signed devis as a document", async () => {
    const services = await server.ready;
    const [d] = await services.db
      .insert(devis)
      .values({
        number: "D-2026-0900",
        rootNumber: "D-2026-0900",
        status: "accepte",
        leadId,
        client: { name: "Claire Martin", email: CLIENT, phone: "", address: "", siret: "", company: "" },
        pdf: Buffer.from("%PDF-1.4 test").toString("base64"),
      })
      .returning();
    const opened = await services.db.transaction((tx) => services.chantiers.admin.openFromDevis(tx, d));
    expect(opened).toBe(chantierId);
    const { body } = await api(`/api/chantiers/${chantierId}`, manager);
    expect(body.devisId).toBe(d.id);
    expect(body.documents).toEqual([expect.objectContaining({ kind: "devis_signe", title: "Devis signé" })]);
  });

  it("a compagnon opens only the chantiers he is assigned to (403 on the others, API and page)", async () => {
    expect((await api(`/api/chantiers/${chantierId}`, alice)).status).toBe(403);
    expect((await upload(alice, await phonePhoto({ width: 64, height: 48 }))).status).toBe(403);
    expect((await api("/api/chantiers", alice)).body.items).toEqual([]);
    const assigned = await api(`/api/chantiers/${chantierId}/members`, manager, {
      method: "POST",
      json: { userId: aliceId },
    });
    expect(assigned.status).toBe(200);
    // She learns it by e-mail, with the chantier and the link to open it; once, not at a second click.
    const told = await mailWhere(smtp, (m) => m.envelopeTo.includes("alice@example.fr"), 10_000);
    expect(told.subject).toMatch(/^Un chantier vous est confié : /);
    expect(told.text).toContain("Bonjour Alice Compagnon,");
    expect(told.text).toContain(`/admin/chantiers/${chantierId}`);
    expect(told.text).not.toContain("npm run");
    const again = await api(`/api/chantiers/${chantierId}/members`, manager, {
      method: "POST",
      json: { userId: aliceId },
    });
    expect(again.status).toBe(200);
    const services = await server.ready;
    const queued = await services.db.execute(
      sql`SELECT count(*)::int AS n FROM email_outbox WHERE kind = 'chantier_attribue' AND "to" = 'alice@example.fr'`,
    );
    expect((queued as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
    expect((await api(`/api/chantiers/${chantierId}`, alice)).status).toBe(200);
    expect((await api("/api/chantiers", alice)).body.items).toEqual([expect.objectContaining({ id: chantierId })]);
    const denied = await api(`/api/chantiers/${chantierId}`, bob);
    expect(denied).toEqual({ status: 403, body: { message: "Ce chantier ne vous est pas attribué." } });
    const page = await server.fetch(`/admin/chantiers/${chantierId}`, { cookie: bob });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Ce chantier ne vous est pas attribué.");
    expect((await server.fetch(`/admin/chantiers/${chantierId}`, { cookie: alice })).status).toBe(200);
    // Office actions stay with the office, even on his own chantier.
    expect(
      (await api(`/api/chantiers/${chantierId}`, alice, { method: "PATCH", json: { status: "termine" } })).status,
    ).toBe(403);
    // On site, she prepares the PV and signs it for the company with her own session; Bob cannot.
    const pv = `/api/chantiers/${chantierId}/reception`;
    expect((await api(pv, alice, { method: "PUT", json: { reservations: [] } })).status).toBe(200);
    expect((await api(`${pv}/signer-entreprise`, bob, { method: "POST" })).status).toBe(403);
    const signed = await api(`${pv}/signer-entreprise`, alice, { method: "POST" });
    expect(signed.status).toBe(200);
    expect(signed.body.companySigned).toMatchObject({ by: "Alice Compagnon" });
    // New reservations make a new PV: the company signs it again.
    const changed = await api(pv, alice, { method: "PUT", json: { reservations: ["Poignée à régler"] } });
    expect(changed.body.companySigned).toBeNull();
  });

  it("stores each photo once per clientKey (the offline queue re-sends), without EXIF", async () => {
    const photo = await phonePhoto({ width: 800, height: 600 });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const clientKey = "3b241101-e2bb-4255-8caf-4136c566a962";
    const first = await upload(alice, photo, { clientKey, takenAt: "2026-11-20T09:30:00.000Z" });
    expect(first.status).toBe(201);
    const created = (await first.json()) as Photo;
    expect(created).toMatchObject({ takenAt: "2026-11-20T09:30:00.000Z", takenByName: "Alice Compagnon" });
    const second = await upload(alice, photo, { clientKey });
    expect(second.status).toBe(200);
    expect(((await second.json()) as Photo).id).toBe(created.id);
    const { body } = await api(`/api/chantiers/${chantierId}`, alice);
    expect(body.photos).toHaveLength(1);
    const stored = await server.fetch(`/api/chantiers/${chantierId}/photos/${created.id}/file`, { cookie: alice });
    expect(stored.status).toBe(200);
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).exif).toBeUndefined();
    const refused = await server.fetch(`/api/chantiers/${chantierId}/photos`, {
      method: "POST",
      cookie: alice,
      body: (() => {
        const f = new FormData();
        f.append("file", new Blob(["pas une image"], { type: "image/jpeg" }), "photo.jpg");
        return f;
      })(),
    });
    expect(refused.status).toBe(415);
  });

  it("a compagnon sees what the job needs: never the signed devis (prices, the signature's proof); a photo queued by another member waits for him", async () => {
    expect((await api(`/api/chantiers/${chantierId}`, alice)).body.documents).toEqual([]);
    const office = await api(`/api/chantiers/${chantierId}`, manager);
    const [signed] = office.body.documents as { url: string }[];
    expect((await server.fetch(signed.url, { cookie: alice })).status).toBe(404);
    expect((await server.fetch(signed.url, { cookie: manager })).status).toBe(200);
    // A phone shared by the team: the photos Bob queued never leave under Alice's session.
    const photo = await phonePhoto({ width: 64, height: 48 });
    const bobs = await upload(alice, photo, { clientKey: "9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f", takenBy: "999999" });
    expect(bobs.status).toBe(409);
    expect(((await bobs.json()) as { message: string }).message).toContain("prises par un autre membre");
    const own = await upload(alice, photo, {
      clientKey: "9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e60",
      takenBy: String(aliceId),
    });
    expect(own.status).toBe(201);
  });

  it("a photo's date is when the phone took it (EXIF), not when the file was copied or sent", async () => {
    const taken = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#8a6b4a" } })
      .jpeg()
      .withExif({ IFD2: { DateTimeOriginal: "2026:11:18 16:45:00" } })
      .toBuffer();
    const res = await upload(alice, taken, { takenAt: "2026-11-25T08:00:00.000Z" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Photo).takenAt).toBe("2026-11-18T15:45:00.000Z");
  });

  it("the client's link: 192 bits stored hashed, noindex/no-store, views logged, only visible photos (no GPS), 410 once revoked", async () => {
    const services = await server.ready;
    const hidden = (await (await upload(alice, await phonePhoto({ width: 640, height: 480 }))).json()) as Photo;
    const shown = (await (await upload(alice, await phonePhoto({ width: 640, height: 480 }))).json()) as Photo;
    const marked = await api(`/api/chantiers/${chantierId}/photos/${shown.id}`, manager, {
      method: "PATCH",
      json: { visibleToClient: true },
    });
    expect(marked.body.visibleToClient).toBe(true);
    expect((await api(`/api/chantiers/${chantierId}/access`, alice, { method: "POST", json: {} })).status).toBe(403);
    const link = await api(`/api/chantiers/${chantierId}/access`, manager, { method: "POST", json: {} });
    expect(link.status).toBe(201);
    const url = new URL(String(link.body.url));
    const token = url.pathname.split("/").pop()!;
    expect(Buffer.from(token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    const rows = await services.db.select().from(chantierAccessTokens);
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);

    const page = await server.fetch(url.pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain("Prise de mesures");
    expect(html).toContain(`/photos/${shown.id}/thumb`);
    expect(html).not.toContain(`/photos/${hidden.id}/`);
    expect(html).not.toContain("12 rue des Pins");
    expect((await server.fetch(`${url.pathname}/photos/${hidden.id}/file`)).status).toBe(404);
    const served = await server.fetch(`${url.pathname}/photos/${shown.id}/file`);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe("jpeg");
    const views = await services.db.execute(sql`select count(*)::int as n from chantier_views`);
    expect((views as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
    expect((await api(`/api/chantiers/${chantierId}`, manager)).body.access).toMatchObject({ views: 1 });

    const unknown = await server.fetch(`/mon-chantier/${"A".repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Ce lien de suivi de chantier est inconnu");
    expect((await api(`/api/chantiers/${chantierId}/access`, manager, { method: "DELETE" })).body).toEqual({
      revoked: 1,
    });
    const revoked = await server.fetch(url.pathname);
    expect(revoked.status).toBe(410);
    expect(await revoked.text()).toContain("Ce lien de suivi de chantier a été désactivé.");
    expect((await server.fetch(`${url.pathname}/photos/${shown.id}/file`)).status).toBe(410);
  });

  it("a client's message e-mails the business's inbox; the office's reply e-mails the client", async () => {
    const link = await api(`/api/chantiers/${chantierId}/access`, manager, { method: "POST", json: {} });
    const path = new URL(String(link.body.url)).pathname;
    const posted = await server.fetch(`${path}/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ body: "Bonjour, la pose est-elle toujours prévue mardi ?" }).toString(),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(`${path}?m=envoye`);
    const mail = await mailWhere(
      smtp,
      (m) => m.envelopeTo.includes(MAIL_TO) && m.subject.startsWith("Message du client"),
    );
    expect(mail.text).toContain("la pose est-elle toujours prévue mardi ?");
    expect(mail.headers["reply-to"]).toContain(CLIENT);
    const shown = await (await server.fetch(`${path}?m=envoye`)).text();
    expect(shown).toContain("Votre message est envoyé.");
    expect(shown).toContain("la pose est-elle toujours prévue mardi ?");
    const empty = await server.fetch(`${path}/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "body=",
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Le message est vide");

    const reply = await api(`/api/chantiers/${chantierId}/messages`, manager, {
      method: "POST",
      json: { body: "Oui, mardi à 8 h." },
    });
    expect(reply.status).toBe(201);
    const toClient = await mailWhere(smtp, (m) => m.envelopeTo.includes(CLIENT));
    expect(toClient.subject).toContain("Nouveau message au sujet de votre chantier");
    expect(toClient.text).toContain("Oui, mardi à 8 h.");
    expect(
      (await api(`/api/chantiers/${chantierId}/messages`, alice, { method: "POST", json: { body: "x" } })).status,
    ).toBe(403);
  });

  it("the backup holds every chantier table and the photo files", async () => {
    const download = await server.fetch("/api/admin/backup", { cookie: manager });
    expect(download.status).toBe(200);
    const dir = await mkdtemp(path.join(tmpdir(), "chantier-backup-"));
    try {
      const archive = path.join(dir, "sauvegarde.tar.gz");
      await writeFile(archive, Buffer.from(await download.arrayBuffer()));
      const entries = execFileSync("tar", ["-tzf", archive], { encoding: "utf8" }).split("\n");
      for (const table of BACKUP_TABLES.filter((t) => t.startsWith("chantier")))
        expect(
          entries.some((e) => e.endsWith(`/${table}.ndjson`)),
          table,
        ).toBe(true);
      // The 9 tables of the chantier, and the handover (PV de réception).
      expect(BACKUP_TABLES.filter((t) => t.startsWith("chantier"))).toHaveLength(10);
      expect(BACKUP_TABLES).toContain("chantier_receptions");
      const { body } = await api(`/api/chantiers/${chantierId}`, manager);
      expect((body.photos as unknown[]).length).toBeGreaterThan(0);
      expect(
        entries.filter((e) => /^private\/chantier-[0-9a-f]+\/photo\.jpg$/.test(e.replace(/^\.\//, ""))),
      ).toHaveLength((body.photos as unknown[]).length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
