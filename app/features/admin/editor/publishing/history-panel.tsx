import { useQuery, useQueryClient } from "@tanstack/react-query";
import { History, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { contentTypeConfigs, type ContentType } from "#domain/content-types.ts";
import { formatParisShort } from "#domain/paris-time.ts";
import { changedFields, diffLines } from "#domain/text-diff.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { payloadFor, type EditorValues } from "../editor-values";
import type { ContentItem } from "../../data/types";
import { toast } from "#app/ui/toast.tsx";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";
import { Card } from "#app/ui/card.tsx";
import type { RevisionJson, RevisionSummaryJson } from "#server/modules/content/types.ts";

type RevisionSummary = RevisionSummaryJson;
type Revision = RevisionJson;

export const revisionKindLabels: Record<string, string> = {
  manual: "Enregistrement",
  publish: "Publication",
  unpublish: "Dépublication",
  autosave: "Enregistrement automatique",
  ai: "Proposition de l'IA acceptée",
  restore: "Restauration",
  schedule: "Programmation",
};

const fieldLabels: Record<string, string> = {
  title: "Titre",
  slug: "Slug",
  content: "Contenu",
  excerpt: "Extrait",
  metaTitle: "Titre SEO",
  metaDescription: "Description SEO",
  isPublished: "Publication",
  media: "Médias",
  category: "Catégorie",
  featuredImage: "Image principale",
  authorId: "Auteur",
  shortDescription: "Description courte",
  fullDescription: "Description complète",
  icon: "Icône",
  features: "Points forts",
  faq: "Questions fréquentes",
  location: "Lieu",
  description: "Description",
  gallery: "Galerie",
  details: "Détails du projet",
  specifications: "Spécifications",
  testimonial: "Témoignage",
  beforeAfter: "Avant / après",
};

/** The long text of each type, compared line by line. */
const bodyField = (type: ContentType) => contentTypeConfigs[type].bodyField;

/**
 * 'Historique' (decision 042): every revision with its date (fr-FR, Paris time), author and kind;
 * a comparison with what the editor holds now; 'Restaurer cette version' (a new revision).
 */
export function HistoryPanel({
  type,
  id,
  values,
  decorate,
  onRestored,
  savedAt,
}: {
  type: ContentType;
  id: number;
  values: EditorValues;
  decorate(payload: Record<string, unknown>): Record<string, unknown>;
  onRestored(item: ContentItem): void;
  /** Time of the last save: the open list is read again after each one. */
  savedAt?: Date | null;
}) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const queryClient = useQueryClient();
  const listKey = [`/api/${type}`, String(id), "revisions"];
  const list = useQuery<RevisionSummary[]>({ queryKey: listKey, enabled: open });
  const savedTime = savedAt?.getTime() ?? 0;
  useEffect(() => {
    if (open && savedTime) void queryClient.invalidateQueries({ queryKey: [`/api/${type}`, String(id), "revisions"] });
  }, [open, savedTime, queryClient, type, id]);
  const detail = useQuery<Revision>({
    queryKey: [...listKey, String(selected ?? 0)],
    enabled: open && selected !== null,
  });

  async function restore(revision: Revision) {
    setRestoring(true);
    try {
      const item = await apiJson<ContentItem>(
        "POST",
        `/api/${type}/${id}/revisions/${revision.id}/restore`,
        decorate({}),
      );
      onRestored(item);
      toast({
        title: "Version restaurée",
        description: `Version ${revision.number} du ${formatParisShort(revision.createdAt)}`,
        variant: "success",
      });
      setSelected(null);
      await queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      toast({
        title: "Impossible de restaurer cette version",
        description: errorMessage(error),
        variant: "destructive",
      });
    } finally {
      setRestoring(false);
    }
  }

  const current = payloadFor(type, values);
  const body = bodyField(type);

  return (
    <Card
      title="Historique"
      description="Chaque enregistrement est conservé ; une restauration peut être annulée."
      actions={
        <button type="button" className={btnSmall} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          <History aria-hidden="true" className="size-4" />
          {open ? "Masquer l'historique" : "Voir l'historique"}
        </button>
      }
    >
      {open && (
        <div className="grid gap-4">
          {list.isPending && <p className="text-sm text-muted">Chargement...</p>}
          {list.isError && <p className="text-sm text-danger">{errorMessage(list.error)}</p>}
          {list.data && list.data.length === 0 && (
            <p className="text-sm text-muted">Aucune version enregistrée pour l'instant.</p>
          )}
          {list.data && list.data.length > 0 && (
            <ol
              aria-label="Versions"
              className="max-h-80 divide-y divide-line overflow-y-auto rounded-xl border border-line"
            >
              {list.data.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(r.id)}
                    aria-current={selected === r.id}
                    className={`grid w-full gap-0.5 px-3 py-2 text-left text-sm hover:bg-cream ${selected === r.id ? "bg-cream" : ""}`}
                  >
                    <span className="font-medium text-ink">
                      {formatParisShort(r.createdAt)} · {revisionKindLabels[r.kind] ?? r.kind}
                    </span>
                    <span className="text-xs text-muted">
                      Version {r.number} · {r.authorName ?? "Programmation automatique"}
                      {r.published ? " · version publiée" : ""}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
          {selected !== null && detail.data && (
            <div className="grid gap-3" aria-label="Comparaison avec la version actuelle" role="region">
              <h3 className="font-sans text-sm font-semibold text-forest-dark">
                Version {detail.data.number} comparée au texte actuel
              </h3>
              <Comparison before={detail.data.data} after={current} body={body} />
              <button
                type="button"
                className={`${btnSmallPrimary} justify-self-start`}
                disabled={restoring}
                onClick={() => void restore(detail.data)}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {restoring ? "Restauration..." : "Restaurer cette version"}
              </button>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}

function Comparison({
  before,
  after,
  body,
}: {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  body: string;
}) {
  const keys = Object.keys(fieldLabels).filter((k) => k in before || k in after);
  const changed = changedFields(
    before,
    after,
    keys.filter((k) => k !== "isPublished"),
  );
  if (changed.length === 0) return <p className="text-sm text-muted">Identique au texte actuel.</p>;
  const lines = changed.includes(body) ? diffLines(String(before[body] ?? ""), String(after[body] ?? "")) : [];
  return (
    <div className="grid gap-2 text-sm">
      <p>
        <span className="font-medium">Champs modifiés :</span> {changed.map((k) => fieldLabels[k] ?? k).join(", ")}
      </p>
      {changed
        .filter((k) => k !== body && typeof (before[k] ?? after[k]) === "string")
        .map((k) => (
          <p key={k} className="text-xs">
            <span className="font-medium">{fieldLabels[k]} :</span>{" "}
            <del className="bg-danger/10 text-danger">{String(before[k] ?? "")}</del> →{" "}
            <ins className="bg-success/10 text-success no-underline">{String(after[k] ?? "")}</ins>
          </p>
        ))}
      {lines.length > 0 && (
        <pre
          className="max-h-72 overflow-auto rounded-xl border border-line bg-cream/40 p-2 font-mono text-xs whitespace-pre-wrap"
          aria-label="Différences du texte"
        >
          {lines
            .filter((l) => l.kind !== "same")
            .map((l, i) =>
              l.kind === "added" ? (
                <ins key={i} className="block bg-success/10 text-success no-underline">
                  + {l.text}
                </ins>
              ) : (
                <del key={i} className="block bg-danger/10 text-danger">
                  − {l.text}
                </del>
              ),
            )}
        </pre>
      )}
    </div>
  );
}
