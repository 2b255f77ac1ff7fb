import type { DevisView } from "#domain/devis.ts";
import { apiJson } from "#app/lib/api-client.ts";
import { btnSmall } from "#app/ui/buttons.ts";
import { inputClass } from "#app/ui/field.tsx";
import { SignatureLocked } from "#app/ui/signature-lock.tsx";

/** The client's link of a sent devis, and the lock of its online signing with « Rouvrir ». */
export function ClientLinkCard({
  data,
  className,
  busy,
  run,
}: {
  data: DevisView;
  className: string;
  busy: boolean;
  run: (action: () => Promise<unknown>, ok: string) => Promise<void>;
}) {
  return (
    <>
      {data.status === "envoye" && data.signatureLocked && (
        <SignatureLocked
          what="ce devis"
          busy={busy}
          onReopen={() =>
            void run(
              () => apiJson("POST", `/api/devis/${data.id}/deverrouiller`),
              "Signature en ligne rouverte : le client en est averti par e-mail.",
            )
          }
        />
      )}
      {data.publicUrl && (
        <div className={className}>
          <p className="text-sm font-semibold text-forest-dark">Lien du client</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <input readOnly aria-label="Lien du client" className={inputClass} value={data.publicUrl} />
            <button
              type="button"
              className={btnSmall}
              onClick={() => void navigator.clipboard?.writeText(data.publicUrl ?? "")}
            >
              Copier le lien
            </button>
          </div>
        </div>
      )}
    </>
  );
}
