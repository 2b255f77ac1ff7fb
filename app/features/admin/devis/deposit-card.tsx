import { euros, frenchDay, type DevisView } from "#domain/devis.ts";
import { btnSmallPrimary } from "#app/ui/buttons.ts";

/**
 * The deposit (acompte) of an accepted devis: its amount, when it was asked, and « Demander
 * l'acompte », which e-mails the client the amount and the payment terms. Signed at a consumer's
 * home, nothing may be asked before day 7 (L221-10): the button waits for that day and says why.
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
            {requestedOn ? "Redemander l'acompte" : "Demander l'acompte"}
          </button>
        </>
      )}
    </section>
  );
}
