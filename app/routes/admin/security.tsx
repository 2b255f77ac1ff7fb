import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/security";
import { PageHeader, pageClass } from "../../components/admin/admin-shell";
import { JournalCard } from "../../components/admin/security/journal-card";
import { PasskeysCard } from "../../components/admin/security/passkeys-card";
import { SessionsCard } from "../../components/admin/security/sessions-card";
import { TotpCard } from "../../components/admin/security/totp-card";
import { SECURITY_QUERY, type SecurityOverview } from "../../components/admin/security/types";
import { adminMeta } from "../../lib/admin/meta";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Sécurité du compte", matches);

/** 'Sécurité du compte': passkeys, two-factor codes, open sessions, security journal. */
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
          <PasskeysCard passkeys={data.passkeys} />
          <TotpCard totp={data.totp} username={data.username} />
          <SessionsCard sessions={data.sessions} />
          <JournalCard />
        </div>
      )}
    </main>
  );
}
