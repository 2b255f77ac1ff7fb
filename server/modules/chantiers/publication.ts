import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { portfolioCategoryValues } from "#domain/schemas/categories.ts";
import { generateContentSchema } from "#domain/ai.ts";
import { publicationSchema } from "#domain/chantier-reception.ts";
import { portfolioInputSchema } from "#domain/schemas/content.ts";
import { shownPairs } from "#domain/project-images.ts";
import { excerptOf, slugify } from "#domain/text.ts";
import type { AiProvider } from "#server/infra/ai-providers/types.ts";
import { chantierNotes, chantierPhotos, chantiers, devis, quoteRequests } from "#server/infra/db/schema.ts";
import { AppError } from "#server/errors.ts";
import type { Logger } from "#server/logger.ts";
import type { AdminContent } from "#server/modules/content/index.ts";
import type { MediaService } from "#server/modules/media/index.ts";
import { openFor, requireOffice, type Viewer } from "./access.ts";
import type { ChantierPhotos } from "./photos.ts";
import type { ChantierDeps } from "./service.ts";

export const NO_CONSENT =
  "Le client n'a pas donné son accord pour publier des photos de ce chantier : demandez-le lui (case du procès-verbal ou sa page de suivi).";

/** Removes the street (and its number) from a text: a published project names the commune only. */
export function withoutStreet(text: string, street: string): string {
  const s = street.trim();
  if (!s) return text;
  const escape = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  const name = s.replace(/^\d+\s*(?:bis|ter)?\s*,?\s*/i, "");
  let out = text.replace(new RegExp(escape(s), "gi"), "");
  if (name.length >= 4) out = out.replace(new RegExp(`(?:\\d+\\s*(?:bis|ter)?\\s*,?\\s*)?${escape(name)}`, "gi"), "");
  return out.replace(/[ \t]{2,}/g, " ");
}

/**
 * « Publier en réalisation » (issue 29 §5, docs/chantiers.md): with the client's consent, the
 * photos the office picks are copied into the media library (the same pipeline as an upload:
 * re-encoded, variants) and become a DRAFT portfolio project: the before/after pairs marked on the
 * chantier's photos, a description drafted by the AI from the devis lines and the notes (the
 * offline writer without a provider), the location the COMMUNE only. The artisan checks and
 * publishes it in the project editor.
 */
