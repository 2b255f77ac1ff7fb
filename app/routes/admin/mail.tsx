import type { Route } from "./+types/mail";
import { requireAdminPage } from "#server/admin-guard.server.ts";
import { servicesContext } from "#server/context.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { MailSettingsForm } from "#app/features/admin/mail/mail-settings-form.tsx";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Messagerie", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return { view: context.get(servicesContext).mailSettings.view() };
}

/** /admin/messagerie: the server that sends the site's e-mails, and a test e-mail (docs/mail.md). */
export default function MailScreen({ loaderData }: Route.ComponentProps) {
  return (
    <main className={pageClass}>
      <PageHeader
        title="Messagerie"
        description="Le serveur d'envoi par lequel partent vos réponses aux demandes, les accusés de réception et les notifications."
      />
      <MailSettingsForm initial={loaderData.view} />
    </main>
  );
}
