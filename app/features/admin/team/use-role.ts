import { useRouteLoaderData } from "react-router";
import type { Role } from "#domain/permissions.ts";

/** The logged-in member's role and name, from the admin layout's loader (the server checks anyway). */
export function useAdminMember(): { role: Role; displayName: string } | null {
  const layout = useRouteLoaderData<{ role: Role; displayName: string }>("routes/admin/layout");
  return layout ? { role: layout.role, displayName: layout.displayName } : null;
}
