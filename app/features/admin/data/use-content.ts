import { useMutation, useQueries, useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { contentTypes, type ContentType } from "#domain/content-types.ts";
import { toast } from "#app/ui/toast.tsx";
import { apiJson, apiRequest, errorMessage } from "#app/lib/api-client.ts";
import { itemKey, listKey, type ContentItem } from "./types";

/** The first page (100 summaries) of a type: for short lists only; long ones use usePagedList. */
export function useContentList(type: ContentType) {
  return useQuery<ContentItem[]>({ queryKey: listKey(type) });
}

/** What GET /api/{type}/overview answers: counts and the latest items. */
export interface ContentOverview {
  total: number;
  published: number;
  drafts: number;
  byTab?: Record<string, number>;
  latestPublished: ContentItem[];
  latestDrafts: ContentItem[];
}

/** Counts and latest items of a type (dashboard, sections overview, article tabs); read again after every write. */
export function useContentOverview(type: ContentType) {
  return useQuery<ContentOverview>({ queryKey: [...listKey(type), "overview"] });
}

/** The overview of every type, in the registry's order. */
export function useContentOverviews() {
  return useQueries({
    queries: contentTypes.map((type) => ({ queryKey: [...listKey(type), "overview"] })),
  }) as UseQueryResult<ContentOverview>[];
}

export function useContentItem(type: ContentType, id: number | null) {
  return useQuery<ContentItem>({ queryKey: itemKey(type, id ?? 0), enabled: id !== null });
}

/** After a write, every list and item of the type is read again. */
export function useRefreshContent() {
  const queryClient = useQueryClient();
  return (type: ContentType, item?: ContentItem) => {
    if (item) queryClient.setQueryData(itemKey(type, item.id), item);
    return queryClient.invalidateQueries({ queryKey: listKey(type) });
  };
}

/** The toggle of the dashboard, sections and article screens: PATCH isPublished to the opposite value (docs/product.md §4). */
export function useTogglePublish() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ type, item }: { type: ContentType; item: ContentItem }) =>
      apiJson<ContentItem>("PATCH", `/api/${type}/${item.id}`, { isPublished: !item.isPublished }),
    onSuccess: (updated, { type }) => {
      toast({
        title: updated.isPublished ? "Contenu publié" : "Contenu dépublié",
        description: updated.title,
        variant: "success",
      });
      return refresh(type, updated);
    },
    onError: (error, { type, item }) => {
      const noun = type === "articles" ? "l'article" : "l'élément";
      toast({
        title: item.isPublished ? `Impossible de dépublier ${noun}` : `Impossible de publier ${noun}`,
        description: errorMessage(error),
        variant: "destructive",
      });
    },
  });
}

/** « Placer en tête » of a portfolio project: first in the artisan's order, so first on the home page. */
export function useMoveFirst() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ type, item }: { type: ContentType; item: ContentItem }) =>
      apiJson<ContentItem>("POST", `/api/${type}/${item.id}/first`, {}),
    onSuccess: (updated, { type }) => {
      toast({ title: "Projet placé en tête du portfolio", description: updated.title, variant: "success" });
      return refresh(type, updated);
    },
    onError: (error) =>
      toast({ title: "Impossible de déplacer le projet", description: errorMessage(error), variant: "destructive" }),
  });
}

/** DELETE; the failure toast names an article on the article screen, an element elsewhere (docs/product.md §8). */
export function useDeleteContent(
  failureTitle: "Impossible de supprimer l'élément" | "Impossible de supprimer l'article",
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, item }: { type: ContentType; item: ContentItem }) =>
      apiRequest("DELETE", `/api/${type}/${item.id}`),
    onSuccess: (_res, { type, item }) => {
      toast({ title: "Contenu supprimé", description: item.title, variant: "success" });
      queryClient.removeQueries({ queryKey: itemKey(type, item.id) });
      return queryClient.invalidateQueries({ queryKey: listKey(type) });
    },
    onError: (error) => {
      toast({ title: failureTitle, description: errorMessage(error), variant: "destructive" });
    },
  });
}

/** POST (new) or PUT (existing) of a whole item. */
export function saveContent(
  type: ContentType,
  id: number | null,
  payload: Record<string, unknown>,
): Promise<ContentItem> {
  return id === null
    ? apiJson<ContentItem>("POST", `/api/${type}`, payload)
    : apiJson<ContentItem>("PUT", `/api/${type}/${id}`, payload);
}
