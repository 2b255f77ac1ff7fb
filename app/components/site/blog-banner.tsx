import { useBusiness } from "#app/lib/business.ts";
import { PageHero } from "./page-hero";

/** The blog's banner, also shown while the article list loads. */
export function BlogBanner() {
  const business = useBusiness();
  return (
    <PageHero
      eyebrow="Le journal de l'atelier"
      title="Blog & Actualités"
      lead={`Conseils de menuisier, essences de bois, entretien et coulisses de nos réalisations en ${business.address.region}.`}
    />
  );
}
