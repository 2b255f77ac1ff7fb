import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "#domain/schemas/leads.ts";
import { attachmentsLabel, attachmentsReceived, quoteEmails } from "./emails.ts";

const ctx = {
  id: 7,
  createdAt: new Date("2026-03-12T13:03:00Z"),
  siteUrl: "https://www.atelier-lartigue.fr",
  businessInbox: "atelier@example.fr",
};
const quote = (firstName: string) =>
  quoteRequestSchema.parse({
    firstName,
    lastName: "Dubreuil",
    email: "jeanne@example.fr",
    phone: "06 12 34 56 78",
    address: "12 chemin des Pins, 33650 Saucats",
    projectType: "dressing",
    projectDescription: "Un dressing sous pente avec portes coulissantes en chêne.",
    budget: "5k-10k",
    timeline: "annee",
    rgpdConsent: true,
  });

describe("acknowledgement e-mail", () => {
  it("says what was sent, what happens next and when, with the business's details, never the free text", () => {
    const [, ack] = quoteEmails(quote("Visitez www.spam.example"), { ...ctx, attachments: { images: 2, pdfs: 1 } });
    expect(ack.text.startsWith("Bonjour,\n")).toBe(true);
    expect(ack.text).not.toContain("spam.example");
    expect(ack.text).not.toContain("coulissantes");
    expect(ack.text).toContain("- Type de projet : Dressing");
    expect(ack.text).toContain("- Photos ou plans : 2 photos et 1 PDF reçus");
    expect(ack.text).toContain("sous 2 jours ouvrés");
    expect(ack.text).toContain("05 56 00 00 00");
    expect(ack.html).toContain("sous 2 jours ouvrés");
  });

  it("names the attachments by kind", () => {
    expect(attachmentsLabel(undefined)).toBe("");
    expect(attachmentsLabel({ images: 1, pdfs: 0 })).toBe("1 photo");
    expect(attachmentsLabel({ images: 0, pdfs: 2 })).toBe("2 PDF");
  });

  it("agrees « reçu » with the files (« 1 photo reçue »)", () => {
    const one = { images: 1, pdfs: 0 };
    expect(`${attachmentsLabel(one)} ${attachmentsReceived(one)}`).toBe("1 photo reçue");
    const [, ack] = quoteEmails(quote("Dressing"), { ...ctx, attachments: one });
    expect(ack.text).toContain("- Photos ou plans : 1 photo reçue");
    expect(attachmentsReceived({ images: 3, pdfs: 0 })).toBe("reçues");
    expect(attachmentsReceived({ images: 0, pdfs: 1 })).toBe("reçu");
  });
});
