/**
 * 'Chargement des articles...' while the blog loads after a click (docs/product.md §2). Links are
 * plain navigations on the public pages: at a click on a link to /blog, the page's content is
 * replaced by the loading state (the <template id="blog-loading"> of the site layout) while the
 * browser fetches the blog; coming back through the history shows the page as it was.
 */
export function initBlogLoading(): void {
  const template = document.querySelector<HTMLTemplateElement>("template#blog-loading");
  const main = document.querySelector<HTMLElement>("main#contenu");
  if (!template || !main || location.pathname === "/blog") return;
  let saved: Node[] | null = null;
  addEventListener("click", (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest?.("a[href]");
    if (
      !(link instanceof HTMLAnchorElement) ||
      (link.target && link.target !== "_self") ||
      link.hasAttribute("download")
    )
      return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname !== "/blog" || url.search || url.hash) return;
    saved = Array.from(main.childNodes);
    main.replaceChildren(template.content.cloneNode(true));
    window.scrollTo(0, 0);
  });
  // Back from the blog (page kept in the browser's cache): the page as it was.
  addEventListener("pageshow", (event) => {
    if (event.persisted && saved) {
      main.replaceChildren(...saved);
      saved = null;
    }
  });
}
