/**
 * Tiny SVG toolkit for the seed illustrations: markup helpers, colours, a per-document
 * definitions registry (gradients, patterns, clip paths) and a one-point perspective camera.
 * Plain TypeScript that Node 24 runs with type stripping (no enums, no parameter properties).
 */

export type Pt = [number, number];
export type Attrs = Record<string, string | number | undefined | null | false>;
/** [offset 0..1, colour, opacity?] */
type Stop = [number, string, number?];

/** Rounds (whole pixels for large values, one decimal below 20) to keep the files small and stable. */
export function num(v: number): string {
  const r = Math.abs(v) >= 20 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r).replace(/^(-?)0\./, "$1.");
}

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
}

export function element(tag: string, attrs: Attrs = {}, children?: string | string[]): string {
  let s = "<" + tag;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += " " + k + '="' + (typeof v === "number" ? num(v) : esc(v)) + '"';
  }
  const c = Array.isArray(children) ? children.join("") : children;
  return c ? s + ">" + c + "</" + tag + ">" : s + "/>";
}

const pointList = (p: Pt[]): string => p.map(([x, y]) => num(x) + "," + num(y)).join(" ");

/** Rectangle; plain ones are written as a short path, rounded ones as <rect>. */
export function rect(x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}): string {
  if (a.rx !== undefined) return element("rect", { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...a });
  const ww = Math.max(0, w);
  return element("path", { d: `M${num(x)} ${num(y)}h${num(ww)}v${num(Math.max(0, h))}h${num(-ww)}Z`, fill, ...a });
}
export function poly(p: Pt[], fill: string, a: Attrs = {}): string {
  return element("polygon", { points: pointList(p), fill, ...a });
}
export function path(d: string, fill: string, a: Attrs = {}): string {
  return element("path", { d, fill, ...a });
}
export function circle(cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string {
  return element("circle", { cx, cy, r: Math.max(0, r), fill, ...a });
}
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): string {
  return element("ellipse", { cx, cy, rx: Math.max(0, rx), ry: Math.max(0, ry), fill, ...a });
}
export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, w = 1, a: Attrs = {}): string {
  return element("line", { x1, y1, x2, y2, stroke, "stroke-width": w, ...a });
}
export function group(children: string | string[], a: Attrs = {}): string {
  const c = Array.isArray(children) ? children.join("") : children;
  return c ? element("g", a, c) : "";
}
/** Path data from a list of points: "M x,y L x,y ...". */
export function pathData(p: Pt[], close = false): string {
  return "M" + p.map(([x, y]) => num(x) + " " + num(y)).join("L") + (close ? "Z" : "");
}

/* ---------------------------------------------------------------- colours */

function hex2rgb(h: string): [number, number, number] {
  const s = h.replace("#", "");
  const f =
    s.length === 3
      ? s
          .split("")
          .map((c) => c + c)
          .join("")
      : s;
  return [parseInt(f.slice(0, 2), 16), parseInt(f.slice(2, 4), 16), parseInt(f.slice(4, 6), 16)];
}
function rgb2hex(r: number, gg: number, b: number): string {
  const c = (v: number): string =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return "#" + c(r) + c(gg) + c(b);
}
export function mix(a: string, b: string, t: number): string {
  const x = hex2rgb(a);
  const y = hex2rgb(b);
  return rgb2hex(x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t);
}
export const darken = (c: string, t: number): string => mix(c, "#000000", t);
export const lighten = (c: string, t: number): string => mix(c, "#ffffff", t);

/** Brand palette. */
export const palette = {
  oak: "#C8A27A",
  walnut: "#6B4A33",
  ash: "#E8D9C4",
  green: "#2F3A33",
  char: "#1F2421",
  bg: "#F6F1EA",
  wall: "#EEE6DA",
  plaster: "#E6DCCD",
  sage: "#8E9C88",
  sageLight: "#B9C2B0",
  stone: "#DAD4CB",
  quartz: "#ECE9E3",
  terracotta: "#B26B50",
  ochre: "#C99A4B",
  brass: "#B8915A",
  white: "#FBF8F3",
  sky: "#DCE5E0",
  skyWarm: "#F3E7D3",
  pine: "#3E5544",
  pineDark: "#2C3D31",
  pineFar: "#8FA293",
  leaf: "#5C7A5A",
  leafDark: "#3F5A42",
  leafLight: "#86A07A",
  light: "#FFF1D6",
};

