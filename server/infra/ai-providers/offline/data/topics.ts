/**
 * What the offline writer knows about each trade of the workshop: the noun forms that make its
 * sentences agree, and qualitative facts (no figures: those come from the artisan).
 */
export interface Topic {
  key: string;
  /** Words that point to this topic in a title, context or keywords (accents stripped, lowercase). */
  match: RegExp;
  objet: string;
  objets: string;
  un: string;
  le: string;
  de: string;
  /** Service page of the site (docs/product.md §3 slugs). */
  service: { slug: string; label: string };
  /** Sentences specific to the trade. */
  facts: string[];
  /** Ideas for the 'liste' style: short title + explanation. */
  tips: [string, string][];
}

export const topics: Topic[] = [
  {
    key: "cuisine",
    match: /cuisin|\bilots?\b|plan de travail|credence/,
    objet: "cuisine",
    objets: "cuisines",
    un: "une cuisine",
    le: "la cuisine",
    de: "de la cuisine",
    service: { slug: "cuisines", label: "Cuisines" },
    facts: [
      "Dans une cuisine, la circulation entre l'évier, la plaque et le réfrigérateur décide du confort de tous les jours bien plus que le style des façades.",
      "Nous dessinons les caissons à la mesure exacte de vos murs, ce qui supprime les fileurs disgracieux et gagne de précieux centimètres de rangement.",
      "Un îlot central n'a de sens que si l'espace permet de circuler autour sans se gêner : nous le vérifions sur plan avant de vous le proposer.",
      "Le plan de travail se choisit selon votre façon de cuisiner : bois massif huilé, stratifié compact ou pierre, chacun a son entretien.",
      "Les tiroirs à sortie totale rendent les casseroles et les épices accessibles sans vous baisser ni vider un placard entier.",
      "Une niche ouverte, quelques étagères en chêne ou une crédence bien choisie suffisent souvent à donner du caractère à l'ensemble.",
    ],
    tips: [
      [
        "Partir de vos gestes",
        "Notez ce que vous cuisinez, à combien, et où vous aimez poser vos courses : le plan en découle.",
      ],
      [
        "Penser les rangements en hauteur",
        "Des colonnes jusqu'au plafond évitent les dessus de meubles qui prennent la poussière.",
      ],
      [
        "Soigner l'éclairage du plan de travail",
        "Un éclairage sous les meubles hauts change le confort de préparation.",
      ],
      ["Choisir des façades durables", "Un bois massif bien fini se rénove ; un décor bas de gamme se remplace."],
      [
        "Prévoir la place des électroménagers",
        "Les dimensions exactes de vos appareils sont à nous transmettre avant la fabrication.",
      ],
    ],
  },
  {
    key: "dressing",
    match: /dressing|placard|penderie|armoire|rangement/,
    objet: "dressing",
    objets: "dressings",
    un: "un dressing",
    le: "le dressing",
    de: "du dressing",
    service: { slug: "amenagements-interieurs", label: "Aménagements intérieurs" },
    facts: [
      "Un dressing réussi commence par un inventaire honnête : combien de vêtements longs, de chemises, de paires de chaussures et de sacs.",
      "Les sous-pentes et les recoins sous un escalier sont des espaces qu'aucun meuble standard n'exploite, alors que le sur-mesure les transforme en rangements utiles.",
      "Une penderie double, avec deux tringles superposées, double la place des vestes et des chemises sans agrandir la pièce.",
      "Des tiroirs à l'anglaise, des paniers coulissants et des étagères réglables laissent le dressing évoluer avec vos besoins.",
      "Un éclairage intégré qui s'allume à l'ouverture des portes évite de chercher une chemise sombre dans la pénombre.",
      "Portes battantes, coulissantes ou dressing ouvert : le choix dépend surtout de la place devant les rangements.",
    ],
    tips: [
      ["Faire l'inventaire", "Comptez vos vêtements par type avant le premier rendez-vous."],
      [
        "Exploiter toute la hauteur",
        "Le haut accueille ce qui sert une fois par saison, le bas ce qui sert chaque jour.",
      ],
      ["Prévoir des éléments réglables", "Les besoins changent : des étagères mobiles suivent le mouvement."],
      ["Éclairer l'intérieur", "Un ruban lumineux discret rend chaque vêtement visible."],
      ["Choisir l'ouverture selon la place", "Les portes coulissantes libèrent le passage dans une chambre étroite."],
    ],
  },
  {
    key: "escalier",
    match: /escalier|\bmarches?\b|garde-corps|\brampe|\blimon|mezzanine/,
    objet: "escalier",
    objets: "escaliers",
    un: "un escalier",
    le: "l'escalier",
    de: "de l'escalier",
    service: { slug: "escaliers", label: "Escaliers" },
    facts: [
      "Le confort d'un escalier tient au rapport entre la hauteur des marches et leur profondeur : c'est la première chose que nous calculons.",
      "Un escalier droit, quart tournant ou hélicoïdal ne prend pas la même place au sol : le relevé de la trémie guide le choix.",
      "Les marches en chêne massif résistent au passage quotidien et se rénovent par un simple ponçage, là où un revêtement collé s'use sans retour.",
      "Le garde-corps fait partie du dessin : lisses en bois, tasseaux verticaux, verre ou métal, il doit rester sûr pour les enfants.",
      "Le dessous d'un escalier peut accueillir des tiroirs, une bibliothèque ou un placard, ce qui en fait un meuble à part entière.",
      "Le vernis ou l'huile des marches se choisit en pensant à la glisse autant qu'à l'aspect.",
    ],
    tips: [
      ["Mesurer la trémie", "La place disponible à l'étage décide de la forme de l'escalier."],
      ["Penser à la sécurité", "Garde-corps, main courante et nez de marche sont dessinés dès le départ."],
      ["Choisir une essence dure", "Le chêne ou le frêne supportent bien le passage."],
      ["Exploiter le dessous", "Tiroirs et placards transforment l'espace perdu en rangement."],
      ["Soigner la lumière", "Un éclairage bas des marches rend la descente plus sûre le soir."],
    ],
  },
  {
    key: "cave",
    match: /\bcaves?\b|\bvins?\b|bouteille|cellier|oenolog/,
    objet: "cave à vin",
    objets: "caves à vin",
    un: "une cave à vin",
    le: "la cave à vin",
    de: "de la cave à vin",
    service: { slug: "cave-a-vin", label: "Cave à vin" },
    facts: [
      "En Gironde, une cave à vin se pense souvent comme une pièce de réception autant que comme un lieu de stockage.",
      "Le bois des casiers doit supporter l'humidité d'une cave : nous choisissons l'essence et la finition en fonction du lieu exact.",
      "Des casiers en losange, des clayettes coulissantes et une table de dégustation peuvent cohabiter dans un même ensemble.",
      "La température et l'hygrométrie d'une cave ne se décrètent pas : elles se mesurent sur place avant tout projet, ou se confient à un équipement adapté.",
      "Une vitrine éclairée met quelques belles bouteilles en valeur sans exposer toute la collection à la lumière.",
      "Les bouteilles de formats différents, magnums compris, demandent des casiers adaptés que nous prévoyons dès le plan.",
    ],
    tips: [
      ["Mesurer la température et l'humidité", "Ces relevés décident des matériaux et d'un éventuel équipement."],
      ["Compter les bouteilles et les formats", "Bordelaises, bourguignonnes et magnums n'ont pas la même place."],
      ["Prévoir un coin de dégustation", "Une tablette ou une table haute change l'usage de la pièce."],
      ["Limiter la lumière", "Un éclairage doux et ciblé protège le vin."],
      ["Choisir une essence stable", "Certaines essences supportent mieux l'humidité que d'autres."],
    ],
  },
  {
    key: "porte",
    match: /\bportes?\b|huisserie|verriere|fenetre|\bvolets?\b/,
    objet: "porte",
    objets: "portes",
    un: "une porte",
    le: "la porte",
    de: "de la porte",
    service: { slug: "amenagements-interieurs", label: "Aménagements intérieurs" },
    facts: [
      "Une porte sur mesure s'adapte aux murs anciens qui ne sont jamais tout à fait d'équerre, là où un bloc-porte standard laisse des jours.",
      "Le choix de l'âme de la porte, pleine ou alvéolaire, change beaucoup le confort acoustique entre deux pièces.",
      "Une porte pivotante, coulissante ou à galandage libère de la place dans un couloir étroit.",
      "La quincaillerie, des paumelles à la poignée, mérite autant d'attention que le bois : c'est elle qui s'use au quotidien.",
      "Une verrière ou une imposte vitrée laisse passer la lumière tout en gardant la séparation des espaces.",
      "Pour une porte d'entrée, l'isolation et la sécurité se vérifient avec vous et se documentent dans le devis.",
    ],
    tips: [
      ["Relever les cotes exactes", "Les murs anciens ont leurs surprises : nous mesurons nous-mêmes."],
      ["Choisir le sens d'ouverture", "Il dépend de la circulation et des meubles voisins."],
      ["Penser à l'acoustique", "Une âme pleine atténue mieux les bruits."],
      ["Soigner la quincaillerie", "Une bonne poignée se remarque chaque jour."],
      ["Oser la lumière", "Une partie vitrée éclaire un couloir sombre."],
    ],
  },
  {
    key: "bibliotheque",
    match: /bibliotheque|\blivres?\b|etagere|\bbureau|meuble tv/,
    objet: "bibliothèque",
    objets: "bibliothèques",
    un: "une bibliothèque",
    le: "la bibliothèque",
    de: "de la bibliothèque",
    service: { slug: "amenagements-interieurs", label: "Aménagements intérieurs" },
    facts: [
      "Une étagère de bibliothèque ne doit pas fléchir sous le poids des livres : la portée et l'épaisseur des tablettes se calculent.",
      "Une bibliothèque sur mesure peut encadrer une porte, une fenêtre ou un canapé et devenir l'architecture de la pièce.",
      "Mélanger des niches ouvertes et des parties fermées permet d'exposer les beaux livres et de cacher le reste.",
      "Une échelle coulissante rend accessibles les rayonnages jusqu'au plafond.",
      "Un bureau intégré à la bibliothèque crée un coin de travail sans ajouter un meuble de plus.",
      "Les tablettes réglables suivent la hauteur de vos livres, des poches aux beaux livres d'art.",
    ],
    tips: [
      ["Mesurer vos livres", "Les formats décident de la hauteur des niches."],
      ["Prévoir des parties fermées", "Elles accueillent archives et objets moins photogéniques."],
      ["Aller jusqu'au plafond", "La pièce paraît plus haute et tout est rangé."],
      ["Intégrer l'éclairage", "Une lumière douce met les ouvrages en valeur."],
      ["Penser au bureau", "Un plan de travail intégré crée un coin lecture ou travail."],
    ],
  },
  {
    key: "salle-de-bain",
    match: /salle de bain|vasque|douche|baignoire|meuble de salle/,
    objet: "meuble de salle de bains",
    objets: "meubles de salle de bains",
    un: "un meuble de salle de bains",
    le: "le meuble de salle de bains",
    de: "du meuble de salle de bains",
    service: { slug: "salle-de-bain", label: "Salle de bains" },
    facts: [
      "Dans une salle de bains, le bois est possible à condition de choisir l'essence et la finition qui supportent les projections d'eau.",
      "Un meuble suspendu dégage le sol, facilite le ménage et agrandit visuellement une petite pièce.",
      "Les tiroirs sous vasque sont découpés autour du siphon pour ne perdre aucune place.",
      "Une niche dans la douche ou une étagère au-dessus des toilettes se dessinent avec le reste pour un ensemble cohérent.",
      "La ventilation de la pièce compte autant que la finition du meuble pour sa durée de vie.",
      "Nous coordonnons les cotes avec votre plombier pour que les arrivées d'eau tombent au bon endroit.",
    ],
    tips: [
      ["Vérifier la ventilation", "Une pièce bien ventilée protège le bois et les joints."],
      ["Suspendre le meuble", "Le sol dégagé facilite l'entretien."],
      ["Découper autour du siphon", "Les tiroirs gardent toute leur profondeur utile."],
      ["Choisir une finition adaptée", "Huile dure ou vernis selon l'exposition à l'eau."],
      ["Coordonner avec le plombier", "Les arrivées d'eau se placent d'après le plan du meuble."],
    ],
  },
  {
    key: "acoustique",
    match: /acousti|\bbruits?\b|\bsons?\b|reverberation|tasseau|claustra/,
    objet: "habillage acoustique",
    objets: "habillages acoustiques",
    un: "un habillage acoustique",
    le: "l'habillage acoustique",
    de: "de l'habillage acoustique",
    service: { slug: "acoustique", label: "Acoustique" },
    facts: [
      "Un panneau à tasseaux de bois posé sur un feutre absorbant réduit l'écho d'une pièce tout en la décorant.",
      "L'effet d'un traitement acoustique dépend de la surface traitée et de son emplacement : nous le raisonnons avec vous sur plan.",
      "Les grandes pièces aux murs nus, aux sols durs et aux baies vitrées sont celles où la réverbération gêne le plus.",
      "Les tasseaux peuvent habiller un mur, un plafond ou former un claustra qui sépare deux espaces sans les fermer.",
      "Le rythme des tasseaux, leur largeur et leur teinte permettent d'accorder le panneau au reste de l'intérieur.",
      "Un habillage acoustique peut intégrer des prises, un écran ou des spots sans perdre son efficacité.",
    ],
    tips: [
      ["Identifier la gêne", "Écho, bruit de voisinage ou résonance ne se traitent pas pareil."],
      ["Traiter les grandes surfaces nues", "Murs et plafonds sans meubles renvoient le son."],
      ["Choisir le rythme des tasseaux", "Espacement et largeur font le style du panneau."],
      ["Intégrer les équipements", "Prises et éclairages se prévoient avant la fabrication."],
      ["Penser au plafond", "C'est souvent la surface la plus efficace à traiter."],
    ],
  },
  {
    key: "exterieur",
    match: /pergola|terrasse|exterieur|jardin|bardage|carport|\babris?\b/,
    objet: "pergola",
    objets: "pergolas",
    un: "une pergola",
    le: "la pergola",
    de: "de la pergola",
    service: { slug: "amenagements-exterieurs", label: "Aménagements extérieurs" },
    facts: [
      "Dehors, le bois travaille avec le soleil et la pluie : l'essence, les assemblages et l'entretien se choisissent ensemble.",
      "Une pergola bien orientée protège la terrasse du soleil de l'après-midi sans assombrir la maison.",
      "Les pieds de poteaux ne doivent jamais rester dans l'eau : la fixation au sol fait partie du dessin.",
      "Certaines essences et certains bois traités résistent naturellement à l'extérieur ; d'autres demandent un entretien régulier.",
      "Une ventelle orientable, une toile ou une plante grimpante modulent l'ombre selon la saison.",
      "Les règles d'urbanisme de votre commune sont à vérifier avant tout projet extérieur ; nous vous indiquons les démarches.",
    ],
    tips: [
      ["Observer le soleil", "L'orientation décide de la forme et de la couverture."],
      ["Vérifier les démarches", "Certaines constructions demandent une déclaration en mairie."],
      ["Choisir une essence durable", "Le bois d'extérieur se sélectionne pour son climat."],
      ["Soigner les pieds de poteaux", "L'eau stagnante est l'ennemie du bois."],
      ["Prévoir l'entretien", "Un saturateur ou une huile se renouvellent selon l'exposition."],
    ],
  },
];

