import { describe, expect, it } from "vitest";
import { findingsSuite } from "../fixtures/findings-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

/** A bearer token read from a log opens nothing, because no log line holds one. */
describe(`logs: no bearer token in the access or error log (${testDatabase})`, () => {
  const { server, logLines } = findingsSuite();

  it("requests each token page and finds the token in no log line", async () => {
    const token = "Zq7".padEnd(32, "x9K");
    const pages = [
      `/mon-devis/${token}`,
      `/mon-devis/${token}/devis.pdf`,
      `/mon-chantier/${token}`,
      `/mon-chantier/${token}/reception`,
      `/mon-chantier/${token}/reception/pv.pdf`,
      `/rendez-vous/${token}`,
      `/avis/donner/${token}`,
      `/admin/invitation/${token}`,
      `/api/invitations/${token}`,
      `/agenda/${token}.ics`,
    ];
    const before = logLines.length;
    for (const pathname of pages) await (await server.fetch(pathname)).arrayBuffer();
    await server.fetch(`/mon-devis/${token}/refuser`, { method: "POST", body: new URLSearchParams({ code: "1" }) });
    await new Promise((r) => setTimeout(r, 200));
    const lines = logLines.slice(before);
    // Each page was logged (its path, token redacted), and no line holds the token.
    const unlogged = pages
      .map((pathname) => pathname.replace(token, "[jeton]"))
      // The API's access line has its path under /api (« /invitations/… »).
      .filter((logged) => !lines.some((line) => line.includes(`${logged.replace(/^\/api/, "")}"`)));
    expect(unlogged).toEqual([]);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
