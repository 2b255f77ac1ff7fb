/** Classes of the top bar, shared by app/components/site/navbar.tsx and its browser code (app/public/navbar.ts). */
export const SCROLL_THRESHOLD = 50;
export const headerClass = (scrolled: boolean) =>
  `fixed inset-x-0 top-0 z-50 border-b transition-colors duration-300 ${
    scrolled ? "border-line bg-paper/95 shadow-sm backdrop-blur" : "border-transparent bg-paper/80 backdrop-blur-sm"
  }`;
