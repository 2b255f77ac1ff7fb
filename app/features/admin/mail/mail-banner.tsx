import { MailWarning } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { adminPaths } from "#app/lib/paths.ts";

/** Whether e-mail can leave, as the admin layout's loader read it (true while unknown). */
export function useMailConfigured(): boolean {
  return useRouteLoaderData<{ mailConfigured?: boolean }>("routes/admin/layout")?.mailConfigured ?? true;
}

/**
 * Shown where e-mail matters (dashboard, requests, a request) while it is not configured: replies
 * and acknowledgements are kept, not sent.
 */
export function MailBanner({ className = "" }: { className?: string }) {
  if (useMailConfigured()) return null;
  return (
    <div
      role="status"
      className={`flex flex-wrap items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 ${className}`}
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">La messagerie n'est pas configurée : aucun e-mail ne part.</strong> Vos
        réponses et les accusés de réception sont enregistrés, pas encore envoyés.
      </p>
      <Link
        to={adminPaths.mail}
        className="basis-full pl-8 font-semibold underline underline-offset-2 sm:basis-auto sm:pl-0"
      >
        Configurer la messagerie
      </Link>
    </div>
  );
}
