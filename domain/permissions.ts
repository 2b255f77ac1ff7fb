import { contentTypes } from "./content-types.ts";
import { roles, type Role } from "./schemas/roles.ts";

/**
 * Who may open what in the admin: the ONE table of permissions, read by the server's guards (every
 * admin API route and every admin page) and by the admin's menu. See docs/security.md « Équipe et
 * rôles ».
 *
 * Deny by default: an admin route or page that no rule matches is refused to everyone, the manager
 * included, and the route × role test (tests/integration/permissions.test.ts) fails until a rule
 * is added here. Adding a module is one line per prefix, e.g.
 *   "* /api/nouveau-module/*": office,
 *   "/admin/nouveau-module/*": office,
 */

export { roles, type Role };

/** The logged-in member, as the session gives it to the server's guards and routers. */
export interface SessionUser {
  id: number;
  username: string;
  mustChangePassword: boolean;
  role: Role;
  /** The name shown to the team (the username when none was given). */
  displayName: string;
}

/** The team member who acted on a lead, a devis or a review (decision 054): shown « par … » in the timelines. */
export interface LeadAuthor {
  id: number;
  name: string;
}

/** The author of the session's member (null without one). */
export function leadAuthor(user: { id: number; displayName: string } | undefined): LeadAuthor | null {
  return user ? { id: user.id, name: user.displayName } : null;
}

export const roleLabels: Record<Role, string> = { manager: "Gérant", office: "Bureau", companion: "Compagnon" };

export const roleDescriptions: Record<Role, string> = {
  manager: "Tout : l'équipe, les réglages de l'entreprise, les sauvegardes et les exports.",
  office:
    "Contenus, médias, demandes, devis, chantiers, agenda, avis et statistiques ; ni l'équipe, ni l'entreprise, ni les sauvegardes.",
  companion: "Uniquement « Mes chantiers » (ceux qui lui sont attribués) et son propre compte.",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/**
 * Who a rule lets in: the listed roles, « member » (anyone with an account: his own account
 * screens), or « public » (no session needed: the site's forms and public reads).
 * `assigned` lists the roles that only see the records assigned to them (chantiers): the module
 * filters its answers with `onlyAssigned` below.
 */
export type Access = { roles: readonly Role[]; assigned?: readonly Role[] } | "member" | "public";

const manager: Access = { roles: ["manager"] };
const office: Access = { roles: ["manager", "office"] };
/** Chantiers: the manager and the office see them all, a compagnon only those he is assigned to (decision 054). */
const chantiers: Access = { roles: ["manager", "office", "companion"], assigned: ["companion"] };

/**
 * API rules, "METHOD /api/path": METHOD is GET, POST, PUT, PATCH, DELETE or * (any); in the path,
 * `:name` is one segment and a final `/*` means « this path and everything below it ».
 * When several rules match, the most specific wins (more fixed segments, then no `/*`, then a
 * named method).
 */
export const apiRules: Record<string, Access> = {
  // Logging in and out, the first password, second factor, passkeys: no session yet.
  "* /api/auth/*": "public",
  // The site's forms and public reads (drafts only for who may edit content: see `canEditContent`).
  "POST /api/quotes": "public",
  "POST /api/contact": "public",
  "POST /api/quote-attachments": "public",
  "GET /api/articles/published": "public",
  "GET /api/articles/slug/:slug": "public",
  ...Object.fromEntries(
    contentTypes.flatMap((type) => [
      [`GET /api/${type}`, "public"],
      [`GET /api/${type}/:id`, "public"],
      // Writes, revisions, drafts, shared previews.
      [`* /api/${type}/*`, office],
    ]),
  ),
  // An invitation link: the new member chooses his password.
  "* /api/invitations/*": "public",
  // A visitor's booking link (the token is the credential).
  "* /api/rendez-vous/*": "public",

  // Each member's own account (passkeys, codes, his sessions, his journal).
  "* /api/account/*": "member",

  // Content, media, AI, leads, testimonials, FAQ, statistics, review requests.
  "POST /api/preview": office,
  "* /api/media/*": office,
  "* /api/ai/*": office,
  "* /api/leads/*": office,
  "* /api/admin/temoignages/*": office,
  "* /api/admin/avis/*": office,
  "* /api/devis/*": office,
  // « Signé sur papier » and its scan: the manager and the office only (the legal proof of the devis).
  "POST /api/devis/:id/signe-papier": office,
  "GET /api/devis/:id/scan": office,
  // Invoices (docs/factures.md): the manager and the office.
  "* /api/factures/*": office,
  // Getting paid (docs/paiements.md): « À encaisser », the sales export; the reminders' settings, the manager.
  "* /api/encaissements/*": office,
  "* /api/export-ventes/*": office,
  "GET /api/relances/reglages": office,
  "PUT /api/relances/reglages": manager,
  // Bank statements and their matching to invoices (docs/paiements.md): the manager and the office.
  "* /api/banque/*": office,
  "* /api/admin/agenda/*": office,
  "* /api/admin/faq/*": office,
  "GET /api/admin/statistiques": office,
  "POST /api/admin/demandes/*": office,

  // Manager only: the team, the business's legal settings, backups, the export of every lead.
  "* /api/team/*": manager,
  "* /api/admin/entreprise": manager,
  "* /api/admin/messagerie/*": manager,
  "GET /api/admin/backup": manager,
  "* /api/admin/backup/*": manager,
  "GET /api/leads/export.csv": manager,
  "* /api/test/*": manager,

  // Chantiers (decision 054): assigned ones only for a compagnon.
  "* /api/chantiers/*": chantiers,
  // On a chantier, a compagnon takes photos, writes notes, reads it; the rest is the office's.
  "POST /api/chantiers": office,
  "PATCH /api/chantiers/:id": office,
  "PUT /api/chantiers/:id/steps/:step": office,
  "* /api/chantiers/:id/members/*": office,
  "POST /api/chantiers/:id/messages": office,
  "* /api/chantiers/:id/access": office,
  "PATCH /api/chantiers/:id/photos/:photoId": office,
  "DELETE /api/chantiers/:id/photos/:photoId": office,
  "POST /api/chantiers/:id/documents": office,
  "DELETE /api/chantiers/:id/documents/:docId": office,
  // « Publier en réalisation » (decision 054): the office; the PV de réception is prepared by any member of the chantier.
  "POST /api/chantiers/:id/publication": office,
  "POST /api/chantiers/:id/reception/deverrouiller": office,
  "* /api/mes-chantiers/*": chantiers,
};

/** Admin pages, "/admin/path" (same pattern syntax, no method). */
export const pageRules: Record<string, Access> = {
  "/admin": office,
  "/admin/sections": office,
  "/admin/services/*": office,
  "/admin/portfolio/*": office,
  "/admin/articles/*": office,
  "/admin/article/*": office,
  "/admin/editor/*": office,
  "/admin/demandes/*": office,
  "/admin/ia": office,
  "/admin/temoignages": office,
  "/admin/avis": office,
  "/admin/devis/*": office,
  "/admin/factures/*": office,
  "/admin/encaissements": office,
  "/admin/export-ventes": office,
  "/admin/relances": manager,
  "/admin/rapprochement": office,
  "/admin/agenda/*": office,
  "/admin/faq": office,
  "/admin/statistiques": office,
  "/admin/entreprise": manager,
  "/admin/messagerie": manager,
  // Logo, home photo, team and history: saved with the « Entreprise » settings.
  "/admin/textes": manager,
  "/admin/medias": office,
  "/admin/equipe/*": manager,
  "/admin/mot-de-passe": "member",
  "/admin/securite": "member",
  "/admin/mes-chantiers/*": chantiers,
  // The list of every chantier is the office's; a compagnon opens his own from « Mes chantiers ».
  "/admin/chantiers": office,
  "/admin/chantiers/*": chantiers,
};

interface CompiledRule {
  key: string;
  method: string;
  segments: string[];
  prefix: boolean;
  access: Access;
  score: number;
}

function compile(key: string, access: Access, withMethod: boolean): CompiledRule {
  const [method, pattern] = withMethod ? key.split(" ") : ["*", key];
  const prefix = pattern.endsWith("/*");
  const segments = (prefix ? pattern.slice(0, -2) : pattern).split("/").filter(Boolean);
  const literal = segments.filter((s) => !s.startsWith(":")).length;
  const score = literal * 100 + segments.length * 10 + (prefix ? 0 : 2) + (method === "*" ? 0 : 1);
  return { key, method, segments, prefix, access, score };
}

const compiledApi = Object.entries(apiRules).map(([k, a]) => compile(k, a, true));
const compiledPages = Object.entries(pageRules).map(([k, a]) => compile(k, a, false));

function matches(rule: CompiledRule, method: string, parts: string[]): boolean {
  if (rule.method !== "*" && rule.method !== method) return false;
  if (rule.prefix ? parts.length < rule.segments.length : parts.length !== rule.segments.length) return false;
  return rule.segments.every((s, i) => s.startsWith(":") || s === parts[i]);
}

function find(rules: CompiledRule[], method: string, path: string): CompiledRule | null {
  // As Express routes: case-insensitive, empty segments ignored; decoded, so that an encoded or
  // upper-case spelling of a manager-only path (`/api/leads/EXPORT.CSV`) never falls to a wider rule.
  const parts = path
    .split("?")[0]
    .split("/")
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part).toLowerCase();
      } catch {
        return part.toLowerCase();
      }
    });
  let best: CompiledRule | null = null;
  for (const rule of rules) if (matches(rule, method, parts) && (!best || rule.score > best.score)) best = rule;
  return best;
}

