import { describe, expect, it } from "vitest";
import {
  aliasEditorPath,
  editorPath,
  editorRoutePaths,
  editorTypeOf,
  isContentType,
  publicPath,
  sectionAliases,
} from "./content-paths.ts";
import {
  contentTypeConfigs,
  contentTypes,
  previewTarget,
  publicListSegments,
  publicPrefixes,
  slugFor,
} from "./content-types.ts";

describe("the content type registry", () => {
  it("declares each type under its own key", () => {
    expect(contentTypes).toEqual(["articles", "services", "portfolio", "pages"]);
    for (const type of contentTypes) expect(contentTypeConfigs[type].key).toBe(type);
  });

  it("recognizes the types and nothing else", () => {
    for (const type of contentTypes) expect(isContentType(type)).toBe(true);
    for (const other of ["recettes", "article", "", undefined, "constructor", "toString"])
      expect(isContentType(other)).toBe(false);
  });

  it("gives each item its public address (docs/product.md §2)", () => {
    const item = { id: 7, slug: "mon-titre" };
    expect(publicPath("articles", item)).toBe("/blog/mon-titre");
    expect(publicPath("services", item)).toBe("/services/mon-titre");
    expect(publicPath("portfolio", item)).toBe("/realisation/7");
    expect(publicPath("pages", item)).toBe("/mon-titre");
  });

  it("answers every editor address of docs/product.md §2 with its type, and no other", () => {
    const expected: [string, string][] = [
      ["/admin/articles/new", "articles"],
      ["/admin/article/new", "articles"],
      ["/admin/articles/4", "articles"],
      ["/admin/article/4", "articles"],
      ["/admin/articles/4/edit", "articles"],
      ["/admin/article/4/edit", "articles"],
      ["/admin/editor/article", "articles"],
      ["/admin/editor/article/4", "articles"],
      ["/admin/editor/articles/4", "articles"],
      ["/admin/services/new", "services"],
      ["/admin/services/4/edit", "services"],
      ["/admin/portfolio/new", "portfolio"],
      ["/admin/portfolio/4/edit", "portfolio"],
      ["/admin/editor/pages", "pages"],
      ["/admin/editor/pages/new", "pages"],
      ["/admin/editor/services/4/", "services"],
    ];
    for (const [path, type] of expected) expect(editorTypeOf(path), path).toBe(type);
    for (const path of [
      "/admin/services",
      "/admin/services/4",
      "/admin/editor/recettes/new",
      "/admin/pages/new",
      "/admin/articles",
    ])
      expect(editorTypeOf(path), path).toBeNull();
    // One route per address: no address declared twice.
    const all = contentTypes.flatMap(editorRoutePaths);
    expect(new Set(all).size).toBe(all.length);
  });

  it("builds the admin links: canonical editor, the first prototype's aliases, the sections' aliases", () => {
    expect(editorPath("pages", "new")).toBe("/admin/editor/pages/new");
    expect(aliasEditorPath("articles", 3)).toBe("/admin/articles/3/edit");
    expect(aliasEditorPath("services", "new")).toBe("/admin/services/new");
    expect(aliasEditorPath("pages", 3)).toBe("/admin/editor/pages/3");
    for (const type of contentTypes) {
      expect(editorTypeOf(editorPath(type, 12))).toBe(type);
      expect(editorTypeOf(aliasEditorPath(type, 12))).toBe(type);
      expect(editorTypeOf(aliasEditorPath(type, "new"))).toBe(type);
    }
    expect(sectionAliases).toEqual([
      { path: "/admin/services", type: "services" },
      { path: "/admin/portfolio", type: "portfolio" },
    ]);
  });

  it("recognizes the preview addresses of every type only", () => {
    for (const type of contentTypes) expect(previewTarget(`/apercu/${type}/12`)).toEqual({ type, id: 12 });
    expect(previewTarget("/apercu/articles/12.data")).toEqual({ type: "articles", id: 12 });
    expect(previewTarget("/apercu/recettes/12")).toBeNull();
    expect(previewTarget("/apercu/articles/0")).toBeNull();
    expect(previewTarget("/apercu/articles/9999999999")).toBeNull();
  });

  it("gives the page cache and the slug redirects the public sections", () => {
    expect([...publicPrefixes].sort()).toEqual(["blog", "realisation", "services"]);
    expect([...publicListSegments].sort()).toEqual(["blog", "realisations", "services"]);
  });

  it("proposes the slug by the type's rule: articles from the title, the others with a time suffix", () => {
    expect(slugFor("articles", "Cuisine en chêne", 1_700_000_123_456)).toBe("cuisine-en-chene");
    expect(slugFor("services", "Cuisine en chêne", 1_700_000_123_456)).toBe("cuisine-en-chene-123456");
    expect(slugFor("pages", "", 1_700_000_123_456)).toBe("123456");
  });
});
