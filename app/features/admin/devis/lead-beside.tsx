import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LeadAttachments } from "#app/features/admin/leads/lead-attachments.tsx";
import { LeadFields } from "#app/features/admin/leads/lead-fields.tsx";
import type { LeadDetail } from "#app/features/admin/leads/query.tsx";
import { adminPaths } from "#app/lib/paths.ts";

/** A card of the devis editor. */
export const card = "rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-6";

/** The request beside the devis: its text and photos. */
export function LeadBeside({ leadId }: { leadId: number }) {
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
