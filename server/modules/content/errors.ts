import { AppError } from "#server/errors.ts";
import { contentTypeLabels, contentTypes, type ContentType } from "#domain/content-types.ts";

/** A refusal of the content service: unknown item (not-found), slug taken or stale version (conflict). */
export class ContentError extends AppError {
  constructor(kind: "not-found" | "conflict" | "invalid", message: string) {
    super(kind, message);
    this.name = "ContentError";
  }
}

export const SLUG_TAKEN = "Ce slug est déjà utilisé";
/** A save based on an older version of the item (another tab, another device). */
export const STALE_VERSION =
  "Ce contenu a été modifié ailleurs… Rechargez la page pour reprendre la dernière version (vos modifications restent dans ce navigateur).";
export const REVISION_NOT_FOUND = "Version introuvable";
export const NOT_FOUND: Record<ContentType, string> = Object.fromEntries(
  contentTypes.map((type) => [type, contentTypeLabels[type].notFound]),
) as Record<ContentType, string>;
