import { optionLabel, projectTypeOptions } from "#domain/schemas/lead-options.ts";
import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  CHANTIER_TOKEN_BYTES,
  chantierMessageSchema,
  chantierNoteSchema,
  chantierStepOptions,
  chantierStepUpdateSchema,
  chantierUpdateSchema,
  splitAddress,
  type ChantierStep,
} from "#domain/chantiers.ts";
import type { DevisClient } from "#domain/devis.ts";
import { errorSummary, fieldErrors } from "#domain/schemas/errors.ts";
import type { Config } from "#server/config.ts";
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
  contactMessages,
  quoteRequests,
  users,
} from "#server/infra/db/schema.ts";
import { AppError } from "#server/errors.ts";
import type { BusinessSettingsService } from "#server/modules/business/index.ts";
import type { Outbox } from "#server/modules/mail/index.ts";
import { notFound, openFor, requireOffice, seesAll, type Viewer } from "./access.ts";
import { chantierMail, queueChantierMail } from "./emails.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type ChantierRow = typeof chantiers.$inferSelect;

export interface ChantierDeps {
  db: Db;
  config: Config;
  outbox: Outbox;
  business: BusinessSettingsService;
  now: () => Date;
}

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError("invalid", errorSummary(result.error), { errors: fieldErrors(result.error) });
}

/** The devis fields a chantier is opened from (the devis module's accepted row). */
export interface AcceptedDevis {
  id: number;
  leadType: string | null;
  leadId: number | null;
  title: string;
  client: DevisClient;
  siteAddress: string;
}

/** Inserts the chantier and its four steps. */
async function insertChantier(tx: Tx, values: typeof chantiers.$inferInsert) {
  const [row] = await tx.insert(chantiers).values(values).returning();
  await tx
    .insert(chantierSteps)
    .values(chantierStepOptions.map((s, i) => ({ chantierId: row.id, step: s.value, position: i })));
  return row;
}

