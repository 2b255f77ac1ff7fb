import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { REVIEW_KEEP_YEARS, refusalLabel, type RefusalReason, type ReviewSubmission } from "#domain/reviews.ts";
import type { BusinessSettings } from "#domain/business.ts";
import { AppError } from "#server/errors.ts";
import type { Db } from "#server/infra/db/client.ts";
import { reviewInvitations, testimonials } from "./schema.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import type { Outbox } from "../mail/index.ts";
import { findInvitation } from "./invitations.ts";
import { reviewRefusalEmail } from "./emails.ts";

export type ReviewRow = typeof testimonials.$inferSelect;
export type ReviewSort = "date" | "note";

/** What a public page shows of a published review (never the author's address). */
export function publicReview(r: ReviewRow) {
  return {
    id: r.id,
    name: r.name,
    location: r.location,
    content: r.content,
    rating: r.rating,
    origin: r.origin,
    publishedAt: (r.publishedAt ?? r.createdAt).toISOString(),
    workMonth: r.workMonth,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
  };
}
export type PublicReview = ReturnType<typeof publicReview>;

/**
 * Client reviews (docs/avis.md): the client's form through his personal link, the moderation
 * (publish, refuse with a published reason e-mailed to the author, public reply) and the public
 * lists. Reviews live in the `testimonials` table with the admin's testimonials (origin 'entreprise').
 * Every write drops the public pages (`changed`).
 */
