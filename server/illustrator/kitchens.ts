/** Kitchens: open kitchen with island, galley kitchen, close-ups. */
import { palette, Cam, WOOD, box3, circle, darken, ellipse, lighten, num, path, poly, rect } from "./lib.ts";
import type { Tone } from "./lib.ts";
import {
  cabinet,
  floorShadow,
  fronts,
  pendant,
  plant,
  plinth,
  room,
  rug,
  shade,
  sideFronts,
  slab,
  stool,
  sunBeam,
  vase,
  windowFrame,
  wood,
  woodBox,
} from "./parts.ts";
import type { FrontCol, FrontOpt } from "./parts.ts";
import { QUARTZ, scene, shelfItems, tiles, wallShelf } from "./common.ts";
import type { Handle } from "./common.ts";

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
  sinkOnIsland?: boolean;
}

export function kitchen(key: string, o: KitchenOpt): string {
  const ctx = scene(key);
  const zb = o.zb ?? 5.6;
  const cam = new Cam({ f: o.f ?? 780, cy: o.cy ?? 300, eye: o.eye ?? 1.55, ox: o.ox });
  const xl = -3.3;
  const xr = 3.3;
  const H = 2.7;
  const out: string[] = [room(ctx, cam, { xl, xr, h: H, zb, wall: o.wall, floor: o.floor, skirting: false })];
  const z0 = zb - 0.62;
  const tall = o.tall ?? o.fronts;
  const fo: FrontOpt = { tone: o.fronts, handle: o.handle };
  // backsplash and window
  const bs = cam.rectAt(-2.1, xr, 0.94, 1.5, zb);
  out.push(tiles(ctx, bs, bs.u * 0.075, o.splash, { ratio: 0.5, vary: false }));
  out.push(sunBeam(ctx, cam, -1.0, 0.4, 1.15, 2.3, zb, 0.75, 0.5, 0.22));
  const wr = cam.rectAt(-1.0, 0.4, 1.15, 2.3, zb);
  out.push(windowFrame(ctx, wr, wr.u, { cols: 2, sill: false }));
  // open shelves or wall cabinets on the right
  if (o.shelves) {
    out.push(wallShelf(ctx, cam, 1.0, xr, 1.62, zb, o.shelves, 0.28, "kitchen", true));
    out.push(wallShelf(ctx, cam, 1.0, xr, 2.05, zb, o.shelves, 0.28, "deco", true));
  } else {
    const sh = cam.rectAt(1.0, xr, 1.35, 1.55, zb);
    out.push(shade(ctx, sh.x, sh.y, sh.w, sh.h, "top", 0.2));
    out.push(
      cabinet(
        ctx,
        cam,
        { x0: 1.0, x1: xr, y0: 1.55, y1: 2.35, z0: zb - 0.36, z1: zb },
        [
          { w: 1, k: "doors" },
          { w: 1, k: "glass" },
          { w: 1, k: "doors" },
        ],
        { ...fo, hpos: "bottom" },
      ).svg,
    );
  }
  // tall columns on the left: oven column and integrated fridge
  out.push(plinth(cam, xl, -2.1, z0, zb));
  out.push(
    box3(
      cam,
      { x0: xl, x1: -2.1, y0: 0.1, y1: 2.4, z0, z1: zb },
      { side: darken(tall.base, 0.25), top: lighten(tall.base, 0.1), bottom: darken(tall.base, 0.35) },
    ),
  );
  const cu = cam.u(z0);
  const tf = { ...fo, tone: tall };
  out.push(fronts(ctx, { ...cam.rectAt(xl, -2.7, 0.1, 0.8, z0), u: cu }, [{ w: 1, k: "dr2" }], tf).svg);
  out.push(fronts(ctx, { ...cam.rectAt(xl, -2.7, 0.8, 1.5, z0), u: cu }, [{ w: 1, k: "oven" }], tf).svg);
  out.push(
    fronts(ctx, { ...cam.rectAt(xl, -2.7, 1.5, 2.4, z0), u: cu }, [{ w: 1, k: "door", hinge: "r" }], {
      ...tf,
      hpos: "bottom",
    }).svg,
  );
  out.push(
    fronts(ctx, { ...cam.rectAt(-2.7, -2.1, 0.1, 2.4, z0), u: cu }, [{ w: 1, k: "door", hinge: "l" }], {
      ...tf,
      hpos: "mid",
    }).svg,
  );
  // base run
  out.push(plinth(cam, -2.1, xr, z0, zb));
  const base: FrontCol[] = [
    { w: 0.6, k: "dr3" },
    { w: 0.5, k: "door", hinge: "r" },
    { w: 0.9, k: "doors" },
    { w: 0.6, k: "dr2" },
    { w: 0.8, k: "doors" },
    { w: 0.6, k: "dr3" },
    { w: 0.6, k: "dr4" },
    { w: 0.75, k: "doors" },
  ];
  out.push(cabinet(ctx, cam, { x0: -2.1, x1: xr, y0: 0.1, y1: 0.9, z0, z1: zb }, base, fo).svg);
  out.push(slab(ctx, cam, { x0: -2.1, x1: xr, y0: 0.9, y1: 0.94, z0: z0 - 0.03, z1: zb }, o.top, o.edge, o.topTone));
  // sink and tap under the window
  const sk = cam.ps([
    [-0.65, 0.941, zb - 0.5],
    [0.05, 0.941, zb - 0.5],
    [0.05, 0.941, zb - 0.12],
    [-0.65, 0.941, zb - 0.12],
  ]);
  out.push(poly(sk, darken(o.top, 0.22)), poly(sk, "none", { stroke: darken(o.top, 0.08), "stroke-width": 2 }));
  const tp = cam.p(-0.3, 0.94, zb - 0.06);
  const tu = cam.u(zb - 0.06);
  out.push(
    path(
      `M${num(tp[0])} ${num(tp[1])}v${num(-tu * 0.3)}q0 ${num(-tu * 0.1)} ${num(tu * 0.1)} ${num(-tu * 0.1)}q${num(tu * 0.1)} 0 ${num(tu * 0.1)} ${num(tu * 0.12)}`,
      "none",
      { stroke: "#3A3D3A", "stroke-width": num(tu * 0.022), "stroke-linecap": "round" },
    ),
  );
  // items on the worktop
  const wt = cam.p(1.3, 0.94, zb - 0.25);
  const wu = cam.u(zb - 0.25);
  out.push(rect(wt[0], wt[1] - wu * 0.38, wu * 0.26, wu * 0.38, WOOD.walnut.base, { rx: wu * 0.04 }));
  out.push(circle(wt[0] + wu * 0.13, wt[1] - wu * 0.32, wu * 0.025, darken(WOOD.walnut.base, 0.4)));
  out.push(vase(wt[0] + wu * 0.55, wt[1], wu * 0.22, "#E4DACB", 2));
  out.push(vase(wt[0] + wu * 0.8, wt[1], wu * 0.26, "#C8B8A0", 2));
  out.push(plant(ctx, cam.p(2.8, 0.94, zb - 0.3)[0], wt[1], wu * 0.5, 3, "#E9E1D3"));
  if (o.island) {
    const iz0 = 3.3;
    const iz1 = 4.2;
    const ix0 = -1.3;
    const ix1 = 1.3;
    out.push(floorShadow(ctx, cam, ix0, ix1, iz0, iz1, 0.25));
    out.push(plinth(cam, ix0 + 0.05, ix1 - 0.05, iz0 + 0.03, iz1));
    out.push(
      cabinet(
        ctx,
        cam,
        { x0: ix0, x1: ix1, y0: 0.1, y1: 0.9, z0: iz0, z1: iz1 },
        [
          { w: 1, k: "dr3" },
          { w: 1.2, k: "doors" },
          { w: 1, k: "dr3" },
          { w: 1, k: "dr3" },
        ],
        { tone: o.island, handle: o.handle },
      ).svg,
    );
    out.push(
      slab(
        ctx,
        cam,
        { x0: ix0 - 0.04, x1: ix1 + 0.04, y0: 0.9, y1: 0.94, z0: iz0 - 0.04, z1: iz1 + 0.04 },
        o.top,
        o.edge,
        o.topTone,
      ),
    );
    // hob
    out.push(
      poly(
        cam.ps([
          [-1.0, 0.942, iz0 + 0.18],
          [-0.3, 0.942, iz0 + 0.18],
          [-0.3, 0.942, iz0 + 0.68],
          [-1.0, 0.942, iz0 + 0.68],
        ]),
        "#1E201F",
      ),
    );
    for (const [hx, hz] of [
      [-0.82, 0.32],
      [-0.48, 0.32],
      [-0.82, 0.55],
      [-0.48, 0.55],
    ] as const) {
      const c = cam.p(hx, 0.943, iz0 + hz);
      out.push(
        ellipse(c[0], c[1], cam.u(iz0 + hz) * 0.1, cam.u(iz0 + hz) * 0.03, "none", {
          stroke: "#3B3F3C",
          "stroke-width": 1.5,
        }),
      );
    }
    if (o.sinkOnIsland) {
      out.push(
        poly(
          cam.ps([
            [0.2, 0.942, iz0 + 0.2],
            [0.8, 0.942, iz0 + 0.2],
            [0.8, 0.942, iz0 + 0.6],
            [0.2, 0.942, iz0 + 0.6],
          ]),
          darken(o.top, 0.2),
        ),
      );
      const q = cam.p(0.5, 0.94, iz0 + 0.72);
      const qu = cam.u(iz0 + 0.72);
      out.push(
        path(
          `M${num(q[0])} ${num(q[1])}v${num(-qu * 0.32)}q0 ${num(-qu * 0.08)} ${num(-qu * 0.08)} ${num(-qu * 0.08)}q${num(-qu * 0.08)} 0 ${num(-qu * 0.08)} ${num(qu * 0.1)}`,
          "none",
          { stroke: "#3A3D3A", "stroke-width": num(qu * 0.02), "stroke-linecap": "round" },
        ),
      );
    } else {
      const b = cam.p(0.6, 0.94, iz0 + 0.4);
      const bu = cam.u(iz0 + 0.4);
      out.push(
        poly(
          cam.ps([
            [0.25, 0.945, iz0 + 0.2],
            [0.95, 0.945, iz0 + 0.2],
            [0.95, 0.945, iz0 + 0.55],
            [0.25, 0.945, iz0 + 0.55],
          ]),
          WOOD.oak.light,
        ),
      );
      out.push(vase(b[0], b[1], bu * 0.3, "#E9E1D3", 1));
      out.push(
        circle(b[0] - bu * 0.05, b[1] - bu * 0.1, bu * 0.045, palette.ochre),
        circle(b[0] + bu * 0.06, b[1] - bu * 0.1, bu * 0.045, "#D9A441"),
        circle(b[0], b[1] - bu * 0.14, bu * 0.045, "#9DAF6A"),
      );
    }
    if (o.stools) {
      for (const sx of [-0.75, 0.75]) {
        const p = cam.p(sx, 0, iz0 - 0.3);
        out.push(stool(p[0], p[1], cam.u(iz0 - 0.3) * 0.95, WOOD.walnut.base, palette.char));
      }
    }
    for (const px of [-0.8, 0, 0.8]) {
      const top = cam.p(px, H, 3.75);
      const bot = cam.p(px, 1.8, 3.75);
      out.push(pendant(ctx, top[0], top[1], bot[1], cam.u(3.75) * 0.15, o.pendant));
    }
  } else {
    out.push(rug(cam, -1.2, 1.2, 2.8, 4.2, "#D8CBB5", "#B9A88D"));
  }
  return ctx.svg(out);
}

