import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { chantiers } from "#server/modules/chantiers/schema.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { officeApi, openChantier } from "../fixtures/chantiers.ts";
import { validBody } from "../fixtures/content.ts";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { phonePhoto } from "../fixtures/photos.ts";
import { suiteServer } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const NOTE = "Prise électrique à déplacer, prévenir le client";
const STREET = "12 chemin des Pins";

describe(`« Publier en réalisation » never leaks a note nor a placeholder (${testDatabase})`, () => {
  const server = suiteServer(() => ({}), SERVER_HOOK_TIMEOUT);
  let cookie: string;
  let chantierId: number;
  let photoId: number;
  let projectId: number;

  const api = officeApi(server, () => cookie);

  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
    const services = await server.ready;
    ({ chantierId } = await openChantier(server, api, {
      firstName: "Odile",
      lastName: "Marchand",
      email: "odile.marchand@example.fr",
      phone: "06 44 55 66 77",
      address: `${STREET}, 33650 Saucats`,
      projectDescription: "Cuisine avec îlot central, budget serré",
    }));
    const devis = await api("/api/devis", {
      method: "POST",
      json: {
        client: { name: "Odile Marchand", email: "odile.marchand@example.fr", address: `${STREET}, 33650 Saucats` },
        lines: [
          { designation: "Caissons en chêne massif", quantity: 4, unit: "ml", unitPriceCents: 95_000, vatRate: 10 },
        ],
      },
    });
    expect(devis.status).toBe(201);
    await services.db
      .update(chantiers)
      .set({ devisId: Number(devis.body.id), commune: "Saucats", publishConsentAt: new Date() })
      .where(eq(chantiers.id, chantierId));
    expect((await api(`/api/chantiers/${chantierId}/notes`, { method: "POST", json: { body: NOTE } })).status).toBe(
      201,
    );
    const body = new FormData();
    body.append(
      "file",
      new Blob([new Uint8Array(await phonePhoto({ width: 900, height: 600 }))], { type: "image/jpeg" }),
      "IMG.jpg",
    );
    const res = await server.fetch(`/api/chantiers/${chantierId}/photos`, { method: "POST", cookie, body });
    expect(res.status).toBe(201);
    photoId = ((await res.json()) as { id: number }).id;
    for (let i = 0; i < 100; i++) {
      const c = await api(`/api/chantiers/${chantierId}`);
      if ((c.body.photos as { state: string }[]).every((p) => p.state === "ready")) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }, SERVER_HOOK_TIMEOUT);

  it("drafts from the type, the commune, the devis' designations and the artisan's words only; the chantier keeps its link", async () => {
    const captioned = await api(`/api/chantiers/${chantierId}/photos/${photoId}`, {
      method: "PATCH",
      json: { caption: `Caissons huilés, ${STREET}` },
    });
    expect(captioned.status).toBe(200);
    const published = await api(`/api/chantiers/${chantierId}/publication`, {
      method: "POST",
      json: { photoIds: [photoId], story: "Une cuisine en chêne massif, huilée, posée en deux jours." },
    });
    expect(published.status).toBe(201);
    projectId = Number(published.body.id);
    const project = (await api(`/api/portfolio/${projectId}`)).body;
    const text = JSON.stringify(project);
    expect(project.title).toBe("Cuisine à Saucats");
    expect(project.fullDescription).toContain("Une cuisine en chêne massif, huilée, posée en deux jours.");
    expect(project.fullDescription).toContain("- Caissons en chêne massif");
    for (const leak of [
      NOTE,
      "Prise électrique",
      "[à compléter]",
      "entre crochets",
      "Odile",
      "Marchand",
      "chemin des Pins",
      "îlot",
      "950",
      "€",
    ])
      expect(text, leak).not.toContain(leak);
    // After a reload the chantier still points to its project.
    const again = await api(`/api/chantiers/${chantierId}`);
    expect(again.body.projects).toEqual([{ id: projectId, editUrl: `/admin/portfolio/${projectId}/edit` }]);
  });

  it("refuses (422, naming it) to publish a project whose text holds « [à compléter] » or an editing instruction — by the switch, the editor or the API", async () => {
    const withGap = `Cuisine posée à Saucats.\n\n- **Durée** : [à compléter]`;
    const draft = (await api(`/api/portfolio/${projectId}`)).body;
    const saved = await api(`/api/portfolio/${projectId}`, {
      method: "PUT",
      json: { ...draft, fullDescription: withGap, isPublished: false },
    });
    expect(saved.status).toBe(200);
    // The publish switch.
    const toggle = await api(`/api/portfolio/${projectId}`, { method: "PATCH", json: { isPublished: true } });
    expect(toggle.status).toBe(422);
    expect(toggle.body.message).toContain("« [à compléter] »");
    expect(toggle.body.message).toContain("« Description complète »");
    expect((toggle.body.errors as Record<string, string>).fullDescription).toContain("[à compléter]");
    expect((await server.fetch(`/realisation/${projectId}`)).status).toBe(404);
    // The editor's save (PUT, the whole item).
    const current = (await api(`/api/portfolio/${projectId}`)).body;
    const put = await api(`/api/portfolio/${projectId}`, {
      method: "PUT",
      json: {
        ...current,
        description: "Les informations entre crochets sont à compléter.",
        fullDescription: "Cuisine.",
        isPublished: true,
      },
    });
    expect(put.status).toBe(422);
    expect(put.body.message).toContain("entre crochets");
    // The API, creating a published project.
    const created = await api("/api/portfolio", {
      method: "POST",
      json: validBody("portfolio", { isPublished: true, fullDescription: "Posée en [délai à vérifier] jours." }),
    });
    expect(created.status).toBe(422);
    expect(created.body.message).toContain("[délai à vérifier]");

    // A Markdown link is not a placeholder: once the gap is filled, it publishes.
    const filled = await api(`/api/portfolio/${projectId}`, {
      method: "PUT",
      json: {
        ...(await api(`/api/portfolio/${projectId}`)).body,
        fullDescription: "Cuisine posée à Saucats. Voir [nos cuisines](/services).",
        isPublished: true,
      },
    });
    expect(filled.status).toBe(200);
    const page = await server.fetch(`/realisation/${projectId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // Each photo's alt text is its caption (without the street).
    expect(html).toMatch(/<img[^>]+alt="Caissons huilés"/);
    expect(html).not.toContain("Prise électrique");
    expect(html).not.toContain("[à compléter]");
  });

  it("« Placer en tête »: a published project leads the portfolio and the home page", async () => {
    const firstShown = async (path: string) =>
      Number(/href="\/realisation\/(\d+)"/.exec(await (await server.fetch(path)).text())?.[1]);
    const other = await api("/api/portfolio", { method: "POST", json: validBody("portfolio", { isPublished: true }) });
    expect(other.status).toBe(201);
    const otherId = Number(other.body.id);
    expect((await api(`/api/portfolio/${otherId}/first`, { method: "POST", json: {} })).status).toBe(200);
    expect(await firstShown("/realisations")).toBe(otherId);
    expect((await api(`/api/portfolio/${projectId}/first`, { method: "POST", json: {} })).status).toBe(200);
    expect(await firstShown("/realisations")).toBe(projectId);
    expect(await firstShown("/")).toBe(projectId);
    expect((await api("/api/articles/1/first", { method: "POST", json: {} })).status).toBe(404);
  });
});
