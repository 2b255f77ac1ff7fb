/**
 * The signing flow of any document (docs/devis.md « Signature », decision 062): a code by e-mail,
 * its check, the lock over the document's life, the evidence kept with its hash, and the journal of
 * what touched the proof. The devis and the PV de réception use it inside their own transactions;
 * what they are (their status, their PDF, their e-mails) stays theirs.
 */
import { and, asc, eq } from "drizzle-orm";
import type { LeadAuthor } from "#domain/permissions.ts";
import type { KeptEvidence } from "#domain/signature-evidence.ts";
import type { Db, Tx } from "#server/infra/db/client.ts";
import { AppError } from "#server/errors.ts";
import { checkCode, issueCode, LOCKED_MESSAGE, locked, unlockValues, type CodeState } from "./code.ts";
import { evidenceHash } from "./evidence.ts";
import { signatureJournal, signatures } from "./schema.ts";

export type SignedKind = "devis" | "pv";
export interface SignedDocument {
  kind: SignedKind;
  id: number;
}
type SignatureRow = typeof signatures.$inferSelect;

const OFFICE_ACTIONS = ["rouvert", "modification"] as const;

export function createSigning(deps: { now: () => Date }) {
  const { now } = deps;
  const salt = (doc: SignedDocument) => `${doc.kind}:${doc.id}`;
  const where = (doc: SignedDocument) => and(eq(signatures.kind, doc.kind), eq(signatures.documentId, doc.id));

  /** The document's signing, created on first use; locked until the caller's transaction ends. */
  async function locate(tx: Tx, doc: SignedDocument): Promise<SignatureRow> {
    await tx.insert(signatures).values({ kind: doc.kind, documentId: doc.id }).onConflictDoNothing();
    const [row] = await tx.select().from(signatures).where(where(doc)).for("update");
    return row;
  }

  async function journal(
    tx: Tx,
    row: SignatureRow,
    action: string,
    text: string,
    author: LeadAuthor | null = null,
  ): Promise<void> {
    await tx
      .insert(signatureJournal)
      .values({ signatureId: row.id, at: now(), action, text, byId: author?.id ?? null, byName: author?.name ?? "" });
  }

  async function update(tx: Tx, row: SignatureRow, values: Partial<CodeState> & Partial<SignatureRow>) {
    await tx
      .update(signatures)
      .set({ ...values, updatedAt: now() })
      .where(eq(signatures.id, row.id));
  }

  return {
    /**
     * A new code for the document (stored as its salted hash only): the caller puts it in the e-mail
     * through the outbox's secret, never in a stored text. The 6th code of a Paris day locks the
     * document instead: stored and journaled, then null (the caller answers 429 after its commit).
     */
    async sendCode(tx: Tx, doc: SignedDocument): Promise<string | null> {
      const row = await locate(tx, doc);
      if (row.signedAt) throw new AppError("conflict", "Ce document est déjà signé.");
      const issued = issueCode(row, salt(doc), now());
      if (issued.lock) {
        await update(tx, row, issued.lock);
        await journal(tx, row, "verrouille", "Signature en ligne bloquée : trop de codes demandés");
        return null;
      }
      await update(tx, row, issued.values);
      await journal(tx, row, "code_envoye", "Code de signature envoyé par e-mail");
      return issued.code;
    },

    /**
     * Checks a typed code. Null when right; otherwise the French message, once the wrong code is
     * counted and journaled (the caller commits, then throws `wrongCode(message)`).
     * `locked` says the document just locked.
     */
    async check(tx: Tx, doc: SignedDocument, typed: string): Promise<{ error: string; locked: boolean } | null> {
      const row = await locate(tx, doc);
      const verdict = checkCode(row, salt(doc), typed, now());
      if (verdict.ok) return null;
      await update(tx, row, verdict.values);
      await journal(tx, row, "code_errone", "Code erroné saisi");
      if (verdict.locked) await journal(tx, row, "verrouille", "Signature en ligne bloquée : trop de codes erronés");
      return { error: verdict.error, locked: verdict.locked };
    },

    /**
     * Keeps the evidence of a signature (online or on paper) with the office's changes and the
     * codes' count, and its SHA-256: the record the certificate prints. No code stays pending.
     */
    async keep<T extends object>(
      tx: Tx,
      doc: SignedDocument,
      evidence: T,
      method: "en_ligne" | "papier",
    ): Promise<T & KeptEvidence> {
      const row = await locate(tx, doc);
      if (row.signedAt) throw new AppError("conflict", "Ce document est déjà signé.");
      const entries = await tx
        .select()
        .from(signatureJournal)
        .where(eq(signatureJournal.signatureId, row.id))
        .orderBy(asc(signatureJournal.at), asc(signatureJournal.id));
      const officeChanges = entries
        .filter((e) => (OFFICE_ACTIONS as readonly string[]).includes(e.action))
        .map((e) => ({ at: e.at.toISOString(), text: e.text, by: e.byName }));
      const record = {
        ...evidence,
        officeChanges,
        codes: {
          sent: entries.filter((e) => e.action === "code_envoye").length,
          wrong: entries.filter((e) => e.action === "code_errone").length,
        },
      };
      const kept = { ...record, evidenceSha256: evidenceHash(record) };
      await update(tx, row, {
        codeHash: null,
        method,
        signedAt: now(),
        evidence: kept as Record<string, unknown>,
        evidenceSha256: kept.evidenceSha256,
      });
      return kept;
    },

    /** No code pending any more (the document was drawn again, refused, expired). */
    async forget(tx: Tx, doc: SignedDocument): Promise<void> {
      await tx.update(signatures).set({ codeHash: null, updatedAt: now() }).where(where(doc));
    },

    /** The office reopens a locked document: the counts start again, journaled and printed on the certificate. */
    async reopen(tx: Tx, doc: SignedDocument, author: LeadAuthor | null): Promise<void> {
      const row = await locate(tx, doc);
      if (!row.codeLockedAt) throw new AppError("conflict", "La signature en ligne de ce document n'est pas bloquée.");
      await update(tx, row, unlockValues());
      await journal(tx, row, "rouvert", "Signature en ligne rouverte par l'entreprise", author);
    },

    /** An office change that touches the proof (the client's e-mail, a new link): journaled, on the certificate. */
    async note(tx: Tx, doc: SignedDocument, text: string, author: LeadAuthor | null): Promise<void> {
      const row = await locate(tx, doc);
      if (row.signedAt) return;
      await journal(tx, row, "modification", text, author);
    },
  };
}

