/** Classes of a carousel thumbnail, shared by app/components/site/project-carousel.tsx and app/public/carousel.ts. */
export const SWIPE_THRESHOLD = 50;
export const thumbClass = (current: boolean) =>
  `block w-full overflow-hidden rounded-xl ring-offset-2 ring-offset-paper transition ${current ? "ring-2 ring-oak-dark" : "opacity-75 hover:opacity-100"}`;
