import { describe, expect, it } from "vitest";
import { findPlaceholder, projectPlaceholder } from "./placeholders.ts";

describe("placeholders", () => {
  it("finds « [à compléter] », the AI's bracketed gaps and the editing instruction", () => {
    expect(findPlaceholder("- **Lieu** : [à compléter]")).toBe("[à compléter]");
    expect(findPlaceholder("Posée en [délai à vérifier] jours.")).toBe("[délai à vérifier]");
    expect(findPlaceholder("Une cuisine.\nLes informations entre crochets sont à compléter avec les détails.")).toBe(
      "Les informations entre crochets sont à compléter avec les détails.",
    );
  });

  it("leaves Markdown links and images, checkboxes and plain text alone", () => {
    expect(findPlaceholder("Voir [nos cuisines](/services/cuisine) et ![plan](/media/a.webp).")).toBeNull();
    expect(findPlaceholder("Voir [nos cuisines] (/services/cuisine)")).toBeNull();
    expect(findPlaceholder("- [x] fait\n- [ ] à faire")).toBeNull();
    expect(findPlaceholder("Une cuisine en chêne massif posée à Saucats.")).toBeNull();
  });

  it("names the project's field", () => {
    expect(projectPlaceholder({ title: "Cuisine", fullDescription: "Durée : [à compléter]" })).toEqual({
      field: "fullDescription",
      label: "Description complète",
      found: "[à compléter]",
    });
    expect(projectPlaceholder({ title: "Cuisine", details: { surface: "[surface]" } })?.field).toBe("details.surface");
  });
});
