import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { createHttpProvider } from "./http.ts";
import { createOfflineProvider } from "./offline/index.ts";
import type { AiProvider } from "./types.ts";

/** The HTTP provider when AI_API_KEY is set, the built-in offline one otherwise. */
export function createAiProvider(config: Config, logger: Logger): AiProvider {
  return config.AI_API_KEY ? createHttpProvider(config, logger) : createOfflineProvider();
}

export type { AiProvider } from "./types.ts";
export { AiProviderError } from "./errors.ts";
