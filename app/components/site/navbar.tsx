import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "./logo";
import { mainNav } from "./nav-links";

const SCROLL_THRESHOLD = 50;

/** Fixed top bar: more opaque past 50 px of scroll, a side drawer (native modal dialog) on small screens. */
export function Navbar() {
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDialogElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);

  // The native modal dialog traps the focus, makes the page inert and closes on Escape;
  // the focus goes back to the menu button when it closes.
  useEffect(() => {
    const dialog = drawer.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-50 border-b transition-colors duration-300 ${
        scrolled ? "border-line bg-paper/95 shadow-sm backdrop-blur" : "border-transparent bg-paper/80 backdrop-blur-sm"
      }`}
    >
      <nav
        aria-label="Navigation principale"
        className="container-site flex h-16 items-center justify-between gap-4 md:h-18"
      >
        <Link to="/" className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <NavList
          className="hidden items-center gap-1 lg:flex"
          linkClass="rounded-full px-3.5 py-2 text-sm font-medium transition-colors"
          idleClass="text-muted hover:text-forest-dark"
        />
        <div className="flex items-center gap-2">
          <Link to="/contact" className="btn-accent hidden sm:inline-flex">
            Devis gratuit
          </Link>
          <button
            ref={trigger}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-forest-dark hover:bg-forest/10 lg:hidden"
            aria-label="Ouvrir le menu"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <dialog
            ref={drawer}
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-desc`}
            onClose={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
            onClick={(e) => e.target === e.currentTarget && setOpen(false)}
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
                  onClick={() => setOpen(false)}
                >
                  <X aria-hidden="true" className="size-6" />
                </button>
              </div>
              <p id={`${id}-desc`} className="sr-only">
                Navigation du site
              </p>
              <NavList
                className="flex flex-col gap-1"
                linkClass="block rounded-xl px-4 py-3 text-base font-medium"
                idleClass="text-ink hover:bg-forest/5"
              />
              <Link to="/contact" className="btn-accent mt-auto">
                Devis gratuit
              </Link>
            </div>
          </dialog>
        </div>
      </nav>
    </header>
  );
}

/** The main links; the current page's link is highlighted (docs/product.md §2). */
function NavList({ className, linkClass, idleClass }: { className: string; linkClass: string; idleClass: string }) {
  return (
    <ul className={className}>
      {mainNav.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) => `${linkClass} ${isActive ? "bg-forest/10 text-forest-dark" : idleClass}`}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
