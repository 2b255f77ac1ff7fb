/** Main navigation (docs/product.md §2 Layout), shared by the top bar, the drawer and the footer. */
export const mainNav = [
  { to: "/", label: "Accueil", end: true },
  { to: "/services", label: "Services", end: false },
  // A project's page (/realisation/:id) belongs to « Réalisations ».
  { to: "/realisations", label: "Réalisations", end: false, also: "/realisation/" },
  { to: "/blog", label: "Blog", end: false },
  { to: "/a-propos", label: "À propos", end: false },
  { to: "/contact", label: "Contact", end: false },
] as const;
