/**
 * Scene compositions: one function per family (kitchen, cellar, stairs...) with per-key
 * variations of palette, layout and camera. SCENES maps every illustration key to its
 * generator; BRAND holds the logo files.
 */
import { C, Cam, Ctx, WOOD, box3, circle, dk, el, ellipse, g, line, lt, mix, n, path, pd, poly, rect } from "./lib.ts";
import type { P3, Pt, Tone } from "./lib.ts";
import {
  armchair,
  artwork,
  books,
  bottleEnd,
  bottleSide,
  cabinet,
  chair,
  floorShadow,
  folded,
  forestBand,
  fronts,
  garment,
  glow,
  monogram,
  pendant,
  person,
  pine,
  pineView,
  plant,
  plinth,
  room,
  rug,
  shade,
  shoes,
  sideBeam,
  sideWindow,
  slab,
  slats,
  sofa,
  stool,
  sunBeam,
  vase,
  windowFrame,
  wood,
  woodBox,
  woodPoly,
} from "./parts.ts";
import type { FrontCol, FrontOpt, R } from "./parts.ts";

type Handle = FrontOpt["handle"];

/* ---------------------------------------------------------------- shared helpers */

/** Tiled surface (backsplash, bathroom walls) with a glaze sheen. */
function tiles(ctx: Ctx, r: R, size: number, col: string, o: { grout?: string; ratio?: number; vary?: boolean } = {}): string {
  const tw = size;
  const th = size * (o.ratio ?? 1);
  const grout = o.grout ?? lt(col, 0.45);
  const p = ctx.pattern(
    "t" + n(tw) + n(th) + col + grout,
    { width: n(tw), height: n(th), x: n(r.x), y: n(r.y) },
    rect(0, 0, tw, th, grout) + rect(0.8, 0.8, tw - 1.6, th - 1.6, col) + rect(0.8, 0.8, tw - 1.6, (th - 1.6) * 0.4, "#fff", { opacity: 0.08 }),
  );
  const out = [rect(r.x, r.y, r.w, r.h, p)];
  if (o.vary !== false) {
    const cols = Math.floor(r.w / tw);
    const rows = Math.floor(r.h / th);
    for (let i = 0; i < Math.min(14, (cols * rows) / 6); i++) {
      const cx = Math.floor(ctx.rand(0, cols));
      const cy = Math.floor(ctx.rand(0, rows));
      out.push(rect(r.x + cx * tw + 0.8, r.y + cy * th + 0.8, tw - 1.6, th - 1.6, ctx.r() < 0.5 ? lt(col, 0.1) : dk(col, 0.08)));
    }
  }
  out.push(rect(r.x, r.y, r.w, r.h, ctx.lin([[0, "#fff", 0.12], [0.5, "#fff", 0], [1, "#fff", 0.08]], 0, 0, 1, 1)));
  return out.join("");
}

/** Items on a shelf: mix of vases, bowls, books, plants, spanning x..x+w on baseline yb. */
function shelfItems(ctx: Ctx, x: number, yb: number, w: number, hmax: number, mode: "deco" | "kitchen" | "books" = "deco"): string {
  const out: string[] = [];
  let cx = x + hmax * 0.15;
  const end = x + w - hmax * 0.2;
  const ceramics = ["#E9E1D3", "#D9CDBA", "#B9A58B", C.sage, "#C7B9A3", "#8C7A66", C.terracotta];
  while (cx < end) {
    const r = ctx.r();
    const room = end - cx;
    if (mode !== "kitchen" && r < (mode === "books" ? 0.55 : 0.25) && room > hmax * 1.1) {
      const bw = Math.min(room, hmax * ctx.rand(0.8, 2));
      out.push(books(ctx, cx, yb, bw, hmax * 0.95, { fill: 0.98 }));
      cx += bw + hmax * 0.2;
    } else if (r < 0.45) {
      const s = hmax * ctx.rand(0.5, 0.85);
      out.push(vase(cx + s * 0.3, yb, s, ctx.pick(ceramics), mode === "kitchen" ? 2 : 0));
      cx += s * 0.75;
    } else if (r < 0.62) {
      const s = hmax * ctx.rand(0.5, 0.8);
      out.push(vase(cx + s * 0.5, yb, s, ctx.pick(ceramics), 1));
      out.push(vase(cx + s * 0.5, yb - s * 0.3, s * 0.85, ctx.pick(ceramics), 1));
      cx += s * 1.1;
    } else if (r < 0.76 && room > hmax * 0.6) {
      const s = hmax * 0.95;
      out.push(plant(ctx, cx + s * 0.25, yb, s, ctx.r() < 0.5 ? 2 : 0, ctx.pick(["#E9E1D3", C.terracotta, "#BFB3A1"])));
      cx += s * 0.6;
    } else if (mode === "kitchen" && room > hmax * 0.5) {
      const s = hmax * 0.9;
      out.push(rect(cx, yb - s, s * 0.08, s, C.walnut, { rx: 1 }));
      out.push(circle(cx + s * 0.35, yb - s * 0.45, s * 0.33, "#E7DED0"));
      out.push(circle(cx + s * 0.35, yb - s * 0.45, s * 0.24, "#D8CCB8"));
      cx += s * 0.8;
    } else {
      cx += hmax * 0.3;
    }
    cx += hmax * ctx.rand(0.08, 0.3);
  }
  return g(out);
}

