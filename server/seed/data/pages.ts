import type { SeedPage } from "./types.ts";

export const pages: SeedPage[] = [
  {
    slug: "mentions-legales",
    title: "Mentions légales",
    content: `## Propriété intellectuelle

L'ensemble des contenus présents sur ce site (textes, illustrations, logos, éléments graphiques, mise en page) est la propriété d'Atelier Lartigue, sauf mention contraire, et est protégé par le droit de la propriété intellectuelle.

Toute reproduction, représentation, modification ou diffusion, totale ou partielle, de ces contenus, par quelque procédé que ce soit, sans l'autorisation écrite préalable d'Atelier Lartigue est interdite et constituerait une contrefaçon.

Les réalisations présentées sur ce site sont reproduites avec l'accord des clients concernés. Les noms des clients sont volontairement abrégés.

## Crédits

- **Illustrations** : illustrations originales réalisées pour Atelier Lartigue.
- **Conception et réalisation du site** : [à compléter]

## Responsabilité

Atelier Lartigue s'efforce de fournir des informations exactes et à jour. Les descriptions, délais et fourchettes de prix présentés sur ce site sont donnés à titre indicatif et ne constituent pas une offre contractuelle : seul le devis signé engage les parties.

Atelier Lartigue ne saurait être tenu responsable des interruptions du site, des erreurs ou omissions qu'il pourrait contenir, ni des dommages résultant de son utilisation.

## Données personnelles

Le traitement des données personnelles collectées sur ce site est décrit dans notre politique de confidentialité.

## Droit applicable

Les présentes mentions légales sont soumises au droit français. En cas de litige, et à défaut de résolution amiable, les tribunaux français seront seuls compétents.`,
    metaTitle: "Mentions légales | Atelier Lartigue",
    metaDescription:
      "Mentions légales du site d'Atelier Lartigue, menuiserie sur mesure à Saucats (Gironde) : éditeur, hébergeur, propriété intellectuelle et crédits.",
  },
  {
    slug: "politique-de-confidentialite",
    title: "Politique de confidentialité",
    content: `Atelier Lartigue attache une grande importance à la protection de vos données personnelles. Cette politique vous explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.

## Responsable du traitement

Le responsable du traitement est Atelier Lartigue, Zone Artisanale, 33650 Saucats, joignable à l'adresse contact@atelier-lartigue.fr ou au 05 56 00 00 00.

## Données collectées

Nous collectons uniquement les données que vous nous transmettez volontairement par nos formulaires de demande de devis et de contact :

- nom et prénom ;
- adresse électronique ;
- numéro de téléphone ;
- commune ou adresse du projet, si vous la renseignez ;
- type de projet, description et, le cas échéant, budget envisagé ;
- contenu de votre message et documents éventuellement joints.

Les champs obligatoires sont signalés dans les formulaires. Nous vous invitons à ne pas nous transmettre d'informations sans lien avec votre projet.

## Finalités

Vos données sont utilisées pour :

- répondre à votre demande de contact ou de devis ;
- organiser un rendez-vous de prise de mesures ;
- établir et suivre votre devis, puis, le cas échéant, la réalisation de votre projet.

Elles ne sont jamais vendues, louées ni utilisées à des fins de prospection commerciale sans votre accord.

## Base légale

Le traitement repose sur les mesures précontractuelles prises à votre demande (article 6.1.b du RGPD) lorsque vous sollicitez un devis, et sur notre intérêt légitime à répondre aux messages qui nous sont adressés (article 6.1.f du RGPD) pour les demandes de contact.

## Destinataires

Vos données sont destinées exclusivement à l'équipe d'Atelier Lartigue. Elles peuvent être techniquement hébergées par notre prestataire d'hébergement, qui agit pour notre compte et n'est pas autorisé à les utiliser à d'autres fins. Si la réalisation de votre projet nécessite l'intervention d'un artisan partenaire, nous ne lui transmettons que les informations nécessaires, avec votre accord.

## Durée de conservation

Les données issues des formulaires de devis et de contact sont conservées pendant 3 ans à compter de notre dernier échange, puis supprimées. Si vous devenez client, les documents liés au contrat et à la facturation sont conservés pendant les durées imposées par la loi :

- le devis que vous avez signé (votre contrat) : 10 ans à compter de l'exécution des travaux (article L213-1 du Code de la consommation) ;
- le procès-verbal de réception, les documents et les photos du chantier qui prouvent les travaux : 10 ans à compter de la réception (garantie décennale, article 1792-4-1 du Code civil) ;
- les factures : 10 ans (article L123-22 du Code de commerce) ;
- votre page de suivi de chantier, les messages échangés et les consultations de la page : 3 ans après la fin du chantier (13 mois pour les consultations) ;
- un devis non signé : 3 ans après notre dernier échange, comme votre demande.

Si vous demandez l'effacement de vos données, nous supprimons votre demande, les devis non signés, les rendez-vous, vos avis, vos messages et vos liens personnels, qui cessent aussitôt de fonctionner ; nous gardons seulement ce que la loi nous oblige à conserver (ci-dessus), avec le minimum de données vous concernant.

## Vos droits

Vous disposez des droits suivants sur vos données :

- droit d'accès ;
- droit de rectification ;
- droit à l'effacement ;
- droit à la limitation du traitement ;
- droit d'opposition ;
- droit à la portabilité, lorsque le traitement le permet.

Pour exercer ces droits, écrivez-nous à contact@atelier-lartigue.fr ou par courrier à Atelier Lartigue, Zone Artisanale, 33650 Saucats. Nous vous répondrons dans un délai d'un mois. Une pièce justifiant de votre identité pourra vous être demandée en cas de doute raisonnable.

## Cookies

Ce site n'utilise aucun cookie de suivi, de publicité ou de mesure d'audience tiers. Seuls peuvent être déposés les éléments strictement nécessaires à son fonctionnement, qui ne requièrent pas votre consentement.

## Carte interactive

La page contact propose une carte interactive pour situer notre atelier. Cette carte est fournie par un service tiers susceptible de collecter des données de connexion. Elle n'est donc chargée qu'après votre consentement explicite, en cliquant sur le bouton prévu à cet effet. Sans ce consentement, aucune donnée n'est transmise à ce service, et notre adresse reste affichée en clair.

## Sécurité

Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données contre la perte, l'accès non autorisé ou la divulgation, notamment le chiffrement des échanges avec le site.

## Réclamation

Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.

## Modification de cette politique

Cette politique peut être mise à jour pour tenir compte de l'évolution de nos pratiques ou de la réglementation. La date de dernière mise à jour figure ci-dessous.

Dernière mise à jour : [à compléter]`,
    metaTitle: "Politique de confidentialité | Atelier Lartigue",
    metaDescription:
      "Comment Atelier Lartigue collecte, utilise et protège les données de ses formulaires de devis et de contact, et comment exercer vos droits RGPD.",
  },
];
