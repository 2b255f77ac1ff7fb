import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("storage configuration", () => {
  it("keeps the local disk by default", () => {
    expect(loadConfig({}).STORAGE).toBe("fs");
  });

  it("asks in French for the bucket and its keys with STORAGE=s3, and checks the addresses", () => {
    expect(() => loadConfig({ STORAGE: "s3" })).toThrow(ConfigError);
    try {
      loadConfig({ STORAGE: "s3", S3_ENDPOINT: "minio:9000" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain("S3_ENDPOINT: doit être une adresse complète");
    }
    try {
      loadConfig({ STORAGE: "s3", S3_ENDPOINT: "http://minio:9000" });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      for (const key of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"])
        expect(message).toContain(`${key}: obligatoire avec STORAGE=s3`);
    }
    expect(() => loadConfig({ STORAGE: "ftp" })).toThrow(/STORAGE: doit valoir fs ou s3/);
  });

  it("normalises the key prefix", () => {
    const config = loadConfig({
      STORAGE: "s3",
      S3_BUCKET: "b",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
      S3_PREFIX: "site",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.S3_PREFIX).toBe("site/");
    expect(config.S3_FORCE_PATH_STYLE).toBe(true);
    expect(() => loadConfig({ S3_PREFIX: "../x" })).toThrow(/S3_PREFIX/);
  });
});
