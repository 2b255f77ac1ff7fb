/**
 * Sentence banks of the offline writer, by theme. Placeholders: {un} {dun} {le} {de} {objet} {objets}
 * (the topic's noun forms), {ville}, {entreprise}, {annee}, {equipe}, {projets}, {audience}.
 * Every sentence is qualitative: figures other than the business facts are never written.
 */
export type Theme =
  | "besoin"
  | "conception"
  | "materiaux"
  | "atelier"
  | "pose"
  | "entretien"
  | "budget"
  | "local"
  | "technique"
  | "durable"
  | "avantages"
  | "recit";

export const phrases: Record<Theme, string[]> = {
  besoin: [
    "Tout projet commence par une conversation : vous nous racontez votre quotidien, vos habitudes et ce qui vous manque aujourd'hui.",
    "Avant de parler de bois ou de couleurs, nous cherchons à comprendre comment vous utiliserez {le} au fil des journées.",
    "Nous vous demandons ce que vous aimez dans votre intérieur actuel, et surtout ce qui vous agace : c'est souvent là que se cachent les meilleures idées.",
    "La visite sur place nous permet de relever les cotes exactes, de repérer les contraintes et de sentir la lumière de la pièce.",
    "Vos photos, vos croquis ou des images trouvées dans des magazines nous aident à cerner vos goûts, même s'ils semblent contradictoires.",
    "Un projet sur mesure s'adapte à la famille qui l'utilise : enfants, télétravail, réceptions fréquentes ou vie à deux changent tout.",
    "Nous posons beaucoup de questions au premier rendez-vous, parce qu'une réponse donnée tôt évite une modification coûteuse plus tard.",
    "Vous n'avez pas besoin d'arriver avec un projet abouti : une envie et quelques mesures suffisent pour commencer.",
  ],
  conception: [
    "À partir de vos besoins, nous dessinons une première proposition que nous affinons ensemble jusqu'à ce qu'elle vous ressemble.",
    "Un plan, en 3D si nécessaire, vous permet de visualiser {le} chez vous avant qu'une seule planche ne soit découpée.",
    "Chaque détail se décide sur le papier : le sens d'ouverture des portes, la hauteur des poignées, la place des prises électriques.",
    "Nous veillons aux proportions, car un meuble bien proportionné paraît plus léger et s'intègre mieux à l'architecture existante.",
    "La conception tient compte des circulations : on doit pouvoir ouvrir un tiroir sans heurter une porte ou bloquer un passage.",
    "Les contraintes techniques, comme un radiateur, une gaine ou un mur qui n'est pas droit, deviennent des éléments du dessin plutôt que des obstacles.",
    "Nous vous présentons des échantillons de bois et de finitions pour que vous choisissiez en voyant et en touchant la matière.",
    "Le dessin final est validé avec vous avant la commande des matériaux : rien ne part en fabrication sans votre accord.",
  ],
  materiaux: [
    "Le chêne reste l'essence préférée de nos clients pour sa robustesse, son veinage marqué et sa belle patine avec le temps.",
    "Le noyer apporte une teinte profonde et chaleureuse, idéale pour des façades élégantes ou des pièces de caractère.",
    "Le frêne, clair et nerveux, donne une allure contemporaine et lumineuse aux intérieurs.",
    "Les panneaux plaqués de bois véritable permettent de grandes surfaces stables tout en gardant l'aspect du bois massif.",
    "Une finition à l'huile met en valeur le veinage et se reprend localement, tandis qu'un vernis protège davantage les surfaces très sollicitées.",
    "Les laques mates ou satinées se marient très bien avec des détails en bois pour un intérieur à la fois sobre et chaleureux.",
    "La quincaillerie de qualité, charnières, coulisses et amortisseurs, fait la différence sur la durée autant que le bois lui-même.",
    "Nous vous conseillons sur le choix des matériaux en fonction de l'usage, de l'exposition à la lumière et de votre budget.",
    "Le mélange des matières, bois et métal, bois et pierre ou bois et verre, permet de créer des ambiances très différentes.",
  ],
  atelier: [
    "Toutes les pièces sont fabriquées dans notre atelier de {atelier}, où nous maîtrisons chaque étape, du débit du bois à la finition.",
    "La fabrication en atelier garantit une précision difficile à obtenir sur un chantier, avec des assemblages soignés et des chants parfaitement réguliers.",
    "Nos artisans combinent les gestes traditionnels de la menuiserie et des machines précises pour un résultat durable.",
    "Chaque élément est monté à blanc à l'atelier, ce qui permet de vérifier les ajustements avant la livraison.",
    "Les finitions sont appliquées dans de bonnes conditions, à l'abri de la poussière, pour un rendu uniforme.",
    "Le fait de tout fabriquer nous-mêmes nous permet de répondre aux demandes particulières qu'un fabricant industriel refuserait.",
    "Depuis {annee}, l'atelier a accompagné {projets} projets, et chacun a enrichi notre façon de travailler.",
    "Notre équipe de {equipe} artisans suit votre projet du premier croquis jusqu'à la pose.",
  ],
  pose: [
    "La pose est réalisée par les artisans qui ont fabriqué vos meubles : ils connaissent chaque pièce et chaque ajustement.",
    "Nous protégeons vos sols et vos murs avant d'intervenir, et nous laissons les lieux propres à notre départ.",
    "Les derniers réglages se font sur place : alignement des façades, réglage des portes, vérification de chaque tiroir.",
    "Une pose soignée tient compte des murs réels, rarement parfaitement droits, grâce à des ajustements invisibles.",
    "Nous coordonnons notre intervention avec les autres corps de métier, électricien ou plombier, pour éviter les allers-retours.",
    "À la fin de la pose, nous faisons le tour du projet avec vous et vous expliquons l'entretien des finitions.",
    "Le calendrier d'intervention est fixé avec vous à l'avance, pour que vous sachiez quand l'équipe sera chez vous.",
  ],
  entretien: [
    "Un meuble en bois massif bien entretenu traverse les années et gagne même en caractère avec le temps.",
    "Pour une finition huilée, un dépoussiérage régulier et une nouvelle couche d'huile de temps en temps suffisent à garder un bel aspect.",
    "Évitez les produits ménagers agressifs : un chiffon légèrement humide et un savon doux conviennent à la plupart des finitions.",
    "Les rayures superficielles d'un bois massif se reprennent par un léger ponçage, ce qui est impossible sur un décor imprimé.",
    "Les charnières et les coulisses se règlent facilement si une porte ou un tiroir se décale avec le temps.",
    "Nous restons disponibles après la pose pour tout réglage ou conseil d'entretien.",
    "Le bois réagit à l'humidité de l'air : une pièce aérée et sans excès d'humidité le préserve durablement.",
  ],
  budget: [
    "Le budget d'un projet sur mesure dépend des dimensions, de l'essence choisie, des finitions et de la quincaillerie : aucun prix sérieux ne se donne sans visite.",
    "Le devis détaille chaque poste, de la fabrication à la pose, pour que vous sachiez précisément ce que vous financez.",
    "Les délais de fabrication dépendent de la complexité du projet et de notre planning : nous vous les confirmons au moment du devis.",
    "À budget égal, nous vous aidons à arbitrer entre les options, par exemple un bois massif sur les façades et des panneaux plaqués à l'intérieur.",
    "Demandez toujours ce qui est compris dans un prix : la livraison, la pose, les finitions et l'évacuation des déchets font parfois la différence.",
    "Les chiffres de cet article restent à vérifier avec nous : chaque maison est différente et chaque projet mérite son propre chiffrage.",
    "Un premier échange permet souvent de situer une fourchette réaliste avant d'aller plus loin dans le dessin.",
  ],
  local: [
    "Installés à {atelier} depuis {annee}, nous intervenons à {ville} et dans toute la {region}.",
    "Travailler avec un atelier local, c'est avoir un interlocuteur proche, qui se déplace facilement pour les mesures comme pour le service après-pose.",
    "Nous connaissons les maisons de la région, des échoppes bordelaises aux maisons du Bassin d'Arcachon, et leurs particularités.",
    "La proximité limite les transports et permet de suivre votre chantier de près.",
    "Nos clients de {ville} et des environs nous recommandent souvent à leurs proches : c'est notre plus belle carte de visite.",
    "Vous pouvez venir voir nos essences de bois et échanger avec l'équipe directement à l'atelier, sur rendez-vous.",
    "Notre devise, « rendre le haut de gamme accessible à tous », guide chacun de nos projets en Gironde.",
  ],
  technique: [
    "Les assemblages traditionnels, tenons et mortaises, queues d'aronde ou lamelles, assurent une solidité que les simples vis n'offrent pas.",
    "Le bois est un matériau vivant : nous tenons compte de son retrait et de son gonflement selon l'humidité pour éviter les fentes et les déformations.",
    "Le choix du débit, sur quartier ou sur dosse, influence à la fois l'aspect du veinage et la stabilité de la pièce.",
    "Les caissons sont dimensionnés pour supporter la charge prévue, avec des épaisseurs et des renforts adaptés à chaque usage.",
    "Les coulisses à sortie totale et les amortisseurs de fermeture sont choisis pour leur résistance à un usage intensif, jour après jour.",
    "La fixation au mur se fait selon la nature du support, brique, parpaing, pierre ou cloison, avec des chevilles adaptées.",
    "Nous prévoyons des jeux de dilatation invisibles pour que le bois puisse travailler sans contrainte.",
    "Les tolérances de fabrication sont vérifiées à chaque étape pour garantir des façades alignées et des jeux réguliers.",
  ],
  durable: [
    "Nous privilégions des bois issus de forêts gérées durablement, certifiés PEFC ou FSC.",
    "Un meuble sur mesure, conçu pour durer et réparable, est une démarche plus responsable qu'un mobilier vite remplacé.",
    "Nous optimisons le débit du bois pour limiter les chutes, et les chutes restantes trouvent souvent une seconde vie.",
    "Les finitions à faible émission de composés organiques volatils préservent la qualité de l'air de votre intérieur.",
    "La proximité de l'atelier réduit les transports et l'empreinte de votre projet.",
    "Un bois massif peut être restauré, modifié ou réemployé bien des années après sa fabrication.",
  ],
  avantages: [
    "Le sur-mesure exploite chaque centimètre disponible, là où un meuble standard laisse des vides inutiles.",
    "Vous choisissez l'essence, la finition, les poignées et l'organisation intérieure : le résultat vous ressemble vraiment.",
    "Un interlocuteur unique, de la conception à la pose, simplifie votre projet et évite les malentendus.",
    "La qualité de fabrication d'un atelier artisanal se voit dans les détails : chants, assemblages, alignements.",
    "Un meuble sur mesure s'intègre parfaitement à l'architecture de votre maison et valorise votre bien.",
    "Nous vous conseillons honnêtement, y compris quand une solution plus simple répond mieux à votre besoin.",
    "Vous bénéficiez d'un suivi après la pose, avec des réglages et des conseils d'entretien.",
  ],
  recit: [
    "Prenons l'exemple d'un projet type, comme ceux que nous menons régulièrement, pour voir comment les choses se passent concrètement.",
    "Tout commence souvent par un appel : une famille souhaite {un} qui tienne enfin compte de la forme réelle de sa maison.",
    "Lors de la première visite, nous découvrons la pièce, ses contraintes et les habitudes de la maison.",
    "Quelques jours plus tard, un premier dessin est présenté : on déplace une niche, on ajoute un tiroir, on change d'essence.",
    "Vient alors le moment de choisir les matières, échantillons en main, à la lumière de la pièce.",
    "À l'atelier, le bois est débité, usiné, assemblé puis fini, pièce après pièce.",
    "Le jour de la pose, l'équipe arrive avec des éléments prêts à être installés et ajustés.",
    "Quand les derniers réglages sont faits, {le} prend enfin sa place dans la maison, et la pièce change de visage.",
    "Ce récit est un exemple : votre propre projet aura son histoire, que nous serions heureux d'écrire avec vous.",
  ],
};