export function createReviews(deps: {
  db: Db;
  outbox: Outbox;
  business: { get(): Promise<BusinessSettings> };
  businessInbox: () => string;
  changed: (what: string) => void;
  now?: () => Date;
}) {
  const { db, outbox, changed } = deps;
  const now = deps.now ?? (() => new Date());
  // Published, and within the retention announced on /avis (REVIEW_KEEP_YEARS).
  const published = () =>
    and(
      eq(testimonials.isPublished, true),
      sql`coalesce(${testimonials.publishedAt}, ${testimonials.createdAt}) > ${new Date(now().getTime() - REVIEW_KEEP_YEARS * 365.25 * 86_400_000)}`,
    );

  async function get(id: number): Promise<ReviewRow> {
    const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
    if (!row) throw new AppError("not-found", "Avis introuvable.");
    return row;
  }

  return {
    /** The form's state for a token: 'ok' with its pre-filled values, or why it cannot be used. */
    async invitation(token: string) {
      const { state, invitation } = await findInvitation(db, token, now());
      if (state !== "ok" || !invitation) return { state: state === "ok" ? "unknown" : state } as const;
      return {
        state,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        commune: invitation.commune,
        workMonth: invitation.workMonth,
        expiresAt: invitation.expiresAt.toISOString(),
      } as const;
    },

    /**
     * The client's review: stored 'en attente' (origin 'client'), the link used, in one transaction
     * (two posts at once: the second finds the link used). Nothing here reads the rating to decide.
     */
    async submit(token: string, input: ReviewSubmission): Promise<"ok" | "used" | "expired" | "unknown"> {
      const result = await db.transaction(async (tx) => {
        const { state, invitation } = await findInvitation(tx, token, now(), true);
        if (state !== "ok" || !invitation) return state;
        const [row] = await tx
          .insert(testimonials)
          .values({
            name: input.name,
            location: input.location,
            content: input.content.replaceAll("\0", ""),
            rating: input.rating,
            workMonth: input.workMonth,
            origin: "client",
            isPublished: false,
            position: sql`(select coalesce(max(position), -1) + 1 from testimonials)`,
            authorEmail: invitation.email,
            leadId: invitation.leadId,
          })
          .returning({ id: testimonials.id });
        await tx
          .update(reviewInvitations)
          .set({ usedAt: now(), testimonialId: row.id })
          .where(eq(reviewInvitations.id, invitation.id));
        return "ok" as const;
      });
      return result;
    },

    /** Every review for the admin: waiting ones first, then the newest. */
    listAdmin: () =>
      db
        .select()
        .from(testimonials)
        .orderBy(
          sql`case when ${testimonials.isPublished} = false and ${testimonials.refusalReason} is null then 0 else 1 end`,
          desc(sql`coalesce(${testimonials.publishedAt}, ${testimonials.createdAt})`),
          desc(testimonials.id),
        ),

    /**
     * « Avis à modérer », the one definition the dashboard and the statistics share:
     * the clients' reviews neither published nor refused yet.
     */
    async toModerate(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(testimonials)
        .where(
          and(
            eq(testimonials.origin, "client"),
            eq(testimonials.isPublished, false),
            isNull(testimonials.refusalReason),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** Published reviews, newest first (or by rating, then newest). */
    async listPublished(sort: ReviewSort = "date", limit?: number): Promise<PublicReview[]> {
      const newest = desc(sql`coalesce(${testimonials.publishedAt}, ${testimonials.createdAt})`);
      const query = db
        .select()
        .from(testimonials)
        .where(published())
        .orderBy(...(sort === "note" ? [desc(testimonials.rating), newest] : [newest]), asc(testimonials.id));
      const rows = limit ? await query.limit(limit) : await query;
      return rows.map(publicReview);
    },

    /**
     * Count and average of the published *verified* reviews (origin 'client', left through the
     * client's personal link), shown in the page's text, never as AggregateRating. The testimonials
     * the company typed in (and can edit) are counted apart and never enter the average (docs/avis.md).
     */
    async summary() {
      const [row] = await db
        .select({
          count: sql<number>`(count(*) filter (where ${testimonials.origin} = 'client'))::int`,
          average: sql<
            number | null
          >`(avg(${testimonials.rating}) filter (where ${testimonials.origin} = 'client'))::float`,
          testimonials: sql<number>`(count(*) filter (where ${testimonials.origin} <> 'client'))::int`,
        })
        .from(testimonials)
        .where(published());
      return { count: row.count, average: row.average, testimonials: row.testimonials };
    },

    /** Published (the member who did it is recorded). */
    async publish(id: number, author: LeadAuthor | null = null) {
      await get(id);
      const [row] = await db
        .update(testimonials)
        .set({
          isPublished: true,
          publishedAt: sql`coalesce(${testimonials.publishedAt}, now())`,
          refusalReason: null,
          refusedAt: null,
          refusedById: null,
          refusedByName: "",
          publishedById: author?.id ?? null,
          publishedByName: author?.name ?? "",
        })
        .where(eq(testimonials.id, id))
        .returning();
      changed("testimonials");
      return row;
    },

    /** Refused with one of the published reasons; the author (verified reviews) is e-mailed the reason. */
    async refuse(id: number, reason: RefusalReason, author: LeadAuthor | null = null) {
      const before = await get(id);
      if (before.refusalReason) throw new AppError("conflict", "Cet avis a déjà été refusé.");
      const business = await deps.business.get();
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(testimonials)
          .set({
            isPublished: false,
            refusalReason: reason,
            refusedAt: now(),
            refusedById: author?.id ?? null,
            refusedByName: author?.name ?? "",
          })
          .where(and(eq(testimonials.id, id), isNull(testimonials.refusalReason)))
          .returning();
        if (!row) throw new AppError("conflict", "Cet avis a déjà été refusé.");
        if (row.authorEmail) {
          const draft = reviewRefusalEmail(
            { name: row.name, email: row.authorEmail, content: row.content, reason: refusalLabel(reason) },
            business,
            deps.businessInbox(),
          );
          const lead = row.leadId ? { id: row.leadId } : null;
          await outbox.enqueue(tx, [draft], lead);
        }
        return row;
      });
      if (row.authorEmail) outbox.kick();
      changed("testimonials");
      return row;
    },

    /** The business's public reply (empty = removed), dated. */
    async reply(id: number, text: string, author: LeadAuthor | null = null) {
      await get(id);
      const [row] = await db
        .update(testimonials)
        .set({
          reply: text.replaceAll("\0", ""),
          repliedAt: text ? now() : null,
          repliedById: text ? (author?.id ?? null) : null,
          repliedByName: text ? (author?.name ?? "") : "",
        })
        .where(eq(testimonials.id, id))
        .returning();
      changed("testimonials");
      return row;
    },
  };
}

export type Reviews = ReturnType<typeof createReviews>;
