import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { Logo } from "#app/components/site/logo.tsx";
import { ErrorContent } from "#app/components/site/error-content.tsx";
import { Card, ClientTitle, PhoneLink } from "#app/components/client/client-ui.tsx";
import { useBusiness } from "#app/lib/business.ts";
import { sitePaths } from "#app/lib/paths.ts";

/**
 * The one layout of the pages a client opens from a personal link: his devis (/mon-devis), his
 * chantier and its PV (/mon-chantier), his visit (/rendez-vous) and his review (/avis/donner). The
 * site's logo, typefaces and colours, phone first; never indexed, never cached, never a referrer.
 */
export function headers() {
  return {
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "same-origin",
  };
}

function Shell({ children }: { children: ReactNode }) {
  const business = useBusiness();
  return (
    <div className="flex min-h-dvh flex-col bg-paper">
      <meta name="robots" content="noindex, nofollow" />
      {/* The token is in the address: it never leaves in a Referer to another site. */}
      <meta name="referrer" content="same-origin" />
      <header className="border-b border-line bg-cream">
        <div className="container-site flex min-h-16 max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
          <a href={sitePaths.home} aria-label={`${business.name} – accueil du site`}>
            <Logo />
          </a>
          <a
            href={`tel:${business.phoneE164}`}
            className="rounded-full border border-forest/30 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-forest"
          >
            {business.phone}
          </a>
        </div>
      </header>
      <main id="contenu" className="container-site w-full max-w-3xl flex-1 py-6 sm:py-10">
        {children}
      </main>
      <footer className="border-t border-line bg-forest py-6 text-sm text-cream/90">
        <div className="container-site max-w-3xl">
          <p className="font-serif text-base text-cream">{business.name}</p>
          <p className="mt-1">
            <a href={`tel:${business.phoneE164}`} className="underline">
              {business.phone}
            </a>{" "}
            ·{" "}
            <a href={`mailto:${business.email}`} className="underline">
              {business.email}
            </a>
          </p>
        </div>
      </footer>
    </div>
  );
}

export default function ClientLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** A link that no longer opens (app/lib/client-page.server.ts `refusePage`): the French reason and how to reach the business, in the same layout. */
export function ErrorBoundary() {
  const error = useRouteError();
  const business = useBusiness();
  const refusal = isRouteErrorResponse(error) ? (error.data as { title?: string; message?: string } | null) : null;
  if (!refusal?.title)
    return (
      <Shell>
        <ErrorContent />
      </Shell>
    );
  return (
    <Shell>
      <title>{`${refusal.title} – ${business.name}`}</title>
      <ClientTitle>{refusal.title}</ClientTitle>
      <Card tone="info">
        <p>{refusal.message}</p>
        <p>
          Pour toute question, appelez-nous au <PhoneLink /> ou écrivez à{" "}
          <a href={`mailto:${business.email}`} className="font-semibold text-forest underline">
            {business.email}
          </a>
          .
        </p>
      </Card>
    </Shell>
  );
}
