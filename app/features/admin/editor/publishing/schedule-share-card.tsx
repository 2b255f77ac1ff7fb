import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarClock, Link2, Trash2 } from "lucide-react";
import { useState } from "react";
import type { ContentType } from "#domain/content-types.ts";
import { dateToParisLocal, formatParisDateTime, parisLocalToDate } from "#domain/paris-time.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { checkPayload, payloadFor, type EditorValues } from "../editor-values";
import type { ContentItem } from "../../data/types";
import { toast } from "#app/ui/toast.tsx";
import { btnSmall, btnSmallPrimary, iconBtnDanger } from "#app/ui/buttons.ts";
import { Card } from "#app/ui/card.tsx";

interface PreviewLinkRow {
  id: number;
  expiresAt: string;
  createdAt: string;
}

const inputClass = "min-h-10 w-full rounded-xl border border-line bg-white px-3 text-sm";

/**
 * 'Programmer' (publication and unpublication at a Paris date and time) and 'Partager l'aperçu'
 * (signed links that expire, revocable here) of decision 042.
 */
export function ScheduleShareCard({
  type,
  id,
  item,
  values,
  decorate,
  onSaved,
}: {
  type: ContentType;
  id: number | null;
  item: ContentItem | null | undefined;
  values: EditorValues;
  decorate(payload: Record<string, unknown>): Record<string, unknown>;
  onSaved(item: ContentItem): void;
}) {
  const defaultAt = dateToParisLocal(new Date(Date.now() + 60 * 60 * 1000));
  const [publishAt, setPublishAt] = useState(defaultAt);
  const [unpublishAt, setUnpublishAt] = useState(defaultAt);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [shared, setShared] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const linksKey = [`/api/${type}`, String(id ?? 0), "preview-links"];
  const links = useQuery<PreviewLinkRow[]>({ queryKey: linksKey, enabled: id !== null });

  function future(value: string): Date | null {
    const at = parisLocalToDate(value);
    if (!at || at.getTime() <= Date.now()) {
      setError("Choisissez une date et une heure à venir.");
      return null;
    }
    setError("");
    return at;
  }

  async function run<T>(fn: () => Promise<T>, failure: string): Promise<T | null> {
    setBusy(true);
    try {
      return await fn();
    } catch (err) {
      toast({ title: failure, description: errorMessage(err), variant: "destructive" });
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function schedule() {
    const at = future(publishAt);
    if (!at) return;
    const payload = payloadFor(type, { ...values, isPublished: true }, at.toISOString());
    const invalid = await checkPayload(type, payload);
    if (invalid) {
      setError(invalid.summary);
      return;
    }
    const result = await run(
      () =>
        id === null
          ? apiJson<ContentItem>("POST", `/api/${type}`, decorate(payload))
          : apiJson<ContentItem>("PUT", `/api/${type}/${id}`, decorate(payload)),
      "Impossible de programmer la publication",
    );
    if (result) {
      toast({ title: "Publication programmée", description: formatParisDateTime(at), variant: "success" });
      onSaved(result);
    }
  }

  async function patch(body: Record<string, unknown>, success: string, failure: string) {
    if (id === null) return;
    const result = await run(() => apiJson<ContentItem>("PATCH", `/api/${type}/${id}`, decorate(body)), failure);
    if (result) {
      toast({ title: success, variant: "success" });
      onSaved(result);
    }
  }

  async function share() {
    if (id === null) return;
    const link = await run(
      () => apiJson<{ url: string }>("POST", `/api/${type}/${id}/preview-links`, {}),
      "Impossible de créer le lien d'aperçu",
    );
    if (link) {
      setShared(link.url);
      await queryClient.invalidateQueries({ queryKey: linksKey });
    }
  }

  async function revoke(linkId: number) {
    const done = await run(
      () => apiJson("DELETE", `/api/${type}/${id}/preview-links/${linkId}`),
      "Impossible de retirer le lien",
    );
    if (done) {
      setShared(null);
      toast({ title: "Lien d'aperçu retiré", variant: "success" });
      await queryClient.invalidateQueries({ queryKey: linksKey });
    }
  }

  const scheduled = item?.publishAt ?? null;
  const unscheduled = item?.unpublishAt ?? null;

  return (
    <Card title="Programmer et partager">
      <div className="grid gap-4 text-sm">
        {scheduled && (
          <div className="rounded-xl bg-forest/10 p-3">
            <p className="font-semibold text-forest-dark">Programmé</p>
            <p data-testid="scheduled-at">
              {item?.isPublished ? "Mise à jour publiée" : "Publication"} le {formatParisDateTime(scheduled)}
            </p>
            <button
              type="button"
              className={`${btnSmall} mt-2`}
              disabled={busy}
              onClick={() =>
                void patch({ isPublished: Boolean(item?.isPublished) }, "Programmation annulée", "Impossible d'annuler")
              }
            >
              Annuler la programmation
            </button>
          </div>
        )}
        <div className="grid gap-2">
          <label htmlFor="publier-le" className="font-medium">
            Publier le (heure de Paris)
          </label>
          <input
            id="publier-le"
            type="datetime-local"
            className={inputClass}
            value={publishAt}
            onChange={(e) => setPublishAt(e.target.value)}
          />
          <button
            type="button"
            className={`${btnSmallPrimary} justify-self-start`}
            disabled={busy}
            onClick={() => void schedule()}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            Programmer
          </button>
        </div>
        {item?.isPublished && (
          <div className="grid gap-2">
            {unscheduled ? (
              <p>
                Dépublication programmée le {formatParisDateTime(unscheduled)}{" "}
                <button
                  type="button"
                  className="underline"
                  onClick={() => void patch({ unpublishAt: null }, "Dépublication annulée", "Impossible d'annuler")}
                >
                  Annuler
                </button>
              </p>
            ) : (
              <>
                <label htmlFor="depublier-le" className="font-medium">
                  Dépublier le (heure de Paris)
                </label>
                <input
                  id="depublier-le"
                  type="datetime-local"
                  className={inputClass}
                  value={unpublishAt}
                  onChange={(e) => setUnpublishAt(e.target.value)}
                />
                <button
                  type="button"
                  className={`${btnSmall} justify-self-start`}
                  disabled={busy}
                  onClick={() => {
                    const at = future(unpublishAt);
                    if (at)
                      void patch(
                        { unpublishAt: at.toISOString() },
                        "Dépublication programmée",
                        "Impossible de programmer la dépublication",
                      );
                  }}
                >
                  Programmer la dépublication
                </button>
              </>
            )}
          </div>
        )}
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
        {id !== null && (
          <div className="grid gap-2 border-t border-line pt-4">
            <p className="text-muted">
              Un lien d'aperçu montre le brouillon à un client, sans compte, pendant 7 jours par défaut (jamais indexé).
            </p>
            <button
              type="button"
              className={`${btnSmall} justify-self-start`}
              disabled={busy}
              onClick={() => void share()}
            >
              <Link2 aria-hidden="true" className="size-4" />
              Partager l'aperçu
            </button>
            {shared && (
              <input
                readOnly
                aria-label="Lien d'aperçu à envoyer"
                className={inputClass}
                value={shared}
                onFocus={(e) => e.currentTarget.select()}
              />
            )}
            {links.data && links.data.length > 0 && (
              <ul aria-label="Liens d'aperçu actifs" className="grid gap-1">
                {links.data.map((l) => (
                  <li key={l.id} className="flex items-center justify-between gap-2 text-xs text-muted">
                    <span>Lien valable jusqu'au {formatParisDateTime(l.expiresAt)}</span>
                    <button
                      type="button"
                      className={iconBtnDanger}
                      aria-label={`Retirer le lien valable jusqu'au ${formatParisDateTime(l.expiresAt)}`}
                      onClick={() => void revoke(l.id)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
