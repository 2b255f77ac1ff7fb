import type { Storage } from "#server/infra/storage/types.ts";
import type { Logger } from "#server/logger.ts";
import type { ImageWorker } from "../media/worker/pool.ts";
import { createChantierDocuments } from "./documents.ts";
import { createChantierPhotos } from "./photos.ts";
import { createChantierPublic } from "./public.ts";
import { createChantierService, type ChantierDeps } from "./service.ts";

/** Chantiers (issue 29, docs/chantiers.md): the office's and the craftsmen's side, photos, documents, the client's page. */
export function createChantiers(
  deps: ChantierDeps & { storage: Storage; logger: Logger; worker: ImageWorker; businessTo: () => string },
) {
  return {
    admin: createChantierService(deps),
    photos: createChantierPhotos(deps),
    documents: createChantierDocuments(deps),
    public: createChantierPublic(deps),
  };
}
export type Chantiers = ReturnType<typeof createChantiers>;
