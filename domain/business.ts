/**
 * Facts about the business, in one place. Everything that shows the name, the address, the
 * phone, the hours or the founding year reads it from here (pages, JSON-LD, e-mails, AI prompts).
 */
export const business = {
  name: "Atelier Lartigue",
  legalName: "Atelier Lartigue – Menuiserie sur mesure",
  trade: "Menuiserie sur mesure",
  tagline: "Rendre le haut de gamme accessible à tous",
  foundingYear: 2008,
  address: {
    street: "Zone Artisanale",
    postalCode: "33650",
    city: "Saucats",
    region: "Gironde",
    country: "FR",
  },
  /** Placeholder digits until the real number is set. */
  phone: "05 56 00 00 00",
  phoneE164: "+33556000000",
  email: "contact@atelier-lartigue.fr",
  geo: { latitude: 44.6547, longitude: -0.5973 },
  areaServed: ["Saucats", "Bordeaux", "Bassin d'Arcachon", "Gironde"],
  team: 5,
  projectsDone: "500+",
  hours: [
    { days: "Lundi – Vendredi", hours: "8h – 18h" },
    { days: "Samedi", hours: "9h – 12h" },
    { days: "Dimanche", hours: "Fermé" },
  ],
  /** schema.org openingHoursSpecification */
  openingHoursSpecification: [
    { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
    { dayOfWeek: ["Saturday"], opens: "09:00", closes: "12:00" },
  ],
  copyrightYear: 2023,
} as const;

export const fullAddress = `${business.address.street}, ${business.address.postalCode} ${business.address.city}, ${business.address.region}`;

/**
 * The interactive map (OpenStreetMap's embed), loaded only when the visitor asks for it.
 * MAP_EMBED_URL (server/config.ts) may replace it.
 */
const mapBox = { west: -0.6373, south: 44.6347, east: -0.5573, north: 44.6747 };
export const defaultMapEmbedUrl =
  `https://www.openstreetmap.org/export/embed.html?bbox=${mapBox.west}%2C${mapBox.south}%2C${mapBox.east}%2C${mapBox.north}` +
  `&layer=mapnik&marker=${business.geo.latitude}%2C${business.geo.longitude}`;
export const mapLinkUrl = `https://www.openstreetmap.org/?mlat=${business.geo.latitude}&mlon=${business.geo.longitude}#map=14/${business.geo.latitude}/${business.geo.longitude}`;
