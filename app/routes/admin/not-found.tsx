import { data } from "react-router";
import type { Route } from "./+types/not-found";

/** Any other /admin/* address: the admin 404 screen of the layout's error boundary, with status 404. */
export function loader(_args: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
