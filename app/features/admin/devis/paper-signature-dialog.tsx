import { useState } from "react";
import { parisDate } from "#domain/business.ts";
import type { DevisView } from "#domain/devis.ts";
import { PAPER_SCAN_ACCEPT, PAPER_SCAN_FIELD, paperPlaceOptions } from "#domain/devis-paper-labels.ts";
import { certificationCheckboxText, certificationRates } from "#domain/devis-vat.ts";
import { ApiError, apiJson, errorMessage } from "#app/lib/api-client.ts";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";
import { DialogShellBody } from "#app/ui/dialog-shell-body.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";

/** The French errors of a refusal, by field (400 and 422 both name theirs). */
function refusal(err: unknown): { message: string; errors: Record<string, string> } {
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.body) as { message?: string; errors?: Record<string, string> };
      return { message: body.message ?? err.serverMessage, errors: body.errors ?? {} };
    } catch {
      /* not JSON */
    }
  }
  return { message: errorMessage(err), errors: {} };
}

const fieldError = (text?: string, id?: string) =>
  text ? (
    <p id={id} role="alert" className="text-sm text-danger">
      {text}
    </p>
  ) : null;

/**
 * « Signé sur papier »: the office records a devis the client signed by hand (the scan, the day,
 * the place, what he ticked on the paper). The server checks everything (the file by its content).
 */
export function PaperSignatureDialog({
  data,
  open,
  onOpenChange,
  onDone,
}: {
  data: DevisView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (view: DevisView) => void;
}) {
  const today = parisDate(new Date());
  const sentOn = data.sentAt ? parisDate(new Date(data.sentAt)) : undefined;
  const rates = certificationRates(data.lines);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; errors: Record<string, string> } | null>(null);
  const errors = failure?.errors ?? {};
  return (
    <DialogShellBody
      open={open}
      onOpenChange={onOpenChange}
      title={`Signé sur papier – devis ${data.number}`}
      description="Le client a signé le devis papier : joignez le scan, indiquez la date, le lieu et ce qu'il a coché. Il recevra par e-mail une copie du devis et du scan."
      size="lg"
    >
      <form
        noValidate
        className="grid gap-4"
        data-testid="paper-form"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          for (const box of ["reducedVatCertified", "earlyStart"]) form.set(box, form.has(box) ? "true" : "false");
          setBusy(true);
          setFailure(null);
          apiJson<DevisView>("POST", `/api/devis/${data.id}/signe-papier`, form)
            .then(onDone)
            .catch((err: unknown) => setFailure(refusal(err)))
            .finally(() => setBusy(false));
        }}
      >
        <Field
          id="paper-scan"
          label="Scan ou photo du devis signé"
          hint="PDF, JPEG ou PNG, 15 Mo au plus : toutes les pages, lisibles, avec la signature."
          error={errors[PAPER_SCAN_FIELD]}
        >
          {(p) => (
            <input {...p} type="file" name={PAPER_SCAN_FIELD} accept={PAPER_SCAN_ACCEPT} className={inputClass} />
          )}
        </Field>
        <Field
          id="paper-date"
          label="Date de la signature"
          hint="Celle écrite par le client sur le papier."
          error={errors.signedAt}
        >
          {(p) => (
            <input
              {...p}
              type="date"
              name="signedAt"
              defaultValue={today}
              min={sentOn}
              max={today}
              className={`${inputClass} sm:max-w-xs`}
            />
          )}
        </Field>
        <fieldset className="grid gap-2" aria-describedby={errors.place ? "paper-place-error" : undefined}>
          <legend className="mb-1 text-sm font-medium text-forest-dark">Lieu de la signature</legend>
          {paperPlaceOptions.map((o) => (
            <label key={o.value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="place"
                value={o.value}
                defaultChecked={o.value === data.channel}
                className="mt-1"
              />
              <span>{o.label}</span>
            </label>
          ))}
          {fieldError(errors.place, "paper-place-error")}
        </fieldset>
        {rates.length > 0 && (
          <div className="grid gap-2 rounded-xl border border-oak bg-oak/10 p-3">
            <label className="flex items-start gap-2 text-sm font-medium">
              <input type="checkbox" name="reducedVatCertified" className="mt-1" />
              <span>Le client a coché (ou recopié) et signé la certification TVA à taux réduit sur le papier</span>
            </label>
            <p className="text-xs text-muted">
              {certificationCheckboxText(rates, data.siteAddress || data.client.address)}
            </p>
            {fieldError(errors.reducedVatCertified)}
          </div>
        )}
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="earlyStart" defaultChecked={false} className="mt-1" />
          <span>
            Le client a demandé sur le papier que les travaux commencent avant la fin du délai de rétractation (article
            L221-25)
          </span>
        </label>
        {failure && (
          <p role="alert" className="rounded-xl bg-danger/10 p-3 text-sm text-danger" data-testid="paper-failure">
            {failure.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={btnSmall} onClick={() => onOpenChange(false)}>
            Annuler
          </button>
          <button type="submit" className={btnSmallPrimary} disabled={busy}>
            {busy ? "Enregistrement…" : "Enregistrer la signature"}
          </button>
        </div>
      </form>
    </DialogShellBody>
  );
}
