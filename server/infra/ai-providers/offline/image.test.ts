import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildDocumentPdf } from "../pdf.ts";
import { projectSheet } from "./document.ts";
import { composeScene, renderIllustration } from "./image.ts";

describe("offline illustrations", () => {
  it("composes the scene the prompt asks for", () => {
    expect(composeScene("Cuisine en chêne avec îlot vert").subject).toMatch(/cuisine/);
    expect(composeScene("Escalier flottant en frêne").subject).toMatch(/escalier/);
    expect(composeScene("Dressing d'une chambre parentale").subject).toMatch(/dressing/);
    expect(composeScene("Cave à vin voûtée").subject).toMatch(/vin/);
    expect(composeScene("Porte d'entrée en chêne").subject).toMatch(/porte/);
    expect(composeScene("Mur acoustique à tasseaux").subject).toMatch(/acoustique|bois/);
    expect(composeScene("Bibliothèque autour d'une fenêtre").subject).toMatch(/bibliothèque/);
  });

  it("gives the same picture for the same prompt and another one for another prompt", () => {
    const a = composeScene("Cuisine en noyer");
    expect(composeScene("Cuisine en noyer").svg).toBe(a.svg);
    expect(composeScene("Cuisine en noyer, plan de travail clair").svg).not.toBe(a.svg);
    expect(a.svg).toMatch(/^<\?xml[^>]*>\s*<svg /);
    expect(a.svg).not.toMatch(/<script|<text/i);
  });

  it("renders a 1600 px image in the chosen style", async () => {
    const { png } = await renderIllustration("Escalier en chêne", "sketch");
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBe(1600);
    const stats = await sharp(png).stats();
    // A pencil sketch is nearly grey: the channels stay close to each other.
    expect(Math.abs((stats.channels[0]?.mean ?? 0) - (stats.channels[2]?.mean ?? 0))).toBeLessThan(30);
  }, 60_000);
});

describe("offline documents", () => {
  it("are real PDF project sheets with the request, the business and the date", async () => {
    const data = await buildDocumentPdf({
      title: "Fiche projet",
      prompt: "Dressing en noyer pour une chambre « parentale » — 2 portes",
      body: projectSheet("Dressing en noyer"),
      provider: "hors-ligne",
      date: new Date("2026-03-14T10:00:00Z"),
    });
    expect(data.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(data);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe("Fiche projet – Atelier Lartigue");
  });
});
