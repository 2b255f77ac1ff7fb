import type { MediaType } from "#domain/schemas/content.ts";
import { usePagedList } from "../lists/use-paged-list";

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

/** The address of the library's list (its query key: invalidate it after an upload or a deletion). */
export const MEDIA_LIST_URL = "/api/media";

/** Media a page of the library. */
export const MEDIA_PAGE_SIZE = 48;

/** One page of the library, searched and filtered by the server (48 a page, newest first). */
export function useMediaLibrary(search: { q: string; type: MediaType | ""; page: number }) {
  return usePagedList<LibraryMedia>(MEDIA_LIST_URL, {
    q: search.q,
    type: search.type,
    page: search.page > 1 ? search.page : undefined,
    pageSize: MEDIA_PAGE_SIZE,
  });
}
