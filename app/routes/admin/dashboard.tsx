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
import { BusinessCards } from "#app/features/admin/dashboard/business-cards.tsx";
import { businessFigures } from "#app/lib/business-figures.server.ts";
import { parisDate } from "#domain/business.ts";
import { MailBanner } from "#app/features/admin/mail/mail-banner.tsx";
import { adminPaths } from "#app/lib/paths.ts";
import { ReceivablesCard } from "#app/features/admin/receivables/receivables-card.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const { business, clock } = context.get(servicesContext);
  return {
    missing: legalChecklist(await business.get()),
    figures: await businessFigures(context),
    today: parisDate(clock.now()),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Tableau de bord", matches);

/**
 * The dashboard: the business first (visits, requests, devis, chantiers, reviews, speed to lead:
 * docs/tableau-de-bord.md), then the three content cards of docs/product.md §2, unchanged.
 */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<{ username: string; displayName: string }>("routes/admin/layout");
  const member = useAdminMember();
  return (
    <main className={pageClass}>
      <PageHeader
        title="Tableau de bord"
        description={
          layout
            ? `Bonjour ${layout.displayName || layout.username}. Votre journée : visites, demandes, devis, chantiers et avis, puis les contenus du site.`
            : undefined
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
      <BusinessCards figures={loaderData.figures} today={loaderData.today} />
      {member && canOpenPage(member.role, adminPaths.receivables) && <ReceivablesCard />}
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
