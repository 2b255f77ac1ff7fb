import type { SeedTestimonial } from "./types.ts";

export const testimonials: SeedTestimonial[] = [
  {
    name: "Sophie et Marc D.",
    location: "Léognan",
    content:
      "Nous avons confié à l'Atelier Lartigue notre cuisine puis le dressing de notre chambre. Les plans 3D nous ont permis de tout valider avant la fabrication, les délais annoncés ont été tenus et la pose s'est faite proprement. Un travail d'une grande précision.",
    rating: 5,
    workMonth: "2024-03",
    publishedAt: "2024-04-18T09:00:00+02:00",
  },
  {
    name: "Caroline F.",
    location: "Arcachon",
    content:
      "Pour notre maison de vacances, l'équipe a réalisé la bibliothèque et les portes intérieures pendant notre absence. Nous recevions des photos à chaque étape et tout était parfait à notre arrivée. Une entreprise sérieuse, à l'écoute et de très bon conseil.",
    rating: 5,
    workMonth: "2024-06",
    publishedAt: "2024-07-22T10:30:00+02:00",
  },
  {
    name: "Jean-Michel et Anne S.",
    location: "Bordeaux Caudéran",
    content:
      "Notre escalier en chêne est devenu la pièce maîtresse de la maison. Julien et son équipe ont trouvé une solution confortable malgré une trémie étroite, et les finitions sont irréprochables. Nous les recommandons sans hésiter.",
    rating: 5,
    workMonth: "2024-10",
    publishedAt: "2024-11-29T17:15:00+01:00",
  },
];
