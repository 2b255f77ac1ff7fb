/** Dressings: under the roof slope, open walnut U-shaped dressing, close-ups. */
import { palette, Cam, WOOD, box3, circle, darken, ellipse, group, lighten, num, path, poly, rect } from "./lib.ts";
import type { P3, Tone } from "./lib.ts";
import {
  cabinet,
  floorShadow,
  folded,
  fronts,
  glow,
  pendant,
  plant,
  room,
  rug,
  shade,
  shoes,
  sideFronts,
  wood,
  woodBox,
} from "./parts.ts";
import { gable, gableClip, openUnit, roofLightPatch, roofY, scene, wardrobeInterior } from "./common.ts";
import type { Gable } from "./common.ts";

/** Round pouf. */
function pouf(x: number, yb: number, s: number, col: string): string {
  return group([
    ellipse(x, yb, s * 0.5, s * 0.08, "#000", { opacity: 0.15 }),
    path(
      `M${num(x - s * 0.4)} ${num(yb - s * 0.4)}v${num(s * 0.36)}q${num(s * 0.4)} ${num(s * 0.1)} ${num(s * 0.8)} 0v${num(-s * 0.36)}Z`,
      col,
    ),
    ellipse(x, yb - s * 0.4, s * 0.4, s * 0.07, lighten(col, 0.1)),
  ]);
}

