import { beforeAll, describe, expect, it } from "vitest";
import { parisDate } from "#domain/business.ts";
import { loginAsAdmin } from "../fixtures/auth.ts";
import { clientForm, officeApi, openChantier, pvSigningCode } from "../fixtures/chantiers.ts";
import { SERVER_HOOK_TIMEOUT } from "../fixtures/leads.ts";
import { suiteServer, suiteSmtp } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

const CLIENT = "paul.garnier@example.fr";

/** YYYY-MM-DD, `days` from today (Paris). */
const day = (days: number) => parisDate(new Date(Date.now() + days * 86_400_000));

describe(`chantier steps: « fait le » never in the future, no PV signed before the works end (${testDatabase})`, () => {
  const smtp = suiteSmtp(SERVER_HOOK_TIMEOUT);
  const server = suiteServer(() => ({ MAIL_TO: "atelier@example.fr", SMTP_URL: smtp.url }), SERVER_HOOK_TIMEOUT);
  let cookie: string;
  let chantierId: number;
  let link: string;

  const api = officeApi(server, () => cookie);
  const form = clientForm(server);

  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
    ({ chantierId } = await openChantier(server, api, {
      firstName: "Paul",
      lastName: "Garnier",
      email: CLIENT,
      phone: "06 11 22 33 44",
      address: "3 rue des Vignes, 33650 Saucats",
      projectDescription: "Cuisine",
    }));
    const access = await api(`/api/chantiers/${chantierId}/access`, { method: "POST", json: {} });
    link = new URL(String(access.body.url)).pathname;
  }, SERVER_HOOK_TIMEOUT);

  it("refuses « fait le » tomorrow (422, in French) and takes today", async () => {
    const future = await api(`/api/chantiers/${chantierId}/steps/mesures`, {
      method: "PUT",
      json: { doneOn: day(1) },
    });
    expect(future.status).toBe(422);
    expect(future.body.message).toMatch(/« Fait le » ne peut pas être dans le futur/);
    expect((future.body.errors as Record<string, string>).doneOn).toBeTruthy();
    const c = await api(`/api/chantiers/${chantierId}`);
    const steps = c.body.steps as { step: string; doneOn: string | null }[];
    expect(steps.find((s) => s.step === "mesures")!.doneOn).toBeNull();

    const today = await api(`/api/chantiers/${chantierId}/steps/mesures`, {
      method: "PUT",
      json: { doneOn: day(0) },
    });
    expect(today.status).toBe(200);
    const after = (today.body.steps as { step: string; doneOn: string | null }[]).find((s) => s.step === "mesures");
    expect(after!.doneOn).toBe(day(0));
  });

  it("keeps the PV unsigned while « Pose » is planned after today, and says what to do", async () => {
    expect(
      (
        await api(`/api/chantiers/${chantierId}/steps/pose`, {
          method: "PUT",
          json: { plannedStart: day(40), plannedEnd: day(42) },
        })
      ).status,
    ).toBe(200);
    const saved = await api(`/api/chantiers/${chantierId}/reception`, { method: "PUT", json: { reservations: [] } });
    expect(saved.status).toBe(200);

    // The office is told why and what to do.
    const office = await api(`/api/chantiers/${chantierId}/reception`);
    expect(office.body.blockedBy).toMatch(
      /^Le client ne peut pas encore signer .*« Pose » prévue du .+\. .*notez la date « Fait le »/,
    );

    // The client's pages say it; there is no signing form; a code or a signature is refused.
    expect(await (await server.fetch(link)).text()).toContain("se signe une fois les travaux terminés");
    const page = await (await server.fetch(`${link}/reception`)).text();
    expect(page).toContain("« Pose » prévue du");
    expect(page).toContain("appelez-nous");
    expect(page).not.toContain(`action="${link}/reception/signer"`);
    smtp.messages.length = 0;
    const code = await form(`${link}/reception/code`, {});
    expect(code.status).toBe(422);
    expect(await code.text()).toContain("se signe une fois les travaux terminés");
    expect(smtp.messages.some((m) => m.subject.startsWith("Votre code de signature"))).toBe(false);
    const sign = await form(`${link}/reception/signer`, { code: "123456", name: "Paul Garnier", receive: "1" });
    expect(sign.status).toBe(422);
    expect((await api(`/api/chantiers/${chantierId}/reception`)).body.status).toBe("a_signer");
    // Nor can the company sign for works still planned.
    const company = await api(`/api/chantiers/${chantierId}/reception/signer-entreprise`, { method: "POST" });
    expect(company.status).toBe(422);
    expect(String(company.body.message)).toMatch(/« Pose » prévue du/);
  });

  it("lets the client sign once the step is marked done", async () => {
    expect(
      (await api(`/api/chantiers/${chantierId}/steps/pose`, { method: "PUT", json: { doneOn: day(0) } })).status,
    ).toBe(200);
    // The company signs first, then nothing stands in the client's way.
    expect((await api(`/api/chantiers/${chantierId}/reception`)).body.blockedBy).toMatch(
      /^À signer d'abord pour l'entreprise/,
    );
    expect((await api(`/api/chantiers/${chantierId}/reception/signer-entreprise`, { method: "POST" })).status).toBe(
      200,
    );
    expect((await api(`/api/chantiers/${chantierId}/reception`)).body.blockedBy).toBeNull();
    const page = await (await server.fetch(`${link}/reception`)).text();
    expect(page).toContain(`action="${link}/reception/signer"`);
    const shown = /name="pdfSha256" value="([0-9a-f]{64})"/.exec(page)![1];
    const code = await pvSigningCode(smtp, form, link, CLIENT);
    const signed = await form(`${link}/reception/signer`, {
      code,
      name: "Paul Garnier",
      receive: "1",
      pdfSha256: shown,
    });
    expect(signed.status).toBe(303);
    expect((await api(`/api/chantiers/${chantierId}/reception`)).body.status).toBe("signe");
  });
});
