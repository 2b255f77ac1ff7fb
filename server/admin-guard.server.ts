import { data, redirect, type RouterContextProvider } from "react-router";
import { canOpenPage, homeFor, roleLabels, type SessionUser } from "#domain/permissions.ts";
import { servicesContext } from "./context.ts";
import { readSessionToken } from "#server/modules/auth/index.ts";

/**
 * Guard of every admin page, called first in the admin layout's loader (server-side):
 * no session → /admin/login; default password still in effect → the password screen; a page the
 * member's role may not open (domain/permissions.ts, deny by default) → 403, the French « Accès
 * réservé » page of the layout's error boundary.
 */
export async function requireAdminPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  notFoundPage = false,
): Promise<SessionUser> {
  const { auth } = context.get(servicesContext);
  const user = await auth.validate(readSessionToken(request.headers.get("cookie")));
  const { pathname, search } = pageUrl(request);
  if (!user) {
    const back = pathname + search;
    throw redirect(back === "/admin" ? "/admin/login" : `/admin/login?redirectTo=${encodeURIComponent(back)}`);
  }
  if (user.mustChangePassword && pathname !== "/admin/mot-de-passe") throw redirect("/admin/mot-de-passe");
  // The splat route (`admin/*`) is the admin's 404 page: an unknown address stays a 404.
  if (!notFoundPage && !canOpenPage(user.role, pathname)) {
    // The dashboard is not every role's home: a compagnon lands on « Mes chantiers ».
    if (pathname === "/admin" && canOpenPage(user.role, homeFor(user.role))) throw redirect(homeFor(user.role));
    throw data({ message: "Accès réservé", role: roleLabels[user.role], home: homeFor(user.role) }, { status: 403 });
  }
  return user;
}

/**
 * The page a request is for. Client-side navigations fetch `/admin/x.data?_routes=…` (single
 * fetch): comparing that raw URL with a page path would redirect in a loop.
 */
export function pageUrl(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const pathname = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
  return { pathname, search: url.search };
}

/** The current admin or null (for the login page: already logged in → /admin). */
export async function optionalAdmin(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser | null> {
  const { auth } = context.get(servicesContext);
  return auth.validate(readSessionToken(request.headers.get("cookie")));
}
