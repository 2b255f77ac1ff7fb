import { describe, expect, it } from "vitest";
import { parseEditorId, resolveEditorTarget } from "./editor-route";

describe("resolveEditorTarget", () => {
  it("resolves the type and id an editor route names (new or an id)", () => {
    expect(resolveEditorTarget("services", "new")).toEqual({ type: "services", id: null });
    expect(resolveEditorTarget("pages", undefined)).toEqual({ type: "pages", id: null });
    expect(resolveEditorTarget("portfolio", "12")).toEqual({ type: "portfolio", id: 12 });
  });

  it("names nothing for unknown types and ids", () => {
    expect(resolveEditorTarget("recettes", "new")).toBeNull();
    expect(resolveEditorTarget(undefined, "3")).toBeNull();
    expect(resolveEditorTarget("services", "abc")).toBeNull();
    expect(resolveEditorTarget("services", "0")).toBeNull();
    expect(parseEditorId("99999999999")).toBeUndefined();
    expect(parseEditorId(undefined)).toBeNull();
  });
});
