import { Link } from "react-router";
import type { Route } from "./+types/home";
import { servicesContext } from "../../../server/context";
import { business } from "../../../domain/business";

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const services = await content.listServices();
  return { services: services.slice(0, 4).map((s) => ({ slug: s.slug, title: s.title, shortDescription: s.shortDescription })) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>{`${business.name} – Menuiserie sur mesure à Saucats (Gironde)`}</title>
      <section className="container-site py-20">
        <h1 className="text-4xl font-semibold">{business.name}</h1>
        <p className="mt-4 text-lg text-muted">{business.tagline}</p>
        <Link to="/contact" className="btn-primary mt-8">
          Découvrir nos réalisations
        </Link>
      </section>
      <section className="container-site grid gap-6 pb-20 md:grid-cols-2 lg:grid-cols-4">
        {loaderData.services.map((s) => (
          <article key={s.slug} className="rounded-2xl bg-white p-6 shadow">
            <h2 className="text-xl">{s.title}</h2>
            <p className="mt-2 text-sm text-muted">{s.shortDescription}</p>
            <Link to={`/services/${s.slug}`} className="mt-4 inline-block text-walnut underline">
              En savoir plus
            </Link>
          </article>
        ))}
      </section>
    </>
  );
}