/** A shelf board fixed to the back wall with a wall shadow, and items on it. */
function wallShelf(ctx: Ctx, cam: Cam, x0: number, x1: number, y: number, zb: number, t: Tone, depth = 0.26, items: "deco" | "kitchen" | "books" | "none" = "deco", led = false): string {
  const out: string[] = [];
  const th = 0.04;
  const sh = cam.rectAt(x0, x1, y - 0.16, y, zb);
  out.push(shade(ctx, sh.x, sh.y, sh.w, sh.h, "top", 0.16));
  if (led) out.push(glow(ctx, sh.x + sh.w / 2, sh.y + sh.h * 0.2, sh.w * 0.6, sh.h * 1.8, "#FFE2AE", 0.6));
  const base = cam.p(x0, y + th, zb - depth * 0.55);
  const hmax = cam.u(zb - depth * 0.55) * 0.3;
  if (items !== "none") {
    const r = cam.rectAt(x0, x1, y, y + 0.3, zb - depth * 0.55);
    out.push(shelfItems(ctx, r.x, base[1], r.w, hmax, items));
  }
  out.push(woodBox(ctx, cam, { x0, x1, y0: y, y1: y + th, z0: zb - depth, z1: zb }, t));
  return out.join("");
}

function scene(key: string, w = 1200, h = 800): Ctx {
  return new Ctx(key, w, h);
}

/** Quartz / stone worktop colours. */
const QUARTZ = { top: "#EEEBE5", edge: "#DCD7CF" };

/* ---------------------------------------------------------------- kitchens */

interface KitchenOpt {
  fronts: Tone;
  tall?: Tone;
  island: Tone | null;
  top: string;
  edge: string;
  topTone?: Tone;
  wall: string;
  floor: Tone;
  ox: number;
  eye?: number;
  zb?: number;
  f?: number;
  cy?: number;
  handle: Handle;
  shelves: Tone | null;
  pendant: string;
  splash: string;
  stools?: boolean;
  window?: boolean;
}

