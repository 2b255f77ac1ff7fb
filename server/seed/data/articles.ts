import type { SeedArticle } from "./types.ts";

export const articles: SeedArticle[] = [
  {
    slug: "choisir-essence-bois-menuiserie-interieure",
    title: "Quelle essence de bois choisir pour vos menuiseries intérieures ?",
    excerpt:
      "Chêne, noyer, frêne, hêtre ou pin des Landes : chaque essence a son caractère, ses qualités et ses limites. Nos repères pour choisir le bois de votre cuisine, de votre escalier ou de votre bibliothèque.",
    content: `Lors d'un premier rendez-vous, la question revient presque toujours : « Quel bois nous conseillez-vous ? » Il n'existe pas de réponse unique. Le bon choix dépend de l'ouvrage, de l'usage qu'il subira, de la lumière de la pièce et, bien sûr, de votre goût et de votre budget. Voici les repères que nous partageons avec nos clients.

## Les critères qui comptent

Avant de comparer les essences, il est utile de savoir ce qui les distingue :

- **La dureté** : un bois dur résiste mieux aux chocs et aux rayures. C'est déterminant pour un escalier, un plan de travail ou une façade de cuisine.
- **La stabilité** : tout bois bouge avec les variations d'humidité, mais certains plus que d'autres. Un bois stable est préférable pour les grandes surfaces et les pièces humides.
- **La teinte et le veinage** : certains bois sont clairs et discrets, d'autres sombres et très dessinés. Tous évoluent avec la lumière.
- **La disponibilité et le prix** : ils varient selon l'essence, la qualité choisie et le marché du moment. Nous vous donnons une estimation actualisée au moment du devis.

## Le chêne, la valeur sûre

Le chêne est l'essence que nous travaillons le plus. Dur, durable, il se prête aussi bien aux escaliers qu'aux cuisines, aux dressings ou aux portes. Son veinage est présent sans être envahissant et sa teinte blonde se patine doucement avec le temps.

Deux points à connaître : le chêne est riche en tanins, qui peuvent noircir au contact du fer et de l'humidité (d'où l'intérêt d'une visserie adaptée), et ses finitions doivent être choisies selon l'usage, une huile pour un aspect naturel, un vernis pour une protection plus forte.

## Le noyer, pour la chaleur

Le noyer offre une teinte brun chaud, parfois veinée de nuances plus sombres, qui donne immédiatement du caractère à un meuble. C'est un bois noble, apprécié pour les bibliothèques, les dressings haut de gamme ou les meubles de séjour.

Plus rare et plus coûteux que le chêne en bois massif, il est souvent utilisé en placage sur panneau, ce qui permet de couvrir de grandes surfaces avec un veinage harmonieux. Il s'éclaircit légèrement avec la lumière au fil des années.

## Le frêne, clair et résistant

Le frêne ressemble au chêne par son veinage marqué, mais il est plus clair, presque blanc. Il résiste bien aux chocs, ce qui en fait une bonne alternative pour une cuisine ou un escalier lumineux. En intérieur, il apporte une ambiance nordique sans recourir à une teinte.

Il est en revanche sensible à l'humidité s'il n'est pas protégé : dans une salle de bain, la finition doit être particulièrement soignée.

## Le hêtre, au grain fin

Le hêtre a un grain fin et régulier, une teinte claire légèrement rosée et une bonne dureté. Il se travaille très bien et prend bien les teintes et les laques. C'est un bois moins stable que le chêne : il réagit davantage aux variations d'humidité. Nous le réservons donc plutôt aux pièces de taille modeste, aux éléments bien protégés ou aux pièces de mobilier.

## Le pin des Landes, le bois d'ici

Le pin maritime de la forêt des Landes de Gascogne pousse à quelques kilomètres de notre atelier. C'est un résineux, plus tendre que les feuillus cités plus haut, avec un veinage prononcé et une teinte miel qui fonce à la lumière. Il marque plus facilement, mais il offre une belle chaleur et un bilan de transport réduit.

Nous l'utilisons volontiers pour des lambris, des rangements, des meubles de maison de vacances ou des aménagements où son côté vivant est recherché. Pour un escalier très sollicité ou un plan de travail, nous orientons plutôt vers un bois plus dur.

## Bois massif ou panneaux plaqués ?

Le sur-mesure ne signifie pas forcément tout en bois massif. Un panneau plaqué, c'est-à-dire une fine feuille de bois collée sur un support stable, présente plusieurs avantages :

- il bouge beaucoup moins que le massif sur de grandes surfaces ;
- il permet d'utiliser des essences précieuses de façon raisonnée ;
- il offre un veinage continu sur toute une façade.

Le massif reste préférable pour les pièces exposées aux chocs, les chants, les marches d'escalier ou les plans de travail, car il peut être poncé et rénové plusieurs fois. Dans la plupart de nos projets, nous associons les deux.

## Quelle essence pour quel ouvrage ?

À titre de repère, et sous réserve de l'étude de votre projet :

- **Cuisine** : chêne, frêne ou noyer pour les façades ; chêne massif pour un plan de travail en bois.
- **Escalier** : chêne en priorité, frêne pour un rendu clair.
- **Dressing et bibliothèque** : placage chêne ou noyer, avec chants massifs.
- **Salle de bain** : essences stables et finition adaptée, à choisir au cas par cas.
- **Aménagement de maison de vacances** : pin des Landes, pour son caractère et son origine locale.

## Nos conseils avant de choisir

1. Regardez les échantillons dans votre pièce, à différentes heures de la journée : une teinte change beaucoup selon la lumière.
2. Pensez à l'évolution : tous les bois se patinent. Demandez à voir un échantillon vieilli si possible.
3. Demandez l'origine du bois. Tous les bois que nous utilisons sont certifiés PEFC ou FSC, et nous vous indiquons leur provenance.
4. Ne choisissez pas la finition après coup : elle fait partie du choix de l'essence.

Vous hésitez entre deux bois ? Passez nous voir à l'atelier de Saucats : nous avons toujours des échantillons et des chutes de chacune de ces essences pour vous aider à vous décider.`,
    category: "blog",
    isPublished: true,
    date: "2025-10-09",
    featuredImage: "article-choisir-essence-bois-menuiserie-interieure",
    metaTitle: "Quel bois choisir pour vos menuiseries intérieures ?",
    metaDescription:
      "Chêne, noyer, frêne, hêtre, pin des Landes : les qualités et limites de chaque essence pour choisir le bois de votre cuisine, escalier ou dressing.",
  },
  {
    slug: "entretenir-cuisine-bois",
    title: "Entretenir une cuisine en bois : nos conseils au quotidien",
    excerpt:
      "Une cuisine en bois bien entretenue traverse les années et se bonifie. Voici les gestes simples à adopter selon la finition de vos façades et de votre plan de travail.",
    content: `Le bois est un matériau vivant, et c'est ce qui fait son charme dans une cuisine. Il réagit à l'eau, à la chaleur et à la lumière, mais il a aussi un avantage que peu de matériaux partagent : il se répare et se rénove. Quelques habitudes suffisent pour le garder beau longtemps.

## Commencez par connaître votre finition

L'entretien dépend moins de l'essence que de la finition appliquée. Lors de la livraison, nous vous indiquons toujours de quelle finition il s'agit. Pour mémoire :

- **Huile** : elle pénètre dans le bois et lui laisse un aspect naturel, mat et chaleureux. Elle demande un entretien régulier mais se rénove facilement, localement si besoin.
- **Vernis** : il forme un film protecteur en surface. Il résiste mieux aux taches, mais une rayure profonde est plus difficile à reprendre sans refaire toute la surface.
- **Laque** : elle recouvre entièrement le bois d'une couleur. Elle se nettoie facilement et ne demande pas d'entretien particulier.
- **Placage** : c'est une fine couche de bois sur panneau. Il s'entretient comme le bois massif correspondant à sa finition, mais ne supporte pas de ponçage profond.

## Les bons gestes au quotidien

Pour toutes les finitions, les règles de base sont les mêmes :

- Nettoyez avec un chiffon doux légèrement humide et, si nécessaire, un savon neutre ou un savon noir dilué.
- Séchez aussitôt, surtout autour de l'évier et sur les chants.
- Essuyez rapidement les projections de graisse, de vin, de café ou de jus d'agrumes.
- Évitez les éponges abrasives, les produits à base d'ammoniaque, de chlore ou de solvants, et les nettoyeurs vapeur.
- N'utilisez pas de produits « multi-surfaces » parfumés dont la composition est inconnue : certains laissent un film ou attaquent les finitions.

## Le plan de travail en bois

C'est l'élément le plus sollicité, et celui qui demande le plus d'attention.

### Au quotidien

- Utilisez toujours une planche à découper : même un bois dur se marque sous la lame.
- Posez les casseroles chaudes sur un dessous-de-plat.
- Ne laissez pas stagner l'eau, en particulier autour de l'évier et de la robinetterie.

### L'entretien à l'huile

Un plan de travail huilé doit être nourri régulièrement. La bonne fréquence dépend de l'usage de votre cuisine, de l'exposition au soleil et de la finition d'origine : le plus simple est d'observer le bois. Tant que l'eau perle à sa surface, tout va bien. Lorsqu'elle commence à pénétrer et à foncer le bois, il est temps de repasser une couche.

1. Nettoyez et laissez sécher complètement.
2. Appliquez une fine couche de l'huile conseillée, dans le sens du fil.
3. Laissez pénétrer quelques minutes, puis essuyez soigneusement l'excédent avec un chiffon non pelucheux.
4. Respectez le temps de séchage indiqué par le fabricant avant de réutiliser le plan.

Attention : les chiffons imbibés d'huile peuvent s'enflammer spontanément en séchant. Étalez-les à plat à l'extérieur ou plongez-les dans l'eau avant de les jeter.

## Les points sensibles

Certains endroits méritent une vigilance particulière :

- **Le lave-vaisselle** : en fin de cycle, attendez quelques minutes avant d'ouvrir la porte, pour que la vapeur ne vienne pas frapper le dessous du plan de travail et les façades voisines.
- **La bouilloire et la cafetière** : évitez de les placer sous un meuble haut, dont la vapeur abîmerait le dessous.
- **Le four** : un four encastré doit être correctement ventilé ; nous prévoyons les espaces nécessaires à la conception, ne les obstruez pas.
- **L'évier** : vérifiez de temps en temps l'état du joint entre la cuve et le plan de travail.

## Que faire en cas de tache ou de rayure ?

Sur une finition huilée, la plupart des petits accidents se rattrapent :

- une tache d'eau ou une auréole claire disparaît souvent après un léger ponçage au grain fin, suivi d'une couche d'huile ;
- une rayure superficielle se traite de la même façon, localement ;
- une tache sombre due à l'humidité prolongée dans un bois riche en tanins, comme le chêne, est plus délicate : contactez-nous avant d'intervenir.

Sur une finition vernie ou laquée, n'essayez pas de poncer vous-même : une reprise mal faite se voit davantage que le défaut d'origine. Appelez-nous, nous vous dirons si une retouche est possible.

## Les réglages de quincaillerie

Avec l'usage et les variations d'humidité, une porte peut se désaligner légèrement ou un tiroir frotter. Les charnières et coulisses modernes se règlent facilement avec un tournevis, et nous vous montrons comment faire lors de la pose. Pendant les 2 ans de garantie de notre main d'œuvre, nous intervenons bien sûr si un réglage ne suffit pas.

## En résumé

- Identifiez votre finition et gardez la fiche d'entretien remise à la livraison.
- Nettoyez doux, séchez vite.
- Protégez le plan de travail de la lame, de la chaleur et de l'eau stagnante.
- Nourrissez le bois huilé quand l'eau ne perle plus.
- En cas de doute, demandez-nous conseil avant d'agir.

Une cuisine en bois n'a pas vocation à rester neuve : elle se patine et raconte la vie de la maison. Bien entretenue, elle peut être rénovée bien des années plus tard sans être remplacée.`,
    category: "blog",
    isPublished: true,
    date: "2025-11-20",
    featuredImage: "article-entretenir-cuisine-bois",
    metaTitle: "Entretenir une cuisine en bois : nos conseils",
    metaDescription:
      "Huile, vernis ou laque : les bons gestes pour entretenir les façades et le plan de travail de votre cuisine en bois, et réparer taches et rayures.",
  },
  {
    slug: "preparer-projet-escalier-sur-mesure",
    title: "Préparer votre projet d'escalier sur mesure",
    excerpt:
      "Forme, cotes, essence, garde-corps : un escalier réussi se prépare bien avant sa fabrication. Les questions à vous poser et les étapes à prévoir, en construction neuve comme en rénovation.",
    content: `Un escalier est l'un des rares ouvrages de la maison que l'on utilise plusieurs fois par jour pendant des décennies. Il relie les étages, structure l'espace et se voit souvent depuis l'entrée ou le séjour. Le réussir demande de prendre en compte des contraintes techniques précises, mais aussi vos habitudes de vie. Voici comment nous abordons un projet d'escalier avec nos clients.

## Commencer par l'usage

Avant de dessiner, nous vous posons quelques questions simples :

- Qui va emprunter l'escalier ? De jeunes enfants, des personnes âgées, des animaux ?
- Faudra-t-il y faire passer des meubles, un matelas, des cartons ?
- L'escalier doit-il se faire discret ou devenir un élément fort de la décoration ?
- L'espace sous l'escalier peut-il accueillir des rangements, un bureau, un coin lecture ?

Les réponses orientent la forme, la largeur, le type de garde-corps et parfois l'emplacement même de l'escalier.

## Les cotes qui font un escalier confortable

Le confort d'un escalier ne dépend pas de son style mais de quelques dimensions :

- **La hauteur à monter**, mesurée de sol fini à sol fini. Elle détermine le nombre de marches.
- **La hauteur de marche**, c'est-à-dire l'effort à fournir à chaque pas.
- **Le giron**, la profondeur utile de la marche, où se pose le pied.
- **L'échappée**, la hauteur libre au-dessus de la tête tout au long de la montée.
- **La largeur de passage**, qui conditionne le confort et la circulation.
- **La trémie**, l'ouverture dans le plancher, qui limite souvent les options.

Pour équilibrer hauteur de marche et giron, les menuisiers utilisent depuis longtemps la relation de Blondel : deux hauteurs de marche plus un giron doivent correspondre à la longueur moyenne d'un pas, soit environ 60 à 64 cm. C'est une règle de l'art, pas une formule magique : nous l'ajustons à la place disponible et à vos besoins. Quand l'espace manque, nous préférons chercher une autre forme d'escalier plutôt que de vous proposer un escalier trop raide.

## Choisir la forme

- **L'escalier droit** est le plus simple et le plus confortable, mais il demande de la longueur.
- **Le quart tournant** change de direction à 90 degrés. Il s'adapte à de nombreuses configurations et libère souvent de la place au sol.
- **Le demi-tournant** fait demi-tour sur lui-même et convient aux cages d'escalier plus compactes.
- **L'escalier à marches suspendues** ou à limon central met en valeur la légèreté, mais il impose des contraintes de structure à anticiper très tôt.
- **L'escalier hélicoïdal** occupe peu de surface, au prix d'un confort moindre et d'un passage plus délicat pour les objets encombrants.

## L'essence et la finition

Le chêne reste l'essence de référence pour un escalier : dur, durable, il supporte bien le passage. Le frêne permet un rendu plus clair, le noyer une ambiance plus chaude. Tous nos bois sont certifiés PEFC ou FSC.

La finition compte autant que l'essence. Un vernis résistant protège efficacement les marches ; une huile donne un aspect plus naturel mais demande davantage d'entretien. Si l'escalier est emprunté en chaussettes ou par des enfants, nous pouvons vous proposer des solutions antidérapantes.

## Le garde-corps et la sécurité

Le garde-corps et la main courante ne sont pas des détails. Les normes en vigueur fixent notamment une hauteur minimale et un écartement maximal entre les éléments, pour éviter les chutes et empêcher un enfant de passer entre les barreaux ou de les escalader. Nous concevons chaque garde-corps en conséquence, qu'il soit :

- en bois, à barreaudage vertical ou à panneaux pleins ;
- en métal, réalisé avec un artisan métallier partenaire ;
- en verre feuilleté, pour préserver la transparence.

## Construction neuve ou rénovation : deux calendriers différents

En **construction neuve**, l'idéal est de nous contacter avant la fin du gros œuvre. Certains escaliers, notamment suspendus, nécessitent des ancrages ou des renforts dans les murs qu'il faut prévoir avec le constructeur. La prise de mesures définitive se fait ensuite sur le bâti réel.

En **rénovation**, deux options se présentent : remplacer l'escalier existant ou habiller un escalier béton avec des marches et contremarches en bois. Dans le premier cas, nous organisons la dépose de l'ancien escalier au plus près de la pose du nouveau, pour que l'étage reste inaccessible le moins longtemps possible.

## Le budget

Il n'existe pas de prix moyen pertinent pour un escalier sur mesure. Le budget dépend de plusieurs facteurs :

- la forme et le nombre de marches ;
- l'essence et la qualité du bois ;
- le type de garde-corps et les matériaux associés ;
- les rangements ou éléments intégrés ;
- les contraintes du chantier (accès, dépose, renforts).

C'est pourquoi nous établissons toujours un devis détaillé, gratuit et sans engagement, après la visite.

## Les étapes avec l'Atelier Lartigue

1. **Rencontre et prise de mesures** : relevé précis de la trémie et des hauteurs, échange sur vos besoins.
2. **Conception et devis** : plans, en 3D si besoin, et proposition chiffrée.
3. **Validation et commande** : choix définitif de l'essence, de la finition et du garde-corps.
4. **Fabrication en atelier** : l'escalier est fabriqué et pré-monté à Saucats.
5. **Pose sur site** : nos menuisiers l'installent, généralement en une à deux journées pour un escalier courant.

Un projet d'escalier en tête ? Venez avec une photo de la trémie et la hauteur sous plafond : c'est déjà une excellente base pour une première discussion.`,
    category: "services",
    isPublished: true,
    date: "2026-01-22",
    featuredImage: "article-preparer-projet-escalier-sur-mesure",
    metaTitle: "Préparer votre projet d'escalier sur mesure",
    metaDescription:
      "Cotes, forme, essence, garde-corps, calendrier : les questions à vous poser pour réussir votre escalier en bois sur mesure, en neuf comme en rénovation.",
  },
  {
    slug: "concevoir-dressing-durable",
    title: "Concevoir un dressing qui dure",
    excerpt:
      "Un dressing réussi se juge après des années d'usage. Inventaire, répartition, matériaux, quincaillerie : les choix qui font la différence, illustrés par un dressing réalisé sous les combles à Pessac.",
    content: `Un dressing s'ouvre et se ferme des milliers de fois. Ses tringles portent des kilos de vêtements, ses tiroirs sont tirés chaque matin, ses tablettes supportent piles de pulls et boîtes. Un dressing bien conçu se juge donc moins le jour de la pose que plusieurs années après. Voici les principes que nous appliquons, illustrés par une réalisation récente.

## Commencer par un inventaire

La première étape ne se passe pas devant un catalogue, mais devant vos placards actuels. Nous vous proposons de faire le point sur :

- la longueur de penderie nécessaire pour les vêtements longs (robes, manteaux) et courts (chemises, vestes) ;
- le nombre de paires de chaussures, et leur type ;
- le volume de linge plié, de sous-vêtements, d'accessoires ;
- les objets saisonniers ou peu utilisés : valises, couettes, vêtements d'hiver ;
- ce qui est partagé et ce qui appartient à chacun.

Prévoyez toujours un peu de marge. Un dressing rempli dès le premier jour devient vite un dressing encombré.

## Répartir selon la hauteur et la fréquence d'usage

La règle est simple : ce que vous utilisez tous les jours doit se trouver entre la hauteur des hanches et celle des yeux. Le haut est réservé à ce qui sert rarement, le bas aux chaussures et aux objets lourds. Concrètement :

- **penderies doubles** pour les vêtements courts, qui doublent la capacité sur la même largeur ;
- **penderie simple** pour les vêtements longs, sur une partie seulement de la longueur ;
- **tiroirs** à hauteur de main pour les petites pièces ;
- **tablettes** pour les pulls, en piles peu hautes pour ne pas les écraser ;
- **casiers à chaussures** en partie basse, éventuellement inclinés.

## Des matériaux choisis pour l'effort

Ce que l'on ne voit pas compte autant que ce que l'on voit.

- **Les panneaux** doivent être suffisamment épais et de bonne qualité pour ne pas se déformer. Nous les choisissons en fonction de la portée et de la charge.
- **Les tablettes** fléchissent si elles sont trop longues pour leur épaisseur. Pour une bibliothèque comme pour un dressing, nous ajustons les largeurs de case ou ajoutons un renfort.
- **Les chants** protègent les bords des panneaux des chocs et de l'humidité ; ils sont collés et non simplement posés.
- **Les bois** sont certifiés PEFC ou FSC, en panneaux plaqués chêne ou noyer, en mélaminé de qualité pour l'intérieur des caissons, ou en façades laquées.

## La quincaillerie : là où se joue la durée

C'est le poste sur lequel il ne faut pas économiser. Des coulisses de tiroir bas de gamme se voilent, des charnières fatiguées laissent tomber les portes. Nous utilisons :

- des coulisses à extraction totale et fermeture amortie, dimensionnées pour la charge réelle ;
- des charnières réglables dans les trois dimensions ;
- des tringles fixées dans les montants, avec un support intermédiaire au-delà d'une certaine longueur ;
- des rails de portes coulissantes montés sur roulements.

Ces éléments sont remplaçables : un dressing bien conçu peut être entretenu pièce par pièce, sans être démonté.

## Avec ou sans portes ?

- **Les portes battantes** donnent une vue d'ensemble quand elles sont ouvertes, mais demandent de la place devant le dressing.
- **Les portes coulissantes** conviennent aux chambres où l'espace de circulation est compté, mais ne dégagent qu'une partie du dressing à la fois.
- **Le dressing ouvert** est agréable dans une pièce dédiée. Il expose en revanche les vêtements à la poussière et à la lumière, et demande un rangement plus rigoureux.

## Lumière et ventilation

Un dressing bien éclairé est un dressing qu'on utilise bien. Un éclairage LED intégré aux penderies ou sous les tablettes, éventuellement commandé à l'ouverture des portes, évite de fouiller dans l'ombre. Côté ventilation, gardez à l'esprit que les vêtements ont besoin d'air : un dressing adossé à un mur froid ou humide doit être conçu avec un espace de ventilation à l'arrière.

## Prévoir l'évolution

Les besoins changent : un enfant grandit, un couple partage différemment ses rangements, le télétravail fait apparaître de nouveaux objets. Pour que votre dressing s'adapte, nous prévoyons des tablettes réglables sur crémaillère, des modules standardisés à l'intérieur, et quelques emplacements libres à réaménager plus tard.

## Exemple : un dressing sous combles à Pessac

Dans une maison de Pessac, les propriétaires aménageaient leurs combles en suite parentale. Le long mur sous rampant semblait difficile à exploiter. Après relevé de la pente sur toute la longueur, nous avons :

1. placé les penderies longues là où la hauteur sous plafond le permettait ;
2. installé des penderies doubles sur la partie intermédiaire ;
3. réservé la partie la plus basse aux tiroirs et aux casiers à chaussures ;
4. choisi des portes coulissantes à façades biaises, découpées à l'angle exact du toit, pour ne pas gêner la circulation autour du lit.

Le dressing a été fabriqué en modules à l'atelier pour passer par l'escalier étroit, puis assemblé et ajusté en deux jours. Les propriétaires nous ont indiqué que la partie sous la pente, qu'ils pensaient perdue, était finalement celle où ils rangeaient le plus.

## En résumé

- Partez de ce que vous avez à ranger, pas d'un modèle.
- Placez l'usage quotidien à hauteur de main.
- Soignez ce qui ne se voit pas : panneaux, chants, quincaillerie.
- Choisissez les portes selon la circulation dans la pièce.
- Laissez de la marge et de la souplesse pour l'avenir.

Pour un dressing, comptez en général 1 à 2 semaines de réalisation une fois le projet validé. Le devis est gratuit et sans engagement, avec des plans 3D si vous le souhaitez.`,
    category: "realisations",
    isPublished: true,
    date: "2026-03-14",
    featuredImage: "article-concevoir-dressing-durable",
    metaTitle: "Concevoir un dressing sur mesure qui dure",
    metaDescription:
      "Inventaire, répartition, matériaux, quincaillerie, portes : nos conseils pour concevoir un dressing sur mesure solide et pratique, avec un exemple à Pessac.",
  },
  {
    slug: "panneaux-acoustiques-sejour-ouvert",
    title: "Panneaux acoustiques : retrouver le calme dans un séjour ouvert",
    excerpt:
      "Cuisine ouverte, plafond haut, grandes baies vitrées : les séjours contemporains résonnent souvent. Comment les panneaux acoustiques en bois corrigent ce phénomène, et comment bien les placer.",
    content: `Les pièces de vie ouvertes ont transformé nos maisons : plus de lumière, plus d'espace, une cuisine qui communique avec le salon. Elles ont aussi un défaut que l'on découvre souvent après l'emménagement : elles résonnent. Les conversations à table deviennent fatigantes, la hotte et le lave-vaisselle s'entendent partout, la télévision oblige à monter le volume. Des solutions existent, et le bois en fait partie.

## Pourquoi les pièces ouvertes résonnent

Le son se propage dans la pièce et rebondit sur les surfaces qu'il rencontre. Les surfaces dures et lisses (carrelage, béton ciré, verre, plaques de plâtre peintes) le renvoient presque entièrement. Plus la pièce est grande et haute, plus les réflexions se prolongent : c'est ce que l'on appelle la réverbération.

Les aménagements contemporains cumulent souvent ces facteurs :

- un grand volume, parfois sous un plafond cathédrale ;
- des sols durs, sans tapis ;
- de grandes baies vitrées ;
- peu de mobilier et de textiles, par goût du dépouillement.

## Correction acoustique ou isolation : ne pas confondre

Il est important de distinguer deux problèmes.

- **La correction acoustique** traite la réverbération à l'intérieur de la pièce. C'est le rôle des panneaux acoustiques : ils absorbent une partie du son au lieu de le renvoyer.
- **L'isolation acoustique** empêche le bruit de traverser les parois : bruit de la rue, des voisins, d'une pièce à l'autre. Elle relève d'autres travaux, comme les doublages, les cloisons ou les menuiseries extérieures.

Des panneaux posés sur un mur ne vous isoleront pas de la route voisine, mais ils rendront votre séjour beaucoup plus agréable à vivre. Lors de notre visite, nous identifions avec vous la nature exacte de la gêne.

## Les solutions en bois

Le bois s'intègre naturellement dans un intérieur, et plusieurs types de panneaux permettent d'associer esthétique et absorption :

- **Les panneaux à tasseaux** : des lames de bois espacées, posées sur un feutre acoustique. Ils habillent un mur ou un plafond avec un rythme vertical très graphique.
- **Les panneaux rainurés ou perforés** : un placage bois percé de fentes ou de trous, derrière lequel se trouve un matériau absorbant. L'aspect est plus uniforme.
- **Les claustras** : des séparations ajourées qui délimitent les espaces et participent à la diffusion du son.
- **Les éléments intégrés** : une tête de lit, un mur TV, un fond de bibliothèque peuvent recevoir un traitement acoustique sans paraître techniques.

## Où placer les panneaux ?

L'emplacement compte autant que la surface. Quelques principes guident nos propositions :

- **Les murs parallèles** qui se font face renvoient le son de l'un à l'autre : traiter au moins l'un des deux est souvent efficace.
- **Le plafond** est une grande surface réfléchissante, particulièrement dans les pièces hautes ; l'habiller en partie peut apporter beaucoup.
- **Les zones de conversation**, autour de la table à manger ou du canapé, méritent une attention particulière.
- **La zone cuisine**, source de bruits, gagne à être traitée à proximité, en tenant compte des contraintes de nettoyage et de chaleur.

La surface nécessaire dépend du volume de la pièce, de ses matériaux et de son usage. Il n'existe pas de règle universelle, et nous préférons ne pas promettre de résultat chiffré sans avoir vu les lieux.

## N'oubliez pas le mobilier

Les panneaux ne sont pas la seule réponse. Le mobilier et les textiles jouent aussi un rôle :

- un tapis sous la table ou devant le canapé ;
- des rideaux épais devant les baies vitrées ;
- une bibliothèque garnie, dont les livres de tailles différentes cassent les réflexions ;
- des assises et coussins en tissu.

Une approche combinée permet souvent de limiter la surface de panneaux nécessaire.

## Faire des panneaux un élément de décoration

Un panneau acoustique n'a pas à ressembler à un équipement de studio d'enregistrement. Nous les concevons comme un élément d'architecture intérieure :

- choix de l'essence et de la teinte en accord avec les sols et les meubles ;
- alignement avec les ouvertures, les poutres ou les lignes de la pièce ;
- intégration des prises, interrupteurs et points lumineux ;
- éventuellement, éclairage indirect en partie haute.

Tous nos bois et placages sont certifiés PEFC ou FSC.

## Notre méthode

1. **Visite et écoute** : nous observons la pièce, son volume, ses matériaux et la façon dont vous l'utilisez.
2. **Proposition** : emplacements, surface et type de panneaux, avec des plans 3D si besoin pour visualiser le rendu.
3. **Fabrication** : les panneaux sont préparés à l'atelier aux dimensions relevées.
4. **Pose** : une intervention rapide et propre, sans gros travaux, compatible avec une maison occupée.

Un séjour qui résonne n'est pas une fatalité. Si vous reconnaissez votre pièce dans cette description, décrivez-nous votre situation : nous vous dirons si des panneaux acoustiques peuvent vous aider, et sous quelle forme.`,
    category: "accueil",
    isPublished: false,
    date: "2026-04-02",
    featuredImage: null,
    metaTitle: "Panneaux acoustiques pour un séjour ouvert",
    metaDescription:
      "Pourquoi un séjour ouvert résonne, et comment des panneaux acoustiques en bois bien placés corrigent la réverbération sans sacrifier la décoration.",
  },
];
