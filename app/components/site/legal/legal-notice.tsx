import { fullAddress } from "#domain/business.ts";
import { useBusiness } from "#app/lib/business.ts";

const Line = ({ label, value }: { label: string; value: string }) =>
  value ? (
    <li>
      <strong>{label}</strong> : {value}
    </li>
  ) : null;

/**
 * The legal mentions generated from the 'Entreprise' settings (publisher, host, insurance,
 * médiateur): always up to date; the page's own text (admin, 'pages') surrounds them.
 */
export function LegalNotice() {
  const b = useBusiness();
  const form = [b.legalForm, b.shareCapital ? `au capital de ${b.shareCapital}` : ""].filter(Boolean).join(" ");
  return (
    <div className="prose-wood" data-generated="mentions-legales">
      <h2>Éditeur du site</h2>
      <p>Le présent site est édité par :</p>
      <ul>
        <Line label="Raison sociale" value={b.legalName} />
        <Line label="Nom commercial" value={b.name} />
        <Line label="Forme juridique" value={form} />
        <Line label="Siège social" value={fullAddress(b)} />
        <Line label="SIRET" value={b.siret} />
        <Line label="Immatriculation" value={b.registration} />
        <Line label="Numéro de TVA intracommunautaire" value={b.vatNumber} />
        <Line label="Téléphone" value={b.phone} />
        <Line label="Adresse électronique" value={b.email} />
      </ul>
      {b.publicationDirector && (
        <p>
          <strong>Directeur de la publication</strong> : {b.publicationDirector}
        </p>
      )}
      {(b.host.name || b.host.address || b.host.phone) && (
        <>
          <h2>Hébergement</h2>
          <ul>
            <Line label="Hébergeur" value={b.host.name} />
            <Line label="Adresse" value={b.host.address} />
            <Line label="Téléphone" value={b.host.phone} />
          </ul>
        </>
      )}
      {(b.insurance.insurer || b.rgeShown) && (
        <>
          <h2>Assurances et certifications</h2>
          <ul>
            <Line label="Assurance décennale" value={b.insurance.insurer} />
            <Line label="Coordonnées de l'assureur" value={b.insurance.contact} />
            <Line label="Couverture géographique" value={b.insurance.coverage} />
            {b.rgeShown && (
              <Line
                label="Certification RGE"
                value={`${b.rge.body}, n° ${b.rge.number}, valable jusqu'au ${b.rge.validUntil.split("-").reverse().join("/")}`}
              />
            )}
          </ul>
        </>
      )}
      {b.mediator.name && <MediatorBlock />}
    </div>
  );
}

/** Required by the consumer code (art. L612-1) for a business selling to consumers. */
export function MediatorBlock() {
  const b = useBusiness();
  if (!b.mediator.name) return null;
  return (
    <section aria-labelledby="mediateur-title" data-generated="mediateur">
      <h2 id="mediateur-title">Médiation de la consommation</h2>
      <p>
        Conformément aux articles L611-1 et suivants du Code de la consommation, en cas de litige non résolu avec notre
        entreprise, vous pouvez recourir gratuitement au médiateur de la consommation suivant :{" "}
        <strong>{b.mediator.name}</strong>
        {b.mediator.url && (
          <>
            {" "}
            (<a href={b.mediator.url}>{b.mediator.url}</a>)
          </>
        )}
        .
      </p>
    </section>
  );
}

/** The audience measurement, described as it is implemented (server/modules/stats/service.ts). */
export function AudienceNotice() {
  return (
    <div className="prose-wood" data-generated="mesure-audience">
      <h2>Mesure d&apos;audience</h2>
      <p>
        Pour savoir quelles pages sont consultées, nous comptons les pages vues par jour, le site d&apos;où vous venez
        (son nom de domaine seulement) et la page depuis laquelle une demande de devis ou de contact est envoyée. Cette
        mesure n&apos;utilise aucun cookie, n&apos;enregistre ni votre adresse IP ni aucun identifiant, ne permet pas de
        suivre un visiteur d&apos;une page à l&apos;autre et ne fait appel à aucun service tiers : seuls des totaux par
        jour sont conservés, pendant 13 mois. Les robots d&apos;indexation ne sont pas comptés.
      </p>
    </div>
  );
}