/** Dressing built into an attic gable wall, with sliding doors that follow the slopes. */
export function atticDressing(key: string, o: { ox: number; f?: number; eye?: number; cy?: number }): string {
  const ctx = scene(key);
  const cam = new Cam({ f: o.f ?? 760, cy: o.cy ?? 330, eye: o.eye ?? 1.55, ox: o.ox });
  const gb: Gable = { xl: -3.2, xr: 3.2, hk: 1.0, hr: 3.3, zb: 5.0 };
  const t = WOOD.ash;
  const out: string[] = [
    room(ctx, cam, { xl: gb.xl, xr: gb.xr, h: gb.hk, zb: gb.zb, wall: "#EFE9DF", floor: WOOD.oak }),
  ];
  out.push(gable(ctx, cam, gb, "#EFE9DF", "#F4EFE7", WOOD.oak));
  // roof window on the left slope
  const ry = (x: number): number => roofY(gb, x);
  const rw: P3[] = [
    [-1.5, ry(-1.5), 3.4],
    [-0.8, ry(-0.8), 3.4],
    [-0.8, ry(-0.8), 4.2],
    [-1.5, ry(-1.5), 4.2],
  ];
  out.push(
    poly(cam.ps(rw), palette.char),
    poly(
      cam.ps(rw.map(([x, y, z]) => [x + (x < -1.2 ? 0.05 : -0.05), y, z + (z < 3.8 ? 0.05 : -0.05)] as P3)),
      ctx.lin([
        [0, "#D3E0DC"],
        [1, "#EEF1EA"],
      ]),
    ),
  );
  out.push(...roofLightPatch(ctx, cam, rw, [-0.6, 0.2, 3.3, 4.1], [0.22, 0.04]));
  const z0 = gb.zb - 0.62;
  const fu = cam.u(z0);
  const dressing: string[] = [];
  // interior of the open centre section
  const ir = cam.rectAt(-0.8, 0.8, 0.52, ry(0.8) - 0.05, gb.zb);
  const iu = cam.u(gb.zb);
  dressing.push(
    wardrobeInterior(ctx, ir, iu, { back: darken(t.base, 0.08), tone: t, rail: "#9A958C", shoes: false, led: true }),
  );
  for (const x of [-0.8, 0.8])
    dressing.push(
      box3(
        cam,
        { x0: x - 0.01, x1: x + 0.01, y0: 0.5, y1: 3.3, z0, z1: gb.zb },
        { side: lighten(t.base, 0.05), front: t.dark },
      ),
    );
  // bottom band: drawers and shoe cubbies
  const band = fronts(
    ctx,
    { ...cam.rectAt(gb.xl, gb.xr, 0.1, 0.52, z0), u: fu },
    [
      { w: 1, k: "dr2" },
      { w: 1, k: "open" },
      { w: 1, k: "dr2" },
      { w: 1, k: "dr2" },
      { w: 1, k: "open" },
      { w: 1, k: "dr2" },
      { w: 1, k: "dr2" },
      { w: 1, k: "open" },
    ],
    { tone: t, handle: "notch" },
  );
  dressing.push(band.svg);
  for (const r of band.niches)
    for (let sx = r.x + 4; sx < r.x + r.w - fu * 0.25; sx += fu * 0.27)
      dressing.push(shoes(sx, r.y + r.h, fu * 0.2, ctx.pick(["#3A2A20", "#6B4A33", "#1F2421", "#A88B6A"])));
  // sliding doors, cut by the slopes
  const cols = [-3.2, -2.4, -1.6, -0.8];
  for (const side of [-1, 1])
    for (let i = 0; i < 3; i++) {
      const a = side < 0 ? (cols[i] as number) : -(cols[i + 1] as number);
      const b = side < 0 ? (cols[i + 1] as number) : -(cols[i] as number);
      const r = cam.rectAt(a, b, 0.52, 3.3, z0);
      dressing.push(fronts(ctx, { ...r, u: fu }, [{ w: 1, k: "panel" }], { tone: t }).svg);
      const hx = side < 0 ? r.x + r.w - fu * 0.05 : r.x + fu * 0.03;
      const ht = cam.p(0, Math.min(ry(a), ry(b)) - 0.35, z0)[1];
      dressing.push(rect(hx, ht, fu * 0.02, Math.max(10, cam.p(0, 0.9, z0)[1] - ht), darken(t.base, 0.35), { rx: 2 }));
    }
  // the two doors slid in front of their neighbours
  for (const [a, b] of [
    [-1.62, -0.84],
    [0.84, 1.62],
  ] as const) {
    const r = cam.rectAt(a, b, 0.52, 3.3, z0 - 0.05);
    dressing.push(rect(r.x + (a < 0 ? -10 : 10), r.y, r.w, r.h, "#000", { opacity: 0.12 }));
    dressing.push(fronts(ctx, { ...r, u: cam.u(z0 - 0.05) }, [{ w: 1, k: "panel" }], { tone: t }).svg);
  }
  out.push(group(dressing, { "clip-path": gableClip(ctx, cam, gb, z0, 0.04) }));
  // slope trims
  const tr = cam.ps([
    [gb.xl, gb.hk - 0.03, z0],
    [0, gb.hr - 0.03, z0],
    [gb.xr, gb.hk - 0.03, z0],
  ]);
  out.push(
    path("M" + tr.map((p) => num(p[0]) + " " + num(p[1])).join("L"), "none", {
      stroke: t.dark,
      "stroke-width": 5,
      "stroke-linejoin": "round",
    }),
  );
  const pl = cam.rectAt(gb.xl, gb.xr, 0, 0.1, z0 + 0.04);
  out.push(rect(pl.x, pl.y, pl.w, pl.h, "#2A2522"));
  // bench, rug, plant
  out.push(rug(cam, -1.5, 1.5, 2.5, 3.9, "#E2D6C1", "#C7B596"));
  out.push(floorShadow(ctx, cam, -0.7, 0.7, 3.0, 3.4, 0.2, 0.06));
  out.push(woodBox(ctx, cam, { x0: -0.7, x1: 0.7, y0: 0.38, y1: 0.46, z0: 3.0, z1: 3.4 }, WOOD.oak));
  for (const x of [-0.65, 0.6])
    out.push(
      box3(
        cam,
        { x0: x, x1: x + 0.05, y0: 0, y1: 0.38, z0: 3.05, z1: 3.35 },
        { front: WOOD.oak.dark, side: WOOD.oak.dark },
      ),
    );
  const bp = cam.p(-0.4, 0.46, 3.2);
  out.push(folded(ctx, bp[0], bp[1], cam.u(3.2) * 0.3, 2, ["#8E9C88", "#E9E1D3"]));
  const pp = cam.p(2.5, 0, 3.6);
  out.push(plant(ctx, pp[0], pp[1], cam.u(3.6) * 1.0, 0, "#E9E1D3"));
  return ctx.svg(out);
}

