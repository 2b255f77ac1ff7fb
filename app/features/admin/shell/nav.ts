import {
  Landmark,
  Receipt,
  Wallet,
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
import { adminPaths, adminPrefixes } from "#app/lib/paths.ts";

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
  { group: "Site", label: "Tableau de bord", href: adminPaths.dashboard, icon: LayoutDashboard, section: "dashboard" },
  {
    group: "Site",
    label: "Contenus",
    href: adminPaths.sections,
    icon: LayoutGrid,
    section: "content",
    also: [adminPaths.services, adminPaths.portfolio, adminPrefixes.editors],
  },
  {
    group: "Site",
    label: "Articles",
    href: adminPaths.articles,
    icon: FileText,
    section: "articles",
    also: [adminPrefixes.articleAlias, adminPrefixes.articleEditor, adminPrefixes.articlesEditor],
  },
  { group: "Site", label: "Médiathèque", href: adminPaths.media, icon: Images, section: "media" },
  { group: "Site", label: "Textes du site", href: adminPaths.texts, icon: Type, section: "texts" },
  { group: "Site", label: "Questions fréquentes", href: adminPaths.faq, icon: CircleHelp, section: "faq" },
  { group: "Site", label: "Statistiques", href: adminPaths.statistics, icon: BarChart3, section: "statistics" },
  { group: "Site", label: "Assistant IA", href: adminPaths.ai, icon: Sparkles, section: "ai" },
  { group: "Clients", label: "Demandes", href: adminPaths.leads, icon: Inbox, section: "leads" },
  { group: "Clients", label: "Modèles de réponse", href: adminPaths.replyTemplates, icon: TextQuote, section: "leads" },
  {
    group: "Clients",
    label: "Avis clients",
    href: adminPaths.reviews,
    icon: Star,
    section: "reviews",
    also: [adminPaths.testimonials],
  },
  { group: "Clients", label: "Devis", href: adminPaths.devis, icon: FileSignature, section: "devis" },
  { group: "Clients", label: "Factures", href: adminPaths.invoices, icon: Receipt, section: "invoices" },
  { group: "Clients", label: "Rapprochement", href: adminPaths.reconciliation, icon: Landmark, section: "invoices" },
  { group: "Clients", label: "À encaisser", href: adminPaths.receivables, icon: Wallet, section: "invoices" },
  { group: "Atelier", label: "Agenda", href: adminPaths.agenda, icon: CalendarDays, section: "agenda" },
  { group: "Atelier", label: "Chantiers", href: adminPaths.chantiers, icon: ClipboardList, section: "chantiers" },
  { group: "Atelier", label: "Mes chantiers", href: adminPaths.myChantiers, icon: HardHat, section: "chantiers" },
  { group: "Réglages", label: "Équipe", href: adminPaths.team, icon: Users, section: "team" },
  { group: "Réglages", label: "Entreprise", href: adminPaths.business, icon: Building2, section: "business" },
  { group: "Réglages", label: "Messagerie", href: adminPaths.mail, icon: Mail, section: "mail" },
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
      const matches = href === adminPaths.dashboard ? path === href : within(path, href);
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
