import { useState } from "react";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmallPrimary } from "#app/ui/buttons.ts";
import { formatDateTime } from "./format";
import { useInvalidateLeads, type LeadEmail } from "./query";

/**
 * 'Chantier terminé': the client is asked once for a review, automatically when the status is set
 * (his personal link /avis/donner/… and the business's public review link, docs/avis.md). The
 * button remains for a lead finished before that. The e-mail shows in the lead's e-mails.
 */
export function ReviewRequest({
  kind,
  id,
  status,
  emails,
}: {
  kind: string;
  id: number;
  status: string;
  emails: LeadEmail[];
}) {
  const invalidate = useInvalidateLeads();
  const [busy, setBusy] = useState(false);
  if (status !== "termine") return null;
  const sent = emails.find((e) => e.kind === "review_request");
  return (
    <section
      aria-labelledby="review-title"
      className="rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)]"
    >
      <h2 id="review-title" className="font-serif text-lg font-semibold text-forest-dark">
        Avis client
      </h2>
      {sent ? (
        <p className="mt-2 text-sm text-muted">
          Demande d&apos;avis envoyée le {formatDateTime(String(sent.createdAt))}.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            Le chantier est terminé : envoyez au client son lien personnel pour donner son avis (un seul envoi).
          </p>
          <button
            type="button"
            className={`${btnSmallPrimary} mt-3`}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await apiJson("POST", `/api/admin/demandes/${kind}/${id}/demande-avis`);
                toast({ title: "Demande d'avis envoyée", variant: "success" });
                await invalidate();
              } catch (error) {
                toast({
                  title: "Demande d'avis non envoyée",
                  description: errorMessage(error),
                  variant: "destructive",
                });
              } finally {
                setBusy(false);
              }
            }}
          >
            Demander un avis au client
          </button>
        </>
      )}
    </section>
  );
}
