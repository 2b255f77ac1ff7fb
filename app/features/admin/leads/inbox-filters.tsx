import { Link, useSearchParams } from "react-router";
import { leadStatusOptions } from "#domain/lead-labels.ts";
import { btnSmall } from "#app/ui/buttons.ts";
import { canCallApi } from "#domain/permissions.ts";
import { useAdminMember } from "../team/use-role.ts";

const tabs = [
  { kind: "all", label: "Toutes" },
  { kind: "quote", label: "Devis" },
  { kind: "contact", label: "Contacts" },
] as const;

/** Type tabs, status filter, spam switch and CSV exports; the state lives in the address. */
export function InboxFilters() {
  const [params, setParams] = useSearchParams();
  const kind = params.get("kind") ?? "all";
  const spam = params.get("spam") === "1";
  const status = params.get("status") ?? "";

  const href = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === "") next.delete(k);
      else next.set(k, v);
    }
    next.delete("page");
    const qs = next.toString();
    return qs ? `?${qs}` : "?";
  };

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label="Type de demande" className="flex gap-1 rounded-full bg-sand/50 p-1">
        {tabs.map((t) => (
          <Link
            key={t.kind}
            to={href({ kind: t.kind === "all" ? null : t.kind })}
            aria-current={kind === t.kind ? "page" : undefined}
            className="min-h-9 flex-1 rounded-full px-4 py-1.5 text-center text-sm font-semibold text-forest transition-colors hover:bg-white/60 aria-[current=page]:bg-white aria-[current=page]:shadow-sm sm:flex-none"
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-muted">
          <span>Statut</span>
          <select
            value={status}
            onChange={(e) => setParams(href({ status: e.target.value }).slice(1))}
            className="min-h-9 rounded-lg border border-line bg-white px-3 text-sm text-ink"
          >
            <option value="">Tous les statuts</option>
            {leadStatusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <Link
          to={href({ spam: spam ? null : "1" })}
          className="text-sm font-medium text-walnut underline underline-offset-2"
          aria-pressed={spam}
        >
          {spam ? "Masquer les indésirables" : "Afficher les indésirables (spam)"}
        </Link>
      </div>
    </div>
  );
}

/** CSV downloads for a French Excel (UTF-8 with BOM, semicolons). */
export function ExportLinks() {
  const [params] = useSearchParams();
  const member = useAdminMember();
  // The export of every lead is the manager's (domain/permissions.ts).
  if (member && !canCallApi(member.role, "GET", "/api/leads/export.csv")) return null;
  const spam = params.get("spam") === "1" ? "&spam=1" : "";
  const cls = btnSmall;
  return (
    <div className="contents">
      <a href={`/api/leads/export.csv?kind=quote${spam}`} download className={cls}>
        Exporter les devis (CSV)
      </a>
      <a href={`/api/leads/export.csv?kind=contact${spam}`} download className={cls}>
        Exporter les messages (CSV)
      </a>
    </div>
  );
}
