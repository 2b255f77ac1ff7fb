import type { ContentType } from "#domain/content-types.ts";
import { placeholderMessage, projectPlaceholder } from "#domain/placeholders.ts";
import { AppError } from "#server/errors.ts";

/**
 * A project cannot go public (editor, publish switch, API, schedule) while its text still holds
 * a placeholder or an editing instruction (docs/chantiers.md §8): 422 naming it and its field.
 */
export function assertPublishable(type: ContentType, row: Record<string, unknown>, publishing: boolean): void {
  if (type !== "portfolio" || !publishing) return;
  const found = projectPlaceholder(row);
  if (found)
    throw new AppError("unprocessable", placeholderMessage(found), {
      errors: { [found.field]: placeholderMessage(found) },
    });
}
