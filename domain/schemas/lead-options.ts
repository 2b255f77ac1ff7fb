/**
 * The choices of the lead forms (docs/product.md §3) with their French labels. Kept apart from the
 * schemas so that the forms render without loading the validation library.
 */
export const projectTypeOptions = [
  { value: "cuisine", label: "Cuisine" },
  { value: "dressing", label: "Dressing" },
  { value: "bibliotheque", label: "Bibliothèque" },
  { value: "bureau", label: "Bureau" },
  { value: "cave-vin", label: "Cave à vin" },
  { value: "terrasse", label: "Terrasse" },
  { value: "renovation", label: "Rénovation" },
  { value: "autre", label: "Autre" },
] as const;

export const budgetOptions = [
  { value: "moins-5k", label: "Moins de 5 000 €" },
  { value: "5k-10k", label: "5 000 € – 10 000 €" },
  { value: "10k-20k", label: "10 000 € – 20 000 €" },
  { value: "20k-50k", label: "20 000 € – 50 000 €" },
  { value: "plus-50k", label: "Plus de 50 000 €" },
  { value: "a-definir", label: "À définir" },
] as const;

export const timelineOptions = [
  { value: "urgent", label: "Urgent (moins d'un mois)" },
  { value: "2-3-mois", label: "Dans 2 à 3 mois" },
  { value: "6-mois", label: "Dans 6 mois" },
  { value: "annee", label: "Dans l'année" },
  { value: "flexible", label: "Flexible" },
] as const;

export const contactProjectOptions = [
  { value: "cuisine", label: "Cuisine" },
  { value: "dressing", label: "Dressing" },
  { value: "amenagement", label: "Aménagement" },
  { value: "escalier", label: "Escalier" },
  { value: "autre", label: "Autre" },
] as const;

export { optionLabel } from "./options.ts";
