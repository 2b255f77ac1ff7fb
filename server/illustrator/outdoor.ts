/** Outdoors: terrace with pergola, front door, workshop facade in the pines, local map. */
import { palette, Cam, WOOD, box3, circle, darken, ellipse, group, num, path, poly, rect } from "./lib.ts";
import type { Ctx, P3, Pt } from "./lib.ts";
import { chair, floorShadow, forestBand, glow, monogram, pine, plant, shade, slats, wood, woodBox } from "./parts.ts";
import { scene } from "./common.ts";

function sky(ctx: Ctx, h: number, sun: Pt = [900, 120]): string {
  return (
    rect(
      0,
      0,
      ctx.w,
      h,
      ctx.lin([
        [0, "#DCE4DE"],
        [0.6, "#EEEBE0"],
        [1, "#F6EBD8"],
      ]),
    ) +
    circle(
      sun[0],
      sun[1],
      260,
      ctx.rad([
        [0, "#FFF3DC", 0.9],
        [1, "#FFF3DC", 0],
      ]),
    )
  );
}

/** Tufts of grass / fern fronds. */
function ferns(
  ctx: Ctx,
  x0: number,
  x1: number,
  yb: number,
  s: number,
  count: number,
  cols = ["#7C8F5A", "#6A7E4D", "#A58A4F"],
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + ctx.rand(0, 1))) / count;
    const hh = s * ctx.rand(0.6, 1);
    let d = "";
    for (let k = -3; k <= 3; k++) {
      const a = k * 0.32 + ctx.rand(-0.1, 0.1);
      d += `M${num(x)} ${num(yb)}q${num(Math.sin(a) * hh * 0.5)} ${num(-hh * 0.9)} ${num(Math.sin(a) * hh * 1.1)} ${num(-hh * Math.cos(a) * 0.8)}`;
    }
    out.push(
      path(d, "none", {
        stroke: ctx.pick(cols),
        "stroke-width": num(Math.max(1.2, s * 0.05)),
        "stroke-linecap": "round",
      }),
    );
  }
  return out.join("");
}

