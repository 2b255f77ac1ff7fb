/** The icons of the admin's web app manifest (files of ./icons, made by scripts/admin-icons.ts). */
export const ADMIN_ICONS = [
  { file: "icon-192.png", sizes: "192x192", purpose: "any" },
  { file: "icon-512.png", sizes: "512x512", purpose: "any" },
  { file: "icon-maskable-512.png", sizes: "512x512", purpose: "maskable" },
] as const;

/** The address of an admin icon. */
export const adminIconUrl = (file: string) => `/admin-icons/${file}`;

/** Words that say the trade, not the business: the home screen's label keeps the name itself. */
const TRADE_WORDS =
  /^(atelier|menuiserie|ébénisterie|ebenisterie|charpente|sarl|sas|eurl|ets|établissements|l'atelier)$/i;

/** The label under the icon (12 characters at most, or the phone cuts it): « Atelier Lartigue » → « Lartigue ». */
export function shortName(businessName: string): string {
  const name = businessName.trim();
  if (name.length <= 12) return name || "Atelier";
  const own = name.split(/\s+/).find((w) => !TRADE_WORDS.test(w));
  return own ? own.slice(0, 12) : name.slice(0, 12).trim();
}

/**
 * The admin's web app manifest (/admin.webmanifest): installed on the craftsman's phone, it opens
 * on his home (`/admin` sends a compagnon to « Mes chantiers »), full screen, in the site's colours.
 */
export function adminManifest(businessName: string) {
  const name = `${businessName} · Administration`;
  return {
    id: "/admin",
    name,
    short_name: shortName(businessName),
    description: "Chantiers, photos, demandes et devis de l'atelier, depuis le téléphone.",
    lang: "fr",
    dir: "ltr",
    start_url: "/admin",
    scope: "/admin",
    display: "standalone",
    orientation: "portrait",
    background_color: "#f6f1ea",
    theme_color: "#2f3a33",
    icons: ADMIN_ICONS.map((icon) => ({
      src: adminIconUrl(icon.file),
      sizes: icon.sizes,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
