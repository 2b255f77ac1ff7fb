import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "./logo";
import { mainNav } from "./nav-links";

const SCROLL_THRESHOLD = 50;

/** Fixed top bar: more opaque past 50 px of scroll, a side drawer on small screens. */
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

  useEffect(() => setOpen(false), [location.pathname]);

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
        <ul className="hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  `rounded-full px-3.5 py-2 text-sm font-medium transition-colors ${
                    isActive ? "bg-forest/10 text-forest-dark" : "text-muted hover:text-forest-dark"
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <Link to="/contact" className="btn-accent hidden sm:inline-flex">
            Devis gratuit
          </Link>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger
              className="inline-flex size-11 items-center justify-center rounded-full text-forest-dark hover:bg-forest/10 lg:hidden"
              aria-label="Ouvrir le menu"
            >
              <Menu aria-hidden="true" className="size-6" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-forest-dark/50 backdrop-blur-sm" />
              <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col gap-6 bg-paper p-6 shadow-2xl">
                <div className="flex items-center justify-between">
                  <Dialog.Title className="font-serif text-lg font-semibold text-forest-dark">Menu</Dialog.Title>
                  <Dialog.Close
                    className="inline-flex size-11 items-center justify-center rounded-full hover:bg-forest/10"
                    aria-label="Fermer le menu"
                  >
                    <X aria-hidden="true" className="size-6" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">Navigation du site</Dialog.Description>
                <ul className="flex flex-col gap-1">
                  {mainNav.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        end={item.end}
                        className={({ isActive }) =>
                          `block rounded-xl px-4 py-3 text-base font-medium ${
                            isActive ? "bg-forest/10 text-forest-dark" : "text-ink hover:bg-forest/5"
                          }`
                        }
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
                <Link to="/contact" className="btn-accent mt-auto">
                  Devis gratuit
                </Link>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </nav>
    </header>
  );
}
