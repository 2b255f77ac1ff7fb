/**
 * What the admin's service and the client's page share: the dependencies, the devis row, and the
 * devis's ties to its lead (its e-mails, its timeline line, its status).
 */
import type { Db, Tx } from "#server/infra/db/client.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import type { RateLimiter } from "#server/infra/rate-limit.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import type { DevisEvidence } from "#domain/devis.ts";
import type { BusinessSettingsService } from "#server/modules/business/index.ts";
import { leadKindOf, moveStatus, recordEvent, type LeadRef } from "#server/modules/leads/index.ts";
import type { MailDraft, Outbox } from "../mail/index.ts";
import type { devis } from "./schema.ts";
import { randomBytes } from "node:crypto";
import { createSecretBox } from "#server/infra/mail/secret.ts";
import { createSigning, sha256, signatureEvidence, type SignedDocument } from "#server/modules/signature/index.ts";

export type DevisRow = typeof devis.$inferSelect;
export type Exec = Db | Tx;

export interface DevisDeps {
  db: Db;
  config: Config;
  logger: Logger;
  outbox: Outbox;
  business: BusinessSettingsService;
  now: () => Date;
  /** The private storage (never served by /media): the scans of devis signed on paper. */
  storage: Storage;
  /** Shared counters (a view logged at most once an hour per devis). */
  limiter: RateLimiter;
  /** Days after sending when a reminder goes (default 3 and 7). */
  reminderDays?: number[];
  /** Called inside the acceptance transaction (the chantier opens). */
  onAccepted?: (tx: Tx, row: DevisRow) => Promise<unknown>;
  /** « Demander l'acompte »: issues the deposit invoice and e-mails it (the invoices module, given by the root). */
  depositInvoice?: (id: number, author: LeadAuthor | null) => Promise<{ number: string | null }>;
}

/** The devis's lead, in the leads door's words (null: a devis made without a lead). */
export function leadOf(row: Pick<DevisRow, "leadId">): LeadRef | null {
  return row.leadId ? { id: row.leadId } : null;
}

/** Shared by the admin service and the client's page: e-mails, lead timeline and status. */
export function devisHelpers(deps: DevisDeps) {
  const { config, outbox } = deps;
  const publicUrl = (token: string) => `${config.siteUrl}/mon-devis/${token}`;
  const box = createSecretBox(config.dataDir);
  /** The client's link, rebuilt from the sealed token; null before sending (or when the data key changed). */
  const clientUrl = (r: Pick<DevisRow, "tokenSealed">) => {
    const token = r.tokenSealed ? box.open(r.tokenSealed) : null;
    return token ? publicUrl(token) : null;
  };
  /** The columns that keep a client link's token: its hash (to find the devis) and sealed. */
  const sealedLink = (token: string) => ({ tokenHash: sha256(token), tokenSealed: box.seal(token) });
  /** A new client link: its address, and the columns that keep it. */
  const newLink = () => {
    const token = randomBytes(24).toString("base64url");
    return { url: publicUrl(token), columns: sealedLink(token) };
  };

  /** Queues a devis e-mail, about the devis's lead when it has one; returns the e-mail's id. */
  async function queueMail(exec: Exec, row: Pick<DevisRow, "leadId">, mail: MailDraft) {
    const [email] = await outbox.enqueue(exec, [mail], leadOf(row));
    return email.id;
  }

  /** A line of the lead's timeline (« Devis D-2026-0001 consulté le … »), « par » the member who did it. */
  async function leadEvent(
    exec: Exec,
    row: Pick<DevisRow, "leadId">,
    title: string,
    emailId?: number,
    author: LeadAuthor | null = null,
  ) {
    const lead = leadOf(row);
    if (!lead) return;
    await recordEvent(exec, lead.id, "devis", { title }, emailId ?? null, author);
  }

  /** Moves the quote request to `to` (recorded in its timeline) unless it is there already. */
  async function leadStatus(
    tx: Tx,
    row: Pick<DevisRow, "leadId">,
    to: string,
    unless: string[] = [],
    author: LeadAuthor | null = null,
  ) {
    const lead = leadOf(row);
    // A quote request only, as before the one lead table (a devis made from a contact message stays apart).
    if (!lead || (await leadKindOf(tx, lead.id)) !== "quote") return;
    await moveStatus(tx, lead, to, author, { unless });
  }

  return {
    clientUrl,
    newLink,
    sealedLink,
    queueMail,
    leadEvent,
    leadStatus,
    kick: () => outbox.kick(),
    /** The signing module's flow (code, lock, evidence), and how it names a devis. */
    signing: createSigning({ now: deps.now }),
  };
}

/** A devis, as the signing module names it. */
export const signedDevis = (r: Pick<DevisRow, "id">): SignedDocument => ({ kind: "devis", id: r.id });

/** The evidence of an accepted devis (online or on paper), as the signing module keeps it; null otherwise. */
export async function devisEvidence(exec: Pick<Db, "select">, r: Pick<DevisRow, "id" | "status">) {
  return r.status === "accepte" ? signatureEvidence<DevisEvidence>(exec, signedDevis(r)) : null;
}
