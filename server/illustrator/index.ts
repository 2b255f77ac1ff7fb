import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The illustrator: the SVG drawing toolkit of the joinery's scenes (kitchens, dressings, stairs,
 * cellars…). The seed's illustrations are its drawings, written once by `npm run illustrations`
 * into `drawings/` and checked against the code by `drawings.test.ts`; the offline AI provider
 * draws new scenes with the same parts at run time.
 */
export const drawingsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "drawings");
