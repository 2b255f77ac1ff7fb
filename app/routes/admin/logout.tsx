import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { servicesContext } from "../../../server/context";
import { clearedSessionCookie, readSessionToken } from "../../../server/http/session-cookie";

/** Ends the session on the server, clears the cookie, then the login page (SPEC §2). */
async function logout({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { auth, config, security } = context.get(servicesContext);
  const token = readSessionToken(request.headers.get("cookie"));
  const user = await auth.validate(token);
  if (user) {
    const userAgent = request.headers.get("user-agent") ?? "";
    await security.journal.record({ type: "logout", userId: user.id, username: user.username, userAgent });
  }
  await auth.logout(token);
  const secure = request.url.startsWith("https://") || config.siteUrl.startsWith("https://");
  return redirect("/admin/login", {
    headers: { "Set-Cookie": clearedSessionCookie(secure), "Cache-Control": "no-store" },
  });
}

export const loader = logout;
export const action = logout;

export default function Logout() {
  return null;
}
