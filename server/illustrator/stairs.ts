/** Staircases in a double-height room: claustra, floating treads, storage under the flight. */
import { palette, Cam, WOOD, box3, darken, path, pathData, poly } from "./lib.ts";
import type { Box, BoxFill, P3, Pt, Tone } from "./lib.ts";
import {
  artwork,
  books,
  floorShadow,
  fronts,
  plant,
  room,
  shade,
  slats,
  sofa,
  sunBeam,
  windowFrame,
  wood,
  woodBox,
} from "./parts.ts";
import { openUnit, scene } from "./common.ts";

type Style = "claustra" | "floating" | "storage";

interface StairOpt {
  style: Style;
  ox: number;
  eye?: number;
  f?: number;
  cy?: number;
  cx?: number;
  wall?: string;
  tread?: Tone;
}

/** Painter's order for boxes: farthest (centroid) first. */
function drawBoxes(cam: Cam, list: { b: Box; svg: () => string }[]): string {
  const d = (b: Box): number => {
    const cx = (b.x0 + b.x1) / 2 - cam.ox;
    const cy = (b.y0 + b.y1) / 2 - cam.eye;
    const cz = (b.z0 + b.z1) / 2;
    return cx * cx + cy * cy + cz * cz;
  };
  return [...list]
    .sort((a, b) => d(b.b) - d(a.b))
    .map((x) => x.svg())
    .join("");
}

function glassPanel(cam: Cam, q: P3[]): string {
  const p = cam.ps(q);
  const a = p[3] as Pt;
  const b = p[2] as Pt;
  return (
    poly(p, "#CFE0DC", { opacity: 0.22 }) +
    path(pathData([a, b]), "none", { stroke: "#fff", "stroke-width": 2.5, opacity: 0.7 }) +
    poly(p, "none", { stroke: "#9FB5AF", "stroke-width": 1.2, opacity: 0.6 })
  );
}

