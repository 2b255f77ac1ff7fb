import sharp from "sharp";
import type { ImageStyle } from "#domain/ai.ts";

const EDGE = { width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1] };

/** Line drawing of the picture: dark lines on white (or white on black with `negate` false). */
async function lines(png: Buffer, dark = true): Promise<Buffer> {
  let p = sharp(png).greyscale().convolve(EDGE).linear(2.2, 0);
  if (dark) p = p.negate();
  return p.png({ compressionLevel: 1 }).toBuffer();
}

function grid(width: number, height: number, step: number, colour: string, opacity: number): Buffer {
  const out: string[] = [];
  for (let x = step; x < width; x += step) out.push(`<line x1="${x}" y1="0" x2="${x}" y2="${height}"/>`);
  for (let y = step; y < height; y += step) out.push(`<line x1="0" y1="${y}" x2="${width}" y2="${y}"/>`);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g stroke="${colour}" stroke-opacity="${opacity}" stroke-width="1">${out.join("")}</g>` +
      `<rect x="24" y="24" width="${width - 48}" height="${height - 48}" fill="none" stroke="${colour}" stroke-opacity="${opacity * 3}" stroke-width="2"/></svg>`,
  );
}

function vignette(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="50%" cy="45%" r="75%">` +
      `<stop offset="55%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#1f1a14" stop-opacity="0.38"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );
}

/**
 * Gives the offline illustration the look of the chosen image style. These are honest
 * treatments of a drawn scene (pencil lines, blueprint, wash…), not fake photographs.
 */
export async function applyStyle(png: Buffer, style: ImageStyle): Promise<Buffer> {
  const { width = 1600, height = 1067 } = await sharp(png).metadata();
  switch (style) {
    case "photorealistic":
      return sharp(png)
        .modulate({ saturation: 0.9, brightness: 1.03 })
        .blur(0.6)
        .composite([{ input: vignette(width, height) }])
        .png({ compressionLevel: 1 })
        .toBuffer();
    case "sketch": {
      const shading = await sharp(png)
        .greyscale()
        .linear(0.3, 255 * 0.7)
        .png({ compressionLevel: 1 })
        .toBuffer();
      return sharp(await lines(png))
        .composite([{ input: shading, blend: "multiply" }])
        .tint("#8a7a66")
        .modulate({ brightness: 1.02 })
        .png({ compressionLevel: 1 })
        .toBuffer();
    }
    case "technical": {
      const white = await lines(png, false);
      return sharp({ create: { width, height, channels: 3, background: "#1d3557" } })
        .composite([{ input: white, blend: "screen" }, { input: grid(width, height, 40, "#ffffff", 0.08) }])
        .png({ compressionLevel: 1 })
        .toBuffer();
    }
    case "architectural": {
      const light = await sharp(png)
        .modulate({ saturation: 0.25, brightness: 1.1 })
        .png({ compressionLevel: 1 })
        .toBuffer();
      return sharp(light)
        .composite([
          { input: await lines(png), blend: "multiply" },
          { input: grid(width, height, 80, "#2f3a33", 0.05) },
        ])
        .png({ compressionLevel: 1 })
        .toBuffer();
    }
    case "artistic": {
      const paper = await sharp({
        create: {
          width,
          height,
          channels: 3,
          background: "#f3ece0",
          noise: { type: "gaussian", mean: 235, sigma: 14 },
        },
      })
        .blur(1.2)
        .png({ compressionLevel: 1 })
        .toBuffer();
      const wash = await sharp(png)
        .median(9)
        .blur(2.2)
        .modulate({ saturation: 1.3 })
        .png({ compressionLevel: 1 })
        .toBuffer();
      const ink = await sharp(await lines(png))
        .linear(0.6, 255 * 0.4)
        .png({ compressionLevel: 1 })
        .toBuffer();
      return sharp(wash)
        .composite([
          { input: paper, blend: "multiply" },
          { input: ink, blend: "multiply" },
        ])
        .png({ compressionLevel: 1 })
        .toBuffer();
    }
    default:
      return png;
  }
}
