import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  devisContentProblems,
  devisStatusLabel,
  devisTotals,
  euros,
  rateText,
  type DevisInput,
  type DevisView,
} from "#domain/devis.ts";
import { apiJson, ApiError, errorMessage } from "#app/lib/api-client.ts";
import { CreateAndOpenButton } from "#app/ui/create-and-open.tsx";
import { LeadAttachments } from "#app/features/admin/leads/lead-attachments.tsx";
import { LeadFields } from "#app/features/admin/leads/lead-fields.tsx";
import type { LeadDetail } from "#app/features/admin/leads/query.tsx";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";
import { LinesEditor } from "./lines-editor.tsx";
import { ClientFieldset, ConditionsFieldset } from "./devis-fields.tsx";
import { DepositCard } from "./deposit-card.tsx";
import { parisDate } from "#domain/business.ts";
import { adminPaths } from "#app/lib/paths.ts";

const card = "rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-6";

function inputOf(d: DevisView): DevisInput {
  const { client, siteAddress, channel, title, lines, note, depositPercent, validityDays, paymentTerms, leadTime } = d;
  return { client, siteAddress, channel, title, lines, note, depositPercent, validityDays, paymentTerms, leadTime };
}

/** The request beside the devis: its text and photos. */
function LeadBeside({ leadId }: { leadId: number }) {
  const { data } = useQuery<LeadDetail>({ queryKey: ["/api/leads", "quote", String(leadId)] });
  if (!data) return null;
  return (
    <section aria-label="La demande du client" className={card}>
      <h2 className="mb-3 font-sans text-sm font-semibold text-forest-dark">
        <Link to={adminPaths.lead("quote", leadId)} className="underline-offset-2 hover:underline">
          La demande n° {leadId}
        </Link>
      </h2>
      <LeadFields lead={data.lead} />
      <LeadAttachments attachments={data.attachments ?? []} />
    </section>
  );
}

