import { describe, expect, it } from "vitest";
import { insertAtCursor, mediaMarkdown, thumbnailUrl } from "./insert";

describe("insert at the cursor", () => {
  it("puts the snippet on its own lines where the cursor is", () => {
    const text = "Premier paragraphe.\n\nSecond paragraphe.";
    const at = text.indexOf("Second");
    const { value, cursor } = insertAtCursor(text, at, at, "![Cuisine](/media/1-a/1200.webp)");
    expect(value).toBe("Premier paragraphe.\n\n![Cuisine](/media/1-a/1200.webp)\n\nSecond paragraphe.");
    expect(value.slice(0, cursor).endsWith(".webp)")).toBe(true);
    expect(insertAtCursor("", 0, 0, "X").value).toBe("X");
    expect(insertAtCursor("abc", 1, 2, "X").value).toBe("a\n\nX\n\nc");
  });

  it("writes images as images and other media as links", () => {
    const base = { id: "1", description: "Fiche", altText: "", fileName: "fiche.pdf" };
    expect(mediaMarkdown({ ...base, type: "image", url: "/media/1/1200.webp", altText: "Îlot [vert]" })).toBe(
      "![Îlot vert](/media/1/1200.webp)",
    );
    expect(mediaMarkdown({ ...base, type: "document", url: "/media/1/fiche.pdf" })).toBe("[Fiche](/media/1/fiche.pdf)");
    expect(thumbnailUrl("/media/17-ab/1200.webp")).toBe("/media/17-ab/480.webp");
    expect(thumbnailUrl("https://exemple.fr/a.jpg")).toBe("https://exemple.fr/a.jpg");
  });
});
