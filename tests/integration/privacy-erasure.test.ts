import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { chantierMessages, chantierPhotos, chantiers, chantierViews } from "#server/modules/chantiers/schema.ts";
import { purgeChantierData } from "#server/modules/chantiers/erase.ts";
import { devis } from "#server/modules/devis/schema.ts";
import { leads } from "#server/modules/leads/schema.ts";
import { chantierReceptions } from "#server/modules/chantiers/schema.ts";
import { testimonials } from "#server/modules/reviews/schema.ts";
import { sha256 } from "#server/modules/signature/index.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { officeApi, openChantier } from "../fixtures/chantiers.ts";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { phonePhoto } from "../fixtures/photos.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const CLIENT = {
  firstName: "Hélène",
  lastName: "Oubliée",
  email: "helene.oubliee@example.fr",
  phone: "06 11 22 33 44",
  address: "7 chemin des Vignes, 33650 Saucats",
  projectDescription: "Une bibliothèque sous l'escalier",
};
const REVIEW = "Un escalier bibliothèque superbe, posé en deux jours.";

/**
 * A client's erasure over the whole path (docs/security.md « Conservation »): what the law makes the
 * business keep stays (the accepted devis, the chantier's proof of the works), the rest goes, and
 * every private link stops working; then the retention job on the chantiers' own clock.
 */
