/** Compact buttons of the back office (the site's buttons are sized for visitors' thumbs). */
const base =
  "inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50";
export const btnSmall = `${base} border border-line bg-white text-forest-dark hover:border-forest/40 hover:bg-cream`;
export const btnSmallPrimary = `${base} bg-forest text-cream hover:bg-forest-dark`;
export const btnSmallDanger = `${base} border border-danger/25 bg-white text-danger hover:bg-danger/5`;
export const iconBtn =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-cream hover:text-forest-dark disabled:opacity-40";
export const iconBtnDanger =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-danger/10 hover:text-danger disabled:opacity-40";
