import { describe, expect, it } from "vitest";
import { MIN_FILL_MS, spamReason } from "./submit.ts";

describe("spamReason", () => {
  const now = 1_800_000_000_000;
  it("accepts a person: empty honeypot, no timestamp (no JavaScript) or enough time", () => {
    expect(spamReason({}, now)).toBe("");
    expect(spamReason({ website: "", startedAt: "" }, now)).toBe("");
    expect(spamReason({ website: "  ", startedAt: now - MIN_FILL_MS }, now)).toBe("");
    expect(spamReason({ startedAt: String(now - 60_000) }, now)).toBe("");
  });

  it("accepts a visitor whose clock is ahead of ours", () => {
    expect(spamReason({ startedAt: now + 120_000 }, now)).toBe("");
  });

  it("flags a filled honeypot, a form filled too fast, and malformed anti-spam fields", () => {
    expect(spamReason({ website: "http://spam.example" }, now)).toBe("champ piège rempli");
    expect(spamReason({ startedAt: now - 500 }, now)).toBe("formulaire rempli trop vite");
    expect(spamReason({ startedAt: "demain" }, now)).toBe("champs anti-spam invalides");
    expect(spamReason({ website: "x".repeat(600) }, now)).toBe("champs anti-spam invalides");
  });
});
