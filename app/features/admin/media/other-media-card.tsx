import { FileText, Film, Music, Paperclip, X } from "lucide-react";
import { useId, useState } from "react";
import { mediaTypeLabels } from "#domain/media.ts";
import type { MediaItem, MediaType } from "#domain/schemas/content.ts";
import { useAiStatus } from "#app/features/admin/data/ai-client.ts";
import type { MediaCardProps } from "./images-card";
import { MediaDialog } from "./media-dialog";

const icons = { video: Film, audio: Music, document: FileText, image: Paperclip } as const;
const generated: MediaType[] = ["video", "audio", "document"];

/**
 * 'Autres médias' card: video, audio and document generation (the buttons say why when the
 * provider cannot), upload of any file; clicking an item inserts a link at the cursor.
 */
export function OtherMediaCard({ items, onChange, onInsert }: MediaCardProps) {
  const id = useId();
  const status = useAiStatus();
  const others = items.filter((i) => i.type !== "image");
  const [dialog, setDialog] = useState<{ mode: "upload" | "generate"; type: MediaType } | null>(null);
  const reasons = generated.map((t) => status?.unavailable[t]).filter((r): r is string => Boolean(r));

  return (
    <section className="grid gap-4 rounded-2xl border border-line bg-white p-5" aria-labelledby={`${id}-title`}>
      <div className="grid gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Autres médias <span className="text-sm font-normal text-muted">({others.length})</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          {generated.map((type) => {
            const Icon = icons[type as keyof typeof icons];
            const reason = status?.unavailable[type] ?? null;
            return (
              <button
                key={type}
                type="button"
                className="btn-outline min-h-11 px-4"
                disabled={Boolean(reason)}
                aria-describedby={reason ? `${id}-reasons` : undefined}
                title={
                  reason ??
                  `Générer un ${type === "document" ? "document" : `fichier ${mediaTypeLabels[type].toLowerCase()}`} avec l'IA`
                }
                onClick={() => setDialog({ mode: "generate", type })}
              >
                <Icon className="size-4" aria-hidden="true" />
                {mediaTypeLabels[type]}
              </button>
            );
          })}
          <button
            type="button"
            className="btn-outline min-h-11 px-4"
            onClick={() => setDialog({ mode: "upload", type: "document" })}
          >
            <Paperclip className="size-4" aria-hidden="true" />
            Ajouter un fichier
          </button>
        </div>
        {reasons.length > 0 && (
          <ul id={`${id}-reasons`} className="grid gap-1 text-xs text-muted" data-testid="media-reasons">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </div>
      {others.length === 0 ? (
        <p className="rounded-xl bg-cream px-3 py-4 text-sm text-muted">Aucun média pour le moment.</p>
      ) : (
        <>
          <ul className="grid gap-2">
            {others.map((item) => {
              const Icon = icons[item.type];
              const label = item.description || item.fileName || mediaTypeLabels[item.type];
              return (
                <li key={item.id} className="flex items-center gap-2 rounded-xl border border-line">
                  <button
                    type="button"
                    className="flex min-h-11 min-w-0 flex-1 items-center gap-2 px-3 py-2 text-left text-sm hover:bg-cream"
                    onClick={() => onInsert(item)}
                    aria-label={`Insérer le lien « ${label} » dans le texte`}
                  >
                    <Icon className="size-4 shrink-0 text-oak-dark" aria-hidden="true" />
                    <span className="truncate">{label}</span>
                    <span className="ml-auto shrink-0 text-xs text-muted">{mediaTypeLabels[item.type]}</span>
                  </button>
                  <button
                    type="button"
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-danger hover:bg-danger/5"
                    onClick={() => onChange(items.filter((i) => i.id !== item.id))}
                    aria-label={`Retirer « ${label} »`}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="text-xs text-muted">
            Cliquez sur un média pour insérer son lien dans le texte, à l'emplacement du curseur.
          </p>
        </>
      )}
      <MediaDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        accept="media"
        initialMode={dialog?.mode ?? "upload"}
        initialType={dialog?.type}
        onAdd={(item: MediaItem) => onChange([...items, item])}
      />
    </section>
  );
}