function kitchen(key: string, o: KitchenOpt): string {
  const ctx = scene(key);
  const zb = o.zb ?? 5.2;
  const cam = new Cam({ f: o.f ?? 900, cy: o.cy ?? 290, eye: o.eye ?? 1.55, ox: o.ox });
  const xl = -3.3;
  const xr = 3.3;
  const H = 2.7;
  const out: string[] = [room(ctx, cam, { xl, xr, h: H, zb, wall: o.wall, floor: o.floor, skirting: false })];
  const z0 = zb - 0.62;
  const tall = o.tall ?? o.fronts;
  const fo: FrontOpt = { tone: o.fronts, handle: o.handle };
  // backsplash and window
  const bs = cam.rectAt(-2.1, xr, 0.94, 1.5, zb);
  out.push(tiles(ctx, bs, bs.u * 0.075, o.splash, { ratio: 0.5 }));
  if (o.window !== false) {
    out.push(sunBeam(ctx, cam, -1.0, 0.4, 1.15, 2.3, zb, 0.75, 0.5, 0.22));
    const wr = cam.rectAt(-1.0, 0.4, 1.15, 2.3, zb);
    out.push(windowFrame(ctx, wr, wr.u, { cols: 2, sill: false }));
  }
  // open shelves or wall cabinets on the right
  if (o.shelves) {
    out.push(wallShelf(ctx, cam, 1.0, xr, 1.62, zb, o.shelves, 0.28, "kitchen", true));
    out.push(wallShelf(ctx, cam, 1.0, xr, 2.05, zb, o.shelves, 0.28, "deco", true));
  } else {
    const wc = cabinet(ctx, cam, { x0: 1.0, x1: xr, y0: 1.55, y1: 2.35, z0: zb - 0.36, z1: zb }, [{ w: 1, k: "doors" }, { w: 1, k: "glass" }, { w: 1, k: "doors" }], { ...fo, hpos: "bottom" });
    const sh = cam.rectAt(1.0, xr, 1.35, 1.55, zb);
    out.push(shade(ctx, sh.x, sh.y, sh.w, sh.h, "top", 0.2), wc.svg);
  }
  // tall columns on the left
  out.push(plinth(cam, xl, -2.1, z0, zb));
  out.push(box3(cam, { x0: xl, x1: -2.1, y0: 0.1, y1: 2.4, z0, z1: zb }, { side: dk(tall.base, 0.25), top: lt(tall.base, 0.1), bottom: dk(tall.base, 0.35) }));
  const c1 = cam.rectAt(xl, -2.7, 0.1, 2.4, z0);
  const c2 = cam.rectAt(-2.7, -2.1, 0.1, 2.4, z0);
  const colU = c1.u;
  const ovenLow = cam.rectAt(xl, -2.7, 0.1, 0.8, z0);
  const oven = cam.rectAt(xl, -2.7, 0.8, 1.5, z0);
  const ovenTop = cam.rectAt(xl, -2.7, 1.5, 2.4, z0);
  out.push(fronts(ctx, { ...ovenLow, u: colU }, [{ w: 1, k: "dr2" }], { ...fo, tone: tall }).svg);
  out.push(fronts(ctx, { ...oven, u: colU }, [{ w: 1, k: "oven" }], { ...fo, tone: tall }).svg);
  out.push(fronts(ctx, { ...ovenTop, u: colU }, [{ w: 1, k: "door", hinge: "r" }], { ...fo, tone: tall, hpos: "bottom" }).svg);
  out.push(fronts(ctx, { ...c2, u: colU }, [{ w: 1, k: "door", hinge: "l" }], { ...fo, tone: tall, hpos: "mid" }).svg);
  void c1;
  // base run
  out.push(plinth(cam, -2.1, xr, z0, zb));
  const base: FrontCol[] = [{ w: 0.6, k: "dr3" }, { w: 0.5, k: "door", hinge: "r" }, { w: 0.9, k: "doors" }, { w: 0.6, k: "dr2" }, { w: 0.8, k: "doors" }, { w: 0.6, k: "dr3" }, { w: 0.6, k: "dr4" }, { w: 0.75, k: "doors" }];
  out.push(cabinet(ctx, cam, { x0: -2.1, x1: xr, y0: 0.1, y1: 0.9, z0, z1: zb }, base, fo).svg);
  out.push(slab(ctx, cam, { x0: -2.1, x1: xr, y0: 0.9, y1: 0.94, z0: z0 - 0.03, z1: zb }, o.top, o.edge, o.topTone));
  // sink and tap under the window
  const sk = cam.ps([[-0.65, 0.941, zb - 0.5], [0.05, 0.941, zb - 0.5], [0.05, 0.941, zb - 0.12], [-0.65, 0.941, zb - 0.12]]);
  out.push(poly(sk, dk(o.top, 0.22)), poly(sk, "none", { stroke: dk(o.top, 0.08), "stroke-width": 2 }));
  const tp = cam.p(-0.3, 0.94, zb - 0.06);
  const tu = cam.u(zb - 0.06);
  out.push(path(`M${n(tp[0])} ${n(tp[1])}v${n(-tu * 0.3)}q0 ${n(-tu * 0.1)} ${n(tu * 0.1)} ${n(-tu * 0.1)}q${n(tu * 0.1)} 0 ${n(tu * 0.1)} ${n(tu * 0.12)}`, "none", { stroke: "#3A3D3A", "stroke-width": n(tu * 0.022), "stroke-linecap": "round" }));
  // items on the worktop
  const wt = cam.p(1.4, 0.94, zb - 0.25);
  const wu = cam.u(zb - 0.25);
  out.push(rect(wt[0], wt[1] - wu * 0.38, wu * 0.26, wu * 0.38, WOOD.walnut.base, { rx: wu * 0.04 }));
  out.push(rect(wt[0] + wu * 0.1, wt[1] - wu * 0.44, wu * 0.06, wu * 0.08, WOOD.walnut.base, { rx: wu * 0.02 }));
  out.push(vase(wt[0] + wu * 0.55, wt[1], wu * 0.22, "#E4DACB", 2));
  out.push(vase(wt[0] + wu * 0.8, wt[1], wu * 0.26, "#C8B8A0", 2));
  out.push(plant(ctx, cam.p(2.8, 0.94, zb - 0.3)[0], wt[1], wu * 0.5, 3, "#E9E1D3"));
  // island
  if (o.island) {
    const iz0 = 2.55;
    const iz1 = 3.45;
    const ix0 = -1.3;
    const ix1 = 1.3;
    out.push(floorShadow(ctx, cam, ix0, ix1, iz0, iz1, 0.25));
    out.push(plinth(cam, ix0 + 0.05, ix1 - 0.05, iz0 + 0.03, iz1));
    const isl = cabinet(ctx, cam, { x0: ix0, x1: ix1, y0: 0.1, y1: 0.9, z0: iz0, z1: iz1 }, [{ w: 1, k: "dr3" }, { w: 1.2, k: "doors" }, { w: 1, k: "dr3" }, { w: 1, k: "dr3" }], { tone: o.island, handle: o.handle });
    out.push(isl.svg);
    out.push(slab(ctx, cam, { x0: ix0 - 0.04, x1: ix1 + 0.04, y0: 0.9, y1: 0.94, z0: iz0 - 0.04, z1: iz1 + 0.04 }, o.top, o.edge, o.topTone));
    // hob
    out.push(poly(cam.ps([[-0.9, 0.942, iz0 + 0.18], [-0.2, 0.942, iz0 + 0.18], [-0.2, 0.942, iz0 + 0.68], [-0.9, 0.942, iz0 + 0.68]]), "#1E201F"));
    for (const [hx, hz] of [[-0.72, 0.32], [-0.38, 0.32], [-0.72, 0.55], [-0.38, 0.55]] as const) {
      const c = cam.p(hx, 0.943, iz0 + hz);
      out.push(ellipse(c[0], c[1], cam.u(iz0 + hz) * 0.1, cam.u(iz0 + hz) * 0.03, "none", { stroke: "#3B3F3C", "stroke-width": 1.5 }));
    }
    // bowl of fruit + board on the island
    const b = cam.p(0.6, 0.94, iz0 + 0.4);
    const bu = cam.u(iz0 + 0.4);
    out.push(poly(cam.ps([[0.25, 0.945, iz0 + 0.2], [0.95, 0.945, iz0 + 0.2], [0.95, 0.945, iz0 + 0.55], [0.25, 0.945, iz0 + 0.55]]), WOOD.oak.light));
    out.push(circle(b[0] - bu * 0.05, b[1] - bu * 0.1, bu * 0.05, C.ochre), circle(b[0] + bu * 0.06, b[1] - bu * 0.1, bu * 0.05, "#D9A441"), circle(b[0], b[1] - bu * 0.15, bu * 0.05, "#9DAF6A"));
    out.push(vase(b[0], b[1], bu * 0.3, "#E9E1D3", 1));
    if (o.stools) {
      const su = cam.u(iz0 - 0.35);
      for (const sx of [-0.85, 0.85]) {
        const p = cam.p(sx, 0, iz0 - 0.35);
        out.push(stool(p[0], p[1], su * 0.9, WOOD.walnut.base, C.char));
      }
    }
    // pendants
    for (const px of [-0.8, 0, 0.8]) {
      const top = cam.p(px, H, 3.0);
      const bot = cam.p(px, 1.75, 3.0);
      out.push(pendant(ctx, top[0], top[1], bot[1], cam.u(3.0) * 0.15, o.pendant));
    }
  } else {
    out.push(rug(cam, -1.2, 1.2, 2.5, 3.8, "#D8CBB5", "#B9A88D"));
  }
  return ctx.svg(out);
}

