import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { ExportLinks, InboxFilters } from "#app/features/admin/leads/inbox-filters.tsx";
import { LeadList } from "#app/features/admin/leads/lead-list.tsx";
import { LeadsDashboard } from "#app/features/admin/leads/leads-dashboard.tsx";
import { EnsureQueryClient, type LeadList as LeadListData } from "#app/features/admin/leads/query.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { btnSmall } from "#app/ui/buttons.ts";
import type { Route } from "./+types/leads";
import { MailBanner } from "#app/features/admin/mail/mail-banner.tsx";
import { adminPaths } from "#app/lib/paths.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Demandes", matches);

/** /admin/demandes: quote requests and contact messages, newest first. */
export default function LeadsInbox() {
  return (
    <EnsureQueryClient>
      <Inbox />
    </EnsureQueryClient>
  );
}

function Inbox() {
  const [params] = useSearchParams();
  const query = new URLSearchParams();
  for (const key of ["kind", "status", "spam", "page"]) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const { data, error, isPending, isFetching, refetch } = useQuery<LeadListData>({
    queryKey: [`/api/leads?${query}`],
    refetchOnMount: "always",
  });
  const page = Number(params.get("page") ?? 1) || 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pageHref = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    return `?${next}`;
  };

  return (
    <main className={pageClass}>
      <PageHeader
        title="Demandes"
        description={
          <span aria-live="polite">
            {data ? `${data.unread} non lue${data.unread > 1 ? "s" : ""} · ${data.total} dans cette vue` : "\u00a0"}
          </span>
        }
        actions={
          <>
            <button type="button" onClick={() => refetch()} disabled={isFetching} className={btnSmall}>
              {isFetching ? "Actualisation…" : "Actualiser"}
            </button>
            <ExportLinks />
            <Link to={adminPaths.replyTemplates} className={btnSmall}>
              Modèles de réponse
            </Link>
          </>
        }
      />
      <MailBanner className="mb-6" />

      <InboxFilters />

      <div className="mt-6">
        {isPending ? (
          <p className="rounded-2xl border border-line bg-white p-8 text-center text-muted">Chargement des demandes…</p>
        ) : error ? (
          <p role="alert" className="rounded-2xl border border-danger/30 bg-[#fdf1ef] p-6 text-danger">
            Impossible de charger les demandes : {errorMessage(error)}
          </p>
        ) : data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">
            {params.get("spam") === "1" ? "Aucune demande indésirable." : "Aucune demande pour le moment."}
          </p>
        ) : (
          <LeadList items={data.items} />
        )}
      </div>

      {data && pages > 1 && (
        <nav aria-label="Pagination" className="mt-6 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={btnSmall}>
              ← Précédentes
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">
            Page {page} sur {pages}
          </span>
          {page < pages ? (
            <Link to={pageHref(page + 1)} className={btnSmall}>
              Suivantes →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}

      <div className="mt-10">
        <LeadsDashboard />
      </div>
    </main>
  );
}
