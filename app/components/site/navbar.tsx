import { Menu, X } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "./logo";
import { mainNav } from "./nav-links";
import { headerClass } from "./navbar-classes";
import { sitePaths } from "#app/lib/paths.ts";
import { Frozen } from "#app/lib/frozen.tsx";

/**
 * Fixed top bar: more opaque past 50 px of scroll, a side drawer (native modal dialog) on small
 * screens. Rendered by the server only; its behaviour is plain DOM code (app/public/navbar.ts):
 * the native modal dialog traps the focus, makes the page inert and closes on Escape; the focus
 * goes back to the menu button when it closes.
 */
export function Navbar() {
  const id = useId();
  const current = currentLink(useLocation().pathname);
  // Rendered once per content version and highlighted link (app/lib/frozen.tsx).
  return (
    <Frozen id={`navbar:${current}`}>
      <Navigation id={id} current={current} />
    </Frozen>
  );
}

function Navigation({ id, current }: { id: string; current: number }) {
  return (
    <header data-navbar data-scrolled="false" className={headerClass(false)}>
      <nav
        aria-label="Navigation principale"
        className="container-site flex h-16 items-center justify-between gap-4 md:h-18"
      >
        <Link to={sitePaths.home} className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <NavList
          current={current}
          className="hidden items-center gap-1 lg:flex"
          linkClass="rounded-full px-3.5 py-2 text-sm font-medium transition-colors"
          idleClass="text-muted hover:text-forest-dark"
        />
        <div className="flex items-center gap-2">
          <Link to={sitePaths.contact} className="btn-accent hidden sm:inline-flex">
            Devis gratuit
          </Link>
          <button
            type="button"
            data-menu-open
            className="inline-flex size-11 items-center justify-center rounded-full text-forest-dark hover:bg-forest/10 lg:hidden"
            aria-label="Ouvrir le menu"
            aria-haspopup="dialog"
            aria-expanded={false}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <dialog
            data-menu
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-desc`}
            className="drawer fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(20rem,88vw)] max-w-none bg-paper p-0 text-ink shadow-2xl backdrop:bg-forest-dark/50 backdrop:backdrop-blur-sm"
          >
            <div className="flex h-full flex-col gap-6 p-6">
              <div className="flex items-center justify-between">
                <h2 id={`${id}-title`} className="font-serif text-lg font-semibold text-forest-dark">
                  Menu
                </h2>
                <button
                  type="button"
                  className="inline-flex size-11 items-center justify-center rounded-full hover:bg-forest/10"
                  aria-label="Fermer le menu"
                  data-menu-close
                >
                  <X aria-hidden="true" className="size-6" />
                </button>
              </div>
              <p id={`${id}-desc`} className="sr-only">
                Navigation du site
              </p>
              <NavList
                current={current}
                className="flex flex-col gap-1"
                linkClass="block rounded-xl px-4 py-3 text-base font-medium"
                idleClass="text-ink hover:bg-forest/5"
              />
              <Link to={sitePaths.contact} className="btn-accent mt-auto">
                Devis gratuit
              </Link>
            </div>
          </dialog>
        </div>
      </nav>
    </header>
  );
}

/**
 * The index in `mainNav` of the current page's link, as React Router's NavLink decides (the same
 * path, or below it unless `end`; letter case ignored), or by `also`; -1 for none.
 */
export function currentLink(pathname: string): number {
  const path = pathname.toLowerCase();
  return mainNav.findIndex(
    (item) =>
      ("also" in item && path.startsWith(item.also)) ||
      path === item.to ||
      (!item.end && path.startsWith(`${item.to}/`)),
  );
}

/** The main links; the current page's link is highlighted (docs/product.md §2). */
function NavList({
  current,
  className,
  linkClass,
  idleClass,
}: {
  current: number;
  className: string;
  linkClass: string;
  idleClass: string;
}) {
  return (
    <ul className={className}>
      {mainNav.map((item, i) => (
        <li key={item.to}>
          <Link
            to={item.to}
            aria-current={i === current ? "page" : undefined}
            className={`${linkClass} ${i === current ? "bg-forest/10 text-forest-dark" : idleClass}`}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
