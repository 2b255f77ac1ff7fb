import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireAdminPage } from "../../../server/http/admin-guard.server";

/** Every admin page below is refused on the server without a session (redirect to /admin/login). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(request, context);
  return { username: user.username };
}

export default function AdminLayout() {
  return <Outlet />;
}
