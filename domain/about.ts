/** The workshop's history as seeded (the admin edits it: `timeline` of the business settings). */
export const timeline: { year: string; title: string; text: string }[] = [
  {
    year: "2008",
    title: "Création de l'atelier à Saucats",
    text: "Julien Lartigue, menuisier ébéniste passé par plusieurs ateliers de la région bordelaise, installe son premier atelier dans la zone artisanale de Saucats. Les premières commandes : des escaliers, des portes et des bibliothèques pour des particuliers du sud de la Gironde.",
  },
  {
    year: "2015",
    title: "Expansion vers les cuisines et l'aménagement intérieur",
    text: "L'atelier s'agrandit, s'équipe de nouvelles machines et accueille de nouveaux artisans. Cuisines, dressings et aménagements complets deviennent une part importante de notre activité, avec la conception en 3D proposée à nos clients.",
  },
  {
    year: "2023",
    title: "15 ans et plus de 500 projets",
    text: "Quinze ans après l'ouverture, l'équipe de cinq artisans a réalisé plus de 500 projets en Gironde, de Bordeaux au Bassin d'Arcachon, avec la même exigence : rendre le haut de gamme accessible à tous.",
  },
];

/** The team as seeded (the admin edits it: `team` of the business settings). */
export const team: { name: string; role: string; bio: string }[] = [
  {
    name: "Julien Lartigue",
    role: "Fondateur et menuisier ébéniste",
    bio: "Menuisier ébéniste de formation, Julien a fondé l'atelier en 2008. Il rencontre chaque client, réalise les prises de mesures et dessine les projets, tout en restant présent à l'établi.",
  },
  {
    name: "Mathieu Darrieux",
    role: "Chef d'atelier",
    bio: "Arrivé en 2012, Mathieu organise la fabrication et veille à la précision de chaque pièce, du débit du bois aux finitions. Les escaliers sont sa spécialité.",
  },
  {
    name: "Camille Estrade",
    role: "Menuisière agenceuse et conceptrice 3D",
    bio: "Camille conçoit les plans 3D qui permettent à nos clients de visualiser leur cuisine ou leur dressing avant fabrication, et participe à leur réalisation en atelier.",
  },
  {
    name: "Romain Ducasse",
    role: "Menuisier poseur",
    bio: "Romain assure la pose sur site et la coordination avec les autres artisans. Son souci du détail et de la propreté des chantiers est régulièrement salué par nos clients.",
  },
  {
    name: "Lucas Bernadet",
    role: "Menuisier, en charge des finitions",
    bio: "Passé par l'apprentissage à l'atelier, Lucas s'occupe des finitions : huiles, vernis et laques. Il conseille aussi nos clients sur l'entretien de leurs ouvrages.",
  },
];

export const commitments: { title: string; text: string }[] = [
  {
    title: "Entreprise certifiée RGE",
    text: "Notre qualification RGE (Reconnu garant de l'environnement) atteste de notre compétence pour les travaux de rénovation énergétique, comme le remplacement de portes d'entrée, et peut vous permettre d'accéder à certaines aides selon les conditions en vigueur.",
  },
  {
    title: "Garantie décennale",
    text: "Les ouvrages qui le nécessitent sont couverts par notre assurance décennale, en plus de la garantie de 2 ans sur notre main d'œuvre. Les attestations vous sont remises sur simple demande.",
  },
  {
    title: "Entreprise locale",
    text: "Notre atelier est installé à {ville} depuis {annee}. Nous fabriquons tout sur place et intervenons principalement en {region}, ce qui nous permet d'être réactifs et de rester disponibles après la pose.",
  },
  {
    title: "Bois certifiés PEFC ou FSC",
    text: "Tous les bois que nous utilisons sont issus de forêts gérées durablement et certifiés PEFC ou FSC. Nous optimisons les découpes et valorisons nos chutes dans une démarche d'écoconception.",
  },
];

/**
 * The about page's facts with the business's own (town, founding year, region: 'Entreprise'
 * settings) in place of `{ville}`, `{annee}`, `{region}`. The timeline (the workshop's history) and
 * the team are edited in the admin (« Textes du site »); the lists above are their first values.
 */
export function aboutFacts(business: {
  address: { city: string; region: string };
  foundingYear: number;
  team: typeof team;
  timeline: typeof timeline;
}) {
  const vars: Record<string, string> = {
    ville: business.address.city,
    annee: String(business.foundingYear),
    region: business.address.region,
  };
  const fill = (text: string) => text.replace(/\{(ville|annee|region)\}/g, (_, k: string) => vars[k] ?? "");
  return {
    timeline: business.timeline,
    team: business.team,
    commitments: commitments.map((c) => ({ ...c, text: fill(c.text) })),
  };
}
