import { useMutation } from "@tanstack/react-query";
import { mailKindLabel } from "#domain/mail.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmall } from "#app/ui/buttons.ts";
import { EmailStatusBadge } from "./badges";
import { formatDateTime } from "./format";
import { useInvalidateLeads, type LeadEmail } from "./query";

function ResendButton({ email }: { email: LeadEmail }) {
  const invalidate = useInvalidateLeads();
  const mutation = useMutation({
    mutationFn: () => apiJson<{ status: string }>("POST", `/api/leads/emails/${email.id}/resend`),
    onSuccess: async (result) => {
      await invalidate();
      toast(
        result.status === "not_configured"
          ? {
              title: "E-mail enregistré, pas encore envoyé : la messagerie n'est pas configurée",
              description: "Configurez-la dans « Messagerie » (menu Réglages).",
              variant: "destructive",
            }
          : { title: "E-mail remis en file d'envoi", description: "Il part dans quelques secondes." },
      );
    },
    onError: (e) => toast({ title: "Erreur", description: errorMessage(e), variant: "destructive" }),
  });
  return (
    <button type="button" onClick={() => mutation.mutate()} disabled={mutation.isPending} className={btnSmall}>
      {mutation.isPending ? "Envoi..." : "Renvoyer"}
    </button>
  );
}

/** Delivery status of the lead's e-mails, with a resend button each. */
export function LeadEmails({ emails, isSpam }: { emails: LeadEmail[]; isSpam: boolean }) {
  return (
    <section aria-labelledby="lead-emails">
      <h2 id="lead-emails" className="font-sans text-sm font-semibold text-forest-dark">
        E-mails
      </h2>
      {emails.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          {isSpam ? "Aucun e-mail : la demande a été classée comme indésirable." : "Aucun e-mail pour cette demande."}
        </p>
      ) : (
        <ul className="mt-2 space-y-3">
          {emails.map((email) => (
            <li key={email.id} className="rounded-xl border border-line bg-paper p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium">{mailKindLabel(email.kind)}</span>
                <EmailStatusBadge status={email.status} />
              </div>
              <p className="mt-1 truncate text-xs text-muted">À : {email.to}</p>
              <p className="mt-1 text-xs text-muted">
                {email.status === "sent"
                  ? `Envoyé le ${formatDateTime(email.sentAt)}`
                  : email.status === "pending" && email.attempts > 0
                    ? `${email.attempts} tentative${email.attempts > 1 ? "s" : ""} · prochain essai le ${formatDateTime(email.nextAttemptAt)}`
                    : email.attempts > 0
                      ? `${email.attempts} tentative${email.attempts > 1 ? "s" : ""}`
                      : ""}
              </p>
              {email.lastError && (email.status === "pending" || email.status === "failed") && (
                <p className="mt-1 text-xs break-words text-danger">{email.lastError}</p>
              )}
              {email.status !== "pending" && (
                <div className="mt-2">
                  <ResendButton email={email} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