describe(`privacy: a client's erasure by legal basis, the chantiers' retention (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(() => ({ MAIL_TO: "atelier@example.fr", SMTP_URL: smtp.url }), SERVER_HOOK_TIMEOUT);
  let cookie = "";
  const api = officeApi(server, () => cookie);
  let leadId: number;
  let chantierId: number;
  let pageUrl: string;
  const tokens = { proposal: randomBytes(24).toString("base64url"), contract: randomBytes(24).toString("base64url") };
  const ids = { proposal: 0, contract: 0 };

  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
    ({ leadId, chantierId } = await openChantier(server, api, CLIENT));
    const { db } = await server.ready;
    const client = {
      name: "Hélène Oubliée",
      email: CLIENT.email,
      phone: CLIENT.phone,
      address: CLIENT.address,
      siret: "",
      company: "",
    };
    const rows = await db
      .insert(devis)
      .values([
        // A first proposal she refused, then the version she signed (signed PDF kept).
        {
          number: "D-2026-0901",
          rootNumber: "D-2026-0901",
          status: "refuse",
          leadId,
          client,
          tokenHash: sha256(tokens.proposal),
        },
        {
          number: "D-2026-0901-2",
          rootNumber: "D-2026-0901",
          version: 2,
          status: "accepte",
          leadId,
          client,
          tokenHash: sha256(tokens.contract),
          acceptedAt: new Date(),
        },
      ])
      .returning({ id: devis.id });
    [ids.proposal, ids.contract] = rows.map((r) => r.id);
    // Her page, a message there, a view, a photo of the works, and the review she left.
    const link = await api(`/api/chantiers/${chantierId}/access`, { method: "POST", json: {} });
    expect(link.status).toBe(201);
    pageUrl = new URL(String(link.body.url)).pathname;
    expect((await server.fetch(pageUrl)).status).toBe(200);
    expect(
      (await api(`/api/chantiers/${chantierId}/messages`, { method: "POST", json: { body: "Pose jeudi." } })).status,
    ).toBe(201);
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(await phonePhoto({ width: 64, height: 48 }))], { type: "image/jpeg" }),
      "a.jpg",
    );
    expect(
      (await server.fetch(`/api/chantiers/${chantierId}/photos`, { method: "POST", cookie, body: form })).status,
    ).toBe(201);
    await db.insert(testimonials).values({
      name: "Hélène O.",
      content: REVIEW,
      rating: 5,
      origin: "client",
      isPublished: true,
      publishedAt: new Date(),
      authorEmail: CLIENT.email,
      leadId,
    });
    expect(await (await server.fetch("/avis")).text()).toContain(REVIEW);
  }, SERVER_HOOK_TIMEOUT);

  it("on her request: the proposal and the review go, the contract and the proof stay, no private link opens", async () => {
    const { db } = await server.ready;
    // Before: her links find her devis (the row the page reads).
    expect(
      await db
        .select({ id: devis.id })
        .from(devis)
        .where(eq(devis.tokenHash, sha256(tokens.contract))),
    ).toHaveLength(1);
    expect((await server.fetch(`/api/leads/quote/${leadId}`, { method: "DELETE", cookie })).status).toBe(200);

    // The refused proposal: no reason to keep it.
    expect(await db.select().from(devis).where(eq(devis.id, ids.proposal))).toEqual([]);
    // The signed contract: kept whole (10 years, L213-1), but its page and its code are gone.
    const [contract] = await db.select().from(devis).where(eq(devis.id, ids.contract));
    expect(contract.client.name).toBe("Hélène Oubliée");
    expect(contract).toMatchObject({ status: "accepte", tokenHash: null, tokenSealed: null });
    for (const token of Object.values(tokens)) expect((await server.fetch(`/mon-devis/${token}`)).status).toBe(404);

    // The chantier proves the works: kept with its photo; her page, its views, the messages, her contacts: gone.
    expect((await server.fetch(pageUrl)).status).toBe(404);
    const [c] = await db.select().from(chantiers).where(eq(chantiers.id, chantierId));
    expect(c).toMatchObject({ clientEmail: "", clientPhone: "" });
    expect(await db.select().from(chantierMessages).where(eq(chantierMessages.chantierId, chantierId))).toEqual([]);
    expect(await db.select().from(chantierViews).where(eq(chantierViews.chantierId, chantierId))).toEqual([]);
    expect(await db.select().from(chantierPhotos).where(eq(chantierPhotos.chantierId, chantierId))).toHaveLength(1);

    // Her review: withdrawn from the public pages at once.
    expect(await db.select().from(testimonials).where(eq(testimonials.leadId, leadId))).toEqual([]);
    expect(await (await server.fetch("/avis")).text()).not.toContain(REVIEW);
    // The lead a kept document relies on stays as an anonymous row; the admin no longer finds it.
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead.email).not.toBe(CLIENT.email);
    expect((await api(`/api/leads/quote/${leadId}`)).status).toBe(404);
  });

  it("the retention job: views after 13 months, the client's side 3 years after the end, photos 10 years after réception", async () => {
    const { db } = await server.ready;
    const removed: string[] = [];
    const storage = { remove: async (id: string) => void removed.push(id) };
    const other = await openChantier(server, api, { ...CLIENT, email: "autre@example.fr", lastName: "Autre" });
    const link = await api(`/api/chantiers/${other.chantierId}/access`, { method: "POST", json: {} });
    const otherPage = new URL(String(link.body.url)).pathname;
    expect((await server.fetch(otherPage)).status).toBe(200);
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);

    // Today: nothing is old enough.
    expect(await purgeChantierData(db, storage, now)).toEqual({ views: 0, clientSides: 0, photos: 0 });
    // A view 14 months old goes; the chantier ended 4 years ago loses its client side, not its photos.
    await db
      .update(chantierViews)
      .set({ viewedAt: ago(426) })
      .where(eq(chantierViews.chantierId, other.chantierId));
    await db.update(chantiers).set({ status: "termine" }).where(eq(chantiers.id, other.chantierId));
    await db.execute(sql`update chantiers set updated_at = ${ago(4 * 365)} where id = ${other.chantierId}`);
    expect(await purgeChantierData(db, storage, now)).toEqual({ views: 1, clientSides: 1, photos: 0 });
    expect((await server.fetch(otherPage)).status).toBe(404);
    // Received 11 years ago: the first chantier's photo goes, its file with it.
    await db
      .insert(chantierReceptions)
      .values({ chantierId, status: "signe", signedAt: ago(11 * 365), pdf: "", pdfSha256: "", pdfDate: "2015-12-01" });
    const result = await purgeChantierData(db, storage, now);
    expect(result.photos).toBe(1);
    expect(removed).toHaveLength(1);
    expect(await db.select().from(chantierPhotos).where(eq(chantierPhotos.chantierId, chantierId))).toEqual([]);
    // Idempotent: a second run finds nothing.
    expect(await purgeChantierData(db, storage, now)).toEqual({ views: 0, clientSides: 0, photos: 0 });
  });
});
