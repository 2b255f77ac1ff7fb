import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.adminPasswordFromEnv).toBe(false);
  });

  it("lists every invalid variable at once", () => {
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", ADMIN_PASSWORD: "court" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("ADMIN_PASSWORD");
    }
  });
});
