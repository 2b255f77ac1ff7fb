import { describe, expect, it } from "vitest";
import { generateContentSchema } from "#domain/ai.ts";
import { excerptOf, stripMarkdown } from "#domain/text.ts";
import { seoDescription, seoTitle } from "../seo-limits.ts";
import { composeContent } from "./text.ts";

/**
 * The offline writer uses what it is given: the subject named is the subject written,
 * every detail of the brief appears, no sentence is cut, and the SEO title (≤ 60) and description
 * (≤ 155) end at a word.
 */
const briefs: {
  title: string;
  context: string;
  contentType: "articles" | "services" | "portfolio";
  subject: RegExp;
  notSubject?: RegExp;
  details: string[];
}[] = [
  {
    title: "Une bibliothèque sous l'escalier",
    context:
      "Bibliothèque en chêne massif sous la montée d'escalier d'une maison à Léognan. 3,20 m de large sur 2,40 m de haut. Fabrication en 3 semaines, pose en 2 jours. La pièce reçoit beaucoup de lumière naturelle.",
    contentType: "portfolio",
    subject: /biblioth[eè]que/i,
    details: ["Léognan", "chêne massif", "3,20 m", "2,40 m", "3 semaines", "2 jours", "lumière naturelle"],
  },
  {
    title: "Bibliothèque murale en noyer à Martillac",
    context: "Un mur entier de livres dans un salon lumineux ; niches de 35 cm de profondeur ; pose en une journée",
    contentType: "articles",
    subject: /biblioth[eè]que/i,
    notSubject: /escalier/i,
    details: ["Martillac", "noyer", "35 cm", "une journée", "lumineux"],
  },
  {
    title: "Dressing sous combles",
    context: "Chambre mansardée à Cestas, penderie double et tiroirs, frêne clair, 4 m de long, chantier de 5 jours.",
    contentType: "services",
    subject: /dressing/i,
    notSubject: /cuisine/i,
    details: ["Cestas", "frêne clair", "4 m", "5 jours", "penderie double"],
  },
  {
    title: "Cuisine en chêne et quartz à La Brède",
    context: "Îlot de 2,10 m, plan de travail en quartz blanc, délai de fabrication 6 semaines.",
    contentType: "portfolio",
    subject: /cuisine/i,
    details: ["La Brède", "2,10 m", "quartz blanc", "6 semaines"],
  },
];

describe("offline writer: the brief is used", () => {
  for (const brief of briefs) {
    it(`« ${brief.title} » (${brief.contentType})`, () => {
      const request = generateContentSchema.parse({
        title: brief.title,
        context: brief.context,
        keywords: [],
        contentType: brief.contentType,
        length: "court",
      });
      const { content } = composeContent(request, "brief");
      const text = stripMarkdown(content);
      // The subject named is the subject written, and not another one.
      expect((text.match(new RegExp(brief.subject, "gi")) ?? []).length).toBeGreaterThanOrEqual(2);
      if (brief.notSubject) expect(text).not.toMatch(brief.notSubject);
      for (const detail of brief.details) expect(text, detail).toContain(detail);

      // The excerpt ends with a whole sentence.
      const excerpt = excerptOf(content, 20);
      expect(excerpt).toMatch(/[.!?]$/);
      expect(text.replace(/\s+/g, " ")).toContain(excerpt);

      const title = seoTitle(brief.title);
      expect(title.length).toBeLessThanOrEqual(60);
      // The title's own words (before the regional suffix) are the start of the title, cut at a word.
      const own = title.replace(/ \| Menuiserie .*$| – Saucats, Gironde$/, "");
      expect(`${brief.title} `.startsWith(`${own} `), title).toBe(true);
      const description = seoDescription(brief.title, content);
      expect(description.length).toBeLessThanOrEqual(155);
      // Whole sentences, or cut at a word with « … ».
      expect(description).toMatch(/[.!?]$|\S…$/);
      expect(text.replace(/\s+/g, " ")).toContain(description.replace(/…$/, "").split(" ").slice(0, 6).join(" "));
    });
  }
});
