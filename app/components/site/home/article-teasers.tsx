import { CardGrid, MoreLink } from "../card-grid";
import { useEffect, useState } from "react";
import { ArticleCard, type ArticleCardData } from "../article-card";
import { sitePaths } from "#app/lib/paths.ts";

const COUNT = 3;

/** Up to `count` items picked at random (Fisher–Yates on a copy). */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

/**
 * Up to 3 published articles picked at random (docs/product.md §2, §9). The server draws a small
 * random sample (never every article) and renders its first 3 (the page stays cacheable and
 * readable without JavaScript); the browser picks 3 of the sample after hydration, so two
 * visitors of the same cached page see different articles.
 */
export function ArticleTeasers({ articles }: { articles: ArticleCardData[] }) {
  const [shown, setShown] = useState(() => articles.slice(0, COUNT));
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    setShown(pickRandom(articles, COUNT));
    setPicked(true);
  }, [articles]);

  if (articles.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-line bg-white p-10 text-center">
        <p className="text-lg text-muted">Aucun article publié pour le moment.</p>
        <a href={sitePaths.blog} className="btn-outline mt-6">
          Découvrir le blog
        </a>
      </div>
    );
  }
  return (
    <div>
      <CardGrid
        items={shown}
        keyOf={(a) => a.slug}
        data-testid="article-teasers"
        data-picked={picked ? "random" : "newest"}
      >
        {(a) => <ArticleCard article={a} />}
      </CardGrid>
      <MoreLink to={sitePaths.blog}>Découvrir tous nos articles</MoreLink>
    </div>
  );
}
