import type { AiTone } from "#domain/ai.ts";

/**
 * How each tone opens and closes a text. Placeholders as in phrases.ts, plus {titre}
 * (the title as written, between « »).
 */
export interface ToneVoice {
  intro: string[];
  closing: string[];
  /** Heading of the closing section. */
  closingHeading: string;
}

export const voices: Record<AiTone, ToneVoice> = {
  professionnel: {
    intro: [
      "Dans cet article, nous faisons le point sur {titre} : les questions à se poser, les choix à faire et la façon dont notre atelier les accompagne.",
      "Concevoir {un} demande méthode et savoir-faire. Voici ce qu'il faut savoir sur {titre}, avec l'expérience de {entreprise}.",
    ],
    closing: [
      "Vous avez un projet ? Contactez-nous pour une visite et un devis détaillé : nous étudierons ensemble la meilleure solution pour votre intérieur.",
      "Pour aller plus loin, notre équipe se tient à votre disposition pour un premier échange, à l'atelier ou chez vous.",
    ],
    closingHeading: "En conclusion",
  },
  accessible: {
    intro: [
      "Vous vous posez des questions sur {titre} ? Pas de panique : voici l'essentiel, expliqué simplement.",
      "Pas besoin d'être du métier pour réussir {un}. Dans ce guide, nous vous expliquons {titre} sans jargon.",
    ],
    closing: [
      "Vous hésitez encore ? Appelez-nous ou passez à l'atelier : on en parle simplement, sans engagement.",
      "Le plus simple reste d'en discuter : décrivez-nous votre projet et nous vous aiderons à y voir clair.",
    ],
    closingHeading: "En résumé",
  },
  technique: {
    intro: [
      "Cet article aborde {titre} sous l'angle technique : matériaux, assemblages, contraintes de pose et points de vigilance.",
      "Derrière chaque projet réussi se cachent des choix techniques précis. Nous détaillons ici ceux qui concernent {titre}.",
    ],
    closing: [
      "Chaque support et chaque pièce ont leurs contraintes : nous les vérifions lors d'un relevé sur place avant de valider les choix techniques.",
      "Pour un avis technique sur votre projet, transmettez-nous vos plans ou vos cotes : nous vous répondrons précisément.",
    ],
    closingHeading: "Points de vigilance",
  },
  commercial: {
    intro: [
      "Vous rêvez {dun} qui vous ressemble ? Découvrez {titre} et ce que {entreprise} peut réaliser pour vous.",
      "{titre} : découvrez comment notre atelier transforme votre projet en un intérieur sur mesure, fabriqué près de chez vous.",
    ],
    closing: [
      "Demandez dès maintenant votre devis gratuit : nous vous recontactons rapidement pour organiser une première visite.",
      "Profitez de l'expertise d'un atelier local : contactez-nous pour concrétiser votre projet.",
    ],
    closingHeading: "Passez à l'action",
  },
  captivant: {
    intro: [
      "Et si {le} de vos rêves n'était qu'à quelques croquis de vous ? Entrons ensemble dans les coulisses de {titre}.",
      "Imaginez une pièce où chaque centimètre a été pensé pour vous. C'est tout l'enjeu de {titre}.",
    ],
    closing: [
      "La suite de l'histoire ? Elle commence par votre projet. Racontez-le-nous, nous nous occupons du reste.",
      "Il ne vous reste plus qu'à imaginer votre projet : nous serons là pour lui donner forme.",
    ],
    closingHeading: "Et maintenant ?",
  },
  enthousiaste: {
    intro: [
      "Quel plaisir de vous parler de {titre} ! C'est l'un des sujets que nous préférons à l'atelier.",
      "Bonne nouvelle : {un} sur mesure est à votre portée ! Découvrons ensemble {titre}.",
    ],
    closing: [
      "Nous avons hâte de découvrir votre projet : contactez-nous, et commençons à dessiner ensemble !",
      "Alors, prêts à vous lancer ? Notre équipe est impatiente de vous accompagner !",
    ],
    closingHeading: "À vous de jouer !",
  },
  convaincant: {
    intro: [
      "Pourquoi choisir le sur-mesure pour {titre} ? Parce qu'un projet pensé pour vous dure plus longtemps et répond vraiment à vos besoins. Voici nos arguments.",
      "{titre} : voici pourquoi un atelier artisanal fait la différence, arguments concrets à l'appui.",
    ],
    closing: [
      "Le sur-mesure est un investissement qui se mesure sur la durée : parlons de votre projet et comparez par vous-même.",
      "Vous avez maintenant toutes les cartes en main : demandez votre devis et jugez sur pièces.",
    ],
    closingHeading: "Notre conviction",
  },
};
