import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DialogShellBody } from "#app/ui/dialog-shell-body.tsx";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";
import { textareaClass } from "#app/ui/field.tsx";
import { errorMessage } from "#app/lib/api-client.ts";

interface SendPreview {
  to: string;
  subject: string;
  message: string;
  warnings: string[];
  blocking: string[];
}

/**
 * « Envoyer au client »: the e-mail as it will leave (recipient, subject, an editable message;
 * the link to the devis and the signature follow), the checks to make, then « Envoyer ».
 */
export function SendDialog({
  id,
  open,
  onOpenChange,
  onSend,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (message: string) => Promise<void>;
}) {
  const { data, error } = useQuery<SendPreview>({
    queryKey: [`/api/devis/${id}/envoi`],
    enabled: open,
    refetchOnMount: "always",
    gcTime: 0,
  });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");
  const text = message ?? data?.message ?? "";
  return (
    <DialogShellBody
      open={open}
      onOpenChange={(o) => {
        if (!o) setMessage(null);
        onOpenChange(o);
      }}
      title="Envoyer le devis au client"
      description="Relisez l'e-mail avant son départ : le lien personnel du devis (avec son PDF) et votre signature suivent le message."
      size="lg"
    >
      {error && <p className="text-sm text-danger">{errorMessage(error)}</p>}
      {data && (
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            setBusy(true);
            setFailure("");
            onSend(text)
              .then(() => setMessage(null))
              .catch((err: unknown) => setFailure(errorMessage(err)))
              .finally(() => setBusy(false));
          }}
        >
          <dl className="grid gap-1 text-sm">
            <div className="flex gap-2">
              <dt className="font-semibold">À :</dt>
              <dd data-testid="send-to">{data.to || "adresse e-mail manquante"}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-semibold">Objet :</dt>
              <dd>{data.subject}</dd>
            </div>
          </dl>
          <div>
            <label htmlFor="devis-send-message" className="mb-1 block text-sm font-semibold">
              Message
            </label>
            <textarea
              id="devis-send-message"
              rows={9}
              className={textareaClass}
              value={text}
              onChange={(e) => setMessage(e.target.value)}
            />
            <p className="mt-1 text-xs text-muted">
              Suivi du bouton « Voir mon devis » (consultation, PDF, acceptation en ligne) et de votre signature.
            </p>
          </div>
          {data.warnings.length > 0 && (
            <div
              role="alert"
              className="rounded-xl border border-oak bg-oak/10 p-3 text-sm"
              data-testid="send-warnings"
            >
              <p className="font-semibold text-walnut-dark">À vérifier avant l'envoi</p>
              <ul className="mt-1 list-disc pl-5">
                {data.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </div>
          )}
          {data.blocking.length > 0 && (
            <div role="alert" className="rounded-xl bg-danger/10 p-3 text-sm text-danger">
              <p className="font-semibold">Le devis ne peut pas encore partir</p>
              <ul className="mt-1 list-disc pl-5">
                {data.blocking.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </div>
          )}
          {failure && (
            <p role="alert" className="text-sm text-danger" data-testid="send-failure">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={btnSmall} onClick={() => onOpenChange(false)}>
              Annuler
            </button>
            <button type="submit" className={btnSmallPrimary} disabled={busy || data.blocking.length > 0}>
              Envoyer
            </button>
          </div>
        </form>
      )}
    </DialogShellBody>
  );
}
