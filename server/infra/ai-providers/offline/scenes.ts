/**
 * Scenes the seed illustrations do not draw (a walk-in dressing, an entrance door), built with the
 * same SVG toolkit so generated images share the site's look.
 */
import { palette, Cam, WOOD, box3, darken, lighten } from "#server/illustrator/lib.ts";
import type { Tone } from "#server/illustrator/lib.ts";
import {
  artwork,
  floorShadow,
  fronts,
  plant,
  room,
  rug,
  shade,
  sunBeam,
  vase,
  windowFrame,
  woodBox,
} from "#server/illustrator/parts.ts";
import { openUnit, scene } from "#server/illustrator/common.ts";
import type { Section } from "#server/illustrator/common.ts";

const WALLS = ["#EFE9DF", "#E8E1D5", "#DCE0D6", "#F1ECE4"];

/** A walk-in dressing: hanging rails, shelves, shoe racks and drawers along the back wall, a bench. */
export function dressingScene(key: string, tone: Tone): string {
  const ctx = scene(key);
  const cam = new Cam({ f: 760, cy: 300, eye: 1.5, ox: ctx.rand(-0.5, 0.5) });
  const xl = -3.0;
  const xr = 3.0;
  const H = 2.6;
  const zb = 5.2;
  const out: string[] = [
    room(ctx, cam, {
      xl,
      xr,
      h: H,
      zb,
      wall: ctx.pick(WALLS),
      floor: ctx.pick([WOOD.oak, WOOD.ash]),
      floorKind: "wide",
    }),
  ];
  const layouts: Section[][] = [
    [
      { w: 1, k: "hang2" },
      { w: 0.7, k: "shelves", base: 0.7, baseKind: "dr3" },
      { w: 1.1, k: "hang" },
      { w: 0.7, k: "shoes" },
      { w: 1, k: "hang2" },
    ],
    [
      { w: 0.8, k: "shoes" },
      { w: 1.1, k: "hang" },
      { w: 0.9, k: "shelves", base: 0.8, baseKind: "dr4" },
      { w: 1.1, k: "hang2" },
    ],
    [
      { w: 1, k: "hang" },
      { w: 1, k: "hang2" },
      { w: 0.8, k: "deco", base: 0.9, baseKind: "dr3" },
      { w: 1, k: "hang" },
      { w: 0.7, k: "shoes" },
    ],
  ];
  const z0 = zb - 0.6;
  out.push(
    openUnit(ctx, cam, { x0: xl + 0.05, x1: xr - 0.05, y0: 0, y1: H - 0.02, z0, z1: zb }, ctx.pick(layouts), {
      tone,
      led: true,
      handle: "bar",
      rail: palette.brass,
    }),
  );
  // central bench with drawers, seen from the room
  const bz0 = 2.7;
  const bz1 = 3.3;
  out.push(rug(cam, -1.5, 1.5, 2.2, 4.2, "#E2D6C1", "#C7B596"));
  out.push(floorShadow(ctx, cam, -0.9, 0.9, bz0, bz1, 0.22));
  const fr = cam.rectAt(-0.9, 0.9, 0.05, 0.45, bz0);
  out.push(box3(cam, { x0: -0.9, x1: 0.9, y0: 0.05, y1: 0.45, z0: bz0, z1: bz1 }, { side: darken(tone.base, 0.25) }));
  out.push(
    fronts(
      ctx,
      { ...fr, u: fr.u },
      [
        { w: 1, k: "dr1" },
        { w: 1, k: "dr1" },
      ],
      { tone, handle: "notch" },
    ).svg,
  );
  out.push(
    box3(
      cam,
      { x0: -0.92, x1: 0.92, y0: 0.45, y1: 0.52, z0: bz0 - 0.02, z1: bz1 + 0.02 },
      { front: "#D8C9A9", top: "#E6DAC0", side: "#C9B896" },
    ),
  );
  const p = cam.p(0.5, 0.52, bz0 + 0.3);
  out.push(vase(p[0], p[1], cam.u(bz0 + 0.3) * 0.22, "#E9E1D3", 1));
  const pp = cam.p(-2.5, 0, 2.6);
  out.push(plant(ctx, pp[0], pp[1], cam.u(2.6) * 1.1, 0, "#E9E1D3"));
  return ctx.svg(out);
}

