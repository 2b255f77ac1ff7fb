import { describe, expect, it } from "vitest";
import { loginFields } from "./login-fields.ts";
import { loginSchema } from "./schemas/auth.ts";
import { fieldErrors } from "./schemas/errors.ts";

describe("the login form's check in the browser", () => {
  const cases = [
    { username: "", password: "" },
    { username: "   ", password: "x" },
    { username: "admin", password: "" },
    { username: "a".repeat(101), password: "p" },
    { username: " admin ", password: "secret" },
  ];
  it.each(cases)("says what the server's schema says: %j", (values) => {
    const server = loginSchema.safeParse(values);
    const browser = loginFields(values);
    expect(browser.success).toBe(server.success);
    if (!server.success && !browser.success) {
      const expected = fieldErrors(server.error);
      expect(Object.keys(browser.errors).sort()).toEqual(Object.keys(expected).sort());
      for (const [field, message] of Object.entries(browser.errors))
        if (!/maximum/.test(message)) expect(message).toBe(expected[field]);
    }
    if (server.success && browser.success) expect(browser.data).toEqual(server.data);
  });
});
