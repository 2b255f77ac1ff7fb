import { ArrowUpToLine, Eye, EyeOff, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { contentTypeLabels, type ContentType } from "#domain/content-types.ts";
import { publicPath } from "#domain/content-paths.ts";
import type { ContentItem } from "../data/types";
import { useDeleteContent, useMoveFirst, useTogglePublish } from "../data/use-content";
import { btnSmall, iconBtn, iconBtnDanger } from "#app/ui/buttons.ts";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";

/**
 * Per-item actions of the lists: edit, preview (published only, new tab), « Placer en tête » (the
 * portfolio), publish/unpublish toggle, delete after confirmation.
 */
export function ItemActions({
  type,
  item,
  editHref,
  deleteFailure = "Impossible de supprimer l'élément",
  preview = false,
  toggle = true,
}: {
  type: ContentType;
  item: ContentItem;
  editHref: string;
  deleteFailure?: "Impossible de supprimer l'élément" | "Impossible de supprimer l'article";
  preview?: boolean;
  toggle?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [unpublishing, setUnpublishing] = useState(false);
  const togglePublish = useTogglePublish();
  const remove = useDeleteContent(deleteFailure);
  const moveFirst = useMoveFirst();
  const label = `« ${item.title} »`;

  return (
    <div className="flex shrink-0 items-center gap-0.5">
      {preview && item.isPublished && (
        <a
          href={publicPath(type, item)}
          target="_blank"
          rel="noopener"
          className={iconBtn}
          aria-label={`Aperçu de ${label}`}
          title="Aperçu"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      )}
      {type === "portfolio" && (
        <button
          type="button"
          className={iconBtn}
          aria-label={`Placer ${label} en tête du portfolio`}
          title="Placer en tête (l'accueil montre les 6 premiers)"
          disabled={moveFirst.isPending}
          onClick={() => moveFirst.mutate({ type, item })}
        >
          <ArrowUpToLine aria-hidden="true" className="size-4" />
        </button>
      )}
      <Link to={editHref} className={iconBtn} aria-label={`Modifier ${label}`} title="Modifier">
        <Pencil aria-hidden="true" className="size-4" />
      </Link>
      {toggle && (
        <button
          type="button"
          className={`${btnSmall} ml-1 min-h-8 px-3 text-xs`}
          disabled={togglePublish.isPending}
          // Taking a live page offline asks first; publishing does not.
          onClick={() => (item.isPublished ? setUnpublishing(true) : togglePublish.mutate({ type, item }))}
          aria-label={`${item.isPublished ? "Dépublier" : "Publier"} ${label}`}
        >
          {item.isPublished ? (
            <EyeOff aria-hidden="true" className="size-3.5" />
          ) : (
            <Eye aria-hidden="true" className="size-3.5" />
          )}
          {item.isPublished ? "Dépublier" : "Publier"}
        </button>
      )}
      <button
        type="button"
        className={iconBtnDanger}
        aria-label={`Supprimer ${label}`}
        title="Supprimer"
        disabled={remove.isPending}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      <ConfirmDialog
        open={unpublishing}
        onOpenChange={setUnpublishing}
        title="Retirer du site ?"
        description={`${contentTypeLabels[type].the[0].toUpperCase()}${contentTypeLabels[type].the.slice(1)} ${label} ne sera plus visible par les visiteurs. Vous pourrez le republier à tout moment.`}
        confirmLabel="Dépublier"
        cancelLabel="Garder en ligne"
        onConfirm={() => togglePublish.mutate({ type, item })}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Supprimer définitivement ?"
        description={`Vous allez supprimer ${contentTypeLabels[type].the} ${label}. Cette action est irréversible.`}
        confirmLabel="Supprimer"
        onConfirm={() => remove.mutate({ type, item })}
      />
    </div>
  );
}
