import { and, eq, inArray, sql } from "drizzle-orm";
import { portfolioCategoryValues } from "#domain/schemas/categories.ts";
import { projectDraft } from "#domain/project-draft.ts";
import { publicationSchema } from "#domain/chantier-reception.ts";
import { portfolioInputSchema } from "#domain/schemas/content.ts";
import { shownPairs } from "#domain/project-images.ts";
import { slugify } from "#domain/text.ts";
import type { AiProvider } from "#server/infra/ai-providers/types.ts";
import { chantierPhotos, chantiers } from "./schema.ts";
import { devisLines } from "#server/modules/devis/index.ts";
import { quoteLead } from "#server/modules/leads/index.ts";
import { AppError } from "#server/errors.ts";
import { parseValue } from "#server/validation.ts";
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
  // No separator left dangling where the street was (« Caissons huilés, »).
  return out.replace(/[ \t]{2,}/g, " ").replace(/[ \t]*[,;–-][ \t]*$/gm, "");
}

/**
 * « Publier en réalisation » (docs/chantiers.md): with the client's consent, the
 * photos the office picks are copied into the media library (the same pipeline as an upload:
 * re-encoded, variants) and become a DRAFT portfolio project: the before/after pairs marked on the
 * chantier's photos, a story drafted from what is public by nature only (domain/project-draft.ts:
 * the project type, the commune, the devis' designations without prices, the artisan's words;
 * never the notes, no placeholder), the location the COMMUNE only, each photo's alt text its
 * caption. The artisan checks and publishes it in the project editor.
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

  return {
    async publish(viewer: Viewer, chantierId: number, input: unknown) {
      const c = await openFor(db, viewer, chantierId);
      requireOffice(viewer);
      if (!c.publishConsentAt) throw new AppError("forbidden", NO_CONSENT);
      const choice = parseValue(publicationSchema, input, (e) => e.issues[0]?.message ?? "Choix invalide.");
      const ids = [...new Set(choice.photoIds)];
      const rows = await db
        .select()
        .from(chantierPhotos)
        .where(and(eq(chantierPhotos.chantierId, c.id), inArray(chantierPhotos.id, ids)));
      if (rows.length !== ids.length || rows.some((r) => r.state !== "ready"))
        throw new AppError("invalid", "Une des photos choisies est introuvable ou pas encore prête.");
      const ordered = ids.map((id) => rows.find((r) => r.id === id)!);

      // Only what is public by nature (docs/chantiers.md §8): never the chantier's notes, no AI story.
      const d = c.devisId ? await devisLines(db, c.devisId) : null;
      let category = "agencement";
      if (c.leadId) {
        const q = await quoteLead(db, c.leadId);
        if (q && portfolioCategoryValues.includes(q.projectType)) category = q.projectType;
      }
      const draft = projectDraft({
        category,
        commune: c.commune,
        works: (d?.lines ?? []).map((l) => withoutStreet(l.designation, c.street)),
        story: withoutStreet(choice.story ?? "", c.street),
      });
      const title = draft.title.slice(0, 180);
      const fullDescription = draft.fullDescription;
      // Each photo through the media pipeline (the chantier's copy has no EXIF nor GPS already).
      const urls = new Map<number, string>();
      for (const row of ordered) {
        const file = await deps.photos.read(row, "file");
        if (!file) throw new AppError("invalid", "Une des photos choisies est introuvable.");
        const chunks: Buffer[] = [];
        for await (const chunk of file.body) chunks.push(chunk as Buffer);
        const saved = await deps.media().saveImage(Buffer.concat(chunks), {
          // The project's public title (« Cuisine à Saucats »), never the chantier's (the client's name).
          description: withoutStreet(row.caption, c.street) || title,
          altText: withoutStreet(row.caption, c.street) || title,
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
          ...choice.pairs.map((p) => ({ before: urls.get(p.before)!, after: urls.get(p.after)! })),
          ...[...marked.values()].flatMap((p) => (p.before && p.after ? [{ before: p.before, after: p.after }] : [])),
        ],
        [...urls.values()],
      );

      const slug = `${slugify(title).slice(0, 150) || "realisation"}-${c.id}`;
      const project = portfolioInputSchema.parse({
        title,
        slug,
        location: c.commune,
        category,
        description: draft.description.slice(0, 2000),
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
