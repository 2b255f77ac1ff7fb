/** Bathrooms: oak double vanity with freestanding tub; floating vanity, column and tub niche. */
import { palette, Cam, WOOD, box3, circle, ellipse, group, lighten, num, path, poly, rect } from "./lib.ts";
import type { Ctx } from "./lib.ts";
import {
  basin,
  bathtub,
  cabinet,
  glow,
  mirror,
  plant,
  room,
  rug,
  shade,
  sideBeam,
  sideWindow,
  woodBox,
} from "./parts.ts";
import { scene, tiles } from "./common.ts";

/** Rolled and folded towels. */
function towels(x: number, yb: number, s: number): string {
  return group([
    rect(x, yb - s * 0.12, s * 0.5, s * 0.12, "#EFE9DF", { rx: s * 0.04 }),
    rect(x + s * 0.02, yb - s * 0.23, s * 0.46, s * 0.11, "#C9B79C", { rx: s * 0.04 }),
    rect(x + s * 0.04, yb - s * 0.33, s * 0.42, s * 0.1, "#8E9C88", { rx: s * 0.04 }),
  ]);
}

function toiletries(ctx: Ctx, x: number, yb: number, s: number): string {
  return group([
    rect(x, yb - s * 0.5, s * 0.16, s * 0.5, "#D9CDBA", { rx: s * 0.03 }),
    rect(x + s * 0.04, yb - s * 0.6, s * 0.08, s * 0.1, palette.char),
    rect(x + s * 0.22, yb - s * 0.36, s * 0.14, s * 0.36, "#8C7A66", { rx: s * 0.03 }),
    rect(x + s * 0.42, yb - s * 0.22, s * 0.24, s * 0.22, "#EFE9DF", { rx: s * 0.05 }),
    ellipse(x + s * 0.54, yb - s * 0.22, s * 0.1, s * 0.03, "#E9C98F"),
    glow(ctx, x + s * 0.54, yb - s * 0.3, s * 0.2, s * 0.15, "#FFD9A0", 0.6),
  ]);
}

