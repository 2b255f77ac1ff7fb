import { Link } from "react-router";
import { LeadAttachments } from "#app/features/admin/leads/lead-attachments.tsx";
import { LeadFields } from "#app/features/admin/leads/lead-fields.tsx";
import type { LeadDetail } from "#app/features/admin/leads/query.tsx";
import { adminPaths } from "#app/lib/paths.ts";

/** The request's card of lead-beside.tsx: its text and photos. */
export function LeadBesideBody({ leadId, data, className }: { leadId: number; data: LeadDetail; className: string }) {
  return (
    <section aria-label="La demande du client" className={className}>
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
