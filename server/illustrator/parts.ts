/**
 * Reusable illustration parts: room shell, windows with a view of maritime pines, cabinet
 * fronts, worktops, shelves and their contents, lights, furniture, stairs, plants, people.
 * Everything returns SVG markup strings.
 */
import {
  palette,
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
  pathData,
  poly,
  rect,
} from "./lib.ts";
import type { Attrs, Box, Cam, Ctx, P3, Pt, Tone } from "./lib.ts";

export interface R {
  x: number;
  y: number;
  w: number;
  h: number;
}

/* ---------------------------------------------------------------- surfaces */

/** A wooden (or painted) rectangle with a soft sheen and grain. */
export function wood(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  t: Tone,
  dir: "v" | "h" = "v",
  k = 1,
  a: Attrs = {},
): string {
  const fill = ctx.lin(
    [
      [0, t.light],
      [0.55, t.base],
      [1, t.dark],
    ],
    0,
    0,
    1,
    1,
  );
  let s = rect(x, y, w, h, fill, a);
  if (t.grain && Math.abs(w * h) > 900 && Math.min(Math.abs(w), Math.abs(h)) > 12)
    s += rect(x, y, w, h, ctx.grain(t, dir, k), { rx: a.rx, transform: a.transform });
  return s;
}

/** Soft linear shadow falling from one edge of a rectangle. */
export function shade(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  from: "top" | "bottom" | "left" | "right",
  op = 0.25,
  col = "#000",
): string {
  const [x1, y1, x2, y2] =
    from === "top" ? [0, 0, 0, 1] : from === "bottom" ? [0, 1, 0, 0] : from === "left" ? [0, 0, 1, 0] : [1, 0, 0, 0];
  return rect(
    x,
    y,
    w,
    h,
    ctx.lin(
      [
        [0, col, op],
        [1, col, 0],
      ],
      x1,
      y1,
      x2,
      y2,
    ),
  );
}

/** Radial glow (lamps, light spots, contact shadows). */
export function glow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, col: string, op: number): string {
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    ctx.rad([
      [0, col, op],
      [0.55, col, op * 0.35],
      [1, col, 0],
    ]),
  );
}

/** Contact shadow on the floor under a box footprint. */
export function floorShadow(
  ctx: Ctx,
  cam: Cam,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  op = 0.22,
  spread = 0.12,
): string {
  const p = cam.ps([
    [x0 - spread, 0, z0 - spread],
    [x1 + spread, 0, z0 - spread],
    [x1 + spread, 0, z1],
    [x0 - spread, 0, z1],
  ]);
  const ys = p.map((q) => q[1]);
  const a = cam.p(0, 0, z0)[1];
  return poly(
    p,
    ctx.linU(
      [
        [0, "#000", 0],
        [0.6, "#000", op * 0.5],
        [1, "#000", op],
      ],
      0,
      Math.max(...ys),
      0,
      Math.min(...ys, a - 1),
    ),
  );
}

/* ---------------------------------------------------------------- room shell */

interface RoomOpt {
  xl: number;
  xr: number;
  h: number;
  zb: number;
  zn?: number;
  wall: string;
  side?: string;
  ceil?: string;
  floor: Tone;
  floorKind?: "planks" | "tiles" | "concrete" | "wide";
  plank?: number;
  skirting?: string | false;
}

/** Back wall, side walls, ceiling and a floor in perspective, with ambient occlusion. */
export function room(ctx: Ctx, cam: Cam, o: RoomOpt): string {
  const { xl, xr, h, zb } = o;
  const zn = o.zn ?? 0.3;
  const out: string[] = [];
  const side = o.side ?? darken(o.wall, 0.07);
  const ceil = o.ceil ?? lighten(o.wall, 0.3);
  out.push(
    poly(
      cam.ps([
        [xl, h, zb],
        [xr, h, zb],
        [xr, h, zn],
        [xl, h, zn],
      ]),
      ceil,
    ),
  );
  out.push(
    poly(
      cam.ps([
        [xl, 0, zb],
        [xl, h, zb],
        [xl, h, zn],
        [xl, 0, zn],
      ]),
      side,
    ),
  );
  out.push(
    poly(
      cam.ps([
        [xr, 0, zb],
        [xr, h, zb],
        [xr, h, zn],
        [xr, 0, zn],
      ]),
      side,
    ),
  );
  // floor
  const fl = cam.ps([
    [xl, 0, zb],
    [xr, 0, zb],
    [xr, 0, zn],
    [xl, 0, zn],
  ]);
  const yb = cam.p(0, 0, zb)[1];
  out.push(
    poly(
      fl,
      ctx.linU(
        [
          [0, darken(o.floor.base, 0.05)],
          [0.5, o.floor.base],
          [1, o.floor.light],
        ],
        0,
        yb,
        0,
        ctx.h,
      ),
    ),
  );
  const kind = o.floorKind ?? "planks";
  const lines: string[] = [];
  const step = o.plank ?? (kind === "tiles" ? 0.6 : kind === "wide" ? 0.3 : 0.19);
  if (kind === "planks" || kind === "wide") {
    for (let x = xl + step; x < xr - 0.01; x += step) {
      lines.push(
        pathData(
          cam.ps([
            [x, 0, zb],
            [x, 0, zn],
          ]),
        ),
      );
      let z = zb - ctx.rand(0.1, 1.6);
      while (z > zn) {
        const [a, b] = cam.ps([
          [x - step, 0, z],
          [x, 0, z],
        ]) as [Pt, Pt];
        if (a[1] < ctx.h && b[0] > 0 && a[0] < ctx.w) lines.push(pathData([a, b]));
        z -= ctx.rand(1.3, 2.2);
      }
    }
    out.push(path(lines.join(""), "none", { stroke: darken(o.floor.base, 0.35), "stroke-width": 1, opacity: 0.45 }));
    if (o.floor.grain) out.push(poly(fl, ctx.grain(o.floor, "v", 0.8), { opacity: 0.7 }));
  } else if (kind === "tiles") {
    for (let x = xl + step; x < xr - 0.01; x += step)
      lines.push(
        pathData(
          cam.ps([
            [x, 0, zb],
            [x, 0, zn],
          ]),
        ),
      );
    for (let z = zb - step; z > zn; z -= step)
      lines.push(
        pathData(
          cam.ps([
            [xl, 0, z],
            [xr, 0, z],
          ]),
        ),
      );
    out.push(path(lines.join(""), "none", { stroke: lighten(o.floor.base, 0.35), "stroke-width": 1.2, opacity: 0.8 }));
  } else {
    for (let z = zb - 1.5; z > zn; z -= 2.5)
      lines.push(
        pathData(
          cam.ps([
            [xl, 0, z],
            [xr, 0, z],
          ]),
        ),
      );
    lines.push(
      pathData(
        cam.ps([
          [(xl + xr) / 2, 0, zb],
          [(xl + xr) / 2, 0, zn],
        ]),
      ),
    );
    out.push(path(lines.join(""), "none", { stroke: darken(o.floor.base, 0.15), "stroke-width": 1.2, opacity: 0.5 }));
  }
  // back wall
  const bw = cam.rectAt(xl, xr, 0, h, zb);
  out.push(rect(bw.x, bw.y, bw.w, bw.h, o.wall));
  out.push(
    rect(
      bw.x,
      bw.y,
      bw.w,
      bw.h,
      ctx.rad(
        [
          [0, "#fff", 0.22],
          [1, "#fff", 0],
        ],
        0.45,
        0.35,
        0.7,
      ),
    ),
  );
  // ambient occlusion in the corners
  const ao = bw.u * 0.12;
  out.push(shade(ctx, bw.x, bw.y + bw.h - ao, bw.w, ao, "bottom", 0.1));
  out.push(shade(ctx, bw.x, bw.y, bw.w, ao, "top", 0.08));
  out.push(shade(ctx, bw.x, bw.y, ao, bw.h, "left", 0.08));
  out.push(shade(ctx, bw.x + bw.w - ao, bw.y, ao, bw.h, "right", 0.08));
  if (o.skirting !== false) {
    const sk = o.skirting ?? lighten(o.wall, 0.4);
    const t = 0.08;
    const r = cam.rectAt(xl, xr, 0, t, zb);
    out.push(rect(r.x, r.y, r.w, r.h, sk));
    out.push(rect(r.x, r.y, r.w, 1.2, "#fff", { opacity: 0.5 }));
    out.push(
      poly(
        cam.ps([
          [xl, 0, zb],
          [xl, t, zb],
          [xl, t, zn],
          [xl, 0, zn],
        ]),
        darken(sk, 0.06),
      ),
    );
    out.push(
      poly(
        cam.ps([
          [xr, 0, zb],
          [xr, t, zb],
          [xr, t, zn],
          [xr, 0, zn],
        ]),
        darken(sk, 0.06),
      ),
    );
  }
  return out.join("");
}

/* ---------------------------------------------------------------- nature */

/** A maritime pine (tall bare trunk, umbrella crown), as seen in the Landes de Gascogne. */
export function pine(x: number, yb: number, hh: number, col: string, trunk: string, lean = 0): string {
  const tx = x + lean * hh;
  const ty = yb - hh * 0.74;
  const tw = Math.max(0.8, hh * 0.022);
  const mx = x + lean * hh * 0.5;
  const d =
    `M${num(x - tw)} ${num(yb)}Q${num(mx - tw)} ${num(yb - hh * 0.4)} ${num(tx - tw * 0.5)} ${num(ty)}` +
    `L${num(tx + tw * 0.5)} ${num(ty)}Q${num(mx + tw)} ${num(yb - hh * 0.4)} ${num(x + tw)} ${num(yb)}Z`;
  const cw = hh * 0.2;
  const br = `M${num(tx)} ${num(ty + hh * 0.06)}l${num(-cw * 0.6)} ${num(-hh * 0.06)}M${num(tx)} ${num(ty + hh * 0.02)}l${num(cw * 0.7)} ${num(-hh * 0.07)}`;
  return group([
    path(d, trunk),
    path(br, "none", { stroke: trunk, "stroke-width": num(tw * 0.9), "stroke-linecap": "round" }),
    path(
      (
        [
          [tx - cw * 0.75, ty - hh * 0.03, cw * 0.7, hh * 0.065],
          [tx + cw * 0.7, ty - hh * 0.07, cw * 0.75, hh * 0.07],
          [tx, ty - hh * 0.1, cw * 0.85, hh * 0.085],
          [tx - cw * 0.25, ty - hh * 0.17, cw * 0.55, hh * 0.06],
        ] as const
      )
        .map(
          ([cx, cy, rx, ry]) =>
            `M${num(cx - rx)} ${num(cy)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0Z`,
        )
        .join(""),
      col,
    ),
    ellipse(tx + cw * 0.1, ty - hh * 0.15, cw * 0.5, hh * 0.035, lighten(col, 0.12)),
  ]);
}

