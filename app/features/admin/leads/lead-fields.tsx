import { contactFields, quoteFields } from "#domain/lead-labels.ts";
import type { ContactMessage, QuoteRequest } from "#domain/schemas/leads.ts";
import type { LeadRecord } from "./query";

/** Every field the visitor sent, with its French label; text only (React escapes it). */
export function LeadFields({ lead }: { lead: LeadRecord }) {
  const fields =
    lead.kind === "quote"
      ? quoteFields(lead as unknown as QuoteRequest)
      : contactFields(lead as unknown as ContactMessage);
  const long = fields.filter(([, v]) => v.length > 80 || v.includes("\n"));
  const short = fields.filter((f) => !long.includes(f));
  return (
    <div>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {short.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
            {/* anywhere: a long e-mail address wraps instead of widening the page on a phone. */}
            <dd className="mt-0.5 text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {long.map(([label, value]) => (
        <div key={label} className="mt-6">
          <h2 className="font-sans text-xs font-semibold tracking-wide text-muted uppercase">{label}</h2>
          <p className="mt-1 rounded-xl bg-paper p-4 leading-relaxed break-words whitespace-pre-wrap text-ink">
            {value}
          </p>
        </div>
      ))}
    </div>
  );
}