/** Sentences that carry a keyword (written as given by the admin). */
export const keywordPhrases = [
  "Parmi les sujets qui comptent, « {kw} » mérite une attention particulière : c'est souvent là que se joue la différence entre un meuble standard et un projet pensé pour vous.",
  "Vous nous interrogez souvent au sujet de « {kw} » ; nous répondons toujours au cas par cas, après avoir vu les lieux.",
  "Nous abordons la question « {kw} » dès le premier rendez-vous, car elle influence tout le reste du projet.",
  "Au sujet de « {kw} », notre conseil est simple : partez de votre usage réel plutôt que des tendances du moment.",
  "Pensez à évoquer « {kw} » lors de notre visite : nous l'intégrerons au dessin et au devis.",
  "« {kw} » : c'est un point que nous vérifions avec vous, plan à l'appui.",
];

/** Short definitions for the 'éducatif' style. */
export const glossary: [string, string][] = [
  ["Bois massif", "bois d'une seule pièce dans son épaisseur, réparable et durable."],
  ["Panneau plaqué", "panneau stable recouvert d'une fine feuille de bois véritable."],
  ["Chant", "tranche visible d'un panneau ou d'une tablette."],
  ["Tenon et mortaise", "assemblage traditionnel où une partie saillante s'emboîte dans une cavité."],
  ["Façade", "partie visible d'un meuble : portes et faces de tiroirs."],
  ["Caisson", "structure d'un meuble, sur laquelle se fixent les façades."],
  ["Sortie totale", "coulisse qui permet d'ouvrir un tiroir sur toute sa profondeur."],
  ["Huile dure", "finition qui pénètre le bois et le protège en gardant un toucher naturel."],
];
