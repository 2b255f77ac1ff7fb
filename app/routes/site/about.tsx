import { Award, Leaf, MapPin, ShieldCheck } from "lucide-react";
import { ofName } from "#domain/typography.ts";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/about";
import { servicesContext } from "#server/context.ts";
import { useBusiness } from "#app/lib/business.ts";
import { withMedia } from "#app/lib/media-meta.server.ts";
import { TeamGrid } from "#app/components/site/about/team-grid.tsx";
import { Timeline } from "#app/components/site/about/timeline.tsx";
import { CtaBanner } from "#app/components/site/cta-banner.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { SectionHeading } from "#app/components/site/section-heading.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { Seo } from "#app/components/site/seo.tsx";
import { breadcrumbJsonLd } from "#app/lib/json-ld.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return withMedia(services, services.content.getAbout(await services.business.get()));
}

const commitmentIcons = [Award, ShieldCheck, MapPin, Leaf];

export default function About({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl ?? "";
  const { timeline, team, commitments } = loaderData;
  const figures = [
    { value: String(business.foundingYear), label: "création de l'atelier" },
    { value: String(business.teamSize), label: "artisans menuisiers" },
    { value: business.projectsDone, label: "projets réalisés" },
    { value: "33", label: "une entreprise girondine" },
  ];
  return (
    <>
      <Seo
        title={`À propos : un atelier de menuiserie à ${business.address.city} depuis ${business.foundingYear}`}
        description={`L'histoire ${ofName(business.name)}, ${business.trade.toLowerCase()} à ${business.address.city} depuis ${business.foundingYear} : une équipe de ${business.teamSize} artisans, certifiée RGE, garantie décennale, plus de ${business.projectsDone.replace("+", "")} projets en ${business.address.region}.`}
        path="/a-propos"
        image="/media/seed-about-atelier/1200.webp"
        jsonLd={[breadcrumbJsonLd(siteUrl, [{ name: "À propos", path: "/a-propos" }])]}
      />
      <PageHero
        eyebrow="À propos"
        title={`Des menuisiers à ${business.address.city} depuis ${business.foundingYear}`}
        lead={`${business.tagline} : c'est l'ambition qui guide notre équipe, du premier croquis à la pose.`}
        image="/media/seed-about-atelier/1200.webp"
        imageAlt={`L'atelier de ${business.address.city} : établi en chêne, outils au mur et fenêtre sur la forêt de pins`}
      />

      <section aria-label="Chiffres clés" className="border-b border-line bg-white">
        <dl className="container-site grid grid-cols-2 gap-6 py-10 md:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="flex flex-col-reverse text-center">
              <dt className="mt-1 text-sm text-muted">{f.label}</dt>
              <dd className="font-serif text-4xl font-semibold text-forest-dark">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="history-title"
        className="container-site grid gap-12 py-16 md:py-24 lg:grid-cols-[1fr_1.4fr]"
      >
        <SectionHeading
          eyebrow="Notre histoire"
          title={`${new Date().getFullYear() - business.foundingYear} ans de projets en ${business.address.region}`}
          id="history-title"
          align="left"
        >
          <p>D'un petit atelier d'escaliers et de portes à une équipe qui conçoit des intérieurs complets.</p>
        </SectionHeading>
        <Timeline entries={timeline} />
      </section>

      <section aria-labelledby="team-title" className="bg-cream py-16 md:py-24">
        <div className="container-site">
          <div className="grid items-center gap-10 lg:grid-cols-2">
            <SectionHeading
              eyebrow="L'équipe"
              title={`${team.length} artisans, un seul interlocuteur`}
              id="team-title"
              align="left"
            >
              <p>
                Les menuisiers qui fabriquent vos meubles sont ceux qui les posent. Vous gardez le même interlocuteur du
                premier rendez-vous à la réception des travaux.
              </p>
            </SectionHeading>
            <Picture
              src="/media/seed-about-equipe/1200.webp"
              alt="Les cinq artisans de l'atelier, en tablier, devant l'établi"
              sizes="(min-width: 1024px) 600px, 100vw"
              className="aspect-[3/2] w-full rounded-3xl object-cover shadow-card"
            />
          </div>
          <div className="mt-12">
            <TeamGrid members={team} />
          </div>
        </div>
      </section>

      <section aria-labelledby="commitments-title" className="container-site py-16 md:py-24">
        <SectionHeading
          eyebrow="Nos engagements"
          title="Certifiés, assurés et installés près de chez vous"
          id="commitments-title"
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {commitments.map((c, i) => {
            const Icon = commitmentIcons[i % commitmentIcons.length] ?? Award;
            return (
              <li key={c.title} className="flex gap-5 rounded-2xl border border-line bg-white p-7 shadow-card">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-sand/70 text-walnut">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="text-xl font-semibold">{c.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{c.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <CtaBanner
        title="Un projet en tête ?"
        text="Venez nous rencontrer à l'atelier ou demandez-nous un devis : il est gratuit et sans engagement."
      />
    </>
  );
}
