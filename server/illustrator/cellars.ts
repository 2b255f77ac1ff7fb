/** Wine cellars: underground cellar with racks, glazed wine wall in a dining room, close-up. */
import { palette, Cam, WOOD, box3, darken, ellipse, lighten, num, path, poly, rect } from "./lib.ts";
import type { Ctx, Tone } from "./lib.ts";
import {
  bottleFront,
  chair,
  cubbies,
  diamondBin,
  floorShadow,
  fronts,
  glow,
  pendant,
  plant,
  room,
  shade,
  sideBeam,
  sideWindow,
  stool,
  wineCase,
  wineGlass,
  wood,
  woodBox,
} from "./parts.ts";
import type { R } from "./parts.ts";
import { openUnit, scene } from "./common.ts";

const WINES = ["#2D3A2A", "#3A2226", "#24302A", "#4A2A24"];

/** Limestone block wall. */
function stone(ctx: Ctx, r: R, u: number, col = "#D6C7AB"): string {
  const bw = 0.6 * u;
  const bh = 0.28 * u;
  const j = darken(col, 0.14);
  const p = ctx.pattern(
    "st" + num(u) + col,
    { width: num(bw), height: num(bh * 2), x: num(r.x), y: num(r.y) },
    rect(0, 0, bw, bh * 2, j) +
      rect(1.2, 1.2, bw - 2.4, bh - 2.4, col, { rx: 2 }) +
      rect(-bw / 2 + 1.2, bh + 1.2, bw - 2.4, bh - 2.4, lighten(col, 0.06), { rx: 2 }) +
      rect(bw / 2 + 1.2, bh + 1.2, bw - 2.4, bh - 2.4, darken(col, 0.04), { rx: 2 }),
  );
  return (
    rect(r.x, r.y, r.w, r.h, p) +
    rect(
      r.x,
      r.y,
      r.w,
      r.h,
      ctx.rad(
        [
          [0, "#FFE9C4", 0.25],
          [1, "#000", 0.15],
        ],
        0.5,
        0.4,
        0.8,
      ),
    )
  );
}

