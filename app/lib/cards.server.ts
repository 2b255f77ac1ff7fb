import { projectPhotos } from "#domain/project-images.ts";
import type { ProjectRow, ServiceRow } from "#server/modules/content/types.ts";

/** What a project card shows (home, /realisations, similar projects): only these fields leave the loader. */
export const projectCard = (p: ProjectRow) => ({
  id: p.id,
  title: p.title,
  category: p.category,
  location: p.location,
  description: p.description,
  // The main photo, or the gallery's first when there is none: the project page's first slide.
  image: projectPhotos(p.featuredImage, p.gallery)[0] ?? null,
});

/** What a service card shows (home, /services). */
export const serviceCard = (s: ServiceRow) => ({
  slug: s.slug,
  title: s.title,
  shortDescription: s.shortDescription,
  image: s.featuredImage,
  icon: s.icon,
});