/** The general trade, when nothing more precise is found. */
export const defaultTopic: Topic = {
  key: "agencement",
  match: /$^/,
  objet: "aménagement",
  objets: "aménagements",
  un: "un aménagement",
  le: "l'aménagement",
  de: "de l'aménagement",
  service: { slug: "amenagements-interieurs", label: "Aménagements intérieurs" },
  facts: [
    "Un aménagement sur mesure part des murs réels de votre maison, avec leurs faux aplombs et leurs recoins, et non d'un catalogue.",
    "Le bois massif se répare, se ponce et se patine : un meuble bien conçu traverse les années et les déménagements.",
    "Chaque recoin, sous une pente de toit ou autour d'une fenêtre, peut devenir un rangement utile quand il est dessiné pour lui.",
    "Un même fil conducteur, une essence ou une teinte, relie les meubles d'une maison et lui donne de la cohérence.",
    "Nous assemblons et finissons les pièces à l'atelier, ce qui limite le temps passé chez vous et la poussière.",
    "Le sur-mesure n'est pas réservé aux grands volumes : une simple niche bien pensée change parfois toute une pièce.",
  ],
  tips: [
    ["Lister vos usages", "Ce que vous rangez et comment vous vivez la pièce guident le dessin."],
    ["Relever les contraintes", "Prises, radiateurs et fenêtres se notent dès la première visite."],
    ["Choisir une essence", "Chêne, noyer, frêne ou panneaux plaqués : chacun a son caractère."],
    ["Penser à l'évolution", "Des éléments réglables accompagnent les changements de vie."],
    ["Demander un plan", "Un dessin, en 3D si besoin, évite les mauvaises surprises."],
  ],
};

const normalize = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The topic that best matches the request: the title counts most, then keywords, then context. */
export function detectTopic(title: string, keywords: string[], context: string): Topic {
  const scores = new Map<Topic, number>();
  const weigh = (text: string, weight: number) => {
    const plain = normalize(text);
    for (const topic of topics) {
      const at = plain.search(topic.match);
      // The subject named first wins a tie: « Bibliothèque sous l'escalier » is a bookcase.
      if (at >= 0) scores.set(topic, (scores.get(topic) ?? 0) + weight * (1 + 0.5 * (1 - at / plain.length)));
    }
  };
  weigh(title, 4);
  keywords.forEach((k) => weigh(k, 2));
  weigh(context, 1);
  let best: Topic = defaultTopic;
  let score = 0;
  for (const [topic, s] of scores) if (s > score) [best, score] = [topic, s];
  return best;
}
