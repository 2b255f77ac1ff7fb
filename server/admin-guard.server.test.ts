import { describe, expect, it } from "vitest";
import { pageUrl } from "./admin-guard.server.ts";

describe("pageUrl", () => {
  it("names the page of a document request and of a client navigation's data request alike", () => {
    expect(pageUrl(new Request("http://x/admin/mot-de-passe"))).toEqual({
      pathname: "/admin/mot-de-passe",
      search: "",
    });
    expect(pageUrl(new Request("http://x/admin/mot-de-passe.data"))).toEqual({
      pathname: "/admin/mot-de-passe",
      search: "",
    });
    expect(
      pageUrl(new Request("http://x/admin/articles.data?onglet=services&_routes=routes%2Fadmin%2Farticles")),
    ).toEqual({
      pathname: "/admin/articles",
      search: "?onglet=services",
    });
    expect(pageUrl(new Request("http://x/_root.data")).pathname).toBe("/");
  });
});