/** Band of distant forest with a bumpy skyline. */
export function forestBand(ctx: Ctx, x0: number, x1: number, yb: number, hh: number, col: string): string {
  let d = `M${num(x0)} ${num(yb)}L${num(x0)} ${num(yb - hh * 0.6)}`;
  let x = x0;
  while (x < x1) {
    const rx = hh * ctx.rand(0.18, 0.4);
    const ny = yb - hh * ctx.rand(0.45, 1);
    d += `A${num(rx)} ${num(rx * 0.8)} 0 0 1 ${num(x + rx * 2)} ${num(ny)}`;
    x += rx * 2;
  }
  d += `L${num(x)} ${num(yb)}Z`;
  return path(d, col);
}

/** A view of sky, forest and maritime pines, clipped to a rectangle. */
function pineView(ctx: Ctx, r: R, o: { warm?: boolean; ground?: string; dense?: number } = {}): string {
  const { x, y, w, h } = r;
  const clip = ctx.clip(rect(x, y, w, h, "#000"));
  const gy = y + h * 0.8;
  const parts: string[] = [
    rect(
      x,
      y,
      w,
      h,
      ctx.lin([
        [0, o.warm ? "#E9DCC4" : "#CFDCD6"],
        [0.7, o.warm ? "#F6E9D2" : "#EEF0E6"],
        [1, "#F6EEDD"],
      ]),
    ),
    forestBand(ctx, x - 10, x + w + 10, gy, h * 0.28, "#A9B7A8"),
    forestBand(ctx, x - 10, x + w + 10, gy + h * 0.02, h * 0.18, "#8FA291"),
    rect(x, gy, w, h - (gy - y), o.ground ?? "#C9BC95"),
    rect(x, gy, w, h * 0.03, "#7F9273", { opacity: 0.6 }),
  ];
  const count = o.dense ?? Math.max(2, Math.round(w / 110));
  for (let i = 0; i < count; i++) {
    const px = x + (w * (i + 0.3 + ctx.rand(-0.2, 0.3))) / count;
    const ph = h * ctx.rand(0.75, 1.05);
    if (px < -ph * 0.3 || px > ctx.w + ph * 0.3 || gy - ph > ctx.h || gy < 0) continue;
    parts.push(
      pine(
        px,
        gy + h * ctx.rand(0, 0.06),
        ph,
        ctx.pick([palette.pine, "#4A6350", palette.pineDark]),
        "#6E5A48",
        ctx.rand(-0.05, 0.05),
      ),
    );
  }
  return group(parts, { "clip-path": clip });
}