export interface Tone {
  base: string;
  light: string;
  dark: string;
  /** Grain line colour, or "" for painted surfaces. */
  grain: string;
  /** Grain line opacity. */
  go: number;
}

function tone(base: string, grain: string, go = 0.35): Tone {
  return { base, light: lighten(base, 0.14), dark: darken(base, 0.14), grain, go };
}

export const WOOD = {
  oak: tone(palette.oak, "#8B6642", 0.32),
  walnut: tone(palette.walnut, "#3A2416", 0.45),
  ash: tone(palette.ash, "#B59A78", 0.38),
  douglas: tone("#C98E62", "#94562F", 0.36),
  chestnut: tone("#A9784F", "#6E4526", 0.38),
  cherry: tone("#A8684A", "#6F3B25", 0.36),
  smoked: tone("#8A6748", "#4E3522", 0.4),
  green: tone(palette.green, ""),
  char: tone(palette.char, ""),
  sage: tone(palette.sage, ""),
  cream: tone("#EFE7DA", ""),
  ink: tone("#34403F", ""),
};

/* ---------------------------------------------------------------- random */

/** Deterministic PRNG (mulberry32) seeded from a string. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/* ---------------------------------------------------------------- culling */

/** Bounding box of path data (control points included, arcs padded by their radii). */
function pathBox(d: string): [number, number, number, number] | null {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g);
  if (!tokens) return null;
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const add = (px: number, py: number, pad = 0): void => {
    x0 = Math.min(x0, px - pad);
    y0 = Math.min(y0, py - pad);
    x1 = Math.max(x1, px + pad);
    y1 = Math.max(y1, py + pad);
  };
  let cmd = "M";
  let i = 0;
  const num = (): number => Number(tokens[i++]);
  while (i < tokens.length) {
    const t = tokens[i] as string;
    if (/[a-zA-Z]/.test(t)) {
      cmd = t;
      i++;
      if (cmd === "Z" || cmd === "z") {
        x = sx;
        y = sy;
        continue;
      }
    }
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case "M":
      case "L":
      case "T": {
        x = ox + num();
        y = oy + num();
        if (cmd.toUpperCase() === "M") {
          sx = x;
          sy = y;
          cmd = rel ? "l" : "L";
        }
        add(x, y);
        break;
      }
      case "H":
        x = (rel ? x : 0) + num();
        add(x, y);
        break;
      case "V":
        y = (rel ? y : 0) + num();
        add(x, y);
        break;
      case "Q":
      case "S": {
        add(ox + num(), oy + num());
        x = ox + num();
        y = oy + num();
        add(x, y);
        break;
      }
      case "C": {
        add(ox + num(), oy + num());
        add(ox + num(), oy + num());
        x = ox + num();
        y = oy + num();
        add(x, y);
        break;
      }
      case "A": {
        const rx = Math.abs(num());
        const ry = Math.abs(num());
        i += 3;
        add(x, y, Math.max(rx, ry) * 2);
        x = ox + num();
        y = oy + num();
        add(x, y, Math.max(rx, ry) * 2);
        break;
      }
      default:
        return null;
    }
  }
  return x0 <= x1 ? [x0, y0, x1, y1] : null;
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(" " + name + '="([^"]*)"').exec(tag);
  return m ? m[1] : undefined;
}

/** Bounding box of a leaf element, or null when unknown. */
function leafBox(tag: string): [number, number, number, number] | null {
  const kind = /^<(\w+)/.exec(tag)?.[1];
  const f = (k: string): number => Number(attr(tag, k) ?? 0);
  if (kind === "path") return pathBox(attr(tag, "d") ?? "");
  if (kind === "rect") return [f("x"), f("y"), f("x") + f("width"), f("y") + f("height")];
  if (kind === "circle") return [f("cx") - f("r"), f("cy") - f("r"), f("cx") + f("r"), f("cy") + f("r")];
  if (kind === "ellipse") return [f("cx") - f("rx"), f("cy") - f("ry"), f("cx") + f("rx"), f("cy") + f("ry")];
  if (kind === "line")
    return [
      Math.min(f("x1"), f("x2")),
      Math.min(f("y1"), f("y2")),
      Math.max(f("x1"), f("x2")),
      Math.max(f("y1"), f("y2")),
    ];
  if (kind === "polygon") {
    const v = (attr(tag, "points") ?? "").split(/[ ,]+/).filter(Boolean).map(Number);
    const xs = v.filter((_, k) => k % 2 === 0);
    const ys = v.filter((_, k) => k % 2 === 1);
    return xs.length ? [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] : null;
  }
  return null;
}

