import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ImageStyle } from "#domain/ai.ts";
import { cellar, wineWall } from "#server/illustrator/cellars.ts";
import { galley, kitchen } from "#server/illustrator/kitchens.ts";
import { palette, WOOD, seededRandom } from "#server/illustrator/lib.ts";
import type { Tone } from "#server/illustrator/lib.ts";
import { acousticRoom, builtIn, cathedral, library, wallUnit } from "#server/illustrator/living.ts";
import { stairRoom, stairUp } from "#server/illustrator/stairs.ts";
import { doorScene, dressingScene } from "./scenes.ts";
import { applyStyle } from "./image-styles.ts";

// The one image work left in the web server (the offline AI pictures; everything else goes to the
// image worker): one libvips thread, no cache of decoded images kept in memory.
sharp.concurrency(1);
sharp.cache(false);

const normalize = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const namedWoods: [RegExp, Tone][] = [
  [/\bnoyer|walnut/, WOOD.walnut],
  [/\bfrene|\bclaire?s?\b/, WOOD.ash],
  [/douglas|\bpin\b|resineux/, WOOD.douglas],
  [/chataignier/, WOOD.chestnut],
  [/merisier|cerisier/, WOOD.cherry],
  [/\bfume|\bsombre/, WOOD.smoked],
  [/\bsauge/, WOOD.sage],
  [/\bverte?s?\b/, WOOD.green],
  [/\bnoire?s?\b|anthracite/, WOOD.char],
  [/\bblanc|\blaque|\bcreme/, WOOD.cream],
  [/\bchene|\boak/, WOOD.oak],
];

/** The wood or colour named first in the text, if any. */
function namedTone(text: string): Tone | null {
  let best: Tone | null = null;
  let at = Infinity;
  for (const [re, tone] of namedWoods) {
    const m = re.exec(text);
    if (m && m.index < at) [best, at] = [tone, m.index];
  }
  return best;
}

/** Wood named in the prompt, else one of the workshop's usual three. */
function toneFor(text: string, pick: <T>(l: readonly T[]) => T): Tone {
  return namedTone(text) ?? pick([WOOD.oak, WOOD.oak, WOOD.walnut, WOOD.ash]);
}

export interface Composition {
  /** What the scene shows, in French, for the media description. */
  subject: string;
  svg: string;
}

/**
 * Chooses and composes a scene from the words of the prompt: the family (kitchen, stairs, dressing,
 * cellar, door, library, acoustic wall…), the wood, the layout and the camera all follow from it,
 * so the same prompt gives the same picture and two prompts give two pictures.
 */
export function composeScene(prompt: string): Composition {
  const text = normalize(prompt);
  const key = `ia-${createHash("sha256").update(text).digest("hex").slice(0, 12)}`;
  const r = seededRandom(key);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
  const range = (a: number, b: number) => a + (b - a) * r();
  const tone = toneFor(text, pick);

  if (/cuisin|\bilot|plan de travail|credence/.test(text)) {
    if (/couloir|galley|etroite|parallele/.test(text)) return { subject: "cuisine en longueur", svg: galley(key) };
    const islandWords = /\bilot([^.,;]*)/.exec(text)?.[1] ?? "";
    const fronts = namedTone(text.replace(/\bilot[^.,;]*/, "")) ?? tone;
    const island = /sans ilot/.test(text)
      ? null
      : (namedTone(islandWords) ??
        (/\bilot/.test(text) ? pick([WOOD.green, WOOD.walnut, WOOD.oak]) : pick([WOOD.green, WOOD.walnut, null])));
    return {
      subject: island ? "cuisine avec îlot" : "cuisine sur mesure",
      svg: kitchen(key, {
        fronts,
        island,
        top: "#EEEBE5",
        edge: "#DCD7CF",
        wall: pick([palette.wall, "#F1ECE4", "#E4E6DD"]),
        floor: pick([WOOD.ash, WOOD.oak]),
        ox: range(-0.6, 0.6),
        handle: pick(["bar", "brass", "notch", "gola"] as const),
        shelves: r() < 0.5 ? WOOD.oak : null,
        pendant: pick([palette.green, palette.char, palette.brass]),
        splash: pick(["#DCD3C4", "#E9E4DA", "#C9D0C6"]),
        stools: r() < 0.7,
      }),
    };
  }
  if (/escalier|\bmarches?\b|garde-corps|mezzanine|tremie/.test(text)) {
    if (r() < 0.3) return { subject: "escalier à marches suspendues", svg: stairUp(key) };
    const style = /claustra/.test(text)
      ? "claustra"
      : /rangement|tiroir|placard/.test(text)
        ? "storage"
        : pick(["claustra", "floating", "storage"] as const);
    return { subject: "escalier sur mesure", svg: stairRoom(key, { style, ox: range(-0.8, 0.8), tread: tone }) };
  }
  if (/dressing|penderie|placard|armoire|vetement/.test(text))
    return { subject: "dressing sur mesure", svg: dressingScene(key, tone) };
  if (/\bcaves?\b|\bvins?\b|bouteille|cellier|degustation/.test(text)) {
    return /mur|vitrine|sejour|salon/.test(text) || r() < 0.3
      ? { subject: "mur à vin vitré", svg: wineWall(key) }
      : { subject: "cave à vin", svg: cellar(key, { ox: range(-0.5, 0.5), tone }) };
  }
  if (/\bportes?\b|entree|couloir|verriere|huisserie/.test(text))
    return { subject: "porte en bois massif", svg: doorScene(key, tone) };
  if (/acousti|tasseau|claustra|\bbruits?\b|reverberation|\bsons?\b/.test(text)) {
    return r() < 0.6 || !/plafond|cathedrale|rampant/.test(text)
      ? { subject: "habillage acoustique à tasseaux", svg: acousticRoom(key) }
      : { subject: "séjour cathédrale habillé de bois", svg: cathedral(key) };
  }
  if (/bibliotheque|\blivres?\b|lecture|banquette/.test(text)) {
    return r() < 0.5
      ? { subject: "bibliothèque sur mesure", svg: library(key, { ox: range(-0.5, 0.5) }) }
      : { subject: "bibliothèque et banquette", svg: builtIn(key) };
  }
  if (/bureau|meuble tv|television|salon|sejour/.test(text))
    return { subject: "meuble de séjour sur mesure", svg: wallUnit(key) };
  return fallback(key, r);
}

function fallback(key: string, r: () => number): Composition {
  const n = Math.floor(r() * 3);
  if (n === 0) return { subject: "aménagement intérieur en bois", svg: builtIn(key) };
  if (n === 1) return { subject: "meuble de séjour sur mesure", svg: wallUnit(key) };
  return { subject: "bibliothèque sur mesure", svg: library(key, { ox: 0.3 }) };
}

/** A 1600 px PNG of the composed scene in the requested style (re-encoded later like any upload). */
export async function renderIllustration(prompt: string, style: ImageStyle): Promise<{ png: Buffer; subject: string }> {
  const { svg, subject } = composeScene(prompt);
  // 1200 px wide SVG scenes rendered at 96 dpi instead of 72: 1600 px, crisp lines.
  const base = await sharp(Buffer.from(svg), { density: 96 })
    .resize({ width: 1600 })
    .removeAlpha()
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png: await applyStyle(base, style), subject };
}
