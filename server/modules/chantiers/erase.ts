import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/infra/db/client.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import {
  chantierAccessTokens,
  chantierMessages,
  chantierPhotos,
  chantierReceptions,
  chantierViews,
  chantiers,
} from "./schema.ts";

/**
 * What is kept of a chantier, and for how long (docs/security.md « Conservation »):
 * - the chantier, its steps, its documents, its photos and the PV prove the works: kept 10 years from
 *   the réception (the décennale, Code civil 1792-4-1), then the photos go;
 * - the client's page, its views and the messages exchanged there serve the relationship: they go 3
 *   years after the chantier ended, or at once when the client asks for his erasure;
 * - the views of the client's page are kept 13 months at most.
 */
export const MESSAGES_YEARS = 3;
export const PHOTOS_YEARS = 10;
export const VIEWS_DAYS = 395;

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** The client's page, its views and messages, his e-mail and phone: gone; the chantier itself stays. */
async function forgetClient(tx: Tx, chantierIds: number[]) {
  if (chantierIds.length === 0) return;
  await tx.delete(chantierAccessTokens).where(inArray(chantierAccessTokens.chantierId, chantierIds));
  await tx.delete(chantierViews).where(inArray(chantierViews.chantierId, chantierIds));
  await tx.delete(chantierMessages).where(inArray(chantierMessages.chantierId, chantierIds));
  await tx
    .update(chantiers)
    .set({ clientEmail: "", clientPhone: "", updatedAt: sql`now()` })
    .where(inArray(chantiers.id, chantierIds));
}

/** A lead's erasure, in its transaction: its chantiers keep the proof of the works, lose the rest. */
export async function eraseLeadChantiers(tx: Tx, lead: { id: number }): Promise<void> {
  await forgetClient(
    tx,
    ids(await tx.select({ id: chantiers.id }).from(chantiers).where(eq(chantiers.leadId, lead.id))),
  );
}

/**
 * The retention job (daily): views over 13 months; the client's side of chantiers ended 3 years
 * ago; the photos of chantiers received 10 years ago (files removed once their rows are gone).
 * Idempotent: several instances may run it.
 */
export async function purgeChantierData(db: Db, storage: Pick<Storage, "remove">, now: Date) {
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const years = (n: number) => before(Math.round(n * 365.25));
  const views = await db
    .delete(chantierViews)
    .where(lt(chantierViews.viewedAt, before(VIEWS_DAYS)))
    .returning({ id: chantierViews.id });
  // Ended 3 years ago (the last change dates the end) and still holding something of the client.
  const clientSide = or(
    sql`exists (select 1 from ${chantierAccessTokens} where ${chantierAccessTokens.chantierId} = ${chantiers.id})`,
    sql`exists (select 1 from ${chantierMessages} where ${chantierMessages.chantierId} = ${chantiers.id})`,
    sql`${chantiers.clientEmail} <> '' or ${chantiers.clientPhone} <> ''`,
  );
  const withClientSide = await db
    .select({ id: chantiers.id })
    .from(chantiers)
    .where(
      and(inArray(chantiers.status, ["termine", "annule"]), lt(chantiers.updatedAt, years(MESSAGES_YEARS)), clientSide),
    );
  if (withClientSide.length) await db.transaction((tx) => forgetClient(tx, ids(withClientSide)));
  const received = db
    .select({ id: chantierReceptions.chantierId })
    .from(chantierReceptions)
    .where(lt(chantierReceptions.signedAt, years(PHOTOS_YEARS)));
  const photos = await db
    .delete(chantierPhotos)
    .where(inArray(chantierPhotos.chantierId, received))
    .returning({ storageId: chantierPhotos.storageId });
  for (const p of photos) await storage.remove(p.storageId);
  return { views: views.length, clientSides: withClientSide.length, photos: photos.length };
}
