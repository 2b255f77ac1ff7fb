import type { SeedProject } from "./types.ts";

export const projects: SeedProject[] = [
  {
    slug: "cuisine-chene-quartz-leognan",
    title: "Cuisine en chêne massif et quartz",
    category: "cuisine",
    location: "Léognan",
    description:
      "Une cuisine ouverte avec îlot central pour une maison familiale de Léognan, en chêne massif huilé et plan de travail en quartz.",
    fullDescription: `Les propriétaires de cette maison des années 1980 souhaitaient ouvrir leur cuisine sur le séjour et créer un îlot où les enfants pourraient prendre leur petit-déjeuner et faire leurs devoirs.

## Le projet

Après la démolition de la cloison par leur maçon, nous avons relevé la pièce et proposé plusieurs implantations en 3D. Le choix s'est porté sur un linéaire de rangements toute hauteur le long du mur aveugle, intégrant le four, le réfrigérateur et un cellier, et sur un îlot de 2,60 m regroupant la plaque de cuisson et l'évier.

## Les choix techniques

- Façades en chêne massif PEFC, finition huile incolore pour garder la teinte naturelle du bois
- Plan de travail en quartz clair, résistant aux taches du quotidien
- Tiroirs de grande profondeur à la place des portes basses
- Côté séjour, l'îlot accueille des rangements pour la vaisselle de service et un débord pour quatre tabourets

## Le chantier

La fabrication a été réalisée à l'atelier de Saucats, puis la pose a été assurée par deux de nos menuisiers en quatre jours, en coordination avec le plombier et l'électricien des clients. Le plan en quartz a été mesuré sur les meubles posés, puis installé par notre partenaire marbrier.`,
    image: "projet-cuisine-chene-quartz-leognan",
    gallery: [
      "projet-cuisine-chene-quartz-leognan",
      "projet-cuisine-chene-quartz-leognan-2",
      "projet-cuisine-chene-quartz-leognan-3",
    ],
    details: {
      surface: "18 m²",
      duree: "3 semaines",
      materiau: "Chêne massif PEFC et plan en quartz",
      budget: "18 000 - 24 000 €",
    },
    specifications: [
      "Îlot central de 2,60 m avec plaque de cuisson et évier",
      "Colonnes toute hauteur avec four, réfrigérateur intégré et cellier",
      "Façades en chêne massif, finition huilée",
      "Plan de travail en quartz, 2 cm d'épaisseur",
      "Tiroirs à fermeture amortie",
    ],
    testimonial: {
      client: "Claire et Thomas B.",
      content:
        "Julien a pris le temps de comprendre comment nous vivions dans cette pièce avant de dessiner quoi que ce soit. La cuisine est exactement celle que nous avions vue en 3D, et la pose s'est faite sans mauvaise surprise.",
      rating: 5,
      workMonth: "2024-02",
    },
  },
  {
    slug: "cuisine-frene-bordeaux-cauderan",
    title: "Cuisine en frêne et façades laquées",
    category: "cuisine",
    location: "Bordeaux Caudéran",
    description:
      "Rénovation complète de la cuisine d'une échoppe bordelaise, entre façades laquées et éléments en frêne, dans une pièce étroite.",
    fullDescription: `Les échoppes bordelaises ont leur charme, mais aussi leurs contraintes : des pièces en longueur, des murs anciens et peu de lumière naturelle. Dans cette maison de Caudéran, la cuisine occupait une pièce de moins de 3 m de large donnant sur le jardin.

## Le projet

Nous avons proposé une implantation en deux linéaires face à face, en conservant un passage confortable entre les deux. Pour ne pas assombrir la pièce, les façades basses sont laquées dans un blanc cassé, tandis que les étagères ouvertes et le plan de travail sont en frêne massif, plus clair que le chêne.

## Les choix techniques

- Façades laquées mates, sans poignées apparentes, avec gorges usinées
- Étagères ouvertes et plan de travail en frêne massif FSC, finition vernis mat
- Colonne de rangement étroite pour exploiter un renfoncement du mur
- Éclairage LED sous les étagères

## Le chantier

Les murs de l'échoppe étant loin d'être droits, nos menuisiers ont ajusté les fileurs et les plinthes sur site pour éviter tout jour visible. La pose a duré trois jours et la cuisine a été raccordée par le plombier du client le lendemain.`,
    image: "projet-cuisine-frene-bordeaux-cauderan",
    gallery: [],
    details: {
      surface: "11 m²",
      duree: "3 semaines",
      materiau: "Frêne massif FSC et façades laquées",
      budget: "12 000 - 16 000 €",
    },
    specifications: [
      "Implantation en deux linéaires parallèles",
      "Façades laquées mates avec gorges usinées",
      "Plan de travail et étagères en frêne massif",
      "Colonne étroite dans un renfoncement",
      "Éclairage LED intégré sous les étagères",
    ],
    testimonial: {
      client: "Nathalie R.",
      content:
        "Notre cuisine était sombre et peu pratique. Elle est maintenant claire et chaque centimètre sert à quelque chose. Équipe ponctuelle, chantier laissé propre tous les soirs.",
      rating: 5,
      workMonth: "2023-11",
    },
  },
  {
    slug: "dressing-sous-combles-pessac",
    title: "Dressing sous combles",
    category: "dressing",
    location: "Pessac",
    description:
      "Un dressing aménagé sous la pente de toit d'une suite parentale, exploitant toute la hauteur disponible.",
    fullDescription: `Lors de l'aménagement de leurs combles en suite parentale, les propriétaires de cette maison de Pessac disposaient d'un long mur sous rampant, difficile à meubler avec du mobilier standard.

## Le projet

Nous avons relevé la pente de toiture et la hauteur utile sur toute la longueur, puis réparti les fonctions selon la hauteur disponible : penderies pour les vêtements longs là où le plafond est le plus haut, penderies doubles pour les vestes et chemises, tiroirs et casiers à chaussures sous la partie la plus basse.

## Les choix techniques

- Caissons en panneaux plaqués chêne PEFC, finition vernis mat
- Portes coulissantes pour ne pas empiéter sur la circulation autour du lit
- Façades biaises découpées à l'angle exact du rampant
- Éclairage LED à détection d'ouverture dans les penderies

## Le chantier

Les éléments ont été fabriqués à l'atelier en modules, pour pouvoir passer par l'escalier étroit qui dessert les combles. L'assemblage et l'ajustement des façades biaises ont été réalisés sur place en deux jours. Les étagères sont réglables sur crémaillère, pour que l'aménagement puisse évoluer avec les besoins de la famille.`,
    image: "projet-dressing-sous-combles-pessac",
    gallery: [
      "projet-dressing-sous-combles-pessac",
      "projet-dressing-sous-combles-pessac-2",
      "projet-dressing-sous-combles-pessac-3",
    ],
    details: {
      surface: "9 m²",
      duree: "2 semaines",
      materiau: "Panneaux plaqués chêne PEFC",
      budget: "5 000 - 7 500 €",
    },
    specifications: [
      "Longueur aménagée de 5,40 m sous rampant",
      "Portes coulissantes à façades biaises",
      "Penderies simples et doubles",
      "Tiroirs et casiers à chaussures en partie basse",
      "Éclairage LED à détection d'ouverture",
    ],
    testimonial: {
      client: "Isabelle et Franck M.",
      content:
        "Nous pensions perdre toute la partie sous la pente. Au final, c'est l'endroit où nous rangeons le plus. Le dressing a été monté en deux jours et tout a été ajusté au millimètre.",
      rating: 5,
      workMonth: "2024-05",
    },
  },
  {
    slug: "dressing-noyer-arcachon",
    title: "Dressing parental en noyer",
    category: "dressing",
    location: "Arcachon",
    description:
      "Un dressing ouvert en noyer et laiton dans une villa de la Ville d'Hiver, pensé comme une pièce à part entière.",
    fullDescription: `Dans cette villa de la Ville d'Hiver d'Arcachon, une petite chambre attenante à la chambre principale a été transformée en dressing. Les propriétaires souhaitaient une pièce ouverte, chaleureuse, en accord avec le caractère de la maison.

## Le projet

Le dressing occupe trois murs de la pièce, en U, avec un îlot central à tiroirs dont le dessus sert de plan pour plier le linge et poser les accessoires. L'absence de portes permet de tout voir d'un coup d'œil, et la fenêtre existante a été conservée et encadrée par les rangements.

## Les choix techniques

- Structure et façades de tiroirs en placage noyer FSC, finition huile-cire
- Tringles et poignées en laiton brossé
- Îlot central de six tiroirs, dont deux compartimentés pour les bijoux et montres
- Miroir toute hauteur intégré dans un panneau pivotant

## Le chantier

La maison étant une résidence secondaire, la pose a été réalisée en l'absence des propriétaires, avec un point photo quotidien et une visite de réception à leur arrivée. Nous avons coordonné l'accès à la maison avec leur gardienne et laissé les lieux propres, prêts à être utilisés.`,
    image: "projet-dressing-noyer-arcachon",
    gallery: [],
    details: {
      surface: "12 m²",
      duree: "2 semaines",
      materiau: "Placage noyer FSC et laiton brossé",
      budget: "9 000 - 12 000 €",
    },
    specifications: [
      "Dressing ouvert en U",
      "Îlot central de six tiroirs",
      "Tiroirs compartimentés pour bijoux et montres",
      "Miroir toute hauteur sur panneau pivotant",
      "Tringles et poignées en laiton brossé",
      "Finition huile-cire",
    ],
  },
  {
    slug: "escalier-suspendu-chene-cestas",
    title: "Escalier à marches suspendues en chêne",
    category: "escaliers",
    location: "Cestas",
    description:
      "Un escalier droit à marches ancrées dans le mur, avec garde-corps en verre, pour une maison contemporaine de Cestas.",
    fullDescription: `Pour leur maison neuve, les clients voulaient un escalier qui laisse passer la lumière de la baie vitrée et qui prenne le moins de place possible visuellement dans le séjour.

## Le projet

Nous avons conçu un escalier droit à marches suspendues : chaque marche en chêne massif est fixée sur une structure ancrée dans le mur porteur, sans limon apparent. Côté vide, un garde-corps en verre feuilleté, posé par notre partenaire miroitier, préserve la transparence de l'ensemble.

## Les choix techniques

- Marches en chêne massif PEFC de 6 cm d'épaisseur, finition vernis mat
- Fixations invisibles ancrées dans le mur porteur, prévues avec le constructeur avant la fin du gros œuvre
- Hauteur et giron des marches calculés pour une montée confortable
- Main courante en chêne encastrée côté mur

## Le chantier

Ce type d'escalier se prépare en amont : nous avons échangé avec le constructeur pour valider la nature du mur et l'emplacement des ancrages. Les marches ont été fabriquées et poncées à l'atelier, puis posées en deux jours.`,
    image: "projet-escalier-suspendu-chene-cestas",
    gallery: [
      "projet-escalier-suspendu-chene-cestas",
      "projet-escalier-suspendu-chene-cestas-2",
      "projet-escalier-suspendu-chene-cestas-3",
    ],
    details: {
      surface: "14 marches",
      duree: "3 semaines",
      materiau: "Chêne massif PEFC et verre feuilleté",
      budget: "12 000 - 16 000 €",
    },
    specifications: [
      "Escalier droit de 14 marches suspendues",
      "Marches en chêne massif de 6 cm",
      "Fixations invisibles dans le mur porteur",
      "Garde-corps en verre feuilleté",
      "Main courante encastrée en chêne",
    ],
    testimonial: {
      client: "Antoine L.",
      content:
        "Un escalier qui a nécessité beaucoup de préparation avec le constructeur, et Atelier Lartigue a tout coordonné. Le résultat est magnifique et très solide.",
      rating: 5,
      workMonth: "2023-09",
    },
  },
  {
    slug: "escalier-quart-tournant-gradignan",
    title: "Escalier quart tournant avec rangements",
    category: "escaliers",
    location: "Gradignan",
    description:
      "Remplacement d'un escalier vieillissant par un escalier quart tournant en chêne, avec tiroirs et placard intégrés sous la volée.",
    fullDescription: `L'ancien escalier de cette maison de Gradignan était raide, bruyant, et l'espace en dessous était inutilisé. Les propriétaires souhaitaient un escalier plus confortable et des rangements supplémentaires dans l'entrée.

## Le projet

En reprenant les cotes de la trémie et la hauteur entre planchers, nous avons dessiné un escalier quart tournant qui adoucit la pente tout en restant dans l'emprise disponible. Sous la volée, nous avons intégré trois grands tiroirs pour les chaussures et un placard pour les manteaux.

## Les choix techniques

- Limons, marches et contremarches en chêne massif PEFC
- Finition vernis mat résistant au passage
- Tiroirs sur coulisses à extraction totale, façades affleurantes
- Garde-corps à barreaudage vertical en chêne

## Le chantier

Pour que l'étage reste accessible le moins longtemps possible, la dépose de l'ancien escalier et la pose du nouveau ont été enchaînées. L'escalier, pré-monté à l'atelier, a été installé en deux jours, et les rangements ajustés le troisième. Les clients ont retrouvé l'usage de l'étage dès le soir de la pose, avant même la fin des finitions sous la volée.`,
    image: "projet-escalier-quart-tournant-gradignan",
    gallery: [],
    details: {
      surface: "15 marches",
      duree: "3 semaines",
      materiau: "Chêne massif PEFC",
      budget: "9 000 - 13 000 €",
    },
    specifications: [
      "Escalier quart tournant de 15 marches",
      "Trois tiroirs à extraction totale sous la volée",
      "Placard à manteaux intégré",
      "Garde-corps à barreaudage vertical",
      "Dépose de l'ancien escalier incluse",
    ],
    testimonial: {
      client: "Martine et Pierre G.",
      content:
        "L'escalier est beaucoup plus agréable à monter, et les rangements dessous ont libéré notre entrée. Nous n'avons été privés de l'étage qu'une seule journée.",
      rating: 4,
      workMonth: "2024-08",
    },
  },
  {
    slug: "amenagement-sejour-saucats",
    title: "Meuble de séjour et bureau intégré",
    category: "amenagements",
    location: "Saucats",
    description:
      "Un grand meuble mural associant meuble TV, bibliothèque et bureau escamotable dans le séjour d'une maison de Saucats.",
    fullDescription: `Avec le télétravail, les propriétaires de cette maison de Saucats avaient besoin d'un coin bureau, sans pour autant sacrifier leur séjour ni ajouter un meuble supplémentaire.

## Le projet

Nous avons conçu un meuble mural sur toute la longueur du mur du séjour. Au centre, le meuble TV avec passage de câbles ; de part et d'autre, des étagères et des rangements fermés. À une extrémité, un bureau se déploie derrière deux portes pliantes : fermé, il se fait oublier ; ouvert, il offre un plan de travail, des casiers et des prises intégrées.

## Les choix techniques

- Panneaux plaqués chêne PEFC et façades laquées vert sauge
- Bureau escamotable derrière portes pliantes
- Goulottes et prises intégrées, passage de câbles invisible
- Éclairage LED sur les étagères ouvertes

## Le chantier

Le meuble a été fabriqué en cinq modules à l'atelier, à quelques kilomètres de là, et posé en une journée et demie. L'électricien des clients a ajouté une prise au niveau du bureau avant notre intervention, suivant les plans que nous lui avions transmis.`,
    image: "projet-amenagement-sejour-saucats",
    gallery: [],
    details: {
      surface: "5,20 m linéaires",
      duree: "2 semaines",
      materiau: "Panneaux plaqués chêne PEFC et laque",
      budget: "6 000 - 9 000 €",
    },
    specifications: [
      "Meuble mural de 5,20 m",
      "Meuble TV avec passage de câbles invisible",
      "Bureau escamotable derrière portes pliantes",
      "Étagères ouvertes éclairées",
      "Façades laquées vert sauge",
    ],
  },
  {
    slug: "porte-entree-chene-cap-ferret",
    title: "Porte d'entrée en chêne massif",
    category: "portes",
    location: "Cap Ferret",
    description:
      "Une porte d'entrée en chêne massif avec imposte vitrée, dessinée pour une maison de la presqu'île exposée aux embruns.",
    fullDescription: `Sur la presqu'île du Cap Ferret, les menuiseries extérieures sont soumises au vent, au sel et au soleil. Les propriétaires de cette maison souhaitaient remplacer une porte d'entrée déformée par une porte en bois plus performante, dans l'esprit des maisons du Bassin.

## Le projet

Nous avons dessiné une porte à lames verticales, surmontée d'une imposte vitrée pour éclairer l'entrée. Le dormant a été fabriqué aux dimensions de la baie existante afin d'éviter toute reprise de maçonnerie.

## Les choix techniques

- Chêne massif PEFC, finition saturateur adaptée à l'extérieur
- Double vitrage feuilleté dans l'imposte
- Âme isolante et joints périphériques pour l'étanchéité à l'air
- Serrure multipoints, paumelles et visserie inox

## Le chantier

Nous sommes intervenus en une journée : dépose de l'ancienne porte, pose du nouveau bloc, calfeutrement et réglages. Une porte provisoire n'a pas été nécessaire. Nous avons remis aux clients des consignes d'entretien, la fréquence de renouvellement du saturateur dépendant de l'exposition de la façade. Une visite de contrôle des réglages a été programmée après le premier hiver, la période où le bois travaille le plus.`,
    image: "projet-porte-entree-chene-cap-ferret",
    gallery: [],
    details: {
      surface: "2,40 m²",
      duree: "2 semaines",
      materiau: "Chêne massif PEFC et vitrage feuilleté",
      budget: "4 500 - 6 500 €",
    },
    specifications: [
      "Porte à lames verticales avec imposte vitrée",
      "Âme isolante et joints d'étanchéité périphériques",
      "Serrure multipoints",
      "Quincaillerie et visserie inox",
      "Finition saturateur extérieur",
    ],
    testimonial: {
      client: "Hélène V.",
      content:
        "La porte est superbe et ferme enfin correctement, même les jours de grand vent. Pose réalisée en une journée, sans dégât sur la façade.",
      rating: 5,
      workMonth: "2023-06",
    },
  },
  {
    slug: "panneaux-acoustiques-canejan",
    title: "Panneaux acoustiques pour un séjour ouvert",
    category: "acoustique",
    location: "Canéjan",
    description:
      "Des panneaux à tasseaux de chêne sur feutre acoustique pour réduire la résonance d'un grand séjour cathédrale.",
    fullDescription: `Ce séjour de Canéjan, avec son plafond cathédrale, ses grandes baies vitrées et son sol en béton ciré, était spectaculaire mais bruyant : les conversations résonnaient et le moindre bruit de cuisine s'entendait dans toute la pièce.

## Le projet

Après une visite pour observer la pièce et son usage, nous avons proposé d'habiller le mur du fond et une partie du rampant avec des panneaux à tasseaux de bois sur feutre acoustique. Les panneaux prolongent visuellement la charpente apparente et intègrent le meuble TV existant.

## Les choix techniques

- Tasseaux en chêne PEFC, finition vernis incolore mat
- Feutre acoustique noir en fond de panneau
- Pose au mur et sur une partie du plafond rampant
- Découpes pour les prises, l'éclairage et le meuble TV

## Le chantier

Les panneaux ont été préparés à l'atelier aux dimensions relevées, puis posés en deux jours, sans déménager le séjour. Les clients nous ont indiqué que les repas à plusieurs sont devenus nettement plus agréables ; l'effet obtenu dépend toujours de la pièce et de la surface traitée.`,
    image: "projet-panneaux-acoustiques-canejan",
    gallery: [],
    details: {
      surface: "22 m²",
      duree: "1 semaine",
      materiau: "Tasseaux de chêne PEFC sur feutre acoustique",
      budget: "4 000 - 6 000 €",
    },
    specifications: [
      "22 m² de panneaux à tasseaux",
      "Pose murale et sous rampant",
      "Feutre acoustique noir",
      "Intégration du meuble TV existant",
    ],
    testimonial: {
      client: "Sébastien et Laure P.",
      content:
        "Nous ne pensions pas qu'un habillage bois changerait autant l'ambiance de la pièce. On s'entend enfin parler à table, et le mur est devenu le point fort du séjour.",
      rating: 5,
      workMonth: "2024-01",
    },
  },
  {
    slug: "pergola-douglas-la-teste",
    title: "Pergola adossée en douglas",
    category: "pergolas",
    location: "La Teste-de-Buch",
    description: "Une pergola adossée à ventelles fixes pour ombrager une terrasse plein sud à La Teste-de-Buch.",
    fullDescription: `La terrasse de cette maison de La Teste-de-Buch, orientée plein sud, était inutilisable l'été en milieu de journée. Les propriétaires souhaitaient une pergola en bois qui ombrage sans assombrir le séjour.

## Le projet

Nous avons conçu une pergola adossée à la façade, avec une couverture à ventelles fixes dont l'inclinaison a été calculée pour bloquer le soleil haut de l'été tout en laissant entrer le soleil bas de l'hiver dans la maison. Les dimensions et les plans ont été fournis aux clients pour leur déclaration préalable en mairie.

## Les choix techniques

- Structure en douglas PEFC, bois d'extérieur sans traitement chimique ajouté
- Poteaux sur platines inox scellées dans des plots béton
- Ventelles fixes inclinées
- Visserie et quincaillerie inox, adaptées à l'air salin
- Finition laissée brute, pour un grisaillement naturel

## Le chantier

Les plots ont été coulés une semaine avant la pose pour laisser le béton prendre. La structure, taillée et pré-percée à l'atelier, a été montée en deux jours par trois de nos menuisiers.`,
    image: "projet-pergola-douglas-la-teste",
    gallery: [],
    details: {
      surface: "24 m²",
      duree: "3 semaines",
      materiau: "Douglas PEFC et quincaillerie inox",
      budget: "9 000 - 13 000 €",
    },
    specifications: [
      "Pergola adossée de 6 x 4 m",
      "Couverture à ventelles fixes inclinées",
      "Poteaux sur platines inox et plots béton",
      "Visserie inox",
      "Plans fournis pour la déclaration préalable",
    ],
    testimonial: {
      client: "Olivier et Céline T.",
      content:
        "La terrasse est devenue notre pièce à vivre l'été. Bons conseils sur l'orientation des lames, et un montage impeccable.",
      rating: 5,
      workMonth: "2023-04",
    },
  },
  {
    slug: "meuble-vasque-chene-le-barp",
    title: "Meuble double vasque en chêne",
    category: "salle-de-bains",
    location: "Le Barp",
    description:
      "Un meuble suspendu double vasque et une colonne assortie en chêne massif pour la salle de bain d'une maison neuve au Barp.",
    fullDescription: `Pour la salle de bain de leur maison neuve, les clients avaient choisi deux vasques à poser en céramique et une robinetterie murale. Ils cherchaient un meuble en bois massif, chaleureux, qui supporte l'humidité au quotidien.

## Le projet

Nous avons conçu un meuble suspendu de 1,60 m avec quatre tiroirs, accompagné d'une colonne de rangement et d'une niche murale au-dessus de la baignoire. La robinetterie étant murale, nous avons transmis au plombier les cotes exactes des sorties d'eau avant la pose du carrelage.

## Les choix techniques

- Chêne massif PEFC, toutes faces protégées par un vernis adapté aux pièces humides
- Plan en céramique grand format, découpé pour les deux vasques
- Tiroirs découpés autour des siphons pour conserver un maximum de rangement
- Espace de ventilation entre le meuble et le mur

## Le chantier

Les meubles, entièrement finis à l'atelier, ont été posés en une journée, après l'intervention du carreleur et avant celle du plombier pour les raccordements. Nous avons remis aux clients une fiche d'entretien simple : essuyer les projections d'eau et éviter les produits abrasifs ou chlorés.`,
    image: "projet-meuble-vasque-chene-le-barp",
    gallery: [],
    details: {
      surface: "8 m²",
      duree: "2 semaines",
      materiau: "Chêne massif PEFC et plan en céramique",
      budget: "4 000 - 6 000 €",
    },
    specifications: [
      "Meuble suspendu double vasque de 1,60 m",
      "Quatre tiroirs découpés autour des siphons",
      "Colonne de rangement assortie",
      "Niche murale au-dessus de la baignoire",
      "Vernis adapté aux pièces humides sur toutes les faces",
    ],
  },
  {
    slug: "bibliotheque-toute-hauteur-bordeaux",
    title: "Bibliothèque toute hauteur avec échelle",
    category: "bibliotheques",
    location: "Bordeaux",
    description:
      "Une bibliothèque de 3,50 m de haut avec échelle coulissante dans un appartement en pierre du quartier des Chartrons.",
    fullDescription: `Dans cet appartement des Chartrons, la hauteur sous plafond dépasse 3,50 m. Le propriétaire, grand lecteur, voulait une bibliothèque occupant tout un mur du salon, autour de la porte d'accès à la pièce.

## Le projet

La bibliothèque encadre la porte et se prolonge au-dessus d'elle. Les tablettes basses, plus profondes, accueillent les livres d'art et les grands formats, derrière des portes pleines pour une partie d'entre elles. Une échelle coulissant sur une barre en laiton donne accès aux rayonnages supérieurs.

## Les choix techniques

- Panneaux plaqués chêne PEFC et chants massifs, finition vernis mat
- Tablettes de 30 mm, dimensionnées pour limiter le fléchissement sous le poids des livres
- Échelle en chêne massif sur barre de roulement en laiton
- Corniche et plinthe reprenant les moulures de l'appartement

## Le chantier

Les murs en pierre n'étant pas plans, les montants ont été calés et ajustés sur site. L'accès par un escalier d'immeuble a imposé de fabriquer la bibliothèque en éléments de taille réduite, assemblés sur place en trois jours.`,
    image: "projet-bibliotheque-toute-hauteur-bordeaux",
    gallery: [
      "projet-bibliotheque-toute-hauteur-bordeaux",
      "projet-bibliotheque-toute-hauteur-bordeaux-2",
      "projet-bibliotheque-toute-hauteur-bordeaux-3",
    ],
    details: {
      surface: "16 m²",
      duree: "3 semaines",
      materiau: "Panneaux plaqués chêne PEFC et laiton",
      budget: "8 000 - 11 000 €",
    },
    specifications: [
      "Bibliothèque de 4,60 m de long sur 3,50 m de haut",
      "Encadrement de porte avec rayonnages au-dessus",
      "Échelle coulissante sur barre en laiton",
      "Rangements fermés en partie basse",
      "Corniche et plinthe assorties aux moulures existantes",
    ],
  },
  {
    slug: "cave-a-vin-martillac",
    title: "Cave à vin en chêne pour un amateur",
    category: "cave-a-vin",
    location: "Martillac",
    description:
      "Aménagement complet d'une cave enterrée à Martillac, avec casiers individuels, alvéoles, présentoirs et plan de dégustation.",
    fullDescription: `Au cœur des Graves, ce propriétaire amateur de vin disposait d'une cave enterrée aux conditions naturellement favorables, mais encombrée de casiers métalliques et de cartons empilés.

## Le projet

Nous avons commencé par un inventaire de la collection et des habitudes d'achat : vins de garde achetés en caisses, bouteilles de consommation courante, quelques magnums. La cave a été organisée en trois zones : des alvéoles pour le stockage en vrac, des casiers individuels pour les bouteilles à suivre, et un mur de présentoirs inclinés éclairé, face à l'entrée.

## Les choix techniques

- Chêne massif PEFC non traité, essence stable et sans odeur marquée
- Emplacements dédiés aux caisses bois d'origine et aux magnums
- Plan de dégustation avec tiroirs à accessoires
- Éclairage LED à faible dégagement de chaleur, commandé par détecteur
- Porte pleine isolée en chêne

## Le chantier

La pièce ne nécessitant pas de climatisation, nous avons pu nous concentrer sur l'agencement. Fabrication à l'atelier puis pose en quatre jours, dans un espace exigu où chaque élément a été ajusté sur place.`,
    image: "projet-cave-a-vin-martillac",
    gallery: ["projet-cave-a-vin-martillac", "projet-cave-a-vin-martillac-2", "projet-cave-a-vin-martillac-3"],
    details: {
      surface: "14 m²",
      duree: "4 semaines",
      materiau: "Chêne massif PEFC non traité",
      budget: "15 000 - 22 000 €",
    },
    specifications: [
      "Environ 1 200 bouteilles de capacité",
      "Alvéoles de stockage en vrac et casiers individuels",
      "Mur de présentoirs inclinés éclairé",
      "Emplacements pour caisses bois et magnums",
      "Plan de dégustation avec tiroirs",
      "Porte pleine isolée en chêne",
    ],
    testimonial: {
      client: "Bernard C.",
      content:
        "Une vraie cave, enfin. L'équipe a compris comment j'achète et comment je bois mon vin, et l'organisation en trois zones est d'une grande logique. Travail très soigné.",
      rating: 5,
      workMonth: "2024-09",
    },
  },
];
