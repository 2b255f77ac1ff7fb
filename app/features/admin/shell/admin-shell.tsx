import {
  BarChart3,
  Building2,
  ExternalLink,
  KeyRound,
  FileText,
  FileSignature,
  Inbox,
  LayoutDashboard,
  LayoutGrid,
  LogOut,
  ShieldCheck,
  HardHat,
  Users,
  Star,
} from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { useBusiness } from "#app/lib/business.ts";
import { canOpenPage, roleLabels, type Role } from "#domain/permissions.ts";
import { MediaQueueStatus } from "../media/media-queue-status";

const nav = [
  { to: "/admin", label: "Tableau de bord", icon: LayoutDashboard, end: true },
  { to: "/admin/sections", label: "Contenus", icon: LayoutGrid, end: false },
  { to: "/admin/articles", label: "Articles", icon: FileText, end: true },
  { to: "/admin/demandes", label: "Demandes", icon: Inbox, end: false },
  { to: "/admin/avis", label: "Avis clients", icon: Star, end: true },
  { to: "/admin/devis", label: "Devis", icon: FileSignature, end: false },
  { to: "/admin/entreprise", label: "Entreprise", icon: Building2, end: true },
  { to: "/admin/statistiques", label: "Statistiques", icon: BarChart3, end: true },
  { to: "/admin/mes-chantiers", label: "Mes chantiers", icon: HardHat, end: false },
  { to: "/admin/equipe", label: "Équipe", icon: Users, end: false },
];

/** Frame of every admin page: the workshop's name, the sections, the public site and logout. */
export function AdminShell({
  username,
  displayName = username,
  role = "manager",
  restricted,
  children,
}: {
  username: string;
  displayName?: string;
  role?: Role;
  restricted: boolean;
  children: ReactNode;
}) {
  const business = useBusiness();
  // The menu shows only what the role may open (the server refuses the rest anyway).
  const items = nav.filter((item) => canOpenPage(role, item.to));
  const home = items[0]?.to ?? "/admin";
  return (
    <div className="min-h-dvh bg-cream/60">
      <a
        href="#admin-contenu"
        className="sr-only z-[60] rounded-full bg-forest px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu
      </a>
      <header className="bg-forest-dark text-cream">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <Link to={home} className="flex items-center gap-2.5 rounded-lg">
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-lg bg-oak font-serif text-lg font-bold text-forest-dark"
            >
              A
            </span>
            <span className="leading-tight">
              <span className="block font-serif text-base font-semibold">{business.name}</span>
              <span className="block text-[0.68rem] tracking-[0.16em] text-sand uppercase">Administration</span>
            </span>
          </Link>
          {!restricted && (
            <nav
              aria-label="Administration"
              className="order-3 -mx-1 w-full overflow-x-auto md:order-none md:mx-0 md:w-auto md:flex-1"
            >
              <ul className="flex gap-0.5 sm:gap-1">
                {items.map(({ to, label, icon: Icon, end }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      end={end}
                      className={({ isActive }) =>
                        `inline-flex items-center gap-1.5 rounded-full px-2 py-1.5 text-[0.8125rem] whitespace-nowrap transition-colors sm:px-3 sm:text-sm ${
                          isActive
                            ? "bg-cream/15 font-semibold text-white"
                            : "text-sand hover:bg-cream/10 hover:text-white"
                        }`
                      }
                    >
                      <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="ml-auto flex items-center gap-1 md:ml-0">
            {!restricted && canOpenPage(role, "/admin/sections") && <MediaQueueStatus />}
            <a
              href="/"
              target="_blank"
              rel="noopener"
              className="hidden items-center gap-1.5 rounded-full px-3 py-1.5 text-sm text-sand hover:bg-cream/10 hover:text-white sm:inline-flex"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Voir le site
            </a>
            <Link
              to="/admin/mot-de-passe"
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm text-sand hover:bg-cream/10 hover:text-white"
              title={`Compte connecté : ${displayName} (${roleLabels[role]})`}
            >
              <KeyRound aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Mot de passe</span>
            </Link>
            {!restricted && (
              <Link
                to="/admin/securite"
                className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm text-sand hover:bg-cream/10 hover:text-white"
              >
                <ShieldCheck aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">Sécurité</span>
              </Link>
            )}
            {/* A POST form: a link (GET) would let any site log the admin out. */}
            <Form method="post" action="/admin/logout" reloadDocument>
              <button
                type="submit"
                className="inline-flex items-center gap-1.5 rounded-full border border-cream/25 px-3 py-1.5 text-sm font-medium hover:bg-cream/10"
              >
                <LogOut aria-hidden="true" className="size-4" />
                Déconnexion
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div id="admin-contenu" tabIndex={-1} className="outline-none">
        {children}
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
