import { sitePaths } from "#app/lib/paths.ts";
/** Main navigation (docs/product.md §2 Layout), shared by the top bar, the drawer and the footer. */
export const mainNav = [
  { to: sitePaths.home, label: "Accueil", end: true },
  { to: sitePaths.services, label: "Services", end: false },
  // A project's page (/realisation/:id) belongs to « Réalisations ».
  { to: sitePaths.portfolio, label: "Réalisations", end: false, also: "/realisation/" },
  { to: sitePaths.blog, label: "Blog", end: false },
  { to: sitePaths.about, label: "À propos", end: false },
  { to: sitePaths.contact, label: "Contact", end: false },
] as const;
