import type { AiProvider } from "#server/infra/ai-providers/types.ts";
import { createOuvrages } from "./ouvrages.ts";
import { createLineProposals } from "./proposals.ts";
import { createDevisPublic } from "./public.ts";
import type { DevisDeps } from "./common.ts";
import { createDevisService } from "./service.ts";
import { createDevisSending } from "./send.ts";

/** Devis: the admin's service, the client's page, the price library, AI proposals and the reminders. */
export function createDevis(
  deps: Omit<DevisDeps, "reminderDays"> & {
    /** The configured AI provider (« Proposer des lignes »). */
    ai: () => AiProvider;
  },
) {
  const common = { ...deps, reminderDays: deps.config.DEVIS_REMINDER_DAYS };
  const pub = createDevisPublic(common);
  let timer: NodeJS.Timeout | null = null;
  return {
    admin: createDevisService(common),
    public: pub,
    sending: createDevisSending(common),
    ouvrages: createOuvrages(deps.db),
    proposeLines: createLineProposals({ db: deps.db, ai: deps.ai }),
    /** Reminders and expiry every 10 minutes; returns its stop. An older version's clear tokens sealed first. */
    start(): () => void {
      void pub.sealLegacyTokens().then(
        (count) => count > 0 && deps.logger.info("devis links sealed", { count }),
        (err: unknown) => deps.logger.error("devis links not sealed", { err }),
      );
      timer = setInterval(
        () => void pub.sweep().catch((err: unknown) => deps.logger.warn("devis reminders failed", { err })),
        600_000,
      );
      timer.unref();
      return () => {
        if (timer) clearInterval(timer);
      };
    },
  };
}
export type Devis = ReturnType<typeof createDevis>;
