import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import { previewLinks } from "./schema.ts";

export interface PreviewLink {
  id: number;
  contentType: string;
  itemId: number;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Tokens are 32 random bytes in base64url (43 characters); anything else is not looked up. */
export function isPreviewToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * Shareable draft previews (decision 042): an unguessable token whose SHA-256 only is stored,
 * valid `days` days, revocable. Generic by content type.
 */
export function createPreviewLinks(db: Db, options: { days: number; now: () => Date }) {
  const columns = {
    id: previewLinks.id,
    contentType: previewLinks.contentType,
    itemId: previewLinks.itemId,
    createdAt: previewLinks.createdAt,
    expiresAt: previewLinks.expiresAt,
    revokedAt: previewLinks.revokedAt,
  };
  return {
    days: options.days,
    async create(contentType: string, itemId: number, userId: number | null): Promise<PreviewLink & { token: string }> {
      const token = randomBytes(32).toString("base64url");
      const now = options.now();
      const [row] = await db
        .insert(previewLinks)
        .values({
          tokenHash: hash(token),
          contentType,
          itemId,
          createdBy: userId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + options.days * 86_400_000),
        })
        .returning(columns);
      return { ...row, token };
    },

    /** The links of an item still usable (newest first). */
    async listActive(contentType: string, itemId: number): Promise<PreviewLink[]> {
      return db
        .select(columns)
        .from(previewLinks)
        .where(
          and(
            eq(previewLinks.contentType, contentType),
            eq(previewLinks.itemId, itemId),
            isNull(previewLinks.revokedAt),
            gt(previewLinks.expiresAt, options.now()),
          ),
        )
        .orderBy(desc(previewLinks.id));
    },

    async revoke(contentType: string, itemId: number, id: number): Promise<boolean> {
      const done = await db
        .update(previewLinks)
        .set({ revokedAt: options.now() })
        .where(and(eq(previewLinks.id, id), eq(previewLinks.contentType, contentType), eq(previewLinks.itemId, itemId)))
        .returning({ id: previewLinks.id });
      return done.length > 0;
    },

    /** What a token opens, or why not ('unknown', 'expired', 'revoked'). */
    async resolve(
      token: string,
    ): Promise<{ ok: true; link: PreviewLink } | { ok: false; reason: "unknown" | "expired" | "revoked" }> {
      if (!isPreviewToken(token)) return { ok: false, reason: "unknown" };
      const [row] = await db
        .select(columns)
        .from(previewLinks)
        .where(eq(previewLinks.tokenHash, hash(token)))
        .limit(1);
      if (!row) return { ok: false, reason: "unknown" };
      if (row.revokedAt) return { ok: false, reason: "revoked" };
      if (row.expiresAt <= options.now()) return { ok: false, reason: "expired" };
      return { ok: true, link: row };
    },
  };
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>;
