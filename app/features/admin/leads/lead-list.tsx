import { Link } from "react-router";
import { KindBadge, StatusBadge } from "./badges";
import { formatShort } from "./format";
import type { LeadSummary } from "#domain/leads.ts";
import { adminPaths } from "#app/lib/paths.ts";

export function LeadList({ items }: { items: LeadSummary[] }) {
  return (
    <ul
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-[var(--shadow-card)]"
      aria-label="Demandes reçues"
    >
      {items.map((lead) => (
        <li key={`${lead.kind}-${lead.id}`}>
          <Link
            to={adminPaths.lead(lead.kind, lead.id)}
            className="group grid gap-1.5 px-4 py-4 transition-colors hover:bg-cream/60 focus-visible:bg-cream/60 sm:grid-cols-[1.25rem_minmax(0,1fr)_auto] sm:items-center sm:gap-x-4 sm:px-6"
            data-unread={!lead.read}
          >
            <span className="hidden sm:block" aria-hidden="true">
              {!lead.read && <span className="block size-2.5 rounded-full bg-oak-dark" />}
            </span>
            <span className="min-w-0">
              <span className="flex flex-wrap items-center gap-2">
                <KindBadge kind={lead.kind} />
                <span
                  className={`truncate text-base ${lead.read ? "font-medium text-ink" : "font-bold text-forest-dark"}`}
                >
                  {lead.name}
                </span>
                {!lead.read && (
                  <span className="rounded bg-oak-dark px-1.5 text-xs font-semibold text-white">Non lu</span>
                )}
                {lead.isSpam && (
                  <span className="rounded bg-red-100 px-1.5 text-xs font-semibold text-danger">Spam</span>
                )}
              </span>
              <span className="mt-1 block truncate text-sm text-muted">
                {lead.topic && <span className="font-medium text-ink">{lead.topic} · </span>}
                {lead.excerpt}
              </span>
            </span>
            <span className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1.5">
              <StatusBadge status={lead.status} />
              <time dateTime={lead.createdAt} className="text-xs whitespace-nowrap text-muted">
                {formatShort(lead.createdAt)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
