import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { apiJson, apiRequest, errorMessage } from "#app/lib/api-client.ts";
import { btnSmallDanger } from "#app/ui/buttons.ts";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { toast } from "#app/ui/toast.tsx";
import { MEDIA_LIST_URL, type LibraryMedia } from "./library-client";
import { mediaName } from "./media-library-panel";

interface MediaUse {
  label: string;
  href: string;
}

/**
 * Where the chosen media appears (« Utilisé dans ») and its deletion: offered only while nothing
 * uses it (the server refuses too, 409), confirmed, then every file of it (variants included) is
 * removed from the disk or the bucket.
 */
export function MediaUsage({ media, onDeleted }: { media: LibraryMedia; onDeleted(): void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const usage = useQuery({
    queryKey: [MEDIA_LIST_URL, media.id, "usage"],
    queryFn: () => apiJson<{ uses: MediaUse[] }>("GET", `${MEDIA_LIST_URL}/${media.id}/usage`),
  });
  const uses = usage.data?.uses ?? [];

  async function remove() {
    try {
      await apiRequest("DELETE", `${MEDIA_LIST_URL}/${media.id}`);
      toast({ title: "Média supprimé", description: "Ses fichiers ont été effacés.", variant: "success" });
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: [MEDIA_LIST_URL] });
    } catch (err) {
      toast({ title: "Suppression impossible", description: errorMessage(err), variant: "destructive" });
      await usage.refetch();
    }
  }

  return (
    <div className="grid gap-2 border-t border-line pt-3 text-sm" data-testid="media-usage">
      {usage.isPending ? (
        <p className="text-muted">Recherche des pages qui l'utilisent...</p>
      ) : uses.length > 0 ? (
        <>
          <p className="font-medium text-forest-dark">Utilisé dans :</p>
          <ul className="grid gap-1">
            {uses.map((use) => (
              <li key={`${use.href}-${use.label}`}>
                <Link to={use.href} className="text-forest underline underline-offset-2 hover:text-forest-dark">
                  {use.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted">
            Pour le supprimer, remplacez-le d'abord partout où il apparaît : sinon ces pages perdraient leur image.
          </p>
        </>
      ) : (
        <>
          <p className="text-muted">Aucune page ne l'utilise.</p>
          <button type="button" className={`${btnSmallDanger} w-fit`} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Supprimer ce média
          </button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Supprimer « ${mediaName(media)} » ?`}
        description="Le fichier et toutes ses tailles sont effacés définitivement de la médiathèque."
        confirmLabel="Supprimer définitivement"
        onConfirm={() => {
          setConfirming(false);
          void remove();
        }}
      />
    </div>
  );
}