/** Terrace in the pines: deck, house facade and a lean-to pergola with fixed louvers. */
export function terrace(
  key: string,
  o: { ox: number; f?: number; eye?: number; variant: "service" | "pergola" },
): string {
  const ctx = scene(key);
  const cam = new Cam({ f: o.f ?? 820, cy: 330, eye: o.eye ?? 1.6, ox: o.ox });
  const zb = 7.5;
  const dg = WOOD.douglas;
  const out: string[] = [sky(ctx, 800)];
  out.push(forestBand(ctx, -20, 1220, 340, 70, "#B3BFAF"), forestBand(ctx, -20, 1220, 345, 45, "#9AAA98"));
  out.push(
    rect(
      0,
      340,
      1200,
      460,
      ctx.lin([
        [0, "#C9C09A"],
        [1, "#B9AE82"],
      ]),
    ),
  );
  for (const [x, hh] of [
    [180, 620],
    [330, 560],
    [880, 650],
    [1040, 590],
    [620, 520],
  ] as const)
    out.push(pine(x, cam.p(0, 0, zb + 4)[1], hh, palette.pine, "#6E5A48", ctx.rand(-0.04, 0.04)));
  // house facade
  const fa = cam.rectAt(-10, 10, 0, 3.2, zb);
  out.push(
    rect(fa.x, fa.y, fa.w, fa.h, "#F1ECE3"),
    rect(
      fa.x,
      fa.y,
      fa.w,
      fa.h,
      ctx.lin([
        [0, "#fff", 0.2],
        [1, "#000", 0.05],
      ]),
    ),
  );
  const par = cam.rectAt(-10, 10, 3.2, 3.45, zb);
  out.push(rect(par.x, par.y, par.w, par.h, palette.char));
  const cl = cam.rectAt(1.6, 10, 0, 3.2, zb);
  out.push(
    slats(
      ctx,
      cl,
      cl.u,
      { ...dg, base: "#A98B6C", light: "#B69A7C", dark: "#957858" },
      { sw: 0.12, gap: 0.012, felt: "#5A4632" },
    ),
  );
  const gl = cam.rectAt(-3.4, 1.2, 0, 2.5, zb);
  out.push(
    rect(
      gl.x,
      gl.y,
      gl.w,
      gl.h,
      ctx.lin([
        [0, "#4C5A55"],
        [1, "#2E3835"],
      ]),
    ),
  );
  out.push(
    path(
      `M${num(gl.x + gl.w * 0.1)} ${num(gl.y + gl.h)}l${num(gl.w * 0.15)} ${num(-gl.h)}h${num(gl.w * 0.08)}l${num(-gl.w * 0.15)} ${num(gl.h)}ZM${num(gl.x + gl.w * 0.55)} ${num(gl.y + gl.h)}l${num(gl.w * 0.15)} ${num(-gl.h)}h${num(gl.w * 0.04)}l${num(-gl.w * 0.15)} ${num(gl.h)}Z`,
      "#fff",
      { opacity: 0.08 },
    ),
  );
  let fr = "";
  for (let i = 0; i <= 4; i++) fr += `M${num(gl.x + (gl.w * i) / 4)} ${num(gl.y)}v${num(gl.h)}`;
  fr += `M${num(gl.x)} ${num(gl.y)}h${num(gl.w)}`;
  out.push(path(fr, "none", { stroke: palette.char, "stroke-width": 5 }));
  const wl = cam.rectAt(-5.6, -4.4, 1.0, 2.3, zb);
  out.push(
    rect(
      wl.x,
      wl.y,
      wl.w,
      wl.h,
      ctx.lin([
        [0, "#4C5A55"],
        [1, "#2E3835"],
      ]),
    ),
    rect(wl.x, wl.y, wl.w, wl.h, "none", { stroke: palette.char, "stroke-width": 4 }),
  );
  // deck
  const dx0 = -3.8;
  const dx1 = 3.8;
  const dz0 = 2.4;
  out.push(
    box3(
      cam,
      { x0: dx0, x1: dx1, y0: 0, y1: 0.12, z0: dz0, z1: zb },
      {
        top: ctx.linU(
          [
            [0, dg.dark],
            [1, dg.light],
          ],
          0,
          cam.p(0, 0.12, zb)[1],
          0,
          800,
        ),
        front: darken(dg.base, 0.25),
        side: darken(dg.base, 0.3),
      },
    ),
  );
  let pl = "";
  for (let z = dz0 + 0.15; z < zb; z += 0.15) {
    const a = cam.p(dx0, 0.12, z);
    const b = cam.p(dx1, 0.12, z);
    pl += `M${num(a[0])} ${num(a[1])}H${num(b[0])}`;
  }
  out.push(path(pl, "none", { stroke: darken(dg.base, 0.3), "stroke-width": 1, opacity: 0.6 }));
  const top = cam.ps([
    [dx0, 0.12, dz0],
    [dx1, 0.12, dz0],
    [dx1, 0.12, zb],
    [dx0, 0.12, zb],
  ]);
  out.push(poly(top, ctx.grain(dg, "h", 0.8), { opacity: 0.7 }));
  // pergola
  const px0 = -3.3;
  const px1 = 3.3;
  const pz = o.variant === "pergola" ? 3.6 : 3.3;
  const ph = 2.45;
  const louvers: number[] = [];
  for (let z = pz + 0.15; z < zb - 0.1; z += 0.2) louvers.push(z);
  // striped shadows of the louvers on the deck
  let sh = "";
  for (const z of louvers) {
    const q = cam.ps([
      [px0 + 0.9, 0.125, z - 1.2],
      [px1 + 0.9, 0.125, z - 1.2],
      [px1 + 0.9, 0.125, z - 1.12],
      [px0 + 0.9, 0.125, z - 1.12],
    ]);
    if ((q[0] as Pt)[1] > 800 + 200) continue;
    sh += "M" + q.map((p) => num(p[0]) + " " + num(p[1])).join("L") + "Z";
  }
  out.push(path(sh, "#3A2A1C", { opacity: 0.16 }));
  // furniture under the pergola
  const tz0 = 4.7;
  const tz1 = 5.6;
  for (const x of [-0.7, 0.7]) {
    const p = cam.p(x, 0.12, tz1 + 0.3);
    out.push(chair(p[0], p[1], cam.u(tz1 + 0.3) * 0.95, dg.dark));
  }
  out.push(floorShadow(ctx, cam, -1.3, 1.3, tz0, tz1, 0.2));
  for (const x of [-1.2, 1.1])
    out.push(
      box3(
        cam,
        { x0: x, x1: x + 0.08, y0: 0.12, y1: 0.86, z0: tz0 + 0.1, z1: tz1 - 0.1 },
        { front: dg.dark, side: darken(dg.base, 0.3) },
      ),
    );
  out.push(woodBox(ctx, cam, { x0: -1.3, x1: 1.3, y0: 0.86, y1: 0.92, z0: tz0, z1: tz1 }, WOOD.chestnut));
  const tp = cam.p(0, 0.92, 5.1);
  const tu = cam.u(5.1);
  out.push(
    plant(ctx, tp[0], tp[1], tu * 0.5, 3, "#E9E1D3"),
    circle(tp[0] + tu * 0.4, tp[1] - tu * 0.05, tu * 0.05, "#E9E1D3"),
  );
  for (const x of [-1.6, 1.6]) {
    const p = cam.p(x, 0.12, 5.15);
    out.push(chair(p[0], p[1], cam.u(5.15) * 0.95, dg.dark));
  }
  // posts, beams, louvers
  const posts = [px0, px1 - 0.14];
  for (const x of posts) {
    out.push(woodBox(ctx, cam, { x0: x, x1: x + 0.14, y0: 0.12, y1: ph, z0: pz, z1: pz + 0.14 }, dg, { dir: "v" }));
    if (o.variant === "pergola")
      out.push(
        box3(
          cam,
          { x0: x - 0.04, x1: x + 0.18, y0: 0.12, y1: 0.135, z0: pz - 0.04, z1: pz + 0.18 },
          { front: "#B8BCB8", top: "#D5D8D4", side: "#A4A8A4" },
        ),
      );
  }
  const lv: string[] = [];
  for (const z of [...louvers].reverse()) {
    const q: P3[] = [
      [px0, ph + 0.02, z],
      [px1, ph + 0.02, z],
      [px1, ph + 0.16, z + 0.08],
      [px0, ph + 0.16, z + 0.08],
    ];
    lv.push(
      poly(cam.ps(q), dg.base),
      path(
        "M" +
          cam
            .ps([q[0] as P3, q[1] as P3])
            .map((p) => num(p[0]) + " " + num(p[1]))
            .join("L"),
        "none",
        { stroke: darken(dg.base, 0.3), "stroke-width": 1.5 },
      ),
    );
  }
  out.push(lv.join(""));
  for (const x of [px0, px1 - 0.14])
    out.push(
      woodBox(ctx, cam, { x0: x, x1: x + 0.14, y0: ph - 0.05, y1: ph + 0.18, z0: pz, z1: zb }, dg, { side: dg.dark }),
    );
  out.push(
    woodBox(
      ctx,
      cam,
      { x0: px0 - 0.15, x1: px1 + 0.15, y0: ph - 0.1, y1: ph + 0.18, z0: pz - 0.02, z1: pz + 0.14 },
      dg,
    ),
  );
  if (o.variant === "service") {
    // claustra screen along the left and a built-in bench
    const sl: string[] = [];
    for (let z = 2.6; z < zb; z += 0.13) {
      const q = cam.ps([
        [-4.3, 0.12, z],
        [-4.3, 1.9, z],
        [-4.3, 1.9, z + 0.07],
        [-4.3, 0.12, z + 0.07],
      ]);
      sl.push("M" + q.map((p) => num(p[0]) + " " + num(p[1])).join("L") + "Z");
    }
    out.push(
      path(sl.join(""), dg.base),
      path(sl.join(""), "none", { stroke: darken(dg.base, 0.3), "stroke-width": 1 }),
    );
    out.push(woodBox(ctx, cam, { x0: -4.3, x1: -3.85, y0: 0.12, y1: 0.48, z0: 3.0, z1: 5.8 }, dg, { side: dg.light }));
  }
  // planters with olive trees
  for (const x of o.variant === "pergola" ? [] : [-4.6, 4.1]) {
    out.push(woodBox(ctx, cam, { x0: x, x1: x + 0.6, y0: 0, y1: 0.55, z0: 2.6, z1: 3.2 }, dg));
    const p = cam.p(x + 0.3, 0.55, 2.9);
    out.push(plant(ctx, p[0], p[1], cam.u(2.9) * 1.6, 3, "none"));
  }
  out.push(ferns(ctx, 0, 1200, 800, 60, 14));
  return ctx.svg(out);
}

