import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** A route's own 404 (unknown service, project or article): its message and a way back. */
export function NotFoundMessage({
  title,
  text,
  back,
  backLabel,
}: {
  title: string;
  text: string;
  back: string;
  backLabel: string;
}) {
  return (
    <section className="container-site flex min-h-[60vh] flex-col items-center justify-center gap-5 py-24 text-center">
      <title>{`${title} – Atelier Lartigue`}</title>
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
