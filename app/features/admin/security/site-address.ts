import { relyingParty } from "#domain/passkeys.ts";

/**
 * Passkeys belong to the site's address (SITE_URL): opened at another one (an IP address,
 * localhost instead of the domain), the browser refuses them with a vague error. This says why,
 * in French, with the address to open; null when the page is at the right address. `siteUrl`
 * is the root loader's (given as a prop to the login island, which has no React Router).
 */
export function wrongAddressMessage(siteUrl: string): () => string | null {
  return () => {
    if (!siteUrl || typeof window === "undefined") return null;
    let expected: string;
    try {
      // The origin passkeys answer to (localhost for a loopback SITE_URL, as on the server).
      expected = relyingParty(siteUrl).origin;
    } catch {
      return null;
    }
    if (window.location.origin === expected) return null;
    return `Les clés d'accès ne fonctionnent qu'à l'adresse officielle du site : ${expected}. Vous êtes sur ${window.location.origin}. Ouvrez ${expected}/admin/login et réessayez (ou connectez-vous avec le mot de passe).`;
  };
}
