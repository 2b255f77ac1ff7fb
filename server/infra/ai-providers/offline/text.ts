import { aiLengths } from "#domain/ai.ts";
import { contentTypeConfigs } from "#domain/content-types.ts";
import { currentBusiness } from "#server/infra/business-snapshot.ts";
import { stripMarkdown } from "#domain/text.ts";
import { seededRandom } from "#server/illustrator/lib.ts";
import type { ContentRequest } from "../types.ts";
import { renderBlock } from "./blocks.ts";
import { keywordPhrases, phrases } from "./phrases.ts";
import { outline, type SectionPlan } from "./structures.ts";
import { offlineSuggestions } from "./suggestions.ts";
import { voices } from "./tones.ts";
import { detectTopic } from "./data/topics.ts";
import { briefStatements, namedTown } from "./brief.ts";

export function countWords(markdown: string): number {
  return stripMarkdown(markdown).split(/\s+/).filter(Boolean).length;
}

interface Section {
  plan: SectionPlan;
  heading: string;
  pool: string[];
  paragraphs: string[][];
  block: string;
  active: boolean;
}

const audienceOf = (audience: string) =>
  audience
    .trim()
    .replace(/^(les|des|aux|à|a)\s+/i, "")
    .replace(/[.!?]+$/, "");

/**
 * The offline writer: a French text composed from the business facts, the topic found in the
 * request and sentence banks, laid out by the style's outline and filled until the length's word
 * range is reached. Deterministic for a given `seed`.
 */
