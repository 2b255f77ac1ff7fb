import { currentBusiness } from "#server/infra/business-snapshot.ts";
import { fullAddress } from "#domain/business.ts";
import { detectTopic } from "./data/topics.ts";

/**
 * The offline project sheet: what the request says, what the workshop proposes for this kind of
 * work, and what must still be measured or quoted (never invented).
 */
export function projectSheet(prompt: string): string {
  const topic = detectTopic(prompt, [], prompt);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return [
    "Objet :",
    `${cap(topic.un)} sur mesure, conçu, fabriqué et posé par ${currentBusiness().name}.`,
    "Besoin exprimé :",
    prompt,
    "[À compléter avec le client : usages, dimensions, contraintes du lieu.]",
    "Proposition de l'atelier :",
    ...topic.facts.slice(0, 3),
    "Matériaux envisagés :",
    "- Bois massif (chêne, noyer, frêne) ou panneaux plaqués de bois véritable, à choisir sur échantillons.",
    "- Finition huile, vernis ou laque selon l'usage et l'entretien souhaité.",
    "- Quincaillerie de qualité : charnières, coulisses et amortisseurs.",
    "Étapes :",
    "- Rencontre et prise de mesures sur place.",
    "- Conception et devis détaillé, avec plans en 3D si besoin.",
    "- Validation des plans et commande des matériaux.",
    `- Fabrication et finition à l'atelier de ${currentBusiness().address.city}.`,
    "- Pose, réglages et conseils d'entretien.",
    "Points à vérifier ensemble :",
    "- Cotes exactes relevées sur place.",
    "- Délais de fabrication et de pose [à confirmer au devis].",
    "- Budget [à chiffrer dans le devis].",
    "- Accès au chantier, supports et réseaux (électricité, eau).",
    "Contact :",
    `${currentBusiness().name}, ${fullAddress(currentBusiness())}. ${currentBusiness().email}.`,
  ].join("\n");
}
