import type { SeedFaq } from "./types.ts";

export const homeFaq: SeedFaq[] = [
  {
    question: "Quels sont vos délais de réalisation ?",
    answer:
      "Une fois le projet validé, comptez en général 2 à 3 semaines pour une cuisine, 1 à 2 semaines pour un dressing et 3 à 4 semaines pour des travaux plus complexes comme une cave à vin. Nous vous communiquons un planning précis avec le devis, puis une date de pose confirmée à la commande.",
  },
  {
    question: "Quelle garantie offrez-vous sur vos réalisations ?",
    answer:
      "Notre main d'œuvre est garantie 2 ans à compter de la réception des travaux. Pendant cette période, nous intervenons pour tout défaut de fabrication ou de pose, comme le réglage d'une porte ou d'un tiroir. Nous restons bien sûr disponibles au-delà pour l'entretien et les conseils.",
  },
  {
    question: "Dans quelle zone intervenez-vous ?",
    answer:
      "Nous intervenons principalement en Gironde (33) : à Saucats, où se trouve notre atelier, dans toute la métropole de Bordeaux, dans le sud Gironde et sur le Bassin d'Arcachon. Pour un projet situé en dehors de cette zone, contactez-nous : nous étudions chaque demande.",
  },
  {
    question: "Comment se déroule un projet avec vous ?",
    answer:
      "Un projet se déroule en 5 étapes : 1. rencontre et prise de mesures chez vous ; 2. conception et devis, avec des plans 3D si besoin ; 3. validation et commande ; 4. fabrication dans notre atelier de Saucats ; 5. pose sur site par nos menuisiers. Vous avez un interlocuteur unique du premier rendez-vous à la réception.",
  },
  {
    question: "D'où viennent les bois que vous utilisez ?",
    answer:
      "Nous utilisons des bois certifiés PEFC ou FSC, issus de forêts gérées durablement. Nous privilégions autant que possible les essences et les fournisseurs européens, et nous vous indiquons l'origine du bois retenu pour votre projet.",
  },
  {
    question: "Le devis est-il gratuit ?",
    answer:
      "Oui, le devis est gratuit et sans engagement. Après la prise de mesures, nous vous remettons une proposition détaillée et, si le projet le nécessite, des plans en 3D pour visualiser le résultat avant de vous décider.",
  },
  {
    question: "Vous chargez-vous de la pose ?",
    answer:
      "Oui, la pose est entièrement prise en charge par nos menuisiers, ceux-là mêmes qui ont fabriqué vos meubles. Nous coordonnons si besoin les interventions du plombier ou de l'électricien, protégeons les lieux pendant le chantier et évacuons les emballages et les chutes.",
  },
  {
    question: "Qu'entendez-vous par écoconception ?",
    answer:
      "Nous cherchons à limiter l'impact de chaque projet dès sa conception : bois certifiés, optimisation des découpes pour réduire les chutes, valorisation des chutes et des copeaux, finitions choisies avec soin et ouvrages conçus pour être réparés plutôt que remplacés. Un meuble qui dure longtemps reste la démarche la plus efficace.",
  },
];

export const contactFaq: SeedFaq[] = [
  {
    question: "Quel est le délai entre ma demande et la réalisation ?",
    answer:
      "Nous vous recontactons rapidement pour convenir d'un rendez-vous de prise de mesures. Une fois le devis validé, la réalisation prend en général 2 à 3 semaines pour une cuisine, 1 à 2 semaines pour un dressing et 3 à 4 semaines pour un ouvrage complexe comme une cave à vin. La date de pose vous est confirmée à la commande.",
  },
  {
    question: "Puis-je utiliser ma cuisine pendant les travaux ?",
    answer:
      "Les meubles étant fabriqués à l'atelier, votre cuisine actuelle reste utilisable pendant toute la phase de fabrication. Elle n'est indisponible que pendant la dépose et la pose, qui durent en général quelques jours. Nous planifions ces journées avec vous et pouvons vous aider à prévoir un coin cuisine provisoire.",
  },
  {
    question: "Intervenez-vous dans les résidences secondaires ?",
    answer:
      "Oui, c'est fréquent, notamment sur le Bassin d'Arcachon. Nous pouvons intervenir en votre absence : nous convenons ensemble de la remise des clés, nous coordonnons les autres artisans si nécessaire et nous vous tenons au courant à chaque étape, photos à l'appui. La réception des travaux se fait à votre retour.",
  },
  {
    question: "Quelles sont vos garanties ?",
    answer:
      "Notre main d'œuvre est garantie 2 ans à compter de la réception des travaux. Nous sommes également couverts par une assurance décennale pour les ouvrages qui relèvent de cette garantie. Les attestations d'assurance vous sont remises sur simple demande avec le devis.",
  },
];
