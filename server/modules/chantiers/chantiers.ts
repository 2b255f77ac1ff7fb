import type { Storage } from "#server/infra/storage/types.ts";
import type { Logger } from "#server/logger.ts";
import type { ImageWorker } from "#server/modules/media/index.ts";
import { createChantierDocuments } from "./documents.ts";
import { createChantierPhotos } from "./photos.ts";
import { createChantierPublic } from "./public.ts";
import { createReception } from "./reception.ts";
import { createPublication } from "./publication.ts";
import type { AiProvider } from "#server/infra/ai-providers/types.ts";
import type { AdminContent } from "#server/modules/content/index.ts";
import type { MediaService } from "#server/modules/media/index.ts";
import type { LeadRef } from "#server/modules/leads/index.ts";
import { createChantierService, type ChantierDeps } from "./service.ts";
import { purgeChantierData } from "./erase.ts";

/** Chantiers (decision 053, docs/chantiers.md): the office's and the craftsmen's side, photos, documents, the client's page. */
export function createChantiers(
  deps: ChantierDeps & {
    storage: Storage;
    logger: Logger;
    worker: ImageWorker;
    businessTo: () => string;
    /** After a PV is signed (the lead moved to « Chantier terminé » in its transaction): the review request. */
    leadDone?: (lead: LeadRef) => Promise<unknown>;
    /** « Publier en réalisation »: the media library, the content service and the AI provider. */
    media: () => MediaService;
    content: () => AdminContent;
    ai: () => AiProvider;
  },
) {
  const photos = createChantierPhotos(deps);
  return {
    admin: createChantierService(deps),
    photos,
    publication: createPublication({ ...deps, photos }),
    documents: createChantierDocuments(deps),
    public: createChantierPublic(deps),
    reception: createReception(deps),
    /** The daily retention job (erase.ts). */
    purge: () => purgeChantierData(deps.db, deps.storage, deps.now()),
  };
}
export type Chantiers = ReturnType<typeof createChantiers>;
