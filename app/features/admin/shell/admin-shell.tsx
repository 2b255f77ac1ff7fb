import { ExternalLink, KeyRound, LogOut, Menu, ShieldCheck, X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { useBusiness } from "#app/lib/business.ts";
import { canOpenPage, roleLabels, type Role } from "#domain/permissions.ts";
import { MediaQueueStatus } from "../media/media-queue-status";
import { activeNavItem, adminNav, groupedNav, type AdminNavItem } from "./nav";
import { adminPaths, sitePaths } from "#app/lib/paths.ts";

/** A link of the top bar; `display` separate so that one of them can be hidden on a phone. */
const topLinkBase =
  "items-center gap-1.5 rounded-full px-2.5 py-1.5 text-sm text-sand hover:bg-cream/10 hover:text-white";
const topLink = `inline-flex ${topLinkBase}`;

function Brand({ name }: { name: string }) {
  return (
    <Link to={adminPaths.dashboard} className="flex min-w-0 items-center gap-2.5 rounded-lg">
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-oak font-serif text-lg font-bold text-forest-dark"
      >
        A
      </span>
      <span className="min-w-0 leading-tight">
        {/* The whole name, on two lines if need be: never cut (« Atelier Lart… »). */}
        <span className="block font-serif text-base font-semibold text-balance [overflow-wrap:anywhere]">{name}</span>
        <span className="block text-[0.68rem] tracking-[0.16em] text-sand uppercase">Administration</span>
      </span>
    </Link>
  );
}

/** The sections, grouped by purpose; the current one highlighted (colour and aria-current). */
function AdminMenu({
  items,
  pathname,
  onNavigate,
}: {
  items: AdminNavItem[];
  pathname: string;
  onNavigate?: () => void;
}) {
  const active = activeNavItem(items, pathname);
  return (
    <nav aria-label="Administration" className="space-y-5">
      {groupedNav(items).map(({ group, items: groupItems }) => (
        <div key={group}>
          <p className="px-3 text-[0.68rem] font-semibold tracking-[0.16em] text-sand/80 uppercase">{group}</p>
          <ul className="mt-1.5 space-y-0.5">
            {groupItems.map((item) => {
              const current = item === active;
              const Icon = item.icon;
              return (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    aria-current={current ? "page" : undefined}
                    onClick={onNavigate}
                    className={`flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm lg:py-1 transition-colors ${
                      current
                        ? "bg-cream/15 font-semibold text-white shadow-[inset_3px_0_0_var(--color-oak)]"
                        : "text-sand hover:bg-cream/10 hover:text-white"
                    }`}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    <span className="min-w-0 truncate">{item.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The phone's menu: the same sections in a drawer (a modal dialog: focus kept inside, Échap closes). */
function MenuDrawer({ items, pathname, name }: { items: AdminNavItem[]; pathname: string; name: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  // A section chosen (or the address changed otherwise): the drawer closes.
  useEffect(close, [pathname]);
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-cream/25 px-3 py-1.5 text-sm font-medium lg:hidden"
        aria-haspopup="dialog"
      >
        <Menu aria-hidden="true" className="size-4" />
        Menu
      </button>
      <dialog
        ref={dialog}
        aria-label="Menu de l'administration"
        onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-y-auto bg-forest-dark p-0 text-cream backdrop:bg-black/50 lg:hidden"
      >
        <div className="flex min-h-full flex-col gap-6 p-4">
          <div className="flex items-center justify-between gap-3">
            <Brand name={name} />
            <button
              type="button"
              onClick={close}
              className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-cream/10"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Fermer le menu</span>
            </button>
          </div>
          <AdminMenu items={items} pathname={pathname} onNavigate={close} />
          <a href={sitePaths.home} target="_blank" rel="noopener" className={`${topLink} self-start`}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Voir le site
          </a>
        </div>
      </dialog>
    </>
  );
}

/**
 * Frame of every admin page: a sidebar of the sections grouped by purpose (desktop, from 1024 px),
 * a drawer opened by « Menu » below; the account, the public site and logout in the top bar.
 * `canOpen` (the roles table) filters the sections; without it, every section is shown.
 */
export function AdminShell({
  username,
  displayName = username,
  role = "manager",
  restricted,
  canOpen,
  children,
}: {
  username: string;
  displayName?: string;
  /** The member's role: the menu shows only what the roles table lets him open (domain/permissions.ts). */
  role?: Role;
  restricted: boolean;
  canOpen?: (section: string) => boolean;
  children: ReactNode;
}) {
  const business = useBusiness();
  const { pathname } = useLocation();
  // The menu shows only what the role may open (the server refuses the rest anyway).
  const items = restricted
    ? []
    : adminNav.filter((item) => canOpenPage(role, item.href) && (!canOpen || canOpen(item.section)));
  return (
    <div className={`min-h-dvh bg-cream/60 ${restricted ? "" : "lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]"}`}>
      <a
        href="#admin-contenu"
        className="sr-only z-[60] rounded-full bg-forest px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu
      </a>
      {!restricted && (
        // The column keeps its colour down the whole page; the menu inside stays in view (sticky).
        <div className="hidden bg-forest-dark lg:block">
          <aside className="sticky top-0 flex h-dvh flex-col gap-6 overflow-y-auto px-3 py-4 text-cream">
            <div className="px-1">
              <Brand name={business.name} />
            </div>
            <AdminMenu items={items} pathname={pathname} />
          </aside>
        </div>
      )}
      <div className="min-w-0">
        <header className="bg-forest-dark text-cream">
          <div className="flex items-center gap-2 px-3 py-3 sm:gap-4 sm:px-6 lg:px-8">
            {!restricted && <MenuDrawer items={items} pathname={pathname} name={business.name} />}
            <div className={`min-w-0 flex-1 ${restricted ? "" : "lg:hidden"}`}>
              <Brand name={business.name} />
            </div>
            <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
              {/* The image queue's progress: from 640 px (it would push the menu off a phone's bar). */}
              {!restricted && canOpenPage(role, adminPaths.sections) && (
                <div className="hidden sm:block">
                  <MediaQueueStatus />
                </div>
              )}
              <a
                href={sitePaths.home}
                target="_blank"
                rel="noopener"
                className={`${topLinkBase} hidden sm:inline-flex`}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Voir le site
              </a>
              <Link
                to={adminPaths.password}
                className={topLink}
                title={`Compte connecté : ${displayName} (${roleLabels[role]})`}
              >
                <KeyRound aria-hidden="true" className="size-4" />
                <span className="sr-only xl:not-sr-only">Mot de passe</span>
              </Link>
              {!restricted && (
                <Link to={adminPaths.security} className={topLink}>
                  <ShieldCheck aria-hidden="true" className="size-4" />
                  <span className="sr-only xl:not-sr-only">Sécurité</span>
                </Link>
              )}
              {/* A POST form: a link (GET) would let any site log the admin out. */}
              <Form method="post" action={adminPaths.logout} reloadDocument>
                <button
                  type="submit"
                  className="inline-flex items-center gap-1.5 rounded-full border border-cream/25 px-2.5 py-1.5 text-sm font-medium hover:bg-cream/10"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  <span className="sr-only sm:not-sr-only">Déconnexion</span>
                </button>
              </Form>
            </div>
          </div>
        </header>
        <div id="admin-contenu" tabIndex={-1} className="outline-none">
          {children}
        </div>
      </div>
    </div>
  );
}

/** Title block of an admin page. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-serif text-2xl font-semibold text-forest-dark sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

export const pageClass = "mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8";
