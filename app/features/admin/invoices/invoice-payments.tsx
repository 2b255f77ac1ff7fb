import { useState, type FormEvent } from "react";
import { euros } from "#domain/devis-format.ts";
import { paymentMethodLabel, paymentMethodOptions, rfPrinted } from "#domain/payments.ts";
import type { InvoiceView } from "#server/modules/invoices/types.ts";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";
import { InvoiceReminders } from "./invoice-reminders.tsx";

const day = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString("fr-FR");
const todayParis = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });

/** « 1 234,56 » or « 1234.56 » → cents; null when it is not an amount. */
function cents(text: string): number | null {
  const n = Number(text.replace(/\s/g, "").replace(",", "."));
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : null;
}

/**
 * The payments of an issued invoice (docs/paiements.md): the RF reference to give the client, what he
 * paid and who recorded it, « Enregistrer un paiement » (date, amount TTC, method), « Annuler » a
 * payment recorded by mistake, the client's credit used on it; its reminders, paused or not.
 */
export function InvoicePayments({
  data,
  busy,
  act,
}: {
  data: InvoiceView;
  busy: boolean;
  act: (method: string, path: string, body: unknown, done: string) => Promise<unknown>;
}) {
  const [amount, setAmount] = useState("");
  const [date, setDate] = useState(todayParis);
  const [method, setMethod] = useState("virement");
  const [error, setError] = useState("");
  const url = `/api/factures/${data.id}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = cents(amount);
    if (value === null) return setError("Indiquez le montant reçu, en euros (par exemple 1 200,00).");
    setError("");
    if (await act("POST", `${url}/paiements`, { amountCents: value, date, method }, "Paiement enregistré."))
      setAmount("");
  }

  return (
    <div className="space-y-4 text-sm">
      {data.reference && (
        <p>
          Référence à indiquer dans le virement : <strong className="font-mono">{rfPrinted(data.reference)}</strong>
        </p>
      )}
      {data.payments.length === 0 ? (
        <p className="text-muted">Aucun paiement enregistré.</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Paiements reçus">
          {data.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <strong>{euros(p.amountCents)}</strong> le {day(p.date)} · {paymentMethodLabel(p.method)}
                {p.paymentCents !== p.amountCents && ` (sur un paiement de ${euros(p.paymentCents)})`}
                {p.fromBank && " · relevé bancaire"}
                {p.by && ` · enregistré par ${p.by}`}
              </span>
              <button
                type="button"
                className={btnSmallDanger}
                disabled={busy}
                onClick={() => {
                  if (window.confirm(`Annuler ce paiement de ${euros(p.paymentCents)} ?`))
                    void act("DELETE", `/api/factures/paiements/${p.id}`, undefined, "Paiement annulé.");
                }}
              >
                Annuler
              </button>
            </li>
          ))}
        </ul>
      )}
      {data.amountDueCents > 0 && (
        <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          <label className="grid gap-1 font-medium">
            Montant reçu (TTC, €)
            <input
              className={inputClass}
              inputMode="decimal"
              value={amount}
              placeholder={euros(data.amountDueCents).replace(/\s?€$/, "")}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </label>
          <label className="grid gap-1 font-medium">
            Date du paiement
            <input
              className={inputClass}
              type="date"
              value={date}
              max={todayParis()}
              onChange={(e) => setDate(e.target.value)}
            />
          </label>
          <label className="grid gap-1 font-medium">
            Mode
            <select className={inputClass} value={method} onChange={(e) => setMethod(e.target.value)}>
              {paymentMethodOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={btnSmallPrimary} disabled={busy}>
            Enregistrer un paiement
          </button>
          {error && (
            <p role="alert" className="text-danger sm:col-span-4">
              {error}
            </p>
          )}
        </form>
      )}
      {data.amountDueCents > 0 && (
        <button
          type="button"
          className={btnSmall}
          disabled={busy}
          onClick={() => void act("POST", `${url}/avoir-client`, {}, "Avoir du client utilisé sur cette facture.")}
        >
          Utiliser l'avoir du client
        </button>
      )}
      {data.status === "emise" && data.amountDueCents > 0 && <InvoiceReminders invoiceId={data.id} />}
    </div>
  );
}
