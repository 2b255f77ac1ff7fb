import { describe, expect, it } from "vitest";
import { parseEditorId, resolveEditorTarget } from "./editor-route";

describe("resolveEditorTarget", () => {
  it("resolves the type from every alias of docs/product.md §2 and the id (new or an id)", () => {
    expect(resolveEditorTarget("/admin/editor/services/new", "new")).toEqual({ type: "services", id: null });
    expect(resolveEditorTarget("/admin/editor/pages", undefined)).toEqual({ type: "pages", id: null });
    expect(resolveEditorTarget("/admin/editor/portfolio/12", "12")).toEqual({ type: "portfolio", id: 12 });
    expect(resolveEditorTarget("/admin/services/new", "new")).toEqual({ type: "services", id: null });
    expect(resolveEditorTarget("/admin/portfolio/7/edit", "7")).toEqual({ type: "portfolio", id: 7 });
    for (const path of [
      "/admin/articles/3",
      "/admin/article/3/edit",
      "/admin/editor/article/3",
      "/admin/editor/articles/3",
    ])
      expect(resolveEditorTarget(path, "3"), path).toEqual({ type: "articles", id: 3 });
    expect(resolveEditorTarget("/admin/editor/article", undefined)).toEqual({ type: "articles", id: null });
  });

  it("names nothing for unknown types and ids", () => {
    expect(resolveEditorTarget("/admin/editor/recettes/new", "new")).toBeNull();
    expect(resolveEditorTarget("/admin/services/3", "3")).toBeNull();
    expect(resolveEditorTarget("/admin/editor/services/abc", "abc")).toBeNull();
    expect(resolveEditorTarget("/admin/editor/services/0", "0")).toBeNull();
    expect(parseEditorId("99999999999")).toBeUndefined();
    expect(parseEditorId(undefined)).toBeNull();
  });
});
