import { Link } from "react-router";
import { sitePaths } from "#app/lib/paths.ts";
import { useBusiness } from "#app/lib/business.ts";
import { LeadConfirmation, type LeadKind } from "./lead-confirmation.tsx";

/** Confirmation page after a lead form posted without JavaScript: the same panel as the island shows. */
export function LeadSent({
  kind,
  text,
  number,
  visitHref,
}: {
  kind: LeadKind;
  text: string;
  number?: number | null;
  visitHref?: string;
}) {
  const business = useBusiness();
  return (
    <>
      <div role="status" className="mb-6 text-center">
        <h1 className="text-3xl font-semibold">Message envoyé !</h1>
        <p className="mx-auto mt-3 max-w-prose text-muted">{text}</p>
      </div>
      <LeadConfirmation
        kind={kind}
        number={number}
        visitHref={visitHref}
        phone={{ display: business.phone, e164: business.phoneE164 }}
      >
        <Link to={sitePaths.home} className="btn-outline mt-6">
          Retour à l&apos;accueil
        </Link>
      </LeadConfirmation>
    </>
  );
}
