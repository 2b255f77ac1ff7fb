import type { Route } from "./+types/business";
import { TimeSelect } from "#app/ui/time-select.tsx";
import { weekDays } from "#domain/business.ts";
import { requireAdminPage } from "#server/admin-guard.server.ts";
import { servicesContext } from "#server/context.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { Card } from "#app/ui/card.tsx";
import { Field, inputClass, textareaClass } from "#app/ui/field.tsx";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { useBusinessForm } from "#app/features/admin/business/use-business-form.tsx";
import { InvoicingCard } from "#app/features/admin/business/invoicing-card.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Entreprise", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { settings: await context.get(servicesContext).business.get() };
}

/** /admin/entreprise: the business's identity, legal mentions, hours and closures, links. */
export default function BusinessScreen({ loaderData }: Route.ComponentProps) {
  const form = useBusinessForm(loaderData.settings);
  const { values, communes, setCommunes, errors, saving, hydrated, set, text, number, onSubmit } = form;
  const grid = "grid gap-4 sm:grid-cols-2";
  return (
    <main className={pageClass}>
      <PageHeader
        title="Entreprise"
        description="Identité, mentions légales, horaires et liens : le site, les e-mails et l'assistant de rédaction les reprennent."
      />
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <Card title="Identité">
          <div className={grid}>
            {text("name", "Nom commercial")}
            {text("legalName", "Raison sociale")}
            {text("trade", "Métier")}
            {text("tagline", "Devise", { optional: true })}
            {number("foundingYear", "Année de création")}
            {number("teamSize", "Taille de l'équipe")}
            {text("projectsDone", "Projets réalisés", { hint: "Par exemple : 500+", optional: true })}
            {number("copyrightYear", "Année du copyright")}
          </div>
        </Card>

        <Card title="Mentions légales" description="Affichées sur la page 'Mentions légales'.">
          <div className={grid}>
            {text("legalForm", "Forme juridique", { hint: "Par exemple : SARL, EURL, SAS, entreprise individuelle" })}
            {text("shareCapital", "Capital social", { hint: "Par exemple : 10 000 €", optional: true })}
            {text("siret", "SIRET", { hint: "14 chiffres" })}
            {text("registration", "Immatriculation RCS ou RM", { hint: "Par exemple : RCS Bordeaux 123 456 789" })}
            {text("vatNumber", "Numéro de TVA intracommunautaire", { hint: "FR + 2 caractères + SIREN" })}
            {text("publicationDirector", "Directeur de la publication")}
            {text("host.name", "Hébergeur : nom")}
            {text("host.phone", "Hébergeur : téléphone")}
            {text("host.address", "Hébergeur : adresse", { className: "sm:col-span-2" })}
          </div>
        </Card>

        <Card
          title="Médiateur de la consommation"
          description="Obligatoire pour vendre à des particuliers (Code de la consommation)."
        >
          <div className={grid}>
            {text("mediator.name", "Nom du médiateur")}
            {text("mediator.url", "Site web du médiateur", { type: "url" })}
          </div>
        </Card>

        <Card
          title="Assurance décennale"
          description="Mentionnée sur les devis (loi Pinel) et dans les e-mails d'accusé de réception."
        >
          <div className={grid}>
            {text("insurance.insurer", "Assureur")}
            {text("insurance.contact", "Coordonnées de l'assureur")}
            {text("insurance.coverage", "Couverture géographique", { hint: "Par exemple : France métropolitaine" })}
          </div>
        </Card>

        <Card
          title="Devis"
          description="Le taux de TVA proposé pour chaque nouvelle ligne d'un devis (modifiable ligne par ligne)."
        >
          <div className={grid}>
            <Field label="Taux de TVA par défaut des nouvelles lignes" error={errors.devisDefaultVat}>
              {(a11y) => (
                <select
                  {...a11y}
                  name="devisDefaultVat"
                  className={inputClass}
                  value={String(values.devisDefaultVat)}
                  onChange={(e) => set("devisDefaultVat", Number(e.target.value))}
                >
                  <option value="20">20 %</option>
                  <option value="10">10 % (travaux dans un logement de plus de 2 ans)</option>
                  <option value="5.5">5,5 % (rénovation énergétique)</option>
                  <option value="0">0 %</option>
                </select>
              )}
            </Field>
          </div>
        </Card>

        <InvoicingCard form={form} />

        <Card title="Certification RGE" description="Affichée seulement tant qu'elle est valide.">
          <div className={grid}>
            {text("rge.body", "Organisme", { optional: true })}
            {text("rge.number", "Numéro", { optional: true })}
            {text("rge.validUntil", "Valable jusqu'au", { type: "date", optional: true })}
          </div>
        </Card>

        <Card title="Coordonnées">
          <div className={grid}>
            {text("phone", "Téléphone", { type: "tel" })}
            {text("email", "E-mail", { type: "email" })}
            {text("address.street", "Adresse")}
            {text("address.postalCode", "Code postal")}
            {text("address.city", "Commune")}
            {text("address.region", "Département ou région", { optional: true })}
            {number("geo.latitude", "Latitude", "0.0001")}
            {number("geo.longitude", "Longitude", "0.0001")}
            <div id="areaServed" className="sm:col-span-2">
              <Field label="Zone d'intervention" hint="Une commune par ligne" error={errors.areaServed}>
                {(a11y) => (
                  <textarea
                    {...a11y}
                    name="areaServed"
                    rows={4}
                    className={textareaClass}
                    value={communes}
                    onChange={(e) => setCommunes(e.target.value)}
                  />
                )}
              </Field>
            </div>
          </div>
        </Card>

        <Card title="Horaires d'ouverture">
          {/* One line per day, on the 24-hour clock; on a phone the times go under the day. */}
          <ul aria-label="Horaires par jour" className="divide-y divide-line text-sm">
            {values.hours.map((d, i) => (
              <li
                key={weekDays[i]}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 py-2.5 sm:grid-cols-[7rem_6rem_auto_auto] sm:justify-start"
              >
                <span className="font-medium text-forest-dark">{weekDays[i]}</span>
                <label className="inline-flex items-center gap-2 justify-self-end sm:justify-self-start">
                  <input
                    type="checkbox"
                    aria-label={`${weekDays[i]} : fermé`}
                    checked={d.closed}
                    onChange={(e) => set(`hours.${i}.closed`, e.target.checked)}
                  />
                  <span aria-hidden="true">Fermé</span>
                </label>
                <span className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-2">
                  <TimeSelect
                    aria-label={`${weekDays[i]} : ouverture`}
                    disabled={d.closed}
                    value={d.opens}
                    onChange={(v) => set(`hours.${i}.opens`, v)}
                  />
                  <span aria-hidden="true" className="text-muted">
                    à
                  </span>
                  <TimeSelect
                    aria-label={`${weekDays[i]} : fermeture`}
                    aria-invalid={Boolean(errors[`hours.${i}.closes`])}
                    disabled={d.closed}
                    value={d.closes}
                    onChange={(v) => set(`hours.${i}.closes`, v)}
                  />
                </span>
                {errors[`hours.${i}.closes`] && (
                  <p className="col-span-full text-sm text-danger">{errors[`hours.${i}.closes`]}</p>
                )}
              </li>
            ))}
          </ul>
        </Card>

        <Card
          title="Fermetures exceptionnelles"
          description="Annoncées sur le site jusqu'à leur dernier jour, puis retirées automatiquement."
          actions={
            <button
              type="button"
              className={btnSmall}
              disabled={!hydrated}
              onClick={() => set("closures", [...values.closures, { from: "", to: "", label: "" }])}
            >
              Ajouter une fermeture
            </button>
          }
        >
          {values.closures.length === 0 && <p className="text-sm text-muted">Aucune fermeture prévue.</p>}
          <ul className="space-y-4">
            {values.closures.map((c, i) => (
              <li
                key={i}
                className="grid items-end gap-3 rounded-xl border border-line p-3 sm:grid-cols-[1fr_1fr_2fr_auto]"
              >
                {text(`closures.${i}.from`, "Du", { type: "date" })}
                {text(`closures.${i}.to`, "Au (inclus)", { type: "date" })}
                {text(`closures.${i}.label`, "Motif", { optional: true, hint: "Par exemple : congés d'été" })}
                <button
                  type="button"
                  className={btnSmallDanger}
                  onClick={() =>
                    set(
                      "closures",
                      values.closures.filter((_, j) => j !== i),
                    )
                  }
                >
                  Retirer
                </button>
              </li>
            ))}
          </ul>
        </Card>

        <Card title="Liens" description="Les icônes du pied de page n'apparaissent que pour les liens renseignés.">
          <div className={grid}>
            {text("social.facebook", "Page Facebook", { type: "url", optional: true })}
            {text("social.instagram", "Compte Instagram", { type: "url", optional: true })}
            {text("social.linkedin", "Page LinkedIn", { type: "url", optional: true })}
            {text("reviewUrl", "Lien pour laisser un avis", {
              type: "url",
              optional: true,
              hint: "Par exemple l'adresse « Laisser un avis » de votre fiche Google Business Profile ; envoyé aux clients après le chantier.",
            })}
          </div>
        </Card>

        <div
          data-sticky-actions
          className="sticky bottom-0 flex justify-end border-t border-line bg-cream/90 py-3 backdrop-blur"
        >
          <button type="submit" className={btnSmallPrimary} disabled={!hydrated || saving}>
            {saving ? "Enregistrement…" : "Enregistrer"}
          </button>
        </div>
      </form>
    </main>
  );
}
