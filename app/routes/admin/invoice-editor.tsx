import { Link, useParams } from "react-router";
import { InvoiceEditor } from "#app/features/admin/invoices/invoice-editor.tsx";
import { EnsureQueryClient } from "#app/features/admin/leads/query.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";
import { pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { adminPaths } from "#app/lib/paths.ts";
import type { Route } from "./+types/invoice-editor";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Facture", matches);

/** /admin/factures/:id: a draft edited, its checklist, « Émettre »; an issued invoice read, sent, credited. */
export default function InvoiceEditorScreen() {
  const { id = "" } = useParams();
  return (
    <EnsureQueryClient>
      <main className={pageClass}>
        <Link to={adminPaths.invoices} className="text-sm font-medium text-walnut underline-offset-2 hover:underline">
          ← Toutes les factures
        </Link>
        <div className="mt-4">
          <InvoiceEditor key={id} id={id} />
        </div>
      </main>
    </EnsureQueryClient>
  );
}