function vignette(ctx: Ctx, op = 0.3): string {
  return rect(
    0,
    0,
    ctx.w,
    ctx.h,
    ctx.rad(
      [
        [0.55, "#000", 0],
        [1, "#1A120C", op],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

/** Underground cellar: diamond bins, lit display wall, individual cubbies and a tasting table. */
export function cellar(key: string, o: { ox: number; f?: number; eye?: number; door?: boolean; tone?: Tone }): string {
  const ctx = scene(key);
  const t = o.tone ?? WOOD.oak;
  const cam = new Cam({ f: o.f ?? 760, cy: 310, eye: o.eye ?? 1.55, ox: o.ox });
  const xl = -3;
  const xr = 3;
  const H = 2.5;
  const zb = 5;
  const z0 = zb - 0.4;
  const out: string[] = [
    room(ctx, cam, {
      xl,
      xr,
      h: H,
      zb,
      wall: "#D6C7AB",
      side: "#C9B99C",
      ceil: "#BFAE92",
      floor: { base: "#B7765A", light: "#C58A6E", dark: "#9C6148", grain: "", go: 0 },
      floorKind: "tiles",
      skirting: false,
    }),
  ];
  const bw = cam.rectAt(xl, xr, 0, H, zb);
  out.push(stone(ctx, bw, bw.u));
  // ceiling beams
  for (const z of [1.6, 2.8, 4.0])
    out.push(
      woodBox(ctx, cam, { x0: xl, x1: xr, y0: H - 0.16, y1: H, z0: z, z1: z + 0.18 }, WOOD.smoked, {
        side: WOOD.smoked.dark,
      }),
    );
  if (o.door) {
    const q = cam.ps([
      [xr, 0, 3.0],
      [xr, 2.05, 3.0],
      [xr, 2.05, 3.9],
      [xr, 0, 3.9],
    ]);
    out.push(
      poly(
        cam.ps([
          [xr, 0, 2.92],
          [xr, 2.12, 2.92],
          [xr, 2.12, 3.98],
          [xr, 0, 3.98],
        ]),
        t.dark,
      ),
    );
    out.push(
      poly(
        q,
        ctx.lin(
          [
            [0, t.light],
            [1, t.base],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      poly(q, ctx.grain(t, "v")),
    );
    const lines: string[] = [];
    for (let z = 3.15; z < 3.9; z += 0.15)
      lines.push(`M${cam.p(xr, 0.02, z).map(num).join(" ")}L${cam.p(xr, 2.03, z).map(num).join(" ")}`);
    out.push(path(lines.join(""), "none", { stroke: t.dark, "stroke-width": 1.5, opacity: 0.7 }));
    const h0 = cam.p(xr, 1.15, 3.8);
    const h1 = cam.p(xr, 0.85, 3.8);
    out.push(
      path(`M${num(h0[0])} ${num(h0[1])}L${num(h1[0])} ${num(h1[1])}`, "none", {
        stroke: "#8C8F8A",
        "stroke-width": 5,
        "stroke-linecap": "round",
      }),
    );
  }
  // carcass of the back units
  out.push(box3(cam, { x0: xl, x1: xr, y0: 0, y1: 2.25, z0, z1: zb }, { top: t.light, side: t.dark }));
  // diamond bins on the left
  const fu = cam.u(z0);
  for (let i = 0; i < 2; i++)
    for (let j = 0; j < 2; j++) {
      const r = cam.rectAt(
        xl + 0.05 + i * 0.875,
        xl + 0.05 + (i + 1) * 0.875,
        0.1 + j * 1.05,
        0.1 + (j + 1) * 1.05,
        z0,
      );
      out.push(diamondBin(ctx, { x: r.x + 2, y: r.y + 2, w: r.w - 4, h: r.h - 4 }, t));
    }
  const lf = cam.rectAt(xl, -1.25, 0, 2.25, z0);
  out.push(
    path(`M${num(lf.x)} ${num(lf.y)}h${num(lf.w)}v${num(lf.h)}h${num(-lf.w)}Z`, "none", {
      stroke: t.base,
      "stroke-width": num(fu * 0.05),
    }),
  );
  // centre: magnum cubbies below, lit display above
  out.push(cubbies(ctx, cam.rectAt(-1.25, 1.25, 0.05, 0.85, z0), 5, 2, t, 0.8));
  out.push(
    openUnit(
      ctx,
      cam,
      { x0: -1.23, x1: 1.23, y0: 0.85, y1: 2.25, z0, z1: zb },
      [
        { w: 1, k: "wine" },
        { w: 1, k: "wine" },
      ],
      { tone: t, back: "#3A2C22", led: true },
    ),
  );
  // right: individual cubbies
  out.push(cubbies(ctx, cam.rectAt(1.25, xr, 0.05, 2.25, z0), 6, 12, t, 0.88));
  const cr = cam.rectAt(xl, xr, 2.25, 2.32, z0);
  out.push(rect(cr.x, cr.y, cr.w, cr.h, t.dark));
  // wine cases on the floor
  const cp = cam.p(-2.6, 0, 3.3);
  const cu = cam.u(3.3);
  out.push(floorShadow(ctx, cam, -2.9, -1.9, 3.0, 3.5, 0.25, 0.05));
  out.push(
    wineCase(ctx, cp[0], cp[1], cu * 0.5, cu * 0.26),
    wineCase(ctx, cp[0] + cu * 0.52, cp[1], cu * 0.5, cu * 0.26, WOOD.douglas),
    wineCase(ctx, cp[0] + cu * 0.2, cp[1] - cu * 0.26, cu * 0.5, cu * 0.26),
  );
  // tasting table with drawers
  const tz0 = 2.7;
  const tz1 = 3.35;
  out.push(floorShadow(ctx, cam, -0.9, 0.9, tz0, tz1, 0.3));
  out.push(
    box3(cam, { x0: -0.85, x1: 0.85, y0: 0, y1: 0.9, z0: tz0 + 0.04, z1: tz1 - 0.04 }, { side: t.dark, front: t.dark }),
  );
  const tf = cam.rectAt(-0.85, 0.85, 0.55, 0.88, tz0 + 0.04);
  out.push(
    fronts(
      ctx,
      { ...tf, u: cam.u(tz0) },
      [
        { w: 1, k: "dr1" },
        { w: 1, k: "dr1" },
      ],
      { tone: t, handle: "brass" },
    ).svg,
  );
  const lower = cam.rectAt(-0.85, 0.85, 0.05, 0.55, tz0 + 0.04);
  out.push(cubbies(ctx, lower, 6, 2, t, 0.7));
  out.push(woodBox(ctx, cam, { x0: -0.95, x1: 0.95, y0: 0.9, y1: 0.96, z0: tz0, z1: tz1 }, t));
  const tp = cam.p(-0.3, 0.96, tz0 + 0.3);
  const tu = cam.u(tz0 + 0.3);
  out.push(ellipse(tp[0] + tu * 0.3, tp[1], tu * 0.5, tu * 0.04, "#000", { opacity: 0.12 }));
  out.push(
    bottleFront(tp[0], tp[1], tu * 0.32, WINES[1] as string),
    wineGlass(tp[0] + tu * 0.25, tp[1], tu * 0.2),
    wineGlass(tp[0] + tu * 0.55, tp[1], tu * 0.2),
  );
  out.push(
    path(
      `M${num(tp[0] + tu * 0.75)} ${num(tp[1])}h${num(tu * 0.3)}l${num(-tu * 0.05)} ${num(-tu * 0.04)}h${num(-tu * 0.2)}Z`,
      palette.ash,
    ),
  );
  for (const sx of [-1.25, 1.25]) {
    const p = cam.p(sx, 0, 3.0);
    out.push(stool(p[0], p[1], cam.u(3.0) * 0.95, t.base, palette.char));
  }
  const pt = cam.p(0, H, 3.0);
  const pb = cam.p(0, 1.8, 3.0);
  out.push(pendant(ctx, pt[0], pt[1], pb[1], cam.u(3.0) * 0.12, "#E8E1D5", "globe"));
  out.push(vignette(ctx, 0.35));
  return ctx.svg(out);
}

/** Dining room with a glazed walnut wine wall. */
export function wineWall(key: string): string {
  const ctx = scene(key);
  const cam = new Cam({ f: 780, cy: 300, eye: 1.55, ox: -0.3 });
  const xl = -3.3;
  const xr = 3.3;
  const H = 2.7;
  const zb = 5.8;
  const zg = 4.9;
  const t = WOOD.walnut;
  const out: string[] = [room(ctx, cam, { xl, xr, h: H, zb, wall: "#EEE6DA", floor: WOOD.oak, skirting: false })];
  // the wine room (alcove)
  out.push(
    poly(
      cam.ps([
        [-2.3, 0, zg],
        [-2.3, H, zg],
        [-2.3, H, zb],
        [-2.3, 0, zb],
      ]),
      "#2A1F18",
    ),
  );
  out.push(
    poly(
      cam.ps([
        [2.3, 0, zg],
        [2.3, H, zg],
        [2.3, H, zb],
        [2.3, 0, zb],
      ]),
      "#2A1F18",
    ),
  );
  out.push(cubbies(ctx, cam.rectAt(-2.3, -0.9, 0, H, zb), 7, 14, t, 0.9));
  out.push(cubbies(ctx, cam.rectAt(0.9, 2.3, 0, H, zb), 7, 14, t, 0.9));
  out.push(
    openUnit(
      ctx,
      cam,
      { x0: -0.88, x1: 0.88, y0: 0, y1: H - 0.02, z0: zb - 0.35, z1: zb },
      [{ w: 1, k: "wine", base: 0.6, baseKind: "dr2" }],
      { tone: t, back: "#2A1F18", led: true, handle: "brass" },
    ),
  );
  out.push(
    poly(
      cam.ps([
        [-2.3, H, zg],
        [2.3, H, zg],
        [2.3, H, zb],
        [-2.3, H, zb],
      ]),
      "#241A14",
    ),
  );
  out.push(glow(ctx, 600, cam.p(0, 2, zb)[1], 420, 260, "#FFD9A0", 0.18));
  // front wall pieces around the alcove
  for (const [a, b] of [
    [xl, -2.3],
    [2.3, xr],
  ] as const) {
    const r = cam.rectAt(a, b, 0, H, zg);
    out.push(
      rect(r.x, r.y, r.w, r.h, "#EEE6DA"),
      rect(
        r.x,
        r.y,
        r.w,
        r.h,
        ctx.lin([
          [0, "#fff", 0.2],
          [1, "#000", 0.04],
        ]),
      ),
    );
    const sk = cam.rectAt(a, b, 0, 0.08, zg);
    out.push(rect(sk.x, sk.y, sk.w, sk.h, "#F6F1EA"));
  }
  // steel and glass partition
  const gr = cam.rectAt(-2.3, 2.3, 0, H, zg);
  out.push(
    rect(
      gr.x,
      gr.y,
      gr.w,
      gr.h,
      ctx.lin(
        [
          [0, "#fff", 0.16],
          [0.35, "#fff", 0.03],
          [0.6, "#fff", 0.1],
          [1, "#fff", 0.02],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  const refl = [0.15, 0.5, 0.8]
    .map(
      (f) =>
        `M${num(gr.x + gr.w * f)} ${num(gr.y)}l${num(gr.w * 0.08)} 0l${num(-gr.h * 0.25)} ${num(gr.h)}h${num(-gr.w * 0.03)}Z`,
    )
    .join("");
  out.push(path(refl, "#fff", { opacity: 0.06 }));
  const fw = gr.u * 0.04;
  let bars = "";
  for (let i = 0; i <= 6; i++)
    bars += `M${num(gr.x + (gr.w * i) / 6 - fw / 2)} ${num(gr.y)}h${num(fw)}v${num(gr.h)}h${num(-fw)}Z`;
  for (const y of [0.95, 2.1]) {
    const yy = cam.p(0, y, zg)[1];
    bars += `M${num(gr.x)} ${num(yy - fw / 2)}h${num(gr.w)}v${num(fw)}h${num(-gr.w)}Z`;
  }
  bars += `M${num(gr.x)} ${num(gr.y)}h${num(gr.w)}v${num(fw)}h${num(-gr.w)}Z`;
  out.push(path(bars, palette.char));
  const hx = gr.x + (gr.w * 4) / 6 - fw * 2.2;
  out.push(rect(hx, cam.p(0, 1.3, zg)[1], fw * 0.7, gr.u * 0.45, "#9A9D98", { rx: fw * 0.3 }));
  // side window and light
  out.push(sideWindow(ctx, cam, xl, 1.4, 3.4, 0.8, 2.3));
  out.push(sideBeam(ctx, cam, xl, 1.4, 3.4, 0.8, 2.3, 0.9, 0.3, 0.24));
  // dining table with chairs
  const z0 = 3.3;
  const z1 = 4.1;
  for (const x of [-0.6, 0.6]) {
    const p = cam.p(x, 0, z1 + 0.25);
    out.push(chair(p[0], p[1], cam.u(z1 + 0.25) * 0.95, t.base));
  }
  out.push(floorShadow(ctx, cam, -1.1, 1.1, z0, z1, 0.18));
  for (const [x, z] of [
    [-1.0, z0 + 0.1],
    [0.95, z0 + 0.1],
    [-1.0, z1 - 0.1],
    [0.95, z1 - 0.1],
  ] as const) {
    out.push(
      box3(
        cam,
        { x0: x, x1: x + 0.06, y0: 0, y1: 0.72, z0: z, z1: z + 0.06 },
        { front: WOOD.oak.dark, side: darken(WOOD.oak.base, 0.3) },
      ),
    );
  }
  out.push(woodBox(ctx, cam, { x0: -1.15, x1: 1.15, y0: 0.72, y1: 0.77, z0, z1 }, WOOD.oak));
  const tp = cam.p(-0.2, 0.77, 3.7);
  const tu = cam.u(3.7);
  out.push(
    bottleFront(tp[0], tp[1], tu * 0.32, WINES[1] as string),
    wineGlass(tp[0] + tu * 0.25, tp[1], tu * 0.2),
    wineGlass(tp[0] - tu * 0.3, tp[1], tu * 0.2, false),
  );
  out.push(plant(ctx, tp[0] + tu * 0.7, tp[1], tu * 0.4, 3, "#E9E1D3"));
  const pt = cam.p(0, H, 3.7);
  const pb = cam.p(0, 1.8, 3.7);
  out.push(pendant(ctx, pt[0], pt[1], pb[1], cam.u(3.7) * 0.2, palette.green));
  const pp = cam.p(2.8, 0, 4.4);
  out.push(plant(ctx, pp[0], pp[1], cam.u(4.4) * 1.2, 0, palette.terracotta));
  return ctx.svg(out);
}

/** Close-up of cubbies and the lit display shelves, with a glass on the tasting top. */
export function cellarDetail(key: string): string {
  const ctx = scene(key);
  const t = WOOD.oak;
  const out: string[] = [stone(ctx, { x: 0, y: 0, w: 1200, h: 800 }, 700)];
  // cubbies
  out.push(cubbies(ctx, { x: 40, y: -40, w: 620, h: 700 }, 5, 6, t, 0.92));
  out.push(shade(ctx, 660, -40, 30, 700, "left", 0.3));
  // display shelves
  out.push(rect(690, -40, 480, 700, "#3A2C22"));
  for (const y of [150, 380, 610]) {
    out.push(glow(ctx, 930, y - 200, 300, 120, "#FFD9A0", 0.5));
    for (let i = 0; i < 5; i++)
      out.push(
        bottleFront(
          740 + i * 92,
          y,
          190,
          WINES[(i + y) % 4] as string,
          [palette.ash, "#F3EEE5", "#D8C7A6"][i % 3] as string,
        ),
      );
    out.push(
      wood(ctx, 690, y, 480, 22, t, "h", 1.6),
      rect(
        690,
        y + 22,
        480,
        30,
        ctx.lin([
          [0, "#000", 0.35],
          [1, "#000", 0],
        ]),
      ),
    );
  }
  out.push(wood(ctx, 660, -40, 32, 700, t, "v", 1.6), wood(ctx, 1168, -40, 40, 700, t, "v", 1.6));
  // tasting top
  out.push(
    poly(
      [
        [0, 660],
        [1200, 660],
        [1200, 700],
        [0, 700],
      ],
      ctx.lin([
        [0, t.dark],
        [1, t.light],
      ]),
    ),
  );
  out.push(wood(ctx, 0, 700, 1200, 100, t, "h", 2));
  out.push(rect(0, 700, 1200, 4, "#fff", { opacity: 0.3 }));
  out.push(
    ellipse(330, 690, 60, 6, "#000", { opacity: 0.15 }),
    wineGlass(330, 690, 230),
    wineGlass(470, 695, 200, false),
  );
  out.push(
    path("M820 690c40-8 90-8 130 0l-10 12h-110Z", palette.ash),
    path("M870 690v-60m-25 0h50", "none", { stroke: "#6E706B", "stroke-width": 6, "stroke-linecap": "round" }),
  );
  out.push(vignette(ctx, 0.3));
  return ctx.svg(out);
}
