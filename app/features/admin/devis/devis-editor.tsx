import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { devisContentProblems } from "#domain/devis-checks.ts";
import { devisStatusLabel, devisTotals, euros, rateText } from "#domain/devis-format.ts";
import type { DevisInput, DevisView } from "#domain/devis.ts";
import { apiJson, ApiError, errorMessage } from "#app/lib/api-client.ts";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { LinesEditor } from "./lines-editor.tsx";
import { inputOf, useDevisAutosave } from "./use-devis-autosave.ts";
import { useUnsavedChanges } from "#app/features/admin/editor/unsaved-changes.tsx";
import { standardRateReminder } from "#domain/devis-vat.ts";
import { ClientFieldset, ConditionsFieldset } from "./devis-fields.tsx";
import { DepositCard } from "./deposit-card.tsx";
import { ClientLinkCard } from "./client-link-card.tsx";
import { parisDate } from "#domain/business.ts";
import { adminPaths } from "#app/lib/paths.ts";

import { LeadBeside, card } from "./lead-beside.tsx";
import { AcceptanceCard } from "./acceptance-card.tsx";
import { lazyDialog } from "#app/ui/lazy-dialog.tsx";
import { canCallApi } from "#domain/permissions.ts";
import { useAdminMember } from "../team/use-role.ts";

/** The send and paper-signature dialogs: their code loads when one opens (decision 060). */
const SendDialog = lazyDialog(() => import("./send-dialog.tsx").then((m) => m.SendDialog));
const PaperSignatureDialog = lazyDialog(() =>
  import("./paper-signature-dialog.tsx").then((m) => m.PaperSignatureDialog),
);

/** /admin/devis/:id: edit a draft, check what is missing, send, copy the link, revoke, make a new version. */
export function DevisEditor({ id }: { id: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data, error, isPending } = useQuery<DevisView>({ queryKey: ["/api/devis", id], refetchOnMount: "always" });
  const [form, setForm] = useState<DevisInput | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [onPaper, setOnPaper] = useState(false);
  const member = useAdminMember();
  const editable = data?.status === "brouillon";
  const autosave = useDevisAutosave(id, form, editable, (view) => client.setQueryData(["/api/devis", id], view));
  const guard = useUnsavedChanges(autosave.dirty);
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
  /** From the preview: what is typed is saved first, then the devis leaves with the reviewed message. */
  const send = async (text: string) => {
    await autosave.flush();
    await apiJson<{ publicUrl: string }>("POST", `/api/devis/${id}/envoyer`, { message: text });
    setSending(false);
    setForm(null);
    setMessage({ ok: true, text: "Devis envoyé au client." });
    await client.invalidateQueries({ queryKey: ["/api/devis", id] });
  };
  const openSending = () =>
    void autosave
      .flush()
      .then(() => setSending(true))
      .catch(() => {});
  const duplicate = () =>
    run(async () => {
      if (draft) await autosave.flush();
      const copy = await apiJson<DevisView>("POST", "/api/devis", {
        ...value,
        lines: value.lines.map((l) => ({ ...l, toCheck: l.toCheck })),
      });
      guard.allowNextNavigation();
      await navigate(adminPaths.devisEditor(copy.id));
    }, "Devis dupliqué : voici la copie, en brouillon.");
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
          {draft && (
            <p role="status" aria-live="polite" data-testid="autosave-status" className="mt-1 text-sm text-muted">
              {autosave.text}
            </p>
          )}
          {draft && autosave.message && (
            <p role="alert" className="mt-1 text-sm text-danger">
              Enregistrement impossible : {autosave.message}
            </p>
          )}
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
          <button type="button" className={btnSmall} disabled={busy} onClick={() => void duplicate()}>
            Dupliquer
          </button>
          {draft && (
            <button type="button" className={btnSmallPrimary} disabled={busy} onClick={openSending}>
              Envoyer au client
            </button>
          )}
          {data.status === "envoye" &&
            member &&
            canCallApi(member.role, "POST", `/api/devis/${data.id}/signe-papier`) && (
              <button type="button" className={btnSmallPrimary} disabled={busy} onClick={() => setOnPaper(true)}>
                Signé sur papier
              </button>
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
      <ClientLinkCard data={data} className={card} busy={busy} run={run} />
      <AcceptanceCard data={data} className={card} />
      {data.status === "accepte" && (
        <DepositCard
          data={data}
          busy={busy}
          today={parisDate(new Date())}
          className={card}
          onRequest={() =>
            void run(
              () => apiJson("POST", `/api/devis/${id}/acompte`, { notify: true }),
              "Facture d'acompte émise et envoyée au client.",
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
      {data.leadId ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <ClientFieldset value={value} set={set} disabled={!draft} className={card} />
          <aside className="space-y-6">
            <LeadBeside leadId={data.leadId} />
          </aside>
        </div>
      ) : (
        <ClientFieldset value={value} set={set} disabled={!draft} className={card} />
      )}
      <section className={card} aria-labelledby="devis-lines-title">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="devis-lines-title" className="font-sans text-sm font-semibold text-forest-dark">
            Lignes
          </h2>
          {draft && (
            <button type="button" className={btnSmall} disabled={busy} onClick={() => void propose()}>
              Proposer des lignes
            </button>
          )}
        </div>
        <LinesEditor
          lines={value.lines}
          disabled={!draft}
          defaultVatRate={data.defaultVatRate}
          onChange={(lines) => set({ lines })}
        />
        <p className="mt-3 text-xs text-muted">{standardRateReminder}</p>
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
      {/* Mounted when opened: the preview is read afresh each time (lines confirmed since, message). */}
      {draft && sending && <SendDialog id={id} open onOpenChange={setSending} onSend={send} />}
      {data.status === "envoye" && onPaper && (
        <PaperSignatureDialog
          data={data}
          open
          onOpenChange={setOnPaper}
          onDone={(view) => {
            client.setQueryData(["/api/devis", id], view);
            setOnPaper(false);
            setMessage({ ok: true, text: "Signature sur papier enregistrée : le devis est accepté." });
          }}
        />
      )}
      {guard.dialog}
    </div>
  );
}