export function createChantierService(deps: ChantierDeps) {
  const { db, config, outbox, business } = deps;
  const adminUrl = (id: number) => `${config.siteUrl}/admin/chantiers/${id}`;

  async function touch(exec: Db | Tx, id: number, viewer: Viewer | null) {
    await exec
      .update(chantiers)
      .set({ updatedAt: sql`now()`, updatedById: viewer?.id ?? null, updatedByName: viewer?.name ?? "" })
      .where(eq(chantiers.id, id));
  }

  return {
    adminUrl,

    /**
     * Opens the chantier of an accepted devis, inside its acceptance transaction (one per devis):
     * a chantier already opened by hand from the same lead receives the devis instead.
     */
    async openFromDevis(tx: Tx, d: AcceptedDevis): Promise<number> {
      const [existing] = await tx.select({ id: chantiers.id }).from(chantiers).where(eq(chantiers.devisId, d.id));
      if (existing) return existing.id;
      let id: number | null = null;
      if (d.leadType && d.leadId) {
        const [byLead] = await tx
          .select({ id: chantiers.id })
          .from(chantiers)
          .where(and(eq(chantiers.leadType, d.leadType), eq(chantiers.leadId, d.leadId), isNull(chantiers.devisId)))
          .limit(1);
        if (byLead) {
          await tx
            .update(chantiers)
            .set({ devisId: d.id, updatedAt: sql`now()` })
            .where(eq(chantiers.id, byLead.id));
          id = byLead.id;
        }
      }
      if (id === null) {
        const address = splitAddress(d.siteAddress || d.client.address);
        const row = await insertChantier(tx, {
          leadType: d.leadType,
          leadId: d.leadId,
          devisId: d.id,
          title: d.title || `Chantier ${d.client.name}`,
          clientName: d.client.name,
          clientEmail: d.client.email,
          clientPhone: d.client.phone,
          ...address,
        });
        id = row.id;
      }
      await tx.insert(chantierDocuments).values({
        chantierId: id,
        kind: "devis_signe",
        title: "Devis signé",
        devisId: d.id,
        visibleToClient: true,
      });
      return id;
    },

    /** Opens a chantier by hand from a lead marked « Signé » (the one already opened, if any). */
    async openFromLead(kind: string, leadId: number, viewer: Viewer): Promise<{ id: number; created: boolean }> {
      requireOffice(viewer);
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: chantiers.id })
          .from(chantiers)
          .where(and(eq(chantiers.leadType, kind), eq(chantiers.leadId, leadId)))
          .limit(1);
        if (existing) return { id: existing.id, created: false };
        let lead: { status: string; name: string; email: string; phone: string; address: string; title: string };
        if (kind === "quote") {
          const [q] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, leadId));
          if (!q) throw new AppError("not-found", "Demande introuvable.");
          lead = {
            status: q.status,
            name: `${q.firstName} ${q.lastName}`.trim(),
            email: q.email,
            phone: q.phone,
            address: q.address,
            // The project's French label (« Cuisine »), as the lead's page shows it.
            title: optionLabel(projectTypeOptions, q.projectType),
          };
        } else if (kind === "contact") {
          const [c] = await tx.select().from(contactMessages).where(eq(contactMessages.id, leadId));
          if (!c) throw new AppError("not-found", "Demande introuvable.");
          lead = {
            status: c.status,
            name: `${c.prenom} ${c.nom}`.trim(),
            email: c.email,
            phone: c.telephone,
            address: "",
            title: c.projet,
          };
        } else throw new AppError("not-found", "Demande introuvable.");
        if (lead.status !== "signe" && lead.status !== "termine")
          throw new AppError("conflict", "Un chantier s'ouvre depuis une demande marquée « Signé ».");
        const row = await insertChantier(tx, {
          leadType: kind,
          leadId,
          title: lead.title ? `${lead.title} – ${lead.name}` : `Chantier ${lead.name}`,
          clientName: lead.name,
          clientEmail: lead.email,
          clientPhone: lead.phone,
          ...splitAddress(lead.address),
          createdById: viewer.id,
          createdByName: viewer.name,
        });
        return { id: row.id, created: true };
      });
    },

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
      const members = await db
        .select({
          chantierId: chantierMembers.chantierId,
          id: users.id,
          name: users.displayName,
          username: users.username,
        })
        .from(chantierMembers)
        .innerJoin(users, eq(users.id, chantierMembers.userId))
        .where(inArray(chantierMembers.chantierId, all));
      return rows.map((r) => ({
        ...summary(r),
        steps: steps.filter((s) => s.chantierId === r.id).map(stepView),
        members: members.filter((m) => m.chantierId === r.id).map((m) => ({ id: m.id, name: m.name || m.username })),
      }));
    },

    /** Everything of one chantier (403 for a compagnon not assigned to it). */
    async get(viewer: Viewer, id: number) {
      const row = await openFor(db, viewer, id);
      const office = seesAll(viewer.role);
      const [steps, members, photos, notes, messages, documents, links, views] = await Promise.all([
        db.select().from(chantierSteps).where(eq(chantierSteps.chantierId, id)).orderBy(asc(chantierSteps.position)),
        db
          .select({ id: users.id, name: users.displayName, username: users.username, role: users.role })
          .from(chantierMembers)
          .innerJoin(users, eq(users.id, chantierMembers.userId))
          .where(eq(chantierMembers.chantierId, id)),
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
      const assignable = office
        ? await db
            .select({ id: users.id, name: users.displayName, username: users.username, role: users.role })
            .from(users)
            .where(eq(users.status, "active"))
            .orderBy(asc(users.displayName))
        : [];
      const active = links.find((l) => !l.revokedAt);
      return {
        ...summary(row),
        office,
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
        documents: documents.map((d) => ({
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

    async update(viewer: Viewer, id: number, input: unknown) {
      requireOffice(viewer);
      await openFor(db, viewer, id);
      const values = parse(chantierUpdateSchema, input);
      await db
        .update(chantiers)
        .set({ ...values, updatedAt: sql`now()`, updatedById: viewer.id, updatedByName: viewer.name })
        .where(eq(chantiers.id, id));
      return this.get(viewer, id);
    },

    async updateStep(viewer: Viewer, id: number, step: string, input: unknown) {
      requireOffice(viewer);
      await openFor(db, viewer, id);
      if (!chantierStepOptions.some((s) => s.value === step)) throw new AppError("not-found", "Étape inconnue.");
      const v = parse(chantierStepUpdateSchema, input);
      await db
        .update(chantierSteps)
        .set({
          ...(v.plannedStart !== undefined ? { plannedStart: v.plannedStart } : {}),
          ...(v.plannedEnd !== undefined ? { plannedEnd: v.plannedEnd } : {}),
          ...(v.doneOn !== undefined ? { doneOn: v.doneOn } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(chantierSteps.chantierId, id), eq(chantierSteps.step, step as ChantierStep)));
      await touch(db, id, viewer);
      return this.get(viewer, id);
    },

    async assign(viewer: Viewer, id: number, userId: number) {
      requireOffice(viewer);
      await openFor(db, viewer, id);
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!u)
        throw new AppError("invalid", "Membre de l'équipe introuvable.", { errors: { userId: "Membre inconnu" } });
      await db
        .insert(chantierMembers)
        .values({ chantierId: id, userId, assignedById: viewer.id, assignedByName: viewer.name })
        .onConflictDoNothing();
      await touch(db, id, viewer);
      return this.get(viewer, id);
    },

    async unassign(viewer: Viewer, id: number, userId: number) {
      requireOffice(viewer);
      await openFor(db, viewer, id);
      await db
        .delete(chantierMembers)
        .where(and(eq(chantierMembers.chantierId, id), eq(chantierMembers.userId, userId)));
      await touch(db, id, viewer);
      return this.get(viewer, id);
    },

    /** An internal note (the office or an assigned compagnon). */
    async addNote(viewer: Viewer, id: number, input: unknown) {
      await openFor(db, viewer, id);
      const { body } = parse(chantierNoteSchema, input);
      const [n] = await db
        .insert(chantierNotes)
        .values({ chantierId: id, body, authorId: viewer.id, authorName: viewer.name })
        .returning();
      await touch(db, id, viewer);
      return { id: n.id, body: n.body, authorName: n.authorName, createdAt: n.createdAt.toISOString() };
    },

    /** The office writes to the client: stored, and e-mailed to the client with the link to his page. */
    async postMessage(viewer: Viewer, id: number, input: unknown) {
      requireOffice(viewer);
      const c = await openFor(db, viewer, id);
      const { body } = parse(chantierMessageSchema, input);
      if (!c.clientEmail)
        throw new AppError("unprocessable", "Ajoutez d'abord l'adresse e-mail du client : le message lui est envoyé.");
      const settings = await business.get();
      await db.transaction(async (tx) => {
        const mail = chantierMail.officeMessage(settings, c, body, null);
        const emailId = await queueChantierMail(tx, outbox, c, { ...mail, to: c.clientEmail, replyTo: settings.email });
        await tx
          .insert(chantierMessages)
          .values({ chantierId: id, from: "office", body, authorId: viewer.id, authorName: viewer.name, emailId });
        await touch(tx, id, viewer);
      });
      outbox.kick();
      return this.get(viewer, id);
    },

    /**
     * A new link for the client (the previous ones are revoked): the token is returned once, only
     * its SHA-256 is stored. `send`: e-mailed to the client.
     */
    async createLink(viewer: Viewer, id: number, send: boolean) {
      requireOffice(viewer);
      const c = await openFor(db, viewer, id);
      if (send && !c.clientEmail) throw new AppError("unprocessable", "Ajoutez d'abord l'adresse e-mail du client.");
      const token = randomBytes(CHANTIER_TOKEN_BYTES).toString("base64url");
      const url = `${config.siteUrl}/mon-chantier/${token}`;
      const settings = await business.get();
      await db.transaction(async (tx) => {
        await revokeAll(tx, id, viewer);
        await tx
          .insert(chantierAccessTokens)
          .values({ chantierId: id, tokenHash: tokenHash(token), createdById: viewer.id, createdByName: viewer.name });
        if (send) {
          const mail = chantierMail.link(settings, c, url);
          await queueChantierMail(tx, outbox, c, { ...mail, to: c.clientEmail, replyTo: settings.email });
        }
      });
      if (send) outbox.kick();
      return { url, sent: send };
    },

    async revokeLinks(viewer: Viewer, id: number) {
      requireOffice(viewer);
      await openFor(db, viewer, id);
      const count = await revokeAll(db, id, viewer);
      return { revoked: count };
    },
  };
}

async function revokeAll(exec: Db | Tx, id: number, viewer: Viewer) {
  const rows = await exec
    .update(chantierAccessTokens)
    .set({ revokedAt: sql`now()`, revokedById: viewer.id, revokedByName: viewer.name })
    .where(and(eq(chantierAccessTokens.chantierId, id), isNull(chantierAccessTokens.revokedAt)))
    .returning({ id: chantierAccessTokens.id });
  return rows.length;
}

function summary(r: ChantierRow) {
  return {
    id: r.id,
    title: r.title,
    status: r.status,
    leadType: r.leadType,
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

export { notFound };
export type ChantierService = ReturnType<typeof createChantierService>;
