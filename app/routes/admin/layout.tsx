import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { requireAdminPage } from "#server/admin-guard.server.ts";
import { servicesContext } from "#server/context.ts";
import { AdminShell, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { createQueryClient } from "#app/lib/query-client.ts";
import { adminMeta, noindexHeaders } from "#app/features/admin/data/meta.ts";
import { useKeepAlive } from "#app/features/admin/data/use-keep-alive.ts";
import type { AccessDeniedData } from "#app/features/admin/team/access-denied.tsx";
import { usePhotoQueueSender } from "#app/features/admin/chantiers/photo-queue/use-photo-queue-sender.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { BackupBanner } from "#app/features/admin/backup/backup-banner.tsx";

/** Every admin page below is refused on the server without a session (redirect to /admin/login). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  // `*` is only set on the admin's 404 route (admin/*): an unknown address is not « accès réservé ».
  const user = await requireAdminPage(
    request,
    context,
    (params as Record<string, string | undefined>)["*"] !== undefined,
  );
  return {
    userId: user.id,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
    // The « messagerie non configurée » banners (app/features/admin/mail/mail-banner.tsx).
    mailConfigured: context.get(servicesContext).mailSettings.view().configured,
    // The automatic backups' red banner and the recovery phrase (app/features/admin/backup/backup-banner.tsx).
    backup: context.get(servicesContext).backups.banner(user.role),
  };
}

export const headers: Route.HeadersFunction = () => noindexHeaders;
export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Administration", matches);
// The admin installs as an app on a phone (server/modules/admin-app/).
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/admin.webmanifest" },
  { rel: "apple-touch-icon", href: "/admin-icons/icon-192.png" },
];

export default function AdminLayout() {
  const { username, displayName, role, mustChangePassword } = useLoaderData<typeof loader>();
  // One client per browser session of the admin: no retry, never stale, no refetch on focus (docs/product.md §7).
  const [queryClient] = useState(createQueryClient);
  useKeepAlive();
  usePhotoQueueSender();
  return (
    <QueryClientProvider client={queryClient}>
      <AdminShell username={username} displayName={displayName} role={role} restricted={mustChangePassword}>
        <BackupBanner />
        <Outlet />
      </AdminShell>
    </QueryClientProvider>
  );
}

/** The « accès réservé » page: its code loads only when a page is refused (decision 060). */
const AccessDenied = lazy(() =>
  import("#app/features/admin/team/access-denied.tsx").then((m) => ({ default: m.AccessDenied })),
);

/** Unknown admin addresses and unknown content types (404) keep the admin frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (isRouteErrorResponse(error) && error.status === 403)
    return (
      <Suspense fallback={null}>
        <AccessDenied {...(error.data as AccessDeniedData)} />
      </Suspense>
    );
  return (
    <main className={`${pageClass} flex min-h-dvh flex-col items-center justify-center gap-4 text-center`}>
      <meta name="robots" content="noindex, nofollow" />
      <title>{notFound ? "Page introuvable · Administration" : "Erreur · Administration"}</title>
      <p className="font-serif text-6xl font-semibold text-oak-dark">{notFound ? "404" : "Oups"}</p>
      <h1 className="font-serif text-2xl font-semibold text-forest-dark">
        {notFound ? "Cette page d'administration n'existe pas" : "Une erreur est survenue"}
      </h1>
      <p className="max-w-md text-muted">
        {notFound
          ? "L'adresse est peut-être incomplète, ou le contenu a été supprimé."
          : "Veuillez réessayer dans un instant."}
      </p>
      <Link to={adminPaths.dashboard} className="btn-primary">
        Retour au tableau de bord
      </Link>
    </main>
  );
}
