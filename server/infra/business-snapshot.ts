import { businessSeed, type BusinessSettings } from "#domain/business.ts";

/**
 * The last 'Entreprise' settings this process read (the seed before the first read): the
 * synchronous view for code outside a request — e-mails, AI prompts, PDF, offline AI texts.
 * Written by the business module (server/modules/business/service.ts) each time it loads them;
 * kept here so that infrastructure (the AI providers) reads it without importing a module.
 */
let latest: BusinessSettings = businessSeed;
export const currentBusiness = (): BusinessSettings => latest;
export const rememberBusiness = (settings: BusinessSettings): void => {
  latest = settings;
};
