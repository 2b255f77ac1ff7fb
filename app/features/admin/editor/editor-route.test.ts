import { describe, expect, it } from "vitest";
import { parseEditorId, resolveEditorTarget } from "./editor-route";

describe("resolveEditorTarget", () => {
  it("resolves every editor alias of docs/product.md §2", () => {
    expect(resolveEditorTarget("/admin/editor/services/new", { type: "services", id: "new" })).toEqual({
      type: "services",
      id: null,
    });
    expect(resolveEditorTarget("/admin/editor/pages", { type: "pages" })).toEqual({ type: "pages", id: null });
    expect(resolveEditorTarget("/admin/editor/portfolio/12", { type: "portfolio", id: "12" })).toEqual({
      type: "portfolio",
      id: 12,
    });
    expect(resolveEditorTarget("/admin/services/new", {})).toEqual({ type: "services", id: null });
    expect(resolveEditorTarget("/admin/services/3/edit", { id: "3" })).toEqual({ type: "services", id: 3 });
    expect(resolveEditorTarget("/admin/portfolio/new", {})).toEqual({ type: "portfolio", id: null });
    expect(resolveEditorTarget("/admin/portfolio/7/edit", { id: "7" })).toEqual({ type: "portfolio", id: 7 });
  });

  it("names nothing for unknown types and ids", () => {
    expect(resolveEditorTarget("/admin/editor/recettes/new", { type: "recettes", id: "new" })).toBeNull();
    expect(resolveEditorTarget("/admin/editor/services/abc", { type: "services", id: "abc" })).toBeNull();
    expect(resolveEditorTarget("/admin/services/0/edit", { id: "0" })).toBeNull();
    expect(parseEditorId("99999999999")).toBeUndefined();
    expect(parseEditorId(undefined)).toBeNull();
  });
});
