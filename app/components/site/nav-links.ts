/** Main navigation (docs/product.md §2 Layout), shared by the top bar, the drawer and the footer. */
export const mainNav = [
  { to: "/", label: "Accueil", end: true },
  { to: "/services", label: "Services", end: false },
  { to: "/realisations", label: "Réalisations", end: false },
  { to: "/blog", label: "Blog", end: false },
  { to: "/a-propos", label: "À propos", end: false },
  { to: "/contact", label: "Contact", end: false },
] as const;
