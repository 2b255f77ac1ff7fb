import { useState } from "react";
import { useRevalidator } from "react-router";
import { Card } from "#app/ui/card.tsx";
import { Field, inputClass, textareaClass } from "#app/ui/field.tsx";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { toast } from "#app/ui/toast.tsx";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { dayLabel, monthLabel, originLabel, refusalLabel, refusalReasons } from "#domain/reviews.ts";
import { useHydrated } from "../data/use-hydrated";

export interface AdminReview {
  id: number;
  name: string;
  location: string;
  content: string;
  rating: number;
  origin: string;
  isPublished: boolean;
  createdAt: string;
  publishedAt: string | null;
  workMonth: string | null;
  refusalReason: string | null;
  refusedAt: string | null;
  reply: string;
  repliedAt: string | null;
  /** The team member who did it (decision 054); "" when unknown (before it was recorded, or the system). */
  publishedByName: string;
  refusedByName: string;
  repliedByName: string;
}

/** « par Marie Dupont » after a date, nothing when the member is unknown. */
const by = (name: string | undefined, word = "par") => (name ? ` ${word} ${name}` : "");

export const reviewStatus = (r: AdminReview) =>
  r.isPublished ? "Publié" : r.refusalReason ? "Refusé" : r.origin === "client" ? "En attente" : "Brouillon";

const badge: Record<string, string> = {
  Publié: "bg-emerald-100 text-emerald-900",
  Refusé: "bg-red-100 text-red-900",
  "En attente": "bg-amber-100 text-amber-900",
  Brouillon: "bg-stone-200 text-stone-700",
};

/** One review in « Avis clients »: status, origin, dates, and the moderation actions. */
function ReviewModeration({ review: r }: { review: AdminReview }) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  const [reply, setReply] = useState(r.reply);
  const status = reviewStatus(r);
  const label = `${r.name} (${r.rating}/5)`;

  /** One moderation call: the list is read again, then the admin is told. */
  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      await revalidator.revalidate();
      toast({ variant: "success", title: done });
    } catch (error) {
      toast({ variant: "destructive", title: "Modification non enregistrée", description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="py-4" data-review-admin={r.name}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium text-forest-dark">{label}</p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge[status]}`}>{status}</span>
        <span className="rounded-full bg-cream px-2 py-0.5 text-xs text-walnut">{originLabel(r.origin)}</span>
      </div>
      <p className="mt-1 text-sm whitespace-pre-line text-ink">{r.content}</p>
      <p className="mt-1 text-xs text-muted">
        {r.location && `${r.location} · `}
        Chantier : {r.workMonth ? monthLabel(r.workMonth) : "—"} · Reçu le {dayLabel(r.createdAt)}
        {r.publishedAt && ` · Publié le ${dayLabel(r.publishedAt)}${by(r.publishedByName)}`}
        {r.refusedAt &&
          ` · Refusé le ${dayLabel(r.refusedAt)}${by(r.refusedByName)} (${refusalLabel(r.refusalReason)})`}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {!r.isPublished && (
          <button
            type="button"
            className={btnSmallPrimary}
            disabled={!hydrated || busy}
            onClick={() => void run(() => apiJson("POST", `/api/admin/avis/${r.id}/publier`), "Avis publié")}
          >
            Publier<span className="sr-only"> l&apos;avis de {r.name}</span>
          </button>
        )}
        {!r.refusalReason && (
          <>
            <Field label="Motif de refus" className="min-w-56">
              {(a11y) => (
                <select
                  {...a11y}
                  value={reason}
                  disabled={!hydrated}
                  onChange={(e) => setReason(e.target.value)}
                  className={inputClass}
                >
                  <option value="">Choisir un motif…</option>
                  {refusalReasons.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button
              type="button"
              className={btnSmallDanger}
              disabled={!hydrated || busy || !reason}
              onClick={() =>
                void run(
                  () => apiJson("POST", `/api/admin/avis/${r.id}/refuser`, { reason }),
                  r.origin === "client" ? "Avis refusé, l'auteur est prévenu par e-mail" : "Avis refusé",
                )
              }
            >
              Refuser<span className="sr-only"> l&apos;avis de {r.name}</span>
            </button>
          </>
        )}
      </div>
      <form
        className="mt-3 grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run(
            () => apiJson("PUT", `/api/admin/avis/${r.id}/reponse`, { reply }),
            reply.trim() ? "Réponse publiée" : "Réponse retirée",
          );
        }}
      >
        <Field
          label="Réponse publique de l'entreprise"
          optional
          hint={
            r.repliedAt
              ? `Réponse du ${dayLabel(r.repliedAt)}${by(r.repliedByName, "de")}, affichée sous l'avis (signée par l'entreprise).`
              : "Affichée sous l'avis, avec sa date."
          }
        >
          {(a11y) => (
            <textarea
              {...a11y}
              rows={2}
              maxLength={1500}
              readOnly={!hydrated}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              className={textareaClass}
            />
          )}
        </Field>
        <div>
          <button type="submit" className={btnSmall} disabled={!hydrated || busy || reply === r.reply}>
            Enregistrer la réponse<span className="sr-only"> à {r.name}</span>
          </button>
        </div>
      </form>
    </li>
  );
}

/** « Avis clients »: the clients' reviews, waiting ones first, then the others, newest first. */
export function ReviewsModeration({ items }: { items: AdminReview[] }) {
  const waiting = items.filter((r) => reviewStatus(r) === "En attente").length;
  return (
    <Card
      title="Avis déposés par les clients"
      description={
        waiting > 0
          ? `${waiting} avis en attente de modération. Publiez-les ou refusez-les avec un motif de la liste publiée.`
          : "Aucun avis en attente."
      }
    >
      {items.length === 0 && (
        <p className="text-sm text-muted">
          Aucun avis pour le moment : ils arrivent ici quand les clients utilisent leur lien personnel.
        </p>
      )}
      <ul className="divide-y divide-line" aria-label="Avis clients">
        {items.map((r) => (
          <ReviewModeration key={r.id} review={r} />
        ))}
      </ul>
    </Card>
  );
}
