import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { portfolioCategoryLabel } from "#domain/schemas/categories.ts";
import { Picture } from "#app/ui/picture.tsx";
import { frenchSpacing } from "#domain/typography.ts";

export interface ProjectCardData {
  id: number;
  title: string;
  category: string;
  location: string;
  description: string;
  image: string | null;
}

/** A portfolio project, linking to /realisation/{id}. */
export function ProjectCard({ project, headingLevel = 3 }: { project: ProjectCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card transition-shadow hover:shadow-lg">
      <div className="overflow-hidden bg-cream">
        {project.image && (
          <Picture
            src={project.image}
            alt={project.title}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-[0.16em] text-oak-dark uppercase">
          {portfolioCategoryLabel(project.category)}
        </p>
        <Heading className="mt-2 text-xl font-semibold">
          <Link to={`/realisation/${project.id}`} className="after:absolute after:inset-0 hover:text-walnut">
            {frenchSpacing(project.title)}
          </Link>
        </Heading>
        {project.location && (
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4 text-oak-dark" />
            {project.location}
          </p>
        )}
        <p className="mt-3 line-clamp-3 leading-relaxed text-muted">{project.description}</p>
      </div>
    </article>
  );
}
