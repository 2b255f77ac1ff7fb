import { useRouteLoaderData } from "react-router";
import {
  closureText,
  parisDate,
  phoneE164,
  rgeValid,
  visibleClosures,
  type BusinessSettings,
} from "#domain/business.ts";

/**
 * The 'Entreprise' settings as the pages use them, computed by the root loader at each render:
 * closures already ended are left out, the RGE certificate is flagged while valid.
 */
export interface SiteBusiness extends BusinessSettings {
  phoneE164: string;
  rgeShown: boolean;
  /** 'Fermeture exceptionnelle du 4 au 22 août', for each closure still to come or under way. */
  closureTexts: string[];
}

export function siteBusiness(settings: BusinessSettings, now: Date = new Date()): SiteBusiness {
  const today = parisDate(now);
  const closures = visibleClosures(settings, today);
  return {
    ...settings,
    closures,
    phoneE164: phoneE164(settings.phone),
    rgeShown: rgeValid(settings, today),
    closureTexts: closures.map(closureText),
  };
}

/**
 * The business facts of the root loader. Every page renders below it; without its data (the root's
 * own error page, which does not ask) this is a programming error. No fallback to the seed: it
 * would ship the seed's texts to every admin page (decision 060).
 */
export function useBusiness(): SiteBusiness {
  const business = useRouteLoaderData<{ business: SiteBusiness }>("root")?.business;
  if (!business) throw new Error("useBusiness : les données de la racine (loader de root) manquent.");
  return business;
}
