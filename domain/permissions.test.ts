import { describe, expect, it } from "vitest";
import {
  apiRules,
  apiRuleFor,
  canCallApi,
  canEditContent,
  canOpenPage,
  homeFor,
  onlyAssigned,
  pageRules,
} from "./permissions.ts";

describe("the permission table", () => {
  it("refuses what no rule describes, to every role (deny by default)", () => {
    expect(apiRuleFor("GET", "/api/nouveau-module")).toBeNull();
    expect(canCallApi("manager", "GET", "/api/nouveau-module/12")).toBe(false);
    expect(canOpenPage("manager", "/admin/nouveau-module")).toBe(false);
    expect(canCallApi("manager", "GET", "/api/admin/nouveau-module")).toBe(false);
  });

  it("the most specific rule wins, whatever the order of the lines", () => {
    expect(canCallApi("office", "GET", "/api/leads/quote/3")).toBe(true);
    expect(canCallApi("office", "GET", "/api/leads/export.csv?kind=quote")).toBe(false);
    expect(canCallApi("manager", "GET", "/api/leads/export.csv")).toBe(true);
    // Express routes case-insensitively: another spelling must not fall to the wider rule.
    expect(canCallApi("office", "GET", "/api/leads/EXPORT.CSV")).toBe(false);
    expect(canCallApi("office", "GET", "/api/leads/export%2Ecsv")).toBe(false);
    expect(canCallApi("office", "GET", "/api/Team")).toBe(false);
    expect(canCallApi(null, "GET", "/api/articles")).toBe(true);
    expect(canCallApi(null, "PUT", "/api/articles/3")).toBe(false);
    expect(canCallApi("companion", "GET", "/api/articles/3/revisions")).toBe(false);
    expect(canCallApi("companion", "GET", "/api/account/security")).toBe(true);
    expect(canCallApi("office", "PATCH", "/api/team/members/2")).toBe(false);
  });

  it("the manager may open every rule that is not public; the compagnon only his chantiers and his account", () => {
    for (const [key, access] of Object.entries({ ...apiRules, ...pageRules })) {
      if (typeof access === "object") expect(access.roles, key).toContain("manager");
    }
    expect(canOpenPage("companion", "/admin/mes-chantiers")).toBe(true);
    // His own chantier's page, never the office's list of them all (nor its menu entry).
    expect(canOpenPage("companion", "/admin/chantiers/4")).toBe(true);
    expect(canOpenPage("companion", "/admin/chantiers")).toBe(false);
    expect(canOpenPage("office", "/admin/chantiers")).toBe(true);
    expect(canOpenPage("companion", "/admin/securite")).toBe(true);
    expect(canOpenPage("companion", "/admin/demandes")).toBe(false);
    expect(canOpenPage("companion", "/admin")).toBe(false);
    expect(homeFor("companion")).toBe("/admin/mes-chantiers");
    expect(onlyAssigned("companion", "GET", "/api/chantiers/4")).toBe(true);
    expect(onlyAssigned("manager", "GET", "/api/chantiers/4")).toBe(false);
    expect(canCallApi("companion", "POST", "/api/chantiers/4/photos")).toBe(true);
    expect(canCallApi("companion", "POST", "/api/chantiers/4/notes")).toBe(true);
    expect(canCallApi("companion", "PATCH", "/api/chantiers/4/photos/7")).toBe(false);
    expect(canCallApi("companion", "POST", "/api/chantiers/4/access")).toBe(false);
    expect(canCallApi("office", "POST", "/api/chantiers/4/access")).toBe(true);
    expect(canEditContent("companion")).toBe(false);
    expect(canEditContent("office")).toBe(true);
  });
});