/** Solid oak front door with vertical boards and a glazed transom, in a coastal facade. */
export function frontDoor(key: string): string {
  const ctx = scene(key);
  const t = WOOD.oak;
  const out: string[] = [sky(ctx, 140, [1000, 40])];
  out.push(
    pine(120, 900, 1100, palette.pine, "#6E5A48", 0.02),
    pine(1130, 820, 900, palette.pineDark, "#6E5A48", -0.02),
  );
  // eave and facade
  out.push(
    rect(0, 110, 1200, 600, "#F2EDE4"),
    rect(
      0,
      110,
      1200,
      600,
      ctx.lin([
        [0, "#000", 0.12],
        [0.15, "#000", 0],
        [1, "#000", 0.03],
      ]),
    ),
  );
  out.push(rect(0, 86, 1200, 30, palette.char), rect(0, 116, 1200, 10, WOOD.douglas.base));
  out.push(
    slats(
      ctx,
      { x: 820, y: 126, w: 380, h: 584 },
      700,
      { ...WOOD.douglas, base: "#B49A7C", light: "#C1A98C", dark: "#A1866A" },
      { sw: 0.13, gap: 0.012, felt: "#6B5641" },
    ),
  );
  out.push(shade(ctx, 820, 126, 380, 60, "top", 0.25));
  // door opening with reveals
  const x0 = 430;
  const x1 = 720;
  const y0 = 150;
  const y1 = 690;
  out.push(rect(x0 - 46, y0 - 46, x1 - x0 + 92, y1 - y0 + 46, "#E6DFD3"));
  out.push(
    poly(
      [
        [x0 - 46, y0 - 46],
        [x0, y0],
        [x0, y1],
        [x0 - 46, y1],
      ],
      "#D8D0C2",
    ),
    poly(
      [
        [x1 + 46, y0 - 46],
        [x1, y0],
        [x1, y1],
        [x1 + 46, y1],
      ],
      "#E9E3D8",
    ),
  );
  out.push(
    poly(
      [
        [x0 - 46, y0 - 46],
        [x1 + 46, y0 - 46],
        [x1, y0],
        [x0, y0],
      ],
      "#CFC6B7",
    ),
  );
  // transom
  const ty = y0 + 90;
  out.push(rect(x0, y0, x1 - x0, ty - y0, t.dark));
  out.push(
    rect(
      x0 + 14,
      y0 + 14,
      x1 - x0 - 28,
      ty - y0 - 24,
      ctx.lin([
        [0, "#56645F"],
        [1, "#34403C"],
      ]),
    ),
  );
  out.push(
    path(
      `M${num(x0 + 60)} ${num(ty - 10)}l40 -66h18l-40 66ZM${num(x0 + 190)} ${num(ty - 10)}l40 -66h8l-40 66Z`,
      "#fff",
      {
        opacity: 0.12,
      },
    ),
  );
  out.push(rect(x0 + (x1 - x0) / 2 - 4, y0 + 14, 8, ty - y0 - 24, t.dark));
  // door leaf with vertical boards
  const dy = ty + 6;
  out.push(rect(x0, ty, x1 - x0, y1 - ty, t.dark));
  out.push(wood(ctx, x0 + 10, dy, x1 - x0 - 20, y1 - dy, t, "v", 1.4));
  let grooves = "";
  for (let i = 1; i < 7; i++) grooves += `M${num(x0 + 10 + ((x1 - x0 - 20) * i) / 7)} ${num(dy)}v${num(y1 - dy)}`;
  out.push(
    path(grooves, "none", { stroke: t.dark, "stroke-width": 3, opacity: 0.8 }),
    path(grooves, "none", { stroke: "#fff", "stroke-width": 1, opacity: 0.25, transform: "translate(2 0)" }),
  );
  out.push(shade(ctx, x0 + 10, dy, x1 - x0 - 20, 60, "top", 0.25), shade(ctx, x0 + 10, dy, 40, y1 - dy, "left", 0.2));
  out.push(
    rect(x1 - 62, 360, 12, 190, "#000", { opacity: 0.15, rx: 6 }),
    rect(x1 - 66, 356, 12, 190, "#B9BDB9", { rx: 6 }),
    rect(x1 - 66, 356, 4, 190, "#fff", { opacity: 0.5, rx: 2 }),
  );
  out.push(rect(x1 - 64, 570, 8, 26, "#8F938F", { rx: 3 }));
  // threshold, step, ground
  out.push(
    rect(
      0,
      706,
      1200,
      94,
      ctx.lin([
        [0, "#D6CCB9"],
        [1, "#C7BCA6"],
      ]),
    ),
  );
  out.push(
    rect(x0 - 90, 690, x1 - x0 + 180, 26, "#E4DED3"),
    rect(x0 - 90, 716, x1 - x0 + 180, 10, "#000", { opacity: 0.1 }),
  );
  out.push(rect(x0 + 30, 692, x1 - x0 - 60, 10, "#A88B5E"));
  // lamp, house plate, plants
  out.push(
    glow(ctx, 330, 330, 90, 110, "#FFD9A0", 0.45),
    rect(316, 300, 28, 50, palette.char, { rx: 3 }),
    rect(322, 308, 16, 34, "#FFE7BD"),
  );
  out.push(rect(770, 300, 34, 34, palette.char, { rx: 4 }), circle(787, 317, 5, palette.brass));
  out.push(rect(210, 560, 130, 146, palette.char, { rx: 6 }), plant(ctx, 275, 560, 300, 1, "none"));
  out.push(rect(780, 610, 110, 96, "#C2B5A2", { rx: 48 }), plant(ctx, 835, 620, 260, 3, "none"));
  out.push(ferns(ctx, 0, 180, 800, 90, 5), ferns(ctx, 1000, 1200, 800, 90, 5));
  return ctx.svg(out);
}

