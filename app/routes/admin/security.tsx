import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/security";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { NameCard } from "#app/features/admin/security/name-card.tsx";
import { JournalCard } from "#app/features/admin/security/journal-card.tsx";
import { PasskeysCard } from "#app/features/admin/security/passkeys-card.tsx";
import { SessionsCard } from "#app/features/admin/security/sessions-card.tsx";
import { TotpCard } from "#app/features/admin/security/totp-card.tsx";
import { SECURITY_QUERY, type SecurityOverview } from "#app/features/admin/security/types.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Sécurité du compte", matches);

/** 'Sécurité du compte': the member's name, passkeys, two-factor codes, open sessions, security journal. */
export default function SecurityPage() {
  const { data, isPending, error } = useQuery<SecurityOverview>({ queryKey: SECURITY_QUERY });
  return (
    <main className={`${pageClass} max-w-4xl`}>
      <PageHeader
        title="Sécurité du compte"
        description="Clés d'accès, double authentification, appareils connectés et journal."
      />
      {isPending ? (
        <p className="text-sm text-muted">Chargement…</p>
      ) : error ? (
        <p className="text-sm text-danger">Les réglages de sécurité n'ont pas pu être chargés. Rechargez la page.</p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <NameCard />
          <PasskeysCard passkeys={data.passkeys} />
          <TotpCard totp={data.totp} username={data.username} />
          <SessionsCard sessions={data.sessions} />
          <JournalCard />
        </div>
      )}
    </main>
  );
}
