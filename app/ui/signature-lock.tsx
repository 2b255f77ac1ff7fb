import { btnSmall } from "./buttons.ts";

/**
 * Online signing locked after too many codes asked or mistyped (the signing module): what the office
 * should do, and the button that reopens it (journaled, printed on the certificate, the client told).
 */
export function SignatureLocked({ what, busy, onReopen }: { what: string; busy: boolean; onReopen: () => void }) {
  return (
    <div role="alert" data-testid="signature-locked" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
      <p>
        <strong>Signature en ligne bloquée</strong> : trop de codes demandés ou erronés pour {what}. Appelez le client
        pour vérifier que c'est bien lui qui signe, puis rouvrez-la : il en est averti par e-mail et la réouverture
        figure sur le certificat de signature.
      </p>
      <button type="button" className={`${btnSmall} mt-2`} disabled={busy} onClick={onReopen}>
        Rouvrir la signature en ligne
      </button>
    </div>
  );
}
