/**
 * The bearer tokens of the links sent by e-mail: the client pages (/mon-devis, /mon-chantier and its
 * PV), the booking page (/rendez-vous), the review form (/avis/donner), the invitations and the agenda
 * feed. Whoever reads one can open the page, so no log line and no stored e-mail holds one in clear:
 * the logs cut them out (`redactTokens`), the outbox keeps them sealed apart (`pullTokens`, then
 * `putTokens` at delivery).
 */

const PAGES = String.raw`mon-devis|mon-chantier|ma-facture|rendez-vous|avis\/donner|admin\/invitation|api\/invitations|invitations`;
const TOKEN_PATHS = new RegExp(String.raw`(\/(?:${PAGES})\/)[^/?#\s"'.]+`, "g");
const FEED_PATH = /(\/agenda\/)[A-Za-z0-9_-]{16,}(\.ics)/g;

/** Every token of a text replaced by « [jeton] » (log lines). */
export const redactTokens = (text: string) => text.replace(TOKEN_PATHS, "$1[jeton]").replace(FEED_PATH, "$1[jeton]$2");

const PRIVATE_PAGE = new RegExp(String.raw`^\/(?:${PAGES}|apercu|agenda)\/`);
/** A page of one person (a client page, a booking, a preview…): never counted in the statistics. */
export const privatePage = (path: string) => PRIVATE_PAGE.test(path);

/** A link's token as the server makes them (base64url, 128 bits or more), in an e-mail's text or HTML. */
const LINK_TOKEN = new RegExp(String.raw`(\/(?:${PAGES}|agenda)\/)([A-Za-z0-9_-]{16,})`, "g");
/** The same, for a PostgreSQL regular expression (`~`): the rows an older version stored in clear. */
export const LINK_TOKEN_SQL = String.raw`/(${PAGES}|agenda)/[A-Za-z0-9_-]{16,}`;
const MARK = /\[\[lien-(\d+)\]\]/g;

/**
 * The texts with each link's token replaced by « [[lien-N]] », and the tokens (the N-th at N − 1);
 * the same token in the text and the HTML gets the same mark.
 */
export function pullTokens(texts: string[]): { texts: string[]; tokens: string[] } {
  const tokens: string[] = [];
  const out = texts.map((t) =>
    t.replace(LINK_TOKEN, (_, prefix: string, token: string) => {
      const at = tokens.indexOf(token);
      return `${prefix}[[lien-${(at < 0 ? tokens.push(token) : at + 1).toString()}]]`;
    }),
  );
  return { texts: out, tokens };
}

/** The marks of `pullTokens` filled back with the tokens; « [jeton] » where one is gone. */
export const putTokens = (text: string, tokens: readonly string[] | null) =>
  text.replace(MARK, (_, n: string) => tokens?.[Number(n) - 1] ?? "[jeton]");
