import { ShieldAlert } from "lucide-react";
import { pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { adminPaths } from "#app/lib/paths.ts";

export interface AccessDeniedData {
  role?: string;
  /** A more precise reason (« Ce chantier ne vous est pas attribué. »). */
  message?: string;
  home?: string;
}

/** The French page of an admin address the member's role may not open (403, domain/permissions.ts). */
export function AccessDenied({ role, message, home = adminPaths.dashboard }: AccessDeniedData) {
  return (
    <main className={`${pageClass} flex min-h-dvh flex-col items-center justify-center gap-4 text-center`}>
      <meta name="robots" content="noindex, nofollow" />
      <title>Accès réservé · Administration</title>
      <ShieldAlert aria-hidden="true" className="size-12 text-oak-dark" />
      <h1 className="font-serif text-2xl font-semibold text-forest-dark">Accès réservé</h1>
      {message && message !== "Accès réservé" && <p className="font-semibold text-forest-dark">{message}</p>}
      <p className="max-w-md text-muted">
        {role ? `Votre rôle (${role}) ne permet pas d'ouvrir cette page.` : "Vous ne pouvez pas ouvrir cette page."} Si
        vous en avez besoin, demandez au gérant de l'entreprise.
      </p>
      {/* A full load: the page's own guard sends each role to its home. */}
      <a href={home} className="btn-primary">
        Retour à mon espace
      </a>
    </main>
  );
}
