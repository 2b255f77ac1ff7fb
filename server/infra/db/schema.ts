/**
 * The database schema (Drizzle), one file per concern under schema/; drizzle-kit reads this file
 * (drizzle.config.ts) and `npm run db:generate` writes the migrations.
 */
export * from "./schema/auth.ts";
export * from "./schema/content.ts";
export * from "./schema/media.ts";
export * from "./schema/leads.ts";
export * from "./schema/stats.ts";
export * from "./schema/reviews.ts";
export * from "./schema/devis.ts";
export * from "./schema/agenda.ts";
export * from "./schema/chantiers.ts";
export * from "./schema/chantier-receptions.ts";
import {
  appMeta,
  authChallenges,
  knownDevices,
  passkeys,
  rateLimits,
  recoveryCodes,
  securityEvents,
  sessions,
  totpFactors,
  users,
} from "./schema/auth.ts";
import {
  articles,
  contentRevisions,
  faqItems,
  pages,
  previewLinks,
  projects,
  services,
  slugRedirects,
  testimonials,
} from "./schema/content.ts";
import {
  emailOutbox,
  contactMessages,
  leadAttachments,
  leadEvents,
  quoteRequests,
  replyTemplates,
} from "./schema/leads.ts";
import { media, mediaJobs } from "./schema/media.ts";
import { statsDaily, statsDayTotals, statsMonthly } from "./schema/stats.ts";
import { reviewInvitations } from "./schema/reviews.ts";
import { devis, devisCounters, devisOuvrages } from "./schema/devis.ts";
import { leadAlerts, pushSubscriptions, visitLinks, visits } from "./schema/agenda.ts";
import {
  chantierAccessTokens,
  chantierDocuments,
  chantierMembers,
  chantierMessages,
  chantierNotes,
  chantierPhotos,
  chantierSteps,
  chantierViews,
  chantiers,
} from "./schema/chantiers.ts";
import { chantierReceptions } from "./schema/chantier-receptions.ts";

export const schema = {
  appMeta,
  users,
  sessions,
  passkeys,
  totpFactors,
  recoveryCodes,
  authChallenges,
  knownDevices,
  securityEvents,
  rateLimits,
  articles,
  services,
  projects,
  pages,
  slugRedirects,
  testimonials,
  faqItems,
  media,
  mediaJobs,
  quoteRequests,
  contactMessages,
  emailOutbox,
  leadAttachments,
  leadEvents,
  replyTemplates,
  contentRevisions,
  previewLinks,
  statsDaily,
  statsMonthly,
  statsDayTotals,
  reviewInvitations,
  devisCounters,
  devis,
  devisOuvrages,
  visitLinks,
  visits,
  pushSubscriptions,
  leadAlerts,
  chantiers,
  chantierSteps,
  chantierMembers,
  chantierPhotos,
  chantierNotes,
  chantierMessages,
  chantierDocuments,
  chantierAccessTokens,
  chantierViews,
  chantierReceptions,
};
