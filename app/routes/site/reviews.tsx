import type { Route } from "./+types/reviews";
import { ofName } from "#domain/typography.ts";
import { Link, useRouteLoaderData } from "react-router";
import { servicesContext } from "#server/context.ts";
import { REVIEW_KEEP_YEARS, REVIEW_LINK_DAYS, refusalReasons } from "#domain/reviews.ts";
import { useBusiness } from "#app/lib/business.ts";
import { breadcrumbJsonLd } from "#app/lib/json-ld.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Seo } from "#app/components/site/seo.tsx";
import { ReviewCard } from "#app/components/site/reviews/review-card.tsx";
import { sitePaths } from "#app/lib/paths.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { reviews } = context.get(servicesContext);
  const sort = new URL(request.url).searchParams.get("tri") === "note" ? "note" : "date";
  const [items, summary] = await Promise.all([reviews.listPublished(sort), reviews.summary()]);
  return { sort, items, summary };
}

function ReviewList({ items }: { items: Route.ComponentProps["loaderData"]["items"] }) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((r) => (
        <li key={r.id}>
          <ReviewCard review={r} />
        </li>
      ))}
    </ul>
  );
}

const average = (n: number) => n.toLocaleString("fr-FR", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/**
 * /avis: every published review (newest first, or by rating with ?tri=note) and how reviews are
 * collected, checked, kept and refused (Code de la consommation L111-7-2, D111-16, D111-17).
 */
export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { sort, items, summary } = loaderData;
  // Verified reviews and the company's testimonials are shown apart (docs/avis.md): only the former make the average.
  const verified = items.filter((r) => r.origin === "client");
  const collected = items.filter((r) => r.origin !== "client");
  const business = useBusiness();
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const tab = (active: boolean) =>
    `rounded-full border px-4 py-2 text-sm font-semibold ${active ? "border-forest bg-forest text-cream" : "border-line bg-white text-forest-dark hover:border-forest"}`;
  return (
    <>
      <Seo
        title="Avis clients"
        description={`Les avis des clients ${ofName(business.name)}, avec leurs dates, et comment nous les recueillons, vérifions et publions.`}
        path="/avis"
        jsonLd={[breadcrumbJsonLd(siteUrl, [{ name: "Avis clients", path: "/avis" }])]}
      />
      <PageHero
        eyebrow="Avis clients"
        title="Ce que nos clients disent de nous"
        lead="Chaque client reçoit, à la fin de son chantier, un lien personnel pour donner son avis, quel qu'il soit."
      />
      <section aria-labelledby="reviews-title" className="container-site py-12 md:py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="reviews-title" className="text-2xl font-semibold md:text-3xl">
              {summary.count} avis vérifié{summary.count > 1 ? "s" : ""}
            </h2>
            {summary.count > 0 && summary.average !== null && (
              <p className="mt-1 text-muted" data-average>
                Note moyenne : {average(summary.average)} sur 5, calculée sur les avis vérifiés seulement (déposés par
                nos clients avec leur lien personnel).
              </p>
            )}
          </div>
          <nav aria-label="Ordre des avis" className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted">Trier :</span>
            <Link
              to={sitePaths.reviews}
              className={tab(sort === "date")}
              aria-current={sort === "date" ? "page" : undefined}
            >
              Plus récents
            </Link>
            <Link
              to={`${sitePaths.reviews}?tri=note`}
              className={tab(sort === "note")}
              aria-current={sort === "note" ? "page" : undefined}
            >
              Par note
            </Link>
          </nav>
        </div>
        <p className="mt-3 text-sm text-muted">
          {sort === "note"
            ? "Avis classés par note, de la plus haute à la plus basse, puis du plus récent au plus ancien."
            : "Avis classés par date de publication, du plus récent au plus ancien."}
        </p>
        {verified.length === 0 ? (
          <p className="mt-10 text-muted">Aucun avis vérifié publié pour le moment.</p>
        ) : (
          <ReviewList items={verified} />
        )}
        {collected.length > 0 && (
          <div className="mt-14" data-testimonials>
            <h2 id="testimonials-title" className="text-2xl font-semibold md:text-3xl">
              Témoignages recueillis par l&apos;entreprise
            </h2>
            <p className="mt-1 text-muted">
              {collected.length} témoignage{collected.length > 1 ? "s" : ""} confié{collected.length > 1 ? "s" : ""} par
              des clients et saisi{collected.length > 1 ? "s" : ""} par nous, avec leur accord : ils ne sont pas
              vérifiés par le lien personnel et ne comptent pas dans la note moyenne.
            </p>
            <ReviewList items={collected} />
          </div>
        )}
      </section>

      <section
        id="comment-nous-recueillons-les-avis"
        aria-labelledby="legal-title"
        className="border-t border-line bg-cream py-12 md:py-16"
      >
        <div className="container-site max-w-3xl">
          <h2 id="legal-title" className="text-2xl font-semibold md:text-3xl">
            Comment nous recueillons les avis
          </h2>
          <div className="prose-wood mt-6">
            <h3>Aucune contrepartie</h3>
            <p>
              Aucun avis n&apos;est acheté ni récompensé : ni remise, ni cadeau, ni avantage d&apos;aucune sorte
              n&apos;est accordé en échange d&apos;un avis.
            </p>
            <h3>Comment les avis sont vérifiés</h3>
            <p>
              Les avis marqués « Avis vérifié — client d&apos;un chantier » sont déposés par nos clients eux-mêmes, avec
              un lien personnel envoyé par e-mail à la fin de chaque chantier terminé. Tous nos clients le reçoivent,
              sans sélection. Ce lien est valable {REVIEW_LINK_DAYS} jours et ne sert qu&apos;une fois : seul un client
              dont nous avons réalisé le chantier peut donc déposer un avis vérifié. Chaque avis est lu avant sa
              publication ; son texte et sa note ne sont jamais modifiés. Les avis positifs comme négatifs sont publiés.
            </p>
            <p>
              Les avis marqués « Témoignage recueilli par l&apos;entreprise » nous ont été confiés par des clients (par
              écrit ou de vive voix) et ont été saisis par nous, avec leur accord : ils ne sont pas vérifiés par le lien
              personnel.
            </p>
            <p>
              Chaque avis indique sa date de publication et la date du chantier. Par défaut, les avis sont classés du
              plus récent au plus ancien ; vous pouvez aussi les classer par note.
            </p>
            <h3>Durée de conservation</h3>
            <p>
              Un avis reste publié {REVIEW_KEEP_YEARS} ans après sa date de publication, puis il est retiré du site. Son
              auteur peut en demander le retrait ou la correction à tout moment.
            </p>
            <h3>Motifs de refus</h3>
            <p>Un avis ne peut être refusé que pour l&apos;un de ces motifs :</p>
            <ul>
              {refusalReasons.map((r) => (
                <li key={r.value}>{r.label}</li>
              ))}
            </ul>
            <p>
              Une note basse ou une critique ne sont jamais un motif de refus. L&apos;auteur d&apos;un avis refusé en
              est informé par e-mail, avec le motif.
            </p>
            <h3>Nous contacter au sujet d&apos;un avis</h3>
            <p>
              Pour toute question ou réclamation sur un avis, le vôtre ou celui d&apos;un autre, écrivez-nous à{" "}
              <a href={`mailto:${business.email}`}>{business.email}</a>, appelez le{" "}
              <a href={`tel:${business.phoneE164}`}>{business.phone}</a> ou utilisez la page{" "}
              <Link to={sitePaths.contact}>Contact</Link>.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
