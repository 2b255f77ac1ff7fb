import type { ReactNode } from "react";
import { ArrowLeft, Eye, Save, Send } from "lucide-react";
import { Link } from "react-router";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";
import { StatusBadge } from "#app/ui/status-badge.tsx";

/** Sticky header of the generic editor (docs/product.md §2): back to sections, preview, save, publish. */
export function EditorHeader({
  title,
  published,
  backTo,
  busy,
  onPreview,
  onSave,
  onPublish,
  showActions,
  scheduledAt,
  status,
}: {
  title: string;
  published: boolean | null;
  scheduledAt?: string | null;
  /** The autosave status line (decision 042). */
  status?: ReactNode;
  backTo: string;
  busy: "save" | "publish" | null;
  onPreview(): void;
  onSave(): void;
  onPublish(): void;
  showActions: boolean;
}) {
  return (
    <div className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Link to={backTo} className={btnSmall}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour
        </Link>
        {/* Room for the title and its badge (never under the autosave status, which goes below on a phone). */}
        <div className="flex min-w-0 flex-1 basis-48 items-center gap-2">
          <h1 className="min-w-0 truncate font-serif text-lg font-semibold text-forest-dark sm:text-xl">{title}</h1>
          {published !== null && (
            <span className="flex shrink-0">
              <StatusBadge published={published} scheduledAt={scheduledAt} />
            </span>
          )}
        </div>
        {status}
        {showActions && (
          <div className="flex w-full gap-2 sm:w-auto">
            <button type="button" className={`${btnSmall} flex-1 sm:flex-none`} onClick={onPreview}>
              <Eye aria-hidden="true" className="size-4" />
              Aperçu
            </button>
            <button
              type="button"
              className={`${btnSmall} flex-1 sm:flex-none`}
              onClick={onSave}
              disabled={busy !== null}
            >
              <Save aria-hidden="true" className="size-4" />
              {busy === "save" ? "Sauvegarde..." : "Sauvegarder"}
            </button>
            <button
              type="button"
              className={`${btnSmallPrimary} flex-1 sm:flex-none`}
              onClick={onPublish}
              disabled={busy !== null}
            >
              <Send aria-hidden="true" className="size-4" />
              {busy === "publish" ? "Publication..." : "Publier"}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
