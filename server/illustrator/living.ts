/** Living spaces: built-in units, acoustic slat walls, full-height library. */
import { palette, Cam, WOOD, box3, circle, darken, ellipse, group, num, path, poly, rect } from "./lib.ts";
import type { Ctx, P3, Tone } from "./lib.ts";
import {
  armchair,
  books,
  cabinet,
  chair,
  floorShadow,
  glow,
  pendant,
  plant,
  plinth,
  room,
  rug,
  shade,
  sideBeam,
  sideWindow,
  slats,
  sofa,
  sunBeam,
  vase,
  windowFrame,
  wood,
  woodBox,
} from "./parts.ts";
import { gable, gableClip, openUnit, roofLightPatch, scene, shelfItems } from "./common.ts";
import type { Gable } from "./common.ts";

/** Floor lamp: base, pole and a linen shade with glow. */
function floorLamp(ctx: Ctx, x: number, yb: number, s: number): string {
  return group([
    ellipse(x, yb, s * 0.12, s * 0.02, "#2A2A28"),
    path(`M${num(x)} ${num(yb)}V${num(yb - s * 0.8)}`, "none", {
      stroke: "#2A2A28",
      "stroke-width": num(Math.max(1, s * 0.012)),
    }),
    glow(ctx, x, yb - s * 0.8, s * 0.35, s * 0.3, "#FFD9A0", 0.5),
    path(
      `M${num(x - s * 0.07)} ${num(yb - s * 0.92)}h${num(s * 0.14)}l${num(s * 0.05)} ${num(s * 0.14)}h${num(-s * 0.24)}Z`,
      "#EFE3CC",
    ),
  ]);
}

/** Coffee table (low box) with a few objects. */
function coffeeTable(ctx: Ctx, cam: Cam, x0: number, x1: number, z0: number, z1: number, t: Tone): string {
  const out = [floorShadow(ctx, cam, x0, x1, z0, z1, 0.2, 0.06)];
  for (const [x, z] of [
    [x0 + 0.05, z0 + 0.05],
    [x1 - 0.1, z0 + 0.05],
  ] as const)
    out.push(box3(cam, { x0: x, x1: x + 0.05, y0: 0, y1: 0.32, z0: z, z1: z + 0.05 }, { front: t.dark, side: t.dark }));
  out.push(woodBox(ctx, cam, { x0, x1, y0: 0.32, y1: 0.38, z0, z1 }, t));
  const p = cam.p((x0 + x1) / 2, 0.38, (z0 + z1) / 2);
  const u = cam.u((z0 + z1) / 2);
  out.push(
    books(ctx, p[0] - u * 0.35, p[1], u * 0.3, u * 0.25, { fill: 1 }).replace(
      /<g>/,
      `<g transform="rotate(-90 ${num(p[0] - u * 0.2)} ${num(p[1])})">`,
    ),
  );
  out.push(vase(p[0] + u * 0.2, p[1], u * 0.2, "#E9E1D3", 1));
  return out.join("");
}

