import { Link } from "react-router";
import { useBusiness } from "#app/lib/business.ts";
import { VisitLink } from "./visit-link.tsx";
import { sitePaths } from "#app/lib/paths.ts";

/** Confirmation page after a lead form posted without JavaScript. */
export function LeadSent({ text, visitHref }: { text: string; visitHref?: string }) {
  const business = useBusiness();
  return (
    <>
      {visitHref && <VisitLink href={visitHref} />}
      <div
        role="status"
        className="rounded-2xl border border-line bg-white p-8 text-center shadow-[var(--shadow-card)] sm:p-12"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-14 fill-none stroke-success stroke-2">
          <circle cx="12" cy="12" r="10" />
          <path d="m7.5 12.5 3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 className="mt-4 text-3xl font-semibold">Message envoyé !</h1>
        <p className="mx-auto mt-3 max-w-prose text-muted">{text}</p>
        <p className="mt-2 text-sm text-muted">
          Une question urgente ? Appelez-nous au{" "}
          <a href={`tel:${business.phoneE164}`} className="font-medium text-walnut underline underline-offset-2">
            {business.phone}
          </a>
          .
        </p>
        <Link to={sitePaths.home} className="btn-primary mt-8">
          Retour à l'accueil
        </Link>
      </div>
    </>
  );
}
