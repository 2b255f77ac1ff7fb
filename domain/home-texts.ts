import type { BusinessSettings } from "./schemas/business.ts";

/** The home page sections whose introduction the artisan writes in « Textes du site » (decision 051). */
export const homeTextSections = [
  { key: "services", label: "Nos services" },
  { key: "portfolio", label: "Nos dernières réalisations" },
  { key: "gallery", label: "Galerie de projets" },
  { key: "contact", label: "Parlons de votre projet" },
] as const;

export type HomeTextKey = (typeof homeTextSections)[number]["key"];

/** The introduction each section shows while the artisan left its field empty (his town and region filled in). */
export function defaultHomeText(key: HomeTextKey, b: Pick<BusinessSettings, "address">): string {
  switch (key) {
    case "services":
      return `Du relevé de mesures à la pose, chaque ouvrage est dessiné pour votre intérieur et fabriqué dans notre atelier de ${b.address.city}.`;
    case "portfolio":
      return `Cuisines, dressings, escaliers, caves à vin : quelques projets menés en ${b.address.region}, de Bordeaux au Bassin d'Arcachon.`;
    case "gallery":
      return "Choisissez une catégorie pour parcourir nos ouvrages.";
    case "contact":
      return "Passez à l'atelier, appelez-nous ou décrivez votre projet : nous vous recontactons dans les plus brefs délais.";
  }
}

/** The introduction of a home section: the artisan's text, else the default one. */
export function homeText(key: HomeTextKey, b: Pick<BusinessSettings, "address" | "homeTexts">): string {
  return b.homeTexts[key]?.trim() || defaultHomeText(key, b);
}
