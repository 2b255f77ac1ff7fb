import { createContext, useContext, type ReactNode } from "react";
import { useMatches } from "react-router";

/** Alt text and focal point (in %) of an image, by media id: set in the admin, stored with the media. */
export interface ImageMeta {
  alt: string;
  x: number;
  y: number;
}

const MediaMetaContext = createContext<Record<string, ImageMeta>>({});

export function useImageMeta(id: string | null | undefined): ImageMeta | undefined {
  const all = useContext(MediaMetaContext);
  return id ? all[id] : undefined;
}

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
