import {
  BarChart3,
  CalendarDays,
  FileSignature,
  ClipboardList,
  HardHat,
  Images,
  Star,
  Type,
  Users,
  Building2,
  CircleHelp,
  FileText,
  Inbox,
  LayoutDashboard,
  LayoutGrid,
  Mail,
  Sparkles,
  TextQuote,
  type LucideIcon,
} from "lucide-react";

/** The sidebar's groups, in this order; a group with no section the user may open is not shown. */
export const adminNavGroups = ["Site", "Clients", "Atelier", "Réglages"] as const;
export type AdminNavGroup = (typeof adminNavGroups)[number];

export interface AdminNavItem {
  group: AdminNavGroup;
  label: string;
  href: string;
  icon: LucideIcon;
  /** Key of the section for the roles table (domain/permissions.ts): `canOpen(section)`. */
  section: string;
  /** Other addresses that belong to this section (editors, aliases): the item is highlighted there too. */
  also?: string[];
}

/**
 * Every section of the back office, ONE line each: the sidebar (desktop), the drawer (phone) and the
 * e2e test that clicks every section read this list. A new section is one more line here.
 */
export const adminNav: AdminNavItem[] = [
  { group: "Site", label: "Tableau de bord", href: "/admin", icon: LayoutDashboard, section: "dashboard" },
  {
    group: "Site",
    label: "Contenus",
    href: "/admin/sections",
    icon: LayoutGrid,
    section: "content",
    also: ["/admin/services", "/admin/portfolio", "/admin/editor"],
  },
  {
    group: "Site",
    label: "Articles",
    href: "/admin/articles",
    icon: FileText,
    section: "articles",
    also: ["/admin/article", "/admin/editor/article", "/admin/editor/articles"],
  },
  { group: "Site", label: "Médiathèque", href: "/admin/medias", icon: Images, section: "media" },
  { group: "Site", label: "Textes du site", href: "/admin/textes", icon: Type, section: "texts" },
  { group: "Site", label: "Questions fréquentes", href: "/admin/faq", icon: CircleHelp, section: "faq" },
  { group: "Site", label: "Statistiques", href: "/admin/statistiques", icon: BarChart3, section: "statistics" },
  { group: "Site", label: "Assistant IA", href: "/admin/ia", icon: Sparkles, section: "ai" },
  { group: "Clients", label: "Demandes", href: "/admin/demandes", icon: Inbox, section: "leads" },
  { group: "Clients", label: "Modèles de réponse", href: "/admin/demandes/modeles", icon: TextQuote, section: "leads" },
  {
    group: "Clients",
    label: "Avis clients",
    href: "/admin/avis",
    icon: Star,
    section: "reviews",
    also: ["/admin/temoignages"],
  },
  { group: "Clients", label: "Devis", href: "/admin/devis", icon: FileSignature, section: "devis" },
  { group: "Atelier", label: "Agenda", href: "/admin/agenda", icon: CalendarDays, section: "agenda" },
  { group: "Atelier", label: "Chantiers", href: "/admin/chantiers", icon: ClipboardList, section: "chantiers" },
  { group: "Atelier", label: "Mes chantiers", href: "/admin/mes-chantiers", icon: HardHat, section: "chantiers" },
  { group: "Réglages", label: "Équipe", href: "/admin/equipe", icon: Users, section: "team" },
  { group: "Réglages", label: "Entreprise", href: "/admin/entreprise", icon: Building2, section: "business" },
  { group: "Réglages", label: "Messagerie", href: "/admin/messagerie", icon: Mail, section: "mail" },
];

/** Whether `pathname` is `href` or below it. */
function within(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The item to highlight on `pathname`: the most specific address that contains it (so
 * /admin/demandes/modeles highlights « Modèles de réponse », not « Demandes »). The dashboard
 * (/admin) is highlighted on /admin only.
 */
export function activeNavItem(items: readonly AdminNavItem[], pathname: string): AdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  let best: AdminNavItem | undefined;
  let bestLength = -1;
  for (const item of items) {
    for (const href of [item.href, ...(item.also ?? [])]) {
      const matches = href === "/admin" ? path === href : within(path, href);
      if (matches && href.length > bestLength) {
        best = item;
        bestLength = href.length;
      }
    }
  }
  return best;
}

/** The groups in order, each with the items `canOpen` lets through; empty groups left out. */
export function groupedNav(
  items: readonly AdminNavItem[],
  canOpen: (section: string) => boolean = () => true,
): { group: AdminNavGroup; items: AdminNavItem[] }[] {
  return adminNavGroups
    .map((group) => ({ group, items: items.filter((item) => item.group === group && canOpen(item.section)) }))
    .filter((g) => g.items.length > 0);
}