/* ---------------------------------------------------------------- brand */

function logoMark(): string {
  const ctx = new Ctx("logo-mark", 64, 64);
  return ctx.svg([monogram(C.green, C.oak)]);
}

function favicon(): string {
  const ctx = new Ctx("favicon", 32, 32);
  return ctx.svg([rect(0, 0, 32, 32, C.green, { rx: 7 }), g(monogram(C.oak, C.ash, 6.4), { transform: "translate(4.2 4.2) scale(0.37)" })]);
}

function logo(): string {
  const ctx = new Ctx("logo", 240, 56);
  return ctx.svg([
    g(monogram(C.green, C.oak), { transform: "translate(2 5) scale(0.72)" }),
    el("text", { x: 58, y: 30, "font-family": "Fraunces, Georgia, serif", "font-size": 22, "font-weight": 600, fill: C.green, "letter-spacing": 0.2 }, "Atelier Lartigue"),
    el("text", { x: 59, y: 46, "font-family": "Fraunces, Georgia, serif", "font-size": 8.6, fill: WOOD.oak.dark, "letter-spacing": 2.4 }, "MENUISERIE SUR MESURE"),
  ]);
}

/* ---------------------------------------------------------------- registry */

export const SCENES: Record<string, () => string> = {
  "service-cuisines": () =>
    kitchen("service-cuisines", {
      fronts: WOOD.oak,
      island: WOOD.green,
      top: QUARTZ.top,
      edge: QUARTZ.edge,
      wall: C.wall,
      floor: WOOD.ash,
      ox: 0.2,
      handle: "bar",
      shelves: WOOD.oak,
      pendant: C.green,
      splash: "#DCD3C4",
    }),
};

export const BRAND: Record<string, () => string> = {
  logo,
  "logo-mark": logoMark,
  favicon,
};

// Parts kept available for the other families below.
export const _parts = { armchair, artwork, bottleEnd, bottleSide, chair, folded, forestBand, garment, person, pine, pineView, shoes, sideBeam, sideWindow, slats, sofa, wood, woodPoly, line, mix, pd };
export type { P3, Pt };