/** Window seat between two full-height bookcases. */
export function builtIn(key: string): string {
  const ctx = scene(key);
  const cam = new Cam({ f: 780, cy: 300, eye: 1.5, ox: 0.4 });
  const xl = -3.2;
  const xr = 3.2;
  const H = 2.7;
  const zb = 5.4;
  const t = WOOD.oak;
  const out: string[] = [room(ctx, cam, { xl, xr, h: H, zb, wall: "#C9CFC1", floor: WOOD.ash })];
  out.push(sunBeam(ctx, cam, -0.75, 0.75, 0.62, 2.15, zb, 0.8, 0.45, 0.26));
  const wr = cam.rectAt(-0.75, 0.75, 0.62, 2.15, zb);
  out.push(windowFrame(ctx, wr, wr.u, { cols: 2, frame: "#F3EEE6", sill: false }));
  const z0 = zb - 0.38;
  for (const [x0, x1] of [
    [xl + 0.05, -0.9],
    [0.9, xr - 0.05],
  ] as const)
    out.push(
      openUnit(
        ctx,
        cam,
        { x0, x1, y0: 0, y1: H - 0.02, z0, z1: zb },
        [
          { w: 1, k: "books", base: 0.8, baseKind: "doors" },
          { w: 1, k: "books", base: 0.8, baseKind: "doors" },
        ],
        { tone: t, handle: "brass" },
      ),
    );
  out.push(
    cabinet(
      ctx,
      cam,
      { x0: -0.9, x1: 0.9, y0: 2.28, y1: H - 0.02, z0, z1: zb },
      [
        { w: 1, k: "doors" },
        { w: 1, k: "doors" },
      ],
      { tone: t, handle: "none" },
    ).svg,
  );
  // window seat
  const sz0 = zb - 0.58;
  out.push(plinth(cam, -0.9, 0.9, sz0, zb));
  out.push(
    cabinet(
      ctx,
      cam,
      { x0: -0.9, x1: 0.9, y0: 0.1, y1: 0.45, z0: sz0, z1: zb },
      [
        { w: 1, k: "dr1" },
        { w: 1, k: "dr1" },
        { w: 1, k: "dr1" },
      ],
      { tone: t, handle: "brass" },
    ).svg,
  );
  out.push(
    box3(
      cam,
      { x0: -0.9, x1: 0.9, y0: 0.45, y1: 0.56, z0: sz0 - 0.01, z1: zb },
      { front: "#D8C9A9", top: "#E6DAC0", side: "#C9B896" },
    ),
  );
  const cz = zb - 0.15;
  const cu = cam.u(cz);
  const cb = cam.p(-0.55, 0.56, cz);
  out.push(
    rect(cb[0], cb[1] - cu * 0.32, cu * 0.42, cu * 0.34, palette.green, {
      rx: cu * 0.06,
      transform: `rotate(-6 ${num(cb[0])} ${num(cb[1])})`,
    }),
  );
  out.push(rect(cb[0] + cu * 0.45, cb[1] - cu * 0.3, cu * 0.38, cu * 0.32, palette.ochre, { rx: cu * 0.06 }));
  out.push(
    rect(cb[0] + cu * 0.95, cb[1] - cu * 0.3, cu * 0.38, cu * 0.32, "#EFE7DA", {
      rx: cu * 0.06,
      transform: `rotate(5 ${num(cb[0] + cu * 0.95)} ${num(cb[1])})`,
    }),
  );
  // furniture
  out.push(rug(cam, -1.4, 1.6, 2.6, 4.4, "#E2D6C1", "#C7B596"));
  const ap = cam.p(1.75, 0, 3.2);
  out.push(armchair(ap[0], ap[1], cam.u(3.2) * 0.95, "#B98A5E"));
  const lp = cam.p(2.45, 0, 3.8);
  out.push(floorLamp(ctx, lp[0], lp[1], cam.u(3.8) * 1.6));
  out.push(coffeeTable(ctx, cam, -0.6, 0.6, 2.9, 3.5, WOOD.walnut));
  const pp = cam.p(-2.5, 0, 3.0);
  out.push(plant(ctx, pp[0], pp[1], cam.u(3.0) * 1.1, 0, "#E9E1D3"));
  return ctx.svg(out);
}

