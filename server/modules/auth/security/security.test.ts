import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./user-agent.ts";
import { normalizeRecoveryCode, newRecoveryCode, totpStep } from "./totp.ts";
import { relyingParty } from "./passkeys.ts";
import { Secret, TOTP } from "otpauth";

describe("describeUserAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari sur iPhone",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge sur Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome sur Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome sur téléphone Android",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox sur Mac"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      "Safari sur Mac",
    ],
    ["curl/8.5.0", "Navigateur inconnu sur appareil inconnu"],
    ["", "Navigateur inconnu sur appareil inconnu"],
  ])("%s → %s", (ua, label) => {
    expect(describeUserAgent(ua).label).toBe(label);
  });
});

describe("TOTP and recovery codes", () => {
  it("accepts the current code and ±1 step, nothing further, and says which step it was", () => {
    const secret = new Secret({ size: 20 }).base32;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, "admin", totp.generate({ timestamp: now }), now)).toBe(step);
    expect(totpStep(secret, "admin", totp.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
    expect(totpStep(secret, "admin", totp.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(totpStep(secret, "admin", totp.generate({ timestamp: now + 90_000 }), now)).toBeNull();
    expect(totpStep(secret, "admin", "12345", now)).toBeNull();
  });

  it("makes unambiguous recovery codes and reads them back with any case or separator", () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[2-9A-HJ-KM-NP-Z]{5}-[2-9A-HJ-KM-NP-Z]{5}$/);
    expect(normalizeRecoveryCode(` ${code.toLowerCase().replace("-", " ")} `)).toBe(code.replace("-", ""));
  });
});

describe("relyingParty", () => {
  it("uses SITE_URL's host, and localhost for a loopback address (an IP cannot be an RP ID)", () => {
    expect(relyingParty("https://www.atelier-lartigue.fr")).toEqual({
      rpID: "www.atelier-lartigue.fr",
      origin: "https://www.atelier-lartigue.fr",
    });
    expect(relyingParty("http://127.0.0.1:4161")).toEqual({ rpID: "localhost", origin: "http://localhost:4161" });
    expect(relyingParty("http://localhost:3000")).toEqual({ rpID: "localhost", origin: "http://localhost:3000" });
  });
});
