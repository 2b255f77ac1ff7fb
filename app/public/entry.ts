/**
 * The JavaScript of the public pages (docs/decisions/047-public-islands.md). The server renders
 * every page whole with React Router; the browser does not load React Router here. This small
 * entry gives the behaviour of the few interactive parts:
 * - in plain DOM code: the navigation bar (scroll, menu drawer), FAQ accordions, the project
 *   carousel, the before/after comparisons, the map button, the share button and the blog's loading state;
 * - as React islands (app/islands/island.tsx), hydrated with React DOM loaded on demand: the
 *   quote and contact forms, the home gallery filter, the home article pick and the toasts.
 * An island is hydrated when it comes within 400 px of the viewport or at the first pointer,
 * focus or key inside it; a button pressed before that is pressed again once it is ready.
 * `<html data-hydrated>` marks that this entry has run (end-to-end tests wait for it), and each
 * island's wrapper gets `data-island-ready`.
 */
import { initAccordions } from "./accordion";
import { initBeforeAfter } from "./before-after";
import { initBlogLoading } from "./blog-loading";
import { initCarousels } from "./carousel";
import { initMaps } from "./map";
import { initNavbar } from "./navbar";
import { initShareButtons } from "./share";

initNavbar();
initAccordions();
initCarousels();
initBeforeAfter();
initMaps();
initShareButtons();
initBlogLoading();

const hydrate = (element: HTMLElement) => import("./hydrate").then((m) => m.hydrateIsland(element));
const triggers = ["pointerdown", "focusin", "keydown"] as const;
const islands = Array.from(document.querySelectorAll<HTMLElement>("[data-island]")).filter(
  (e) => e.dataset.island !== "toaster",
);

const observer =
  "IntersectionObserver" in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries)
            if (entry.isIntersecting && entry.target.parentElement) start(entry.target.parentElement);
        },
        { rootMargin: "400px 0px" },
      )
    : null;

function start(island: HTMLElement) {
  if (island.dataset.islandStarted) return;
  island.dataset.islandStarted = "true";
  for (const child of island.children) observer?.unobserve(child);
  for (const type of triggers) island.removeEventListener(type, onTrigger, true);
  // A button (type="button": it does nothing without JavaScript) clicked before the island is
  // ready is clicked again once it is, so the first tap is not lost.
  let pressed = null as HTMLElement | null;
  const remember = (event: Event) => {
    const button = (event.target as Element).closest?.('button[type="button"]');
    if (button instanceof HTMLElement) pressed = button;
  };
  island.addEventListener("click", remember, true);
  // From hydrateRoot on, React itself replays the events it sees before it is done.
  island.addEventListener("island-hydrating", () => island.removeEventListener("click", remember, true), {
    once: true,
  });
  void hydrate(island).then(() => {
    // Hydration keeps the server's elements: the same button is clicked.
    if (pressed?.isConnected) pressed.click();
  });
}

function onTrigger(event: Event) {
  start(event.currentTarget as HTMLElement);
}

for (const island of islands) {
  // The wrapper is `display: contents` (no box of its own): its children are watched.
  if (observer) for (const child of island.children) observer.observe(child);
  else start(island);
  for (const type of triggers) island.addEventListener(type, onTrigger, { capture: true, passive: true });
}

// F8 reaches the notification area even before it is hydrated (docs/product.md §9).
addEventListener("keydown", (event) => {
  if (event.key !== "F8") return;
  const toaster = document.querySelector<HTMLElement>('[data-island="toaster"]');
  if (!toaster) return;
  event.preventDefault();
  toaster.querySelector<HTMLElement>("ol")?.focus();
  void hydrate(toaster);
});

document.documentElement.dataset.hydrated = "true";
