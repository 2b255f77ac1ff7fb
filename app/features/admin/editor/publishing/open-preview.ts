import type { ContentType } from "#domain/content-types.ts";

/**
 * 'Aperçu' of an editor (decision 042): the draft rendered by the public pages at
 * /apercu/{type}/{id}. The tab is opened at once (no popup blocker), pointed there once the
 * pending changes are autosaved.
 */
export async function openPreview(type: ContentType, id: number, flush: () => Promise<boolean>) {
  const tab = window.open("about:blank", "_blank");
  await flush();
  const url = `/apercu/${type}/${id}`;
  if (tab) tab.location.href = url;
  else window.open(url, "_blank", "noopener");
}
