import { writeFileSync } from "node:fs";
import { businessSeed } from "#domain/business.ts";
import type { DevisLine } from "#domain/devis.ts";
import { renderDevisPdf } from "#server/modules/devis/index.ts";
import { legalMentions } from "../tests/fixtures/business.ts";

/**
 * `node scripts/render-devis-sample.ts <out.pdf> [draft]`: a three-page sample devis (a kitchen
 * and a staircase at 10 %, insulation at 5,5 %, appliances at 20 %) to look at the layout
 * (docs/captures/issue-39/, rendered with pdftoppm).
 */
const line = (
  designation: string,
  description: string,
  quantity: number,
  unit: DevisLine["unit"],
  euros: number,
  vatRate: number,
): DevisLine => ({
  kind: "ligne",
  nature: "pose",
  designation,
  description,
  quantity,
  unit,
  unitPriceCents: Math.round(euros * 100),
  vatRate,
  toCheck: false,
});
const title = (designation: string): DevisLine => ({ ...line(designation, "", 0, "u", 0, 20), kind: "titre" });
const lines: DevisLine[] = [
  title("Cuisine sur mesure"),
  line(
    "Caissons bas en chêne massif, façades à cadre",
    "Chêne massif du Limousin, finition huile dure incolore.\nFaçades à cadre et panneau plate-bande, charnières invisibles.\nDimensions : 3,20 m × 0,90 m × 0,60 m.",
    3.2,
    "ml",
    950,
    10,
  ),
  line("Caissons hauts vitrés", "Portes vitrées verre extra-clair, étagères réglables.", 2.4, "ml", 780, 10),
  line(
    "Plan de travail chêne lamellé-collé 40 mm",
    "Découpe évier et plaque, chants arrondis, deux couches d'huile alimentaire.",
    3.6,
    "ml",
    310,
    10,
  ),
  line("Four encastrable et plaque induction", "Appareils électroménagers fournis : restent à 20 %.", 1, "u", 1450, 20),
  title("Escalier"),
  line(
    "Escalier quart tournant en frêne",
    "Limons à la française, 14 marches, contremarches peintes.\nGarde-corps barreaudage droit, main courante ronde.",
    1,
    "forfait",
    6800,
    10,
  ),
  line("Dépose de l'ancien escalier", "Évacuation en déchetterie comprise.", 1, "forfait", 650, 10),
  title("Isolation"),
  line(
    "Isolation des rampants en fibre de bois",
    "Panneaux 200 mm, R = 5,2 m².K/W, pare-vapeur hygro-régulant.",
    42,
    "m²",
    68,
    5.5,
  ),
  line("Fenêtre de toit bois double vitrage", "Uw = 1,3 W/m².K, 78 × 118 cm, raccord d'étanchéité.", 2, "u", 940, 5.5),
];
lines.push(title("Rangements"));
for (let i = 0; i < 12; i++)
  lines.push(
    line(
      `Placard sur mesure n° ${i + 1}`,
      "Caisson mélaminé chêne, portes battantes en MDF laqué.\nHauteur sous plafond, intérieur penderie et étagères.",
      1,
      "u",
      1200 + i * 35,
      10,
    ),
  );

const out = process.argv[2] ?? "devis.pdf";
const bytes = await renderDevisPdf(
  { ...businessSeed, ...legalMentions },
  {
    number: "D-2026-0042",
    issuedOn: "2026-11-27",
    validUntil: "2026-12-27",
    client: {
      name: "Jeanne Dubreuil",
      email: "jeanne.dubreuil@example.fr",
      phone: "06 12 34 56 78",
      address: "12 rue des Pins, 33650 Saucats",
      siret: "",
      company: "",
    },
    siteAddress: "12 rue des Pins, 33650 Saucats",
    channel: "distance",
    premises: "logement-ancien",
    title: "Cuisine, escalier et isolation des combles",
    lines,
    note: "Les teintes seront validées sur échantillon avant fabrication.",
    depositPercent: 30,
    paymentTerms: "30 % à la commande, solde à la réception",
    leadTime: "8 semaines après la commande",
    draft: process.argv[3] === "draft",
  },
);
writeFileSync(out, bytes);
