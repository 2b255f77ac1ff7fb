import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useBusiness } from "#app/lib/business.ts";
import { sitePaths } from "#app/lib/paths.ts";

/** What the site shows for a thrown 404 (the English text is the spec's) or any other error. */
export function ErrorContent() {
  const error = useRouteError();
  const { name } = useBusiness();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <section className="container-site flex min-h-[60vh] flex-col items-center justify-center gap-5 py-24 text-center">
        <title>{`Page introuvable – ${name}`}</title>
        <meta name="robots" content="noindex" />
        <p className="font-serif text-7xl font-semibold text-oak">404</p>
        <h1 className="text-3xl font-semibold">404 Page Not Found</h1>
        <p className="max-w-md text-muted">La page que vous cherchez n'existe pas ou a été déplacée.</p>
        <Link to={sitePaths.home} className="btn-primary">
          Retour à l'accueil
        </Link>
      </section>
    );
  }
  return (
    <section className="container-site flex min-h-[60vh] flex-col items-center justify-center gap-5 py-24 text-center">
      <title>{`Erreur – ${name}`}</title>
      <h1 className="text-3xl font-semibold">Une erreur est survenue</h1>
      <p className="max-w-md text-muted">
        {status === 503
          ? "Le service est momentanément indisponible. Veuillez réessayer dans un instant."
          : "Veuillez réessayer dans un instant."}
      </p>
      <Link to={sitePaths.home} className="btn-primary">
        Retour à l'accueil
      </Link>
    </section>
  );
}
