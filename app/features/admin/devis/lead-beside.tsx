import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import type { LeadDetail } from "#app/features/admin/leads/query.tsx";

/** A card of the devis editor. */
export const card = "rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-6";

const loadBody = () => import("./lead-beside-body.tsx");
const Body = lazy(() => loadBody().then((m) => ({ default: m.LeadBesideBody })));

/**
 * The request beside the devis: its text and photos. The card's code (the request's fields and
 * attachments) is only for a devis made from a request: it loads with the request's data, not
 * with every devis (decision 060).
 */
export function LeadBeside({ leadId }: { leadId: number }) {
  const { data } = useQuery<LeadDetail>({ queryKey: ["/api/leads", "quote", String(leadId)] });
  useEffect(() => void loadBody(), []);
  if (!data) return null;
  return (
    <Suspense fallback={null}>
      <Body leadId={leadId} data={data} className={card} />
    </Suspense>
  );
}
