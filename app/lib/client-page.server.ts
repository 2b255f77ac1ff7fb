import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#server/context.ts";
import { isAppError } from "#server/errors.ts";

/** Thrown by a page: its French title and reason (404 unknown link, 410 revoked, 429 too many posts). */
export interface ClientRefusal {
  title: string;
  message: string;
}

/** The French title of a page that cannot be shown, by status (404 unknown, 410 revoked, 429 flood). */
export type RefusalTitles = Partial<Record<number, string>> & { default: string };

/** The chantier's and its PV's pages. */
export const chantierRefusals: RefusalTitles = {
  410: "Lien désactivé",
  429: "Trop d'envois",
  default: "Page introuvable",
};

const statusOf = (kind: string) => (kind === "gone" ? 410 : 404);

/** Throws the layout's French refusal page (its status, title and message). */
export function refusePage(status: number, titles: RefusalTitles, message: string): never {
  throw data<ClientRefusal>({ title: titles[status] ?? titles.default, message }, { status });
}

/**
 * A client page's loader: what its Express router handed over (a refused form shown again, with
 * its status; or a refusal), then the page's data — an unknown or revoked link becomes the French
 * 404/410 page. Returns the data and the status to answer.
 */
export async function clientPageData<T>(
  context: Readonly<RouterContextProvider>,
  titles: RefusalTitles,
  read: (handedOver: boolean) => Promise<T>,
  unknownMessage?: string,
) {
  const handed = context.get(requestContext).clientPage;
  if (handed?.refusal) {
    const { status, message } = handed.refusal;
    refusePage(status, titles, status === 404 && unknownMessage ? unknownMessage : message);
  }
  try {
    const page = await read(Boolean(handed));
    return { page, message: handed?.message ?? null, values: handed?.values ?? {}, status: handed?.status ?? 200 };
  } catch (err) {
    if (!isAppError(err) || (err.kind !== "gone" && err.kind !== "not-found")) throw err;
    const status = statusOf(err.kind);
    refusePage(status, titles, status === 404 && unknownMessage ? unknownMessage : err.message);
  }
}