export function createPublication(
  deps: ChantierDeps & {
    logger: Logger;
    photos: ChantierPhotos;
    media: () => MediaService;
    content: () => AdminContent;
    ai: () => AiProvider;
  },
) {
  const { db } = deps;

  async function draftText(title: string, commune: string, context: string, street: string) {
    const fallback = `${title}${commune ? ` à ${commune}` : ""}.\n\n${context}`;
    try {
      const result = await deps.ai().generateContent(
        generateContentSchema.parse({
          title: (commune ? `${title} à ${commune}` : title).slice(0, 200),
          context: context.slice(0, 5000) || title,
          length: "court",
          style: "storytelling",
          contentType: "portfolio",
        }),
      );
      return withoutStreet(result.content || fallback, street);
    } catch (err) {
      deps.logger.warn("project description not drafted by the AI", { err });
      return withoutStreet(fallback, street);
    }
  }

  return {
    async publish(viewer: Viewer, chantierId: number, input: unknown) {
      const c = await openFor(db, viewer, chantierId);
      requireOffice(viewer);
      if (!c.publishConsentAt) throw new AppError("forbidden", NO_CONSENT);
      const parsed = publicationSchema.safeParse(input);
      if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message ?? "Choix invalide.");
      const ids = [...new Set(parsed.data.photoIds)];
      const rows = await db
        .select()
        .from(chantierPhotos)
        .where(and(eq(chantierPhotos.chantierId, c.id), inArray(chantierPhotos.id, ids)));
      if (rows.length !== ids.length || rows.some((r) => r.state !== "ready"))
        throw new AppError("invalid", "Une des photos choisies est introuvable ou pas encore prête.");
      const ordered = ids.map((id) => rows.find((r) => r.id === id)!);

      // Each photo through the media pipeline (the chantier's copy has no EXIF nor GPS already).
      const urls = new Map<number, string>();
      for (const row of ordered) {
        const file = await deps.photos.read(row, "file");
        if (!file) throw new AppError("invalid", "Une des photos choisies est introuvable.");
        const chunks: Buffer[] = [];
        for await (const chunk of file.body) chunks.push(chunk as Buffer);
        const saved = await deps.media().saveImage(Buffer.concat(chunks), {
          description: withoutStreet(row.caption, c.street) || `${c.title}${c.commune ? ` à ${c.commune}` : ""}`,
          altText: withoutStreet(row.caption, c.street) || c.title,
          fileName: `chantier-${c.id}-photo-${row.id}`,
          source: "chantier",
        });
        urls.set(row.id, saved.url);
      }

      // Before/after: the pairs chosen now, then those marked on the chantier's photos (both chosen).
      const marked = new Map<number, { before?: string; after?: string }>();
      for (const row of ordered) {
        if (!row.pairId || !row.pairRole) continue;
        const pair = marked.get(row.pairId) ?? {};
        pair[row.pairRole === "avant" ? "before" : "after"] = urls.get(row.id);
        marked.set(row.pairId, pair);
      }
      const beforeAfter = shownPairs(
        [
          ...parsed.data.pairs.map((p) => ({ before: urls.get(p.before)!, after: urls.get(p.after)! })),
          ...[...marked.values()].flatMap((p) => (p.before && p.after ? [{ before: p.before, after: p.after }] : [])),
        ],
        [...urls.values()],
      );

      const [d] = c.devisId ? await db.select({ lines: devis.lines }).from(devis).where(eq(devis.id, c.devisId)) : [];
      const notes = await db
        .select({ body: chantierNotes.body })
        .from(chantierNotes)
        .where(eq(chantierNotes.chantierId, c.id))
        .orderBy(asc(chantierNotes.createdAt));
      const works = (d?.lines ?? []).map((l) => l.designation.trim()).filter(Boolean);
      const context = [
        works.length ? `Travaux réalisés :\n${works.map((w) => `- ${w}`).join("\n")}` : "",
        notes.length ? `Notes du chantier :\n${notes.map((n) => `- ${n.body}`).join("\n")}` : "",
      ]
        .filter(Boolean)
        .join("\n\n");
      const title = (c.title || "Réalisation").slice(0, 180);
      const fullDescription = await draftText(title, c.commune, withoutStreet(context, c.street), c.street);
      let category = "agencement";
      if (c.leadType === "quote" && c.leadId) {
        const [q] = await db
          .select({ type: quoteRequests.projectType })
          .from(quoteRequests)
          .where(eq(quoteRequests.id, c.leadId));
        if (q && portfolioCategoryValues.includes(q.type)) category = q.type;
      }
      const slug = `${slugify(title).slice(0, 150) || "realisation"}-${c.id}-${Date.now().toString(36)}`;
      const project = portfolioInputSchema.parse({
        title,
        slug,
        location: c.commune,
        category,
        description: withoutStreet(excerptOf(fullDescription, 30), c.street).slice(0, 2000),
        fullDescription,
        featuredImage: urls.get(ordered[0].id) ?? null,
        gallery: ordered.map((r) => urls.get(r.id)!),
        beforeAfter,
        isPublished: false,
      });
      const created = await deps.content().create("portfolio", project, { userId: viewer.id });
      // Remembered: if the client withdraws his consent, this project leaves the site (reception.ts).
      await db
        .update(chantiers)
        .set({ publishedProjectIds: sql`array_append(${chantiers.publishedProjectIds}, ${created.id})` })
        .where(eq(chantiers.id, c.id));
      return {
        id: created.id,
        editUrl: `/admin/portfolio/${created.id}/edit`,
        photos: ordered.length,
        beforeAfter: beforeAfter.length,
      };
    },
  };
}
export type Publication = ReturnType<typeof createPublication>;
