/** The five main pages of the issue "variants before the first visitor" (a crawler's first round). */
export const mainPages = ["/", "/services", "/realisations", "/blog", "/a-propos"];

/** Every /media/… address of a page's HTML (src, srcset, Open Graph), each once. */
export function mediaUrlsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(
    /(?:https?:\/\/[^/"'\s]+)?(\/media\/[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9_-]*\.[a-z0-9]{1,5})/g,
  )) {
    urls.add(match[1] as string);
  }
  return [...urls];
}

export interface FetchTiming {
  url: string;
  status: number;
  ms: number;
  bytes: number;
}

/** Fetches `urls` from `origin`, `concurrency` at a time (a burst of visitors or a crawler). */
export async function fetchAll(
  origin: string,
  urls: string[],
  concurrency = 50,
): Promise<{ timings: FetchTiming[]; totalMs: number }> {
  const timings: FetchTiming[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      const t0 = performance.now();
      const res = await fetch(`${origin}${url}`, { redirect: "manual" });
      const bytes = (await res.arrayBuffer()).byteLength;
      timings.push({ url, status: res.status, ms: performance.now() - t0, bytes });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return { timings, totalMs: performance.now() - started };
}

/** The image addresses of the main pages, page after page (duplicates across pages kept, as a crawler meets them). */
export async function mainPagesImageUrls(origin: string): Promise<string[]> {
  const all: string[] = [];
  for (const page of mainPages) {
    const html = await (await fetch(`${origin}${page}`)).text();
    all.push(...mediaUrlsOf(html));
  }
  return all;
}
