import { ArrowLeft } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ErrorContent } from "./error-content";
import { useBusiness } from "#app/lib/business.ts";

/** A route's own 404 (unknown service, project or article): its message and a way back. */
interface NotFoundProps {
  title: string;
  text: string;
  back: string;
  backLabel: string;
}

export function NotFoundMessage({ title, text, back, backLabel }: NotFoundProps) {
  const { name } = useBusiness();
  return (
    <section className="container-site flex min-h-[60vh] flex-col items-center justify-center gap-5 py-24 text-center">
      <title>{`${title} – ${name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-serif text-7xl font-semibold text-oak-dark" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="max-w-md text-muted">{text}</p>
      <Link to={back} className="btn-primary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
    </section>
  );
}

/** The error boundary of a detail route: its own 404 message, the generic error page otherwise. */
export function notFoundBoundary(props: NotFoundProps) {
  return function ErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage {...props} />;
    return <ErrorContent />;
  };
}