/** The workshop: a timber-clad barn among maritime pines, Landes de Gascogne. */
export function workshopFacade(key: string): string {
  const ctx = scene(key);
  const out: string[] = [sky(ctx, 800, [300, 140])];
  out.push(forestBand(ctx, -20, 1220, 560, 160, "#B9C3B2"), forestBand(ctx, -20, 1220, 575, 110, "#9FAF9C"));
  for (const [x, hh] of [
    [90, 640],
    [250, 560],
    [980, 600],
    [1130, 660],
    [700, 520],
    [420, 500],
  ] as const)
    out.push(pine(x, 600, hh, ctx.pick([palette.pine, "#4A6350"]), "#7A6450", ctx.rand(-0.05, 0.05)));
  // ground
  out.push(
    rect(
      0,
      590,
      1200,
      210,
      ctx.lin([
        [0, "#CDBF98"],
        [1, "#BFAF85"],
      ]),
    ),
  );
  out.push(path("M520 800C560 720 600 680 610 640L700 640C700 690 760 740 860 800Z", "#E2D7BD"));
  // lean-to with stacked timber on the left
  out.push(
    poly(
      [
        [160, 470],
        [330, 440],
        [330, 460],
        [170, 488],
      ],
      palette.char,
    ),
  );
  out.push(rect(176, 484, 10, 150, "#5B4A3A"));
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 6; c++)
      out.push(
        circle(
          200 + c * 22 + (r % 2) * 11,
          620 - r * 20,
          10,
          ctx.pick([WOOD.oak.light, WOOD.douglas.light, "#D8B98F"]),
        ),
        circle(200 + c * 22 + (r % 2) * 11, 620 - r * 20, 4, "none", {
          stroke: darken(WOOD.oak.base, 0.2),
          "stroke-width": 1,
        }),
      );
  // barn
  const bx0 = 330;
  const bx1 = 930;
  const by = 640;
  const eave = 450;
  out.push(rect(bx0, eave, bx1 - bx0, by - eave, "#5B4632"));
  out.push(
    slats(
      ctx,
      { x: bx0, y: eave - 120, w: bx1 - bx0, h: by - eave + 120 },
      600,
      { ...WOOD.smoked, base: "#8A6A4C", light: "#987859", dark: "#77593D" },
      { sw: 0.14, gap: 0.012, felt: "#4A3828" },
    ).replace(
      "<path",
      `<path clip-path="${ctx.clip(
        poly(
          [
            [bx0, by],
            [bx0, eave],
            [(bx0 + bx1) / 2, eave - 150],
            [bx1, eave],
            [bx1, by],
          ],
          "#000",
        ),
      )}"`,
    ),
  );
  // roof
  out.push(
    poly(
      [
        [bx0 - 30, eave + 8],
        [(bx0 + bx1) / 2, eave - 168],
        [bx1 + 30, eave + 8],
        [bx1 + 30, eave - 6],
        [(bx0 + bx1) / 2, eave - 184],
        [bx0 - 30, eave - 6],
      ],
      palette.char,
    ),
  );
  out.push(shade(ctx, bx0, eave, bx1 - bx0, 40, "top", 0.3));
  // monogram plaque on the gable
  out.push(
    circle(630, 390, 34, palette.green),
    group(monogram(palette.oak, palette.ash, 5.4), { transform: "translate(606 366) scale(0.75)" }),
  );
  // open sliding door with the warm interior
  const dx0 = 470;
  const dx1 = 650;
  out.push(
    rect(
      dx0,
      480,
      dx1 - dx0,
      by - 480,
      ctx.lin([
        [0, "#5A3E26"],
        [1, "#E0A866"],
      ]),
    ),
  );
  out.push(glow(ctx, (dx0 + dx1) / 2, 600, 140, 90, "#FFD28A", 0.5));
  out.push(
    rect(dx0 + 30, 575, 120, 10, "#3A2A1C"),
    rect(dx0 + 38, 585, 8, 55, "#3A2A1C"),
    rect(dx0 + 134, 585, 8, 55, "#3A2A1C"),
  );
  out.push(rect(dx0 + 10, 520, 60, 6, "#3A2A1C"), rect(dx0 + 10, 540, 60, 6, "#3A2A1C"));
  out.push(
    poly(
      [
        [dx0, by],
        [dx1, by],
        [dx1 + 90, 800],
        [dx0 - 40, 800],
      ],
      "#FFD9A0",
      { opacity: 0.25 },
    ),
  );
  // the sliding leaf (Z brace)
  out.push(rect(dx1, 470, 200, by - 470, "#7E6046"), rect(dx1, 462, 220, 10, palette.char));
  out.push(
    path(`M${dx1 + 10} 480h180M${dx1 + 10} ${by - 12}h180M${dx1 + 14} ${by - 14}L${dx1 + 186} 484`, "none", {
      stroke: WOOD.oak.base,
      "stroke-width": 12,
    }),
  );
  // windows on the right
  for (const x of [870])
    out.push(
      rect(x - 10, 500, 50, 90, "#3B4541"),
      rect(x - 10, 500, 50, 90, "none", { stroke: palette.char, "stroke-width": 5 }),
      rect(x - 6, 505, 10, 80, "#fff", { opacity: 0.1 }),
    );
  out.push(
    rect(360, 500, 80, 70, "#3B4541"),
    rect(360, 500, 80, 70, "none", { stroke: palette.char, "stroke-width": 5 }),
    rect(398, 500, 4, 70, palette.char),
  );
  // ground shadow, planks on trestles, foreground pines and ferns
  out.push(
    poly(
      [
        [bx0, by],
        [bx1, by],
        [bx1 + 120, by + 30],
        [bx0 + 80, by + 30],
      ],
      "#000",
      { opacity: 0.08 },
    ),
  );
  out.push(
    rect(960, 610, 150, 10, WOOD.oak.base),
    rect(955, 620, 160, 10, WOOD.douglas.base),
    path("M975 630l-10 40M995 630l10 40M1075 630l-10 40M1095 630l10 40", "none", {
      stroke: "#5B4A3A",
      "stroke-width": 6,
    }),
  );
  out.push(
    pine(40, 860, 900, palette.pineDark, "#5E4C3C", 0.03),
    pine(1170, 880, 960, palette.pineDark, "#5E4C3C", -0.03),
  );
  out.push(ferns(ctx, 0, 460, 800, 80, 12), ferns(ctx, 820, 1200, 800, 80, 10));
  return ctx.svg(out);
}