/** The rule of an API request (method, path under /api), or null: no rule, refused. */
export function apiRuleFor(method: string, path: string): { key: string; access: Access } | null {
  return find(compiledApi, method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase(), path);
}

/** The rule of an admin page, or null: no rule, refused. */
export function pageRuleFor(path: string): { key: string; access: Access } | null {
  return find(compiledPages, "*", path.replace(/\/+$/, "") || "/");
}

function allows(access: Access | undefined, role: Role | null): boolean {
  if (access === undefined) return false;
  if (access === "public") return true;
  if (role === null) return false;
  return access === "member" || access.roles.includes(role);
}

/** May this role call this API route? (false when no rule matches: deny by default) */
export function canCallApi(role: Role | null, method: string, path: string): boolean {
  return allows(apiRuleFor(method, path)?.access, role);
}

/** May this role open this admin page? (false when no rule matches: deny by default) */
export function canOpenPage(role: Role | null, path: string): boolean {
  return allows(pageRuleFor(path)?.access, role);
}

/** True when this role only sees the records assigned to it on this route (chantiers). */
export function onlyAssigned(role: Role, method: string, path: string): boolean {
  const access = apiRuleFor(method, path)?.access;
  return typeof access === "object" && (access.assigned ?? []).includes(role);
}

/** Drafts and unpublished content are shown to who may edit content only. */
export function canEditContent(role: Role | null): boolean {
  return canCallApi(role, "PUT", "/api/articles/1");
}

/** Where a role lands after logging in (and when it opens /admin). */
export function homeFor(role: Role): string {
  return role === "companion" ? "/admin/mes-chantiers" : "/admin";
}
