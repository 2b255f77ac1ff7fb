import { headerClass, SCROLL_THRESHOLD } from "../components/site/navbar-classes";

/** The top bar (app/components/site/navbar.tsx): more opaque past 50 px of scroll; the menu drawer. */
export function initNavbar(): void {
  const header = document.querySelector<HTMLElement>("[data-navbar]");
  if (!header) return;
  let scrolled: boolean | null = null;
  const onScroll = () => {
    const now = window.scrollY > SCROLL_THRESHOLD;
    if (now === scrolled) return;
    scrolled = now;
    header.dataset.scrolled = String(now);
    header.className = headerClass(now);
  };
  onScroll();
  addEventListener("scroll", onScroll, { passive: true });

  const trigger = header.querySelector<HTMLButtonElement>("[data-menu-open]");
  const drawer = header.querySelector<HTMLDialogElement>("dialog[data-menu]");
  if (!trigger || !drawer) return;
  // The native modal dialog traps the focus, makes the page inert and closes on Escape.
  trigger.addEventListener("click", () => {
    if (drawer.open) return;
    drawer.showModal();
    trigger.setAttribute("aria-expanded", "true");
  });
  drawer.addEventListener("close", () => {
    trigger.setAttribute("aria-expanded", "false");
    trigger.focus();
  });
  // A click on the backdrop (the dialog itself, outside its content) closes it.
  drawer.addEventListener("click", (event) => event.target === drawer && drawer.close());
  drawer.querySelector("[data-menu-close]")?.addEventListener("click", () => drawer.close());
  // A link to the page already shown (or to an anchor of it) closes the drawer.
  drawer.addEventListener("click", (event) => {
    if ((event.target as Element).closest?.("a")) drawer.close();
  });
}
