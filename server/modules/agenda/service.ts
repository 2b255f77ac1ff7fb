import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import {
  CHANGE_LIMIT_HOURS,
  freeSlots,
  inServedArea,
  OUT_OF_AREA_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type AgendaSettings,
  type SlotDay,
} from "#domain/agenda.ts";
import type { BusinessSettings } from "#domain/business.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import { visitLinks, visits } from "./schema.ts";
import type { Logger } from "#server/logger.ts";
import { AppError } from "#server/errors.ts";
import { addressKey, type RateLimiter } from "#server/infra/rate-limit.ts";
import { currentBusiness, type BusinessSettingsService } from "#server/modules/business/index.ts";
import { businessInbox as inboxOf, type Outbox } from "../mail/index.ts";
import { bookedEmails, cancelledEmails, type VisitMail } from "./emails.ts";
import { createVisitCalendar } from "./calendar.ts";
import { createAgendaSettings } from "./settings.ts";
import { createSecretBox } from "#server/infra/mail/secret.ts";
import { hashVisitToken, newVisitToken, visitPath, visitTokenPattern } from "./tokens.ts";
import { createBookingLinks } from "./links.ts";
import type { AgendaLead, AgendaLeads } from "./leads-port.ts";

export const LINK_NOT_FOUND = "Ce lien de rendez-vous n'existe pas ou n'est plus valable.";
export const LINK_EXPIRED =
  "Ce lien de rendez-vous a expiré : la visite a eu lieu ou votre projet est passé à l'étape suivante. Pour toute question, appelez-nous.";
/** The lead has gone past the visit: its link no longer books, and a booking never moves it back. */
const PAST_VISIT_STAGE = ["devis-envoye", "signe", "termine", "perdu"];
const SIGNED_OR_LATER = ["signe", "termine"];
const DAY_MS = 86_400_000;
export const TOO_LATE_MESSAGE = `La visite a lieu dans moins de ${CHANGE_LIMIT_HOURS} h : appelez-nous pour la changer.`;

export interface AgendaDeps {
  db: Db;
  config: Config;
  logger: Logger;
  outbox: Outbox;
  business?: BusinessSettingsService;
  /** The clock (TEST_CLOCK moves it in tests). */
  now: () => Date;
  /**
   * The leads door's readers and its `moveStatus` (the status and its timeline event, in the
   * visit's transaction), given by the composition root: the leads module already reads the agenda.
   */
  leads: AgendaLeads;
  /** Counts the visitor's changes (VISIT_CHANGES_PER_DAY a day, per link and per address). */
  limiter: RateLimiter;
}

type Exec = Pick<Db, "select" | "insert" | "update">;
type Lead = AgendaLead;
type Visit = typeof visits.$inferSelect;

/** A database refusal of a second visit on the slot: unique index or exclusion constraint. */
function slotTaken(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    // Unique index, exclusion constraint, or a deadlock between the two checks of simultaneous
    // inserts (PostgreSQL aborts one of them; at most one insert of the slot ever commits).
    if (code === "23505" || code === "23P01" || code === "40P01") return true;
  }
  return false;
}

export interface BookInput {
  start?: unknown;
  address?: unknown;
}

/**
 * Technical visits: the free slots, the booking by the visitor (/rendez-vous/<token>) or by the
 * admin, moves and cancellations with their e-mails and .ics invitations, the agenda and its feed.
 */