/**
 * What a document's page shows of its signing, in one read: the evidence kept (null while unsigned)
 * and whether online signing is locked.
 */
export async function signatureOf<T>(
  exec: Pick<Db, "select">,
  doc: SignedDocument,
): Promise<{ evidence: (T & KeptEvidence) | null; locked: boolean }> {
  const [row] = await exec
    .select({ evidence: signatures.evidence, lockedAt: signatures.codeLockedAt })
    .from(signatures)
    .where(and(eq(signatures.kind, doc.kind), eq(signatures.documentId, doc.id)));
  return { evidence: (row?.evidence as (T & KeptEvidence) | null) ?? null, locked: Boolean(row?.lockedAt) };
}

/** The evidence a signed document's signing kept (its certificate's record), or null while unsigned. */
export async function signatureEvidence<T>(exec: Pick<Db, "select">, doc: SignedDocument) {
  return (await signatureOf<T>(exec, doc)).evidence;
}

/** A document deleted (a proposal erased): its signing and journal go with it. */
export async function eraseSignature(tx: Tx, doc: SignedDocument): Promise<void> {
  await tx.delete(signatures).where(and(eq(signatures.kind, doc.kind), eq(signatures.documentId, doc.id)));
}

export type Signing = ReturnType<typeof createSigning>;
export { LOCKED_MESSAGE, locked };