/**
 * Drops leaf shapes that lie entirely outside the canvas (scenes are composed in perspective
 * and many parts fall outside the frame). Shapes under a transform are kept as they are.
 */
function cull(body: string, w: number, h: number, margin = 24): string {
  const out: string[] = [];
  const stack: boolean[] = [];
  const re = /<[^>]+>|[^<]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    const tok = m[0];
    if (tok.startsWith("</")) {
      if (tok === "</g>") stack.pop();
      out.push(tok);
      continue;
    }
    if (tok.startsWith("<g")) {
      stack.push(tok.includes(" transform=") || stack.some(Boolean));
      out.push(tok);
      continue;
    }
    if (tok.startsWith("<") && tok.endsWith("/>") && !stack.some(Boolean) && !tok.includes(" transform=")) {
      const b = leafBox(tok);
      const sw = Number(attr(tok, "stroke-width") ?? 0);
      const p = margin + sw;
      if (b && (b[2] < -p || b[0] > w + p || b[3] < -p || b[1] > h + p)) continue;
    }
    out.push(tok);
  }
  return out.join("");
}

/* ---------------------------------------------------------------- document */

export class Ctx {
  w: number;
  h: number;
  r: () => number;
  private defs: string[] = [];
  private ids = new Map<string, string>();

  constructor(seed: string, w = 1200, h = 800) {
    this.w = w;
    this.h = h;
    this.r = seededRandom(seed);
  }

  /** Random number in [a, b). */
  rand(a: number, b: number): number {
    return a + (b - a) * this.r();
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.r() * list.length)] as T;
  }

  /** Registers a definition once per key and returns its id. */
  def(key: string, make: (id: string) => string): string {
    let id = this.ids.get(key);
    if (!id) {
      id = "d" + this.ids.size.toString(36);
      this.ids.set(key, id);
      this.defs.push(make(id));
    }
    return id;
  }

  private stops(s: Stop[]): string {
    return s
      .map(([o, c, op]) =>
        element("stop", { offset: o, "stop-color": c, "stop-opacity": op === undefined || op === 1 ? undefined : op }),
      )
      .join("");
  }

  /** Linear gradient in bounding-box units (default top to bottom). */
  lin(s: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.def("l" + JSON.stringify([s, x1, y1, x2, y2]), (i) =>
      element("linearGradient", { id: i, x1, y1, x2, y2 }, this.stops(s)),
    );
    return "url(#" + id + ")";
  }
  /** Linear gradient in user space (screen pixels). */
  linU(s: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.def("u" + JSON.stringify([s, num(x1), num(y1), num(x2), num(y2)]), (i) =>
      element("linearGradient", { id: i, gradientUnits: "userSpaceOnUse", x1, y1, x2, y2 }, this.stops(s)),
    );
    return "url(#" + id + ")";
  }
  /** Radial gradient in bounding-box units. */
  rad(s: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.def("r" + JSON.stringify([s, cx, cy, r]), (i) =>
      element("radialGradient", { id: i, cx, cy, r }, this.stops(s)),
    );
    return "url(#" + id + ")";
  }
  /** Clip path from raw shape markup; returns the url() reference. */
  clip(shape: string): string {
    const id = this.def("c" + shape, (i) => element("clipPath", { id: i }, shape));
    return "url(#" + id + ")";
  }
  /** Raw pattern registration. */
  pattern(key: string, attrs: Attrs, body: string): string {
    const id = this.def("p" + key, (i) =>
      element("pattern", { id: i, patternUnits: "userSpaceOnUse", ...attrs }, body),
    );
    return "url(#" + id + ")";
  }

  /**
   * Wood grain overlay pattern. `dir` "v" for vertical grain, "h" for horizontal.
   * `k` scales the figure (close-ups use a larger grain).
   */
  grain(t: Tone, dir: "v" | "h" = "v", k = 1, ox = 0): string {
    const c = t.grain;
    const body =
      path("M8 0q5 65 0 130t0 130M21 0q-4 65 0 130t0 130M44 0q3 65 0 130t0 130M55 0q-2 65 0 130t0 130", "none", {
        stroke: c,
        "stroke-width": 1,
        opacity: t.go,
      }) +
      path("M31 40q8 55 1 150M34 50q5 45 0 118q-6-50 0-118z", "none", {
        stroke: c,
        "stroke-width": 0.9,
        opacity: t.go * 0.9,
      });
    const tr = (dir === "h" ? "rotate(90) " : "") + (k !== 1 ? "scale(" + num(k) + ")" : "");
    return this.pattern(
      "g" + c + t.go + dir + k + ox,
      { width: 60, height: 260, x: ox, patternTransform: tr || undefined },
      body,
    );
  }

  svg(body: string[], extra: Attrs = {}): string {
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      element(
        "svg",
        {
          xmlns: "http://www.w3.org/2000/svg",
          version: "1.1",
          width: this.w,
          height: this.h,
          viewBox: "0 0 " + this.w + " " + this.h,
          ...extra,
        },
        (this.defs.length ? element("defs", {}, this.defs.join("")) : "") + cull(body.join(""), this.w, this.h),
      ) +
      "\n"
    );
  }
}

