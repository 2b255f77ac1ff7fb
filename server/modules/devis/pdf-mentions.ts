import { ofName } from "#domain/typography.ts";
import { fullAddress, rgeValid } from "#domain/business.ts";
import type { BusinessSettings } from "#domain/schemas/business.ts";
import { frenchDay, withdrawalEnd } from "#domain/devis.ts";
import { colours, type Layout } from "./pdf-layout.ts";

/** The legal mentions of a devis: the business's identity, the withdrawal right and its form (L221-5). */

/** The business's identity block: every mention of the header and the footer of a devis. */
export function businessMentions(b: BusinessSettings, today: string): string[] {
  const legal = [b.legalName || b.name, b.legalForm, b.shareCapital ? `au capital de ${b.shareCapital}` : ""]
    .filter(Boolean)
    .join(" – ");
  const lines = [
    legal,
    fullAddress(b),
    `Tél. ${b.phone} – ${b.email}`,
    `SIRET ${b.siret} – ${b.registration}`,
    `N° de TVA intracommunautaire : ${b.vatNumber}`,
    `Assurance décennale : ${b.insurance.insurer}, ${b.insurance.contact} – couverture géographique : ${b.insurance.coverage}`,
    `Médiateur de la consommation : ${b.mediator.name} – ${b.mediator.url}`,
  ];
  if (rgeValid(b, today))
    lines.push(`Qualification RGE : ${b.rge.body} n° ${b.rge.number}, valable jusqu'au ${frenchDay(b.rge.validUntil)}`);
  return lines;
}

/** Withdrawal information (L221-5) and, for a contract signed at home, the day-7 rule (L221-10). */
export function withdrawalText(channel: string, issuedOn: string): string[] {
  const example = withdrawalEnd(issuedOn);
  const lines = [
    "Vous disposez d'un délai de 14 jours pour exercer votre droit de rétractation, sans avoir à motiver votre décision (articles L221-18 et suivants du Code de la consommation). Le délai court à compter du jour de l'acceptation du devis (conclusion du contrat) : par exemple, pour une acceptation le " +
      `${frenchDay(issuedOn)}, jusqu'au ${frenchDay(example)} inclus.`,
    "Pour l'exercer, adressez-nous avant l'expiration du délai le formulaire de rétractation ci-après ou toute autre déclaration dénuée d'ambiguïté (courrier ou e-mail).",
    "Si vous demandez expressément que les travaux commencent avant la fin du délai de rétractation (article L221-25), vous nous devrez, en cas de rétractation, un montant proportionné aux travaux déjà effectués. Vous perdez votre droit de rétractation si les travaux ont été entièrement exécutés avant la fin du délai.",
  ];
  if (channel === "domicile")
    lines.push(
      "Contrat conclu hors établissement (signé à votre domicile) : aucun paiement ni acompte ne peut être exigé avant l'expiration d'un délai de 7 jours à compter de la conclusion du contrat (article L221-10).",
    );
  return lines;
}

/** The withdrawal form of the Code de la consommation (annex to R221-1), on a page of its own. */
export function withdrawalForm(l: Layout, b: BusinessSettings, number: string) {
  l.newPage();
  l.text("Formulaire de rétractation", { size: 15, font: "heading", colour: colours.forest });
  l.gap(6);
  l.text(
    "(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)",
    { colour: colours.muted },
  );
  l.gap(6);
  l.text(`À l'attention ${ofName(b.legalName || b.name)}, ${fullAddress(b)}, ${b.email} :`);
  l.gap(4);
  for (const line of [
    `Je vous notifie par la présente ma rétractation du contrat portant sur la prestation de services ci-dessous (devis n° ${number}) :`,
    "Commandé le : ..............................",
    "Nom du (des) consommateur(s) : ..............................",
    "Adresse du (des) consommateur(s) : ..............................",
    "Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :",
    "",
    "Date : ..............................",
  ]) {
    l.text(line);
    l.gap(10);
  }
}