/** An entrance hall with a solid wood door in its casing, a transom, a console and a runner. */
export function doorScene(key: string, tone: Tone): string {
  const ctx = scene(key);
  const cam = new Cam({ f: 820, cy: 330, eye: 1.55, ox: ctx.rand(-0.3, 0.3) });
  const xl = -2.0;
  const xr = 2.0;
  const H = 2.8;
  const zb = 5.0;
  const wall = ctx.pick(WALLS);
  const out: string[] = [
    room(ctx, cam, {
      xl,
      xr,
      h: H,
      zb,
      wall,
      floor: ctx.pick([WOOD.oak, WOOD.douglas, WOOD.ash]),
      floorKind: "planks",
    }),
  ];
  const dx0 = -0.5;
  const dx1 = 0.5;
  const dh = 2.15;
  // casing, transom and door leaf
  out.push(
    woodBox(
      ctx,
      cam,
      { x0: dx0 - 0.09, x1: dx1 + 0.09, y0: 0, y1: dh + 0.62, z0: zb - 0.03, z1: zb },
      { ...tone, base: lighten(tone.base, 0.05) },
    ),
  );
  const tr = cam.rectAt(dx0, dx1, dh + 0.08, dh + 0.55, zb - 0.03);
  out.push(windowFrame(ctx, tr, tr.u, { cols: 3, sill: false, frame: darken(tone.base, 0.1) }));
  const leaf = cam.rectAt(dx0, dx1, 0, dh, zb - 0.03);
  out.push(
    fronts(ctx, { ...leaf, u: leaf.u }, [{ w: 1, k: ctx.pick(["door", "glass"] as const), hinge: "l" }], {
      tone,
      handle: "brass",
      hpos: "mid",
    }).svg,
  );
  out.push(shade(ctx, leaf.x, leaf.y, leaf.w, leaf.h * 0.2, "top", 0.15));
  // side window with light on the left wall
  out.push(sunBeam(ctx, cam, 1.0, 1.7, 0.9, 2.2, zb, 0.7, -0.4, 0.2));
  const wr = cam.rectAt(1.0, 1.7, 0.9, 2.2, zb);
  out.push(windowFrame(ctx, wr, wr.u, { cols: 1, frame: "#F3EEE6" }));
  // console with a vase and a picture
  const cz0 = zb - 0.35;
  out.push(floorShadow(ctx, cam, -1.9, -0.9, cz0, zb, 0.18));
  out.push(woodBox(ctx, cam, { x0: -1.9, x1: -0.9, y0: 0.78, y1: 0.82, z0: cz0, z1: zb }, tone));
  for (const x of [-1.88, -0.94])
    out.push(
      box3(
        cam,
        { x0: x, x1: x + 0.04, y0: 0, y1: 0.78, z0: cz0 + 0.02, z1: cz0 + 0.06 },
        { front: tone.dark, side: tone.dark },
      ),
    );
  const cp = cam.p(-1.6, 0.82, zb - 0.17);
  out.push(vase(cp[0], cp[1], cam.u(zb - 0.17) * 0.32, ctx.pick(["#E9E1D3", palette.terracotta, palette.sage]), 0));
  const ar = cam.rectAt(-1.75, -1.05, 1.25, 1.85, zb);
  out.push(artwork(ar.x, ar.y, ar.w, ar.h, tone.dark));
  out.push(rug(cam, -0.6, 0.6, 1.6, 4.4, "#D9CDB7", "#B26B50"));
  const pp = cam.p(1.5, 0, 3.6);
  out.push(plant(ctx, pp[0], pp[1], cam.u(3.6) * 1.2, 1, palette.terracotta));
  return ctx.svg(out);
}

export const woodTones = WOOD;
export type { Tone };
