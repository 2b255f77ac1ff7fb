/** The workshop (hero), the team, social image and article illustrations. */
import {
  palette,
  Cam,
  Ctx,
  WOOD,
  box3,
  circle,
  darken,
  ellipse,
  group,
  line,
  lighten,
  num,
  path,
  poly,
  rect,
} from "./lib.ts";
import type { Tone } from "./lib.ts";
import {
  TOOLS,
  floorShadow,
  monogram,
  pendant,
  person,
  plant,
  room,
  shade,
  shaving,
  sunBeam,
  windowFrame,
  wood,
  woodBox,
} from "./parts.ts";
import type { PersonOpt } from "./parts.ts";
import { scene } from "./common.ts";

/** Trestle (sawhorse) in front view. */
function trestle(x: number, yb: number, s: number, col = WOOD.oak.dark): string {
  return (
    path(
      `M${num(x - s * 0.3)} ${num(yb)}L${num(x - s * 0.12)} ${num(yb - s * 0.7)}M${num(x + s * 0.3)} ${num(yb)}L${num(x + s * 0.12)} ${num(yb - s * 0.7)}M${num(x - s * 0.22)} ${num(yb - s * 0.3)}H${num(x + s * 0.22)}`,
      "none",
      { stroke: col, "stroke-width": num(s * 0.06), "stroke-linecap": "round" },
    ) + rect(x - s * 0.22, yb - s * 0.76, s * 0.44, s * 0.07, col)
  );
}