export function stairRoom(key: string, o: StairOpt): string {
  const ctx = scene(key);
  const cam = new Cam({ f: o.f ?? 700, cy: o.cy ?? 420, cx: o.cx, eye: o.eye ?? 1.6, ox: o.ox });
  const xl = -4.6;
  const xr = 4.6;
  const H = 5.6;
  const zb = 6.8;
  const t = o.tread ?? WOOD.oak;
  const wall = o.wall ?? "#EEE7DC";
  const out: string[] = [
    room(ctx, cam, { xl, xr, h: H, zb, wall, floor: o.style === "storage" ? WOOD.ash : WOOD.oak, floorKind: "wide" }),
  ];
  // high window lighting the stair
  out.push(sunBeam(ctx, cam, -3.2, -1.4, 3.4, 5.1, zb, 0.55, 0.6, 0.2));
  const wr = cam.rectAt(-3.2, -1.4, 3.4, 5.1, zb);
  out.push(windowFrame(ctx, wr, wr.u, { cols: 2, rows: 2, sill: false }));
  const top = 3.05;
  const steps = o.style === "storage" ? 11 : 14;
  const rise = (o.style === "storage" ? top - 0.8 : top) / steps;
  const run = 0.27;
  const xe = 0.9;
  const xs = xe - steps * run;
  const z0 = zb - 0.95;
  // upper floor (mezzanine) and life underneath it
  const mz = 3.3;
  const art = cam.rectAt(2.0, 3.4, 1.2, 2.0, zb);
  out.push(artwork(art.x, art.y, art.w, art.h));
  const sp = cam.p(1.7, 0, zb - 0.55);
  out.push(
    sofa(ctx, sp[0], sp[1], cam.u(zb - 0.55) * 2.3, cam.u(zb - 0.55), o.style === "storage" ? "#B98A5E" : "#5E6F63"),
  );
  out.push(
    openUnit(
      ctx,
      cam,
      { x0: 2.3, x1: 4.3, y0: top, y1: 5.0, z0: zb - 0.35, z1: zb },
      [
        { w: 1, k: "books" },
        { w: 1, k: "books" },
      ],
      { tone: t },
    ),
  );
  out.push(
    woodBox(
      ctx,
      cam,
      { x0: xe, x1: xr, y0: top - 0.28, y1: top, z0: mz, z1: zb },
      { ...t, base: "#F2ECE3", light: "#F7F3EC", dark: "#E2DACD", grain: "" },
      { side: "#E5DDD0", bottom: "#E9E3D9" },
    ),
  );
  const ed = cam.rectAt(xe, xr, top - 0.04, top, mz);
  out.push(wood(ctx, ed.x, ed.y, ed.w, ed.h, t, "h"));
  // stair
  const woodTop = () =>
    ctx.lin([
      [0, t.base],
      [1, t.light],
    ]);
  const list: { b: Box; svg: () => string }[] = [];
  const tf: BoxFill = {
    top: woodTop(),
    side: t.dark,
    front: t.base,
    bottom: darken(t.base, 0.3),
  };
  if (o.style === "storage") {
    // winders at the bottom (the quarter turn), then the straight flight over storage
    const wx0 = xs - 0.95;
    for (let i = 0; i < 4; i++) {
      const b: Box = { x0: wx0, x1: xs, y0: 0, y1: (i + 1) * 0.2, z0: z0 - 1.05 + i * 0.27, z1: zb };
      list.push({
        b,
        svg: () =>
          box3(cam, b, {
            top: woodTop(),
            front: "#F2ECE3",
            side: "#E2DACD",
          }) + woodBox(ctx, cam, { ...b, y0: b.y1 - 0.04 }, t, { side: t.dark }),
      });
    }
    for (let i = 0; i < steps; i++) {
      const x0 = xs + i * run;
      const y1 = 0.8 + (i + 1) * rise;
      const b: Box = { x0, x1: x0 + run, y0: 0, y1, z0, z1: zb };
      list.push({
        b,
        svg: () =>
          box3(cam, b, {
            top: woodTop(),
            front: palette.green,
            side: "#F2ECE3",
            bottom: "#ddd",
          }) + woodBox(ctx, cam, { ...b, y0: y1 - 0.04, x0: x0 - 0.02 }, t, { side: t.dark }),
      });
    }
    out.push(floorShadow(ctx, cam, wx0, xe, z0 - 1.05, zb, 0.18));
    out.push(drawBoxes(cam, list));
    // drawers and coat cupboard in the flight's side
    const fu = cam.u(z0);
    const fo = {
      tone: { ...WOOD.green, base: "#35423A", light: "#3F4D44", dark: "#2C3730" },
      handle: "brass" as const,
    };
    for (let k = 0; k < 3; k++) {
      const a = xs + k * 0.8 + 0.04;
      const i = Math.floor((a - xs) / run);
      const hmax = 0.8 + (i + 1) * rise - 0.1;
      const r = cam.rectAt(a, a + 0.76, 0.06, Math.min(hmax, 0.62 + k * 0.18), z0);
      out.push(fronts(ctx, { ...r, u: fu }, [{ w: 1, k: k === 0 ? "dr1" : "dr2" }], fo).svg);
    }
    const da = xs + 2.45;
    const di = Math.floor((da - xs) / run);
    const dr = cam.rectAt(da, xe - 0.06, 0.06, 0.8 + (di + 1) * rise - 0.12, z0);
    out.push(fronts(ctx, { ...dr, u: fu }, [{ w: 1, k: "door", hinge: "r" }], { ...fo, hpos: "mid" }).svg);
    // handrail on the wall
    const a = cam.p(xs, 0.8 + 0.9, zb - 0.06);
    const b = cam.p(xe, top + 0.9, zb - 0.06);
    out.push(
      path(pathData([a, b]), "none", { stroke: t.dark, "stroke-width": 7, "stroke-linecap": "round" }),
      path(pathData([a, b]), "none", {
        stroke: t.light,
        "stroke-width": 2,
        "stroke-linecap": "round",
        transform: "translate(0 -2)",
      }),
    );
  } else {
    for (let i = 0; i < steps; i++) {
      const x0 = xs + i * run;
      const y1 = (i + 1) * rise;
      const thick = o.style === "floating" ? 0.06 : 0.045;
      const b: Box = { x0: x0 - 0.02, x1: x0 + run, y0: y1 - thick, y1, z0, z1: zb };
      if (o.style === "floating") {
        const s = cam.rectAt(x0 + 0.02, x0 + run + 0.04, y1 - 0.16, y1 - thick, zb);
        out.push(shade(ctx, s.x, s.y, s.w, s.h, "top", 0.13));
      }
      list.push({
        b,
        svg: () =>
          box3(cam, b, tf) +
          (cam.eye > y1
            ? poly(
                cam.ps([
                  [b.x0, y1, z0],
                  [b.x1, y1, z0],
                  [b.x1, y1, zb],
                  [b.x0, y1, zb],
                ]),
                ctx.grain(t, "h"),
              )
            : ""),
      });
    }
    if (o.style === "claustra") {
      // sawtooth stringer under the treads
      const slope = rise / run;
      const sq: P3[] = [[xs, 0, z0 - 0.005]];
      for (let i = 0; i < steps; i++)
        sq.push(
          [xs + i * run, (i + 1) * rise - 0.045, z0 - 0.005],
          [xs + (i + 1) * run, (i + 1) * rise - 0.045, z0 - 0.005],
        );
      sq.push([xe, top - 0.3, z0 - 0.005], [xs + 0.3 / slope, 0, z0 - 0.005]);
      out.push(
        poly(
          cam.ps(sq),
          ctx.lin(
            [
              [0, WOOD.walnut.light],
              [1, WOOD.walnut.dark],
            ],
            0,
            0,
            1,
            1,
          ),
        ),
      );
    }
    out.push(drawBoxes(cam, list));
    if (o.style === "floating") {
      // recessed handrail and glass balustrade
      const a = cam.p(xs, 0.9 + rise, zb);
      const b = cam.p(xe, top + 0.9, zb);
      out.push(
        path(pathData([a, b]), "none", {
          stroke: "#2A2623",
          "stroke-width": 8,
          "stroke-linecap": "round",
          opacity: 0.55,
        }),
        path(pathData([a, b]), "none", { stroke: t.base, "stroke-width": 4, "stroke-linecap": "round" }),
      );
      out.push(
        glassPanel(cam, [
          [xs - 0.02, rise - 0.12, z0 - 0.02],
          [xe, top - 0.12, z0 - 0.02],
          [xe, top + 0.9, z0 - 0.02],
          [xs - 0.02, rise + 0.92, z0 - 0.02],
        ]),
      );
    } else {
      // closed stringer and floor-to-ceiling claustra
      const cr = cam.rectAt(xs - 0.1, xe, 0, H, z0 - 0.08);
      out.push(slats(ctx, cr, cr.u, t, { sw: 0.04, gap: 0.13, felt: false }));
    }
  }
  // railing of the mezzanine
  out.push(
    glassPanel(cam, [
      [xe, top, mz],
      [xr, top, mz],
      [xr, top + 1.0, mz],
      [xe, top + 1.0, mz],
    ]),
  );
  out.push(
    glassPanel(cam, [
      [xe, top, zb - 0.96],
      [xe, top, mz],
      [xe, top + 1.0, mz],
      [xe, top + 1.0, zb - 0.96],
    ]),
  );
  // plant at the foot of the stair
  const pp = cam.p(o.style === "storage" ? 3.9 : -3.3, 0, 4.8);
  out.push(plant(ctx, pp[0], pp[1], cam.u(4.2) * 1.4, 1, "#E9E1D3"));
  return ctx.svg(out);
}

