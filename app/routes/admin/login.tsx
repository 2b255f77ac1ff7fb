import { redirect, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/login";
import { optionalAdmin } from "#server/admin-guard.server.ts";
import { servicesContext } from "#server/context.ts";
import { LoginForm } from "#app/features/admin/security/login-form.tsx";
import { adminMeta, noindexHeaders } from "#app/features/admin/data/meta.ts";
import { useBusiness } from "#app/lib/business.ts";
import { adminPaths, sitePaths } from "#app/lib/paths.ts";
import { Island } from "#app/islands/island.tsx";

/** Already logged in → the dashboard (or the forced password change). The hint shows only while the default password works. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalAdmin(request, context);
  if (user) throw redirect(user.mustChangePassword ? adminPaths.password : adminPaths.dashboard);
  const { auth } = context.get(servicesContext);
  return { hint: (await auth.defaultCredentialsActive()) ? auth.defaultCredentials : null };
}

export const headers: Route.HeadersFunction = () => noindexHeaders;
export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Connexion", matches);

export default function LoginPage() {
  const { hint } = useLoaderData<typeof loader>();
  const business = useBusiness();
  const siteUrl = useRouteLoaderData<{ siteUrl?: string }>("root")?.siteUrl ?? "";
  return (
    <main className="grid min-h-dvh place-items-center bg-[radial-gradient(circle_at_top,var(--color-sand),var(--color-cream)_55%)] px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <span
            aria-hidden="true"
            className="mx-auto grid size-12 place-items-center rounded-2xl bg-forest font-serif text-2xl font-bold text-oak"
          >
            A
          </span>
          <p className="mt-3 font-serif text-lg font-semibold text-forest-dark">{business.name}</p>
          <p className="text-xs tracking-[0.16em] text-walnut uppercase">Administration</p>
        </div>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8">
          <h1 className="font-serif text-2xl font-semibold text-forest-dark">Connexion</h1>
          <p className="mt-1 text-sm text-muted">
            Accédez à la gestion de l&apos;atelier : demandes et devis, agenda des visites, chantiers, avis clients,
            contenus du site (articles, services, réalisations) et réglages.
          </p>
          {/* An island: this page loads React DOM and the form, not React Router's client (app/root.tsx). */}
          <Island name="admin-login" component={LoginForm} props={{ siteUrl }} />
          {hint && (
            <p className="mt-6 rounded-xl border border-oak/40 bg-sand/30 px-4 py-3 text-sm text-walnut-dark">
              Identifiants par défaut : <strong>{hint.username}</strong> / <strong>{hint.password}</strong>. Vous devrez
              choisir un nouveau mot de passe à la première connexion.
            </p>
          )}
        </div>
        <p className="mt-6 text-center text-sm">
          <a href={sitePaths.home} className="text-walnut underline-offset-2 hover:underline">
            ← Retour au site
          </a>
        </p>
      </div>
    </main>
  );
}
