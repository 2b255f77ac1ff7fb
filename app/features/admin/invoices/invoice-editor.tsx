import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { euros, rateText } from "#domain/devis-format.ts";
import { invoiceTypeLabels, type InvoiceClient, type InvoiceLine } from "#domain/invoices.ts";
import type { InvoiceView } from "#server/modules/invoices/types.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { Card } from "#app/ui/card.tsx";
import { InvoiceClientFields } from "./invoice-client.tsx";
import { InvoiceLines } from "./invoice-lines.tsx";
import { InvoiceWorks, type WorksValues } from "./invoice-works.tsx";
import { invoiceStatusLabel } from "./invoice-list.tsx";
import { InvoicePayments } from "./invoice-payments.tsx";

const day = (d: string | null) => (d ? new Date(`${d}T12:00:00Z`).toLocaleDateString("fr-FR") : "—");

/** One invoice: a draft's client and lines edited, the checklist before « Émettre »; once issued, read only. */
export function InvoiceEditor({ id }: { id: string }) {
  const url = `/api/factures/${id}`;
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data, error } = useQuery<InvoiceView>({ queryKey: [url], refetchOnMount: "always" });
  const [draft, setDraft] = useState<({ client: InvoiceClient; lines: InvoiceLine[] } & WorksValues) | null>(null);
  const [message, setMessage] = useState<{ text: string; danger?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data)
      setDraft({
        client: data.client,
        lines: data.lines,
        worksPeriod: data.worksPeriod,
      });
  }, [data]);
  if (error) return <p className="text-danger">{errorMessage(error)}</p>;
  if (!data || !draft) return <p className="text-muted">Chargement de la facture…</p>;
  const editable = data.number === null;

  async function act(method: string, path: string, body: unknown, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await apiJson<InvoiceView | { ok: true }>(method, path, body);
      // The invoice's own answer is its new view; otherwise (a payment undone) it is read again.
      if ("id" in answer && String(answer.id) === id && "number" in answer) client.setQueryData([url], answer);
      else await client.invalidateQueries({ queryKey: [url] });
      await client.invalidateQueries({ queryKey: ["/api/factures"] });
      setMessage({ text: done });
      return answer;
    } catch (err) {
      setMessage({ text: errorMessage(err), danger: true });
      return null;
    } finally {
      setBusy(false);
    }
  }
  const save = () => act("PUT", url, draft, "Brouillon enregistré.");
  async function issue() {
    if (await save())
      await act("POST", `${url}/emettre`, {}, "Facture émise : elle a son numéro et ne peut plus être modifiée.");
    await client.invalidateQueries({ queryKey: [url] });
  }
  async function remove() {
    if (!window.confirm("Supprimer ce brouillon ?")) return;
    if (await act("DELETE", url, undefined, "Brouillon supprimé.")) void navigate(adminPaths.invoices);
  }
  async function creditNote() {
    const note = await act("POST", `${url}/avoir`, {}, "Avoir créé (brouillon).");
    if (note && "id" in note) void navigate(adminPaths.invoiceEditor(note.id));
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-serif text-2xl text-forest-dark">
            {invoiceTypeLabels[data.type]} {data.number ?? "(brouillon, sans numéro)"}
          </h1>
          <p className="text-sm text-muted">
            {invoiceStatusLabel(data.status)}
            {data.devisNumber && ` · devis ${data.devisNumber}`}
            {data.correctedNumber && ` · corrige la facture ${data.correctedNumber} du ${day(data.correctedDate)}`}
            {data.issuedAt && ` le ${day(data.issuedAt)} · échéance le ${day(data.dueDate)}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {editable ? (
            <>
              <button type="button" className={btnSmall} disabled={busy} onClick={() => void save()}>
                Enregistrer
              </button>
              <button type="button" className={btnSmallPrimary} disabled={busy} onClick={() => void issue()}>
                Émettre
              </button>
              <button type="button" className={btnSmallDanger} disabled={busy} onClick={() => void remove()}>
                Supprimer
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className={btnSmallPrimary}
                disabled={busy}
                onClick={() => void act("POST", `${url}/envoyer`, {}, "Facture envoyée au client par e-mail.")}
              >
                {data.sentAt ? "Renvoyer au client" : "Envoyer au client"}
              </button>
              {data.type !== "avoir" && data.status !== "annulee" && (
                <button type="button" className={btnSmall} disabled={busy} onClick={() => void creditNote()}>
                  Faire un avoir
                </button>
              )}
            </>
          )}
        </div>
      </header>
      {message && (
        <p role="status" className={message.danger ? "text-danger" : "text-forest"}>
          {message.text}
        </p>
      )}
      {editable && (
        <Card
          title="Avant d'émettre"
          description="Les mentions obligatoires : la facture ne peut pas être émise tant qu'il en manque une."
        >
          {data.missing.length === 0 ? (
            <p className="text-forest">Tout y est : la facture peut être émise.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm text-danger">
              {data.missing.map((m) => (
                <li key={m.field}>{m.label}</li>
              ))}
            </ul>
          )}
        </Card>
      )}
      <Card title="Client">
        <InvoiceClientFields
          value={draft.client}
          editable={editable}
          onChange={(c) => setDraft({ ...draft, client: c })}
        />
      </Card>
      <Card title="Lignes">
        <InvoiceLines lines={draft.lines} editable={editable} onChange={(lines) => setDraft({ ...draft, lines })} />
      </Card>
      <Card title="Travaux">
        <InvoiceWorks
          value={draft}
          certification={data.certification}
          returned={data.certificationReturned}
          editable={editable}
          onChange={(v) => setDraft({ ...draft, ...v })}
          onReturned={(returned) =>
            void act("POST", `${url}/attestation`, { returned }, "Retour de l'attestation enregistré.")
          }
        />
      </Card>
      <Card title="Montants">
        <dl className="grid max-w-md grid-cols-2 gap-x-6 gap-y-1 text-sm">
          <dt>Total HT</dt>
          <dd className="text-right">{euros(data.totals.htCents)}</dd>
          {data.totals.byRate.map((r) => (
            <div key={r.rate} className="contents">
              <dt>TVA {rateText(r.rate)}</dt>
              <dd className="text-right">{euros(r.vatCents)}</dd>
            </div>
          ))}
          <dt className="font-semibold">Total TTC</dt>
          <dd className="text-right font-semibold">{euros(data.totals.ttcCents)}</dd>
          {data.deductions.map((d) => (
            <div key={d.number} className="contents">
              <dt>
                Acompte {d.number} du {day(d.date)}
              </dt>
              <dd className="text-right">− {euros(d.ttcCents)}</dd>
            </div>
          ))}
          <dt className="font-semibold">Net à payer</dt>
          <dd className="text-right font-semibold">{euros(data.netCents)}</dd>
          {data.creditedCents > 0 && (
            <>
              <dt>Avoirs</dt>
              <dd className="text-right">− {euros(data.creditedCents)}</dd>
            </>
          )}
          {data.paidCents > 0 && (
            <>
              <dt>Déjà réglé</dt>
              <dd className="text-right">− {euros(data.paidCents)}</dd>
            </>
          )}
          {data.type !== "avoir" && (
            <>
              <dt>Reste dû</dt>
              <dd className="text-right">{euros(data.amountDueCents)}</dd>
            </>
          )}
        </dl>
      </Card>
      {!editable && data.type !== "avoir" && (
        <Card title="Paiements" description="Ce que le client a réglé, et ce qu'il reste à encaisser.">
          <InvoicePayments data={data} busy={busy} act={act} />
        </Card>
      )}
    </div>
  );
}
