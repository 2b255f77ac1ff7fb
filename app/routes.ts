import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { editorRoutePaths, sectionAliases } from "../domain/content-paths.ts";
import { contentTypes, type ContentType } from "../domain/content-types.ts";

/** The public page module of each content type, which also renders its draft preview. */
const publicPageModules: Record<ContentType, string> = {
  articles: "routes/site/article.tsx",
  services: "routes/site/service.tsx",
  portfolio: "routes/site/realisation.tsx",
  pages: "routes/site/page.tsx",
};

/**
 * The one route table: every path and alias of docs/product.md §2.
 * Public pages share the site layout (navigation, footer); admin pages share the admin layout,
 * whose loader refuses anyone without a session (server-side guard).
 */
export default [
  // The pages a client opens from a personal link: one layout (the site's look, never indexed nor cached).
  layout("routes/site/client-layout.tsx", [
    // His devis, his chantier and its PV (docs/devis.md, docs/chantiers.md): forms post to Express.
    route("mon-devis/:token", "routes/site/client-devis.tsx"),
    route("mon-chantier/:token", "routes/site/client-chantier.tsx"),
    route("mon-chantier/:token/reception", "routes/site/client-reception.tsx"),
    route("ma-facture/:token", "routes/site/client-invoice.tsx"),
    // The technical visit booked by the visitor (link of the quote's thank-you page and e-mail).
    route("rendez-vous/:token", "routes/site/visit.tsx"),
    // The client's review, through his personal link (docs/avis.md).
    route("avis/donner/:token", "routes/site/review-form.tsx"),
  ]),
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("services", "routes/site/services.tsx"),
    route("services/page/:page", "routes/site/services.tsx", { id: "services-page" }),
    route("services/:slug", "routes/site/service.tsx"),
    route("realisations", "routes/site/realisations.tsx"),
    // Paged lists and their category filters: /realisations/page/2, /blog/categorie/x/page/2…
    route("realisations/page/:page", "routes/site/realisations.tsx", { id: "realisations-page" }),
    route("realisations/categorie/:category", "routes/site/realisations.tsx", { id: "realisations-category" }),
    route("realisations/categorie/:category/page/:page", "routes/site/realisations.tsx", {
      id: "realisations-category-page",
    }),
    route("realisation/:id", "routes/site/realisation.tsx"),
    route("blog", "routes/site/blog.tsx"),
    route("blog/page/:page", "routes/site/blog.tsx", { id: "blog-page" }),
    route("blog/categorie/:category", "routes/site/blog.tsx", { id: "blog-category" }),
    route("blog/categorie/:category/page/:page", "routes/site/blog.tsx", { id: "blog-category-page" }),
    route("blog/:slug", "routes/site/article.tsx"),
    route("a-propos", "routes/site/about.tsx"),
    route("contact", "routes/site/contact.tsx"),
    // Leads: targets of the quote and contact forms posted without JavaScript (and the forms alone).
    route("devis", "routes/site/quote.tsx"),
    route("contact/envoyer", "routes/site/contact-submit.tsx"),
    // Client reviews (docs/avis.md): the published reviews and how they are collected.
    route("avis", "routes/site/reviews.tsx"),
    // Draft previews (admin session or shared link), rendered by the public page modules (decision 042).
    ...contentTypes.map((type) => route(`apercu/${type}/:id`, publicPageModules[type], { id: `preview-${type}` })),
    // Published pages of the admin's 'pages' type (mentions légales, confidentialité…), else 404.
    route(":slug", "routes/site/page.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  // An invitation link to the team (decision 054): no session yet, the new member chooses his password.
  route("admin/invitation/:token", "routes/admin/invitation.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/sections", "routes/admin/sections.tsx"),
    // The same screen opened on one type (/admin/services, /admin/portfolio: the registry's aliases).
    ...sectionAliases.map(({ path, type }) =>
      route(path.slice(1), "routes/admin/sections.tsx", { id: `sections-${type}` }),
    ),
    route("admin/articles", "routes/admin/articles.tsx"),

    // One editor per content type, at every address of docs/product.md §2 (the registry's aliases):
    // one route module, which maps the address to its type (domain/content-paths.ts).
    ...contentTypes.flatMap((type) =>
      editorRoutePaths(type).map((path, i) =>
        route(path.slice(1), "routes/admin/content-editor.tsx", { id: `editor-${type}-${i}` }),
      ),
    ),

    // Leads inbox, account.
    route("admin/demandes", "routes/admin/leads.tsx"),
    route("admin/demandes/modeles", "routes/admin/reply-templates.tsx"),
    route("admin/demandes/:kind/:id", "routes/admin/lead.tsx"),
    route("admin/mot-de-passe", "routes/admin/password.tsx"),
    route("admin/securite", "routes/admin/security.tsx"),
    route("admin/ia", "routes/admin/ai-lab.tsx"),
    // Business settings, testimonials and FAQ, statistics (docs/decisions/045).
    route("admin/entreprise", "routes/admin/business.tsx"),
    // « Avis clients » (docs/avis.md), which replaced « Témoignages » (its former address kept).
    route("admin/avis", "routes/admin/reviews.tsx"),
    route("admin/temoignages", "routes/admin/reviews.tsx", { id: "admin-temoignages" }),
    route("admin/faq", "routes/admin/faq.tsx"),
    route("admin/statistiques", "routes/admin/statistics.tsx"),
    // The team and roles (decision 054); a compagnon's home.
    route("admin/equipe", "routes/admin/team.tsx"),
    route("admin/mes-chantiers", "routes/admin/my-chantiers.tsx"),
    // Chantiers (docs/chantiers.md).
    route("admin/chantiers", "routes/admin/chantiers.tsx"),
    route("admin/chantiers/:id", "routes/admin/chantier.tsx"),
    // Devis (docs/devis.md).
    route("admin/devis", "routes/admin/devis.tsx"),
    route("admin/devis/ouvrages", "routes/admin/devis-ouvrages.tsx"),
    route("admin/devis/:id", "routes/admin/devis-editor.tsx"),
    // Invoices (docs/factures.md).
    route("admin/factures", "routes/admin/invoices.tsx"),
    route("admin/factures/:id", "routes/admin/invoice-editor.tsx"),
    // Getting paid (docs/paiements.md).
    route("admin/encaissements", "routes/admin/receivables.tsx"),
    route("admin/export-ventes", "routes/admin/sales-export.tsx"),
    route("admin/relances", "routes/admin/reminder-settings.tsx"),
    // Bank statements matched to invoices (docs/paiements.md).
    route("admin/rapprochement", "routes/admin/reconciliation.tsx"),
    // Technical visits: the week's agenda and the availability settings.
    route("admin/agenda", "routes/admin/agenda.tsx"),
    route("admin/agenda/disponibilites", "routes/admin/agenda-settings.tsx"),
    // Media library (decision 051).
    route("admin/medias", "routes/admin/media-library.tsx"),
    // Logo, home photo, team and history (decision 051).
    route("admin/textes", "routes/admin/site-texts.tsx"),
    route("admin/messagerie", "routes/admin/mail.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
