import type { Request } from "express";
import type { z } from "zod";
import { contentTypeConfigs, type ContentType } from "#domain/content-types.ts";
import { articlePatchKeys, contentInputSchemas } from "#domain/schemas/content.ts";
import type { ContentPatch } from "./admin.ts";
import type { ContentInput } from "./admin-values.ts";
import { AppError } from "#server/errors.ts";
import { parseValue } from "#server/http/parse.ts";

/** Bodies of the content API, parsed with the shared zod schemas (messages of docs/product.md §5). */
const notAnObject = "Le corps de la requête doit être un objet JSON.";

export function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body ?? {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new AppError("invalid", notAnObject);
  return { ...(body as Record<string, unknown>) };
}

/** Services and projects name their picture `image` in the spec; both names are accepted. */
function withImageAlias(type: ContentType, body: Record<string, unknown>): Record<string, unknown> {
  if (contentTypeConfigs[type].imageAlias && body.featuredImage === undefined && body.image !== undefined) {
    body.featuredImage = body.image;
  }
  return body;
}

/** POST and PUT bodies: the shared zod schema of the type (docs/product.md §5 messages). */
export function parseInput(type: ContentType, req: Request): ContentInput {
  return parseValue(contentInputSchemas[type], withImageAlias(type, bodyObject(req))) as ContentInput;
}

/** PATCH bodies: isPublished for every type; for articles any field of docs/product.md §7. Only named keys change. */
export function parsePatch(type: ContentType, req: Request): ContentPatch {
  const body = withImageAlias(type, bodyObject(req));
  const allowed: readonly string[] =
    type === "articles" ? [...articlePatchKeys, "publishedAt"] : ["isPublished", "publishedAt"];
  const keys = allowed.filter((key) => body[key] !== undefined);
  if (keys.length === 0 && body.unpublishAt !== undefined) return {};
  if (keys.length === 0) throw new AppError("invalid", "Aucun champ modifiable dans la requête.");
  const mask = Object.fromEntries(keys.map((key) => [key, true])) as Record<string, true>;
  const schema = (contentInputSchemas[type] as z.ZodObject).pick(mask);
  const data = parseValue(schema, body) as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, data[key]])) as ContentPatch;
}
