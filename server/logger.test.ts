import { describe, expect, it } from "vitest";
import { createLogger, redactTokens } from "./logger.ts";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

describe("logger: bearer tokens never reach a log line", () => {
  it.each([
    [`/mon-devis/${TOKEN}`, "/mon-devis/[jeton]"],
    [`/mon-devis/${TOKEN}/accepter`, "/mon-devis/[jeton]/accepter"],
    [`/mon-chantier/${TOKEN}/reception/signer`, "/mon-chantier/[jeton]/reception/signer"],
    [`/rendez-vous/${TOKEN}.data`, "/rendez-vous/[jeton].data"],
    [`/avis/donner/${TOKEN}`, "/avis/donner/[jeton]"],
    [`/admin/invitation/${TOKEN}`, "/admin/invitation/[jeton]"],
    [`/api/invitations/${TOKEN}`, "/api/invitations/[jeton]"],
    [`/agenda/${TOKEN}.ics`, "/agenda/[jeton].ics"],
    ["/admin/agenda/disponibilites", "/admin/agenda/disponibilites"],
  ])("%s", (path, logged) => {
    expect(redactTokens(path)).toBe(logged);
  });

  it("redacts the path, the message and an error's message", () => {
    const lines: string[] = [];
    const logger = createLogger("debug", {}, (line) => lines.push(line));
    logger.info("request", { path: `/mon-devis/${TOKEN}`, nested: { url: `https://x.fr/avis/donner/${TOKEN}` } });
    logger.error(`failed on /rendez-vous/${TOKEN}`, { err: new Error(`fetch /mon-chantier/${TOKEN} failed`) });
    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).not.toContain(TOKEN);
    expect(lines[0]).toContain("/mon-devis/[jeton]");
  });
});