/** Close-up of the attic dressing's lower band: shoe cubbies and an open drawer. */
export function dressingDetail(key: string): string {
  const ctx = scene(key);
  const t = WOOD.ash;
  const u = 900;
  const out: string[] = [rect(0, 0, 1200, 800, darken(t.base, 0.1))];
  // upper part: hanging clothes behind
  out.push(
    wardrobeInterior(ctx, { x: 0, y: -40, w: 1200, h: 340 }, u * 0.45, {
      back: darken(t.base, 0.1),
      tone: t,
      rail: "#9A958C",
      shoes: false,
      led: true,
    }),
  );
  out.push(wood(ctx, 0, 300, 1200, 26, t, "h", 1.8), rect(0, 300, 1200, 3, "#fff", { opacity: 0.4 }));
  out.push(glow(ctx, 600, 330, 600, 60, "#FFE3B0", 0.5));
  // shoe cubbies (left) and drawers (right)
  const f = fronts(
    ctx,
    { x: -20, y: 326, w: 1240, h: 474, u },
    [
      { w: 1, k: "open" },
      { w: 1, k: "open" },
      { w: 1.2, k: "dr3" },
    ],
    { tone: t, handle: "notch", k: 1.8 },
  );
  out.push(f.svg);
  for (const r of f.niches) {
    for (const y of [r.y + r.h * 0.45, r.y + r.h - 4]) {
      out.push(wood(ctx, r.x, y, r.w, 12, t, "h"));
      for (let sx = r.x + 16; sx < r.x + r.w - 170; sx += 185)
        out.push(shoes(sx, y, 150, ctx.pick(["#3A2A20", "#6B4A33", "#1F2421", "#A88B6A", "#D9CDB8"])));
    }
  }
  // open drawer with compartments
  const dx = 790;
  const dy = 480;
  out.push(rect(dx - 30, dy + 180, 470, 30, "#000", { opacity: 0.18 }));
  out.push(
    poly(
      [
        [dx - 20, dy],
        [dx + 440, dy],
        [dx + 470, dy + 120],
        [dx - 50, dy + 120],
      ],
      darken(t.base, 0.15),
    ),
  );
  for (let i = 1; i < 4; i++)
    out.push(
      path(`M${num(dx - 20 + i * 115)} ${num(dy)}l${num(-8 - i * 2)} 120`, "none", {
        stroke: t.light,
        "stroke-width": 6,
      }),
    );
  const items = ["#6B4A33", "#2F3A33", "#B8915A", "#A65F45"];
  for (let i = 0; i < 4; i++) {
    const cx = dx + 40 + i * 115;
    out.push(
      circle(cx, dy + 60, 26, "none", { stroke: items[i] as string, "stroke-width": 10 }),
      circle(cx, dy + 60, 8, palette.brass),
    );
  }
  out.push(
    wood(ctx, dx - 50, dy + 120, 520, 90, t, "h", 1.8),
    rect(dx + 160, dy + 140, 100, 12, darken(t.base, 0.4), { rx: 6 }),
  );
  return ctx.svg(out);
}

