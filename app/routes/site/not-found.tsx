import { data } from "react-router";

/** Any path no other route claims: HTTP 404 with '404 Page Not Found' (rendered by the layout's boundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