/* ---------------------------------------------------------------- camera */

export type P3 = [number, number, number];

/**
 * One-point perspective: the camera sits at (ox, eye, 0) and looks along +Z.
 * X to the right, Y up (metres), Z depth.
 */
export class Cam {
  cx: number;
  cy: number;
  f: number;
  eye: number;
  ox: number;

  constructor(o: { cx?: number; cy?: number; f?: number; eye?: number; ox?: number } = {}) {
    this.cx = o.cx ?? 600;
    this.cy = o.cy ?? 360;
    this.f = o.f ?? 800;
    this.eye = o.eye ?? 1.5;
    this.ox = o.ox ?? 0;
  }
  p(X: number, Y: number, Z: number): Pt {
    return [this.cx + (this.f * (X - this.ox)) / Z, this.cy - (this.f * (Y - this.eye)) / Z];
  }
  ps(list: P3[]): Pt[] {
    return list.map(([x, y, z]) => this.p(x, y, z));
  }
  /** Pixels per metre at depth Z. */
  u(Z: number): number {
    return this.f / Z;
  }
  /** Screen rectangle of a frontal rectangle at depth Z. */
  rectAt(
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    z: number,
  ): { x: number; y: number; w: number; h: number; u: number } {
    const a = this.p(x0, y1, z);
    const b = this.p(x1, y0, z);
    return { x: a[0], y: a[1], w: b[0] - a[0], h: b[1] - a[1], u: this.u(z) };
  }
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

export interface BoxFill {
  front?: string;
  top?: string;
  side?: string;
  bottom?: string;
  /** Extra attributes for every face. */
  a?: Attrs;
}

/** Draws the visible faces of an axis-aligned box (sides, top/bottom, then front). */
export function box3(cam: Cam, b: Box, f: BoxFill): string {
  const out: string[] = [];
  const a = f.a ?? {};
  const side = f.side ?? f.front ?? "#000";
  if (cam.ox < b.x0)
    out.push(
      poly(
        cam.ps([
          [b.x0, b.y0, b.z0],
          [b.x0, b.y1, b.z0],
          [b.x0, b.y1, b.z1],
          [b.x0, b.y0, b.z1],
        ]),
        side,
        a,
      ),
    );
  if (cam.ox > b.x1)
    out.push(
      poly(
        cam.ps([
          [b.x1, b.y0, b.z0],
          [b.x1, b.y1, b.z0],
          [b.x1, b.y1, b.z1],
          [b.x1, b.y0, b.z1],
        ]),
        side,
        a,
      ),
    );
  if (cam.eye > b.y1 && f.top)
    out.push(
      poly(
        cam.ps([
          [b.x0, b.y1, b.z0],
          [b.x1, b.y1, b.z0],
          [b.x1, b.y1, b.z1],
          [b.x0, b.y1, b.z1],
        ]),
        f.top,
        a,
      ),
    );
  if (cam.eye < b.y0 && (f.bottom ?? f.side))
    out.push(
      poly(
        cam.ps([
          [b.x0, b.y0, b.z0],
          [b.x1, b.y0, b.z0],
          [b.x1, b.y0, b.z1],
          [b.x0, b.y0, b.z1],
        ]),
        f.bottom ?? side,
        a,
      ),
    );
  if (f.front) {
    const r = cam.rectAt(b.x0, b.x1, b.y0, b.y1, b.z0);
    out.push(rect(r.x, r.y, r.w, r.h, f.front, a));
  }
  return out.join("");
}
