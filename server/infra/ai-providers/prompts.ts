import { aiLengths, imageStyleLabels, styleLabels, toneLabels, type ImageStyle } from "#domain/ai.ts";
import { contentTypeConfigs } from "#domain/content-types.ts";
import { currentBusiness } from "#server/infra/business-snapshot.ts";
import { fullAddress } from "#domain/business.ts";
import type { ContentRequest } from "./types.ts";
import { regionalSuffixes } from "./seo-limits.ts";

/** Line that separates the article from the suggestions in the model's answer. */
export const SUGGESTIONS_MARKER = "---SUGGESTIONS---";

const facts = () =>
  [
    `Entreprise : ${currentBusiness().name}, ${currentBusiness().trade.toLowerCase()}, fondée en ${currentBusiness().foundingYear}.`,
    `Adresse : ${fullAddress(currentBusiness())}. Zone d'intervention : ${currentBusiness().areaServed.join(", ")}.`,
    `Équipe : ${currentBusiness().teamSize} artisans menuisiers ; plus de ${currentBusiness().projectsDone.replace("+", "")} projets réalisés.`,
    `Devise : « ${currentBusiness().tagline} ».`,
    `Savoir-faire : cuisines, dressings, portes, panneaux acoustiques, pergolas, salles de bains, bibliothèques, caves à vin, escaliers, tout sur mesure et fabriqué à l'atelier.`,
  ].join("\n");

/** The rules every text prompt shares: French, vouvoiement, only known facts. */
/** Rebuilt at each call: the facts come from the 'Entreprise' settings. */
export const systemPrompt = () => `Vous rédigez pour le site d'un atelier de menuiserie sur mesure en Gironde.
${facts()}
Règles :
- Écrivez en français correct et naturel, en vouvoyant le lecteur.
- N'utilisez que les faits ci-dessus sur l'entreprise. N'inventez aucun chiffre (prix, délais, surfaces, statistiques), aucun client, aucun témoignage, aucune certification.
- Quand une information chiffrée ou factuelle serait utile mais n'est pas fournie, écrivez-la entre crochets, par exemple [délai à vérifier], pour que l'artisan la complète.
- Pas de titre de niveau 1 : le titre de la page est déjà affiché.`;

export function contentPrompt(request: ContentRequest): string {
  const range = aiLengths[request.length];
  const keywords = request.keywords.length ? request.keywords.map((k) => `« ${k} »`).join(", ") : "aucun";
  return `Rédigez ${contentTypeConfigs[request.contentType].ai.brief} en Markdown.
Titre : ${request.title}
Contexte fourni par l'artisan : ${request.context}
Mots-clés à employer tels quels (chacun au moins une fois) : ${keywords}
Ton : ${toneLabels[request.tone]}. Style : ${styleLabels[request.style]}. Public visé : ${request.targetAudience}.
Longueur : entre ${range.min} et ${range.max} mots.
Structurez le texte avec des intertitres ## (et ### si utile), des paragraphes courts et des listes quand elles aident.
Après le texte, écrivez une ligne contenant exactement ${SUGGESTIONS_MARKER}, puis 3 à 5 suggestions d'amélioration, une par ligne commençant par « - », dont la liste de ce que l'artisan doit vérifier avant publication.`;
}

export function seoPrompt(input: { title: string; content: string }): string {
  return `Proposez le titre SEO et la méta-description de cette page.
Titre de la page : ${input.title}
Texte (extrait) : ${input.content.slice(0, 6000)}
Contraintes : le titre SEO fait au plus 60 caractères et se termine par un suffixe régional comme « ${regionalSuffixes()[0].trim()} » ; la description fait au plus 160 caractères, donne envie de cliquer et vouvoie le lecteur.
Répondez uniquement en JSON : {"metaTitle": "…", "metaDescription": "…"}`;
}

export function altTextPrompt(input: { description: string; fileName: string }): string {
  return `Rédigez le texte alternatif (attribut alt) d'une image du site d'un menuisier.
Ce que l'on sait de l'image : ${input.description.slice(0, 1000) || "(pas de description)"}
Nom du fichier : ${input.fileName.slice(0, 200)}
Contraintes : une phrase de 125 caractères au plus, en français, qui décrit ce que l'image montre ; sans « image de » ni « photo de », sans guillemets.
Répondez uniquement en JSON : {"altText": "…"}`;
}

const imageStyleBrief: Record<ImageStyle, string> = {
  photorealistic: "photographie réaliste, lumière naturelle douce, objectif 35 mm",
  illustration: "illustration vectorielle chaleureuse, aplats de couleurs bois, perspective intérieure",
  sketch: "croquis au crayon sur papier, traits d'architecte",
  technical: "dessin technique de menuiserie, vues cotées sur fond clair",
  architectural: "rendu architectural d'intérieur, lignes nettes, lumière du jour",
  artistic: "peinture artistique, aquarelle aux tons bois et vert forêt",
};

export function imagePrompt(prompt: string, style: ImageStyle): string {
  return `${prompt}. Réalisation de menuiserie sur mesure en bois massif par un atelier artisanal de Gironde. Style : ${imageStyleLabels[style]} (${imageStyleBrief[style]}). Sans texte, sans logo, sans personne reconnaissable.`;
}

export function documentPrompt(prompt: string): string {
  return `Rédigez une fiche projet claire pour un client de l'atelier, en texte simple (pas de Markdown), avec des sections courtes introduites par un titre sur sa propre ligne terminé par « : ».
Demande : ${prompt}
Sections attendues : Objet, Besoin exprimé, Proposition de l'atelier, Matériaux envisagés, Étapes, Points à vérifier ensemble.`;
}

export function narrationPrompt(prompt: string): string {
  return `Écrivez un court texte à lire à voix haute (120 mots au plus, sans liste ni intertitre) pour l'atelier, sur ce sujet : ${prompt}`;
}
