/**
 * Helpers shared by the scene families: tiled surfaces, shelf dressing, open shelving units,
 * wardrobe interiors, attic (gable) rooms.
 */
import { palette, Ctx, circle, darken, group, lighten, num, pathData, path, poly, rect } from "./lib.ts";
import type { Cam, P3, Tone } from "./lib.ts";
import {
  books,
  bottleFronts,
  folded,
  fronts,
  garment,
  glow,
  hanger,
  hangers,
  plant,
  shade,
  shoes,
  vase,
  wood,
  woodBox,
} from "./parts.ts";
import type { FrontOpt, R } from "./parts.ts";

export type Handle = FrontOpt["handle"];

/* ---------------------------------------------------------------- shared helpers */

/** Tiled surface (backsplash, bathroom walls) with a glaze sheen. */
export function tiles(
  ctx: Ctx,
  r: R,
  size: number,
  col: string,
  o: { grout?: string; ratio?: number; vary?: boolean } = {},
): string {
  const tw = size;
  const th = size * (o.ratio ?? 1);
  const grout = o.grout ?? lighten(col, 0.45);
  const p = ctx.pattern(
    "t" + num(tw) + num(th) + col + grout,
    { width: num(tw), height: num(th), x: num(r.x), y: num(r.y) },
    rect(0, 0, tw, th, grout) +
      rect(0.8, 0.8, tw - 1.6, th - 1.6, col) +
      rect(0.8, 0.8, tw - 1.6, (th - 1.6) * 0.4, "#fff", { opacity: 0.08 }),
  );
  const out = [rect(r.x, r.y, r.w, r.h, p)];
  if (o.vary !== false) {
    const cols = Math.floor(r.w / tw);
    const rows = Math.floor(r.h / th);
    for (let i = 0; i < Math.min(14, (cols * rows) / 6); i++) {
      const cx = Math.floor(ctx.rand(0, cols));
      const cy = Math.floor(ctx.rand(0, rows));
      out.push(
        rect(
          r.x + cx * tw + 0.8,
          r.y + cy * th + 0.8,
          tw - 1.6,
          th - 1.6,
          ctx.r() < 0.5 ? lighten(col, 0.1) : darken(col, 0.08),
        ),
      );
    }
  }
  out.push(
    rect(
      r.x,
      r.y,
      r.w,
      r.h,
      ctx.lin(
        [
          [0, "#fff", 0.12],
          [0.5, "#fff", 0],
          [1, "#fff", 0.08],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  return out.join("");
}

/** Items on a shelf: mix of vases, bowls, books, plants, spanning x..x+w on baseline yb. */
export function shelfItems(
  ctx: Ctx,
  x: number,
  yb: number,
  w: number,
  hmax: number,
  mode: "deco" | "kitchen" | "books" = "deco",
): string {
  const out: string[] = [];
  let cx = x + hmax * 0.15;
  const end = x + w - hmax * 0.2;
  const ceramics = ["#E9E1D3", "#D9CDBA", "#B9A58B", palette.sage, "#C7B9A3", "#8C7A66", palette.terracotta];
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
    } else if (r < 0.7 && room > hmax * 0.6) {
      const s = hmax * 0.95;
      out.push(
        plant(ctx, cx + s * 0.25, yb, s, ctx.r() < 0.5 ? 2 : 0, ctx.pick(["#E9E1D3", palette.terracotta, "#BFB3A1"])),
      );
      cx += s * 0.6;
    } else if (mode === "kitchen" && room > hmax * 0.5) {
      const s = hmax * 0.9;
      out.push(rect(cx, yb - s, s * 0.08, s, palette.walnut, { rx: 1 }));
      out.push(circle(cx + s * 0.35, yb - s * 0.45, s * 0.33, "#E7DED0"));
      out.push(circle(cx + s * 0.35, yb - s * 0.45, s * 0.24, "#D8CCB8"));
      cx += s * 0.8;
    } else {
      cx += hmax * 0.3;
    }
    cx += hmax * ctx.rand(0.08, 0.3);
  }
  return group(out);
}

/** A shelf board fixed to the back wall with a wall shadow, and items on it. */
export function wallShelf(
  ctx: Ctx,
  cam: Cam,
  x0: number,
  x1: number,
  y: number,
  zb: number,
  t: Tone,
  depth = 0.26,
  items: "deco" | "kitchen" | "books" | "none" = "deco",
  led = false,
): string {
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

export function scene(key: string, w = 1200, h = 800): Ctx {
  return new Ctx(key, w, h);
}

/** Quartz / stone worktop colours. */
export const QUARTZ = { top: "#EEEBE5", edge: "#DCD7CF" };

/* ---------------------------------------------------------------- open shelving units */

type SectionKind = "hang" | "hang2" | "shelves" | "shoes" | "books" | "deco" | "closed" | "wine";
export interface Section {
  w: number;
  k: SectionKind;
  /** Height of closed fronts at the bottom (m). */
  base?: number;
  baseKind?: "door" | "doors" | "dr2" | "dr3" | "dr4";
}

const CLOTHES = [
  "#E9E1D3",
  "#BFC6BB",
  "#2F3A33",
  "#8A6748",
  "#D8C7A6",
  "#5B6B6E",
  "#A65F45",
  "#F3EEE5",
  "#7C8577",
  "#C9B79C",
];

/**
 * A built-in open unit against the back wall: back panel, contents, shelves, dividers and frame
 * drawn in perspective. Sections are laid out left to right.
 */
export function openUnit(
  ctx: Ctx,
  cam: Cam,
  b: { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number },
  sections: Section[],
  o: {
    tone: Tone;
    back?: string;
    handle?: FrontOpt["handle"];
    led?: boolean;
    rail?: string;
    front?: Tone;
    th?: number;
  },
): string {
  const t = o.tone;
  const th = o.th ?? 0.025;
  const total = sections.reduce((s, c) => s + c.w, 0);
  const zc = b.z0 + (b.z1 - b.z0) * 0.45;
  const uc = cam.u(zc);
  const back: string[] = [];
  const content: string[] = [];
  const boards: string[] = [];
  const frontsOut: string[] = [];
  const dividers: string[] = [];
  const bk = cam.rectAt(b.x0, b.x1, b.y0, b.y1, b.z1);
  back.push(rect(bk.x, bk.y, bk.w, bk.h, o.back ?? darken(t.base, 0.1)));
  if (t.grain && !o.back) back.push(rect(bk.x, bk.y, bk.w, bk.h, ctx.grain(t, "v")));
  const shelf = (x0: number, x1: number, y: number): void => {
    boards.push(
      woodBox(ctx, cam, { x0, x1, y0: y - th, y1: y, z0: b.z0 + 0.01, z1: b.z1 }, t, {
        top: lighten(t.base, 0.06),
        side: darken(t.base, 0.15),
      }),
    );
    if (o.led) {
      const r = cam.rectAt(x0, x1, y - th - 0.25, y - th, b.z1);
      back.push(glow(ctx, r.x + r.w / 2, r.y, r.w * 0.55, r.h * 1.1, "#FFE3B0", 0.55));
    }
    const s = cam.rectAt(x0, x1, y - 0.12, y, b.z1);
    back.push(shade(ctx, s.x, s.y, s.w, s.h, "top", 0.12));
  };
  const at = (x: number, y: number): [number, number] => cam.p(x, y, zc);
  let x = b.x0;
  const rail = o.rail ?? "#8F8A80";
  for (const sec of sections) {
    const w = ((b.x1 - b.x0) * sec.w) / total;
    const x0 = x + th / 2;
    const x1 = x + w - th / 2;
    let ybot = b.y0 + th;
    if (sec.base) {
      const fr = cam.rectAt(x0, x1, b.y0, b.y0 + sec.base, b.z0);
      frontsOut.push(
        fronts(ctx, { ...fr, u: fr.u }, [{ w: 1, k: sec.baseKind ?? "dr2" }], {
          tone: o.front ?? t,
          handle: o.handle ?? "bar",
        }).svg,
      );
      ybot = b.y0 + sec.base;
      shelf(x0, x1, ybot + th);
      ybot += th;
    }
    const ytop = b.y1 - th;
    const [sx0] = at(x0, 0);
    const [sx1] = at(x1, 0);
    const sw = sx1 - sx0;
    const visible = sx1 > -20 && sx0 < ctx.w + 20;
    if (!visible) {
      // off-screen section: nothing to dress
    } else if (sec.k === "hang" || sec.k === "hang2") {
      const levels = sec.k === "hang" ? [ytop - 0.28] : [ytop - 0.28, ybot + (ytop - ybot) * 0.47];
      shelf(x0, x1, ytop - 0.22);
      // boxes / folded on top shelf
      const ts = at(x0, ytop - 0.22)[1];
      content.push(folded(ctx, sx0 + sw * 0.08, ts, sw * 0.3, 3, CLOTHES));
      content.push(
        rect(sx0 + sw * 0.55, ts - uc * 0.16, sw * 0.32, uc * 0.16, palette.ash, { rx: 1 }),
        rect(sx0 + sw * 0.55, ts - uc * 0.16, sw * 0.32, uc * 0.03, darken(palette.ash, 0.12)),
      );
      for (const ry of levels) {
        const [, py] = at(x0, ry);
        const len = sec.k === "hang" ? uc * ctx.rand(0.7, 1.1) : uc * ctx.rand(0.45, 0.65);
        content.push(
          path(
            pathData([
              [sx0, py],
              [sx1, py],
            ]),
            "none",
            { stroke: rail, "stroke-width": num(Math.max(1.5, uc * 0.016)) },
          ),
        );
        const gw = uc * 0.11;
        let hk = "";
        for (let gx = sx0 + gw * 0.8; gx < sx1 - gw * 0.6; gx += gw * ctx.rand(0.45, 0.7)) {
          hk += hanger(gx, py, gw);
          content.push(
            garment(
              gx,
              py,
              gw,
              len * ctx.rand(0.8, 1),
              ctx.pick(CLOTHES),
              ctx.r() < 0.2 ? 1 : ctx.r() < 0.3 ? 2 : 0,
              false,
            ),
          );
        }
        content.push(hangers(hk, gw));
      }
      if (sec.k === "hang") {
        const fy = at(x0, ybot)[1];
        for (let sx = sx0 + sw * 0.06; sx < sx1 - uc * 0.28; sx += uc * 0.3)
          content.push(shoes(sx, fy, uc * 0.2, ctx.pick(["#3A2A20", "#6B4A33", "#1F2421", "#A88B6A"])));
      }
    } else if (sec.k === "closed") {
      const fr = cam.rectAt(x0, x1, ybot, ytop, b.z0);
      frontsOut.push(
        fronts(ctx, { ...fr, u: fr.u }, [{ w: 1, k: "doors" }], {
          tone: o.front ?? t,
          handle: o.handle ?? "bar",
          hpos: "mid",
        }).svg,
      );
    } else {
      const step = sec.k === "shoes" ? 0.22 : sec.k === "books" ? 0.38 : sec.k === "wine" ? 0.34 : 0.36;
      const count = Math.max(1, Math.round((ytop - ybot) / step));
      const st = (ytop - ybot) / count;
      for (let i = 0; i < count; i++) {
        const y = ybot + i * st;
        if (i > 0) shelf(x0, x1, y);
        const py = at(x0, y)[1];
        const hmax = uc * (st - 0.06);
        if (py < 0 || py - hmax > ctx.h) continue;
        if (sec.k === "shelves") {
          let fx = sx0 + sw * 0.06;
          while (fx < sx1 - sw * 0.35) {
            content.push(folded(ctx, fx, py, sw * 0.28, Math.max(2, Math.floor(hmax / (sw * 0.28 * 0.19))), CLOTHES));
            fx += sw * 0.32;
          }
        } else if (sec.k === "shoes") {
          for (let sx = sx0 + sw * 0.05; sx < sx1 - uc * 0.26; sx += uc * 0.28)
            content.push(shoes(sx, py, uc * 0.2, ctx.pick(["#3A2A20", "#6B4A33", "#1F2421", "#A88B6A", "#D9CDB8"])));
        } else if (sec.k === "books") {
          content.push(shelfItems(ctx, sx0, py, sw, hmax, ctx.r() < 0.75 ? "books" : "deco"));
        } else if (sec.k === "wine") {
          const bh = hmax * 0.95;
          const bl: [number, number, number, string, string][] = [];
          for (let bx = sx0 + sw * 0.1; bx < sx1 - bh * 0.2; bx += bh * 0.34)
            bl.push([
              bx,
              py,
              bh,
              ctx.pick(["#2D3A2A", "#3A2226", "#24302A", "#4A2A24"]),
              ctx.pick([palette.ash, "#F3EEE5", "#D8C7A6"]),
            ]);
          content.push(bottleFronts(bl));
        } else {
          content.push(shelfItems(ctx, sx0, py, sw, hmax, "deco"));
        }
      }
    }
    if (x > b.x0 + 0.01)
      dividers.push(
        woodBox(ctx, cam, { x0: x - th / 2, x1: x + th / 2, y0: b.y0, y1: b.y1, z0: b.z0, z1: b.z1 }, t, {
          dir: "v",
          side: lighten(t.base, 0.04),
        }),
      );
    x += w;
  }
  const frame: string[] = [
    woodBox(ctx, cam, { x0: b.x0 - th, x1: b.x0, y0: b.y0, y1: b.y1, z0: b.z0, z1: b.z1 }, t, {
      dir: "v",
      side: lighten(t.base, 0.04),
    }),
    woodBox(ctx, cam, { x0: b.x1, x1: b.x1 + th, y0: b.y0, y1: b.y1, z0: b.z0, z1: b.z1 }, t, {
      dir: "v",
      side: lighten(t.base, 0.04),
    }),
    woodBox(ctx, cam, { x0: b.x0 - th, x1: b.x1 + th, y0: b.y1 - th, y1: b.y1, z0: b.z0, z1: b.z1 }, t, {}),
    woodBox(ctx, cam, { x0: b.x0 - th, x1: b.x1 + th, y0: b.y0, y1: b.y0 + th, z0: b.z0, z1: b.z1 }, t, {}),
  ];
  return [...back, ...content, ...boards, ...frontsOut, ...dividers, ...frame].join("");
}

/** Wardrobe interior seen straight on (close-ups): rail with garments, shelf, shoes. */
export function wardrobeInterior(
  ctx: Ctx,
  r: R,
  u: number,
  o: { back: string; tone: Tone; rail?: string; shoes?: boolean; led?: boolean },
): string {
  const out: string[] = [rect(r.x, r.y, r.w, r.h, o.back)];
  out.push(shade(ctx, r.x, r.y, r.w, r.h * 0.3, "top", 0.25));
  const shelfY = r.y + r.h * 0.16;
  const railY = shelfY + u * 0.08;
  if (o.led) out.push(glow(ctx, r.x + r.w / 2, shelfY + u * 0.03, r.w * 0.6, u * 0.35, "#FFE3B0", 0.6));
  out.push(folded(ctx, r.x + r.w * 0.08, shelfY, u * 0.3, 4, CLOTHES));
  out.push(
    rect(r.x + r.w * 0.55, shelfY - u * 0.2, u * 0.34, u * 0.2, palette.ash, { rx: 2 }),
    rect(r.x + r.w * 0.55, shelfY - u * 0.2, u * 0.34, u * 0.04, darken(palette.ash, 0.12)),
  );
  out.push(wood(ctx, r.x, shelfY, r.w, u * 0.025, o.tone, "h"));
  out.push(rect(r.x, railY - u * 0.008, r.w, u * 0.016, o.rail ?? palette.brass, { rx: u * 0.008 }));
  const gw = u * 0.13;
  let hk = "";
  for (let gx = r.x + gw; gx < r.x + r.w - gw * 0.6; gx += gw * ctx.rand(0.45, 0.65)) {
    hk += hanger(gx, railY, gw);
    out.push(garment(gx, railY, gw, u * ctx.rand(0.75, 1.05), ctx.pick(CLOTHES), ctx.r() < 0.2 ? 1 : 0, false));
  }
  out.push(hangers(hk, gw));
  if (o.shoes !== false) {
    const fy = r.y + r.h - u * 0.02;
    out.push(wood(ctx, r.x, fy, r.w, u * 0.025, o.tone, "h"));
    for (let sx = r.x + u * 0.05; sx < r.x + r.w - u * 0.3; sx += u * 0.32)
      out.push(shoes(sx, fy, u * 0.22, ctx.pick(["#3A2A20", "#6B4A33", "#1F2421", "#A88B6A"])));
  }
  return out.join("");
}

/* ---------------------------------------------------------------- attic / cathedral rooms */

export interface Gable {
  xl: number;
  xr: number;
  hk: number;
  hr: number;
  zb: number;
  zn?: number;
}

/** Height of the roof line at x. */
export function roofY(gb: Gable, x: number): number {
  const xm = (gb.xl + gb.xr) / 2;
  const k = x < xm ? (x - gb.xl) / (xm - gb.xl) : (gb.xr - x) / (gb.xr - xm);
  return gb.hk + (gb.hr - gb.hk) * Math.max(0, Math.min(1, k));
}

/** Sloped ceiling planes, gable end wall and ridge beam, drawn over a room() of height hk. */
export function gable(ctx: Ctx, cam: Cam, gb: Gable, wall: string, slope: string, beam: Tone | null): string {
  const zn = gb.zn ?? 0.3;
  const xm = (gb.xl + gb.xr) / 2;
  const out: string[] = [
    poly(
      cam.ps([
        [gb.xl, gb.hk, gb.zb],
        [xm, gb.hr, gb.zb],
        [xm, gb.hr, zn],
        [gb.xl, gb.hk, zn],
      ]),
      slope,
    ),
    poly(
      cam.ps([
        [gb.xr, gb.hk, gb.zb],
        [xm, gb.hr, gb.zb],
        [xm, gb.hr, zn],
        [gb.xr, gb.hk, zn],
      ]),
      darken(slope, 0.05),
    ),
    poly(
      cam.ps([
        [gb.xl, gb.hk - 0.01, gb.zb],
        [xm, gb.hr, gb.zb],
        [gb.xr, gb.hk - 0.01, gb.zb],
      ]),
      wall,
    ),
  ];
  const a = cam.p(gb.xl, gb.hk, gb.zb);
  const m = cam.p(xm, gb.hr, gb.zb);
  const b = cam.p(gb.xr, gb.hk, gb.zb);
  out.push(path(pathData([a, m, b]), "none", { stroke: "#000", "stroke-width": 6, opacity: 0.05 }));
  if (beam) {
    out.push(
      woodBox(ctx, cam, { x0: xm - 0.1, x1: xm + 0.1, y0: gb.hr - 0.24, y1: gb.hr, z0: zn + 0.2, z1: gb.zb }, beam, {
        side: darken(beam.base, 0.25),
      }),
    );
  }
  return out.join("");
}

/** Clip path (at depth z) following an attic section, lowered by m metres. */
export function gableClip(ctx: Ctx, cam: Cam, gb: Gable, z: number, m = 0.03): string {
  const xm = (gb.xl + gb.xr) / 2;
  const p = cam.ps([
    [gb.xl, -1, z],
    [gb.xl, gb.hk - m, z],
    [xm, gb.hr - m, z],
    [gb.xr, gb.hk - m, z],
    [gb.xr, -1, z],
  ]);
  return ctx.clip(poly(p, "#000"));
}

/**
 * The light a roof window `rw` throws on the floor: the patch x0..x1, z0..z1 and the fading beam
 * from the window's lower edge down to it (opacity `from` → `to`).
 */
export function roofLightPatch(
  ctx: Ctx,
  cam: Cam,
  rw: P3[],
  [x0, x1, z0, z1]: [number, number, number, number],
  [from, to]: [number, number],
): string[] {
  const patch = cam.ps([
    [x0, 0.002, z0],
    [x1, 0.002, z0],
    [x1, 0.002, z1],
    [x0, 0.002, z1],
  ]);
  return [
    poly(
      [...cam.ps([rw[0] as P3, rw[1] as P3]), patch[1] as [number, number], patch[0] as [number, number]],
      ctx.lin([
        [0, palette.light, from],
        [1, palette.light, to],
      ]),
    ),
    poly(patch, palette.light, { opacity: 0.35 }),
  ];
}
