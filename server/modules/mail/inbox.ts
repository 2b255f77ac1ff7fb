import type { BusinessSettings } from "#domain/business.ts";
import type { Config } from "#server/config.ts";
import { currentBusiness } from "#server/infra/business-snapshot.ts";

/**
 * The business's inbox: where the site's notifications go and where clients' replies land.
 * `MAIL_TO` (the installer's choice) wins, else the e-mail of the 'Entreprise' settings — the
 * given ones (read in a transaction) or the last read.
 */
export function businessInbox(config: Pick<Config, "MAIL_TO">, business?: Pick<BusinessSettings, "email">): string {
  return config.MAIL_TO ?? (business ?? currentBusiness()).email;
}
