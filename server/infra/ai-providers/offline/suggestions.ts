import type { ContentRequest } from "../types.ts";
import type { Topic } from "./data/topics.ts";

/** What the artisan could improve or check before publishing the offline text. */
export function offlineSuggestions(request: ContentRequest, topic: Topic, content: string): string[] {
  const out: string[] = [];
  if (/\[[^\]]*(compléter|vérifier)[^\]]*\]/i.test(content)) {
    out.push(
      "Complétez ou supprimez les passages entre crochets (délais, surfaces, budget) : l'assistant n'invente aucun chiffre.",
    );
  } else {
    out.push(
      "Relisez les passages sur les délais et le déroulement : adaptez-les à vos pratiques réelles avant de publier.",
    );
  }
  out.push("Ajoutez une ou deux photos de vos propres réalisations : elles parlent plus qu'une illustration.");
  if (request.keywords.length) {
    out.push(`Placez le mot-clé « ${request.keywords[0]} » dans le titre SEO et dans un intertitre.`);
  } else {
    out.push(
      `Ajoutez 3 à 5 mots-clés pour mieux cibler la recherche locale, par exemple « ${topic.objet} sur mesure Gironde ».`,
    );
  }
  out.push(`Ajoutez un lien vers la page du service « ${topic.service.label} » (/services/${topic.service.slug}).`);
  if (request.style === "storytelling")
    out.push("Remplacez le projet type par l'histoire d'un de vos chantiers, avec l'accord du client.");
  else out.push(`Idée d'article complémentaire : « Entretenir ${topic.le} au fil des saisons ».`);
  out.push("Générez le titre et la description SEO une fois le texte relu.");
  return out;
}
