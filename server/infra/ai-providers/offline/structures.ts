import type { AiContentType, AiStyle, AiTone } from "#domain/ai.ts";
import type { Theme } from "./phrases.ts";

/**
 * The outline of a text: its sections in order. A section draws sentences from its themes
 * (and the topic's facts when `facts` is set) and may carry a fixed block (list, table…).
 */
export type Block = "steps" | "tips" | "essences" | "finitions" | "glossary" | "faq" | "details" | "offer" | "summary";

export interface SectionPlan {
  heading: string;
  themes: Theme[];
  facts?: boolean;
  block?: Block;
  /** Only used to reach the length when the main sections run dry. */
  reserve?: boolean;
}

const budget: SectionPlan = { heading: "Budget et délais : ce qu'il faut vérifier", themes: ["budget"] };
const reserves: SectionPlan[] = [
  { heading: "L'entretien au fil des années", themes: ["entretien"], reserve: true },
  { heading: "Un atelier local, engagé", themes: ["local", "durable"], reserve: true },
  { heading: "Le point technique", themes: ["technique"], reserve: true },
  { heading: "Les avantages du sur-mesure", themes: ["avantages"], reserve: true },
  { heading: "De l'atelier à votre intérieur", themes: ["atelier", "pose"], reserve: true },
];

const articleOutlines: Record<AiStyle, SectionPlan[]> = {
  informatif: [
    { heading: "Pourquoi choisir {un} sur mesure ?", themes: ["avantages"], facts: true },
    { heading: "Bien définir votre besoin", themes: ["besoin"] },
    { heading: "Matériaux et finitions", themes: ["materiaux"] },
    { heading: "De la conception à la pose", themes: ["conception", "atelier", "pose"], facts: true },
    budget,
  ],
  storytelling: [
    { heading: "Tout commence par une rencontre", themes: ["recit", "besoin"] },
    { heading: "Le temps du dessin", themes: ["recit", "conception"] },
    { heading: "À l'atelier", themes: ["recit", "atelier", "materiaux"] },
    { heading: "Le jour de la pose", themes: ["recit", "pose"] },
    { heading: "Ce que cette histoire nous apprend", themes: ["avantages"], facts: true },
    budget,
  ],
  guide: [
    { heading: "Étape 1 : définir vos besoins", themes: ["besoin"] },
    { heading: "Étape 2 : concevoir et valider les plans", themes: ["conception"], facts: true },
    { heading: "Étape 3 : choisir les matériaux", themes: ["materiaux"] },
    { heading: "Étape 4 : la fabrication à l'atelier", themes: ["atelier"] },
    { heading: "Étape 5 : la pose et les finitions", themes: ["pose"] },
    { heading: "Conseils d'entretien", themes: ["entretien"] },
    budget,
  ],
  liste: [
    { heading: "Nos conseils pour réussir {un}", themes: ["besoin"], block: "tips" },
    { heading: "Ce qu'il faut savoir", themes: ["conception", "materiaux"], facts: true },
    budget,
  ],
  comparatif: [
    { heading: "Bois massif ou panneaux plaqués ?", themes: ["materiaux"] },
    { heading: "Quelle essence choisir ?", themes: ["durable"], block: "essences" },
    { heading: "Quelle finition ?", themes: ["entretien"], block: "finitions" },
    { heading: "Sur-mesure ou meuble standard ?", themes: ["avantages"], facts: true },
    budget,
  ],
  persuasif: [
    { heading: "Les avantages du sur-mesure", themes: ["avantages"], facts: true },
    { heading: "Un savoir-faire artisanal", themes: ["atelier"] },
    { heading: "Des matériaux choisis avec soin", themes: ["materiaux", "durable"] },
    { heading: "Un accompagnement de A à Z", themes: ["conception", "pose"] },
    { heading: "Un atelier près de chez vous", themes: ["local"] },
  ],
  educatif: [
    { heading: "Comprendre {le} sur mesure", themes: ["besoin"], facts: true },
    { heading: "Le vocabulaire du menuisier", themes: ["technique"], block: "glossary" },
    { heading: "Comment se déroule un projet ?", themes: ["conception"], block: "steps" },
    { heading: "Les matériaux", themes: ["materiaux"] },
    { heading: "L'entretien", themes: ["entretien"] },
    budget,
  ],
};

const serviceOutline: SectionPlan[] = [
  { heading: "Ce que nous proposons", themes: ["avantages"], facts: true, block: "offer" },
  { heading: "Notre méthode", themes: ["conception", "atelier", "pose"], block: "steps" },
  { heading: "Matériaux et finitions", themes: ["materiaux", "durable"] },
  { heading: "Pourquoi nous confier votre projet ?", themes: ["local"] },
  { heading: "Questions fréquentes", themes: [], block: "faq" },
];

const portfolioOutline: SectionPlan[] = [
  { heading: "Le projet", themes: ["besoin"], block: "details" },
  { heading: "Les choix de conception", themes: ["conception", "materiaux"], facts: true },
  { heading: "La fabrication à l'atelier", themes: ["atelier"] },
  { heading: "La pose", themes: ["pose"] },
  { heading: "Ce qu'il faut retenir", themes: ["avantages", "entretien"] },
];

/** The outline for a request: content type first, then the style, then the tone's extra section. */
export function outline(contentType: AiContentType, style: AiStyle, tone: AiTone): SectionPlan[] {
  let plan: SectionPlan[];
  if (contentType === "services") plan = [...serviceOutline];
  else if (contentType === "portfolio") plan = [...portfolioOutline];
  else plan = [...articleOutlines[style]];
  if (contentType !== "articles" && contentType !== "pages") {
    if (style === "persuasif") plan.splice(1, 0, { heading: "Les avantages du sur-mesure", themes: ["avantages"] });
    if (style === "educatif")
      plan.splice(1, 0, { heading: "Le vocabulaire du menuisier", themes: ["technique"], block: "glossary" });
  }
  if (tone === "technique" && !plan.some((s) => s.themes.includes("technique"))) {
    plan.splice(Math.max(1, plan.length - 1), 0, { heading: "Le point technique", themes: ["technique"] });
  }
  if ((tone === "commercial" || tone === "convaincant") && !plan.some((s) => s.themes.includes("local"))) {
    plan.splice(Math.max(1, plan.length - 1), 0, {
      heading: "Pourquoi nous confier votre projet ?",
      themes: ["local", "avantages"],
    });
  }
  if (tone === "accessible") plan.push({ heading: "L'essentiel en bref", themes: [], block: "summary" });
  const used = new Set(plan.flatMap((s) => s.themes));
  return [...plan, ...reserves.filter((r) => r.themes.some((t) => !used.has(t)))];
}
