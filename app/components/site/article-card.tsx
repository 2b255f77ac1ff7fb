import { ArrowRight, Clock, NotebookPen } from "lucide-react";
import { articleCategoryLabel } from "#domain/schemas/categories.ts";
import { formatDateLong } from "#domain/text.ts";
import { Picture } from "#app/ui/picture.tsx";
import { frenchSpacing } from "#domain/typography.ts";

export interface ArticleCardData {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  createdAt: string | Date;
  featuredImage: string | null;
  readingTime: number;
}

/** An article of the blog: badge, date, title, excerpt (three lines), reading time, 'Lire l'article'. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const date = new Date(article.createdAt);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card transition-shadow hover:shadow-lg">
      <div className="overflow-hidden bg-cream">
        {article.featuredImage ? (
          <Picture
            src={article.featuredImage}
            alt={article.title}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex aspect-[3/2] w-full items-center justify-center bg-gradient-to-br from-sand to-cream">
            <NotebookPen aria-hidden="true" className="size-12 text-oak-dark/70" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <span className="rounded-full bg-sand/70 px-3 py-1 text-xs font-semibold text-walnut-dark">
            {articleCategoryLabel(article.category)}
          </span>
          <time dateTime={date.toISOString()}>{formatDateLong(date)}</time>
        </div>
        <Heading className="mt-3 text-xl leading-snug font-semibold">{frenchSpacing(article.title)}</Heading>
        <div className="mt-3 flex-1">
          <p className="line-clamp-3 leading-relaxed text-muted">{article.excerpt}</p>
        </div>
        <div className="mt-5 flex items-center justify-between gap-3 text-sm">
          <span className="inline-flex items-center gap-1.5 text-muted">
            <Clock aria-hidden="true" className="size-4" />
            {article.readingTime} min de lecture
          </span>
          <a
            href={`/blog/${article.slug}`}
            className="inline-flex items-center gap-1.5 font-semibold text-walnut after:absolute after:inset-0 hover:text-forest"
          >
            Lire l'article
            <span className="sr-only"> : {article.title}</span>
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </a>
        </div>
      </div>
    </article>
  );
}
