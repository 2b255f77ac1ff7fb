import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { ExportLinks, InboxFilters } from "../../components/admin/leads/inbox-filters";
import { LeadList } from "../../components/admin/leads/lead-list";
import { EnsureQueryClient, type LeadList as LeadListData } from "../../components/admin/leads/query";
import { errorMessage } from "../../lib/api-client";

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
    <main id="contenu" className="container-site py-8 sm:py-12">
      <title>Demandes – Administration</title>
      <Link to="/admin" className="text-sm font-medium text-walnut underline-offset-2 hover:underline">
        ← Tableau de bord
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">Demandes</h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {data ? `${data.unread} non lue${data.unread > 1 ? "s" : ""} · ${data.total} dans cette vue` : " "}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" onClick={() => refetch()} disabled={isFetching} className="btn-outline min-h-10 px-4 py-2 text-xs sm:text-sm">
            {isFetching ? "Actualisation…" : "Actualiser"}
          </button>
          <ExportLinks />
        </div>
      </div>

      <div className="mt-6">
        <InboxFilters />
      </div>

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
            <Link to={pageHref(page - 1)} className="btn-outline min-h-10 px-4 py-2">
              ← Précédentes
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">
            Page {page} sur {pages}
          </span>
          {page < pages ? (
            <Link to={pageHref(page + 1)} className="btn-outline min-h-10 px-4 py-2">
              Suivantes →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </main>
  );
}
