import { beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../fixtures/auth.ts";
import {
  SERVER_HOOK_TIMEOUT,
  leadDetail,
  listLeads,
  postFrom,
  quoteMessages,
  validContact,
  validQuote,
} from "../fixtures/leads.ts";
import { suiteServer } from "../fixtures/suite-server.ts";
import { testDatabase } from "../fixtures/test-server.ts";

describe(`lead validation, spam and rate limit (${testDatabase})`, () => {
  const server = suiteServer({}, SERVER_HOOK_TIMEOUT);
  let cookie: string;
  beforeAll(async () => {
    cookie = await loginAsAdmin(server);
  }, SERVER_HOOK_TIMEOUT);

  const post = (path: string, json: unknown) => server.fetch(path, { method: "POST", json });

  it("answers an empty quote with 400 and every French message of docs/product.md §5", async () => {
    const res = await post("/api/quotes", {});
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual(quoteMessages);
    for (const message of Object.values(quoteMessages)) expect(body.message).toContain(message);
  });

  it("gives each quote field its own message when only that field is wrong", async () => {
    const wrong: Record<string, unknown> = {
      firstName: "J",
      lastName: " ",
      email: "pas-un-email",
      phone: "0612",
      address: "rue",
      projectType: "",
      projectDescription: "trop court",
      budget: "",
      timeline: "",
      rgpdConsent: false,
    };
    for (const [field, value] of Object.entries(wrong)) {
      const res = await post("/api/quotes", validQuote({ [field]: value }));
      expect(res.status, field).toBe(400);
      expect((await res.json()).errors, field).toEqual({ [field]: quoteMessages[field as keyof typeof quoteMessages] });
    }
  });

  it("refuses option values that are not in the lists, and missing consent", async () => {
    for (const [field, value] of [
      ["projectType", "piscine"],
      ["budget", "1-million"],
      ["timeline", "hier"],
    ] as const) {
      const res = await post("/api/quotes", validQuote({ [field]: value }));
      expect(res.status).toBe(400);
      expect((await res.json()).errors[field]).toBe(quoteMessages[field]);
    }
    const contact = await post("/api/contact", validContact({ projet: "piscine" }));
    expect(contact.status).toBe(400);
    expect((await contact.json()).errors).toEqual({ projet: "Type de projet inconnu" });
    const noConsent = await post("/api/quotes", validQuote({ rgpdConsent: undefined }));
    expect((await noConsent.json()).errors).toEqual({ rgpdConsent: quoteMessages.rgpdConsent });
  });

  it("answers an empty or wrong contact message with the messages of docs/product.md §5", async () => {
    const res = await post("/api/contact", {});
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      nom: "Le nom doit contenir au moins 2 caractères",
      prenom: "Le prénom doit contenir au moins 2 caractères",
      email: "Adresse email invalide",
      message: "Le message doit contenir au moins 10 caractères",
    });
    const email = await post("/api/contact", validContact({ email: "a@b" }));
    expect((await email.json()).errors).toEqual({ email: "Adresse email invalide" });
  });

  it("caps the length of every field", async () => {
    const long = "x".repeat(6000);
    const res = await post(
      "/api/quotes",
      validQuote({
        firstName: long,
        lastName: long,
        address: long,
        projectDescription: long,
        dimensions: long,
        phone: long,
      }),
    );
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(Object.keys(errors).sort()).toEqual([
      "address",
      "dimensions",
      "firstName",
      "lastName",
      "phone",
      "projectDescription",
    ]);
    expect(errors.projectDescription).toBe("5000 caractères maximum");
    const contact = await post("/api/contact", validContact({ message: long, telephone: long }));
    expect(Object.keys((await contact.json()).errors).sort()).toEqual(["message", "telephone"]);
  });

  it("refuses a 2 MB body with 413 and bad JSON with 400, in French", async () => {
    const big = await post("/api/quotes", validQuote({ projectDescription: "x".repeat(2 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: "La requête est trop volumineuse." });
    const bad = await server.fetch("/api/contact", {
      method: "POST",
      body: "{nope",
      headers: { "Content-Type": "application/json" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it("stores without SMTP_URL and shows the e-mails as not sent (SMTP not configured)", async () => {
    const res = await postFrom(server, "127.0.0.2", "/api/quotes", validQuote({ firstName: "<b>Gras</b>" }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ ok: true, message: "Message envoyé !" });
    const lead = (await listLeads(server, cookie, "?kind=quote")).items.find((i) => i.name.includes("Gras"))!;
    const detail = await leadDetail(server, cookie, "quote", lead.id);
    // Stored as typed, as text.
    expect(detail.lead.firstName).toBe("<b>Gras</b>");
    expect(detail.emails.map((e) => [e.kind, e.status, e.lastError]).sort()).toEqual([
      ["confirmation", "not_configured", "La messagerie n'est pas configurée"],
      ["notification", "not_configured", "La messagerie n'est pas configurée"],
    ]);
  });

  it("keeps honeypot and too-fast submissions out of the inbox, flagged and not e-mailed, while the bot sees a success", async () => {
    const honeypot = await postFrom(
      server,
      "127.0.0.3",
      "/api/contact",
      validContact({ prenom: "Robot", website: "http://spam.example" }),
    );
    expect(honeypot.status).toBe(201);
    const fast = await postFrom(
      server,
      "127.0.0.3",
      "/api/quotes",
      validQuote({ firstName: "Pressé", startedAt: Date.now() - 800 }),
    );
    expect(fast.status).toBe(201);
    const human = await postFrom(
      server,
      "127.0.0.3",
      "/api/quotes",
      validQuote({ firstName: "Patient", startedAt: Date.now() - 45_000, website: "" }),
    );
    expect(human.status).toBe(201);

    const inbox = await listLeads(server, cookie);
    expect(inbox.items.some((i) => i.name.startsWith("Robot") || i.name.startsWith("Pressé"))).toBe(false);
    expect(inbox.items.some((i) => i.name.startsWith("Patient"))).toBe(true);

    const spam = await listLeads(server, cookie, "?spam=1");
    const robot = spam.items.find((i) => i.name.startsWith("Robot"))!;
    const pressed = spam.items.find((i) => i.name.startsWith("Pressé"))!;
    expect(robot.isSpam && pressed.isSpam).toBe(true);
    const robotDetail = await leadDetail(server, cookie, "contact", robot.id);
    expect(robotDetail.lead.spamReason).toBe("champ piège rempli");
    expect(robotDetail.emails).toEqual([]);
    expect((await leadDetail(server, cookie, "quote", pressed.id)).lead.spamReason).toBe("formulaire rempli trop vite");
    // Unread counts ignore spam.
    const unread = await (await server.fetch("/api/leads/unread-count", { cookie })).json();
    expect(unread.count).toBe(inbox.unread);

    // Not spam after all: the notification is queued then.
    const patch = await server.fetch(`/api/leads/contact/${robot.id}`, {
      method: "PATCH",
      cookie,
      json: { isSpam: false },
    });
    expect(patch.status).toBe(200);
    const emails = (await leadDetail(server, cookie, "contact", robot.id)).emails;
    expect(emails.map((e) => e.kind)).toEqual(["notification"]);
  });

  it("limits each address to 5 requests in 10 minutes, with a French 429", async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await postFrom(
        server,
        "127.0.0.9",
        i % 2 ? "/api/contact" : "/api/quotes",
        i % 2 ? validContact() : validQuote(),
      );
      expect(ok.status).toBe(201);
    }
    const limited = await postFrom(server, "127.0.0.9", "/api/contact", validContact());
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ message: "Trop de demandes envoyées. Veuillez réessayer dans quelques minutes." });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await postFrom(server, "127.0.0.10", "/api/contact", validContact())).status).toBe(201);
  });

  it("accepts the forms posted without JavaScript: 303 to a confirmation, or 400 with the messages and the values, escaped", async () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" };
    const ok = await server.fetch("/contact/envoyer", {
      method: "POST",
      headers,
      body: form({
        nom: "Martin",
        prenom: "Sansjs",
        email: "paul@example.fr",
        message: "Bonjour, sans JavaScript.",
        website: "",
      }),
    });
    expect(ok.status).toBe(303);
    // The confirmation carries the message's number.
    const location = ok.headers.get("location") ?? "";
    expect(location).toMatch(/^\/contact\/envoyer\?envoye=1&n=\d+$/);
    const number = Number(new URLSearchParams(location.split("?")[1]).get("n"));
    const confirmation = await (await server.fetch(location)).text();
    expect(confirmation).toContain("Merci, votre message a bien été envoyé.");
    expect(confirmation).toContain(`Message n° ${number} envoyé`);
    expect(confirmation).toContain("Et maintenant ?");
    const stored = (await listLeads(server, cookie, "?kind=contact")).items.find((i) => i.name.startsWith("Sansjs"));
    expect(stored?.id).toBe(number);

    const bad = await server.fetch("/devis", {
      method: "POST",
      headers,
      body: form({ firstName: "<script>x</script>", email: "nope", rgpdConsent: "on" }),
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    const { firstName: _valid, rgpdConsent: _given, ...expected } = quoteMessages;
    for (const message of Object.values(expected)) expect(html).toContain(message);
    expect(html).toContain('value="nope"');
    expect(html).toContain('value="&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toContain("<script>x</script>");

    const large = await server.fetch("/devis", {
      method: "POST",
      headers,
      body: form({ projectDescription: "x".repeat(200_000) }),
    });
    expect(large.status).toBe(413);
    expect(await large.text()).toContain("La requête est trop volumineuse.");
  });

  it("drops NUL bytes (PostgreSQL text cannot hold them) instead of failing", async () => {
    const res = await postFrom(
      server,
      "127.0.0.4",
      "/api/contact",
      validContact({ prenom: "Nul\u0000le", message: "Bonjour\u0000 à vous, un devis ?" }),
    );
    expect(res.status).toBe(201);
    const lead = (await listLeads(server, cookie, "?kind=contact")).items.find((i) => i.name.startsWith("Nulle"))!;
    const patch = await server.fetch(`/api/leads/contact/${lead.id}`, {
      method: "PATCH",
      cookie,
      json: { notes: "a\u0000b" },
    });
    expect((await patch.json()).lead.notes).toBe("ab");
    expect(
      (
        await server.fetch("/devis", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "firstName=%00",
        })
      ).status,
    ).toBe(400);
  });
});