/** Workshop interior: big steel windows, tool wall, workbench, timber rack, light beams. */
export function heroAtelier(key: string): string {
  const ctx = scene(key);
  const cam = new Cam({ f: 760, cy: 330, eye: 1.6, ox: 0.3 });
  const xl = -4.4;
  const xr = 4.4;
  const H = 4.4;
  const zb = 7;
  const out: string[] = [
    room(ctx, cam, {
      xl,
      xr,
      h: H,
      zb,
      wall: "#E9E1D4",
      side: "#DDD3C4",
      ceil: "#E4DCCF",
      floor: { base: "#BDB5A8", light: "#CCC5B9", dark: "#A9A195", grain: "", go: 0 },
      floorKind: "concrete",
      skirting: false,
    }),
  ];
  // roof trusses
  for (const z of [2.2, 3.8, 5.4])
    out.push(
      woodBox(ctx, cam, { x0: xl, x1: xr, y0: H - 0.3, y1: H, z0: z, z1: z + 0.16 }, WOOD.douglas, {
        side: WOOD.douglas.dark,
      }),
    );
  // windows and light
  for (const [a, b] of [
    [-1.0, 1.5],
    [2.0, 4.5],
  ] as const)
    out.push(sunBeam(ctx, cam, a, b, 1.0, 3.8, zb, 0.9, -0.9, 0.24));
  for (const [a, b] of [
    [-1.0, 1.5],
    [2.0, 4.5],
  ] as const) {
    const r = cam.rectAt(a, b, 1.0, 3.8, zb);
    out.push(windowFrame(ctx, r, r.u, { cols: 4, rows: 4, fw: 0.05, sill: false, warm: true }));
  }
  // tool wall (plywood board) with tools
  const tw = cam.rectAt(-4.1, -1.5, 0.95, 2.65, zb);
  const tu = tw.u;
  out.push(
    rect(tw.x + 4, tw.y + 6, tw.w, tw.h, "#000", { opacity: 0.1 }),
    wood(ctx, tw.x, tw.y, tw.w, tw.h, WOOD.ash, "h"),
  );
  let holes = "";
  for (let x = tw.x + 10; x < tw.x + tw.w - 4; x += 14)
    for (let y = tw.y + 10; y < tw.y + tw.h - 4; y += 14) holes += `M${num(x)} ${num(y)}h1.6v1.6h-1.6Z`;
  out.push(path(holes, "#B59A78", { opacity: 0.5 }));
  out.push(TOOLS.saw(tw.x + tu * 0.35, tw.y + tu * 0.2, tu * 0.8));
  out.push(TOOLS.square(tw.x + tu * 1.35, tw.y + tu * 0.15, tu * 0.7));
  for (let i = 0; i < 5; i++) out.push(TOOLS.chisel(tw.x + tu * (1.8 + i * 0.1), tw.y + tu * 0.2, tu * 0.45));
  out.push(TOOLS.hammer(tw.x + tu * 2.4, tw.y + tu * 0.15, tu * 0.45));
  for (let i = 0; i < 3; i++) out.push(TOOLS.clamp(tw.x + tu * (0.3 + i * 0.32), tw.y + tu * 0.8, tu * 0.7));
  out.push(
    TOOLS.mallet(tw.x + tu * 1.5, tw.y + tu * 1.05, tu * 0.45),
    TOOLS.rule(tw.x + tu * 1.9, tw.y + tu * 0.85, tu * 0.7),
    TOOLS.square(tw.x + tu * 2.2, tw.y + tu * 0.95, tu * 0.5),
  );
  const sh = cam.rectAt(-4.1, -1.5, 0.75, 0.95, zb);
  out.push(rect(sh.x, sh.y, sh.w, sh.h * 0.3, WOOD.oak.base));
  // boards leaning against the wall
  const lb = cam.p(-1.45, 0, zb - 0.2);
  const lu = cam.u(zb - 0.2);
  for (let i = 0; i < 4; i++)
    out.push(
      wood(
        ctx,
        lb[0] + i * lu * 0.13,
        lb[1] - lu * 2.5,
        lu * 0.11,
        lu * 2.5,
        [WOOD.oak, WOOD.walnut, WOOD.douglas, WOOD.ash][i] as Tone,
        "v",
        1,
        { transform: `rotate(${num(6 + i)} ${num(lb[0] + i * lu * 0.13)} ${num(lb[1])})` },
      ),
    );
  // timber rack on the right wall
  for (const y of [0.6, 1.3, 2.0, 2.7]) {
    out.push(
      box3(
        cam,
        { x0: xr - 0.55, x1: xr, y0: y - 0.05, y1: y, z0: 2.6, z1: 2.7 },
        { front: "#4A4E4A", side: "#3C403C", top: "#5A5F5A" },
      ),
    );
    out.push(
      box3(
        cam,
        { x0: xr - 0.55, x1: xr, y0: y - 0.05, y1: y, z0: 5.6, z1: 5.7 },
        { front: "#4A4E4A", side: "#3C403C", top: "#5A5F5A" },
      ),
    );
    let x = xr - 0.05;
    for (let k = 0; k < 3; k++) {
      const th = ctx.rand(0.04, 0.09);
      const w = ctx.rand(0.12, 0.18);
      const tn = ctx.pick([WOOD.oak, WOOD.douglas, WOOD.walnut, WOOD.ash, WOOD.chestnut]);
      out.push(
        box3(
          cam,
          { x0: x - w, x1: x, y0: y, y1: y + th, z0: 1.8 + ctx.rand(0, 0.5), z1: zb - 0.2 },
          {
            front: lighten(tn.base, 0.1),
            side: ctx.lin(
              [
                [0, tn.base],
                [1, tn.dark],
              ],
              0,
              0,
              1,
              0,
            ),
            top: tn.light,
          },
        ),
      );
      x -= w + 0.01;
    }
  }
  // trestles with a board on the left
  const tz = 3.4;
  const tp = cam.p(2.3, 0, tz);
  const tpu = cam.u(tz);
  out.push(floorShadow(ctx, cam, 1.5, 3.1, tz - 0.2, tz + 0.3, 0.18));
  out.push(trestle(tp[0] - tpu * 0.55, tp[1], tpu * 0.75), trestle(tp[0] + tpu * 0.55, tp[1], tpu * 0.75));
  out.push(woodBox(ctx, cam, { x0: 1.4, x1: 3.2, y0: 0.57, y1: 0.62, z0: tz - 0.15, z1: tz + 0.15 }, WOOD.walnut));
  out.push(woodBox(ctx, cam, { x0: 1.6, x1: 3.0, y0: 0.62, y1: 0.66, z0: tz - 0.1, z1: tz + 0.05 }, WOOD.oak));
  // planks stacked on the floor at the back
  for (let k = 0; k < 5; k++)
    out.push(
      woodBox(
        ctx,
        cam,
        { x0: 1.6, x1: 3.8, y0: k * 0.06, y1: k * 0.06 + 0.055, z0: 5.6 + (k % 2) * 0.04, z1: 6.2 },
        [WOOD.oak, WOOD.douglas, WOOD.ash, WOOD.oak, WOOD.chestnut][k] as Tone,
      ),
    );
  // the workbench
  const bz0 = 3.6;
  const bz1 = 4.4;
  out.push(floorShadow(ctx, cam, -1.4, 1.2, bz0, bz1, 0.28));
  for (const [x, z] of [
    [-1.3, bz0 + 0.05],
    [1.0, bz0 + 0.05],
    [-1.3, bz1 - 0.15],
    [1.0, bz1 - 0.15],
  ] as const)
    out.push(woodBox(ctx, cam, { x0: x, x1: x + 0.1, y0: 0, y1: 0.82, z0: z, z1: z + 0.1 }, WOOD.oak, { dir: "v" }));
  out.push(woodBox(ctx, cam, { x0: -1.3, x1: 1.1, y0: 0.15, y1: 0.22, z0: bz0 + 0.08, z1: bz0 + 0.13 }, WOOD.oak));
  out.push(woodBox(ctx, cam, { x0: -1.5, x1: 1.3, y0: 0.82, y1: 0.94, z0: bz0, z1: bz1 }, WOOD.oak));
  out.push(woodBox(ctx, cam, { x0: -1.5, x1: -1.15, y0: 0.7, y1: 0.94, z0: bz0 - 0.08, z1: bz0 }, WOOD.oak));
  const vp = cam.p(-1.32, 0.8, bz0 - 0.08);
  const vu = cam.u(bz0);
  out.push(
    path(`M${num(vp[0] - vu * 0.2)} ${num(vp[1])}h${num(vu * 0.4)}`, "none", {
      stroke: "#5A5F5B",
      "stroke-width": num(vu * 0.025),
      "stroke-linecap": "round",
    }),
  );
  // work piece, tools and shavings on the bench
  out.push(woodBox(ctx, cam, { x0: -0.6, x1: 0.9, y0: 0.94, y1: 0.99, z0: bz0 + 0.15, z1: bz0 + 0.35 }, WOOD.walnut));
  const bp = cam.p(-0.1, 0.99, bz0 + 0.25);
  const bu = cam.u(bz0 + 0.25);
  out.push(TOOLS.plane(bp[0], bp[1], bu * 0.32));
  const mp = cam.p(-1.0, 0.94, bz0 + 0.5);
  out.push(TOOLS.mallet(mp[0], mp[1] - bu * 0.12, bu * 0.25));
  for (let i = 0; i < 9; i++) {
    const p = cam.p(ctx.rand(-0.8, 1.0), 0.945, ctx.rand(bz0 + 0.05, bz0 + 0.7));
    out.push(shaving(p[0], p[1], bu * 0.06, ctx.pick([WOOD.oak.light, WOOD.walnut.light, "#E6C79F"])));
  }
  for (let i = 0; i < 14; i++) {
    const z = ctx.rand(2.2, 4.0);
    const p = cam.p(ctx.rand(-1.8, 1.8), 0.005, z);
    out.push(shaving(p[0], p[1], cam.u(z) * 0.05, ctx.pick([WOOD.oak.light, "#E6C79F", WOOD.ash.dark])));
  }
  // lamps and dust in the light
  for (const x of [-0.7, 0.6]) {
    const a = cam.p(x, H - 0.3, 4.0);
    const b = cam.p(x, 2.4, 4.0);
    out.push(pendant(ctx, a[0], a[1], b[1], cam.u(4.0) * 0.16, palette.green, "cone"));
  }
  for (let i = 0; i < 40; i++)
    out.push(
      circle(ctx.rand(250, 1050), ctx.rand(150, 600), ctx.rand(0.8, 2), "#fff", { opacity: num(ctx.rand(0.3, 0.7)) }),
    );
  const pp = cam.p(-3.9, 0, 5.9);
  out.push(plant(ctx, pp[0], pp[1], cam.u(5.6) * 1.2, 1, "#E9E1D3"));
  return ctx.svg(out);
}

