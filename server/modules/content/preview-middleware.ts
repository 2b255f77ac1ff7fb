import type { RequestHandler } from "express";
import type { SessionUser } from "#domain/permissions.ts";
import type { AdminContent } from "./admin.ts";
import type { PreviewLinks } from "./preview-links.ts";
import { previewAccess, previewTarget } from "./preview-row.server.ts";
import { currentBusiness } from "#server/infra/business-snapshot.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const pageOf = (title: string, text: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${title} | ${escapeHtml(currentBusiness().name)}</title>
<style>body{font-family:system-ui,sans-serif;background:#faf7f2;color:#2b2a26;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:32rem;padding:2rem;text-align:center}a{color:#2f4a3a}</style></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Retour à l'accueil</a></p></main></body></html>`;

const EXPIRED = () =>
  pageOf(
    "Ce lien d'aperçu n'est plus valide",
    "Ce lien d'aperçu n'est plus valide : il a expiré ou a été retiré par l'atelier. Demandez un nouveau lien à la personne qui vous l'a envoyé.",
  );
const UNKNOWN = () => pageOf("Aperçu introuvable", "Ce lien d'aperçu n'existe pas. Vérifiez l'adresse reçue.");

export interface PreviewGateDeps {
  previews: PreviewLinks;
  admin: AdminContent;
  /** The member of the request's Cookie header, if any (the auth module's, given by the composition root). */
  sessionUser: (cookieHeader: string | undefined) => Promise<SessionUser | null>;
}

/**
 * /apercu/…: draft previews are never cached (no-store, outside the page cache) nor indexed;
 * without the administrator's session they need a valid shared link (?jeton=…), else a French page.
 * `getDeps` is called at each request: the services exist only once the database is ready.
 */
export function previewGate(getDeps: () => PreviewGateDeps): RequestHandler {
  return async (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    const deps = getDeps();
    const target = previewTarget(req.originalUrl.split("?")[0]);
    const token = typeof req.query.jeton === "string" ? req.query.jeton : null;
    if (!target) {
      res.status(404).type("html").send(UNKNOWN());
      return;
    }
    const user = await deps.sessionUser(req.headers.cookie);
    const access = await previewAccess(deps, target, user, token);
    if (access.ok) return next();
    if (access.reason === "login") {
      res.redirect(302, `/admin/login?redirectTo=${encodeURIComponent(req.originalUrl)}`);
      return;
    }
    res
      .status(access.status)
      .type("html")
      .send(access.status === 410 ? EXPIRED() : UNKNOWN());
  };
}
