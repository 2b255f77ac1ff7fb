import { BookOpen, Hammer, Images } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { DashboardCard } from "#app/features/admin/dashboard/dashboard-card.tsx";
import { LeadsDashboard } from "#app/features/admin/leads/leads-dashboard.tsx";
import { UnreadLeadsBadge } from "#app/features/admin/leads/unread-badge.tsx";
import { btnSmall } from "#app/ui/buttons.ts";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { legalChecklist } from "#domain/business.ts";
import { requireAdminPage } from "#server/admin-guard.server.ts";
import { servicesContext } from "#server/context.ts";
import { LegalChecklist } from "#app/features/admin/dashboard/legal-checklist.tsx";
import { canOpenPage } from "#domain/permissions.ts";
import { useAdminMember } from "#app/features/admin/team/use-role.ts";
import { SpeedToLead } from "#app/features/admin/agenda/speed-to-lead.tsx";
import { speedLoader } from "#app/lib/agenda-loader.server.ts";
import { MailBanner } from "#app/features/admin/mail/mail-banner.tsx";
import { adminPaths } from "#app/lib/paths.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return {
    missing: legalChecklist(await context.get(servicesContext).business.get()),
    speed: await speedLoader(context),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Tableau de bord", matches);

/** The dashboard (docs/product.md §2): articles, services and portfolio at a glance. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<{ username: string; displayName: string }>("routes/admin/layout");
  const member = useAdminMember();
  return (
    <main className={pageClass}>
      <PageHeader
        title="Tableau de bord"
        description={
          layout ? `Bonjour ${layout.displayName || layout.username}. Gérez ici les contenus du site.` : undefined
        }
        actions={
          <>
            {/* The leads inbox, with its number of unread requests. */}
            <UnreadLeadsBadge />
            <Link to={adminPaths.sections} className={btnSmall}>
              Tous les contenus
            </Link>
            <Link to={adminPaths.reviews} className={btnSmall}>
              Avis clients
            </Link>
            <Link to={adminPaths.faq} className={btnSmall}>
              FAQ
            </Link>
          </>
        }
      />
      <MailBanner className="mb-6" />
      {/* The legal settings are the manager's (« Entreprise »). */}
      {member && canOpenPage(member.role, adminPaths.business) && <LegalChecklist missing={loaderData.missing} />}
      <div className="mb-6">
        <SpeedToLead speed={loaderData.speed} />
      </div>
      <div className="grid gap-6 md:grid-cols-2 2xl:grid-cols-3">
        <DashboardCard type="articles" title="Articles" icon={BookOpen} newLabel="Nouvel article" />
        <DashboardCard type="services" title="Services" icon={Hammer} newLabel="Nouveau service" />
        <DashboardCard type="portfolio" title="Portfolio" icon={Images} newLabel="Nouveau projet" />
      </div>
      <div className="mt-8">
        <LeadsDashboard />
      </div>
    </main>
  );
}
