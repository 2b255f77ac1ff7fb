import type { BusinessSettings } from "./schemas/business.ts";
import type { DevisClient, DevisLine, MissingSetting } from "./devis.ts";

/** What a devis cannot be sent without: the mandatory mentions of the business, then the devis' own content. */
/** Settings a devis cannot be sent without (the 422's list and the editor's checklist). */
export function devisSettingsChecklist(b: BusinessSettings): MissingSetting[] {
  const missing: MissingSetting[] = [];
  const need = (ok: unknown, field: string, label: string) => {
    if (!ok) missing.push({ field, label });
  };
  need(b.legalName || b.name, "legalName", "Raison sociale");
  need(b.legalForm, "legalForm", "Forme juridique");
  if (/^(SARL|SAS|SASU|EURL|SA|SCOP)\b/i.test(b.legalForm)) need(b.shareCapital, "shareCapital", "Capital social");
  need(b.address.street && b.address.city, "address.street", "Adresse de l'entreprise");
  need(b.siret, "siret", "Numéro SIRET");
  need(b.registration, "registration", "Immatriculation RCS ou RM");
  need(b.vatNumber, "vatNumber", "Numéro de TVA intracommunautaire");
  need(b.phone, "phone", "Téléphone");
  need(b.insurance.insurer, "insurance.insurer", "Assureur de la garantie décennale");
  need(b.insurance.contact, "insurance.contact", "Coordonnées de l'assureur décennale");
  need(b.insurance.coverage, "insurance.coverage", "Couverture géographique de l'assurance décennale");
  need(b.mediator.name, "mediator.name", "Nom du médiateur de la consommation");
  need(b.mediator.url, "mediator.url", "Site web du médiateur de la consommation");
  return missing;
}

/** What blocks sending, besides the settings: the lines and the client. */
export function devisContentProblems(d: { client: DevisClient; lines: readonly DevisLine[] }): string[] {
  const problems: string[] = [];
  if (!d.client.email) problems.push("L'adresse e-mail du client est requise pour lui envoyer le devis.");
  if (!d.lines.some((l) => l.kind !== "titre")) problems.push("Ajoutez au moins une ligne chiffrée.");
  const unnamed = d.lines.flatMap((l, i) => (l.designation.trim() ? [] : [i + 1]));
  if (unnamed.length > 0)
    problems.push(
      `${unnamed.length > 1 ? `Les lignes ${unnamed.join(", ")} n'ont` : `La ligne ${unnamed[0]} n'a`} pas de désignation.`,
    );
  const toCheck = d.lines.filter((l) => l.toCheck).length;
  if (toCheck > 0)
    problems.push(
      `${toCheck} ligne${toCheck > 1 ? "s proposées" : " proposée"} par l'IA ${toCheck > 1 ? "sont" : "est"} « à vérifier » : confirmez-les avant l'envoi.`,
    );
  return problems;
}
