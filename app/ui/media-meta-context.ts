import { createContext, useContext } from "react";

/** Alt text and focal point (in %) of an image, by media id: set in the admin, stored with the media. */
export interface ImageMeta {
  alt: string;
  x: number;
  y: number;
}

/** Filled by MediaMetaProvider (media-meta.tsx) on the server, by each island's root in the browser. */
export const MediaMetaContext = createContext<Record<string, ImageMeta>>({});

export function useImageMeta(id: string | null | undefined): ImageMeta | undefined {
  const all = useContext(MediaMetaContext);
  return id ? all[id] : undefined;
}
