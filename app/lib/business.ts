import { useRouteLoaderData } from "react-router";
import {
  businessSeed,
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

/** The business facts of the root loader (the seed only if a page renders without it). */
export function useBusiness(): SiteBusiness {
  return useRouteLoaderData<{ business: SiteBusiness }>("root")?.business ?? siteBusiness(businessSeed);
}