/** The floating stair seen from its foot: treads climbing away along the left wall. */
export function stairUp(key: string): string {
  const ctx = scene(key);
  const cam = new Cam({ f: 640, cy: 430, eye: 1.6, ox: 0.5 });
  const xl = -1.5;
  const xr = 2.8;
  const H = 5.6;
  const zb = 9.5;
  const t = WOOD.oak;
  const out: string[] = [room(ctx, cam, { xl, xr, h: H, zb, wall: "#EEE7DC", floor: WOOD.oak, floorKind: "wide" })];
  const steps = 14;
  const top = 3.05;
  const rise = top / steps;
  const run = 0.27;
  const zs = 3.0;
  const ze = zs + steps * run;
  const xi = xl + 0.95;
  // mezzanine slab over the far part
  out.push(sunBeam(ctx, cam, -0.4, 1.6, 0.6, 2.4, zb, 0.9, 0.1, 0.24));
  const wr = cam.rectAt(-0.4, 1.6, 0.6, 2.4, zb);
  out.push(windowFrame(ctx, wr, wr.u, { cols: 2 }));
  const wr2 = cam.rectAt(-0.4, 1.6, 3.5, 5.0, zb);
  out.push(windowFrame(ctx, wr2, wr2.u, { cols: 2, sill: false }));
  out.push(
    woodBox(
      ctx,
      cam,
      { x0: xl, x1: xr, y0: top - 0.28, y1: top, z0: ze, z1: zb },
      { ...t, base: "#F2ECE3", light: "#F7F3EC", dark: "#E2DACD", grain: "" },
      { side: "#E5DDD0", bottom: "#E9E3D9" },
    ),
  );
  const ed = cam.rectAt(xl, xr, top - 0.04, top, ze);
  out.push(wood(ctx, ed.x, ed.y, ed.w, ed.h, t, "h"));
  out.push(
    glassPanel(cam, [
      [xi, top, ze],
      [xr, top, ze],
      [xr, top + 1.0, ze],
      [xi, top + 1.0, ze],
    ]),
  );
  // treads, farthest first
  const tr: string[] = [];
  for (let i = steps - 1; i >= 0; i--) {
    const y1 = (i + 1) * rise;
    const z0 = zs + i * run;
    const s = cam.ps([
      [xl, y1 - 0.06, z0],
      [xl, y1 - 0.2, z0 + 0.06],
      [xl, y1 - 0.2, z0 + run + 0.06],
      [xl, y1 - 0.06, z0 + run],
    ]);
    out.push(poly(s, "#000", { opacity: 0.06 }));
    tr.push(
      box3(
        cam,
        { x0: xl, x1: xi, y0: y1 - 0.06, y1, z0, z1: z0 + run + 0.02 },
        {
          front: t.base,
          top: ctx.lin([
            [0, t.light],
            [1, t.base],
          ]),
          side: t.dark,
          bottom: darken(t.base, 0.35),
        },
      ),
    );
  }
  out.push(tr.join(""));
  // handrail in the wall and glass balustrade
  const a = cam.p(xl, rise + 0.9, zs);
  const b = cam.p(xl, top + 0.9, ze);
  out.push(
    path(pathData([a, b]), "none", { stroke: "#2A2623", "stroke-width": 10, opacity: 0.5, "stroke-linecap": "round" }),
    path(pathData([a, b]), "none", { stroke: t.base, "stroke-width": 5, "stroke-linecap": "round" }),
  );
  out.push(
    glassPanel(cam, [
      [xi + 0.02, rise - 0.1, zs],
      [xi + 0.02, top - 0.1, ze],
      [xi + 0.02, top + 0.92, ze],
      [xi + 0.02, rise + 0.92, zs],
    ]),
  );
  const pp = cam.p(2.2, 0, 4.0);
  out.push(plant(ctx, pp[0], pp[1], cam.u(4.0) * 1.5, 0, palette.terracotta));
  const bp = cam.p(1.4, 0, zb - 0.4);
  out.push(books(ctx, bp[0], bp[1], cam.u(zb) * 0.5, cam.u(zb) * 0.3, { fill: 1 }));
  return ctx.svg(out);
}
