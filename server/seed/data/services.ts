import type { SeedService } from "./types.ts";

export const services: SeedService[] = [
  {
    slug: "cuisines",
    title: "Cuisines sur mesure",
    shortDescription:
      "Des cuisines dessinées pour votre pièce et votre façon de cuisiner, fabriquées dans notre atelier de Saucats et posées par nos menuisiers.",
    fullDescription: `Une cuisine sur mesure part de votre pièce telle qu'elle est : des murs rarement d'équerre, des arrivées d'eau déjà en place, la lumière du matin, la place qu'il vous faut pour cuisiner à deux. Nous concevons chaque cuisine à partir d'un relevé précis réalisé chez vous, puis nous la fabriquons entièrement dans notre atelier de Saucats.

## Une conception pensée pour l'usage

Avant de parler de finitions, nous parlons de vos habitudes : qui cuisine, à quelle fréquence, ce que vous rangez et où vous aimeriez le trouver. Ces échanges orientent l'implantation (linéaire, en L, en U, avec îlot ou péninsule), la hauteur des plans de travail, la profondeur des tiroirs et l'emplacement de l'électroménager. Lorsque le projet le demande, nous vous remettons des plans en 3D pour visualiser les volumes avant de valider.

## Des matériaux choisis avec vous

- Façades en bois massif (chêne, frêne, noyer), en placage bois ou laquées
- Caissons robustes, chants collés et quincaillerie à fermeture amortie
- Plans de travail en bois massif, quartz, céramique ou stratifié selon l'usage et le budget
- Bois issus de forêts gérées durablement, certifiés PEFC ou FSC

Nous vous présentons des échantillons à l'atelier ou chez vous, pour juger des teintes à la lumière réelle de la pièce.

## Fabrication et pose par la même équipe

Les meubles sont usinés, assemblés et finis à l'atelier, puis posés par les menuisiers qui les ont fabriqués. Nous coordonnons les raccordements avec votre plombier et votre électricien, ou avec des artisans partenaires si vous le souhaitez. Comptez en général 2 à 3 semaines de réalisation une fois le projet validé ; la pose sur site ne dure ensuite que quelques jours.

## Après la pose

Quelques semaines après l'installation, nous pouvons repasser pour ajuster les portes et les tiroirs qui ont travaillé. Notre main d'œuvre est garantie 2 ans, et nous restons joignables pour tout conseil d'entretien, en particulier si vous avez choisi un plan de travail en bois.`,
    image: "service-cuisines",
    icon: "ChefHat",
    features: [
      "Relevé de mesures à domicile et étude de l'implantation",
      "Plans 3D pour visualiser le projet avant validation",
      "Façades en bois massif, placage ou laque",
      "Plans de travail bois, quartz, céramique ou stratifié",
      "Intégration de l'électroménager neuf ou existant",
      "Coordination avec le plombier et l'électricien",
      "Pose complète par nos menuisiers",
    ],
    faq: [
      {
        question: "Pouvez-vous intégrer mon électroménager actuel ?",
        answer:
          "Oui, si vos appareils sont encastrables et en bon état. Nous relevons les cotes et les notices de chaque appareil lors de la prise de mesures, afin de dimensionner les niches et les ventilations. Si vous prévoyez de les remplacer dans les prochaines années, nous pouvons prévoir des niches aux dimensions standard.",
      },
      {
        question: "Quel plan de travail choisir ?",
        answer:
          "Tout dépend de votre usage. Le bois massif est chaleureux et se rénove, mais demande un entretien régulier à l'huile. Le quartz résiste bien aux taches, la céramique supporte très bien la chaleur, et le stratifié reste la solution la plus économique. Nous vous montrons des échantillons de chaque matériau lors de la conception.",
      },
      {
        question: "Combien de temps faut-il pour réaliser une cuisine ?",
        answer:
          "Comptez en général 2 à 3 semaines de réalisation une fois le projet validé et la commande passée. La pose sur site dure ensuite quelques jours, selon la taille de la cuisine et les raccordements à prévoir.",
      },
      {
        question: "Vous occupez-vous de la plomberie et de l'électricité ?",
        answer:
          "Nous ne réalisons pas nous-mêmes ces travaux, mais nous les coordonnons : soit avec vos artisans, soit avec des plombiers et électriciens avec qui nous travaillons régulièrement. Nous leur transmettons les plans avec l'emplacement précis des arrivées et des prises.",
      },
    ],
    metaTitle: "Cuisine sur mesure en Gironde | Atelier Lartigue",
    metaDescription:
      "Cuisines sur mesure fabriquées à Saucats : conception avec plans 3D, bois certifiés PEFC ou FSC, pose complète à Bordeaux et sur le Bassin d'Arcachon.",
  },
  {
    slug: "cave-a-vin",
    title: "Caves à vin",
    shortDescription:
      "Des caves et des espaces de rangement pour le vin, conçus pour la conservation de vos bouteilles comme pour leur présentation.",
    fullDescription: `En Gironde, la cave n'est pas qu'un lieu de stockage : c'est souvent l'endroit où l'on garde les bouteilles qui comptent. Nous concevons des caves à vin sur mesure, dans une pièce enterrée, sous un escalier, dans un cellier ou derrière une paroi vitrée au cœur du séjour.

## Partir des conditions de conservation

Un vin se garde bien à l'abri de la lumière, des vibrations et des écarts de température, avec une hygrométrie suffisante. Lors de la première visite, nous regardons la pièce avec vous : exposition, isolation, ventilation, humidité des murs. Si une climatisation de cave est nécessaire, nous prévoyons son emplacement dès la conception et nous travaillons avec un frigoriste partenaire pour son installation.

## Des rangements adaptés à votre collection

- Casiers bouteille par bouteille, en losange ou en alvéoles pour le stockage en vrac
- Emplacements pour caisses bois et cartons d'origine
- Présentoirs inclinés pour mettre en valeur les étiquettes
- Formats spécifiques pour magnums et grands contenants
- Plan de dégustation, tiroirs à accessoires, éclairage LED à faible dégagement de chaleur

Nous calculons la capacité sur plan avec vous, en tenant compte de l'évolution prévisible de votre collection.

## Des bois choisis pour durer

Nous privilégions des essences stables et sans odeur marquée, avec des finitions naturelles compatibles avec une ambiance humide. Tous nos bois sont certifiés PEFC ou FSC. Pour une cave vitrée dans une pièce de vie, nous concevons aussi les menuiseries isolantes qui séparent l'espace de conservation du séjour.

## Un chantier plus long, mais maîtrisé

Une cave à vin fait partie de nos travaux les plus complexes : comptez généralement 3 à 4 semaines de réalisation après validation du projet, selon la taille de la cave et les équipements à intégrer. La pose est assurée par nos menuisiers, qui coordonnent les interventions des autres corps de métier. Des plans 3D vous sont proposés pour valider l'ambiance et la disposition avant fabrication.`,
    image: "service-cave-a-vin",
    icon: "Wine",
    features: [
      "Étude de la pièce : température, humidité, ventilation",
      "Casiers individuels, alvéoles et rangements pour caisses",
      "Présentoirs inclinés et emplacements pour grands formats",
      "Caves vitrées intégrées au séjour",
      "Éclairage LED à faible dégagement de chaleur",
      "Coordination avec un frigoriste pour la climatisation de cave",
    ],
    faq: [
      {
        question: "Faut-il obligatoirement une climatisation de cave ?",
        answer:
          "Non. Une pièce enterrée ou bien isolée peut offrir naturellement des conditions satisfaisantes. Dans une pièce de vie, un garage ou une cave vitrée, une climatisation de cave est en revanche souvent nécessaire. Nous évaluons ce point lors de la première visite et, si besoin, nous faisons intervenir un frigoriste partenaire.",
      },
      {
        question: "Quel bois utilisez-vous pour une cave à vin ?",
        answer:
          "Nous utilisons des essences stables et sans odeur marquée, avec des finitions naturelles adaptées à une atmosphère humide. Le choix se fait avec vous selon l'ambiance recherchée et les conditions de la pièce. Tous nos bois sont certifiés PEFC ou FSC.",
      },
      {
        question: "Combien de bouteilles peut contenir ma cave ?",
        answer:
          "La capacité dépend des dimensions de la pièce et du type de rangement choisi : les alvéoles de stockage en vrac sont plus denses que les casiers individuels ou les présentoirs. Nous établissons la capacité exacte sur plan lors de la conception.",
      },
      {
        question: "Quel est le délai pour une cave à vin ?",
        answer:
          "Il s'agit d'un ouvrage complexe : comptez en général 3 à 4 semaines de réalisation après validation du projet, auxquelles peut s'ajouter le délai d'installation d'une éventuelle climatisation de cave.",
      },
    ],
    metaTitle: "Cave à vin sur mesure en Gironde | Atelier Lartigue",
    metaDescription:
      "Caves à vin sur mesure près de Bordeaux : casiers, présentoirs, caves vitrées. Étude de la pièce, bois certifiés PEFC ou FSC, pose par nos menuisiers.",
  },
  {
    slug: "amenagements-interieurs",
    title: "Aménagements intérieurs",
    shortDescription:
      "Dressings, bibliothèques, placards et portes intérieures conçus au centimètre près pour tirer parti de chaque recoin de votre intérieur.",
    fullDescription: `Un rangement bien conçu se fait oublier : il occupe exactement la place disponible, s'ouvre sans effort et contient ce dont vous avez besoin. C'est ce que nous recherchons dans chaque aménagement intérieur, qu'il s'agisse d'un dressing, d'une bibliothèque, d'un placard ou d'un ensemble de portes.

## Ce que nous réalisons

- **Dressings** : en niche, en enfilade, en îlot ou sous pente, avec ou sans portes
- **Bibliothèques** : toute hauteur, autour d'une ouverture, avec échelle ou banquette intégrée
- **Placards et rangements** : entrées, sous-escaliers, buanderies, combles
- **Portes intérieures** : battantes, coulissantes, à galandage ou affleurantes
- **Meubles intégrés** : meubles TV, bureaux, banquettes, têtes de lit

## Un aménagement construit autour de vos affaires

Pour un dressing, nous commençons par un inventaire simple : longueur de penderie pour les vêtements longs et courts, nombre de paires de chaussures, tiroirs pour le linge, place pour les valises. Pour une bibliothèque, nous parlons formats de livres, objets à exposer, éclairage. Ces informations déterminent les hauteurs de tablettes et la répartition intérieure, que nous vous présentons sur plan, en 3D si nécessaire.

## Des espaces difficiles bien exploités

Les sous-pentes, les murs biais des maisons anciennes ou les recoins d'un escalier sont souvent là où le sur-mesure apporte le plus. Nos menuisiers relèvent les cotes réelles, y compris les faux aplombs, et ajustent les ouvrages sur site pour une finition sans jour.

## Matériaux et délais

Nous travaillons le bois massif et les panneaux plaqués de chêne, de noyer ou de frêne, ainsi que des panneaux laqués pour les façades. Tous nos bois sont certifiés PEFC ou FSC. Pour un dressing, comptez en général 1 à 2 semaines de réalisation après validation ; les projets plus importants, comme une bibliothèque toute hauteur, sont planifiés avec vous dès le devis. La pose est entièrement assurée par notre équipe.`,
    image: "service-amenagements-interieurs",
    icon: "Sofa",
    features: [
      "Dressings en niche, en enfilade, en îlot ou sous pente",
      "Bibliothèques toute hauteur et autour des ouvertures",
      "Placards d'entrée, de buanderie et sous-escaliers",
      "Portes intérieures battantes, coulissantes ou à galandage",
      "Meubles TV, bureaux et banquettes intégrés",
      "Éclairage LED intégré aux tablettes et penderies",
      "Ajustement sur site aux murs et plafonds irréguliers",
    ],
    faq: [
      {
        question: "Pouvez-vous aménager des combles ou un sous-pente ?",
        answer:
          "Oui, c'est même l'un des cas où le sur-mesure se justifie le plus. Nous relevons précisément l'inclinaison de la toiture et la hauteur utile, puis nous répartissons penderies, tiroirs et étagères pour que chaque partie de la pente soit exploitée.",
      },
      {
        question: "Quelles portes choisir pour un dressing ?",
        answer:
          "Les portes battantes donnent accès à tout le dressing d'un coup, mais demandent de la place devant. Les portes coulissantes conviennent aux passages étroits. Un dressing ouvert, sans portes, est aussi possible dans une pièce dédiée. Nous vous conseillons selon la circulation dans la pièce.",
      },
      {
        question: "Pouvez-vous remplacer des portes intérieures en conservant les huisseries ?",
        answer:
          "C'est souvent possible si les huisseries sont saines et d'aplomb. Nous les contrôlons lors de la prise de mesures. Dans le cas contraire, nous vous proposons un bloc-porte complet, ajusté à l'ouverture existante.",
      },
      {
        question: "Quel est le délai pour un dressing ?",
        answer:
          "Comptez en général 1 à 2 semaines de réalisation une fois le projet validé. La pose sur site prend ensuite un à deux jours pour un dressing courant.",
      },
    ],
    metaTitle: "Dressing, bibliothèque et placard sur mesure | Lartigue",
    metaDescription:
      "Dressings, bibliothèques, placards et portes intérieures sur mesure en Gironde. Conception avec plans 3D, fabrication à Saucats, pose par nos menuisiers.",
  },
  {
    slug: "amenagements-exterieurs",
    title: "Aménagements extérieurs",
    shortDescription:
      "Pergolas, terrasses et portes d'entrée en bois, conçues pour durer face au climat girondin et aux embruns du Bassin d'Arcachon.",
    fullDescription: `Le bois a toute sa place à l'extérieur, à condition d'être bien choisi, bien assemblé et bien entretenu. Nous réalisons des pergolas, des terrasses et des portes d'entrée adaptées au climat de la Gironde, de l'arrière-pays bordelais jusqu'au littoral.

## Pergolas

Adossée à la façade ou autoportante, une pergola prolonge la maison et structure le jardin. Nous la dimensionnons selon l'orientation, l'ombre recherchée et l'usage : coin repas, salon d'extérieur, abri de spa. La couverture peut être ajourée, en ventelles fixes, en toile ou recevoir une plante grimpante. Selon la surface et les règles de votre commune, une déclaration préalable de travaux peut être nécessaire : nous vous fournissons les plans et les cotes utiles au dossier.

## Terrasses

Sur plots, sur lambourdes ou sur pilotis pour rattraper un terrain en pente, nous posons des terrasses en essences adaptées à l'extérieur. Nous soignons ce qui ne se voit pas : ventilation sous le platelage, espacement des lames, fixations inox, évacuation de l'eau.

## Portes d'entrée

Une porte d'entrée en bois massif doit rester belle et étanche pendant des années. Nous la fabriquons à vos dimensions, avec le dessin, le vitrage et la serrurerie de votre choix, en veillant à l'isolation et à l'étanchéité à l'air. Notre qualification RGE est une condition pour accéder à certaines aides à la rénovation énergétique ; les travaux éligibles et les conditions évoluent, nous vous indiquons lors du devis ce qui peut s'appliquer à votre projet.

## Matériaux et entretien

- Essences adaptées à l'extérieur : douglas, mélèze, chêne, selon l'ouvrage
- Bois certifiés PEFC ou FSC
- Quincaillerie et visserie inox, recommandée près du littoral
- Finitions au saturateur ou laissées au grisaillement naturel, selon votre préférence

Nous vous expliquons à la livraison comment entretenir l'ouvrage ; la fréquence dépend surtout de son exposition au soleil et à la pluie. La pose est réalisée par nos menuisiers, fondations légères comprises lorsque le projet le permet.`,
    image: "service-amenagements-exterieurs",
    icon: "Trees",
    features: [
      "Pergolas adossées ou autoportantes",
      "Terrasses sur plots, lambourdes ou pilotis",
      "Portes d'entrée en bois massif sur mesure",
      "Entreprise qualifiée RGE",
      "Visserie et quincaillerie inox pour le littoral",
      "Plans et cotes fournis pour vos démarches en mairie",
    ],
    faq: [
      {
        question: "Faut-il une autorisation pour construire une pergola ?",
        answer:
          "Cela dépend de la surface, de la présence d'une couverture et des règles d'urbanisme de votre commune. Une déclaration préalable de travaux est souvent demandée. Nous vous conseillons de vous renseigner en mairie ; nous vous fournissons les plans et les cotes nécessaires au dossier.",
      },
      {
        question: "Comment entretenir une terrasse ou une pergola en bois ?",
        answer:
          "Un nettoyage annuel suffit si vous acceptez le grisaillement naturel du bois. Pour conserver sa teinte d'origine, il faut appliquer un saturateur à intervalles réguliers, plus ou moins rapprochés selon l'exposition. Nous vous remettons des consignes adaptées à l'essence choisie.",
      },
      {
        question: "Le bois résiste-t-il à l'air salin du Bassin d'Arcachon ?",
        answer:
          "Oui, à condition de choisir une essence adaptée et une quincaillerie en inox, qui ne tache pas le bois et ne rouille pas. Nous intervenons régulièrement entre Arcachon, La Teste-de-Buch et le Cap Ferret et nous tenons compte de cette exposition dès la conception.",
      },
    ],
    metaTitle: "Pergola, terrasse et porte d'entrée bois | Lartigue",
    metaDescription:
      "Pergolas, terrasses et portes d'entrée en bois sur mesure en Gironde et sur le Bassin d'Arcachon. Entreprise RGE, bois certifiés PEFC ou FSC.",
  },
  {
    slug: "salle-de-bain",
    title: "Salles de bain",
    shortDescription:
      "Meubles vasque, colonnes et habillages en bois conçus pour une pièce humide, avec des essences et des finitions choisies pour durer.",
    fullDescription: `Le bois apporte à la salle de bain une chaleur que peu de matériaux offrent. Il demande en contrepartie une conception rigoureuse : choix de l'essence, protection des chants, ventilation des meubles, finition adaptée. C'est sur ces points que notre savoir-faire fait la différence.

## Ce que nous réalisons

- Meubles sous vasque suspendus ou posés, simple ou double vasque
- Colonnes de rangement et armoires de toilette
- Habillages de baignoire et tablettes de douche
- Niches, étagères et placards intégrés, y compris sous pente
- Meubles de buanderie et rangements pour le linge

## Conçu pour l'humidité

Nous sélectionnons des essences stables et des panneaux adaptés aux pièces humides, et nous protégeons chaque face, y compris celles qui ne se voient pas. Les finitions (vernis, huiles ou cires adaptées) sont choisies selon l'exposition aux projections d'eau. Nous laissons un espace de ventilation derrière les meubles et nous prévoyons les passages de siphons et d'évacuations dès le plan, pour éviter les découpes de dernière minute.

## Votre plan de vasque, votre robinetterie

Vous avez déjà choisi une vasque, un plan en céramique ou une robinetterie ? Nous concevons le meuble autour. Nous pouvons aussi vous proposer des plans en bois massif, en quartz ou en céramique, et vous orienter vers des fournisseurs pour les sanitaires. Nous relevons les cotes des arrivées d'eau existantes et, si elles doivent être déplacées, nous coordonnons l'intervention avec votre plombier.

## Un chantier court et propre

Une salle de bain est une pièce que l'on ne peut pas immobiliser longtemps. Les meubles sont entièrement fabriqués et finis à l'atelier, de sorte que la pose sur site se limite généralement à une ou deux journées. Nos bois sont certifiés PEFC ou FSC, et nous vous remettons à la livraison des conseils d'entretien simples pour préserver la finition. Le devis est gratuit et sans engagement, avec des plans 3D si vous souhaitez visualiser l'ensemble.`,
    image: "service-salle-de-bain",
    icon: "Bath",
    features: [
      "Meubles vasque suspendus ou posés",
      "Colonnes, armoires de toilette et niches intégrées",
      "Habillages de baignoire et tablettes de douche",
      "Essences et finitions adaptées aux pièces humides",
      "Intégration de votre vasque et de votre robinetterie",
      "Pose rapide, meubles finis en atelier",
    ],
    faq: [
      {
        question: "Le bois résiste-t-il vraiment à l'humidité d'une salle de bain ?",
        answer:
          "Oui, s'il est bien choisi et bien protégé. Nous utilisons des essences stables et des panneaux adaptés, nous protégeons toutes les faces et nous prévoyons une ventilation derrière les meubles. Une pièce correctement aérée reste cependant indispensable.",
      },
      {
        question: "Pouvez-vous intégrer une vasque que j'ai déjà achetée ?",
        answer:
          "Bien sûr. Transmettez-nous la fiche technique de la vasque et de la robinetterie, ou apportez-les lors de la prise de mesures : nous concevons le meuble et les découpes en fonction de leurs dimensions exactes.",
      },
      {
        question: "Comment entretenir un meuble de salle de bain en bois ?",
        answer:
          "Essuyez les projections d'eau stagnante, nettoyez avec un chiffon humide et un savon doux, et évitez les produits abrasifs ou chlorés. Pour une finition huilée, un léger entretien à l'huile est à prévoir de temps en temps ; nous vous indiquons le produit adapté.",
      },
    ],
    metaTitle: "Meuble de salle de bain en bois sur mesure | Lartigue",
    metaDescription:
      "Meubles vasque, colonnes et habillages en bois sur mesure pour votre salle de bain en Gironde. Essences adaptées à l'humidité, pose par nos menuisiers.",
  },
  {
    slug: "escaliers",
    title: "Escaliers",
    shortDescription:
      "Escaliers droits, tournants ou suspendus, dessinés pour votre trémie et fabriqués dans notre atelier, garde-corps compris.",
    fullDescription: `Un escalier se voit depuis presque toutes les pièces et s'emprunte chaque jour : il doit être à la fois confortable, sûr et beau. Nous concevons des escaliers en bois sur mesure pour la construction neuve comme pour la rénovation.

## Les formes que nous réalisons

- Escaliers droits, quart tournant ou demi-tournant
- Escaliers à limon central, à crémaillère ou à marches suspendues
- Escaliers avec rangements intégrés dans les contremarches ou sous la volée
- Habillage d'escaliers béton existants
- Garde-corps et mains courantes en bois, ou associés au métal et au verre avec des partenaires

## Un escalier qui se monte facilement

Le confort d'un escalier tient à quelques cotes : la hauteur des marches, leur profondeur (le giron), l'échappée au-dessus de la tête et la largeur de passage. Nous les calculons à partir du relevé précis de votre trémie et de la hauteur entre planchers, en appliquant les règles de l'art comme la relation de Blondel, qui équilibre hauteur et giron des marches. Lorsque la place manque, nous cherchons le meilleur compromis avec vous plutôt qu'un escalier raide.

## Des essences choisies pour l'usage

Le chêne reste l'essence la plus demandée pour sa dureté et son veinage. Le hêtre, le frêne ou le noyer sont aussi possibles selon le style recherché. Nos bois sont certifiés PEFC ou FSC. Les finitions (vernis, huile, teinte) sont choisies pour résister au passage, et nous pouvons prévoir des marches antidérapantes ou une finition plus mate pour limiter les traces.

## Fabrication et pose

L'escalier est entièrement fabriqué et pré-monté à l'atelier, puis posé par nos menuisiers, généralement en une à deux journées pour un escalier courant. En rénovation, nous organisons la dépose de l'ancien escalier pour réduire le temps pendant lequel l'étage est inaccessible. Des plans 3D vous sont proposés pour valider la forme et le garde-corps. Les escaliers font partie des ouvrages couverts par notre assurance décennale.`,
    image: "service-escaliers",
    icon: "Footprints",
    features: [
      "Escaliers droits, quart tournant et demi-tournant",
      "Limon central, crémaillère ou marches suspendues",
      "Rangements intégrés sous la volée",
      "Habillage d'escalier béton",
      "Garde-corps bois, métal ou verre",
      "Calcul des marches pour un confort de montée optimal",
      "Fabrication et pré-montage en atelier",
    ],
    faq: [
      {
        question: "Pouvez-vous habiller un escalier en béton existant ?",
        answer:
          "Oui. Nous posons des marches et contremarches en bois massif sur la structure béton, en rattrapant les irrégularités. C'est une solution courante en rénovation qui change totalement l'aspect de l'escalier sans gros œuvre.",
      },
      {
        question: "Combien de temps l'étage reste-t-il inaccessible pendant la pose ?",
        answer:
          "L'escalier arrivant pré-monté de l'atelier, la pose d'un escalier courant prend généralement une à deux journées. Nous organisons la dépose de l'ancien escalier au plus près de la pose du nouveau et nous vous indiquons à l'avance la durée prévue.",
      },
      {
        question: "Un escalier en bois grince-t-il avec le temps ?",
        answer:
          "Un escalier bien conçu et bien assemblé ne devrait pas grincer. Nous utilisons des bois séchés, des assemblages précis et des fixations adaptées. Le bois peut toutefois bouger légèrement avec les variations d'humidité : si un réglage est nécessaire, nous intervenons dans le cadre de notre garantie.",
      },
      {
        question: "Quelle essence choisir pour un escalier ?",
        answer:
          "Le chêne est le choix le plus courant pour sa dureté et sa longévité. Le frêne offre un aspect plus clair, le noyer une teinte plus chaude. Nous vous présentons des échantillons et vous conseillons selon le passage et le style de votre intérieur.",
      },
    ],
    metaTitle: "Escalier bois sur mesure en Gironde | Atelier Lartigue",
    metaDescription:
      "Escaliers en bois sur mesure : droits, tournants, suspendus, habillage béton. Conception sur relevé, fabrication à Saucats, pose en Gironde.",
  },
  {
    slug: "acoustique",
    title: "Panneaux acoustiques",
    shortDescription:
      "Panneaux et habillages acoustiques en bois pour réduire la résonance des séjours, bureaux et restaurants, sans renoncer à l'esthétique.",
    fullDescription: `Les grandes pièces ouvertes, les plafonds hauts et les surfaces dures (carrelage, béton, baies vitrées) ont un point commun : le son y rebondit. Les conversations deviennent fatigantes, les bruits de cuisine envahissent le séjour. Nos panneaux acoustiques en bois corrigent ce phénomène tout en habillant vos murs et plafonds.

## Correction acoustique et isolation : deux choses différentes

Il est utile de distinguer deux besoins :

- **La correction acoustique** réduit la réverbération à l'intérieur d'une pièce. C'est ce que font nos panneaux : ils absorbent une partie du son au lieu de le renvoyer.
- **L'isolation acoustique** empêche le bruit de passer d'une pièce à l'autre ou de l'extérieur vers l'intérieur. Elle relève d'autres travaux (cloisons, doublages, menuiseries).

Lors de la première visite, nous identifions avec vous ce qui vous gêne pour vous orienter vers la bonne solution.

## Nos solutions

- Panneaux à tasseaux de bois sur feutre acoustique, en pose murale ou au plafond
- Panneaux rainurés ou perforés en placage bois
- Claustras et séparations ajourées
- Intégration dans un meuble, une tête de lit ou un habillage de mur TV

## Une étude adaptée à la pièce

L'efficacité dépend du volume de la pièce, de ses matériaux et de la surface de panneaux posée. Nous ne promettons pas de chiffre sans avoir vu les lieux : nous observons la pièce, son usage, et nous déterminons avec vous l'emplacement et la surface de panneaux pertinents. Pour les locaux professionnels (bureaux, salles de réunion, restaurants), nous sélectionnons des produits dont le classement de réaction au feu est documenté, afin de répondre aux exigences qui s'appliquent à votre établissement.

## Fabrication et pose

Les panneaux sont fabriqués ou préparés à l'atelier avec des bois et placages certifiés PEFC ou FSC, dans l'essence et la teinte de votre choix. La pose est rapide et propre, généralement sans gros travaux, ce qui permet d'intervenir dans un logement occupé ou dans des locaux en activité.`,
    image: "service-acoustique",
    icon: "AudioLines",
    features: [
      "Panneaux à tasseaux bois sur feutre acoustique",
      "Panneaux rainurés ou perforés en placage bois",
      "Pose murale ou au plafond",
      "Claustras et séparations ajourées",
      "Solutions pour séjours, bureaux et restaurants",
      "Pose propre en logement occupé ou local en activité",
    ],
    faq: [
      {
        question: "Les panneaux acoustiques empêchent-ils d'entendre les voisins ?",
        answer:
          "Non, ils corrigent la résonance à l'intérieur de la pièce mais n'isolent pas des bruits venant de l'extérieur ou des logements voisins. Pour ce besoin, il faut envisager des travaux d'isolation (doublage, cloisons, menuiseries). Nous vous orientons lors de la visite.",
      },
      {
        question: "Quelle surface de panneaux faut-il prévoir ?",
        answer:
          "Cela dépend du volume de la pièce, des matériaux présents et de l'usage. Il n'y a pas de règle unique : nous évaluons la pièce lors de notre visite et vous proposons une surface et des emplacements adaptés, que vous pouvez visualiser sur plans 3D.",
      },
      {
        question: "Intervenez-vous dans les locaux professionnels ?",
        answer:
          "Oui, dans les bureaux, salles de réunion, cabinets et restaurants. Nous choisissons des produits dont le classement de réaction au feu est documenté et nous adaptons le planning pour limiter la gêne pendant vos heures d'ouverture.",
      },
    ],
    metaTitle: "Panneaux acoustiques bois sur mesure | Atelier Lartigue",
    metaDescription:
      "Panneaux acoustiques en bois pour séjours, bureaux et restaurants en Gironde : tasseaux sur feutre, panneaux perforés, étude de la pièce et pose.",
  },
];
