import type { DevisView } from "#domain/devis.ts";
import { apiJson } from "#app/lib/api-client.ts";
import { CreateAndOpenButton } from "#app/ui/create-and-open.tsx";
import { adminPaths } from "#app/lib/paths.ts";

/** « Créer un devis » from a quote request. */
export function CreateDevisButton({ leadId, className }: { leadId: number; className: string }) {
  return (
    <CreateAndOpenButton
      label="Créer un devis"
      create={() => apiJson<DevisView>("POST", "/api/devis", { leadId })}
      pathOf={adminPaths.devisEditor}
      className={className}
    />
  );
}
