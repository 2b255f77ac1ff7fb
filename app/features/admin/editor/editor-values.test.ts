import { describe, expect, it } from "vitest";
import { contentTypes } from "#domain/content-types.ts";
import { articleTabOf } from "./article/article-tabs";
import { emptyValues, payloadFor, serverFieldErrors, valuesFromItem } from "./editor-values";
import { validatePayload } from "./editor-validation";
import type { ContentItem } from "../data/types";

describe("editor values", () => {
  it("sends a body the server's schema accepts, for every type", () => {
    for (const type of contentTypes) {
      const values = { ...emptyValues(type), title: "Essai", slug: "essai" };
      expect(validatePayload(type, payloadFor(type, values)), type).toBeNull();
    }
  });

  it("refuses a missing title and slug with the spec's messages", () => {
    const invalid = validatePayload("services", payloadFor("services", emptyValues("services")));
    expect(invalid?.errors).toMatchObject({ title: "Le titre est requis", slug: "Le slug est requis" });
  });

  it("mirrors the full description into content for services and projects, drops empty list entries", () => {
    const values = { ...emptyValues("services"), fullDescription: "Texte", features: ["A", "  ", "B"] };
    const body = payloadFor("services", values);
    expect(body).toMatchObject({ content: "Texte", features: ["A", "B"] });
    expect(
      payloadFor("portfolio", { ...emptyValues("portfolio"), testimonial: { client: "", content: "", rating: 5 } })
        .testimonial,
    ).toBeNull();
  });

  it("sends publishedAt only when publishing", () => {
    expect(payloadFor("pages", emptyValues("pages"))).not.toHaveProperty("publishedAt");
    expect(payloadFor("pages", emptyValues("pages"), "2026-01-01T00:00:00.000Z")).toHaveProperty("publishedAt");
  });

  it("reads an item of the API, with the service image under either name", () => {
    const item = {
      id: 1,
      title: "T",
      slug: "t",
      content: "",
      metaTitle: "",
      metaDescription: "",
      isPublished: true,
      media: [],
      createdAt: "",
      updatedAt: "",
      publishedAt: null,
      position: 0,
      draft: null,
      version: 1,
      publishAt: null,
      unpublishAt: null,
      image: "/media/x.webp",
    } satisfies ContentItem;
    expect(valuesFromItem("services", item).featuredImage).toBe("/media/x.webp");
  });

  it("maps a 409 to the slug field and a 400 to its field errors", () => {
    expect(serverFieldErrors(409, JSON.stringify({ message: "Ce slug est déjà utilisé" }))).toEqual({
      slug: "Ce slug est déjà utilisé",
    });
    expect(serverFieldErrors(400, JSON.stringify({ message: "x", errors: { title: "Le titre est requis" } }))).toEqual({
      title: "Le titre est requis",
    });
    expect(serverFieldErrors(500, "pas du JSON")).toEqual({});
  });
});

describe("articleTabOf", () => {
  it("files every article under one of the four tabs", () => {
    expect(articleTabOf("services")).toBe("services");
    expect(articleTabOf("realisations")).toBe("realisations");
    expect(articleTabOf("apropos")).toBe("a-propos");
    expect(articleTabOf("a-propos")).toBe("a-propos");
    expect(articleTabOf("blog")).toBe("accueil");
    expect(articleTabOf("inconnue")).toBe("accueil");
    expect(articleTabOf(undefined)).toBe("accueil");
  });
});
