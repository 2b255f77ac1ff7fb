/**
 * The public pages of the seeded site and what each one must show: shared by the end-to-end
 * suites (accessibility, requests, raw HTML) and the integration tests. Ids follow the seed order.
 */
export interface PublicPage {
  path: string;
  name: string;
  /** Main heading. */
  h1: string;
  /** Texts of the main content that the server's HTML must already hold. */
  texts: string[];
}

export const publicPages: PublicPage[] = [
  {
    path: "/",
    name: "accueil",
    h1: "Atelier Lartigue",
    texts: [
      "Rendre le haut de gamme accessible à tous",
      "Découvrir nos réalisations",
      "Cuisines sur mesure",
      "En savoir plus",
      "Cuisine en chêne massif et quartz",
      "Voir le projet",
      "Sophie et Marc D.",
      "Découvrir tous nos articles",
      "Questions Fréquentes",
      "Contactez-nous directement",
      "Zone Artisanale, 33650 Saucats, Gironde",
      "Demande de Devis Gratuit",
    ],
  },
  {
    path: "/avis",
    name: "avis",
    h1: "Ce que nos clients disent de nous",
    texts: [
      "Sophie et Marc D.",
      "Date du chantier",
      "Comment nous recueillons les avis",
      "Aucune contrepartie",
      "Motifs de refus",
    ],
  },
  {
    path: "/services",
    name: "services",
    h1: "Des ouvrages sur mesure, de la conception à la pose",
    texts: ["Cuisines sur mesure", "Caves à vin", "Escaliers", "Panneaux acoustiques", "En savoir plus"],
  },
  {
    path: "/services/cuisines",
    name: "service",
    h1: "Cuisines sur mesure",
    texts: [
      "Une conception pensée pour l'usage",
      "Ce que nous proposons",
      "Questions fréquentes",
      "Quel plan de travail choisir ?",
    ],
  },
  {
    path: "/realisations",
    name: "realisations",
    h1: "Des projets pensés pour ceux qui les habitent",
    texts: ["Cuisine en chêne massif et quartz", "Cave à vin en chêne pour un amateur", "Léognan"],
  },
  {
    path: "/realisation/1",
    name: "realisation",
    h1: "Cuisine en chêne massif et quartz",
    texts: [
      "Léognan",
      "18 m²",
      "3 semaines",
      "18 000 - 24 000 €",
      "Îlot central de 2,60 m",
      "Claire et Thomas B.",
      "1 / 3",
    ],
  },
  {
    path: "/blog",
    name: "blog",
    h1: "Blog & Actualités",
    texts: [
      "Concevoir un dressing qui dure",
      "14 mars 2026",
      "Lire l'article",
      "min de lecture",
      "Un projet en tête ?",
    ],
  },
  {
    path: "/blog/entretenir-cuisine-bois",
    name: "article",
    h1: "Entretenir une cuisine en bois : nos conseils au quotidien",
    texts: ["20 novembre 2025", "Commencez par connaître votre finition", "Retour au blog", "Partager"],
  },
  {
    path: "/a-propos",
    name: "a-propos",
    h1: "Des menuisiers à Saucats depuis 2008",
    texts: [
      "2008",
      "2015",
      "2023",
      "Julien Lartigue",
      "Lucas Bernadet",
      "Entreprise certifiée RGE",
      "Garantie décennale",
      "Entreprise locale",
    ],
  },
  {
    path: "/contact",
    name: "contact",
    h1: "Parlons de votre projet",
    texts: [
      "05 56 00 00 00",
      "contact@atelier-lartigue.fr",
      "Zone Artisanale",
      "Samedi",
      "Quelles sont vos garanties ?",
    ],
  },
  {
    path: "/mentions-legales",
    name: "mentions-legales",
    h1: "Mentions légales",
    texts: ["Mentions légales"],
  },
];

/** Addresses that answer 404 with their own message. */
export const notFoundPages = [
  { path: "/services/inconnu", heading: "Service non trouvé" },
  { path: "/realisation/999999", heading: "Réalisation non trouvée" },
  { path: "/realisation/abc", heading: "Réalisation non trouvée" },
  { path: "/blog/inconnu", heading: "Article non trouvé" },
  // A draft of the seed: not published, so not found.
  { path: "/blog/panneaux-acoustiques-sejour-ouvert", heading: "Article non trouvé" },
];

/** The visible text of an HTML document (scripts and tags removed, entities and spaces normalised). */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/[\s\u00a0\u202f]+/g, " ");
}
