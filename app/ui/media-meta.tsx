import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { MediaMetaContext, type ImageMeta } from "./media-meta-context";

export { MediaMetaContext, useImageMeta, type ImageMeta } from "./media-meta-context";

/** Gathers the `media` entries of every matched route's loader data (site layout). */
export function MediaMetaProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const merged: Record<string, ImageMeta> = {};
  for (const match of matches) {
    const media = (match.loaderData as { media?: Record<string, ImageMeta> } | undefined)?.media;
    if (media && typeof media === "object") Object.assign(merged, media);
  }
  return <MediaMetaContext.Provider value={merged}>{children}</MediaMetaContext.Provider>;
}
