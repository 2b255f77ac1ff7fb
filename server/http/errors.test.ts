import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { apiErrorHandler, HttpError, pageErrorHandler } from "./errors.ts";

const silent = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;
let base = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  const api = express.Router();
  api.get("/conflict", () => {
    throw new AppError("conflict", "Ce slug est déjà utilisé");
  });
  api.get("/invalid", async () => {
    throw new AppError("invalid", "Veuillez corriger les champs indiqués.", { errors: { email: "Email invalide" } });
  });
  api.get("/limited", () => {
    throw new AppError("rate-limited", "Trop de demandes.", { retryAfterSec: 42 });
  });
  api.get("/http", () => {
    throw new HttpError(404, "Élément introuvable.");
  });
  api.get("/crash", () => {
    throw new Error("secret detail");
  });
  api.use(apiErrorHandler(silent));
  app.use("/api", api);
  app.get("/forbidden", (_req, _res, next) => next(Object.assign(new Error("dotfile"), { status: 403 })));
  app.get("/missing", (_req, _res, next) => next(Object.assign(new Error("ENOENT"), { status: 404 })));
  app.use(pageErrorHandler(silent, () => undefined, "<p>indisponible</p>"));
  const server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("one error convention: a kind becomes a status and { message, errors? }", () => {
  it("answers the API's errors by kind, with field errors and Retry-After, never a stack trace", async () => {
    const conflict = await fetch(`${base}/api/conflict`);
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ message: "Ce slug est déjà utilisé" });

    const invalid = await fetch(`${base}/api/invalid`);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: "Veuillez corriger les champs indiqués.",
      errors: { email: "Email invalide" },
    });

    const limited = await fetch(`${base}/api/limited`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("42");

    const http = await fetch(`${base}/api/http`);
    expect(http.status).toBe(404);
    expect(await http.json()).toEqual({ message: "Élément introuvable." });

    const crash = await fetch(`${base}/api/crash`);
    expect(crash.status).toBe(500);
    expect(JSON.stringify(await crash.json())).not.toContain("secret");
  });

  it("answers other 4xx as a French page with their own status (403 stays 403)", async () => {
    const forbidden = await fetch(`${base}/forbidden`);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).toContain("<h1>Accès refusé</h1>");
    const missing = await fetch(`${base}/missing`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("text/html");
    expect(await missing.text()).toContain("<h1>Page introuvable</h1>");
  });
});

describe("AppError across module copies", () => {
  it("is recognised when thrown by another copy of server/errors.ts (the React Router build has its own)", () => {
    const foreign = Object.assign(new Error("Trop de demandes."), {
      [Symbol.for("menuiserie.AppError")]: true,
      kind: "rate-limited",
    });
    expect(foreign instanceof AppError).toBe(true);
    expect(new Error("x") instanceof AppError).toBe(false);
    class NarrowError extends AppError {}
    expect(new AppError("invalid", "x") instanceof NarrowError).toBe(false);
    expect(new NarrowError("invalid", "x") instanceof AppError).toBe(true);
  });
});