/** Open walnut dressing in a U with a six-drawer island, brass rails and a full-height mirror. */
export function dressingU(key: string): string {
  const ctx = scene(key);
  const cam = new Cam({ f: 760, cy: 300, eye: 1.55, ox: 0.2 });
  const xl = -2.9;
  const xr = 2.9;
  const H = 2.7;
  const zb = 5.2;
  const t: Tone = WOOD.walnut;
  const out: string[] = [room(ctx, cam, { xl, xr, h: H, zb, wall: "#E9E1D4", floor: WOOD.oak })];
  out.push(
    openUnit(
      ctx,
      cam,
      { x0: xl + 0.62, x1: xr - 0.62, y0: 0, y1: H - 0.05, z0: zb - 0.6, z1: zb },
      [
        { w: 1, k: "hang2" },
        { w: 1, k: "shelves", base: 0.45, baseKind: "dr2" },
        { w: 1.1, k: "hang" },
        { w: 0.9, k: "shoes" },
      ],
      { tone: t, back: "#4E3727", rail: palette.brass, led: true, handle: "brass" },
    ),
  );
  // side runs with doors; the right one holds the full-height mirror
  for (const side of [-1, 1]) {
    const xw = side < 0 ? xl : xr;
    const xf = xw - side * 0.6;
    out.push(
      box3(
        cam,
        { x0: Math.min(xw, xf), x1: Math.max(xw, xf), y0: 0, y1: H - 0.05, z0: 2.0, z1: zb },
        { side: t.dark, top: t.light, front: t.dark },
      ),
    );
    out.push(
      sideFronts(
        ctx,
        cam,
        xf,
        0.08,
        H - 0.08,
        2.0,
        zb,
        side < 0
          ? [
              { w: 1, k: "door" },
              { w: 1, k: "door" },
              { w: 1, k: "door" },
              { w: 1, k: "door" },
            ]
          : [
              { w: 1, k: "door" },
              { w: 1.2, k: "mirror" },
              { w: 1, k: "door" },
              { w: 1, k: "door" },
            ],
        t,
        "brass",
      ),
    );
  }
  // island with six drawers
  const iz0 = 3.0;
  const iz1 = 3.6;
  out.push(rug(cam, -1.5, 1.5, 2.3, 4.3, "#D9CBB0", "#BCA98A"));
  out.push(floorShadow(ctx, cam, -0.9, 0.9, iz0, iz1, 0.25));
  out.push(
    box3(
      cam,
      { x0: -0.85, x1: 0.85, y0: 0, y1: 0.1, z0: iz0 + 0.04, z1: iz1 - 0.04 },
      { front: "#2A2522", side: "#231F1C" },
    ),
  );
  out.push(
    cabinet(
      ctx,
      cam,
      { x0: -0.9, x1: 0.9, y0: 0.1, y1: 0.88, z0: iz0, z1: iz1 },
      [
        { w: 1, k: "dr2" },
        { w: 1, k: "dr2" },
        { w: 1, k: "dr2" },
      ],
      { tone: t, handle: "knob" },
    ).svg,
  );
  out.push(
    box3(
      cam,
      { x0: -0.92, x1: 0.92, y0: 0.88, y1: 0.92, z0: iz0 - 0.02, z1: iz1 + 0.02 },
      { top: "#E7E2D8", front: "#D9D3C8", side: "#CFC8BC" },
    ),
  );
  const ip = cam.p(0.2, 0.92, 3.3);
  const iu = cam.u(3.3);
  out.push(
    rect(ip[0] - iu * 0.25, ip[1] - iu * 0.05, iu * 0.5, iu * 0.05, palette.brass, { rx: 2 }),
    folded(ctx, ip[0] - iu * 0.7, ip[1], iu * 0.3, 2, ["#E9E1D3", "#8E9C88"]),
  );
  const pp = cam.p(1.5, 0, 3.0);
  out.push(pouf(pp[0], pp[1], cam.u(3.0) * 0.5, "#C9A57C"));
  const pt = cam.p(0, H, 3.3);
  const pb = cam.p(0, 2.0, 3.3);
  out.push(pendant(ctx, pt[0], pt[1], pb[1], cam.u(3.3) * 0.14, palette.brass, "globe"));
  return ctx.svg(out);
}

/** Dressing interior (article): three bays seen straight on. */
export function dressingArticle(key: string): string {
  const ctx = scene(key);
  const t = WOOD.oak;
  const u = 520;
  const out: string[] = [rect(0, 0, 1200, 800, "#EFE9DF")];
  const bays = [
    [40, 440],
    [480, 400],
    [880, 280],
  ] as const;
  for (const [x, w] of bays) {
    const r = { x: x + 22, y: 40, w: w - 22, h: 700 };
    if (x === 480) {
      out.push(rect(r.x, r.y, r.w, r.h, "#8E9C88"));
      out.push(shade(ctx, r.x, r.y, r.w, 120, "top", 0.25));
      for (const y of [220, 390, 560]) {
        out.push(
          folded(ctx, r.x + 30, y, 150, 4, ["#E9E1D3", "#BFC6BB", "#2F3A33", "#D8C7A6", "#A65F45"]),
          folded(ctx, r.x + 210, y, 150, 3, ["#F3EEE5", "#C9B79C", "#5B6B6E"]),
        );
        out.push(glow(ctx, r.x + r.w / 2, y - 150, r.w * 0.5, 40, "#FFE3B0", 0.5));
        out.push(wood(ctx, r.x, y, r.w, 16, t, "h"));
      }
      out.push(
        rect(r.x + 30, 740 - 150, 120, 150, palette.ash, { rx: 4 }),
        rect(r.x + 180, 740 - 110, 160, 110, "#D8C7A6", { rx: 4 }),
      );
    } else {
      out.push(wardrobeInterior(ctx, r, u, { back: "#8E9C88", tone: t, rail: palette.brass, led: true }));
    }
    out.push(wood(ctx, x, 20, 22, 740, t, "v"));
  }
  out.push(
    wood(ctx, 1160, 20, 22, 740, t, "v"),
    wood(ctx, 40, 20, 1142, 22, t, "h"),
    wood(ctx, 40, 740, 1142, 30, t, "h"),
  );
  out.push(rect(0, 770, 1200, 30, WOOD.oak.dark));
  return ctx.svg(out);
}