export function composeContent(
  request: ContentRequest,
  seed: string = String(Math.random()),
): { content: string; suggestions: string[] } {
  const r = seededRandom(`${request.title}|${request.context}|${seed}`);
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
  const topic = detectTopic(request.title, request.keywords, request.context);
  const vars: Record<string, string> = {
    un: topic.un,
    dun: `d'${topic.un}`,
    le: topic.le,
    de: topic.de,
    objet: topic.objet,
    objets: topic.objets,
    // The town the artisan named, else one of the communes served.
    ville:
      namedTown(request.title, request.context) ??
      pick(
        currentBusiness().areaServed.length
          ? currentBusiness().areaServed.slice(0, 2)
          : [currentBusiness().address.city],
      ),
    atelier: currentBusiness().address.city,
    region: currentBusiness().address.region,
    entreprise: currentBusiness().name,
    annee: String(currentBusiness().foundingYear),
    equipe: String(currentBusiness().teamSize),
    projets: `plus de ${currentBusiness().projectsDone.replace("+", "")}`,
    audience: audienceOf(request.targetAudience),
    titre: `« ${request.title} »`,
  };
  const fill = (template: string, extra: Record<string, string> = {}) => {
    const text = template.replace(/\{(\w+)\}/g, (m, k: string) => extra[k] ?? vars[k] ?? m);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };

  const range = aiLengths[request.length];
  const target = Math.round(range.min + (range.max - range.min) * 0.45);
  const voice = voices[request.tone];
  const plans = outline(request.contentType, request.style, request.tone);

  // Keywords: one sentence each up to a budget; the rest are named once in the introduction.
  const budget = request.length === "court" ? 3 : request.length === "moyen" ? 6 : 10;
  const templates = shuffle(keywordPhrases);
  const kwSentences = request.keywords
    .slice(0, budget)
    .map((kw, i) => fill(templates[i % templates.length] as string, { kw }));
  const listed = request.keywords.slice(budget);

  const facts = shuffle(topic.facts);
  const factSections = plans.filter((p) => p.facts && !p.reserve).length || 1;
  const perSection = Math.ceil(facts.length / factSections);
  const sections: Section[] = plans.map((plan) => {
    const themed = plan.themes.map((t) => (t === "recit" ? [...phrases[t]] : shuffle(phrases[t])));
    const pool: string[] = [];
    for (let i = 0; themed.some((l) => l.length > i); i++)
      for (const l of themed) if (l[i]) pool.push(fill(l[i] as string));
    if (plan.facts) facts.splice(0, perSection).forEach((f, i) => pool.splice(Math.min(pool.length, i * 2), 0, f));
    return {
      plan,
      heading: fill(plan.heading),
      pool,
      paragraphs: [[]],
      block: plan.block ? renderBlock(plan.block, { topic, context: request.context, fill: (t) => fill(t) }) : "",
      active: !plan.reserve,
    };
  });
  // A sentence is never used twice, even when two sections share a theme.
  const seen = new Set<string>();
  const take = (s: Section): string | undefined => {
    while (s.pool.length) {
      const next = s.pool.shift() as string;
      if (!seen.has(next)) {
        seen.add(next);
        return next;
      }
    }
    return undefined;
  };

  const typeNoun = contentTypeConfigs[request.contentType].ai.demonstrative;
  const ownNoun = (m: string) => (m.startsWith("C") ? typeNoun.charAt(0).toUpperCase() + typeNoun.slice(1) : typeNoun);
  const toneIntro = fill(pick(voice.intro)).replace(/\b[Cc](et article|e guide)\b/g, ownNoun);
  const introSentences =
    request.contentType === "services"
      ? [fill("Notre atelier conçoit, fabrique et pose des {objets} sur mesure en Gironde."), toneIntro]
      : request.contentType === "portfolio"
        ? [
            fill("Cette réalisation présente le travail de l'atelier sur {un}, de la conception à la pose."),
            fill("Les informations entre crochets sont à compléter avec les détails réels du chantier."),
          ]
        : [toneIntro];
  if (request.contentType === "services")
    introSentences.push(fill("Nous accompagnons les {audience} de la conception à la pose."));
  else if (request.contentType !== "portfolio")
    introSentences.push(fill(`Que vous soyez {audience}, ${typeNoun} vous donne des repères concrets pour avancer.`));
  if (listed.length) introSentences.push(`Au fil de ${typeNoun}, il sera aussi question de ${listed.join(", ")}.`);
  // The brief, every statement whole (wood, sizes, durations, light…), unless a « details » block quotes it.
  const town = namedTown(request.title, request.context);
  const quotesBrief = sections.some((s) => s.plan.block === "details");
  const brief = quotesBrief ? [] : briefStatements(request.context);
  if (town && !request.context.includes(town)) introSentences.push(`Le projet se situe à ${town}.`);

  const main = sections.filter((s) => s.active);
  kwSentences.forEach((sentence, i) => {
    const section = main[i % main.length] as Section;
    section.paragraphs[0]?.push(sentence);
    seen.add(sentence);
  });
  const closing = [fill(pick(voice.closing))];
  if (request.style === "storytelling" && request.contentType === "articles")
    closing.unshift(fill(phrases.recit.at(-1) as string));
  closing.push("Pour en parler, utilisez notre [formulaire de demande de devis](/contact).");

  const render = () => {
    const parts = [introSentences.join(" ")];
    if (brief.length) parts.push("## En bref", brief.map((b) => `- ${b}`).join("\n"));
    for (const s of sections) {
      const paragraphs = s.paragraphs.filter((p) => p.length).map((p) => p.join(" "));
      if (!s.active || (!paragraphs.length && !s.block)) continue;
      parts.push(
        `## ${s.heading}`,
        ...[paragraphs[0], s.block, ...paragraphs.slice(1)].filter((p): p is string => Boolean(p)),
      );
    }
    parts.push(`## ${voice.closingHeading}`, closing.join(" "));
    return parts.join("\n\n");
  };

  // First pass: every main section opens with a sentence; then round-robin until the target.
  for (const s of main) {
    const first = take(s);
    if (first) s.paragraphs[0]?.unshift(first);
  }
  // Counted once, then kept up to date sentence by sentence (rendering each time is quadratic).
  let words = countWords(render());
  let limit = 3 + Math.floor(r() * 2);
  const added: Section[] = [];
  while (words < target) {
    const candidates = sections.filter((s) => s.active && s.pool.some((p) => !seen.has(p)));
    if (!candidates.length) {
      const reserve = sections.find((s) => !s.active);
      if (!reserve) break;
      reserve.active = true;
      words = countWords(render());
      continue;
    }
    for (const s of candidates) {
      const sentence = take(s);
      if (!sentence) continue;
      const last = s.paragraphs.at(-1) as string[];
      if (last.length >= limit) {
        s.paragraphs.push([sentence]);
        limit = 2 + Math.floor(r() * 3);
      } else last.push(sentence);
      added.push(s);
      words += countWords(sentence) + (s.paragraphs.flat().length === 1 ? countWords(s.heading) : 0);
      if (words >= target) break;
    }
  }
  words = countWords(render());
  // Never past the range: drop the last sentences added, then the fixed blocks (a short text
  // cannot hold every list), then whole sentences from the end, keywords kept.
  while (words > range.max && added.length) {
    const s = added.pop() as Section;
    const last = s.paragraphs.at(-1) as string[];
    last.pop();
    if (!last.length && s.paragraphs.length > 1) s.paragraphs.pop();
    words = countWords(render());
  }
  // Never the « details » block: it holds the artisan's brief.
  const blockOrder = ["summary", "glossary", "faq", "finitions", "essences", "tips", "offer", "steps"];
  for (const block of blockOrder) {
    if (words <= range.max) break;
    for (const s of sections) if (s.plan.block === block) s.block = "";
    words = countWords(render());
  }
  const keywordSet = new Set(kwSentences);
  for (let i = sections.length - 1; i >= 0 && words > range.max; i--) {
    const s = sections[i] as Section;
    for (const p of [...s.paragraphs].reverse()) {
      for (let j = p.length - 1; j >= 0 && words > range.max; j--) {
        if (keywordSet.has(p[j] as string) || (p === s.paragraphs[0] && j === 0)) continue;
        p.splice(j, 1);
        words = countWords(render());
      }
    }
  }
  const content = render();
  return { content, suggestions: offlineSuggestions(request, topic, content) };
}
