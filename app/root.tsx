import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import frauncesFont from "./assets/fonts/fraunces-fr-wght.woff2?url";
import favicon from "./assets/brand/favicon.svg?url";
import { Toaster } from "./ui/toast";
import { requestContext, servicesContext } from "../server/context";
import { siteBusiness } from "./lib/business";
import { publicEntry } from "./lib/public-entry.server";
import { Island } from "./islands/island";
import { adminPaths, sitePaths } from "#app/lib/paths.ts";

export const links: Route.LinksFunction = () => [
  // One font preloaded: Fraunces, the headings' (each page's first screen is its title). Inter's
  // text paints at once in its metric-matched fallback and swaps without moving (app.css).
  { rel: "preload", href: frauncesFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: favicon, type: "image/svg+xml" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  // The 'Entreprise' settings (in memory after the first read) for the header, footer, JSON-LD…
  return {
    nonce: context.get(requestContext).nonce,
    siteUrl: services.config.siteUrl,
    business: siteBusiness(await services.business.get()),
    publicEntry: publicEntry(),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = root?.nonce;
  // Public pages load their islands' entry instead of React Router's client (decision 047); the
  // admin (and development, where the entry is not built) keeps the whole React Router client.
  // A client's devis, chantier, PV and invoice pages need no script at all (plain forms, no island).
  const path = useLocation().pathname;
  const scriptless = ["/mon-devis/", "/mon-chantier/", "/ma-facture/"].some((p) => path.startsWith(p));
  // The admin's login page too: its form is an island (its next page is a full load of the admin).
  const publicEntry = path.startsWith(adminPaths.dashboard) && path !== adminPaths.login ? null : root?.publicEntry;
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f3a33" />
        {/* A React 19 resource: emitted before the script preloads, so the only render-blocking
            file is not queued behind the JavaScript on a slow network. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
        {/* The feed's title names the business ('Entreprise' settings): not in links(), which has no data.
            Without the root loader's data (its own error page), no feed link. */}
        {root && (
          <link
            rel="alternate"
            type="application/rss+xml"
            title={`Blog – ${root.business.name}`}
            href="/blog/rss.xml"
          />
        )}
      </head>
      <body>
        {children}
        {scriptless ? null : publicEntry ? (
          <>
            <Island name="toaster" component={Toaster} props={{}} />
            {"src" in publicEntry ? (
              <script type="module" src={publicEntry.src} nonce={nonce} />
            ) : (
              <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: publicEntry.inline }} />
            )}
          </>
        ) : (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "404 Page Not Found" : "Une erreur est survenue";
  return (
    <main
      id="contenu"
      className="container-site flex min-h-[60vh] flex-col items-center justify-center gap-4 py-24 text-center"
    >
      <title>{status === 404 ? "Page introuvable" : "Erreur"}</title>
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="text-muted">
        {status === 404
          ? "La page que vous cherchez n'existe pas ou a été déplacée."
          : "Veuillez réessayer dans un instant."}
      </p>
      <a href={sitePaths.home} className="btn-primary">
        Retour à l'accueil
      </a>
    </main>
  );
}