/** Five craftspeople at work, faceless and stylised. */
export function equipe(key: string): string {
  const ctx = scene(key);
  const out: string[] = [rect(0, 0, 1200, 800, "#EDE5D8")];
  // backdrop: windows with pines, tool board, floor
  for (const x of [90, 800]) {
    const r = { x, y: 90, w: 300, h: 330 };
    out.push(windowFrame(ctx, r, 500, { cols: 3, rows: 3, fw: 0.03, sill: false, warm: true }));
  }
  out.push(wood(ctx, 470, 160, 260, 200, WOOD.ash, "h"));
  out.push(
    TOOLS.saw(500, 200, 110),
    TOOLS.square(640, 190, 90),
    TOOLS.hammer(700, 190, 70),
    TOOLS.clamp(510, 260, 90),
    TOOLS.clamp(560, 260, 90),
  );
  out.push(
    rect(
      0,
      560,
      1200,
      240,
      ctx.lin([
        [0, "#C9C1B4"],
        [1, "#B9B0A2"],
      ]),
    ),
    rect(0, 556, 1200, 6, "#D8CFC1"),
  );
  out.push(
    rect(
      0,
      0,
      1200,
      800,
      ctx.rad(
        [
          [0, "#fff", 0.2],
          [1, "#fff", 0],
        ],
        0.5,
        0.3,
        0.7,
      ),
    ),
  );
  const h = 400;
  const yb = 720;
  const skins = ["#D9B08C", "#C68E68", "#8D5B3F", "#E2C1A0", "#B47A55"];
  const base = (i: number, extra: Partial<PersonOpt>): PersonOpt => ({
    skin: skins[i] as string,
    hair: ["#3A2A20", "#1F1A17", "#6B4A33", "#A88B6A", "#2F3A33"][i] as string,
    shirt: ["#E9E1D3", "#7F8E7C", "#3C4A42", "#D8C7A6", "#5B6B6E"][i] as string,
    apron: [palette.green, "#8A6748", undefined, palette.green, "#6B4A33"][i],
    pants: ["#3A3F3C", "#4A4035", "#2C3133", "#5A5248", "#363B38"][i] as string,
    la: [
      [0.04, 0.18],
      [0.06, 0.34],
    ],
    ra: [
      [-0.04, 0.18],
      [-0.06, 0.34],
    ],
    ...extra,
  });
  // 1. planing at a bench
  out.push(
    person(
      150,
      yb,
      h,
      base(0, {
        bend: 0.06,
        la: [
          [0.1, 0.14],
          [0.24, 0.2],
        ],
        ra: [
          [0.12, 0.1],
          [0.26, 0.16],
        ],
        feet: [-0.09, 0.06],
      }),
    ),
  );
  out.push(
    rect(200, yb - h * 0.43, 200, 16, WOOD.oak.base),
    rect(210, yb - h * 0.43 + 16, 12, h * 0.43 - 16, WOOD.oak.dark),
    rect(378, yb - h * 0.43 + 16, 12, h * 0.43 - 16, WOOD.oak.dark),
  );
  out.push(
    TOOLS.plane(244, yb - h * 0.43, 70),
    shaving(330, yb - h * 0.43 - 4, 14),
    shaving(350, yb - h * 0.43 - 2, 10),
    ellipse(300, yb, 110, 8, "#000", { opacity: 0.12 }),
  );
  // 2. carrying a plank on the shoulder
  out.push(
    person(
      470,
      yb,
      h,
      base(1, {
        ra: [
          [0.02, -0.08],
          [-0.04, -0.02],
        ],
        la: [
          [0.02, 0.16],
          [0.08, 0.3],
        ],
        feet: [-0.1, 0.1],
        cap: true,
      }),
    ),
  );
  out.push(
    wood(ctx, 330, yb - h * 0.86, 300, 20, WOOD.douglas, "h", 1, { transform: `rotate(-6 480 ${num(yb - h * 0.85)})` }),
  );
  // 3. drawing at a high table
  out.push(
    person(
      660,
      yb,
      h,
      base(2, {
        bend: 0.03,
        la: [
          [0.08, 0.16],
          [0.16, 0.3],
        ],
        ra: [
          [-0.06, 0.18],
          [0.02, 0.32],
        ],
      }),
    ),
  );
  out.push(
    poly(
      [
        [590, yb - h * 0.5],
        [760, yb - h * 0.5],
        [750, yb - h * 0.46],
        [600, yb - h * 0.46],
      ],
      WOOD.walnut.base,
    ),
    rect(610, yb - h * 0.46, 10, h * 0.46, WOOD.walnut.dark),
    rect(730, yb - h * 0.46, 10, h * 0.46, WOOD.walnut.dark),
  );
  out.push(
    poly(
      [
        [610, yb - h * 0.5],
        [730, yb - h * 0.5],
        [720, yb - h * 0.52],
        [620, yb - h * 0.52],
      ],
      "#F6F1EA",
    ),
    line(640, yb - h * 0.51, 700, yb - h * 0.51, palette.green, 1.5),
  );
  // 4. sanding a door panel
  out.push(
    rect(900, yb - 330, 120, 330, WOOD.oak.dark),
    wood(ctx, 906, yb - 324, 108, 318, WOOD.oak, "v"),
    rect(920, yb - 300, 80, 120, "none", { stroke: WOOD.oak.dark, "stroke-width": 3 }),
    rect(920, yb - 160, 80, 120, "none", { stroke: WOOD.oak.dark, "stroke-width": 3 }),
  );
  out.push(
    person(
      850,
      yb,
      h,
      base(3, {
        ra: [
          [0.1, 0.06],
          [0.18, -0.02],
        ],
        la: [
          [0.03, 0.18],
          [0.05, 0.32],
        ],
        feet: [-0.06, 0.08],
      }),
    ),
  );
  out.push(rect(912, yb - h * 0.81, 30, 18, palette.ochre, { rx: 3 }));
  // 5. checking a board with a square
  out.push(
    person(
      1090,
      yb,
      h,
      base(4, {
        la: [
          [0.06, 0.14],
          [0.02, 0.04],
        ],
        ra: [
          [-0.06, 0.14],
          [-0.02, 0.04],
        ],
        cap: true,
      }),
    ),
  );
  out.push(TOOLS.square(1050, yb - h * 0.8, 90));
  return ctx.svg(out);
}

