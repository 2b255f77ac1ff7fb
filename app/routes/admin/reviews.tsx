import type { Route } from "./+types/reviews";
import { requireAdminPage } from "#server/admin-guard.server.ts";
import { servicesContext } from "#server/context.ts";
import { PageHeader, pageClass } from "#app/features/admin/shell/admin-shell.tsx";
import { SiteListEditor, type ListItem } from "#app/features/admin/lists/site-list.tsx";
import { ReviewsModeration, type AdminReview } from "#app/features/admin/reviews/moderation.tsx";
import { adminMeta } from "#app/features/admin/data/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Avis clients", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const items = await context.get(servicesContext).reviews.listAdmin();
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    items: items.map(({ authorEmail: _e, leadId: _l, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      publishedAt: iso(r.publishedAt),
      refusedAt: iso(r.refusedAt),
      repliedAt: iso(r.repliedAt),
    })),
  };
}

const ratings = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} sur 5` }));

/**
 * /admin/avis (and its former address /admin/temoignages): « Avis clients » — the reviews left
 * by clients through their personal link, to moderate and answer, and the testimonials typed in by
 * the business (labelled « Témoignage recueilli par l'entreprise » on the site). docs/avis.md.
 */
export default function ReviewsScreen({ loaderData }: Route.ComponentProps) {
  const items = loaderData.items as AdminReview[];
  const own = items.filter((r) => r.origin !== "client");
  const undated = items.filter((r) => !r.workMonth && !r.refusalReason);
  return (
    <main className={pageClass}>
      <PageHeader
        title="Avis clients"
        description="Chaque client reçoit un lien personnel pour donner son avis quand sa demande passe à « Chantier terminé ». Les avis publiés apparaissent sur l'accueil et sur /avis, du plus récent au plus ancien."
      />
      {undated.length > 0 && (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Date du chantier manquante pour : {undated.map((r) => r.name).join(", ")}. La loi demande d&apos;afficher la
          date de l&apos;expérience à côté de chaque avis (article D111-17 du Code de la consommation) : renseignez le
          mois du chantier avec « Modifier ».
        </p>
      )}
      <ReviewsModeration items={items.filter((r) => r.origin === "client")} />
      <SiteListEditor
        api="/api/admin/temoignages"
        title="Témoignages recueillis par l'entreprise"
        newLabel="Nouveau témoignage"
        items={own as unknown as ListItem[]}
        emptyDraft={{ name: "", location: "", content: "", rating: "5", workMonth: "", isPublished: true }}
        fields={[
          { name: "name", label: "Nom du client", kind: "text" },
          { name: "location", label: "Commune", kind: "text", optional: true },
          { name: "content", label: "Témoignage", kind: "textarea" },
          { name: "rating", label: "Note", kind: "select", options: ratings },
          { name: "workMonth", label: "Mois du chantier (AAAA-MM)", kind: "text", optional: true },
        ]}
        reorder={false}
        itemLabel={(t) => String(t.name)}
        summary={(t) => `${t.workMonth ? "" : "⚠ Date du chantier manquante · "}${String(t.content)}`}
      />
    </main>
  );
}
