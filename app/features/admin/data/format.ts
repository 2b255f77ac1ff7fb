import { formatDateLong } from "#domain/text.ts";

/** Dates of the admin lists in fr-FR (docs/product.md §9). */
export function itemDates(item: { createdAt: string; publishedAt: string | null; updatedAt?: string }): string {
  const parts = [`Créé le ${formatDateLong(item.createdAt)}`];
  if (item.publishedAt) parts.push(`publié le ${formatDateLong(item.publishedAt)}`);
  return parts.join(" · ");
}

export function countLabel(n: number, singular: string, plural: string): string {
  return `${n} ${n > 1 ? plural : singular}`;
}
