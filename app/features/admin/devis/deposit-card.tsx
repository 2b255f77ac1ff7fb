import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { euros, frenchDay } from "#domain/devis-format.ts";
import type { DevisView } from "#domain/devis.ts";
import type { InvoiceView } from "#server/modules/invoices/types.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";

/**
 * The deposit (acompte) of an accepted devis: its amount, when it was asked, and « Demander
 * l'acompte », which issues the deposit invoice and e-mails it to the client (docs/factures.md); asked
 * again, the same invoice is sent again. Signed at a consumer's home, nothing may be asked before
 * day 7 (L221-10): the button waits for that day and says why. Then the final invoice, from the devis.
 */
export function DepositCard({
  data,
  busy,
  today,
  onRequest,
  className,
}: {
  data: DevisView;
  busy: boolean;
  /** Paris date, YYYY-MM-DD. */
  today: string;
  onRequest: () => void;
  className: string;
}) {
  const { amountCents, requestedOn, earliestOn } = data.deposit;
  const tooEarly = earliestOn !== null && today < earliestOn;
  const navigate = useNavigate();
  const [failure, setFailure] = useState("");
  async function finalInvoice() {
    setFailure("");
    try {
      const created = await apiJson<InvoiceView>("POST", "/api/factures", { devisId: data.id, type: "solde" });
      void navigate(adminPaths.invoiceEditor(created.id));
    } catch (err) {
      setFailure(errorMessage(err));
    }
  }
  return (
    <section className={className} aria-labelledby="devis-deposit-title" data-testid="devis-deposit">
      <h2 id="devis-deposit-title" className="font-semibold text-forest-dark">
        Acompte
      </h2>
      {data.depositPercent <= 0 ? (
        <p className="mt-2 text-sm text-muted">Ce devis ne prévoit pas d'acompte.</p>
      ) : (
        <>
          <p className="mt-2 text-sm">
            {data.depositPercent} % du total, soit <strong>{euros(amountCents)} TTC</strong>.
          </p>
          {requestedOn && <p className="mt-1 text-sm text-success">Acompte demandé le {frenchDay(requestedOn)}.</p>}
          {earliestOn && (
            <p className="mt-1 text-sm text-muted">
              Signé au domicile du client : aucun paiement avant le {frenchDay(earliestOn)} (article L221-10 du Code de
              la consommation).
            </p>
          )}
          <button type="button" className={`${btnSmallPrimary} mt-3`} disabled={busy || tooEarly} onClick={onRequest}>
            {requestedOn ? "Renvoyer la facture d'acompte" : "Demander l'acompte"}
          </button>
          <p className="mt-1 text-xs text-muted">
            La facture d'acompte est émise (numérotée) et envoyée au client en un seul e-mail.
          </p>
        </>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" className={btnSmall} disabled={busy} onClick={() => void finalInvoice()}>
          Préparer la facture de solde
        </button>
        <Link to={adminPaths.invoices} className="text-sm text-walnut underline-offset-2 hover:underline">
          Toutes les factures
        </Link>
      </div>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {failure}
        </p>
      )}
    </section>
  );
}