/** A framed window (frame colour, mullions) showing pines outside. */
export function windowFrame(
  ctx: Ctx,
  r: R,
  u: number,
  o: { frame?: string; cols?: number; rows?: number; fw?: number; sill?: Tone | false; warm?: boolean } = {},
): string {
  const fw = (o.fw ?? 0.06) * u;
  const frame = o.frame ?? palette.char;
  const cols = o.cols ?? 2;
  const rows = o.rows ?? 1;
  const out: string[] = [
    rect(r.x - fw * 0.3, r.y - fw * 0.3, r.w + fw * 0.6, r.h + fw * 0.6, darken(palette.wall, 0.12)),
    pineView(ctx, r, { warm: o.warm }),
    rect(
      r.x,
      r.y,
      r.w,
      r.h,
      ctx.lin(
        [
          [0, "#fff", 0.28],
          [0.45, "#fff", 0],
          [1, "#fff", 0.12],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  ];
  const m: string[] = [];
  for (let i = 1; i < cols; i++) m.push(rect(r.x + (r.w * i) / cols - fw * 0.35, r.y, fw * 0.7, r.h, frame));
  for (let i = 1; i < rows; i++) m.push(rect(r.x, r.y + (r.h * i) / rows - fw * 0.35, r.w, fw * 0.7, frame));
  out.push(...m);
  out.push(
    path(
      `M${num(r.x - fw)} ${num(r.y - fw)}h${num(r.w + 2 * fw)}v${num(r.h + 2 * fw)}h${num(-r.w - 2 * fw)}ZM${num(r.x)} ${num(r.y)}v${num(r.h)}h${num(r.w)}v${num(-r.h)}Z`,
      frame,
      { "fill-rule": "evenodd" },
    ),
  );
  if (o.sill !== false) {
    const st = o.sill ?? WOOD.oak;
    out.push(wood(ctx, r.x - fw * 2, r.y + r.h + fw, r.w + fw * 4, fw * 0.9, st, "h"));
    out.push(shade(ctx, r.x - fw * 2, r.y + r.h + fw * 1.9, r.w + fw * 4, fw * 1.2, "top", 0.18));
  }
  return out.join("");
}

/** Convex hull (monotone chain) used for light beams. */
function hull(p: Pt[]): Pt[] {
  const s = [...p].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lo: Pt[] = [];
  for (const q of s) {
    while (lo.length >= 2 && cross(lo[lo.length - 2] as Pt, lo[lo.length - 1] as Pt, q) <= 0) lo.pop();
    lo.push(q);
  }
  const up: Pt[] = [];
  for (const q of s.reverse()) {
    while (up.length >= 2 && cross(up[up.length - 2] as Pt, up[up.length - 1] as Pt, q) <= 0) up.pop();
    up.push(q);
  }
  return lo.slice(0, -1).concat(up.slice(0, -1));
}

/**
 * Sunlight from a window in the back wall (x0..x1, y0..y1 at depth z): a beam and a bright
 * patch on the floor, thrown towards the viewer and sideways by `sx`.
 */
export function sunBeam(
  ctx: Ctx,
  cam: Cam,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  k = 0.8,
  sx = 0.35,
  op = 0.3,
): string {
  const win: P3[] = [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ];
  const patch: P3[] = [
    [x0 + sx * y0, 0, z - y0 * k],
    [x1 + sx * y0, 0, z - y0 * k],
    [x1 + sx * y1, 0, z - y1 * k],
    [x0 + sx * y1, 0, z - y1 * k],
  ];
  const pw = cam.ps(win);
  const pp = cam.ps(patch);
  const h = hull([...pw, ...pp]);
  const a = cam.p((x0 + x1) / 2, (y0 + y1) / 2, z);
  const b = cam.p((x0 + x1) / 2 + sx * y1, 0, z - y1 * k);
  return (
    poly(
      h,
      ctx.linU(
        [
          [0, palette.light, op * 0.7],
          [1, palette.light, op * 0.15],
        ],
        a[0],
        a[1],
        b[0],
        b[1],
      ),
    ) + poly(pp, palette.light, { opacity: op * 1.4 })
  );
}

/** Sunlight through a window in a side wall (at x, between z0..z1 and y0..y1). */
export function sideBeam(
  ctx: Ctx,
  cam: Cam,
  x: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  k = 0.9,
  sz = -0.2,
  op = 0.28,
): string {
  const s = x < cam.ox ? 1 : -1;
  const win: P3[] = [
    [x, y0, z0],
    [x, y0, z1],
    [x, y1, z1],
    [x, y1, z0],
  ];
  const patch: P3[] = [
    [x + s * y0 * k, 0, z0 + sz * y0],
    [x + s * y0 * k, 0, z1 + sz * y0],
    [x + s * y1 * k, 0, z1 + sz * y1],
    [x + s * y1 * k, 0, z0 + sz * y1],
  ];
  const pw = cam.ps(win);
  const pp = cam.ps(patch);
  const a = cam.p(x, (y0 + y1) / 2, (z0 + z1) / 2);
  const b = cam.p(x + s * y1 * k, 0, (z0 + z1) / 2);
  return (
    poly(
      hull([...pw, ...pp]),
      ctx.linU(
        [
          [0, palette.light, op * 0.7],
          [1, palette.light, op * 0.1],
        ],
        a[0],
        a[1],
        b[0],
        b[1],
      ),
    ) + poly(pp, palette.light, { opacity: op * 1.3 })
  );
}

/** Window in a side wall with a pine view (perspective quad). */
export function sideWindow(
  ctx: Ctx,
  cam: Cam,
  x: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  frame = palette.char,
): string {
  const q = cam.ps([
    [x, y0, z0],
    [x, y1, z0],
    [x, y1, z1],
    [x, y0, z1],
  ]);
  const xs = q.map((p) => p[0]);
  const ys = q.map((p) => p[1]);
  const bx = Math.min(...xs);
  const by = Math.min(...ys);
  const r = { x: bx, y: by, w: Math.max(...xs) - bx, h: Math.max(...ys) - by };
  const clip = ctx.clip(poly(q, "#000"));
  const mid = cam.ps([
    [x, y0, (z0 + z1) / 2],
    [x, y1, (z0 + z1) / 2],
  ]);
  const out = [
    poly(
      cam.ps([
        [x, y0 - 0.05, z0 - 0.05],
        [x, y1 + 0.05, z0 - 0.05],
        [x, y1 + 0.05, z1 + 0.05],
        [x, y0 - 0.05, z1 + 0.05],
      ]),
      frame,
    ),
    group(pineView(ctx, r), { "clip-path": clip }),
    poly(
      q,
      ctx.lin(
        [
          [0, "#fff", 0.25],
          [1, "#fff", 0.05],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    path(pathData(mid), "none", { stroke: frame, "stroke-width": 5 }),
    poly(q, "none", { stroke: frame, "stroke-width": 4 }),
  ];
  return out.join("");
}

/* ---------------------------------------------------------------- cabinetry */

type FrontKind =
  "door" | "doors" | "dr1" | "dr2" | "dr3" | "dr4" | "oven" | "open" | "glass" | "panel" | "blank" | "slats";
export interface FrontCol {
  w: number;
  k: FrontKind;
  hinge?: "l" | "r";
}
export interface FrontOpt {
  tone: Tone;
  handle?: "bar" | "brass" | "knob" | "gola" | "notch" | "none";
  hpos?: "top" | "bottom" | "mid";
  gap?: number;
  dir?: "v" | "h";
  carcass?: string;
  inner?: string;
  k?: number;
}

/** Cabinet fronts laid out in columns inside a frontal rectangle. Returns markup and open niches. */
export function fronts(ctx: Ctx, r: R & { u: number }, cols: FrontCol[], o: FrontOpt): { svg: string; niches: R[] } {
  const out: string[] = [];
  const niches: R[] = [];
  const t = o.tone;
  const u = r.u;
  const gap = o.gap ?? Math.max(1.4, u * 0.005);
  const handle = o.handle ?? "bar";
  const hcol = handle === "brass" ? palette.brass : "#2A2E2B";
  const total = cols.reduce((s, c) => s + c.w, 0);
  out.push(rect(r.x, r.y, r.w, r.h, o.carcass ?? darken(t.base, 0.5)));
  const panel = (x: number, y: number, w: number, h: number, hk: "h" | "v" | "none", hinge: "l" | "r" = "l"): void => {
    let top = y + gap / 2;
    let hh = h - gap;
    if (handle === "gola") {
      const gh = Math.min(u * 0.03, hh * 0.2);
      out.push(rect(x + gap / 2, top, w - gap, gh, darken(t.base, 0.55)));
      out.push(shade(ctx, x + gap / 2, top, w - gap, gh, "top", 0.35));
      top += gh;
      hh -= gh;
    }
    out.push(wood(ctx, x + gap / 2, top, w - gap, hh, t, o.dir ?? "v", o.k ?? 1));
    out.push(rect(x + gap / 2, top, w - gap, Math.max(1, u * 0.003), "#fff", { opacity: 0.22 }));
    if (hk === "none" || handle === "none" || handle === "gola") return;
    const hw = Math.max(2, u * 0.011);
    if (handle === "notch") {
      out.push(
        path(
          `M${num(x + w / 2 - u * 0.035)} ${num(top)}a${num(u * 0.035)} ${num(u * 0.02)} 0 0 0 ${num(u * 0.07)} 0Z`,
          darken(t.base, 0.45),
        ),
      );
      return;
    }
    if (handle === "knob") {
      const kx = hk === "h" ? x + w / 2 : hinge === "l" ? x + w - u * 0.06 : x + u * 0.06;
      const ky =
        hk === "h" ? top + Math.min(hh / 2, u * 0.08) : o.hpos === "bottom" ? top + hh - u * 0.1 : top + u * 0.1;
      out.push(circle(kx, ky + 1, hw * 1.1, "#000", { opacity: 0.15 }), circle(kx, ky, hw * 1.1, hcol));
      return;
    }
    if (hk === "h") {
      const lw = Math.min(w * 0.45, u * 0.2);
      const hy = top + Math.min(hh * 0.3, u * 0.06);
      out.push(rect(x + w / 2 - lw / 2, hy + hw * 0.5, lw, hw, "#000", { opacity: 0.15, rx: hw / 2 }));
      out.push(rect(x + w / 2 - lw / 2, hy, lw, hw, hcol, { rx: hw / 2 }));
    } else {
      const lh = Math.min(hh * 0.4, u * 0.22);
      const hx = hinge === "l" ? x + w - gap / 2 - u * 0.05 : x + gap / 2 + u * 0.04;
      const hy =
        o.hpos === "bottom" ? top + hh - lh - u * 0.06 : o.hpos === "mid" ? top + hh / 2 - lh / 2 : top + u * 0.06;
      out.push(rect(hx + hw * 0.5, hy + hw * 0.5, hw, lh, "#000", { opacity: 0.15, rx: hw / 2 }));
      out.push(rect(hx, hy, hw, lh, hcol, { rx: hw / 2 }));
    }
  };
  let x = r.x;
  for (const c of cols) {
    const w = (r.w * c.w) / total;
    const { y, h } = r;
    switch (c.k) {
      case "door":
        panel(x, y, w, h, "v", c.hinge ?? "l");
        break;
      case "doors":
        panel(x, y, w / 2, h, "v", "l");
        panel(x + w / 2, y, w / 2, h, "v", "r");
        break;
      case "panel":
        panel(x, y, w, h, "none");
        break;
      case "dr1":
      case "dr2":
      case "dr3":
      case "dr4": {
        const ratios =
          c.k === "dr1" ? [1] : c.k === "dr2" ? [1, 1] : c.k === "dr3" ? [0.75, 1, 1.25] : [0.7, 0.9, 1, 1.1];
        const sum = ratios.reduce((a, b) => a + b, 0);
        let yy = y;
        for (const q of ratios) {
          const hh = (h * q) / sum;
          panel(x, yy, w, hh, "h");
          yy += hh;
        }
        break;
      }
      case "oven": {
        const dh = h * 0.22;
        panel(x, y + h - dh, w, dh, "h");
        const oy = y + gap;
        const oh = h - dh - gap * 1.5;
        out.push(rect(x + gap / 2, oy, w - gap, oh, "#262A28"));
        out.push(
          rect(
            x + w * 0.12,
            oy + oh * 0.28,
            w * 0.76,
            oh * 0.6,
            ctx.lin([
              [0, "#3B403D"],
              [1, "#161917"],
            ]),
            { rx: u * 0.01 },
          ),
        );
        out.push(
          rect(
            x + w * 0.12,
            oy + oh * 0.28,
            w * 0.76,
            oh * 0.6,
            ctx.lin(
              [
                [0, "#fff", 0.12],
                [0.5, "#fff", 0],
              ],
              0,
              0,
              1,
              1,
            ),
            { rx: u * 0.01 },
          ),
        );
        out.push(rect(x + w * 0.15, oy + oh * 0.12, w * 0.7, Math.max(2, u * 0.012), "#9A9E99", { rx: 2 }));
        out.push(rect(x + w * 0.4, oy + oh * 0.04, w * 0.2, Math.max(2, u * 0.012), "#E7C07A", { opacity: 0.8 }));
        break;
      }
      case "open": {
        const inner = { x: x + gap, y: y + gap, w: w - gap * 2, h: h - gap * 2 };
        out.push(rect(inner.x, inner.y, inner.w, inner.h, o.inner ?? darken(t.base, 0.12)));
        if (t.grain) out.push(rect(inner.x, inner.y, inner.w, inner.h, ctx.grain(t, "h", o.k ?? 1)));
        out.push(shade(ctx, inner.x, inner.y, inner.w, Math.min(inner.h * 0.35, u * 0.12), "top", 0.28));
        out.push(shade(ctx, inner.x, inner.y, Math.min(inner.w * 0.2, u * 0.05), inner.h, "left", 0.15));
        niches.push(inner);
        break;
      }
      case "glass": {
        panel(x, y, w, h, "v", c.hinge ?? "l");
        const m = Math.min(w, h) * 0.14;
        out.push(
          rect(
            x + m,
            y + m,
            w - 2 * m,
            h - 2 * m,
            ctx.lin([
              [0, "#3A3F3A"],
              [1, "#5A5E57"],
            ]),
          ),
        );
        for (let i = 1; i < 3; i++)
          out.push(
            rect(x + m, y + m + ((h - 2 * m) * i) / 3, w - 2 * m, u * 0.015, lighten(t.base, 0.1), { opacity: 0.5 }),
          );
        out.push(
          rect(
            x + m,
            y + m,
            w - 2 * m,
            h - 2 * m,
            ctx.lin(
              [
                [0, "#fff", 0.3],
                [0.4, "#fff", 0.05],
                [1, "#fff", 0.15],
              ],
              0,
              0,
              1,
              1,
            ),
          ),
        );
        break;
      }
      case "slats": {
        out.push(rect(x + gap / 2, y + gap / 2, w - gap, h - gap, "#1E211F"));
        out.push(slats(ctx, { x: x + gap / 2, y: y + gap / 2, w: w - gap, h: h - gap }, u, t));
        break;
      }
      case "blank":
        break;
    }
    x += w;
  }
  return { svg: out.join(""), niches };
}

/** Vertical wooden slats over dark felt (acoustic panels, claustra fronts). */
export function slats(
  ctx: Ctx,
  r: R,
  u: number,
  t: Tone,
  o: { sw?: number; gap?: number; felt?: string | false } = {},
): string {
  const sw = (o.sw ?? 0.03) * u;
  const gp = (o.gap ?? 0.015) * u;
  const count = Math.max(1, Math.floor((r.w + gp) / (sw + gp)));
  const used = count * sw + (count - 1) * gp;
  const x0 = r.x + (r.w - used) / 2;
  const out: string[] = [];
  if (o.felt !== false) out.push(rect(r.x, r.y, r.w, r.h, o.felt ?? "#1C1F1D"));
  let d = "";
  let hl = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + i * (sw + gp);
    d += `M${num(x)} ${num(r.y)}h${num(sw)}v${num(r.h)}h${num(-sw)}Z`;
    hl += `M${num(x + sw * 0.15)} ${num(r.y)}v${num(r.h)}`;
  }
  out.push(
    path(
      d,
      ctx.linU(
        [
          [0, t.light],
          [0.5, t.base],
          [1, t.dark],
        ],
        r.x,
        r.y,
        r.x + r.w * 0.3,
        r.y + r.h,
      ),
    ),
  );
  if (t.grain) out.push(path(d, ctx.grain(t, "v", 0.7)));
  out.push(path(hl, "none", { stroke: "#fff", "stroke-width": Math.max(0.8, sw * 0.18), opacity: 0.18 }));
  return out.join("");
}

/** Wood-textured box in perspective (front with grain, lighter top, darker side). */
export function woodBox(
  ctx: Ctx,
  cam: Cam,
  b: Box,
  t: Tone,
  o: { dir?: "v" | "h"; top?: string; side?: string; bottom?: string; k?: number } = {},
): string {
  const out = [
    box3(cam, b, {
      top:
        o.top ??
        ctx.lin(
          [
            [0, lighten(t.base, 0.08)],
            [1, t.light],
          ],
          0,
          0,
          0,
          1,
        ),
      side: o.side ?? darken(t.base, 0.2),
      bottom: o.bottom ?? darken(t.base, 0.32),
    }),
  ];
  const r = cam.rectAt(b.x0, b.x1, b.y0, b.y1, b.z0);
  out.push(wood(ctx, r.x, r.y, r.w, r.h, t, o.dir ?? "h", o.k ?? 1));
  if (t.grain && cam.eye > b.y1) {
    const q = cam.ps([
      [b.x0, b.y1, b.z0],
      [b.x1, b.y1, b.z0],
      [b.x1, b.y1, b.z1],
      [b.x0, b.y1, b.z1],
    ]);
    const ys = q.map((p) => p[1]);
    if ((Math.max(...ys) - Math.min(...ys)) * r.w > 1500) out.push(poly(q, ctx.grain(t, "h", o.k ?? 1)));
  }
  return out.join("");
}

/** A cabinet run as a box with fronts on its face. */
export function cabinet(
  ctx: Ctx,
  cam: Cam,
  b: Box,
  cols: FrontCol[],
  o: FrontOpt & { side?: string; top?: string },
): { svg: string; niches: R[]; face: R & { u: number } } {
  const face = cam.rectAt(b.x0, b.x1, b.y0, b.y1, b.z0);
  const f = fronts(ctx, face, cols, o);
  const s = box3(cam, b, {
    top: o.top ?? lighten(o.tone.base, 0.1),
    side: o.side ?? darken(o.tone.base, 0.22),
    bottom: darken(o.tone.base, 0.35),
  });
  return { svg: s + f.svg, niches: f.niches, face };
}

/** Plinth recess under a base cabinet. */
export function plinth(cam: Cam, x0: number, x1: number, z0: number, z1: number, hh = 0.1): string {
  return box3(cam, { x0, x1, y0: 0, y1: hh, z0: z0 + 0.05, z1 }, { front: "#2A2522", side: "#231F1C" });
}

/** Worktop slab in perspective. */
export function slab(ctx: Ctx, cam: Cam, b: Box, top: string, edge: string, grain?: Tone): string {
  let s = box3(cam, b, { top, side: darken(edge, 0.1), front: edge, bottom: darken(edge, 0.25) });
  if (grain?.grain && cam.eye > b.y1)
    s += poly(
      cam.ps([
        [b.x0, b.y1, b.z0],
        [b.x1, b.y1, b.z0],
        [b.x1, b.y1, b.z1],
        [b.x0, b.y1, b.z1],
      ]),
      ctx.grain(grain, "h"),
    );
  const r = cam.rectAt(b.x0, b.x1, b.y0, b.y1, b.z0);
  s += rect(r.x, r.y, r.w, Math.max(1, r.h * 0.2), "#fff", { opacity: 0.25 });
  return s;
}

/* ---------------------------------------------------------------- objects */

const BOOK_COLS = [
  "#2F3A33",
  "#A65F45",
  "#C99A4B",
  "#E9DFC9",
  "#5B6B6E",
  "#6B4A33",
  "#8E9C88",
  "#7A3B3B",
  "#34403F",
  "#D7C7A8",
  "#B58C63",
];

/** A row of books standing on a shelf, occasionally leaning or stacked. */
export function books(
  ctx: Ctx,
  x: number,
  yb: number,
  w: number,
  hmax: number,
  o: { cols?: string[]; fill?: number } = {},
): string {
  const cols = o.cols ?? BOOK_COLS;
  const out: string[] = [];
  const batch = new Map<string, string>();
  const box = (bx: number, by: number, bw: number, bh: number, c: string): void => {
    if (bx > ctx.w + 10 || bx + bw < -10) return;
    batch.set(c, (batch.get(c) ?? "") + `M${num(bx)} ${num(by)}h${num(bw)}v${num(bh)}h${num(-bw)}Z`);
  };
  let cx = x;
  const end = x + w * (o.fill ?? ctx.rand(0.7, 0.95));
  while (cx < end) {
    if (ctx.r() < 0.08 && end - cx > hmax * 0.9) {
      // horizontal stack
      let yy = yb;
      const sw = hmax * ctx.rand(0.7, 0.85);
      for (let i = 0; i < 3; i++) {
        const bh = hmax * ctx.rand(0.08, 0.12);
        const bw = sw * ctx.rand(0.85, 1);
        box(cx, yy - bh, bw, bh, ctx.pick(cols));
        yy -= bh;
      }
      cx += sw + hmax * 0.05;
      continue;
    }
    const bw = hmax * ctx.rand(0.09, 0.17);
    const bh = hmax * ctx.rand(0.68, 0.98);
    const c = ctx.pick(cols);
    box(cx, yb - bh, bw, bh, c);
    if (hmax > 40 && ctx.r() < 0.4) box(cx, yb - bh * 0.86, bw, bh * 0.05, lighten(c, 0.35));
    cx += bw;
  }
  if (end - x < w * 0.93 && ctx.r() < 0.7) {
    const bh = hmax * 0.8;
    const bw = hmax * 0.12;
    out.push(rect(cx, yb - bh, bw, bh, ctx.pick(cols), { transform: `rotate(14 ${num(cx)} ${num(yb)})` }));
  }
  for (const [c, d] of batch) out.unshift(path(d, c));
  return group(out);
}

/** A simple ceramic vase/jar. */
export function vase(x: number, yb: number, s: number, col: string, kind = 0): string {
  if (kind === 1) {
    // round bowl
    return path(
      `M${num(x - s * 0.5)} ${num(yb - s * 0.32)}q0 ${num(s * 0.32)} ${num(s * 0.5)} ${num(s * 0.32)}q${num(s * 0.5)} 0 ${num(s * 0.5)} ${num(-s * 0.32)}Z`,
      col,
    );
  }
  if (kind === 2) {
    // jar with lid
    return group([
      rect(x - s * 0.22, yb - s * 0.6, s * 0.44, s * 0.6, col, { rx: s * 0.06 }),
      rect(x - s * 0.24, yb - s * 0.68, s * 0.48, s * 0.1, darken(col, 0.25), { rx: s * 0.03 }),
    ]);
  }
  return path(
    `M${num(x - s * 0.12)} ${num(yb - s)}h${num(s * 0.24)}c0 ${num(s * 0.2)} ${num(s * 0.26)} ${num(s * 0.3)} ${num(s * 0.26)} ${num(s * 0.62)}q0 ${num(s * 0.38)} ${num(-s * 0.38)} ${num(s * 0.38)}h${num(-s * 0.24)}q${num(-s * 0.38)} 0 ${num(-s * 0.38)} ${num(-s * 0.38)}c0 ${num(-s * 0.32)} ${num(s * 0.26)} ${num(-s * 0.42)} ${num(s * 0.26)} ${num(-s * 0.62)}Z`,
    col,
  );
}

/** A potted plant. kind 0: leafy, 1: tall grass/snake plant, 2: trailing, 3: olive branch. */
export function plant(ctx: Ctx, x: number, yb: number, s: number, kind = 0, pot = palette.terracotta): string {
  const out: string[] = [];
  const ph = pot === "none" ? 0 : s * 0.32;
  const leaves = [palette.leaf, palette.leafDark, palette.leafLight];
  const lp = ["", "", ""];
  /** Leaf from (x0, y0) along angle a (deg), length l, half-width k*l. */
  const leaf = (i: number, x0: number, y0: number, a: number, l: number, k = 0.22): void => {
    const r = (a * Math.PI) / 180;
    const dx = Math.cos(r) * l;
    const dy = Math.sin(r) * l;
    const nx = -Math.sin(r) * l * k;
    const ny = Math.cos(r) * l * k;
    lp[i % 3] +=
      `M${num(x0)} ${num(y0)}q${num(dx / 2 + nx)} ${num(dy / 2 + ny)} ${num(dx)} ${num(dy)}q${num(-dx / 2 - nx)} ${num(-dy / 2 - ny)} ${num(-dx)} ${num(-dy)}Z`;
  };
  const flush = (): void => {
    lp.forEach((d, i) => {
      if (d) out.push(path(d, leaves[i] as string));
    });
  };
  if (kind === 0) {
    const count = s < 80 ? 6 : 9;
    for (let i = 0; i < count; i++) {
      const a = -165 + (150 * i) / (count - 1) + ctx.rand(-8, 8);
      leaf(i, x + ctx.rand(-s * 0.03, s * 0.03), yb - ph - s * 0.02, a, s * ctx.rand(0.45, 0.65), 0.2);
    }
    flush();
  } else if (kind === 1) {
    for (let i = 0; i < 7; i++) {
      const bx = x + (i - 3) * s * 0.05;
      const hh = s * ctx.rand(0.55, 0.9);
      const lean = (i - 3) * s * 0.04;
      out.push(
        path(
          `M${num(bx - s * 0.03)} ${num(yb - ph)}Q${num(bx + lean * 0.3)} ${num(yb - ph - hh * 0.6)} ${num(bx + lean)} ${num(yb - ph - hh)}Q${num(bx + lean * 0.5 + s * 0.04)} ${num(yb - ph - hh * 0.5)} ${num(bx + s * 0.03)} ${num(yb - ph)}Z`,
          leaves[i % 3] as string,
        ),
      );
    }
  } else if (kind === 2) {
    for (let i = 0; i < 4; i++) {
      const sx = x + (i - 2) * s * 0.12;
      const len = s * ctx.rand(0.3, 0.8);
      out.push(
        path(
          `M${num(x)} ${num(yb - ph)}Q${num(sx + (i - 2) * s * 0.1)} ${num(yb - ph)} ${num(sx + (i - 2) * s * 0.08)} ${num(yb + len - ph)}`,
          "none",
          { stroke: palette.leafDark, "stroke-width": num(Math.max(0.8, s * 0.012)) },
        ),
      );
      for (let j = 0; j < 4; j++) {
        const ly = yb - ph + (len * (j + 0.5)) / 4;
        leaf(i + j, sx + (i - 2) * s * 0.08, ly, j % 2 ? 20 : 160, s * 0.08, 0.3);
      }
    }
    flush();
    out.push(ellipse(x, yb - ph, s * 0.24, s * 0.08, palette.leaf));
  } else {
    out.push(
      path(
        `M${num(x)} ${num(yb - ph)}q${num(-s * 0.05)} ${num(-s * 0.4)} ${num(s * 0.08)} ${num(-s * 0.75)}M${num(x)} ${num(yb - ph - s * 0.3)}q${num(s * 0.15)} ${num(-s * 0.1)} ${num(s * 0.25)} ${num(-s * 0.3)}`,
        "none",
        { stroke: "#6D5A45", "stroke-width": num(Math.max(1, s * 0.015)) },
      ),
    );
    for (let i = 0; i < 14; i++) {
      const cx = x + ctx.rand(-s * 0.22, s * 0.3);
      const cy = yb - ph - ctx.rand(s * 0.2, s * 0.8);
      leaf(i, cx, cy, ctx.rand(-60, 60) + (i % 2 ? 180 : 0), s * 0.1, 0.15);
    }
    lp.forEach((d, i) => {
      if (d) out.push(path(d, ["#7F9474", "#97A88A", "#6A7F63"][i] as string));
    });
  }
  if (pot === "none") return group(out);
  out.push(
    path(`M${num(x - s * 0.2)} ${num(yb - ph)}h${num(s * 0.4)}l${num(-s * 0.04)} ${num(ph)}h${num(-s * 0.32)}Z`, pot),
  );
  out.push(rect(x - s * 0.21, yb - ph, s * 0.42, s * 0.04, darken(pot, 0.12)));
  out.push(
    path(
      `M${num(x + s * 0.05)} ${num(yb - ph + s * 0.04)}h${num(s * 0.15)}l${num(-s * 0.04)} ${num(ph - s * 0.04)}h${num(-s * 0.11)}Z`,
      "#000",
      { opacity: 0.12 },
    ),
  );
  return group(out);
}

/** Hanging pendant lamp with a warm glow and light cone. */
export function pendant(
  ctx: Ctx,
  x: number,
  y0: number,
  y: number,
  r: number,
  col: string,
  kind: "dome" | "globe" | "cone" = "dome",
): string {
  const out: string[] = [line(x, y0, x, y, "#2A2A28", Math.max(0.8, r * 0.04))];
  out.push(
    poly(
      [
        [x - r * 0.8, y + r * 0.5],
        [x + r * 0.8, y + r * 0.5],
        [x + r * 3.2, y + r * 9],
        [x - r * 3.2, y + r * 9],
      ],
      ctx.lin([
        [0, palette.light, 0.16],
        [1, palette.light, 0],
      ]),
    ),
  );
  out.push(glow(ctx, x, y + r * 0.5, r * 3, r * 2.2, "#FFD9A0", 0.45));
  if (kind === "globe") {
    out.push(
      circle(
        x,
        y + r * 0.6,
        r * 0.8,
        ctx.rad(
          [
            [0, "#FFF6E5"],
            [1, "#F2D7A8"],
          ],
          0.45,
          0.4,
          0.6,
        ),
      ),
    );
  } else if (kind === "cone") {
    out.push(
      path(`M${num(x - r * 0.25)} ${num(y)}h${num(r * 0.5)}l${num(r * 0.55)} ${num(r * 0.9)}h${num(-r * 1.6)}Z`, col),
    );
    out.push(ellipse(x, y + r * 0.9, r * 0.8, r * 0.12, "#FFE8BF"));
  } else {
    out.push(
      path(
        `M${num(x - r)} ${num(y + r * 0.55)}C${num(x - r)} ${num(y - r * 0.35)} ${num(x + r)} ${num(y - r * 0.35)} ${num(x + r)} ${num(y + r * 0.55)}Z`,
        col,
      ),
    );
    out.push(
      path(
        `M${num(x - r * 0.7)} ${num(y + r * 0.2)}C${num(x - r * 0.6)} ${num(y - r * 0.1)} ${num(x - r * 0.2)} ${num(y - r * 0.15)} ${num(x)} ${num(y - r * 0.16)}`,
        "none",
        { stroke: "#fff", "stroke-width": num(r * 0.08), opacity: 0.25 },
      ),
    );
    out.push(ellipse(x, y + r * 0.55, r * 0.98, r * 0.16, "#FFE8BF"));
  }
  return group(out);
}

/** Bar stool seen from the front. */
export function stool(x: number, yb: number, s: number, seat: string, legs: string): string {
  const sh = s * 0.75;
  return group([
    ellipse(x, yb, s * 0.3, s * 0.04, "#000", { opacity: 0.15 }),
    path(
      `M${num(x - s * 0.16)} ${num(yb - sh)}L${num(x - s * 0.22)} ${num(yb)}M${num(x + s * 0.16)} ${num(yb - sh)}L${num(x + s * 0.22)} ${num(yb)}M${num(x - s * 0.19)} ${num(yb - sh * 0.35)}H${num(x + s * 0.19)}`,
      "none",
      {
        stroke: legs,
        "stroke-width": num(s * 0.035),
        "stroke-linecap": "round",
      },
    ),
    rect(x - s * 0.22, yb - sh - s * 0.07, s * 0.44, s * 0.08, seat, { rx: s * 0.03 }),
  ]);
}

/** A low sofa from the front. */
export function sofa(ctx: Ctx, x: number, yb: number, w: number, s: number, col: string): string {
  const hh = s * 0.42;
  return group([
    ellipse(x + w / 2, yb, w * 0.55, s * 0.04, "#000", { opacity: 0.18 }),
    rect(x, yb - hh, w, hh * 0.85, darken(col, 0.1), { rx: s * 0.04 }),
    rect(x + s * 0.1, yb - hh * 1.05, w - s * 0.2, hh * 0.55, col, { rx: s * 0.05 }),
    rect(x + s * 0.1, yb - hh * 0.5, w - s * 0.2, hh * 0.22, lighten(col, 0.08), { rx: s * 0.03 }),
    rect(x - s * 0.02, yb - hh * 0.72, s * 0.14, hh * 0.62, lighten(col, 0.05), { rx: s * 0.05 }),
    rect(x + w - s * 0.12, yb - hh * 0.72, s * 0.14, hh * 0.62, lighten(col, 0.05), { rx: s * 0.05 }),
    rect(x + w * 0.15, yb - hh * 1.15, s * 0.26, s * 0.2, palette.ochre, {
      rx: s * 0.04,
      transform: `rotate(-8 ${num(x + w * 0.15)} ${num(yb - hh)})`,
    }),
    rect(x + w * 0.7, yb - hh * 1.12, s * 0.24, s * 0.19, palette.ash, {
      rx: s * 0.04,
      transform: `rotate(6 ${num(x + w * 0.7)} ${num(yb - hh)})`,
    }),
    rect(x + s * 0.04, yb - hh * 0.1, s * 0.04, hh * 0.1, palette.walnut),
    rect(x + w - s * 0.08, yb - hh * 0.1, s * 0.04, hh * 0.1, palette.walnut),
    shade(ctx, x, yb - hh * 0.3, w, hh * 0.2, "bottom", 0.12),
  ]);
}

/** An armchair in three-quarter-ish front view. */
export function armchair(x: number, yb: number, s: number, col: string, legs = palette.walnut): string {
  return group([
    ellipse(x, yb, s * 0.45, s * 0.05, "#000", { opacity: 0.16 }),
    path(
      `M${num(x - s * 0.3)} ${num(yb - s * 0.05)}l${num(-s * 0.04)} ${num(s * 0.05)}M${num(x + s * 0.3)} ${num(yb - s * 0.05)}l${num(s * 0.04)} ${num(s * 0.05)}`,
      "none",
      { stroke: legs, "stroke-width": num(s * 0.04), "stroke-linecap": "round" },
    ),
    path(
      `M${num(x - s * 0.32)} ${num(yb - s * 0.5)}q0 ${num(-s * 0.38)} ${num(s * 0.32)} ${num(-s * 0.4)}q${num(s * 0.32)} ${num(s * 0.02)} ${num(s * 0.32)} ${num(s * 0.4)}v${num(s * 0.2)}h${num(-s * 0.64)}Z`,
      darken(col, 0.08),
    ),
    rect(x - s * 0.4, yb - s * 0.38, s * 0.8, s * 0.3, col, { rx: s * 0.08 }),
    rect(x - s * 0.26, yb - s * 0.42, s * 0.52, s * 0.1, lighten(col, 0.1), { rx: s * 0.04 }),
  ]);
}

/** Simple side/dining chair in front view. */
export function chair(x: number, yb: number, s: number, col: string): string {
  return group([
    ellipse(x, yb, s * 0.26, s * 0.03, "#000", { opacity: 0.14 }),
    path(
      `M${num(x - s * 0.18)} ${num(yb)}V${num(yb - s * 0.95)}M${num(x + s * 0.18)} ${num(yb)}V${num(yb - s * 0.95)}`,
      "none",
      {
        stroke: col,
        "stroke-width": num(s * 0.045),
        "stroke-linecap": "round",
      },
    ),
    rect(x - s * 0.2, yb - s * 0.95, s * 0.4, s * 0.14, col, { rx: s * 0.03 }),
    rect(x - s * 0.22, yb - s * 0.5, s * 0.44, s * 0.06, darken(col, 0.15), { rx: s * 0.02 }),
  ]);
}

/** Rug on the floor. */
export function rug(cam: Cam, x0: number, x1: number, z0: number, z1: number, col: string, stripe?: string): string {
  let s = poly(
    cam.ps([
      [x0, 0.005, z0],
      [x1, 0.005, z0],
      [x1, 0.005, z1],
      [x0, 0.005, z1],
    ]),
    col,
  );
  if (stripe) {
    const m = 0.15;
    s += poly(
      cam.ps([
        [x0 + m, 0.006, z0 + m],
        [x1 - m, 0.006, z0 + m],
        [x1 - m, 0.006, z1 - m],
        [x0 + m, 0.006, z1 - m],
      ]),
      "none",
      { stroke: stripe, "stroke-width": 2 },
    );
  }
  return s;
}

/** Abstract framed artwork (no text). */
export function artwork(x: number, y: number, w: number, h: number, frame = palette.walnut): string {
  const m = Math.min(w, h) * 0.08;
  return group([
    rect(x + 3, y + 5, w, h, "#000", { opacity: 0.12 }),
    rect(x, y, w, h, frame),
    rect(x + m, y + m, w - 2 * m, h - 2 * m, "#F3ECE0"),
    circle(x + w * 0.58, y + h * 0.42, Math.min(w, h) * 0.2, palette.ochre, { opacity: 0.85 }),
    path(
      `M${num(x + m)} ${num(y + h * 0.72)}Q${num(x + w * 0.4)} ${num(y + h * 0.5)} ${num(x + w - m)} ${num(y + h * 0.68)}V${num(y + h - m)}H${num(x + m)}Z`,
      palette.sage,
    ),
    path(
      `M${num(x + m)} ${num(y + h * 0.82)}Q${num(x + w * 0.6)} ${num(y + h * 0.66)} ${num(x + w - m)} ${num(y + h * 0.84)}V${num(y + h - m)}H${num(x + m)}Z`,
      palette.green,
    ),
  ]);
}

/** Path data of a hanger hooked on a rail at yr (batch several, then stroke once). */
export function hanger(x: number, yr: number, w: number): string {
  return `M${num(x)} ${num(yr)}c${num(-w * 0.08)} 0 ${num(-w * 0.08)} ${num(w * 0.12)} 0 ${num(w * 0.12)}l${num(-w * 0.42)} ${num(w * 0.18)}h${num(w * 0.84)}Z`;
}

/** Stroke for a batch of hangers. */
export function hangers(d: string, w: number): string {
  return d ? path(d, "none", { stroke: "#3B3A36", "stroke-width": num(Math.max(0.8, w * 0.03)) }) : "";
}

/** Hanging garment (shirt / coat / dress) under a rail at yr; `withHanger` false when hangers are batched. */
export function garment(
  x: number,
  yr: number,
  w: number,
  len: number,
  col: string,
  kind = 0,
  withHanger = true,
): string {
  const hook = withHanger ? hanger(x, yr, w) : "";
  const top = yr + w * 0.26;
  let body: string;
  if (kind === 1) {
    // dress
    body = `M${num(x - w * 0.3)} ${num(top)}h${num(w * 0.6)}l${num(w * 0.2)} ${num(len)}h${num(-w)}Z`;
  } else if (kind === 2) {
    // trousers folded over the bar
    body = `M${num(x - w * 0.38)} ${num(top - w * 0.06)}h${num(w * 0.76)}v${num(len * 0.55)}h${num(-w * 0.76)}Z`;
  } else {
    body = `M${num(x - w * 0.42)} ${num(top)}q${num(w * 0.42)} ${num(-w * 0.1)} ${num(w * 0.84)} 0l${num(w * 0.08)} ${num(len)}h${num(-w)}Z`;
  }
  if (w < 22) return hangers(hook, w) + path(body, col);
  return group([
    hangers(hook, w),
    path(body, col),
    path(`M${num(x)} ${num(top)}v${num(len * (kind === 2 ? 0.55 : 1))}`, "none", {
      stroke: darken(col, 0.25),
      "stroke-width": num(Math.max(0.6, w * 0.03)),
      opacity: 0.6,
    }),
    path(body, "none", { stroke: darken(col, 0.2), "stroke-width": num(Math.max(0.5, w * 0.02)), opacity: 0.5 }),
  ]);
}

/** Stack of folded clothes. */
export function folded(ctx: Ctx, x: number, yb: number, w: number, count: number, cols: string[]): string {
  const out: string[] = [];
  let y = yb;
  for (let i = 0; i < count; i++) {
    const hh = w * ctx.rand(0.14, 0.2);
    const c = ctx.pick(cols);
    const off = ctx.rand(-w * 0.04, w * 0.04);
    out.push(rect(x + off, y - hh, w, hh, c, { rx: hh * 0.35 }));
    out.push(
      rect(x + off + w * 0.05, y - hh * 0.55, w * 0.9, Math.max(0.6, hh * 0.1), darken(c, 0.2), { opacity: 0.6 }),
    );
    y -= hh;
  }
  return group(out);
}

/** Pair of shoes in profile. */
export function shoes(x: number, yb: number, s: number, col: string): string {
  const up = (ox: number): string =>
    `M${num(ox)} ${num(yb)}v${num(-s * 0.22)}q${num(s * 0.05)} ${num(-s * 0.12)} ${num(s * 0.18)} ${num(-s * 0.1)}l${num(s * 0.1)} ${num(s * 0.12)}q${num(s * 0.35)} ${num(s * 0.02)} ${num(s * 0.4)} ${num(s * 0.2)}Z`;
  const sole = (ox: number): string =>
    `M${num(ox)} ${num(yb - s * 0.04)}h${num(s * 0.68)}v${num(s * 0.04)}h${num(-s * 0.68)}Z`;
  return path(up(x) + up(x + s * 0.12), col) + path(sole(x) + sole(x + s * 0.12), darken(col, 0.35));
}

/** Many bottle ends at once, batched per colour: [cx, cy, r, colour]. */
function bottleEnds(list: [number, number, number, string][]): string {
  const by = new Map<string, string>();
  let hl = "";
  for (const [cx, cy, r, col] of list) {
    const rr = r * 0.78;
    by.set(
      col,
      (by.get(col) ?? "") +
        `M${num(cx - rr)} ${num(cy)}a${num(rr)} ${num(rr)} 0 1 0 ${num(2 * rr)} 0a${num(rr)} ${num(rr)} 0 1 0 ${num(-2 * rr)} 0Z`,
    );
    if (r >= 9)
      hl += `M${num(cx - r * 0.7)} ${num(cy - r * 0.3)}a${num(r * 0.75)} ${num(r * 0.75)} 0 0 1 ${num(r * 0.8)} ${num(-r * 0.45)}`;
  }
  const out: string[] = [];
  for (const [col, d] of by) {
    const r0 = list.find((b) => b[3] === col)?.[2] ?? 5;
    out.push(path(d, darken(col, 0.35), { stroke: col, "stroke-width": num(r0 * 0.45) }));
  }
  if (hl) out.push(path(hl, "none", { stroke: "#fff", "stroke-width": 2, opacity: 0.25, "stroke-linecap": "round" }));
  return out.join("");
}

/* ---------------------------------------------------------------- side-facing cabinetry */

/**
 * Cabinet fronts on a plane x = const (a run along a side wall), columns laid out along Z.
 * Used for galley kitchens and U-shaped dressings.
 */
export function sideFronts(
  ctx: Ctx,
  cam: Cam,
  x: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  cols: { w: number; k: "door" | "dr2" | "dr3" | "panel" | "mirror" }[],
  t: Tone,
  handle: "bar" | "brass" | "gola" | "none" = "bar",
): string {
  const out: string[] = [
    poly(
      cam.ps([
        [x, y0, z0],
        [x, y1, z0],
        [x, y1, z1],
        [x, y0, z1],
      ]),
      darken(t.base, 0.5),
    ),
  ];
  const total = cols.reduce((s, c) => s + c.w, 0);
  const gp = 0.006;
  const face = (za: number, zb: number, ya: number, yb: number, hk: boolean, mirror = false): void => {
    let top = yb - gp;
    if (handle === "gola") {
      out.push(
        poly(
          cam.ps([
            [x, top - 0.035, za + gp],
            [x, top, za + gp],
            [x, top, zb - gp],
            [x, top - 0.035, zb - gp],
          ]),
          darken(t.base, 0.55),
        ),
      );
      top -= 0.035;
    }
    const q = cam.ps([
      [x, ya + gp, za + gp],
      [x, top, za + gp],
      [x, top, zb - gp],
      [x, ya + gp, zb - gp],
    ]);
    if (mirror) {
      out.push(
        poly(
          q,
          ctx.lin(
            [
              [0, "#C9D0CB"],
              [0.5, "#E9ECE7"],
              [1, "#B7C0BA"],
            ],
            0,
            0,
            1,
            1,
          ),
        ),
      );
      out.push(poly(q, "none", { stroke: palette.brass, "stroke-width": 2 }));
      return;
    }
    out.push(
      poly(
        q,
        ctx.lin(
          [
            [0, t.light],
            [1, t.dark],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    if (t.grain) out.push(poly(q, ctx.grain(t, "v", 0.6)));
    if (hk && handle !== "gola" && handle !== "none") {
      const hz = za + 0.06;
      const hy = Math.min(top - 0.08, ya + (top - ya) * 0.75);
      out.push(
        path(
          pathData(
            cam.ps([
              [x, hy, hz],
              [x, hy - Math.min(0.25, (top - ya) * 0.35), hz],
            ]),
          ),
          "none",
          { stroke: handle === "brass" ? palette.brass : "#2A2E2B", "stroke-width": 3.5, "stroke-linecap": "round" },
        ),
      );
    }
  };
  let z = z0;
  for (const c of cols) {
    const w = ((z1 - z0) * c.w) / total;
    if (c.k === "dr2" || c.k === "dr3") {
      const k = c.k === "dr2" ? 2 : 3;
      for (let i = 0; i < k; i++) face(z, z + w, y0 + ((y1 - y0) * i) / k, y0 + ((y1 - y0) * (i + 1)) / k, true);
    } else face(z, z + w, y0, y1, c.k === "door", c.k === "mirror");
    z += w;
  }
  return out.join("");
}

/* ---------------------------------------------------------------- wine */

/** Upright bottle seen from the front. */
export function bottleFront(
  x: number,
  yb: number,
  hh: number,
  col: string,
  label = palette.ash,
  cap = palette.terracotta,
): string {
  const w = hh * 0.26;
  const d = `M${num(x - w / 2)} ${num(yb)}V${num(yb - hh * 0.62)}Q${num(x - w / 2)} ${num(yb - hh * 0.75)} ${num(x - w * 0.14)} ${num(yb - hh * 0.8)}V${num(yb - hh)}H${num(x + w * 0.14)}V${num(yb - hh * 0.8)}Q${num(x + w / 2)} ${num(yb - hh * 0.75)} ${num(x + w / 2)} ${num(yb - hh * 0.62)}V${num(yb)}Z`;
  if (hh < 45) return path(d, col) + rect(x - w / 2, yb - hh * 0.5, w, hh * 0.28, label);
  return group([
    path(d, col),
    rect(x - w * 0.15, yb - hh, w * 0.3, hh * 0.12, cap),
    rect(x - w / 2, yb - hh * 0.5, w, hh * 0.28, label),
    rect(x - w * 0.3, yb - hh * 0.42, w * 0.6, hh * 0.05, darken(label, 0.35), { opacity: 0.7 }),
    rect(x - w * 0.38, yb - hh * 0.6, w * 0.12, hh * 0.55, "#fff", { opacity: 0.16 }),
  ]);
}

/** Many small upright bottles, batched per colour: [x, yb, hh, colour, label]. */
export function bottleFronts(list: [number, number, number, string, string][]): string {
  const bodies = new Map<string, string>();
  const labels = new Map<string, string>();
  for (const [x, yb, hh, col, label] of list) {
    const w = hh * 0.26;
    bodies.set(
      col,
      (bodies.get(col) ?? "") +
        `M${num(x - w / 2)} ${num(yb)}V${num(yb - hh * 0.64)}L${num(x - w * 0.14)} ${num(yb - hh * 0.8)}V${num(yb - hh)}H${num(x + w * 0.14)}V${num(yb - hh * 0.8)}L${num(x + w / 2)} ${num(yb - hh * 0.64)}V${num(yb)}Z`,
    );
    labels.set(
      label,
      (labels.get(label) ?? "") + `M${num(x - w / 2)} ${num(yb - hh * 0.5)}h${num(w)}v${num(hh * 0.28)}h${num(-w)}Z`,
    );
  }
  return [...[...bodies].map(([c, d]) => path(d, c)), ...[...labels].map(([c, d]) => path(d, c))].join("");
}

/** Wine glass, optionally with red wine. */
export function wineGlass(x: number, yb: number, hh: number, wine = true): string {
  const w = hh * 0.42;
  return group([
    ellipse(x, yb, w * 0.45, hh * 0.03, "#fff", { opacity: 0.5 }),
    line(x, yb, x, yb - hh * 0.45, "#fff", Math.max(0.8, hh * 0.03), { opacity: 0.7 }),
    path(
      `M${num(x - w / 2)} ${num(yb - hh)}Q${num(x - w / 2)} ${num(yb - hh * 0.45)} ${num(x)} ${num(yb - hh * 0.45)}Q${num(x + w / 2)} ${num(yb - hh * 0.45)} ${num(x + w / 2)} ${num(yb - hh)}Z`,
      "#fff",
      { opacity: 0.35 },
    ),
    wine
      ? path(
          `M${num(x - w * 0.47)} ${num(yb - hh * 0.72)}Q${num(x - w * 0.4)} ${num(yb - hh * 0.47)} ${num(x)} ${num(yb - hh * 0.47)}Q${num(x + w * 0.4)} ${num(yb - hh * 0.47)} ${num(x + w * 0.47)} ${num(yb - hh * 0.72)}Z`,
          "#6B1E2A",
        )
      : "",
    path(
      `M${num(x - w / 2)} ${num(yb - hh)}Q${num(x - w / 2)} ${num(yb - hh * 0.45)} ${num(x)} ${num(yb - hh * 0.45)}Q${num(x + w / 2)} ${num(yb - hh * 0.45)} ${num(x + w / 2)} ${num(yb - hh)}`,
      "none",
      { stroke: "#fff", "stroke-width": Math.max(0.8, hh * 0.02), opacity: 0.8 },
    ),
  ]);
}

/** Grid of individual cubbies with bottle ends. */
export function cubbies(ctx: Ctx, r: R, cols: number, rows: number, t: Tone, fill = 0.85): string {
  const out: string[] = [wood(ctx, r.x, r.y, r.w, r.h, t, "v")];
  const cw = r.w / cols;
  const ch = r.h / rows;
  const fr = Math.max(1.5, Math.min(cw, ch) * 0.1);
  let holes = "";
  const bottles: [number, number, number, string][] = [];
  const wines = ["#2D3A2A", "#3A2226", "#24302A", "#4A2A24", "#1F2B24"];
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const x = r.x + i * cw + fr / 2;
      const y = r.y + j * ch + fr / 2;
      holes += `M${num(x)} ${num(y)}h${num(cw - fr)}v${num(ch - fr)}h${num(fr - cw)}Z`;
      if (ctx.r() < fill)
        bottles.push([x + (cw - fr) / 2, y + (ch - fr) * 0.55, Math.min(cw, ch) * 0.3, ctx.pick(wines)]);
    }
  out.push(path(holes, "#1B1714"));
  out.push(bottleEnds(bottles));
  return out.join("");
}

/** Diamond (X) bin for bulk storage, bottles stacked in the lower triangle and the sides. */
export function diamondBin(ctx: Ctx, r: R, t: Tone): string {
  const out: string[] = [rect(r.x, r.y, r.w, r.h, "#1B1714")];
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const br = Math.min(r.w, r.h) * 0.045;
  const wines = ["#2D3A2A", "#3A2226", "#24302A", "#4A2A24"];
  const bl: [number, number, number, string][] = [];
  // lower triangle: (r.x, r.y+r.h) (r.x+r.w, r.y+r.h) (cx, cy)
  const rowsN = Math.floor(r.h / 2 / (br * 1.75));
  for (let j = 0; j < rowsN; j++) {
    const y = r.y + r.h - br * 1.3 - j * br * 1.75;
    const half = ((y - cy) / (r.h / 2)) * (r.w / 2) - br * 1.6;
    for (let x = cx - half + (j % 2) * br; x <= cx + half; x += br * 2.05) bl.push([x, y, br, ctx.pick(wines)]);
  }
  // side triangles, partially filled
  for (const side of [-1, 1]) {
    for (let j = 0; j < 3; j++) {
      const x = side < 0 ? r.x + br * 1.4 + j * br * 1.75 : r.x + r.w - br * 1.4 - j * br * 1.75;
      const half = (r.h / 2) * (1 - Math.abs(x - cx) / (r.w / 2)) - br * 1.6;
      for (let y = cy - half * 0.2; y <= cy + half; y += br * 2.05) bl.push([x, y, br, ctx.pick(wines)]);
    }
  }
  out.push(bottleEnds(bl));
  const fw = Math.max(2, r.w * 0.035);
  out.push(
    path(
      `M${num(r.x)} ${num(r.y)}L${num(r.x + r.w)} ${num(r.y + r.h)}M${num(r.x + r.w)} ${num(r.y)}L${num(r.x)} ${num(r.y + r.h)}`,
      "none",
      { stroke: t.base, "stroke-width": num(fw) },
    ),
  );
  out.push(
    path(
      `M${num(r.x)} ${num(r.y)}L${num(r.x + r.w)} ${num(r.y + r.h)}M${num(r.x + r.w)} ${num(r.y)}L${num(r.x)} ${num(r.y + r.h)}`,
      "none",
      { stroke: "#fff", "stroke-width": num(fw * 0.2), opacity: 0.2 },
    ),
  );
  out.push(
    path(`M${num(r.x)} ${num(r.y)}h${num(r.w)}v${num(r.h)}h${num(-r.w)}Z`, "none", {
      stroke: t.dark,
      "stroke-width": num(fw * 1.4),
    }),
  );
  return out.join("");
}

/** Wooden wine case (no markings but a dark stamp). */
export function wineCase(ctx: Ctx, x: number, yb: number, w: number, hh: number, t: Tone = WOOD.ash): string {
  return (
    wood(ctx, x, yb - hh, w, hh, t, "h") +
    rect(x, yb - hh, w, hh * 0.14, darken(t.base, 0.1)) +
    rect(x + w * 0.35, yb - hh * 0.6, w * 0.3, hh * 0.25, darken(t.base, 0.45), { opacity: 0.5, rx: 2 }) +
    rect(x, yb - hh, w, hh, "none", { stroke: darken(t.base, 0.3), "stroke-width": 1 })
  );
}

/* ---------------------------------------------------------------- bathroom */

/** Vessel basin with a wall tap above it. */
export function basin(x: number, yb: number, w: number, col = "#F7F4EE"): string {
  const hh = w * 0.3;
  return group([
    ellipse(x, yb, w * 0.52, w * 0.06, "#000", { opacity: 0.12 }),
    path(
      `M${num(x - w / 2)} ${num(yb - hh)}Q${num(x - w / 2)} ${num(yb)} ${num(x)} ${num(yb)}Q${num(x + w / 2)} ${num(yb)} ${num(x + w / 2)} ${num(yb - hh)}Z`,
      col,
    ),
    ellipse(x, yb - hh, w / 2, w * 0.07, lighten(col, 0.3)),
    ellipse(x, yb - hh + w * 0.01, w * 0.42, w * 0.05, "#DCD8D0"),
    path(
      `M${num(x - w * 0.3)} ${num(yb - hh * 0.7)}Q${num(x - w * 0.3)} ${num(yb - hh * 0.1)} ${num(x)} ${num(yb - hh * 0.08)}`,
      "none",
      { stroke: "#fff", "stroke-width": num(w * 0.03), opacity: 0.6 },
    ),
    path(`M${num(x)} ${num(yb - hh - w * 0.45)}v${num(w * 0.12)}h${num(w * 0.02)}`, "none", {
      stroke: "#3A3D3A",
      "stroke-width": num(w * 0.035),
      "stroke-linecap": "round",
    }),
  ]);
}

/** Round mirror with a thin rim. */
export function mirror(ctx: Ctx, cx: number, cy: number, r: number, rim = palette.brass): string {
  return group([
    circle(cx + r * 0.04, cy + r * 0.06, r, "#000", { opacity: 0.12 }),
    circle(cx, cy, r, rim),
    circle(
      cx,
      cy,
      r * 0.95,
      ctx.lin(
        [
          [0, "#DCE3DE"],
          [0.5, "#EEF1EC"],
          [1, "#C5CFC9"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    path(
      `M${num(cx - r * 0.5)} ${num(cy + r * 0.2)}L${num(cx + r * 0.2)} ${num(cy - r * 0.5)}M${num(cx - r * 0.3)} ${num(cy + r * 0.45)}L${num(cx + r * 0.45)} ${num(cy - r * 0.3)}`,
      "none",
      { stroke: "#fff", "stroke-width": num(r * 0.08), opacity: 0.45, "stroke-linecap": "round" },
    ),
  ]);
}

/** Freestanding bathtub in front view, bottom centre at (x, yb), width w. */
export function bathtub(x: number, yb: number, w: number, hh: number, rimH: number): string {
  return group([
    ellipse(x, yb, w * 0.55, hh * 0.08, "#000", { opacity: 0.14 }),
    path(
      `M${num(x - w / 2)} ${num(yb - hh)}C${num(x - w / 2)} ${num(yb - hh * 0.2)} ${num(x - w * 0.38)} ${num(yb)} ${num(x - w * 0.25)} ${num(yb)}H${num(x + w * 0.25)}C${num(x + w * 0.38)} ${num(yb)} ${num(x + w / 2)} ${num(yb - hh * 0.2)} ${num(x + w / 2)} ${num(yb - hh)}Z`,
      "#F4F1EB",
    ),
    path(
      `M${num(x - w * 0.44)} ${num(yb - hh * 0.8)}C${num(x - w * 0.42)} ${num(yb - hh * 0.25)} ${num(x - w * 0.3)} ${num(yb - hh * 0.1)} ${num(x - w * 0.18)} ${num(yb - hh * 0.08)}`,
      "none",
      { stroke: "#fff", "stroke-width": num(w * 0.02), opacity: 0.7 },
    ),
    path(
      `M${num(x + w * 0.05)} ${num(yb - hh * 0.05)}H${num(x + w * 0.25)}C${num(x + w * 0.38)} ${num(yb - hh * 0.05)} ${num(x + w * 0.48)} ${num(yb - hh * 0.3)} ${num(x + w * 0.49)} ${num(yb - hh * 0.8)}`,
      "none",
      { stroke: "#CFC8BC", "stroke-width": num(w * 0.025), opacity: 0.6 },
    ),
    ellipse(x, yb - hh, w / 2, rimH, "#FBF9F5"),
    ellipse(x, yb - hh + rimH * 0.12, w * 0.45, rimH * 0.72, "#DCE2DD"),
    ellipse(x, yb - hh + rimH * 0.2, w * 0.42, rimH * 0.55, "#C9D6D1"),
  ]);
}

/* ---------------------------------------------------------------- tools */

/** A few hand tools, drawn around their own origin (x, y) with size s (px). */
export const TOOLS = {
  saw(x: number, y: number, s: number): string {
    return group([
      path(
        `M${num(x)} ${num(y)}l${num(s * 0.9)} ${num(s * 0.12)}v${num(s * 0.1)}l${num(-s * 0.9)} ${num(s * 0.12)}Z`,
        "#AEB2AE",
      ),
      path(`M${num(x + s * 0.05)} ${num(y + s * 0.33)}l${num(s * 0.85)} ${num(-s * 0.1)}`, "none", {
        stroke: "#7E837F",
        "stroke-width": 1,
        "stroke-dasharray": "2 2",
      }),
      path(
        `M${num(x - s * 0.24)} ${num(y - s * 0.04)}h${num(s * 0.26)}v${num(s * 0.42)}h${num(-s * 0.26)}q${num(-s * 0.06)} ${num(-s * 0.21)} 0 ${num(-s * 0.42)}Z`,
        palette.walnut,
      ),
      ellipse(x - s * 0.1, y + s * 0.17, s * 0.06, s * 0.1, "#EFE6D8"),
    ]);
  },
  hammer(x: number, y: number, s: number): string {
    return group([
      rect(x - s * 0.03, y, s * 0.06, s * 0.7, WOOD.oak.dark, { rx: s * 0.02 }),
      path(
        `M${num(x - s * 0.16)} ${num(y - s * 0.02)}h${num(s * 0.32)}v${num(s * 0.09)}h${num(-s * 0.26)}l${num(-s * 0.06)} ${num(s * 0.05)}Z`,
        "#4B504C",
      ),
    ]);
  },
  square(x: number, y: number, s: number): string {
    return group([
      path(
        `M${num(x)} ${num(y)}h${num(s * 0.08)}v${num(s * 0.62)}h${num(s * 0.4)}v${num(s * 0.08)}h${num(-s * 0.48)}Z`,
        "#B9BDB9",
      ),
      rect(x - s * 0.02, y, s * 0.12, s * 0.34, palette.walnut),
    ]);
  },
  chisel(x: number, y: number, s: number): string {
    return group([
      rect(x - s * 0.035, y, s * 0.07, s * 0.3, WOOD.oak.base, { rx: s * 0.03 }),
      rect(x - s * 0.025, y + s * 0.3, s * 0.05, s * 0.28, "#A4A9A5"),
      rect(x - s * 0.045, y + s * 0.28, s * 0.09, s * 0.03, "#5A5F5B"),
    ]);
  },
  clamp(x: number, y: number, s: number): string {
    return group([
      rect(x, y, s * 0.06, s * 0.8, "#5A5F5B"),
      rect(x, y, s * 0.34, s * 0.07, "#C0703E"),
      rect(x, y + s * 0.5, s * 0.34, s * 0.07, "#C0703E"),
      rect(x + s * 0.24, y + s * 0.57, s * 0.05, s * 0.2, WOOD.oak.dark),
    ]);
  },
  mallet(x: number, y: number, s: number): string {
    return group([
      rect(x - s * 0.03, y, s * 0.06, s * 0.6, WOOD.oak.dark),
      rect(x - s * 0.14, y - s * 0.1, s * 0.28, s * 0.16, WOOD.ash.dark, { rx: s * 0.03 }),
    ]);
  },
  plane(x: number, y: number, s: number): string {
    return group([
      path(`M${num(x)} ${num(y)}h${num(s)}l${num(-s * 0.05)} ${num(-s * 0.16)}h${num(-s * 0.9)}Z`, WOOD.oak.base),
      path(
        `M${num(x + s * 0.45)} ${num(y - s * 0.16)}l${num(s * 0.1)} ${num(-s * 0.18)}h${num(s * 0.08)}l${num(-s * 0.06)} ${num(s * 0.18)}Z`,
        "#5A5F5B",
      ),
      path(
        `M${num(x + s * 0.68)} ${num(y - s * 0.16)}q${num(s * 0.02)} ${num(-s * 0.2)} ${num(s * 0.16)} ${num(-s * 0.2)}q${num(-s * 0.06)} ${num(s * 0.08)} ${num(-s * 0.05)} ${num(s * 0.2)}Z`,
        palette.walnut,
      ),
      path(
        `M${num(x + s * 0.05)} ${num(y - s * 0.16)}q${num(s * 0.02)} ${num(-s * 0.12)} ${num(s * 0.12)} ${num(-s * 0.14)}v${num(s * 0.14)}Z`,
        palette.walnut,
      ),
    ]);
  },
  rule(x: number, y: number, s: number): string {
    return group([
      rect(x, y, s * 0.05, s, "#D9B45A"),
      path(
        `M${num(x)} ${num(y + s * 0.1)}h${num(s * 0.02)}M${num(x)} ${num(y + s * 0.2)}h${num(s * 0.03)}M${num(x)} ${num(y + s * 0.3)}h${num(s * 0.02)}M${num(x)} ${num(y + s * 0.4)}h${num(s * 0.03)}M${num(x)} ${num(y + s * 0.5)}h${num(s * 0.02)}M${num(x)} ${num(y + s * 0.6)}h${num(s * 0.03)}M${num(x)} ${num(y + s * 0.7)}h${num(s * 0.02)}M${num(x)} ${num(y + s * 0.8)}h${num(s * 0.03)}`,
        "none",
        { stroke: "#5A4A2A", "stroke-width": 1 },
      ),
    ]);
  },
};

/** Wood shaving curl. */
export function shaving(x: number, y: number, s: number, col = WOOD.oak.light): string {
  return path(
    `M${num(x)} ${num(y)}c${num(s * 0.3)} ${num(-s * 0.5)} ${num(s * 0.9)} ${num(-s * 0.3)} ${num(s * 0.7)} ${num(s * 0.1)}c${num(-s * 0.15)} ${num(s * 0.3)} ${num(-s * 0.5)} ${num(s * 0.2)} ${num(-s * 0.4)} ${num(-s * 0.05)}`,
    "none",
    { stroke: col, "stroke-width": num(Math.max(1, s * 0.12)), "stroke-linecap": "round" },
  );
}

/* ---------------------------------------------------------------- people */

export interface PersonOpt {
  skin: string;
  hair: string;
  shirt: string;
  apron?: string;
  pants: string;
  /** Arm joints relative to the shoulder, as fractions of the height: [elbow, hand] for left and right. */
  la: [Pt, Pt];
  ra: [Pt, Pt];
  /** Feet offsets (fraction of height). */
  feet?: [number, number];
  cap?: boolean;
  bend?: number;
}

/** Faceless stylised craftsperson standing at (x, yb), height hgt (px). */
export function person(x: number, yb: number, hgt: number, o: PersonOpt): string {
  const s = hgt;
  const bend = (o.bend ?? 0) * s;
  const hip: Pt = [x, yb - s * 0.47];
  const sh: Pt = [x + bend, yb - s * 0.8];
  const head: Pt = [sh[0] + bend * 0.3, yb - s * 0.905];
  const [fl, fr] = o.feet ?? [-0.07, 0.07];
  const limb = (pp: Pt[], col: string, w: number): string =>
    path(pathData(pp), "none", {
      stroke: col,
      "stroke-width": num(w),
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  const arm = (side: number, j: [Pt, Pt]): string => {
    const s0: Pt = [sh[0] + side * s * 0.075, sh[1] + s * 0.02];
    const e: Pt = [s0[0] + j[0][0] * s, s0[1] + j[0][1] * s];
    const h: Pt = [s0[0] + j[1][0] * s, s0[1] + j[1][1] * s];
    return limb([s0, e, h], darken(o.shirt, 0.08), s * 0.055) + circle(h[0], h[1], s * 0.026, o.skin);
  };
  const torso = `M${num(sh[0] - s * 0.1)} ${num(sh[1])}Q${num(sh[0])} ${num(sh[1] - s * 0.025)} ${num(sh[0] + s * 0.1)} ${num(sh[1])}L${num(hip[0] + s * 0.085)} ${num(hip[1] + s * 0.02)}H${num(hip[0] - s * 0.085)}Z`;
  const apron = o.apron
    ? path(
        `M${num(sh[0] - s * 0.06 + bend * 0.1)} ${num(sh[1] + s * 0.05)}h${num(s * 0.12)}L${num(hip[0] + s * 0.1)} ${num(hip[1] + s * 0.18)}H${num(hip[0] - s * 0.1)}Z`,
        o.apron,
      ) + rect(hip[0] - s * 0.05, hip[1] - s * 0.03, s * 0.1, s * 0.06, darken(o.apron, 0.15), { rx: s * 0.01 })
    : "";
  return group([
    ellipse(x, yb, s * 0.2, s * 0.025, "#000", { opacity: 0.18 }),
    arm(-1, o.la),
    limb(
      [
        [hip[0] - s * 0.045, hip[1]],
        [x + fl * s, yb - s * 0.03],
      ],
      o.pants,
      s * 0.075,
    ),
    limb(
      [
        [hip[0] + s * 0.045, hip[1]],
        [x + fr * s, yb - s * 0.03],
      ],
      o.pants,
      s * 0.075,
    ),
    ellipse(x + fl * s - s * 0.01, yb - s * 0.012, s * 0.05, s * 0.02, "#2A2522"),
    ellipse(x + fr * s + s * 0.01, yb - s * 0.012, s * 0.05, s * 0.02, "#2A2522"),
    path(torso, o.shirt),
    apron,
    rect(sh[0] - s * 0.025, sh[1] - s * 0.05, s * 0.05, s * 0.06, darken(o.skin, 0.1)),
    circle(head[0], head[1], s * 0.062, o.skin),
    o.cap
      ? path(
          `M${num(head[0] - s * 0.066)} ${num(head[1] - s * 0.005)}a${num(s * 0.066)} ${num(s * 0.066)} 0 0 1 ${num(s * 0.132)} 0Z`,
          o.hair,
        )
      : path(
          `M${num(head[0] - s * 0.064)} ${num(head[1] + s * 0.01)}a${num(s * 0.064)} ${num(s * 0.066)} 0 0 1 ${num(s * 0.128)} 0q${num(-s * 0.05)} ${num(-s * 0.04)} ${num(-s * 0.128)} 0Z`,
          o.hair,
        ),
    arm(1, o.ra),
  ]);
}

/* ---------------------------------------------------------------- brand mark */

/**
 * The "AL" monogram: an A drawn like a roof truss whose cross-tie continues into the L,
 * a joinery joint between the two letters. Drawn in a 64x64 box.
 */
export function monogram(col: string, accent: string, sw = 5.2): string {
  const a = { stroke: col, "stroke-width": sw, fill: "none", "stroke-linecap": "square", "stroke-linejoin": "miter" };
  return group([
    path("M6.5 53L24 11L41.5 53", "none", a),
    path("M49 11V53H59", "none", a),
    path("M13 38H49", "none", { ...a, stroke: accent }),
  ]);
}
