import type { TimelineEntry } from "#domain/lead-followup.ts";
import { formatDateTime } from "./format";

const dot: Record<TimelineEntry["type"], string> = {
  received: "bg-forest",
  email: "bg-oak",
  status: "bg-walnut",
  note: "bg-muted",
  reply: "bg-success",
  devis: "bg-forest",
};

/** Everything that happened to the lead, oldest first. */
export function LeadTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section aria-labelledby="lead-timeline">
      <h2 id="lead-timeline" className="font-sans text-sm font-semibold text-forest-dark">
        Historique
      </h2>
      <ol aria-label="Historique de la demande" className="mt-3 space-y-3 border-l border-line pl-4">
        {entries.map((e, i) => (
          <li key={i} className="relative" data-type={e.type}>
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full ${dot[e.type]}`}
            />
            <p className="text-sm font-medium break-words text-ink">{e.title}</p>
            <p className="text-xs text-muted">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              {e.author ? ` · par ${e.author}` : ""}
              {e.detail && e.type !== "note" ? ` · ${e.detail}` : ""}
            </p>
            {e.emailStatus && <p className="text-xs font-medium text-forest-dark">{e.emailStatus}</p>}
            {e.type === "note" && e.detail && (
              <p className="mt-1 line-clamp-3 text-xs whitespace-pre-line text-muted">{e.detail}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