export function createAgenda(deps: AgendaDeps) {
  const { db, config, outbox, now } = deps;
  const settings = createAgendaSettings(db, createSecretBox(config.dataDir));
  const links = createBookingLinks(config.dataDir);
  const businessInbox = () => inboxOf(config);
  const businessNow = async (): Promise<BusinessSettings> => (await deps.business?.get()) ?? currentBusiness();
  const adminUrl = (leadId: number) => `${config.siteUrl}/admin/demandes/quote/${leadId}`;

  async function busy(exec: Pick<Db, "select">, exceptId?: number) {
    const rows = await exec
      .select({ id: visits.id, start: visits.startsAt, end: visits.blockedUntil })
      .from(visits)
      .where(and(eq(visits.status, "booked"), gte(visits.blockedUntil, new Date(now().getTime() - 86_400_000))));
    return rows.filter((r) => r.id !== exceptId);
  }

  async function slots(options: { exceptVisit?: number; noticeHours?: number } = {}): Promise<SlotDay[]> {
    const [s, b] = await Promise.all([settings.get(), businessNow()]);
    const effective: AgendaSettings =
      options.noticeHours === undefined ? s : { ...s, noticeHours: options.noticeHours };
    return freeSlots({
      settings: effective,
      hours: b.hours,
      closures: b.closures,
      now: now(),
      busy: await busy(db, options.exceptVisit),
    });
  }

  async function leadByToken(token: string): Promise<Lead> {
    if (!visitTokenPattern.test(token)) throw new AppError("not-found", LINK_NOT_FOUND);
    const [link] = await db
      .select({ leadId: visitLinks.leadId })
      .from(visitLinks)
      .where(eq(visitLinks.tokenHash, hashVisitToken(token)));
    const [lead] = link ? await deps.leads.quoteLeads(db, [link.leadId]) : [];
    if (!lead || lead.isSpam) throw new AppError("not-found", LINK_NOT_FOUND);
    const visit = await currentVisit(db, lead.id);
    if (PAST_VISIT_STAGE.includes(lead.status) || (visit && visit.endsAt.getTime() < now().getTime()))
      throw new AppError("gone", LINK_EXPIRED);
    return lead;
  }

  /** A change by the visitor: within the day's budget of the link and of his address, else 429. */
  async function budget(token: string, ip: string): Promise<void> {
    const limit = config.VISIT_CHANGES_PER_DAY;
    if (limit === 0) return;
    for (const key of [`visit-link:${hashVisitToken(token)}`, `visit-ip:${addressKey(ip)}`]) {
      const { allowed, retryAfterSec } = await deps.limiter.hit(key, limit, DAY_MS);
      if (!allowed)
        throw new AppError(
          "rate-limited",
          `Ce rendez-vous a déjà été modifié ${limit} fois aujourd'hui : appelez-nous pour le changer.`,
          { retryAfterSec },
        );
    }
  }

  async function leadById(id: number): Promise<Lead> {
    const [lead] = await deps.leads.quoteLeads(db, [id]);
    if (!lead) throw new AppError("not-found", "Demande introuvable.");
    return lead;
  }

  async function currentVisit(exec: Pick<Db, "select">, leadId: number): Promise<Visit | null> {
    const [row] = await exec
      .select()
      .from(visits)
      .where(and(eq(visits.leadId, leadId), eq(visits.status, "booked")))
      .orderBy(asc(visits.startsAt))
      .limit(1);
    return row ?? null;
  }

  const changeable = (v: Visit) => v.startsAt.getTime() - now().getTime() >= CHANGE_LIMIT_HOURS * 3_600_000;

  async function queue(exec: Exec, leadId: number, mails: VisitMail[]) {
    await outbox.enqueue(exec, mails, { kind: "quote", id: leadId });
  }

  const mailInput = async (visit: Visit, lead: Lead, token: string) => ({
    visit,
    lead,
    business: await businessNow(),
    businessInbox: businessInbox(),
    manageUrl: `${config.siteUrl}${visitPath(token)}`,
    adminUrl: adminUrl(lead.id),
  });

  /** Checks the input and books (or moves to) the slot; a taken slot → 409 with the fresh list. */
  async function book(lead: Lead, input: BookInput, by: "visitor" | "admin", token: string) {
    const start = typeof input.start === "string" ? new Date(input.start) : new Date(NaN);
    const address = typeof input.address === "string" ? input.address.trim().replace(/\s+/g, " ") : "";
    const errors: Record<string, string> = {};
    if (Number.isNaN(start.getTime())) errors.start = "Choisissez un créneau.";
    if (address.length < 5 || address.length > 300)
      errors.address = "Indiquez l'adresse du chantier (5 à 300 caractères).";
    if (Object.keys(errors).length) throw new AppError("invalid", Object.values(errors)[0], { errors });
    const [agenda, business] = await Promise.all([settings.get(), businessNow()]);
    if (
      by === "visitor" &&
      !inServedArea(address, [...business.areaServed, ...agenda.areaCommunes], agenda.postalPrefixes)
    )
      throw new AppError("unprocessable", OUT_OF_AREA_MESSAGE, { errors: { address: OUT_OF_AREA_MESSAGE } });
    const current = await currentVisit(db, lead.id);
    if (current && by === "visitor" && !changeable(current)) throw new AppError("conflict", TOO_LATE_MESSAGE);
    const options = { exceptVisit: current?.id, noticeHours: by === "admin" ? 0 : undefined };
    const taken = async () => new AppError("conflict", SLOT_TAKEN_MESSAGE, { details: { days: await slots(options) } });
    const free = (await slots(options)).some((d) => d.slots.some((s) => s.start === start.toISOString()));
    if (!free) throw await taken();
    const end = new Date(start.getTime() + agenda.visitMinutes * 60_000);
    let visit: Visit;
    try {
      visit = await db.transaction(async (tx) => {
        // Bookings take their turn: the constraints below then refuse a taken slot at once,
        // instead of simultaneous inserts waiting on (and deadlocking with) each other.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('visits'))`);
        // One future visit per lead: a change made meanwhile (another tab, the office) wins.
        if ((await currentVisit(tx, lead.id))?.id !== current?.id)
          throw new AppError("conflict", "Le rendez-vous vient d'être modifié : rechargez la page.");
        if (current) await tx.update(visits).set({ status: "moved" }).where(eq(visits.id, current.id));
        const [row] = await tx
          .insert(visits)
          .values({
            leadId: lead.id,
            uid: current?.uid ?? `visite-${randomUUID()}@${new URL(config.siteUrl).hostname}`,
            sequence: current ? current.sequence + 1 : 0,
            startsAt: start,
            endsAt: end,
            blockedUntil: new Date(end.getTime() + agenda.bufferMinutes * 60_000),
            address,
            bookedBy: by,
            previousStatus: current?.previousStatus ?? lead.status,
          })
          .returning();
        // A lead signed or later keeps its status (the admin may book a follow-up visit).
        await deps.leads.moveStatus(tx, lead.id, "visite-prevue", { visitAt: start, unless: SIGNED_OR_LATER });
        await queue(tx, lead.id, bookedEmails(await mailInput(row, lead, token), Boolean(current)));
        return row;
      });
    } catch (err) {
      if (slotTaken(err)) throw await taken();
      throw err;
    }
    outbox.kick();
    deps.logger.info("visit booked", { leadId: lead.id, visitId: visit.id, by });
    return visit;
  }

  async function cancel(lead: Lead, by: "visitor" | "admin", token: string) {
    const current = await currentVisit(db, lead.id);
    if (!current) throw new AppError("conflict", "Aucune visite à annuler.");
    if (by === "visitor" && !changeable(current)) throw new AppError("conflict", TOO_LATE_MESSAGE);
    const cancelled = { ...current, sequence: current.sequence + 1 };
    await db.transaction(async (tx) => {
      await tx
        .update(visits)
        .set({ status: "cancelled", cancelledAt: new Date(), sequence: cancelled.sequence })
        .where(eq(visits.id, current.id));
      await deps.leads.moveStatus(tx, lead.id, current.previousStatus, { onlyFrom: ["visite-prevue"], visitAt: null });
      await queue(tx, lead.id, cancelledEmails(await mailInput(cancelled, lead, token)));
    });
    outbox.kick();
  }

  /** A fresh link for the lead (admin bookings: the e-mail needs a token the visitor can use). */
  async function newLink(leadId: number): Promise<string> {
    const token = newVisitToken();
    await links.save(db, leadId, token);
    return token;
  }

  return {
    settings,
    slots,

    /** What /rendez-vous/<token> shows. */
    async page(token: string) {
      const lead = await leadByToken(token);
      const visit = await currentVisit(db, lead.id);
      return {
        firstName: lead.firstName,
        address: lead.address,
        visit: visit
          ? { startsAt: visit.startsAt.toISOString(), endsAt: visit.endsAt.toISOString(), address: visit.address }
          : null,
        canChange: visit ? changeable(visit) : true,
        days: await slots({ exceptVisit: visit?.id }),
      };
    },
    bookByToken: async (token: string, input: BookInput, ip: string) => {
      const lead = await leadByToken(token);
      await budget(token, ip);
      return book(lead, input, "visitor", token);
    },
    cancelByToken: async (token: string, ip: string) => {
      const lead = await leadByToken(token);
      await budget(token, ip);
      return cancel(lead, "visitor", token);
    },
    /** The admin books (or moves) a visit for a lead, e.g. on the phone: no notice, no area check. */
    bookForLead: async (leadId: number, input: BookInput) => {
      const lead = await leadById(leadId);
      if (lead.isSpam) throw new AppError("conflict", "Cette demande est marquée comme indésirable.");
      return book(lead, input, "admin", await newLink(leadId));
    },
    cancelForLead: async (leadId: number) => cancel(await leadById(leadId), "admin", await newLink(leadId)),

    ...createVisitCalendar({ db, now, leads: deps.leads, settings, businessNow, adminUrl }),
  };
}

export type Agenda = ReturnType<typeof createAgenda>;
