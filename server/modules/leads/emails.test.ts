import { describe, expect, it } from "vitest";
import { quoteRequestSchema, contactMessageSchema } from "#domain/schemas/leads.ts";
import { businessSeed } from "#domain/business.ts";
import { escapeHtml } from "../mail/index.ts";
import { contactEmails, quoteEmails } from "./emails.ts";

const ctx = {
  id: 42,
  createdAt: new Date("2026-03-12T13:03:00Z"),
  siteUrl: "https://www.atelier-lartigue.fr",
  businessInbox: "atelier@example.fr",
};

const quote = quoteRequestSchema.parse({
  firstName: "Jeanne",
  lastName: "Dubreuil\r\nBcc: victime@example.com",
  email: "jeanne@example.fr",
  phone: "06 12 34 56 78",
  address: "12 chemin des Pins, 33650 Saucats",
  projectType: "cave-vin",
  projectDescription: "Une cave <img src=x onerror=alert(1)> pour 400 bouteilles.",
  budget: "plus-50k",
  timeline: "flexible",
  rgpdConsent: true,
});

describe("lead e-mails", () => {
  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("renders the notification with every label, reply-to the visitor, a one-line subject and escaped HTML", () => {
    const [notification, confirmation] = quoteEmails(quote, ctx);
    expect(notification).toMatchObject({
      kind: "notification",
      to: "atelier@example.fr",
      replyTo: "jeanne@example.fr",
    });
    expect(notification.subject).toBe(
      "Nouvelle demande de devis : Cave à vin – Jeanne Dubreuil Bcc: victime@example.com",
    );
    expect(notification.subject).not.toMatch(/[\r\n]/);
    expect(notification.text).toContain("Nouvelle demande de devis reçue le 12 mars 2026 à 14:03 (n° 42).");
    expect(notification.text).toContain("Budget approximatif : Plus de 50 000 €");
    expect(notification.text).toContain("Délai souhaité : Flexible");
    expect(notification.text).toContain("Dimensions : Non précisées");
    expect(notification.text).toContain("https://www.atelier-lartigue.fr/admin/demandes/quote/42");
    expect(notification.html).toContain("Une cave &lt;img src=x onerror=alert(1)&gt; pour 400 bouteilles.");
    expect(notification.html).not.toContain("<img");

    expect(confirmation).toMatchObject({
      kind: "confirmation",
      to: "jeanne@example.fr",
      replyTo: "atelier@example.fr",
    });
    // finding 14: no free text at all in the acknowledgement, not even the first name.
    expect(confirmation.text).toMatch(/^Bonjour,$/m);
    expect(confirmation.text).not.toContain("Jeanne");
    expect(confirmation.text).toContain("- Type de projet : Cave à vin");
    expect(confirmation.text).not.toContain("bouteilles");
    expect(confirmation.text).toContain("05 56 00 00 00");
  });

  it("renders the contact e-mails, with or without a project", () => {
    const message = contactMessageSchema.parse({
      nom: "Martin",
      prenom: "Paul",
      email: "paul@example.fr",
      message: "Bonjour, un devis ?",
    });
    const [notification, confirmation] = contactEmails(message, ctx);
    expect(notification.subject).toBe("Nouveau message de contact – Paul Martin");
    expect(notification.text).toContain("Projet : Non précisé");
    expect(notification.text).toContain("Message : Bonjour, un devis ?");
    expect(confirmation.subject).toBe("Votre message a bien été reçu – Atelier Lartigue");
    expect(confirmation.text).not.toContain("Récapitulatif");
  });

  it("signs the acknowledgement with the 'Entreprise' settings, with the décennale and the médiateur when filled in", () => {
    const business = {
      ...businessSeed,
      phone: "05 57 12 34 56",
      mediator: { name: "CM2C", url: "https://www.cm2c.net" },
      insurance: { insurer: "MAAF Pro", contact: "Chaban de Chauray, 79036 Niort", coverage: "France métropolitaine" },
      rge: { body: "Qualibat", number: "E-123", validUntil: "2000-01-01" },
    };
    const [, confirmation] = quoteEmails(quote, { ...ctx, business });
    expect(confirmation.text).toContain("05 57 12 34 56 · contact@atelier-lartigue.fr");
    expect(confirmation.text).toContain("Lundi – Vendredi : 8h – 18h · Samedi : 9h – 12h · Dimanche : Fermé");
    expect(confirmation.text).toContain(
      "Assurance décennale : MAAF Pro, Chaban de Chauray, 79036 Niort (couverture : France métropolitaine).",
    );
    expect(confirmation.text).toContain("Médiateur de la consommation : CM2C – https://www.cm2c.net.");
    // An expired RGE certificate is not mentioned.
    expect(confirmation.text).not.toContain("RGE");
    const [, bare] = quoteEmails(quote, { ...ctx, business: businessSeed });
    expect(bare.text).not.toContain("Médiateur");
  });
});