/** Narrow galley kitchen: two parallel runs seen down their length, window at the end. */
export function galley(key: string): string {
  const ctx = scene(key);
  const cam = new Cam({ f: 700, cy: 320, eye: 1.6, ox: 0.1 });
  const xl = -1.5;
  const xr = 1.5;
  const zb = 6.6;
  const H = 2.7;
  const lac: Tone = { base: "#5F7166", light: "#6C7E72", dark: "#53645A", grain: "", go: 0 };
  const ash = WOOD.ash;
  const out: string[] = [
    room(ctx, cam, {
      xl,
      xr,
      h: H,
      zb,
      wall: "#EFE9DF",
      floor: { ...WOOD.ash, base: "#D9D2C5", light: "#E6E0D4", grain: "" },
      floorKind: "tiles",
      skirting: false,
    }),
  ];
  // end window with light
  out.push(sunBeam(ctx, cam, -0.8, 0.8, 0.95, 2.4, zb, 1.0, 0.1, 0.26));
  const wr = cam.rectAt(-0.8, 0.8, 0.95, 2.4, zb);
  out.push(windowFrame(ctx, wr, wr.u, { cols: 3, rows: 2, frame: "#2B302D", sill: WOOD.ash }));
  const zs = 1.0;
  // tiles behind worktops on both side walls
  for (const x of [xl, xr]) {
    const q = cam.ps([
      [x, 0.92, zs],
      [x, 1.5, zs],
      [x, 1.5, zb],
      [x, 0.92, zb],
    ]);
    out.push(poly(q, "#E7E1D6"));
    const lines: string[] = [];
    for (let y = 0.92; y < 1.5; y += 0.075)
      lines.push(`M${cam.p(x, y, zs).map(num).join(" ")}L${cam.p(x, y, zb).map(num).join(" ")}`);
    for (let z = zs; z < zb; z += 0.15)
      lines.push(`M${cam.p(x, 0.92, z).map(num).join(" ")}L${cam.p(x, 1.5, z).map(num).join(" ")}`);
    out.push(path(lines.join(""), "none", { stroke: "#fff", "stroke-width": 1, opacity: 0.8 }));
  }
  // ash shelves with LED on the left wall, tall column and wall cabinets on the right
  for (const y of [1.6, 2.0]) {
    out.push(
      woodBox(ctx, cam, { x0: xl, x1: xl + 0.26, y0: y, y1: y + 0.035, z0: 2.2, z1: zb }, ash, {
        side: lighten(ash.base, 0.05),
      }),
    );
    const q = cam.ps([
      [xl, y - 0.25, 2.2],
      [xl, y, 2.2],
      [xl, y, zb],
      [xl, y - 0.25, zb],
    ]);
    out.push(
      poly(
        q,
        ctx.lin([
          [0, "#FFE3B0", 0],
          [1, "#FFE3B0", 0.35],
        ]),
      ),
    );
    // items standing on the shelf, along its depth
    for (let z = 2.5; z < zb - 0.3; z += ctx.rand(0.35, 0.6)) {
      const p = cam.p(xl + 0.13, y + 0.035, z);
      const u = cam.u(z);
      out.push(
        ctx.r() < 0.6
          ? vase(
              p[0],
              p[1],
              u * ctx.rand(0.14, 0.24),
              ctx.pick(["#E9E1D3", "#C8B8A0", palette.sage, "#8C7A66"]),
              ctx.r() < 0.5 ? 0 : 2,
            )
          : plant(ctx, p[0], p[1], u * 0.3, 2, "#E9E1D3"),
      );
    }
  }
  out.push(
    woodBox(ctx, cam, { x0: xr - 0.36, x1: xr, y0: 1.55, y1: 2.35, z0: 2.4, z1: zb - 0.7 }, lac, { side: lac.base }),
  );
  out.push(
    sideFronts(
      ctx,
      cam,
      xr - 0.36,
      1.55,
      2.35,
      2.4,
      zb - 0.7,
      [
        { w: 1, k: "panel" },
        { w: 1, k: "panel" },
        { w: 1, k: "panel" },
        { w: 1, k: "panel" },
      ],
      lac,
      "none",
    ),
  );
  out.push(
    woodBox(ctx, cam, { x0: xr - 0.6, x1: xr, y0: 0.1, y1: 2.35, z0: zb - 0.7, z1: zb }, lac, { side: lac.base }),
  );
  out.push(sideFronts(ctx, cam, xr - 0.6, 0.1, 2.35, zb - 0.7, zb, [{ w: 1, k: "panel" }], lac, "gola"));
  // base runs
  for (const side of [-1, 1]) {
    const xw = side < 0 ? xl : xr;
    const xf = xw - side * 0.6;
    const z1 = side < 0 ? zb : zb - 0.7;
    const [a0, a1] = side < 0 ? [xl, xf] : [xf, xr];
    out.push(box3(cam, { x0: a0, x1: a1, y0: 0, y1: 0.1, z0: zs, z1 }, { side: "#2A2522", front: "#2A2522" }));
    out.push(
      box3(cam, { x0: a0, x1: a1, y0: 0.1, y1: 0.9, z0: zs, z1 }, { side: lac.base, front: lac.dark, top: lac.light }),
    );
    const cols =
      side < 0
        ? [
            { w: 1, k: "dr3" as const },
            { w: 1.3, k: "door" as const },
            { w: 1.3, k: "door" as const },
            { w: 1, k: "dr2" as const },
            { w: 1.3, k: "door" as const },
            { w: 1, k: "dr3" as const },
            { w: 1.3, k: "door" as const },
            { w: 1, k: "dr3" as const },
          ]
        : [
            { w: 1, k: "dr3" as const },
            { w: 1.3, k: "door" as const },
            { w: 1, k: "dr2" as const },
            { w: 1.3, k: "door" as const },
            { w: 1, k: "dr3" as const },
            { w: 1, k: "dr3" as const },
          ];
    out.push(sideFronts(ctx, cam, xf, 0.12, 0.9, zs, z1, cols, lac, "gola"));
    const [t0, t1] = side < 0 ? [xl, xf + 0.03] : [xf - 0.03, xr];
    out.push(woodBox(ctx, cam, { x0: t0, x1: t1, y0: 0.9, y1: 0.94, z0: zs, z1 }, ash, { side: ash.light }));
  }
  // hob on the right, sink + tap on the left
  const hob = cam.ps([
    [xr - 0.52, 0.942, 3.6],
    [xr - 0.1, 0.942, 3.6],
    [xr - 0.1, 0.942, 4.3],
    [xr - 0.52, 0.942, 4.3],
  ]);
  out.push(poly(hob, "#1E201F"));
  const sink = cam.ps([
    [xl + 0.12, 0.942, 3.0],
    [xl + 0.5, 0.942, 3.0],
    [xl + 0.5, 0.942, 3.7],
    [xl + 0.12, 0.942, 3.7],
  ]);
  out.push(poly(sink, "#9C9A94"), poly(sink, "none", { stroke: "#C9C6BE", "stroke-width": 2 }));
  const tp = cam.p(xl + 0.06, 0.94, 3.35);
  const tu = cam.u(3.35);
  out.push(
    path(
      `M${num(tp[0])} ${num(tp[1])}v${num(-tu * 0.3)}q0 ${num(-tu * 0.08)} ${num(tu * 0.08)} ${num(-tu * 0.08)}q${num(tu * 0.1)} 0 ${num(tu * 0.12)} ${num(tu * 0.12)}`,
      "none",
      { stroke: "#3A3D3A", "stroke-width": num(tu * 0.02), "stroke-linecap": "round" },
    ),
  );
  // worktop items
  for (const [x, z, k] of [
    [xl + 0.3, 4.6, 0],
    [xl + 0.3, 5.2, 1],
    [xr - 0.3, 2.6, 2],
    [xr - 0.25, 5.3, 3],
  ] as const) {
    const p = cam.p(x, 0.94, z);
    const u = cam.u(z);
    if (k === 0) out.push(rect(p[0] - u * 0.12, p[1] - u * 0.34, u * 0.24, u * 0.34, WOOD.oak.base, { rx: u * 0.04 }));
    else if (k === 1) out.push(vase(p[0], p[1], u * 0.28, "#DCCFB9", 1));
    else if (k === 2) out.push(plant(ctx, p[0], p[1], u * 0.5, 0, "#E9E1D3"));
    else out.push(vase(p[0], p[1], u * 0.3, palette.terracotta, 0));
  }
  // pendant lights along the galley
  for (const z of [2.6, 4.2]) {
    const t = cam.p(0, H, z);
    const b = cam.p(0, 1.95, z);
    out.push(pendant(ctx, t[0], t[1], b[1], cam.u(z) * 0.11, "#E8E1D5", "globe"));
  }
  out.push(rug(cam, -0.7, 0.7, 1.2, 4.6, "#C9B99D", "#A8967A"));
  return ctx.svg(out);
}

