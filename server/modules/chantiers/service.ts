import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  CHANTIER_TOKEN_BYTES,
  chantierMessageSchema,
  chantierNoteSchema,
  chantierStepOptions,
  chantierStepUpdateSchema,
  chantierUpdateSchema,
  type ChantierStep,
} from "#domain/chantiers.ts";
import { errorSummary, fieldErrors } from "#domain/schemas/errors.ts";
import type { Config } from "#server/config.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import {
  chantierAccessTokens,
  chantierMembers,
  chantierReceptions,
  chantierMessages,
  chantierNotes,
  chantierSteps,
  chantiers,
} from "./schema.ts";
import { memberCards } from "#server/modules/auth/index.ts";
import { AppError } from "#server/errors.ts";
import { doneInFuture, FUTURE_DONE_ON } from "#domain/chantier-schedule.ts";
import { parisDate } from "#domain/business.ts";
import type { BusinessSettingsService } from "#server/modules/business/index.ts";
import type { Outbox } from "#server/modules/mail/index.ts";
import { notFound, openFor, requireOffice, type Viewer } from "./access.ts";
import { chantierMail, queueChantierMail } from "./emails.ts";
import { chantierOpening } from "./opening.ts";
import { chantierReading } from "./views.ts";
import { signedPv } from "./reception-ref.ts";
import { createSecretBox } from "#server/infra/mail/secret.ts";
import { createSigning, type Signing } from "#server/modules/signature/index.ts";

// The opening of a chantier lives in opening.ts, what the team reads of it in views.ts.
export type { AcceptedDevis } from "./opening.ts";
export { photoView, type ChantierRow } from "./views.ts";

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

export function createChantierService(deps: ChantierDeps) {
  const { db, config, outbox, business } = deps;
  const signing = createSigning({ now: deps.now });
  const box = createSecretBox(config.dataDir);
  const adminUrl = (id: number) => `${config.siteUrl}/admin/chantiers/${id}`;

  async function touch(exec: Db | Tx, id: number, viewer: Viewer | null) {
    await exec
      .update(chantiers)
      .set({ updatedAt: sql`now()`, updatedById: viewer?.id ?? null, updatedByName: viewer?.name ?? "" })
      .where(eq(chantiers.id, id));
  }

  return {
    adminUrl,

    ...chantierOpening(db),
    ...chantierReading(db),

    async update(viewer: Viewer, id: number, input: unknown) {
      requireOffice(viewer);
      await openFor(db, viewer, id);
      const values = parse(chantierUpdateSchema, input);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(chantiers).where(eq(chantiers.id, id)).for("update");
        await tx
          .update(chantiers)
          .set({ ...values, updatedAt: sql`now()`, updatedById: viewer.id, updatedByName: viewer.name })
          .where(eq(chantiers.id, id));
        // The PV's code goes to this address: a change is journaled and printed on its certificate.
        if (values.clientEmail !== undefined && values.clientEmail !== before.clientEmail)
          await proofChange(
            signing,
            tx,
            id,
            `Adresse e-mail du client modifiée : ${before.clientEmail || "aucune"} remplacée par ${values.clientEmail || "aucune"}`,
            viewer,
          );
      });
      return this.get(viewer, id);
    },

    async updateStep(viewer: Viewer, id: number, step: string, input: unknown) {
      requireOffice(viewer);
      await openFor(db, viewer, id);
      if (!chantierStepOptions.some((s) => s.value === step)) throw new AppError("not-found", "Étape inconnue.");
      const v = parse(chantierStepUpdateSchema, input);
      if (doneInFuture(v.doneOn, parisDate(deps.now())))
        throw new AppError("unprocessable", FUTURE_DONE_ON, { errors: { doneOn: FUTURE_DONE_ON } });
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
      const [u] = await memberCards(db, { ids: [userId] });
      if (!u)
        throw new AppError("invalid", "Membre de l'équipe introuvable.", { errors: { userId: "Membre inconnu" } });
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(chantierMembers)
          .values({ chantierId: id, userId, assignedById: viewer.id, assignedByName: viewer.name })
          .onConflictDoNothing()
          .returning({ userId: chantierMembers.userId });
        await touch(tx, id, viewer);
        // He learns it by e-mail (once: not again when already on it, not when he adds himself).
        if (added.length === 0 || !u.email || u.id === viewer.id) return;
        const [c] = await tx.select().from(chantiers).where(eq(chantiers.id, id));
        const address = [c.street, c.postalCode].filter(Boolean).join(" ");
        const mail = chantierMail.assigned(
          await business.get(),
          { ...c, address },
          u.name || u.username,
          viewer.name,
          adminUrl(id),
        );
        await queueChantierMail(tx, outbox, { leadId: null }, { ...mail, to: u.email });
      });
      outbox.kick();
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
        await tx.insert(chantierAccessTokens).values({
          chantierId: id,
          tokenHash: tokenHash(token),
          tokenSealed: box.seal(token),
          createdById: viewer.id,
          createdByName: viewer.name,
        });
        await proofChange(
          signing,
          tx,
          id,
          "Nouveau lien de la page du client créé (les précédents ne fonctionnent plus)",
          viewer,
        );
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

/** An office change that touches the proof of the PV still to sign: journaled by the signing module. */
async function proofChange(signing: Signing, tx: Tx, chantierId: number, text: string, viewer: Viewer) {
  const [pv] = await tx
    .select({ id: chantierReceptions.id, status: chantierReceptions.status })
    .from(chantierReceptions)
    .where(eq(chantierReceptions.chantierId, chantierId));
  if (pv && pv.status !== "signe") await signing.note(tx, signedPv(pv), text, { id: viewer.id, name: viewer.name });
}

async function revokeAll(exec: Db | Tx, id: number, viewer: Viewer) {
  const rows = await exec
    .update(chantierAccessTokens)
    .set({ revokedAt: sql`now()`, revokedById: viewer.id, revokedByName: viewer.name })
    .where(and(eq(chantierAccessTokens.chantierId, id), isNull(chantierAccessTokens.revokedAt)))
    .returning({ id: chantierAccessTokens.id });
  return rows.length;
}

export { notFound };
export type ChantierService = ReturnType<typeof createChantierService>;
