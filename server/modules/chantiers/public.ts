import { and, asc, desc, eq, sql } from "drizzle-orm";
import { chantierMessageSchema, chantierTokenPattern } from "#domain/chantiers.ts";
import {
  chantierAccessTokens,
  chantierDocuments,
  chantierMessages,
  chantierPhotos,
  chantierSteps,
  chantierViews,
  chantiers,
} from "./schema.ts";
import { AppError } from "#server/errors.ts";
import { chantierMail, queueChantierMail } from "./emails.ts";
import { parse, tokenHash, type ChantierDeps } from "./service.ts";

export const REVOKED_MESSAGE =
  "Ce lien de suivi de chantier a été désactivé. Demandez-nous un nouveau lien si vous en avez besoin.";
export const UNKNOWN_MESSAGE = "Ce lien de suivi de chantier est inconnu. Vérifiez qu'il est complet.";

/**
 * The client's side of a chantier (/mon-chantier/<token>): the token is the credential (only its
 * SHA-256 is stored); a revoked link answers 410, an unknown one 404. The client sees the steps,
 * the photos marked « visible par le client », the documents shown to him and his thread.
 */
export function createChantierPublic(deps: ChantierDeps & { businessTo: () => string }) {
  const { db, outbox, business, config } = deps;

  async function open(token: string) {
    if (!chantierTokenPattern.test(token)) throw new AppError("not-found", UNKNOWN_MESSAGE);
    const [access] = await db
      .select()
      .from(chantierAccessTokens)
      .where(eq(chantierAccessTokens.tokenHash, tokenHash(token)));
    if (!access) throw new AppError("not-found", UNKNOWN_MESSAGE);
    if (access.revokedAt) throw new AppError("gone", REVOKED_MESSAGE);
    const [row] = await db.select().from(chantiers).where(eq(chantiers.id, access.chantierId));
    if (!row) throw new AppError("not-found", UNKNOWN_MESSAGE);
    return { chantier: row, access };
  }

  return {
    open,

    /** The page's content; each view is logged (`log`). */
    async view(token: string, log: { userAgent: string } | null) {
      const { chantier, access } = await open(token);
      // At most one view an hour per link: reloads (or a flood of them) are not new readings.
      const recent = log
        ? await db
            .select({ id: chantierViews.id })
            .from(chantierViews)
            .where(
              and(
                eq(chantierViews.accessTokenId, access.id),
                sql`${chantierViews.viewedAt} > now() - interval '1 hour'`,
              ),
            )
            .limit(1)
        : [];
      if (log && recent.length === 0)
        await db
          .insert(chantierViews)
          .values({ chantierId: chantier.id, accessTokenId: access.id, userAgent: log.userAgent.slice(0, 200) });
      const id = chantier.id;
      const [steps, photos, documents, messages] = await Promise.all([
        db.select().from(chantierSteps).where(eq(chantierSteps.chantierId, id)).orderBy(asc(chantierSteps.position)),
        db
          .select()
          .from(chantierPhotos)
          .where(
            and(
              eq(chantierPhotos.chantierId, id),
              eq(chantierPhotos.visibleToClient, true),
              eq(chantierPhotos.state, "ready"),
            ),
          )
          .orderBy(desc(chantierPhotos.takenAt)),
        db
          .select()
          .from(chantierDocuments)
          .where(and(eq(chantierDocuments.chantierId, id), eq(chantierDocuments.visibleToClient, true)))
          .orderBy(asc(chantierDocuments.id)),
        db
          .select()
          .from(chantierMessages)
          .where(eq(chantierMessages.chantierId, id))
          .orderBy(asc(chantierMessages.createdAt)),
      ]);
      return { chantier, steps, photos, documents, messages };
    },

    /** A photo the client may see (visible, ready), or 404. */
    async photo(token: string, photoId: number) {
      const { chantier } = await open(token);
      const [row] = await db
        .select()
        .from(chantierPhotos)
        .where(
          and(
            eq(chantierPhotos.id, photoId),
            eq(chantierPhotos.chantierId, chantier.id),
            eq(chantierPhotos.visibleToClient, true),
          ),
        );
      if (!row) throw new AppError("not-found", "Photo introuvable.");
      return row;
    },

    /** The client writes to the office: stored, and e-mailed to the business's inbox. */
    async postMessage(token: string, input: unknown) {
      const { chantier } = await open(token);
      const { body } = parse(chantierMessageSchema, input);
      const settings = await business.get();
      await db.transaction(async (tx) => {
        const mail = chantierMail.clientMessage(
          settings,
          chantier,
          body,
          `${config.siteUrl}/admin/chantiers/${chantier.id}`,
        );
        const emailId = await queueChantierMail(tx, outbox, chantier, {
          ...mail,
          to: deps.businessTo() || settings.email,
          replyTo: chantier.clientEmail || undefined,
        });
        await tx
          .insert(chantierMessages)
          .values({ chantierId: chantier.id, from: "client", body, authorName: chantier.clientName, emailId });
      });
      outbox.kick();
    },
  };
}
export type ChantierPublic = ReturnType<typeof createChantierPublic>;
