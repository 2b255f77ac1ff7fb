/**
 * The relying party of passkeys from SITE_URL: its host name is the RP ID, its origin the only
 * accepted one. An IP address cannot be an RP ID, so a loopback SITE_URL (http://127.0.0.1:PORT,
 * development and tests) uses `localhost` on the same port — also a secure context for the browser.
 * Shared by the server (registration, login) and the login page (the « wrong address » message).
 */
export function relyingParty(siteUrl: string): { rpID: string; origin: string } {
  const url = new URL(siteUrl);
  if (url.hostname === "127.0.0.1" || url.hostname === "[::1]") {
    return { rpID: "localhost", origin: `${url.protocol}//localhost${url.port ? `:${url.port}` : ""}` };
  }
  return { rpID: url.hostname, origin: url.origin };
}
