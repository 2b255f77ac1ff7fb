import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MediaType } from "#domain/schemas/content.ts";
import { apiJson } from "#app/lib/api-client.ts";

/** One media of the library as GET /api/media lists it. */
export interface LibraryMedia {
  id: string;
  url: string;
  type: MediaType;
  description: string;
  altText: string;
  fileName: string;
  width: number | null;
  height: number | null;
  focalX: number;
  focalY: number;
  size: number;
  createdAt: string;
}

/** The library, searched and filtered by the server (48 at a time, newest first). */
export function useMediaLibrary(search: { q: string; type: MediaType | ""; limit: number }) {
  return useQuery({
    queryKey: ["media-library", search.q, search.type, search.limit],
    queryFn: async () => {
      const pages = Math.max(1, Math.ceil(search.limit / 48));
      const items: LibraryMedia[] = [];
      let total = 0;
      for (let page = 0; page < pages; page++) {
        const params = new URLSearchParams({ q: search.q, offset: String(page * 48) });
        if (search.type) params.set("type", search.type);
        const answer = await apiJson<{ items: LibraryMedia[]; total: number }>("GET", `/api/media?${params}`);
        items.push(...answer.items);
        total = answer.total;
        if (items.length >= total) break;
      }
      return { items, total };
    },
    placeholderData: keepPreviousData,
  });
}
