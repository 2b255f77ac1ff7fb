import type { Route } from "./+types/visit";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { visitAction, visitLoader } from "#app/lib/visit-action.server.ts";
import { requestContext } from "#server/context.ts";
import { VisitBooking } from "#app/components/site/visit-booking.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { ErrorContent } from "#app/components/site/error-content.tsx";

/** /rendez-vous/<token>: the visitor books, moves or cancels the technical visit (a plain form, no script needed). */
export function loader({ params, context }: Route.LoaderArgs) {
  return visitLoader(params.token, context);
}

export function action({ params, request, context }: Route.ActionArgs) {
  return visitAction(params.token, request, context, context.get(requestContext).ip);
}

export default function VisitPage({ loaderData, actionData }: Route.ComponentProps) {
  return <VisitBooking page={loaderData} result={actionData} />;
}

/** An unknown link (404) or one past its visit (410): the French reason, not the site's generic page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 410)) return <ErrorContent />;
  const message = (error.data as { message?: string } | undefined)?.message ?? "";
  return (
    <>
      <meta name="robots" content="noindex" />
      <PageHero
        eyebrow="Visite technique"
        title={error.status === 410 ? "Ce lien a expiré" : "Lien introuvable"}
        lead={message}
      />
    </>
  );
}