/** 5.20 m wall unit: fold-away desk (open), TV unit, lit shelves, sage lacquered fronts. */
export function wallUnit(key: string): string {
  const ctx = scene(key);
  const cam = new Cam({ f: 760, cy: 300, eye: 1.5, ox: -0.5 });
  const xl = -3.0;
  const xr = 3.4;
  const H = 2.6;
  const zb = 5.4;
  const t = WOOD.oak;
  const sage: Tone = { base: "#8E9C88", light: "#9DAA97", dark: "#7D8B78", grain: "", go: 0 };
  const out: string[] = [room(ctx, cam, { xl, xr, h: H, zb, wall: "#EFE9DF", floor: WOOD.oak, floorKind: "wide" })];
  out.push(
    sideWindow(ctx, cam, xr, 1.6, 3.6, 0.5, 2.3, "#F3EEE6"),
    sideBeam(ctx, cam, xr, 1.6, 3.6, 0.5, 2.3, 0.9, 0.4, 0.22),
  );
  const z0 = zb - 0.42;
  // desk section (folding doors open)
  out.push(
    openUnit(
      ctx,
      cam,
      { x0: -2.6, x1: -1.32, y0: 0, y1: 2.4, z0, z1: zb },
      [{ w: 1, k: "books", base: 0.72, baseKind: "dr2" }],
      { tone: t, front: sage, handle: "none" },
    ),
  );
  out.push(woodBox(ctx, cam, { x0: -2.58, x1: -1.34, y0: 0.72, y1: 0.76, z0: z0 - 0.2, z1: zb }, t));
  const dp = cam.p(-1.7, 0.76, z0 + 0.05);
  const du = cam.u(z0 + 0.05);
  out.push(
    path(`M${num(dp[0])} ${num(dp[1])}v${num(-du * 0.35)}l${num(-du * 0.12)} ${num(-du * 0.06)}`, "none", {
      stroke: palette.char,
      "stroke-width": num(du * 0.012),
    }),
  );
  out.push(
    path(
      `M${num(dp[0] - du * 0.2)} ${num(dp[1] - du * 0.36)}l${num(du * 0.14)} ${num(-du * 0.06)}l${num(du * 0.02)} ${num(du * 0.08)}Z`,
      palette.char,
    ),
  );
  out.push(glow(ctx, dp[0] - du * 0.15, dp[1] - du * 0.25, du * 0.3, du * 0.2, "#FFD9A0", 0.5));
  out.push(rect(dp[0] - du * 0.75, dp[1] - du * 0.02, du * 0.35, du * 0.02, "#E9E1D3"));
  for (const x of [-2.62, -1.32])
    out.push(
      box3(
        cam,
        { x0: x, x1: x + 0.02, y0: 0.72, y1: 2.38, z0: z0 - 0.36, z1: z0 },
        { front: sage.dark, side: sage.base },
      ),
    );
  const cp = cam.p(-1.95, 0, z0 - 0.5);
  out.push(chair(cp[0], cp[1], cam.u(z0 - 0.5) * 0.95, WOOD.walnut.base));
  // TV unit and bridge cabinet
  out.push(plinth(cam, -1.3, 1.3, zb - 0.45, zb));
  out.push(
    cabinet(
      ctx,
      cam,
      { x0: -1.3, x1: 1.3, y0: 0.1, y1: 0.52, z0: zb - 0.45, z1: zb },
      [
        { w: 1, k: "dr1" },
        { w: 1, k: "dr1" },
        { w: 1, k: "dr1" },
        { w: 1, k: "dr1" },
      ],
      { tone: sage, handle: "notch" },
    ).svg,
  );
  out.push(woodBox(ctx, cam, { x0: -1.32, x1: 1.32, y0: 0.52, y1: 0.56, z0: zb - 0.47, z1: zb }, t));
  const tv = cam.rectAt(-0.72, 0.72, 0.95, 1.75, zb);
  out.push(
    rect(tv.x + 4, tv.y + 6, tv.w, tv.h, "#000", { opacity: 0.15 }),
    rect(tv.x, tv.y, tv.w, tv.h, "#1B1D1C", { rx: 2 }),
  );
  out.push(
    rect(
      tv.x + 3,
      tv.y + 3,
      tv.w - 6,
      tv.h - 6,
      ctx.lin(
        [
          [0, "#2C302E"],
          [0.5, "#1E2120"],
          [1, "#262A28"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  out.push(
    path(
      `M${num(tv.x + tv.w * 0.6)} ${num(tv.y + 3)}l${num(tv.w * 0.15)} 0l${num(-tv.w * 0.3)} ${num(tv.h - 6)}h${num(-tv.w * 0.12)}Z`,
      "#fff",
      { opacity: 0.05 },
    ),
  );
  const tvb = cam.p(0.6, 0.56, zb - 0.2);
  out.push(
    vase(tvb[0], tvb[1], cam.u(zb - 0.2) * 0.28, "#D9CDBA", 0),
    plant(ctx, cam.p(-1.0, 0.56, zb - 0.2)[0], tvb[1], cam.u(zb - 0.2) * 0.5, 2, "#E9E1D3"),
  );
  const bs = cam.rectAt(-1.3, 1.3, 1.8, 2.0, zb);
  out.push(glow(ctx, bs.x + bs.w / 2, bs.y + bs.h, bs.w * 0.55, bs.h * 1.6, "#FFE3B0", 0.5));
  out.push(
    cabinet(
      ctx,
      cam,
      { x0: -1.3, x1: 1.3, y0: 2.0, y1: 2.4, z0, z1: zb },
      [
        { w: 1, k: "doors" },
        { w: 1, k: "doors" },
      ],
      { tone: sage, handle: "notch" },
    ).svg,
  );
  // right: lit open shelves over closed doors
  out.push(
    openUnit(
      ctx,
      cam,
      { x0: 1.32, x1: 2.6, y0: 0, y1: 2.4, z0, z1: zb },
      [{ w: 1, k: "books", base: 0.6, baseKind: "doors" }],
      { tone: t, front: sage, handle: "notch", led: true },
    ),
  );
  out.push(box3(cam, { x0: -2.62, x1: 2.62, y0: 2.4, y1: 2.44, z0, z1: zb }, { front: sage.dark, top: sage.light }));
  // foreground
  out.push(rug(cam, -1.6, 1.4, 2.2, 4.0, "#D9CDB7", "#BFAE91"));
  out.push(coffeeTable(ctx, cam, -0.7, 0.5, 2.8, 3.4, WOOD.oak));
  const ap = cam.p(1.5, 0, 3.3);
  out.push(armchair(ap[0], ap[1], cam.u(3.3) * 0.95, palette.green, WOOD.oak.dark));
  return ctx.svg(out);
}

/** Living room with an oak slat acoustic wall, ceiling slats, sofa. */
export function acousticRoom(key: string): string {
  const ctx = scene(key);
  const cam = new Cam({ f: 760, cy: 300, eye: 1.45, ox: 0.3 });
  const xl = -3.3;
  const xr = 3.3;
  const H = 2.7;
  const zb = 5.4;
  const t = WOOD.oak;
  const out: string[] = [room(ctx, cam, { xl, xr, h: H, zb, wall: "#E9E2D6", floor: WOOD.ash })];
  const sr = cam.rectAt(-2.4, 2.4, 0, H, zb);
  out.push(slats(ctx, sr, sr.u, t));
  out.push(shade(ctx, sr.x, sr.y, sr.w, sr.h * 0.15, "top", 0.2));
  // ceiling slats
  const d: string[] = [];
  for (let x = -1.9; x < 1.9; x += 0.06) {
    const q = cam.ps([
      [x, H - 0.005, 3.0],
      [x + 0.035, H - 0.005, 3.0],
      [x + 0.035, H - 0.005, zb],
      [x, H - 0.005, zb],
    ]);
    d.push("M" + q.map((p) => num(p[0]) + " " + num(p[1])).join("L") + "Z");
  }
  const cq = cam.ps([
    [-1.95, H, 3.0],
    [1.95, H, 3.0],
    [1.95, H, zb],
    [-1.95, H, zb],
  ]);
  out.push(
    poly(cq, "#1C1F1D"),
    path(
      d.join(""),
      ctx.lin([
        [0, t.light],
        [1, t.base],
      ]),
    ),
  );
  out.push(sideWindow(ctx, cam, xl, 1.5, 3.6, 0.6, 2.3), sideBeam(ctx, cam, xl, 1.5, 3.6, 0.6, 2.3, 0.9, 0.3, 0.26));
  // sofa against the slats
  const sz = zb - 0.55;
  const su = cam.u(sz);
  const sp = cam.p(-1.3, 0, sz);
  out.push(sofa(ctx, sp[0], sp[1], su * 2.6, su, "#566458"));
  out.push(rug(cam, -1.7, 1.7, 2.7, 4.6, "#D9CBB0", "#BCA98A"));
  out.push(coffeeTable(ctx, cam, -0.7, 0.7, 3.3, 3.9, WOOD.walnut));
  const lp = cam.p(1.85, 0, zb - 0.4);
  out.push(floorLamp(ctx, lp[0], lp[1], cam.u(zb - 0.4) * 1.7));
  const pp = cam.p(-2.5, 0, 4.4);
  out.push(plant(ctx, pp[0], pp[1], cam.u(4.4) * 1.3, 1, "#E9E1D3"));
  const ap = cam.p(2.2, 0, 3.0);
  out.push(armchair(ap[0], ap[1], cam.u(3.0) * 0.9, "#C9A57C"));
  return ctx.svg(out);
}

/** Cathedral living room: slats on the gable wall and under the slope, integrated TV unit. */
export function cathedral(key: string): string {
  const ctx = scene(key);
  const cam = new Cam({ f: 660, cy: 420, eye: 1.5, ox: 0.2 });
  const gb: Gable = { xl: -3.4, xr: 3.4, hk: 2.5, hr: 5.0, zb: 6.6 };
  const t = WOOD.oak;
  const out: string[] = [
    room(ctx, cam, { xl: gb.xl, xr: gb.xr, h: gb.hk, zb: gb.zb, wall: "#ECE5D9", floor: WOOD.oak, floorKind: "wide" }),
  ];
  out.push(gable(ctx, cam, gb, "#ECE5D9", "#F1EBE1", null));
  // slats on the whole gable wall
  const top = cam.p(0, gb.hr, gb.zb);
  const br = cam.rectAt(gb.xl, gb.xr, 0, gb.hr, gb.zb);
  out.push(
    group(slats(ctx, { x: br.x, y: top[1], w: br.w, h: br.y + br.h - top[1] }, br.u, t), {
      "clip-path": gableClip(ctx, cam, gb, gb.zb, 0),
    }),
  );
  // slats under the left slope
  const xm = 0;
  const d: string[] = [];
  const zf = 2.6;
  for (let s = 0.02; s < 0.98; s += 0.02) {
    const xa = gb.xl + (xm - gb.xl) * s;
    const xb = gb.xl + (xm - gb.xl) * (s + 0.013);
    const ya = gb.hk + (gb.hr - gb.hk) * s;
    const yb = gb.hk + (gb.hr - gb.hk) * (s + 0.013);
    const q = cam.ps([
      [xa, ya, zf],
      [xb, yb, zf],
      [xb, yb, gb.zb],
      [xa, ya, gb.zb],
    ]);
    d.push("M" + q.map((p) => num(p[0]) + " " + num(p[1])).join("L") + "Z");
  }
  out.push(
    poly(
      cam.ps([
        [gb.xl, gb.hk, zf],
        [xm, gb.hr, zf],
        [xm, gb.hr, gb.zb],
        [gb.xl, gb.hk, gb.zb],
      ]),
      "#1C1F1D",
    ),
  );
  out.push(
    path(
      d.join(""),
      ctx.lin(
        [
          [0, t.base],
          [1, t.light],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  out.push(woodBox(ctx, cam, { x0: -0.12, x1: 0.12, y0: gb.hr - 0.26, y1: gb.hr, z0: 0.8, z1: gb.zb }, WOOD.oak));
  // roof window on the right slope with light
  const rw: P3[] = [
    [1.0, gb.hk + (gb.hr - gb.hk) * (1 - 1.0 / 3.4), 4.0],
    [1.9, gb.hk + (gb.hr - gb.hk) * (1 - 1.9 / 3.4), 4.0],
    [1.9, gb.hk + (gb.hr - gb.hk) * (1 - 1.9 / 3.4), 5.0],
    [1.0, gb.hk + (gb.hr - gb.hk) * (1 - 1.0 / 3.4), 5.0],
  ];
  out.push(
    poly(cam.ps(rw), palette.char),
    poly(
      cam.ps(rw.map(([x, y, z]) => [x + (x < 2 ? 0.06 : -0.06), y, z + (z < 3.5 ? 0.06 : -0.06)] as P3)),
      ctx.lin([
        [0, "#D3E0DC"],
        [1, "#EEF1EA"],
      ]),
    ),
  );
  out.push(...roofLightPatch(ctx, cam, rw, [-0.2, 0.7, 4.2, 5.2], [0.25, 0.05]));
  // TV unit integrated into the slats
  const z0 = gb.zb - 0.45;
  out.push(plinth(cam, -1.8, 1.8, z0, gb.zb));
  out.push(
    cabinet(
      ctx,
      cam,
      { x0: -1.8, x1: 1.8, y0: 0.1, y1: 0.5, z0, z1: gb.zb },
      [
        { w: 1, k: "dr1" },
        { w: 1, k: "dr1" },
        { w: 1, k: "dr1" },
        { w: 1, k: "dr1" },
      ],
      { tone: WOOD.walnut, handle: "notch" },
    ).svg,
  );
  const tv = cam.rectAt(-0.8, 0.8, 0.95, 1.85, gb.zb);
  out.push(
    rect(tv.x, tv.y, tv.w, tv.h, "#1B1D1C", { rx: 2 }),
    rect(
      tv.x + 3,
      tv.y + 3,
      tv.w - 6,
      tv.h - 6,
      ctx.lin(
        [
          [0, "#2C302E"],
          [1, "#1E2120"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  const ub = cam.p(1.2, 0.5, gb.zb - 0.2);
  out.push(
    vase(ub[0], ub[1], cam.u(gb.zb - 0.2) * 0.3, "#D9CDBA", 0),
    books(ctx, cam.p(-1.6, 0.5, gb.zb - 0.2)[0], ub[1], cam.u(gb.zb - 0.2) * 0.4, cam.u(gb.zb - 0.2) * 0.25, {
      fill: 1,
    }),
  );
  // dining table on the right, armchair on the left
  out.push(rug(cam, -2.8, -0.4, 3.2, 4.6, "#D9CBB0"));
  const tz0 = 3.6;
  const tz1 = 4.4;
  for (const x of [1.3, 2.3]) {
    const p = cam.p(x, 0, tz1 + 0.25);
    out.push(chair(p[0], p[1], cam.u(tz1 + 0.25) * 0.95, WOOD.oak.dark));
  }
  out.push(floorShadow(ctx, cam, 0.9, 2.8, tz0, tz1, 0.18));
  for (const x of [0.95, 2.7])
    out.push(
      box3(
        cam,
        { x0: x, x1: x + 0.06, y0: 0, y1: 0.72, z0: tz0 + 0.1, z1: tz1 - 0.1 },
        { front: WOOD.oak.dark, side: WOOD.oak.dark },
      ),
    );
  out.push(woodBox(ctx, cam, { x0: 0.85, x1: 2.85, y0: 0.72, y1: 0.77, z0: tz0, z1: tz1 }, WOOD.oak));
  const pt = cam.p(1.85, gb.hk + 0.8, 4.0);
  const pb = cam.p(1.85, 1.7, 4.0);
  out.push(pendant(ctx, pt[0], pt[1], pb[1], cam.u(4.0) * 0.18, palette.green));
  const vp = cam.p(1.6, 0.77, 4.0);
  out.push(vase(vp[0], vp[1], cam.u(4.0) * 0.25, palette.terracotta, 0));
  const ap = cam.p(-1.6, 0, 3.6);
  out.push(armchair(ap[0], ap[1], cam.u(3.6) * 0.9, "#B98A5E"));
  const pp = cam.p(-2.9, 0, 4.6);
  out.push(plant(ctx, pp[0], pp[1], cam.u(4.6) * 1.3, 0, "#E9E1D3"));
  return ctx.svg(out);
}

/** Full-height library framing a door, with a sliding ladder on a brass rail. */
export function library(key: string, o: { ox: number; f?: number; eye?: number; cy?: number }): string {
  const ctx = scene(key);
  const cam = new Cam({ f: o.f ?? 660, cy: o.cy ?? 270, eye: o.eye ?? 1.55, ox: o.ox });
  const xl = -3.2;
  const xr = 3.2;
  const H = 3.6;
  const zb = 5.6;
  const z0 = zb - 0.36;
  const t = WOOD.oak;
  const out: string[] = [room(ctx, cam, { xl, xr, h: H, zb, wall: "#E3D6C0", floor: WOOD.oak })];
  // moulded ceiling cornice on the room
  out.push(
    poly(
      cam.ps([
        [xl, H - 0.12, zb],
        [xr, H - 0.12, zb],
        [xr, H, zb],
        [xl, H, zb],
      ]),
      "#EFE6D6",
    ),
  );
  out.push(
    sideWindow(ctx, cam, xr, 1.0, 3.2, 0.8, 3.0, "#F3EEE6"),
    sideBeam(ctx, cam, xr, 1.0, 3.2, 0.8, 3.0, 0.85, 0.2, 0.24),
  );
  // the door in the middle
  const dr = cam.rectAt(-0.5, 0.5, 0, 2.25, zb);
  out.push(rect(dr.x, dr.y, dr.w, dr.h, "#F2ECE2"));
  const pm = dr.w * 0.12;
  for (const [y, h] of [
    [0.08, 0.38],
    [0.52, 0.42],
  ] as const)
    out.push(
      rect(dr.x + pm, dr.y + dr.h * y, dr.w - 2 * pm, dr.h * h, "none", { stroke: "#D8CFC1", "stroke-width": 3 }),
    );
  out.push(circle(dr.x + dr.w * 0.85, dr.y + dr.h * 0.5, dr.u * 0.03, palette.brass));
  const bookTone = WOOD.oak;
  for (const [x0, x1] of [
    [-2.4, -0.52],
    [0.52, 2.4],
  ] as const)
    out.push(
      openUnit(
        ctx,
        cam,
        { x0, x1, y0: 0, y1: 3.42, z0, z1: zb },
        [
          { w: 1, k: "books", base: 0.85, baseKind: "doors" },
          { w: 1, k: "books", base: 0.85, baseKind: "doors" },
        ],
        { tone: bookTone, handle: "brass" },
      ),
    );
  out.push(
    openUnit(ctx, cam, { x0: -0.5, x1: 0.5, y0: 2.28, y1: 3.42, z0, z1: zb }, [{ w: 1, k: "books" }], {
      tone: bookTone,
    }),
  );
  // cornice
  out.push(woodBox(ctx, cam, { x0: -2.5, x1: 2.5, y0: 3.42, y1: 3.5, z0: z0 - 0.06, z1: zb }, t));
  out.push(woodBox(ctx, cam, { x0: -2.46, x1: 2.46, y0: 3.38, y1: 3.42, z0: z0 - 0.03, z1: zb }, t));
  // brass rail and ladder
  const zr = z0 - 0.06;
  const ra = cam.p(-2.4, 3.05, zr);
  const rb = cam.p(2.4, 3.05, zr);
  out.push(
    path(`M${num(ra[0])} ${num(ra[1])}L${num(rb[0])} ${num(rb[1])}`, "none", {
      stroke: palette.brass,
      "stroke-width": num(cam.u(zr) * 0.022),
      "stroke-linecap": "round",
    }),
  );
  const lx = 1.05;
  const lw = 0.46;
  const zf = z0 - 0.95;
  const rails: string[] = [];
  const rungs: string[] = [];
  for (const x of [lx, lx + lw]) {
    const a = cam.p(x, 3.1, zr);
    const b = cam.p(x, 0, zf);
    rails.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`);
  }
  for (let k = 1; k < 11; k++) {
    const f = k / 11;
    const y = 3.05 * (1 - f);
    const z = zr + (zf - zr) * f;
    const a = cam.p(lx, y, z);
    const b = cam.p(lx + lw, y, z);
    rungs.push(`M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`);
  }
  const lu = cam.u((zr + zf) / 2);
  out.push(floorShadow(ctx, cam, lx, lx + lw, zf - 0.05, zf + 0.1, 0.2, 0.05));
  out.push(path(rungs.join(""), "none", { stroke: t.dark, "stroke-width": num(lu * 0.03) }));
  out.push(path(rails.join(""), "none", { stroke: t.base, "stroke-width": num(lu * 0.05), "stroke-linecap": "round" }));
  out.push(path(rails.join(""), "none", { stroke: "#fff", "stroke-width": num(lu * 0.012), opacity: 0.25 }));
  // reading corner
  out.push(rug(cam, -2.6, 0.4, 2.2, 3.9, "#B88D6B", "#D9C3A5"));
  const ap = cam.p(-1.7, 0, 3.0);
  out.push(armchair(ap[0], ap[1], cam.u(3.0) * 0.95, palette.green, WOOD.walnut.base));
  const lp = cam.p(-2.5, 0, 3.3);
  out.push(floorLamp(ctx, lp[0], lp[1], cam.u(3.3) * 1.6));
  const sp = cam.p(-0.75, 0, 2.95);
  const su = cam.u(2.95);
  out.push(
    ellipse(sp[0], sp[1], su * 0.2, su * 0.03, "#000", { opacity: 0.15 }),
    rect(sp[0] - su * 0.015, sp[1] - su * 0.5, su * 0.03, su * 0.5, palette.walnut),
    ellipse(sp[0], sp[1] - su * 0.5, su * 0.2, su * 0.035, WOOD.walnut.light),
  );
  out.push(books(ctx, sp[0] - su * 0.1, sp[1] - su * 0.52, su * 0.2, su * 0.16, { fill: 1 }));
  return ctx.svg(out);
}

/** Close-up of the library: shelves of books, brass rail and the ladder's top. */
export function libraryDetail(key: string): string {
  const ctx = scene(key);
  const t = WOOD.oak;
  const out: string[] = [rect(0, 0, 1200, 800, darken(t.base, 0.12))];
  out.push(rect(0, 0, 1200, 800, ctx.grain(t, "v", 1.8)));
  const rows = [0, 250, 500, 750];
  const cols = [-20, 400, 820, 1240];
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++) {
      const x = (cols[j] as number) + 22;
      const y = (rows[i] as number) + 24;
      const w = (cols[j + 1] as number) - (cols[j] as number) - 22;
      const h = (rows[i + 1] as number) - (rows[i] as number) - 24;
      out.push(shade(ctx, x, y, w, 70, "top", 0.3), shade(ctx, x, y, 40, h, "left", 0.15));
      out.push(shelfItems(ctx, x, y + h, w, h * 0.85, i === 1 && j === 1 ? "deco" : "books"));
    }
  for (const y of rows)
    out.push(wood(ctx, -10, y, 1220, 24, t, "h", 1.8), rect(-10, y, 1220, 3, "#fff", { opacity: 0.25 }));
  for (const x of cols) out.push(wood(ctx, x, 0, 22, 800, t, "v", 1.8));
  // brass rail and ladder top
  out.push(rect(-10, 120, 1220, 14, palette.brass, { rx: 7 }), rect(-10, 122, 1220, 4, "#fff", { opacity: 0.35 }));
  for (const x of [200, 1000]) out.push(rect(x, 110, 18, 40, darken(palette.brass, 0.2), { rx: 4 }));
  const rails = "M760 100L700 820M960 100L900 820";
  out.push(
    path("M760 100q0-26 26-26h150q24 0 24 26", "none", { stroke: darken(palette.brass, 0.1), "stroke-width": 10 }),
  );
  for (let k = 0; k < 4; k++) {
    const y = 260 + k * 170;
    const dx = ((y - 100) / 720) * 60;
    out.push(
      wood(ctx, 760 - dx, y, 200, 26, WOOD.walnut, "h", 1.4),
      rect(760 - dx, y, 200, 4, "#fff", { opacity: 0.2 }),
    );
  }
  out.push(path(rails, "none", { stroke: "#000", "stroke-width": 44, opacity: 0.18, transform: "translate(14 10)" }));
  out.push(
    path(rails, "none", { stroke: WOOD.walnut.base, "stroke-width": 40 }),
    path(rails, "none", { stroke: WOOD.walnut.light, "stroke-width": 10, opacity: 0.6, transform: "translate(-8 0)" }),
  );
  out.push(glow(ctx, 300, 380, 380, 260, "#FFE3B0", 0.25));
  return ctx.svg(out);
}
