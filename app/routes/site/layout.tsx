import { useEffect, type ReactNode } from "react";
import { Outlet, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { BlogLoading } from "#app/components/site/blog-loading.tsx";
import { ErrorContent } from "#app/components/site/error-content.tsx";
import { FloatingQuoteButton } from "#app/components/site/floating-quote-button.tsx";
import { Footer } from "#app/components/site/footer.tsx";
import { Navbar } from "#app/components/site/navbar.tsx";
import { JsonLd } from "#app/components/site/seo.tsx";
import { useBusiness } from "#app/lib/business.ts";
import { MediaMetaProvider } from "#app/ui/media-meta.tsx";
import { businessJsonLd } from "#app/lib/json-ld.ts";

function Shell({ children }: { children: ReactNode }) {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const business = useBusiness();
  const preview = useLocation().pathname.startsWith("/apercu/");
  return (
    <>
      <JsonLd data={businessJsonLd(siteUrl, business)} />
      {preview && <meta name="robots" content="noindex, nofollow" />}
      {preview && (
        <p
          role="status"
          className="fixed right-0 bottom-0 left-0 z-[70] bg-walnut-dark px-4 py-2 text-center text-sm text-cream"
        >
          Aperçu du brouillon : cette version n'est pas publiée.
        </p>
      )}
      <a
        href="#contenu"
        className="sr-only z-[60] rounded-full bg-forest px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu
      </a>
      <Navbar />
      <main id="contenu" tabIndex={-1} className="pt-16 outline-none md:pt-18">
        <MediaMetaProvider>{children}</MediaMetaProvider>
      </main>
      <Footer />
      <FloatingQuoteButton />
      {/* 'Chargement des articles...' while the blog loads after a click (docs/product.md §2): shown
          in place of the page by app/public/blog-loading.ts until the browser paints the blog. */}
      <template id="blog-loading">
        <BlogLoading />
      </template>
    </>
  );
}

export default function SiteLayout() {
  const navigation = useNavigation();
  // Public pages are not hydrated (islands, docs/decisions/047-public-islands.md): this runs only when
  // the admin's client renders a public page; app/public/entry.ts marks the document otherwise.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // 'Chargement des articles...' on a client-side navigation (the admin's client only; app/public/blog-loading.ts otherwise).
  const loadingBlog = navigation.state === "loading" && navigation.location.pathname === "/blog";
  return <Shell>{loadingBlog ? <BlogLoading /> : <Outlet />}</Shell>;
}

/** 404s and errors of public pages keep the navigation and the footer. */
export function ErrorBoundary() {
  return (
    <Shell>
      <ErrorContent />
    </Shell>
  );
}