/** Stylised local map: pine forest, the Saucats river, roads, village blocks, workshop pin. */
export function localMap(key: string): string {
  const ctx = scene(key);
  const out: string[] = [rect(0, 0, 1200, 800, "#ECE6D6")];
  const trees = ctx.pattern(
    "trees",
    { width: 26, height: 24 },
    circle(6, 6, 4.2, "#7E9A7F") +
      circle(19, 18, 4.2, "#7E9A7F") +
      circle(5.5, 5.2, 1.6, "#A4BA9F") +
      circle(18.5, 17.2, 1.6, "#A4BA9F"),
  );
  const hatch = ctx.pattern(
    "vines",
    { width: 10, height: 10, patternTransform: "rotate(35)" },
    rect(0, 0, 10, 10, "#E4D9BC") + rect(0, 0, 10, 2.2, "#CDBF98"),
  );
  // forest mass with clearings
  const forest = "M-20 -20H1220V820H-20Z";
  const clearings = [
    "M780 40C860 20 1000 30 1080 70C1150 110 1140 200 1060 230C980 260 860 240 800 190C740 140 720 70 780 40Z",
    "M980 330C1060 310 1180 330 1200 390V520C1150 540 1050 530 1000 490C950 450 930 350 980 330Z",
    "M120 560C180 530 300 540 330 600C360 660 300 720 220 720C140 720 70 660 120 560Z",
    "M470 300C540 270 700 290 720 360C740 430 700 500 620 510C540 520 470 470 455 410C440 360 430 320 470 300Z",
    "M60 120C120 90 220 110 240 160C260 210 200 250 140 240C80 230 20 170 60 120Z",
  ];
  out.push(
    path(forest + clearings.join(""), "#93AE92", { "fill-rule": "evenodd" }),
    path(forest + clearings.join(""), trees, { "fill-rule": "evenodd" }),
  );
  out.push(
    path(clearings[0] as string, hatch),
    path(clearings[1] as string, hatch),
    path(clearings[2] as string, "#E6DEC7"),
    path(clearings[3] as string, "#EDE6D4"),
    path(clearings[4] as string, "#E6DEC7"),
  );
  // darker forest parcels
  for (const d of [
    "M260 250l120-30 60 90-110 40Z",
    "M830 560l130-20 30 110-140 20Z",
    "M380 640l140 10-10 120-150-20Z",
    "M640 90l110 20-20 100-110-20Z",
  ])
    out.push(path(d, "#7D9A7E", { opacity: 0.55 }));
  // pond
  out.push(ellipse(300, 440, 42, 24, "#A9C4C3"), ellipse(296, 436, 30, 14, "#BFD4D2"));
  // the river (le Saucats) with a tributary
  const river = "M-20 700C120 690 200 640 260 560S330 420 420 380S560 300 560 230S640 120 760 110S980 60 1220 20";
  out.push(
    path(river, "none", { stroke: "#E9F0EC", "stroke-width": 16, "stroke-linecap": "round" }),
    path(river, "none", { stroke: "#86ABAE", "stroke-width": 9, "stroke-linecap": "round" }),
  );
  out.push(
    path("M420 380C380 300 300 260 250 180", "none", {
      stroke: "#86ABAE",
      "stroke-width": 5,
      "stroke-linecap": "round",
    }),
  );
  // roads
  const roads = [
    "M-20 420C200 400 400 420 600 400S900 330 1220 300",
    "M600 400C610 520 560 640 600 820",
    "M600 400C700 360 760 260 820 160S900 -20 900 -20",
    "M-20 180C150 220 300 300 420 380",
  ];
  const main = "M1060 -20C1040 200 1080 400 1040 600S1000 820 1000 820";
  out.push(
    path(main, "none", { stroke: "#CDBFA4", "stroke-width": 16 }),
    path(main, "none", { stroke: "#F8F3E8", "stroke-width": 11 }),
    path(main, "none", { stroke: "#D9A441", "stroke-width": 2, "stroke-dasharray": "14 10" }),
  );
  for (const r of roads) out.push(path(r, "none", { stroke: "#D2C6AE", "stroke-width": 9 }));
  for (const r of roads) out.push(path(r, "none", { stroke: "#FBF8F1", "stroke-width": 5.5 }));
  out.push(path("M600 400l-90 80M600 400l120 60M540 330l60 70", "none", { stroke: "#FBF8F1", "stroke-width": 3.5 }));
  // village blocks around the centre
  const blocks: string[] = [];
  for (let i = 0; i < 34; i++) {
    const a = ctx.rand(0, Math.PI * 2);
    const r = ctx.rand(40, 120);
    const x = 600 + Math.cos(a) * r * 1.2;
    const y = 400 + Math.sin(a) * r * 0.8;
    if (Math.hypot(x - 600, y - 400) < 36) continue;
    blocks.push(
      rect(x, y, ctx.rand(8, 16), ctx.rand(7, 12), ctx.pick(["#D9C3A5", "#CDB391", "#E2CFB4"]), {
        transform: `rotate(${num(ctx.rand(-20, 20))} ${num(x)} ${num(y)})`,
        rx: 1,
      }),
    );
  }
  out.push(...blocks);
  // compass arrow and scale bar (shapes only)
  out.push(
    group([
      circle(1110, 720, 34, "#F6F1EA", { opacity: 0.9 }),
      path("M1110 688l12 32h-24Z", palette.green),
      path("M1110 752l12-32h-24Z", "#B9AE95"),
    ]),
  );
  out.push(
    rect(80, 750, 160, 8, palette.green),
    rect(80, 750, 80, 8, "#F6F1EA"),
    rect(80, 750, 160, 8, "none", { stroke: palette.green, "stroke-width": 1.5 }),
  );
  // the workshop pin at the centre
  out.push(
    circle(600, 400, 90, palette.green, { opacity: 0.08 }),
    circle(600, 400, 58, palette.green, { opacity: 0.1 }),
    circle(600, 400, 58, "none", {
      stroke: palette.green,
      "stroke-width": 1.5,
      opacity: 0.4,
      "stroke-dasharray": "4 5",
    }),
  );
  out.push(ellipse(600, 402, 20, 7, "#000", { opacity: 0.2 }));
  out.push(path("M600 402C588 380 566 360 566 334a34 34 0 0 1 68 0C634 360 612 380 600 402Z", palette.green));
  out.push(
    circle(600, 334, 20, palette.oak),
    group(monogram(palette.green, palette.walnut, 6), { transform: "translate(587.5 321.5) scale(0.39)" }),
  );
  return ctx.svg(out);
}
