import { ReminderSettingsForm } from "#app/features/admin/receivables/reminder-settings-form.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import type { Route } from "./+types/reminder-settings";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Réglages des relances", matches);

/** /admin/relances: the reminders' ladder and the export's accounts (the manager). */
export default function ReminderSettingsScreen() {
  return (
    <main className={pageClass}>
      <PageHeader
        title="Réglages des relances"
        description="Quand partent les relances des factures impayées, et les comptes utilisés par l'export des ventes."
      />
      <ReminderSettingsForm />
    </main>
  );
}