/** /admin/devis/:id: edit a draft, check what is missing, send, copy the link, revoke, make a new version. */
export function DevisEditor({ id }: { id: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data, error, isPending } = useQuery<DevisView>({ queryKey: ["/api/devis", id], refetchOnMount: "always" });
  const [form, setForm] = useState<DevisInput | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (isPending) return <p className="text-muted">Chargement du devis…</p>;
  if (error || !data) {
    const notFound = error instanceof ApiError && error.status === 404;
    return <p className="text-danger">{notFound ? "Devis introuvable." : errorMessage(error)}</p>;
  }
  const value = form ?? inputOf(data);
  const draft = data.status === "brouillon";
  const set = (patch: Partial<DevisInput>) => setForm({ ...value, ...patch });
  const totals = devisTotals(value.lines);
  const problems = devisContentProblems(value);

  const run = async (action: () => Promise<unknown>, ok: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setMessage({ ok: true, text: ok });
      await client.invalidateQueries({ queryKey: ["/api/devis", id] });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      await apiJson("PUT", `/api/devis/${id}`, value);
      setForm(null);
    }, "Devis enregistré.");
  const send = () =>
    run(async () => {
      await apiJson("PUT", `/api/devis/${id}`, value);
      const res = await apiJson<{ publicUrl: string }>("POST", `/api/devis/${id}/envoyer`);
      setForm(null);
      return res;
    }, "Devis envoyé au client.");
  const propose = () =>
    run(async () => {
      const res = await apiJson<{ lines: DevisInput["lines"] }>("POST", "/api/devis/proposer-lignes", {
        leadId: data.leadId ?? undefined,
        text: value.title,
      });
      set({ lines: [...value.lines, ...res.lines] });
    }, "Lignes proposées : vérifiez chacune avant l'envoi.");

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-serif text-2xl font-semibold text-forest-dark sm:text-3xl">Devis {data.number}</h1>
          <p className="mt-1 text-sm text-muted">
            Statut : <strong data-testid="devis-status">{devisStatusLabel(data.status)}</strong>
            {data.validUntil && ` · valable jusqu'au ${data.validUntil.split("-").reverse().join("/")}`}
            {data.views > 0 && ` · consulté ${data.views} fois`}
          </p>
          {(data.createdByName || data.sentByName || data.revokedByName) && (
            <p className="mt-1 text-xs text-muted" data-testid="devis-authors">
              {[
                data.createdByName && `Créé par ${data.createdByName}`,
                data.sentByName && `Envoyé par ${data.sentByName}`,
                data.revokedByName && `Révoqué par ${data.revokedByName}`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <a className={btnSmall} href={`/api/devis/${id}/pdf`} target="_blank" rel="noreferrer">
            {draft ? "Aperçu PDF" : "PDF"}
          </a>
          {draft && (
            <>
              <button type="button" className={btnSmall} disabled={busy} onClick={() => void save()}>
                Enregistrer
              </button>
              <button type="button" className={btnSmallPrimary} disabled={busy} onClick={() => void send()}>
                Envoyer au client
              </button>
            </>
          )}
          {data.status === "envoye" && (
            <button
              type="button"
              className={btnSmallDanger}
              disabled={busy}
              onClick={() => void run(() => apiJson("POST", `/api/devis/${id}/revoquer`), "Lien révoqué.")}
            >
              Révoquer le lien
            </button>
          )}
          {!draft && data.status !== "accepte" && !data.nextVersionId && (
            <button
              type="button"
              className={btnSmall}
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  const v = await apiJson<DevisView>("POST", `/api/devis/${id}/modifier`);
                  await navigate(adminPaths.devisEditor(v.id));
                }, "Nouvelle version créée.")
              }
            >
              Modifier (nouvelle version)
            </button>
          )}
          {data.nextVersionId && (
            <Link className={btnSmall} to={adminPaths.devisEditor(data.nextVersionId)}>
              Voir la nouvelle version
            </Link>
          )}
        </div>
      </header>
      {message && (
        <p
          role="status"
          data-testid="devis-message"
          className={`rounded-xl px-4 py-3 text-sm ${message.ok ? "bg-success/10 text-success" : "bg-danger/10 text-danger"}`}
        >
          {message.text}
        </p>
      )}
      {data.publicUrl && (
        <div className={card}>
          <p className="text-sm font-semibold text-forest-dark">Lien du client</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <input readOnly aria-label="Lien du client" className={inputClass} value={data.publicUrl} />
            <button
              type="button"
              className={btnSmall}
              onClick={() => void navigator.clipboard?.writeText(data.publicUrl ?? "")}
            >
              Copier le lien
            </button>
          </div>
        </div>
      )}
      {data.evidence && (
        <div className={card} data-testid="devis-evidence">
          <p className="font-semibold text-success">
            Accepté le {new Date(data.evidence.acceptedAt).toLocaleString("fr-FR")} par {data.evidence.typedName}
          </p>
          <p className="mt-1 text-sm break-all text-muted">
            E-mail vérifié : {data.evidence.email} · IP : {data.evidence.ip} · empreinte SHA-256 :{" "}
            {data.evidence.pdfSha256}
          </p>
        </div>
      )}
      {data.status === "accepte" && (
        <DepositCard
          data={data}
          busy={busy}
          today={parisDate(new Date())}
          className={card}
          onRequest={() =>
            void run(
              () => apiJson("POST", `/api/devis/${id}/acompte`, { notify: true }),
              "Demande d'acompte envoyée au client.",
            )
          }
        />
      )}
      {draft && (data.missingSettings.length > 0 || problems.length > 0) && (
        <div className="rounded-2xl border border-oak bg-oak/10 p-5" data-testid="devis-checklist">
          <p className="font-semibold text-forest-dark">Avant l'envoi</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {data.missingSettings.map((m) => (
              <li key={m.field}>
                <Link to={`${adminPaths.business}#${m.field}`} className="underline">
                  {m.label}
                </Link>{" "}
                (réglages « Entreprise »)
              </li>
            ))}
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <ClientFieldset value={value} set={set} disabled={!draft} className={card} />
          <section className={card} aria-label="Lignes">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-sans text-sm font-semibold text-forest-dark">Lignes</h2>
              {draft && (
                <button type="button" className={btnSmall} disabled={busy} onClick={() => void propose()}>
                  Proposer des lignes
                </button>
              )}
            </div>
            <LinesEditor lines={value.lines} disabled={!draft} onChange={(lines) => set({ lines })} />
            <dl className="mt-4 ml-auto max-w-xs space-y-1 text-sm" data-testid="devis-totals">
              <div className="flex justify-between font-semibold">
                <dt>Total HT</dt>
                <dd>{euros(totals.htCents)}</dd>
              </div>
              {totals.byRate.map((r) => (
                <div key={r.rate} className="flex justify-between">
                  <dt>TVA {rateText(r.rate)}</dt>
                  <dd>{euros(r.vatCents)}</dd>
                </div>
              ))}
              <div className="flex justify-between font-semibold">
                <dt>Total TTC</dt>
                <dd>{euros(totals.ttcCents)}</dd>
              </div>
            </dl>
          </section>
          <ConditionsFieldset value={value} set={set} disabled={!draft} className={card} />
        </div>
        <aside className="space-y-6">{data.leadId && <LeadBeside leadId={data.leadId} />}</aside>
      </div>
    </div>
  );
}

/** « Créer un devis » from a quote request. */
export function CreateDevisButton({ leadId, className }: { leadId: number; className: string }) {
  return (
    <CreateAndOpenButton
      label="Créer un devis"
      create={() => apiJson<DevisView>("POST", "/api/devis", { leadId })}
      pathOf={adminPaths.devisEditor}
      className={className}
    />
  );
}
