/** The deposit (acompte) of an accepted devis: its request, recorded or e-mailed to the client. */
import { eq } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { depositCents, devisTotals, euros, firstPaymentDay, frenchDay, type DevisView } from "#domain/devis.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError } from "#server/errors.ts";
import { businessInbox } from "../mail/index.ts";
import { devis } from "./schema.ts";
import type { DevisDeps } from "./common.ts";
import { devisMail } from "./emails.ts";
import { atHome, type devisRecords } from "./record.ts";

/** « Demander l'acompte » of the admin's service. */
export function devisDeposit(deps: DevisDeps, { h, today, row, view }: ReturnType<typeof devisRecords>) {
  const { db, business, now } = deps;
  return {
    /**
     * Records a request for the deposit (acompte). Hors établissement, none before day 7 after
     * signing (L221-10): an earlier date is refused (422).
     */
    async requestDeposit(id: number, body: unknown, author: LeadAuthor | null = null): Promise<DevisView> {
      const raw = (body ?? {}) as { date?: unknown; notify?: unknown };
      // `notify`: asked now, by e-mail to the client (the « Demander l'acompte » button); otherwise a
      // request made by other means is recorded at its date.
      const notify = raw.notify === true;
      const date = raw.date === undefined || notify ? today() : String(raw.date);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
        throw new AppError("invalid", "Date invalide (AAAA-MM-JJ).", { errors: { date: "Date invalide" } });
      const r = await row(id);
      if (r.status !== "accepte" || !r.acceptedAt)
        throw new AppError("conflict", "Un acompte ne peut être demandé que sur un devis accepté.");
      const signedOn = parisDate(r.acceptedAt);
      if (atHome(r) && date < firstPaymentDay(signedOn))
        throw new AppError(
          "unprocessable",
          `Contrat signé au domicile du client : aucun paiement ne peut être demandé avant le ${frenchDay(firstPaymentDay(signedOn))} (7 jours après la signature, article L221-10 du Code de la consommation).`,
          { errors: { date: `Au plus tôt le ${frenchDay(firstPaymentDay(signedOn))}` } },
        );
      if (notify && r.depositPercent <= 0)
        throw new AppError("conflict", "Ce devis ne prévoit pas d'acompte (0 %) : rien à demander.");
      if (notify && deps.depositInvoice) {
        // The deposit invoice, issued and e-mailed in one message (docs/factures.md); then the request's date.
        await deps.depositInvoice(id, author);
        const [u] = await db
          .update(devis)
          .set({ depositRequestedAt: new Date(`${date}T12:00:00Z`), updatedAt: now() })
          .where(eq(devis.id, id))
          .returning();
        return view(u);
      }
      if (notify && !h.clientUrl(r))
        throw new AppError("conflict", "Ce devis n'a plus de lien client : rien à envoyer.");
      const settings = notify ? await business.get() : null;
      const u = await db.transaction(async (tx) => {
        const [u] = await tx
          .update(devis)
          .set({ depositRequestedAt: new Date(`${date}T12:00:00Z`), updatedAt: now() })
          .where(eq(devis.id, id))
          .returning();
        const url = h.clientUrl(u);
        const emailId =
          settings && url
            ? await h.queueMail(tx, u, {
                ...devisMail.deposit(settings, u, url),
                to: u.client.email,
                replyTo: businessInbox(deps.config, settings),
              })
            : undefined;
        const what = emailId
          ? `Acompte du devis ${u.number} demandé au client par e-mail (${euros(depositCents(devisTotals(u.lines).ttcCents, u.depositPercent))} TTC)`
          : `Acompte du devis ${u.number} demandé (le ${frenchDay(date)})`;
        await h.leadEvent(tx, u, what, emailId, author);
        return u;
      });
      if (notify) h.kick();
      return view(u);
    },
  };
}
