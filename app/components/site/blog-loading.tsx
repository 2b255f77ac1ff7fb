import { ArticleSkeleton } from "./article-skeleton";
import { BlogBanner } from "./blog-banner";

/** What the site shows while the blog's articles load on a client-side navigation. */
export function BlogLoading() {
  return (
    <>
      <BlogBanner />
      <section className="container-site py-16 md:py-24" aria-busy="true">
        <p role="status" className="mb-8 text-center text-lg text-muted">
          Chargement des articles...
        </p>
        <ArticleSkeleton />
      </section>
    </>
  );
}
