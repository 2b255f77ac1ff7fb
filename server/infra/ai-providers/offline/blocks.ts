import { currentBusiness } from "#server/infra/business-snapshot.ts";
import { glossary } from "./phrases.ts";
import type { Block } from "./structures.ts";
import { defaultTopic, type Topic } from "./data/topics.ts";

const steps = () => [
  ["Rencontre et prise de mesures", "nous venons chez vous écouter votre besoin et relever les cotes."],
  ["Conception et devis", "nous dessinons le projet, en 3D si besoin, et chiffrons chaque poste."],
  ["Validation et commande", "vous validez le plan et les matériaux, puis nous commandons le bois."],
  ["Fabrication à l'atelier", `nos artisans fabriquent et finissent chaque pièce à ${currentBusiness().address.city}.`],
  ["Pose sur place", "l'équipe installe, ajuste et vous présente l'entretien."],
];

const essences = `| Essence | Aspect | Points forts | À savoir |
| --- | --- | --- | --- |
| Chêne | Veinage marqué, teinte dorée | Robuste, se patine avec élégance | Ses tanins réagissent au métal humide |
| Noyer | Brun profond | Chaleureux, très raffiné | Plus rare : à réserver aux pièces maîtresses |
| Frêne | Clair et nerveux | Lumineux, résistant aux chocs | Peu adapté à l'extérieur |
| Douglas | Rosé à brun | Bonne tenue sous abri extérieur | Résineux, plus tendre en surface |
| Panneau plaqué | Celui du bois choisi | Grandes surfaces stables | Les chants demandent du soin |`;

const finitions = `| Finition | Rendu | Avantage | Entretien |
| --- | --- | --- | --- |
| Huile | Naturel, mat ou satiné | Se reprend localement | Nouvelle couche de temps en temps |
| Vernis | Satiné ou mat | Protège des taches | Rénovation plus lourde |
| Laque | Couleur unie | Se nettoie facilement | Éclats à reprendre à l'atelier |`;

export interface BlockContext {
  topic: Topic;
  context: string;
  fill: (template: string) => string;
}

function faq(ctx: BlockContext): string {
  const t = ctx.topic;
  const q = (question: string, answer: string) => `### ${ctx.fill(question)}\n\n${ctx.fill(answer)}`;
  return [
    q(
      "Combien coûte {un} sur mesure ?",
      "Le prix dépend des dimensions, de l'essence, des finitions et de la pose : nous l'établissons après une visite, dans un devis détaillé et sans engagement. [Fourchette de prix à compléter si vous souhaitez en publier une.]",
    ),
    q(
      "Quels sont les délais ?",
      "Ils dépendent de la complexité du projet et du planning de l'atelier ; nous vous les confirmons au moment du devis. [Délai habituel à vérifier.]",
    ),
    q(
      "Intervenez-vous près de chez moi ?",
      `Nous intervenons principalement en Gironde : ${currentBusiness().areaServed.slice(0, 3).join(", ")} et leurs environs.`,
    ),
    q(
      `Comment entretenir ${t.le} ?`,
      "Un dépoussiérage régulier et un produit adapté à la finition suffisent ; nous vous remettons nos conseils le jour de la pose.",
    ),
  ].join("\n\n");
}

/** Fixed markdown blocks of an outline (lists, tables, questions). */
export function renderBlock(block: Block, ctx: BlockContext): string {
  const { topic } = ctx;
  switch (block) {
    case "steps":
      return steps()
        .map(([title, text], i) => `${i + 1}. **${title}** : ${text}`)
        .join("\n");
    case "tips": {
      const tips = topic.key === defaultTopic.key ? topic.tips : [...topic.tips, ...defaultTopic.tips.slice(0, 3)];
      return tips.map(([title, text], i) => `### ${i + 1}. ${title}\n\n${text}`).join("\n\n");
    }
    case "offer":
      return topic.tips
        .map(([title, text]) => `- **${title}** : ${text.charAt(0).toLowerCase()}${text.slice(1)}`)
        .join("\n");
    case "summary":
      return [...topic.tips.slice(0, 3), ...defaultTopic.tips.slice(4, 5)]
        .map(([title, text]) => `- **${title}** : ${text.charAt(0).toLowerCase()}${text.slice(1)}`)
        .join("\n");
    case "essences":
      return essences;
    case "finitions":
      return finitions;
    case "glossary":
      return glossary.map(([term, def]) => `- **${term}** : ${def}`).join("\n");
    case "faq":
      return faq(ctx);
    case "details": {
      // The whole brief: every detail the artisan gave (place, wood, sizes, durations) is kept.
      const demand = ctx.context.replace(/\s+/g, " ").trim();
      return [
        demand ? `La demande, telle que vous l'avez décrite : « ${demand} »` : "",
        "- **Lieu** : [à compléter]\n- **Surface** : [à compléter]\n- **Durée du chantier** : [à compléter]\n- **Matériau** : [à compléter]\n- **Budget** : [à compléter]",
      ]
        .filter(Boolean)
        .join("\n\n");
    }
  }
}
