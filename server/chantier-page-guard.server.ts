import { data, type RouterContextProvider } from "react-router";
import { homeFor, roleLabels } from "#domain/permissions.ts";
import { servicesContext } from "./context.ts";
import { isAppError } from "./errors.ts";
import { asId } from "./validation.ts";
import { requireAdminPage } from "./admin-guard.server.ts";
import { openFor, viewerOf } from "#server/modules/chantiers/index.ts";

/**
 * The page /admin/chantiers/:id: the chantier's id once the member may open it. A compagnon not
 * assigned to it gets the 403 « Accès réservé » page with the reason; an unknown one, 404.
 */
export async function requireChantierPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  param: string | undefined,
): Promise<number> {
  const user = await requireAdminPage(request, context);
  const id = asId(param);
  if (id === null) throw data({ message: "Chantier introuvable." }, { status: 404 });
  try {
    await openFor(context.get(servicesContext).db, viewerOf(user), id);
  } catch (err) {
    if (!isAppError(err)) throw err;
    if (err.kind === "forbidden")
      throw data({ message: err.message, role: roleLabels[user.role], home: homeFor(user.role) }, { status: 403 });
    throw data({ message: err.message }, { status: 404 });
  }
  return id;
}
