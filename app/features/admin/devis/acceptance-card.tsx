import { frenchDay } from "#domain/devis-format.ts";
import type { DevisView } from "#domain/devis.ts";
import { paperPlaceOptions } from "#domain/devis-paper-labels.ts";

/** The proof of an accepted devis: online (name, verified e-mail, IP, hash) or on paper (day, place, scan, who). */
export function AcceptanceCard({ data, className }: { data: DevisView; className: string }) {
  const e = data.evidence;
  if (!e) return null;
  const paper = e.method === "papier" ? e.paper : undefined;
  return (
    <div className={className} data-testid="devis-evidence">
      {paper ? (
        <>
          <p className="font-semibold text-success">Signé sur papier le {frenchDay(paper.signedOn)}</p>
          <p className="mt-1 text-sm text-muted">
            {paperPlaceOptions.find((o) => o.value === paper.place)?.label} · enregistré par{" "}
            {paper.recordedBy.name || "l'atelier"} le {new Date(paper.recordedAt).toLocaleString("fr-FR")}
            {paper.reducedVatCertified && " · certification TVA cochée sur le papier"}
            {paper.earlyStart && " · début anticipé demandé"}
          </p>
          <p className="mt-1 text-sm break-all text-muted">
            <a className="underline" href={`/api/devis/${data.id}/scan`} target="_blank" rel="noreferrer">
              Voir le scan
            </a>{" "}
            ({paper.scan.fileName}) · empreinte SHA-256 du scan : {paper.scan.sha256}
          </p>
        </>
      ) : (
        <>
          <p className="font-semibold text-success">
            Accepté le {new Date(e.acceptedAt).toLocaleString("fr-FR")} par {e.typedName}
          </p>
          <p className="mt-1 text-sm break-all text-muted">
            E-mail vérifié : {e.email} · IP : {e.ip} · empreinte SHA-256 : {e.pdfSha256}
          </p>
        </>
      )}
    </div>
  );
}