/** Close-up: oak drawers with bar handles, quartz worktop and everyday objects. */
export function kitchenDetail(key: string, t: Tone = WOOD.oak, handle: Handle = "bar"): string {
  const ctx = scene(key);
  const out: string[] = [rect(0, 0, 1200, 800, palette.wall)];
  // quartz backsplash with soft veining
  out.push(rect(0, 90, 1200, 300, QUARTZ.top));
  out.push(
    path(
      "M-20 170C200 150 320 240 560 210S900 150 1220 230M-20 300C240 280 420 330 700 300S1000 260 1220 320M300 90C340 160 330 260 420 390",
      "none",
      { stroke: "#CFC9BF", "stroke-width": 1.5, opacity: 0.6 },
    ),
  );
  out.push(
    rect(
      0,
      90,
      1200,
      300,
      ctx.lin(
        [
          [0, "#fff", 0.3],
          [0.5, "#fff", 0],
          [1, "#fff", 0.15],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  // shelf at the top with jars
  out.push(shade(ctx, 0, 78, 1200, 40, "top", 0.15));
  out.push(shelfItems(ctx, 80, 60, 900, 120, "kitchen"));
  out.push(wood(ctx, 0, 60, 1200, 20, t, "h", 1.6));
  // worktop: top face and edge
  out.push(
    poly(
      [
        [0, 390],
        [1200, 390],
        [1200, 440],
        [0, 440],
      ],
      ctx.lin([
        [0, darken(QUARTZ.top, 0.04)],
        [1, QUARTZ.top],
      ]),
    ),
  );
  out.push(rect(0, 440, 1200, 26, QUARTZ.edge), rect(0, 440, 1200, 3, "#fff", { opacity: 0.5 }));
  out.push(shade(ctx, 0, 466, 1200, 30, "top", 0.3));
  // drawers
  const f = fronts(
    ctx,
    { x: -10, y: 466, w: 1220, h: 334, u: 760 },
    [
      { w: 1.2, k: "dr3" },
      { w: 1, k: "dr3" },
    ],
    { tone: t, handle, k: 1.8, dir: "h" },
  );
  out.push(f.svg, shade(ctx, 0, 466, 1200, 40, "top", 0.25));
  // objects: board leaning on the backsplash, bowl of lemons, oil bottle, crock, plant
  out.push(path("M120 420V180q0-40 40-40h170q40 0 40 40V420Z", WOOD.oak.base));
  out.push(path("M120 420V180q0-40 40-40h170q40 0 40 40V420Z", ctx.grain(WOOD.oak, "v", 1.6)));
  out.push(circle(245, 180, 14, QUARTZ.top), rect(120, 410, 250, 10, "#000", { opacity: 0.08 }));
  out.push(path("M130 424L360 424L380 410L150 410Z", darken(WOOD.oak.base, 0.2)));
  const by = 418;
  out.push(ellipse(560, by, 120, 10, "#000", { opacity: 0.1 }));
  for (const [x, y, c] of [
    [500, 360, "#E2B93B"],
    [560, 352, "#D9A441"],
    [615, 362, "#E7C04A"],
    [530, 330, "#DDB23C"],
    [592, 332, "#9DAF6A"],
  ] as const) {
    out.push(ellipse(x, y, 34, 30, c), ellipse(x - 10, y - 10, 10, 7, "#fff", { opacity: 0.3 }));
  }
  out.push(path(`M445 350Q450 ${by} 560 ${by}Q670 ${by} 675 350Z`, "#E9E1D3"));
  out.push(path(`M460 360Q470 ${by - 12} 560 ${by - 10}`, "none", { stroke: "#fff", "stroke-width": 4, opacity: 0.5 }));
  // oil bottle
  out.push(path("M760 420V300q0-30 22-40V215h26v45q22 10 22 40V420Z", "#9A7B2F", { opacity: 0.92 }));
  out.push(
    rect(782, 200, 26, 20, WOOD.oak.dark, { rx: 4 }),
    rect(765, 330, 60, 56, palette.ash),
    rect(775, 350, 40, 6, palette.green),
  );
  out.push(rect(768, 300, 8, 110, "#fff", { opacity: 0.25, rx: 4 }));
  // crock with utensils
  out.push(
    path("M880 300l-20-130M905 300l5-150M930 300l28-125", "none", {
      stroke: WOOD.oak.dark,
      "stroke-width": 9,
      "stroke-linecap": "round",
    }),
  );
  out.push(
    ellipse(860, 168, 14, 22, WOOD.oak.dark, { transform: "rotate(-9 860 168)" }),
    ellipse(911, 148, 12, 20, WOOD.walnut.base),
  );
  out.push(rect(860, 290, 95, 130, "#E4DACB", { rx: 12 }), rect(868, 296, 14, 118, "#fff", { opacity: 0.35, rx: 6 }));
  out.push(plant(ctx, 1080, 420, 300, 3, palette.terracotta));
  return ctx.svg(out);
}
