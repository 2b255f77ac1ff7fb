/**
 * Registry of every illustration key and the brand files. Each scene family lives in its own
 * module (kitchens, cellars, living, stairs, bath, dressing, outdoor, workshop); this file only
 * picks palettes, layouts and cameras per key.
 */
import { palette, Ctx, WOOD, element, group, rect } from "./lib.ts";
import { monogram } from "./parts.ts";
import { QUARTZ } from "./common.ts";
import { galley, kitchen, kitchenDetail } from "./kitchens.ts";
import { cellar, cellarDetail, wineWall } from "./cellars.ts";
import { acousticRoom, builtIn, cathedral, library, libraryDetail, wallUnit } from "./living.ts";
import { stairRoom, stairUp } from "./stairs.ts";
import { bathroom } from "./bath.ts";
import { atticDressing, dressingArticle, dressingDetail, dressingU } from "./dressing.ts";
import { frontDoor, localMap, terrace, workshopFacade } from "./outdoor.ts";
import { equipe, essences, heroAtelier, kitchenCare, ogDefault, stairPlan } from "./workshop.ts";

/** The oak kitchen with a quartz top (projet-cuisine-1), shared by its gallery views. */
const oakKitchen = {
  fronts: WOOD.oak,
  island: WOOD.oak,
  top: QUARTZ.top,
  edge: QUARTZ.edge,
  wall: "#EEE8DE",
  floor: WOOD.smoked,
  handle: "bar" as const,
  shelves: null,
  pendant: palette.char,
  splash: "#E4DED3",
  stools: true,
  sinkOnIsland: true,
};

export const SCENES: Record<string, () => string> = {
  // services
  "service-cuisines": () =>
    kitchen("service-cuisines", {
      fronts: WOOD.oak,
      island: WOOD.green,
      top: QUARTZ.top,
      edge: QUARTZ.edge,
      wall: palette.wall,
      floor: WOOD.ash,
      ox: 0.2,
      handle: "bar",
      shelves: WOOD.oak,
      pendant: palette.green,
      splash: "#DCD3C4",
    }),
  "service-cave-a-vin": () => wineWall("service-cave-a-vin"),
  "service-amenagements-interieurs": () => builtIn("service-amenagements-interieurs"),
  "service-amenagements-exterieurs": () =>
    terrace("service-amenagements-exterieurs", { ox: 0.6, f: 640, variant: "service" }),
  "service-salle-de-bain": () => bathroom("service-salle-de-bain", "service"),
  "service-escaliers": () => stairRoom("service-escaliers", { style: "claustra", ox: 0.2 }),
  "service-acoustique": () => acousticRoom("service-acoustique"),
  // projects
  "projet-cuisine-1": () => kitchen("projet-cuisine-1", { ...oakKitchen, ox: -0.5 }),
  "projet-cuisine-1-2": () => kitchen("projet-cuisine-1-2", { ...oakKitchen, ox: 0.7, f: 1150, eye: 1.3, cy: 330 }),
  "projet-cuisine-1-3": () => kitchenDetail("projet-cuisine-1-3"),
  "projet-cuisine-2": () => galley("projet-cuisine-2"),
  "projet-dressing-1": () => atticDressing("projet-dressing-1", { ox: 0 }),
  "projet-dressing-1-2": () => atticDressing("projet-dressing-1-2", { ox: -1.7, f: 980, eye: 1.45, cy: 300 }),
  "projet-dressing-1-3": () => dressingDetail("projet-dressing-1-3"),
  "projet-dressing-2": () => dressingU("projet-dressing-2"),
  "projet-escaliers-1": () => stairRoom("projet-escaliers-1", { style: "floating", ox: 0.0, wall: "#F1ECE4" }),
  "projet-escaliers-1-2": () => stairUp("projet-escaliers-1-2"),
  "projet-escaliers-1-3": () =>
    stairRoom("projet-escaliers-1-3", { style: "floating", ox: -1.3, f: 2100, eye: 1.7, cy: 400, wall: "#F1ECE4" }),
  "projet-escaliers-2": () => stairRoom("projet-escaliers-2", { style: "storage", ox: 0.6 }),
  "projet-amenagements-1": () => wallUnit("projet-amenagements-1"),
  "projet-portes-1": () => frontDoor("projet-portes-1"),
  "projet-acoustique-1": () => cathedral("projet-acoustique-1"),
  "projet-pergolas-1": () => terrace("projet-pergolas-1", { ox: -1.5, f: 700, eye: 1.5, variant: "pergola" }),
  "projet-salle-de-bains-1": () => bathroom("projet-salle-de-bains-1", "project"),
  "projet-bibliotheques-1": () => library("projet-bibliotheques-1", { ox: 0.2 }),
  "projet-bibliotheques-1-2": () => library("projet-bibliotheques-1-2", { ox: 1.2, f: 1100, eye: 1.6, cy: 300 }),
  "projet-bibliotheques-1-3": () => libraryDetail("projet-bibliotheques-1-3"),
  "projet-cave-a-vin-1": () => cellar("projet-cave-a-vin-1", { ox: 0.1 }),
  "projet-cave-a-vin-1-2": () => cellar("projet-cave-a-vin-1-2", { ox: -1.2, f: 600, eye: 1.3, door: true }),
  "projet-cave-a-vin-1-3": () => cellarDetail("projet-cave-a-vin-1-3"),
  // articles
  "article-essences-de-bois": () => essences("article-essences-de-bois"),
  "article-entretien-cuisine": () => kitchenCare("article-entretien-cuisine"),
  "article-escalier-sur-mesure": () => stairPlan("article-escalier-sur-mesure"),
  "article-dressing": () => dressingArticle("article-dressing"),
  // site
  "hero-atelier": () => heroAtelier("hero-atelier"),
  "about-atelier": () => workshopFacade("about-atelier"),
  "about-equipe": () => equipe("about-equipe"),
  "og-default": () => ogDefault("og-default"),
  "map-saucats": () => localMap("map-saucats"),
};

/* ---------------------------------------------------------------- brand */

function logoMark(): string {
  const ctx = new Ctx("logo-mark", 64, 64);
  return ctx.svg([monogram(palette.green, palette.oak)]);
}

function favicon(): string {
  const ctx = new Ctx("favicon", 32, 32);
  return ctx.svg([
    rect(0, 0, 32, 32, palette.green, { rx: 7 }),
    group(monogram(palette.oak, palette.ash, 6.4), { transform: "translate(4.2 4.2) scale(0.37)" }),
  ]);
}

function logo(): string {
  const ctx = new Ctx("logo", 240, 56);
  return ctx.svg([
    group(monogram(palette.green, palette.oak), { transform: "translate(2 5) scale(0.72)" }),
    element(
      "text",
      {
        x: 58,
        y: 30,
        "font-family": "Fraunces, Georgia, serif",
        "font-size": 20,
        "font-weight": 600,
        fill: palette.green,
        textLength: 176,
        lengthAdjust: "spacingAndGlyphs",
      },
      "Atelier Lartigue",
    ),
    element(
      "text",
      {
        x: 59,
        y: 45,
        "font-family": "Fraunces, Georgia, serif",
        "font-size": 7.6,
        fill: WOOD.oak.dark,
        "letter-spacing": 1.6,
        textLength: 174,
        lengthAdjust: "spacing",
      },
      "MENUISERIE SUR MESURE",
    ),
  ]);
}

export const BRAND: Record<string, () => string> = {
  logo,
  "logo-mark": logoMark,
  favicon,
};