/** Social sharing image (1200x630): oak planks with the monogram in the centre. */
export function ogDefault(key: string): string {
  const ctx = new Ctx(key, 1200, 630);
  const out: string[] = [];
  const tones = [
    WOOD.oak,
    { ...WOOD.oak, base: "#BF976D", light: "#CFAA82", dark: "#A8825A" },
    WOOD.oak,
    { ...WOOD.oak, base: "#C9A47C", light: "#D8B993", dark: "#B08C64" },
    { ...WOOD.oak, base: "#BC946B", light: "#CBA67F", dark: "#A47F58" },
  ];
  const ph = 630 / 5;
  for (let i = 0; i < 5; i++) {
    out.push(wood(ctx, -10, i * ph, 1220, ph, tones[i] as Tone, "h", 1.8, {}));
    out.push(
      rect(-10, i * ph, 1220, 2, "#fff", { opacity: 0.25 }),
      rect(-10, (i + 1) * ph - 3, 1220, 3, "#6E5033", { opacity: 0.5 }),
    );
    const jx = 180 + ((i * 397) % 800);
    out.push(rect(jx, i * ph, 3, ph, "#6E5033", { opacity: 0.45 }));
  }
  out.push(
    rect(
      0,
      0,
      1200,
      630,
      ctx.rad(
        [
          [0.4, "#000", 0],
          [1, "#2A1C10", 0.4],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
  out.push(
    circle(600, 322, 170, "#000", { opacity: 0.18 }),
    circle(600, 315, 170, palette.green),
    circle(600, 315, 152, "none", { stroke: palette.oak, "stroke-width": 2.5, opacity: 0.8 }),
  );
  out.push(group(monogram(palette.ash, palette.oak, 5), { transform: "translate(494 209) scale(3.3)" }));
  return ctx.svg(out);
}

/** Wood species samples laid on the bench, seen from above, with end-grain slices. */
export function essences(key: string): string {
  const ctx = scene(key);
  const out: string[] = [
    rect(0, 0, 1200, 800, "#EFE8DC"),
    rect(
      0,
      0,
      1200,
      800,
      ctx.rad(
        [
          [0, "#fff", 0.4],
          [1, "#fff", 0],
        ],
        0.5,
        0.4,
        0.7,
      ),
    ),
  ];
  const sp: Tone[] = [WOOD.ash, WOOD.oak, WOOD.chestnut, WOOD.douglas, WOOD.cherry, WOOD.walnut];
  const xs = [150, 305, 460, 615, 770, 925];
  sp.forEach((t, i) => {
    const x = xs[i] as number;
    const y = 70 + (i % 2) * 40;
    const h = 470 + (i % 3) * 30;
    const a = (i - 2.5) * 1.6;
    out.push(
      group(
        [
          rect(x + 12, y + 16, 125, h, "#5A4632", { opacity: 0.18, rx: 4 }),
          wood(ctx, x, y, 125, h, t, "v", 1.3, { rx: 3 }),
          rect(x, y, 125, 4, "#fff", { opacity: 0.3 }),
          rect(x + 121, y, 4, h, "#000", { opacity: 0.12 }),
        ],
        { transform: `rotate(${num(a)} ${num(x + 62)} ${num(y + h / 2)})` },
      ),
    );
  });
  // end-grain slices
  const slices: [number, number, number, Tone][] = [
    [260, 690, 70, WOOD.oak],
    [430, 700, 58, WOOD.walnut],
    [580, 688, 64, WOOD.douglas],
  ];
  for (const [x, y, r, t] of slices) {
    out.push(
      ellipse(x + 8, y + 12, r, r * 0.96, "#5A4632", { opacity: 0.2 }),
      circle(x, y, r, darken(t.base, 0.35)),
      circle(x, y, r * 0.9, t.light),
    );
    let rings = "";
    for (let k = 1; k < 8; k++)
      rings += `M${num(x - (r * 0.9 * k) / 8)} ${num(y)}a${num((r * 0.9 * k) / 8)} ${num((r * 0.86 * k) / 8)} 0 1 0 ${num((r * 1.8 * k) / 8)} 0a${num((r * 0.9 * k) / 8)} ${num((r * 0.86 * k) / 8)} 0 1 0 ${num((-r * 1.8 * k) / 8)} 0`;
    out.push(
      path(rings, "none", { stroke: t.grain, "stroke-width": 1.2, opacity: 0.5 }),
      path(`M${num(x)} ${num(y)}l${num(r * 0.7)} ${num(-r * 0.3)}`, "none", {
        stroke: darken(t.base, 0.3),
        "stroke-width": 1.5,
        opacity: 0.5,
      }),
    );
  }
  // pencil and brass rule
  out.push(
    group(
      [
        rect(760, 700, 260, 16, "#D9A441", { rx: 3 }),
        path("M1020 700l34 8-34 8Z", "#E7CFA2"),
        path("M1046 706l8 2-8 2Z", "#333"),
        rect(760, 700, 26, 16, "#A65F45"),
      ],
      { transform: "rotate(-8 900 708)" },
    ),
  );
  out.push(
    group(
      [
        rect(700, 745, 420, 22, palette.brass, { rx: 2 }),
        path(Array.from({ length: 20 }, (_, k) => `M${720 + k * 20} 745v${k % 2 ? 6 : 10}`).join(""), "none", {
          stroke: "#6E5A35",
          "stroke-width": 1.2,
        }),
      ],
      { transform: "rotate(-3 900 756)" },
    ),
  );
  out.push(group([rect(0, 0, 80, 64, "#F6F1EA", { rx: 2 })], { transform: "translate(1080 90) rotate(10)" }));
  return ctx.svg(out);
}

/** Kitchen care: oiling an oak worktop, with a cloth, a bottle of oil and a brush. */
export function kitchenCare(key: string): string {
  const ctx = scene(key);
  const t = WOOD.oak;
  const out: string[] = [rect(0, 0, 1200, 800, palette.wall)];
  // tiled wall
  const tile = ctx.pattern(
    "zel",
    { width: 60, height: 30 },
    rect(0, 0, 60, 30, "#E9E4DA") + rect(1, 1, 58, 28, "#DCD3C4") + rect(1, 1, 58, 10, "#fff", { opacity: 0.12 }),
  );
  out.push(
    rect(0, 0, 1200, 330, tile),
    rect(
      0,
      0,
      1200,
      330,
      ctx.lin([
        [0, "#fff", 0.25],
        [1, "#000", 0.05],
      ]),
    ),
  );
  // worktop in perspective
  const top: [number, number][] = [
    [0, 330],
    [1200, 330],
    [1200, 800],
    [0, 800],
  ];
  out.push(
    poly(
      top,
      ctx.lin([
        [0, t.dark],
        [0.4, t.base],
        [1, t.light],
      ]),
    ),
  );
  let joints = "";
  for (let k = -6; k <= 6; k++) joints += `M${num(600 + k * 60)} 330L${num(600 + k * 260)} 800`;
  out.push(path(joints, "none", { stroke: t.dark, "stroke-width": 1.2, opacity: 0.45 }));
  out.push(poly(top, ctx.grain(t, "v", 2.2)));
  // freshly oiled sheen
  out.push(
    path("M120 800C240 640 420 560 700 520S1100 470 1200 420V800Z", "#fff", { opacity: 0.1 }),
    ellipse(720, 600, 260, 40, "#fff", { opacity: 0.12, transform: "rotate(-8 720 600)" }),
  );
  out.push(shade(ctx, 0, 330, 1200, 40, "top", 0.25));
  // oil bottle
  out.push(ellipse(330, 520, 70, 14, "#000", { opacity: 0.15 }));
  out.push(path("M270 520V330q0-40 30-55V215h50v60q30 15 30 55V520Z", "#A47A2C", { opacity: 0.95 }));
  out.push(
    rect(298, 185, 54, 34, t.dark, { rx: 6 }),
    rect(276, 380, 98, 90, palette.ash),
    rect(292, 400, 66, 10, palette.green),
    rect(300, 420, 50, 6, "#A9977C"),
    rect(282, 330, 14, 180, "#fff", { opacity: 0.25, rx: 7 }),
  );
  // folded linen cloth with green stripes
  out.push(ellipse(640, 640, 170, 22, "#000", { opacity: 0.12 }));
  out.push(path("M480 630l40-90h260l-30 90Z", "#EDE6D8"), path("M480 630l-5 22h265l10-22Z", "#DCD3C2"));
  out.push(path("M510 570h262M500 592h262", "none", { stroke: palette.green, "stroke-width": 7 }));
  // brush and a small bowl of oil
  out.push(
    group(
      [
        rect(820, 540, 190, 30, t.dark, { rx: 8 }),
        rect(1000, 532, 36, 46, "#8F938F"),
        rect(1034, 528, 60, 54, "#E8D3A6", { rx: 4 }),
      ],
      { transform: "rotate(-14 920 555)" },
    ),
  );
  out.push(
    ellipse(930, 690, 80, 14, "#000", { opacity: 0.12 }),
    path("M850 640q0 50 80 50t80-50Z", "#E4DACB"),
    ellipse(930, 640, 80, 14, "#F1EBE1"),
    ellipse(930, 642, 64, 9, "#C08A2E"),
  );
  out.push(
    ellipse(700, 470, 26, 6, "#C08A2E", { opacity: 0.6 }),
    ellipse(760, 490, 14, 4, "#C08A2E", { opacity: 0.5 }),
  );
  // plant and a stack of boards at the back
  out.push(plant(ctx, 1080, 380, 240, 0, palette.terracotta));
  out.push(wood(ctx, 90, 240, 140, 100, WOOD.walnut, "h"), wood(ctx, 120, 210, 110, 130, t, "v"));
  return ctx.svg(out);
}

/** Custom staircase drawing on the drafting table: plan, elevation, tools. */
export function stairPlan(key: string): string {
  const ctx = scene(key);
  const out: string[] = [rect(0, 0, 1200, 800, WOOD.oak.base), rect(0, 0, 1200, 800, ctx.grain(WOOD.oak, "h", 2))];
  out.push(
    rect(
      0,
      0,
      1200,
      800,
      ctx.rad(
        [
          [0, "#fff", 0.15],
          [1, "#000", 0.18],
        ],
        0.5,
        0.45,
        0.8,
      ),
    ),
  );
  // paper sheet
  out.push(
    group(
      [
        rect(14, 18, 880, 620, "#000", { opacity: 0.15 }),
        rect(0, 0, 880, 620, "#F8F4EC"),
        rect(
          0,
          0,
          880,
          620,
          ctx.pattern(
            "grid",
            { width: 20, height: 20 },
            path("M20 0V20H0", "none", { stroke: "#DCE3E0", "stroke-width": 0.8 }),
          ),
        ),
      ],
      { transform: "translate(120 90) rotate(-2 440 310)" },
    ),
  );
  const ink = "#3F4A46";
  const d: string[] = [];
  // plan view of a quarter-turn stair
  const px = 200;
  const py = 150;
  d.push(`M${px} ${py}h150v360h-150Z`);
  for (let i = 1; i < 9; i++) d.push(`M${px} ${py + 150 + i * 24}h150`);
  d.push(
    `M${px} ${py + 150}L${px + 150} ${py}M${px} ${py + 150}L${px + 75} ${py}M${px} ${py + 150}L${px + 150} ${py + 75}`,
  );
  d.push(`M${px + 150} ${py}h180v150h-180`);
  for (let i = 1; i < 6; i++) d.push(`M${px + 150 + i * 30} ${py}v150`);
  out.push(
    group(
      [
        path(d.join(""), "none", { stroke: ink, "stroke-width": 2 }),
        path(`M${px + 75} ${py + 500}V${py + 190}L${px + 110} ${py + 75}H${px + 320}`, "none", {
          stroke: palette.green,
          "stroke-width": 2,
          "stroke-dasharray": "6 5",
        }),
        path(`M${px + 320} ${py + 75}l-12 -7v14Z`, palette.green),
      ],
      { transform: "rotate(-2 560 400)" },
    ),
  );
  // elevation
  const ex = 620;
  const ey = 560;
  let z = `M${ex} ${ey}`;
  for (let i = 0; i < 9; i++) z += "v-26h30";
  const e: string[] = [z, `M${ex - 10} ${ey}h320`, `M${ex} ${ey + 20}L${ex + 270} ${ey - 214}`];
  // dimension lines with ticks
  const dim = `M${ex} ${ey + 40}h270M${ex} ${ey + 34}v12M${ex + 270} ${ey + 34}v12M${ex + 300} ${ey}v-234M${ex + 294} ${ey}h12M${ex + 294} ${ey - 234}h12M${px - 30} ${py}v510M${px - 36} ${py}h12M${px - 36} ${py + 510}h12`;
  out.push(
    group(
      [
        path(e.join(""), "none", { stroke: ink, "stroke-width": 2 }),
        path(dim, "none", { stroke: palette.terracotta, "stroke-width": 1.5 }),
      ],
      { transform: "rotate(-2 560 400)" },
    ),
  );
  // small detail circle
  out.push(
    group(
      [
        circle(760, 240, 70, "none", { stroke: ink, "stroke-width": 1.5, "stroke-dasharray": "5 4" }),
        path("M710 260h100v-24h-60v-20h-40Z", "none", { stroke: ink, "stroke-width": 2 }),
        path("M712 258h96", "none", { stroke: WOOD.oak.dark, "stroke-width": 4 }),
      ],
      { transform: "rotate(-2 560 400)" },
    ),
  );
  // tools: set square, pencil, rule, eraser, oak sample
  out.push(
    group(
      [
        path("M0 0L0 220L260 220Z", "#CFE0DC", { opacity: 0.55 }),
        path("M40 80L40 180L140 180Z", "#EFE8DC", { opacity: 0.9 }),
        path("M0 0L0 220L260 220Z", "none", { stroke: "#9FB5AF", "stroke-width": 2 }),
      ],
      { transform: "translate(900 430) rotate(12)" },
    ),
  );
  out.push(
    group(
      [
        rect(0, 0, 300, 18, "#2F3A33", { rx: 3 }),
        path("M300 0l40 9-40 9Z", "#E7CFA2"),
        path("M330 6.8l10 2.2-10 2.2Z", "#333"),
      ],
      { transform: "translate(780 130) rotate(32)" },
    ),
  );
  out.push(
    group(
      [
        rect(0, 0, 520, 34, "#C9CCC8"),
        path(Array.from({ length: 52 }, (_, k) => `M${k * 10} 0v${k % 5 ? 7 : 14}`).join(""), "none", {
          stroke: "#666",
          "stroke-width": 1,
        }),
      ],
      { transform: "translate(80 690) rotate(-4)" },
    ),
  );
  out.push(
    rect(1010, 680, 70, 34, "#E9A9A0", { rx: 6, transform: "rotate(-10 1045 697)" }),
    rect(1010, 680, 26, 34, "#F3EEE6", { rx: 6, transform: "rotate(-10 1045 697)" }),
  );
  out.push(
    group(
      [
        rect(0, 0, 190, 110, "#000", { opacity: 0.15, transform: "translate(8 10)" }),
        wood(ctx, 0, 0, 190, 110, WOOD.oak, "h", 1.2),
      ],
      { transform: "translate(960 40) rotate(8)" },
    ),
  );
  return ctx.svg(out);
}
