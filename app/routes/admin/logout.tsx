import { Form, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { optionalAdmin } from "#server/admin-guard.server.ts";
import { servicesContext } from "#server/context.ts";
import { clearedSessionCookie, readSessionToken } from "#server/modules/auth/session-cookie.server.ts";
import { adminMeta, noindexHeaders } from "#app/features/admin/data/meta.ts";
import { adminPaths } from "#app/lib/paths.ts";

/**
 * GET never logs out (any site could link here): without a session it leads to the login page,
 * with one it asks to confirm with the same POST form as the header's button.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalAdmin(request, context);
  if (!user) throw redirect(adminPaths.login);
  return null;
}

/** POST only: ends the session on the server (journaled), clears the cookie, then the login page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, config, security } = context.get(servicesContext);
  const token = readSessionToken(request.headers.get("cookie"));
  const user = await auth.validate(token);
  if (user) {
    const userAgent = request.headers.get("user-agent") ?? "";
    await security.journal.record({ type: "logout", userId: user.id, username: user.username, userAgent });
  }
  await auth.logout(token);
  const secure = request.url.startsWith("https://") || config.siteUrl.startsWith("https://");
  return redirect(adminPaths.login, {
    headers: { "Set-Cookie": clearedSessionCookie(secure), "Cache-Control": "no-store" },
  });
}

export const headers: Route.HeadersFunction = () => noindexHeaders;
export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Déconnexion", matches);

export default function Logout() {
  return (
    <main className="grid min-h-dvh place-items-center bg-cream px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-6 text-center shadow-card sm:p-8">
        <h1 className="font-serif text-2xl font-semibold text-forest-dark">Se déconnecter ?</h1>
        <Form method="post" action={adminPaths.logout} reloadDocument className="mt-6 flex justify-center gap-3">
          <a href={adminPaths.dashboard} className="rounded-full border border-line px-4 py-2 text-sm">
            Annuler
          </a>
          <button type="submit" className="rounded-full bg-forest px-4 py-2 text-sm font-medium text-white">
            Déconnexion
          </button>
        </Form>
      </div>
    </main>
  );
}
