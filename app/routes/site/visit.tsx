import type { Route } from "./+types/visit";
import { visitAction, visitLoader } from "#app/lib/visit-action.server.ts";
import { VisitBooking } from "#app/components/site/visit-booking.tsx";

/** /rendez-vous/<token>: the visitor books, moves or cancels the technical visit (a plain form, no script needed). */
export function loader({ params, context }: Route.LoaderArgs) {
  return visitLoader(params.token, context);
}

export function action({ params, request, context }: Route.ActionArgs) {
  return visitAction(params.token, request, context);
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export default function VisitPage({ loaderData, actionData }: Route.ComponentProps) {
  return <VisitBooking page={loaderData} result={actionData} />;
}
