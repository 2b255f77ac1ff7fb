import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { useBusiness } from "#app/lib/business.ts";
import { KindBadge, StatusBadge } from "#app/features/admin/leads/badges.tsx";
import { formatDateTime } from "#app/features/admin/leads/format.ts";
import { LeadActions } from "#app/features/admin/leads/lead-actions.tsx";
import { LeadAttachments } from "#app/features/admin/leads/lead-attachments.tsx";
import { LeadTimeline } from "#app/features/admin/leads/lead-timeline.tsx";
import { ReplyComposer } from "#app/features/admin/leads/reply-composer.tsx";
import { LeadEmails } from "#app/features/admin/leads/lead-emails.tsx";
import { LeadFields } from "#app/features/admin/leads/lead-fields.tsx";
import { LeadNotes } from "#app/features/admin/leads/lead-notes.tsx";
import { LeadStatus } from "#app/features/admin/leads/lead-status.tsx";
import { ReviewRequest } from "#app/features/admin/leads/review-request.tsx";
import { EnsureQueryClient, invalidateLeads, type LeadDetail } from "#app/features/admin/leads/query.tsx";
import { apiJson, ApiError, errorMessage } from "#app/lib/api-client.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";
import { CreateDevisButton } from "#app/features/admin/devis/create-devis-button.tsx";
import { OpenChantierButton } from "#app/features/admin/chantiers/field-actions.tsx";
import type { Route } from "./+types/lead";
import { MailBanner } from "#app/features/admin/mail/mail-banner.tsx";
import { adminPaths } from "#app/lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Demande", matches);

/** /admin/demandes/{quote|contact}/{id}: one request; opening it marks it read. */
export default function LeadScreen() {
  return (
    <EnsureQueryClient>
      <Lead />
    </EnsureQueryClient>
  );
}

function Lead() {
  const business = useBusiness();
  const { kind = "", id = "" } = useParams();
  const client = useQueryClient();
  const { data, error, isPending } = useQuery<LeadDetail>({
    queryKey: ["/api/leads", kind, id],
    refetchOnMount: "always",
    // Photos are encoded after the visitor's upload: look again until none is still being prepared.
    refetchInterval: (query) => (query.state.data?.attachments?.some((a) => a.state === "processing") ? 3_000 : false),
  });
  const marked = useRef(false);
  const [replying, setReplying] = useState(false);
  useEffect(() => {
    if (!data || data.lead.readAt || marked.current) return;
    marked.current = true;
    apiJson("PATCH", `/api/leads/${kind}/${id}`, { read: true })
      .then(() => invalidateLeads(client))
      .catch(() => {});
  }, [data, kind, id, client]);

  const back = (
    <Link to={adminPaths.leads} className="text-sm font-medium text-walnut underline-offset-2 hover:underline">
      ← Toutes les demandes
    </Link>
  );
  if (isPending) {
    return (
      <main className={pageClass}>
        {back}
        <p className="mt-6 text-muted">Chargement de la demande…</p>
      </main>
    );
  }
  if (error || !data) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <main className={pageClass}>
        {back}
        <h1 className="mt-6 text-3xl font-semibold">{notFound ? "Demande introuvable" : "Erreur"}</h1>
        <p className="mt-2 text-muted">{notFound ? "Elle a peut-être été supprimée." : errorMessage(error)}</p>
      </main>
    );
  }

  const { lead, emails, attachments = [], timeline = [] } = data;
  const name = lead.kind === "quote" ? `${lead.firstName} ${lead.lastName}` : `${lead.prenom} ${lead.nom}`;
  const phone = String((lead.kind === "quote" ? lead.phone : lead.telephone) ?? "");
  const subject =
    lead.kind === "quote" ? `Votre demande de devis – ${business.name}` : `Votre message – ${business.name}`;

  return (
    <main className={pageClass}>
      {back}
      <MailBanner className="mt-4" />
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <KindBadge kind={lead.kind} />
            <StatusBadge status={lead.status} />
            {lead.isSpam && (
              <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-danger">
                Spam : {lead.spamReason}
              </span>
            )}
          </div>
          <h1 className="mt-2 font-serif text-2xl font-semibold break-words text-forest-dark sm:text-3xl">{name}</h1>
          <p className="mt-1 text-sm text-muted">
            Reçue le {formatDateTime(lead.createdAt)} · n° {lead.id}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setReplying(true)} aria-expanded={replying} className={btnSmallPrimary}>
            Répondre
          </button>
          {lead.kind === "quote" && <CreateDevisButton leadId={lead.id} className={btnSmall} />}
          {(lead.status === "signe" || lead.status === "termine") && (
            <OpenChantierButton kind={lead.kind} leadId={lead.id} className={btnSmall} />
          )}
          <a href={`mailto:${lead.email}?subject=${encodeURIComponent(subject)}`} className={btnSmall}>
            Répondre avec ma messagerie
          </a>
          {phone && (
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={btnSmall}>
              Appeler
            </a>
          )}
        </div>
      </header>

      {replying && (
        <section className="mt-6 rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-6">
          <ReplyComposer lead={lead} onClose={() => setReplying(false)} />
        </section>
      )}

      {/* One column on a phone that never grows past the screen; long addresses wrap anywhere. */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 [overflow-wrap:anywhere] lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6 self-start">
          <section
            aria-label="Contenu de la demande"
            className="rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
          >
            <LeadFields lead={lead} />
            <LeadAttachments attachments={attachments} />
          </section>
          <div className="rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-6">
            <LeadTimeline entries={timeline} />
          </div>
        </div>
        <aside className="space-y-6">
          <div className="space-y-6 rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)]">
            <LeadStatus key={lead.status} lead={lead} />
            <LeadNotes key={lead.notes} lead={lead} />
          </div>
          <ReviewRequest kind={lead.kind} id={lead.id} status={lead.status} emails={emails} />
          <div className="rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)]">
            <LeadEmails emails={emails} isSpam={lead.isSpam} />
          </div>
          <LeadActions lead={lead} />
        </aside>
      </div>
    </main>
  );
}