export function bathroom(key: string, variant: "service" | "project"): string {
  const ctx = scene(key);
  const svc = variant === "service";
  const cam = new Cam({ f: 780, cy: 300, eye: 1.5, ox: svc ? 0.3 : -0.4 });
  const xl = -2.6;
  const xr = 2.6;
  const H = 2.6;
  const zb = 4.8;
  const t = WOOD.oak;
  const floor = svc
    ? { base: "#CFC6B8", light: "#DAD3C7", dark: "#BDB3A3", grain: "", go: 0 }
    : { base: "#9A938A", light: "#A8A298", dark: "#8A847A", grain: "", go: 0 };
  const out: string[] = [
    room(ctx, cam, { xl, xr, h: H, zb, wall: svc ? "#EDE6DB" : "#E6E1D9", floor, floorKind: "tiles", skirting: false }),
  ];
  const bw = cam.rectAt(xl, xr, 0, svc ? 1.25 : H, zb);
  out.push(
    svc
      ? tiles(ctx, bw, bw.u * 0.1, "#6F8A78", { grout: "#E2E4DC" })
      : tiles(ctx, bw, bw.u * 0.6, "#E3DED5", { ratio: 0.5, grout: "#D3CDC2", vary: false }),
  );
  if (svc) {
    const cap = cam.rectAt(xl, xr, 1.25, 1.28, zb);
    out.push(rect(cap.x, cap.y, cap.w, cap.h, "#5E7767"));
  }
  // window + light
  out.push(
    sideWindow(ctx, cam, xr, 2.0, 3.6, 1.0, 2.2, svc ? palette.char : "#F3EEE6"),
    sideBeam(ctx, cam, xr, 2.0, 3.6, 1.0, 2.2, 0.9, 0.2, 0.24),
  );
  const vx0 = svc ? -2.2 : -1.7;
  const vx1 = svc ? -0.3 : -0.1;
  const vz0 = zb - 0.5;
  const vsh = cam.rectAt(vx0, vx1, 0.1, 0.4, zb);
  out.push(shade(ctx, vsh.x, vsh.y, vsh.w, vsh.h, "top", 0.2));
  out.push(
    cabinet(
      ctx,
      cam,
      { x0: vx0, x1: vx1, y0: 0.4, y1: 0.84, z0: vz0, z1: zb },
      [
        { w: 1, k: "dr2" },
        { w: 1, k: "dr2" },
      ],
      { tone: t, handle: svc ? "brass" : "notch" },
    ).svg,
  );
  out.push(
    box3(
      cam,
      { x0: vx0 - 0.02, x1: vx1 + 0.02, y0: 0.84, y1: 0.88, z0: vz0 - 0.02, z1: zb },
      { top: svc ? "#F1EEE8" : lighten(t.base, 0.15), front: svc ? "#E2DED6" : t.base, side: svc ? "#D6D1C8" : t.dark },
    ),
  );
  const centres = [vx0 + (vx1 - vx0) * 0.26, vx0 + (vx1 - vx0) * 0.74];
  for (const bx of centres) {
    const p = cam.p(bx, 0.88, zb - 0.25);
    const u = cam.u(zb - 0.25);
    out.push(basin(p[0], p[1], u * 0.44));
    if (svc) {
      const m = cam.p(bx, 1.7, zb);
      out.push(mirror(ctx, m[0], m[1], cam.u(zb) * 0.32));
    }
  }
  if (svc) {
    const l = cam.p((vx0 + vx1) / 2, 1.9, zb);
    out.push(
      glow(ctx, l[0], l[1], 60, 50, "#FFD9A0", 0.6),
      circle(l[0], l[1], cam.u(zb) * 0.06, "#FFF4E0"),
      rect(l[0] - 2, l[1] - cam.u(zb) * 0.12, 4, cam.u(zb) * 0.07, palette.brass),
    );
  } else {
    const m = cam.rectAt(vx0 + 0.05, vx1 - 0.05, 1.2, 2.05, zb);
    out.push(glow(ctx, m.x + m.w / 2, m.y + m.h / 2, m.w * 0.65, m.h * 0.85, "#FFE3B0", 0.45));
    out.push(
      rect(
        m.x,
        m.y,
        m.w,
        m.h,
        ctx.lin(
          [
            [0, "#D5DDD8"],
            [0.5, "#EEF1EC"],
            [1, "#C5CFC9"],
          ],
          0,
          0,
          1,
          1,
        ),
        { rx: m.h * 0.08 },
      ),
    );
    out.push(
      path(
        `M${num(m.x + m.w * 0.15)} ${num(m.y + m.h * 0.8)}l${num(m.w * 0.15)} ${num(-m.h * 0.6)}M${num(m.x + m.w * 0.25)} ${num(m.y + m.h * 0.85)}l${num(m.w * 0.15)} ${num(-m.h * 0.6)}`,
        "none",
        { stroke: "#fff", "stroke-width": 6, opacity: 0.4 },
      ),
    );
    // matching column
    const csh = cam.rectAt(0.08, 0.5, 0.2, 0.4, zb);
    out.push(shade(ctx, csh.x, csh.y, csh.w, csh.h, "top", 0.2));
    out.push(
      cabinet(
        ctx,
        cam,
        { x0: 0.08, x1: 0.5, y0: 0.4, y1: 2.05, z0: zb - 0.32, z1: zb },
        [{ w: 1, k: "door", hinge: "l" }],
        { tone: t, handle: "notch" },
      ).svg,
    );
  }
  const vt = cam.p(vx0 + 0.12, 0.88, zb - 0.15);
  out.push(toiletries(ctx, vt[0], vt[1], cam.u(zb - 0.15) * 0.3));
  if (svc) {
    // freestanding bath
    const zf = 3.55;
    const zk = 4.25;
    const f = cam.p(1.25, 0, zf);
    const top0 = cam.p(1.25, 0.58, zf)[1];
    const top1 = cam.p(1.25, 0.58, zk)[1];
    out.push(rug(cam, -1.6, -0.2, 3.2, 3.9, "#D8CCB8"));
    out.push(bathtub(f[0], f[1], cam.u(zf) * 1.55, f[1] - top0, (top0 - top1) / 2 + 4));
    // towel ladder and plant
    const lp = cam.p(-0.05, 0, zb - 0.15);
    const lu = cam.u(zb - 0.15);
    out.push(
      path(
        `M${num(lp[0])} ${num(lp[1])}l${num(lu * 0.08)} ${num(-lu * 1.7)}M${num(lp[0] + lu * 0.4)} ${num(lp[1])}l${num(lu * 0.08)} ${num(-lu * 1.7)}`,
        "none",
        { stroke: t.dark, "stroke-width": num(lu * 0.035), "stroke-linecap": "round" },
      ),
    );
    for (let k = 1; k < 5; k++)
      out.push(
        path(`M${num(lp[0] + lu * 0.02 * k)} ${num(lp[1] - lu * 0.36 * k)}h${num(lu * 0.4)}`, "none", {
          stroke: t.base,
          "stroke-width": num(lu * 0.025),
        }),
      );
    out.push(
      rect(lp[0] + lu * 0.03, lp[1] - lu * 1.1, lu * 0.38, lu * 0.5, "#EFE9DF", { rx: lu * 0.03 }),
      rect(lp[0] + lu * 0.03, lp[1] - lu * 0.75, lu * 0.38, lu * 0.04, "#8E9C88"),
    );
    const pp = cam.p(2.3, 0, 4.4);
    out.push(plant(ctx, pp[0], pp[1], cam.u(4.4) * 1.2, 0, "#E9E1D3"));
    const sp = cam.p(0.2, 0, 3.4);
    const su = cam.u(3.4);
    out.push(
      woodBox(ctx, cam, { x0: 0.0, x1: 0.4, y0: 0.4, y1: 0.44, z0: 3.3, z1: 3.6 }, t),
      box3(cam, { x0: 0.03, x1: 0.07, y0: 0, y1: 0.4, z0: 3.32, z1: 3.36 }, { front: t.dark, side: t.dark }),
      box3(cam, { x0: 0.33, x1: 0.37, y0: 0, y1: 0.4, z0: 3.32, z1: 3.36 }, { front: t.dark, side: t.dark }),
    );
    out.push(towels(sp[0] - su * 0.02, cam.p(0.2, 0.44, 3.45)[1], su * 0.5));
  } else {
    // built-in tub with tiled apron and a niche above it
    const tz0 = zb - 0.8;
    out.push(
      box3(
        cam,
        { x0: 0.75, x1: xr, y0: 0, y1: 0.55, z0: tz0, z1: zb },
        { front: "#E3DED5", top: "#F6F3EE", side: "#D6D0C6" },
      ),
    );
    const ap = cam.rectAt(0.75, xr, 0, 0.55, tz0);
    out.push(tiles(ctx, ap, ap.u * 0.3, "#E3DED5", { ratio: 0.5, grout: "#D3CDC2", vary: false }));
    const wq = cam.ps([
      [0.9, 0.551, tz0 + 0.12],
      [xr - 0.12, 0.551, tz0 + 0.12],
      [xr - 0.12, 0.551, zb - 0.1],
      [0.9, 0.551, zb - 0.1],
    ]);
    out.push(poly(wq, "#D9E2DE"), poly(wq, "none", { stroke: "#fff", "stroke-width": 3 }));
    const ni = cam.rectAt(1.1, 2.25, 0.85, 1.3, zb);
    out.push(
      rect(ni.x, ni.y, ni.w, ni.h, "#D6D0C6"),
      shade(ctx, ni.x, ni.y, ni.w, ni.h * 0.5, "top", 0.3),
      shade(ctx, ni.x, ni.y, ni.w * 0.08, ni.h, "left", 0.2),
    );
    out.push(glow(ctx, ni.x + ni.w / 2, ni.y + 6, ni.w * 0.5, ni.h * 0.6, "#FFE3B0", 0.5));
    out.push(
      toiletries(ctx, ni.x + ni.w * 0.1, ni.y + ni.h, ni.h * 0.8),
      plant(ctx, ni.x + ni.w * 0.8, ni.y + ni.h, ni.h * 0.9, 2, "#E9E1D3"),
    );
    const tp = cam.p(1.6, 0.55, zb - 0.04);
    out.push(
      path(`M${num(tp[0])} ${num(tp[1] - 2)}v${num(-cam.u(zb) * 0.12)}h${num(cam.u(zb) * 0.1)}`, "none", {
        stroke: palette.char,
        "stroke-width": 4,
        "stroke-linecap": "round",
      }),
    );
    const sp = cam.p(-1.9, 0, 3.2);
    out.push(towels(sp[0], sp[1], cam.u(3.2) * 0.5));
    out.push(rug(cam, -1.4, -0.3, 3.0, 3.8, "#EDE6DA"));
    const pp = cam.p(-2.2, 0, 4.2);
    out.push(plant(ctx, pp[0], pp[1], cam.u(4.2) * 1.1, 1, palette.terracotta));
  }
  return ctx.svg(out);
}
