import type { BusinessSettings } from "./schemas/business.ts";

/* The map's addresses, apart from domain/business.ts: the admin's pages load that file, never a map. */

/** The interactive map (OpenStreetMap's embed) around the workshop; MAP_EMBED_URL (server/config.ts) may replace it. */
export function defaultMapEmbedUrl(b: Pick<BusinessSettings, "geo">): string {
  const { latitude, longitude } = b.geo;
  const box = { west: longitude - 0.04, south: latitude - 0.02, east: longitude + 0.04, north: latitude + 0.02 };
  const f = (n: number) => n.toFixed(4);
  return (
    `https://www.openstreetmap.org/export/embed.html?bbox=${f(box.west)}%2C${f(box.south)}%2C${f(box.east)}%2C${f(box.north)}` +
    `&layer=mapnik&marker=${latitude}%2C${longitude}`
  );
}
export const mapLinkUrl = (b: Pick<BusinessSettings, "geo">) =>
  `https://www.openstreetmap.org/?mlat=${b.geo.latitude}&mlon=${b.geo.longitude}#map=14/${b.geo.latitude}/${b.geo.longitude}`;
