/**
 * What the team reads of the chantiers: the list it may see, one chantier with everything (steps,
 * members, photos, notes, messages, documents, the client's link), and the shapes of their rows.
 */
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/infra/db/client.ts";
import {
  chantierAccessTokens,
  chantierDocuments,
  chantierMembers,
  chantierMessages,
  chantierNotes,
  chantierPhotos,
  chantierSteps,
  chantierViews,
  chantiers,
} from "./schema.ts";
import { leadKindOf } from "#server/modules/leads/index.ts";
import { memberCards, type MemberCard } from "#server/modules/auth/index.ts";
import { openFor, seesAll, type Viewer } from "./access.ts";
import { forTeam } from "./documents.ts";

export type ChantierRow = typeof chantiers.$inferSelect;

/** Each assignment with its member's card (the auth door's); an unknown member is left out, as a join would. */
function withMembers(rows: { chantierId: number; userId: number }[], cards: MemberCard[]) {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return rows.flatMap((r) => {
    const card = byId.get(r.userId);
    return card ? [{ chantierId: r.chantierId, ...card }] : [];
  });
}

/** The chantiers' list and one chantier, as the admin's service answers them. */
export function chantierReading(db: Db) {
  return {
    /** The chantiers this member may see (a compagnon: his own; `mine`: only those assigned to him). */
    async list(viewer: Viewer, opts: { mine?: boolean } = {}) {
      const own = opts.mine || !seesAll(viewer.role);
      const ids = own
        ? (
            await db
              .select({ id: chantierMembers.chantierId })
              .from(chantierMembers)
              .where(eq(chantierMembers.userId, viewer.id))
          ).map((r) => r.id)
        : null;
      if (ids && ids.length === 0) return [];
      const rows = await db
        .select()
        .from(chantiers)
        .where(ids ? inArray(chantiers.id, ids) : undefined)
        .orderBy(desc(chantiers.updatedAt));
      if (rows.length === 0) return [];
      const all = rows.map((r) => r.id);
      const steps = await db
        .select()
        .from(chantierSteps)
        .where(inArray(chantierSteps.chantierId, all))
        .orderBy(asc(chantierSteps.position));
      const assigned = await db
        .select({ chantierId: chantierMembers.chantierId, userId: chantierMembers.userId })
        .from(chantierMembers)
        .where(inArray(chantierMembers.chantierId, all));
      const members = withMembers(
        assigned,
        await memberCards(db, { ids: [...new Set(assigned.map((r) => r.userId))] }),
      );
      return rows.map((r) => ({
        ...summary(r),
        steps: steps.filter((s) => s.chantierId === r.id).map(stepView),
        members: members.filter((m) => m.chantierId === r.id).map((m) => ({ id: m.id, name: m.name || m.username })),
      }));
    },

    /**
     * « Chantiers en cours », the one definition the dashboard and the statistics share: the
     * chantiers whose status is « En cours », the latest changed first (the office sees them all).
     */
    async underWay() {
      const rows = await db
        .select()
        .from(chantiers)
        .where(eq(chantiers.status, "en_cours"))
        .orderBy(desc(chantiers.updatedAt));
      return rows.map(summary);
    },

    /** Everything of one chantier (403 for a compagnon not assigned to it). */
    async get(viewer: Viewer, id: number) {
      const row = await openFor(db, viewer, id);
      const office = seesAll(viewer.role);
      const [steps, members, photos, notes, messages, documents, links, views] = await Promise.all([
        db.select().from(chantierSteps).where(eq(chantierSteps.chantierId, id)).orderBy(asc(chantierSteps.position)),
        db
          .select({ chantierId: chantierMembers.chantierId, userId: chantierMembers.userId })
          .from(chantierMembers)
          .where(eq(chantierMembers.chantierId, id))
          .then(async (rows) => withMembers(rows, await memberCards(db, { ids: rows.map((r) => r.userId) }))),
        db.select().from(chantierPhotos).where(eq(chantierPhotos.chantierId, id)).orderBy(desc(chantierPhotos.takenAt)),
        db.select().from(chantierNotes).where(eq(chantierNotes.chantierId, id)).orderBy(desc(chantierNotes.createdAt)),
        office
          ? db
              .select()
              .from(chantierMessages)
              .where(eq(chantierMessages.chantierId, id))
              .orderBy(asc(chantierMessages.createdAt))
          : Promise.resolve([]),
        db
          .select()
          .from(chantierDocuments)
          .where(eq(chantierDocuments.chantierId, id))
          .orderBy(asc(chantierDocuments.id)),
        office
          ? db
              .select()
              .from(chantierAccessTokens)
              .where(eq(chantierAccessTokens.chantierId, id))
              .orderBy(desc(chantierAccessTokens.createdAt))
          : Promise.resolve([]),
        office
          ? db
              .select({ count: sql<number>`count(*)::int`, last: sql<string | null>`max(${chantierViews.viewedAt})` })
              .from(chantierViews)
              .where(eq(chantierViews.chantierId, id))
          : Promise.resolve([{ count: 0, last: null }]),
      ]);
      const assignable = office ? await memberCards(db, { active: true }) : [];
      const active = links.find((l) => !l.revokedAt);
      return {
        ...summary(row),
        leadType: await leadKindOf(db, row.leadId),
        office,
        // The projects made from this chantier: its link to its draft survives a reload (docs/chantiers.md §8).
        projects: office
          ? (row.publishedProjectIds ?? []).map((pid) => ({ id: pid, editUrl: `/admin/portfolio/${pid}/edit` }))
          : [],
        steps: steps.map(stepView),
        members: members.map((m) => ({ id: m.id, name: m.name || m.username, role: m.role })),
        assignable: assignable.map((m) => ({ id: m.id, name: m.name || m.username, role: m.role })),
        photos: photos.map(photoView),
        notes: notes.map((n) => ({
          id: n.id,
          body: n.body,
          authorName: n.authorName,
          createdAt: n.createdAt.toISOString(),
        })),
        messages: messages.map((m) => ({
          id: m.id,
          from: m.from,
          body: m.body,
          authorName: m.authorName,
          createdAt: m.createdAt.toISOString(),
        })),
        // A compagnon sees what the job needs: the documents shown to the client, never the devis (prices).
        documents: documents
          .filter((d) => office || forTeam(d))
          .map((d) => ({
            id: d.id,
            kind: d.kind,
            title: d.title,
            visibleToClient: d.visibleToClient,
            url: `/api/chantiers/${id}/documents/${d.id}`,
          })),
        access: {
          active: active ? { createdAt: active.createdAt.toISOString(), createdByName: active.createdByName } : null,
          views: Number(views[0]?.count ?? 0),
          lastViewAt: views[0]?.last ? new Date(views[0].last).toISOString() : null,
        },
      };
    },
  };
}

function summary(r: ChantierRow) {
  return {
    id: r.id,
    title: r.title,
    status: r.status,
    leadId: r.leadId,
    devisId: r.devisId,
    clientName: r.clientName,
    clientEmail: r.clientEmail,
    clientPhone: r.clientPhone,
    street: r.street,
    postalCode: r.postalCode,
    commune: r.commune,
    publishConsentAt: r.publishConsentAt?.toISOString() ?? null,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function stepView(s: typeof chantierSteps.$inferSelect) {
  return { step: s.step, plannedStart: s.plannedStart, plannedEnd: s.plannedEnd, doneOn: s.doneOn };
}

export function photoView(p: typeof chantierPhotos.$inferSelect) {
  const base = `/api/chantiers/${p.chantierId}/photos/${p.id}`;
  return {
    id: p.id,
    state: p.state,
    visibleToClient: p.visibleToClient,
    caption: p.caption,
    takenAt: p.takenAt.toISOString(),
    takenByName: p.takenByName,
    clientKey: p.clientKey,
    width: p.width,
    height: p.height,
    pairId: p.pairId,
    pairRole: p.pairRole,
    url: `${base}/file`,
    thumbUrl: `${base}/thumb`,
  };
}
