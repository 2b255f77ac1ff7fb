import { optionValues, optionLabel } from "./schemas/options.ts";
/**
 * Reduced VAT on works in housing (10 % CGI art. 279-0 bis, 5,5 % CGI art. 278-0 bis A): the
 * nature of the premises chosen per devis, the warnings shown at sending, and the client's
 * certification written on the devis (loi de finances 2025 art. 41, wording of BOI-LETTRE-000280
 * of 22 October 2025) that replaced the 1300-SD / 1301-SD attestations (docs/devis.md).
 */

export const premisesOptions = [
  { value: "logement-ancien", label: "Logement achevé depuis plus de 2 ans" },
  { value: "logement-neuf", label: "Logement neuf ou de moins de 2 ans" },
  { value: "professionnel", label: "Locaux professionnels" },
] as const;
export type DevisPremises = (typeof premisesOptions)[number]["value"];
export const premisesValues = optionValues(premisesOptions);
export const premisesLabel = (v: string) => optionLabel(premisesOptions, v);

/** The reduced rates that call for the client's certification. */
export const certifiedRates = [10, 5.5] as const;
export type CertifiedRate = (typeof certifiedRates)[number];

interface PricedLine {
  kind?: string;
  vatRate: number;
}

/** The reduced rates (10, then 5,5) used by a priced line of the devis: one certification each. */
export function certificationRates(lines: readonly PricedLine[]): CertifiedRate[] {
  const used = new Set(lines.filter((l) => l.kind !== "titre").map((l) => l.vatRate));
  return certifiedRates.filter((r) => used.has(r));
}

export const needsCertification = (lines: readonly PricedLine[]) => certificationRates(lines).length > 0;

const blank = "............................";

/**
 * The administration's wording (BOI-LETTRE-000280, § I for 10 %, § II for 5,5 %). `name`: the
 * client's name when known, else the dotted blank of the model.
 */
export function certificationWording(rate: CertifiedRate, name = ""): string {
  const who = name.trim() || `${blank} (Nom, prénom)`;
  const common = `Je soussigné(e) ${who} certifie, en qualité de preneur de la prestation, que les travaux réalisés concernent des locaux à usage d'habitation achevés depuis plus de deux ans`;
  const notNew =
    "n'ont pas eu pour effet, sur une période de deux ans au plus, de concourir à la production d'un immeuble neuf au sens du 2° du 2 du I de l'article 257 du CGI, ni d'entraîner une augmentation de la surface de plancher des locaux existants supérieure à 10 %";
  return rate === 10
    ? `« ${common} et qu'ils ${notNew}. »`
    : `« ${common}, qu'ils ${notNew} et qu'ils ont la nature de travaux de rénovation énergétique. »`;
}

/** What the certification is about, for each rate (the heading above the wording). */
export const certificationTitle = (rate: CertifiedRate) =>
  rate === 10
    ? "Taux de TVA de 10 % (article 279-0 bis du CGI)"
    : "Taux de TVA de 5,5 % – travaux de rénovation énergétique (article 278-0 bis A du CGI)";

/** The notes printed under the wording: the premises, the joint liability, the 5 years. */
export function certificationNotes(premisesAddress: string): string[] {
  return [
    `Locaux concernés : ${premisesAddress.trim() || "à préciser"}.`,
    "Le client certifie ces conditions en acceptant le devis (case à cocher distincte). Si la certification se révèle inexacte de son fait, il est solidairement tenu au paiement du complément de TVA (articles 279-0 bis et 278-0 bis A du CGI).",
    "Le client conserve une copie de ce devis et les factures des travaux jusqu'au 31 décembre de la cinquième année suivant leur réalisation.",
  ];
}

/** The checkbox of the acceptance (the client's page and the evidence). */
export function certificationCheckboxText(rates: readonly CertifiedRate[], premisesAddress: string): string {
  const articles = rates.map((r) => (r === 10 ? "279-0 bis" : "278-0 bis A")).join(" et ");
  return `Je certifie, en qualité de preneur de la prestation, que les travaux concernent des locaux à usage d'habitation achevés depuis plus de deux ans (${premisesAddress.trim() || "adresse du chantier"}) et remplissent les conditions de l'article ${articles} du CGI${rates.includes(5.5) ? " (pour le taux de 5,5 % : travaux de rénovation énergétique)" : ""}, selon la mention du devis. Je sais que je suis solidairement tenu(e) au paiement du complément de TVA si elle est inexacte de mon fait, et je conserve le devis et les factures 5 ans.`;
}

/** Why the acceptance is refused without the box (422), in French. */
export const certificationMissing =
  "Ce devis applique un taux de TVA réduit (10 % ou 5,5 %) : la loi demande que vous certifiiez que les travaux portent sur un logement achevé depuis plus de deux ans. Cochez la case de certification pour accepter le devis, ou appelez-nous si ce n'est pas le cas : le devis sera refait au taux de 20 %.";

/** The reminder of the editor (BOI-TVA-LIQ-30-20-90-20): what stays at 20 %. */
export const standardRateReminder =
  "Restent à 20 % : les gros équipements ménagers, le mobilier livré non intégré au bâti (meubles indépendants) et les fournitures que le client pourrait acheter seul sans les faire poser (BOI-TVA-LIQ-30-20-90-20).";

/** Warnings shown before sending (never a refusal): a reduced rate on premises that may not qualify. */
export function vatWarnings(d: { premises: string; lines: readonly PricedLine[] }): string[] {
  if (!needsCertification(d.lines)) return [];
  if (d.premises === "logement-neuf")
    return [
      "Taux réduit sur un logement neuf ou de moins de 2 ans : en principe 20 %. Vérifiez le cas avant d'envoyer.",
    ];
  if (d.premises === "professionnel")
    return [
      "Taux réduit sur des locaux professionnels : en principe 20 %, sauf locaux transformés en logement par les travaux. Vérifiez le cas avant d'envoyer.",
    ];
  return [];
}
