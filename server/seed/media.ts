import { readdirSync } from "node:fs";
import type { Db } from "../infra/db/client.ts";
import { media } from "#server/modules/media/schema.ts";
import type { MediaJobs } from "#server/modules/media/index.ts";
import { articles as seedArticles } from "./data/articles.ts";
import { projects as seedProjects } from "./data/projects.ts";
import { services as seedServices } from "./data/services.ts";
import { articleIllustrations, illustrationsDir, illustrationUrl, projectImages } from "./index.ts";

/** Described by hand: what each illustration of the pages shows. */
const described: Record<string, string> = {
  "hero-atelier": "L'atelier de menuiserie à Saucats : établi, outils et panneaux de bois",
  "about-atelier": "L'atelier de Saucats : établi en chêne, outils au mur et fenêtre sur la forêt de pins",
  "about-equipe": "Les cinq artisans de l'atelier, en tablier, devant l'établi",
  "map-saucats": "Plan stylisé des environs de Saucats, avec l'emplacement de l'atelier dans la zone artisanale",
  "og-default": "Atelier Lartigue, menuiserie sur mesure à Saucats",
};

/** The queue's order: the first screen of the home page first, gallery views last. */
function priority(key: string): number {
  if (key === "hero-atelier") return 0;
  if (key.startsWith("service-")) return 1;
  if (/^projet-.+-\d+$/.test(key) && !/-\d+-\d+$/.test(key)) return 2;
  if (key.startsWith("article-") || key.startsWith("about-")) return 3;
  return 4;
}

/** Alt text of every seed illustration, from the content that shows it. */
export function seedAltTexts(): Map<string, string> {
  const alts = new Map<string, string>(Object.entries(described));
  const id = (url: string) => /\/media\/seed-([a-z0-9-]+)\//.exec(url)?.[1] as string;
  seedServices.forEach((s) => alts.set(s.image, `${s.title} : illustration d'un ouvrage de l'atelier`));
  projectImages().forEach((images, i) => {
    const p = seedProjects[i];
    if (!p) return;
    const place = p.location ? `, à ${p.location}` : "";
    alts.set(id(images.image), `${p.title}${place}`);
    images.gallery.forEach((url, n) => {
      if (n > 0) alts.set(id(url), `${p.title}${place} : ${n === 1 ? "vue d'ensemble" : "détail de finition"}`);
    });
  });
  seedArticles
    .filter((a) => a.isPublished)
    .forEach((a, i) => {
      const key = articleIllustrations[i];
      if (key) alts.set(key, `Illustration de l'article « ${a.title} »`);
    });
  return alts;
}

/**
 * One media row per seed illustration (`seed-{key}`), with its alt text, so the admin can edit
 * it and set its focal point like any image; the new ones get their variants queued. Idempotent:
 * run at every start, it adds only what a new version brought.
 */
export async function seedMedia(db: Db, jobs: MediaJobs): Promise<number> {
  const keys = readdirSync(illustrationsDir)
    .filter((f) => f.endsWith(".svg"))
    .map((f) => f.slice(0, -4))
    .sort((a, b) => priority(a) - priority(b) || a.localeCompare(b));
  const alts = seedAltTexts();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(media)
      .values(
        keys.map((key) => ({
          id: `seed-${key}`,
          url: illustrationUrl(key),
          type: "image",
          mimeType: "image/webp",
          description: alts.get(key) ?? "",
          altText: alts.get(key) ?? "",
          fileName: `${key}.svg`,
          width: 1600,
          height: 1067,
          source: "seed",
        })),
      )
      .onConflictDoNothing()
      .returning({ id: media.id });
    await jobs.enqueue(
      inserted.map((r) => r.id),
      "variants",
      tx as unknown as Db,
    );
    return inserted.length;
  });
}
