import { createHash, randomBytes } from "node:crypto";

/** A booking link's token: 192 random bits, URL-safe. Only its SHA-256 is stored. */
export const newVisitToken = () => randomBytes(24).toString("base64url");
export const hashVisitToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const visitTokenPattern = /^[A-Za-z0-9_-]{32}$/;
/** The visitor's booking page. */
export const visitPath = (token: string) => `/rendez-vous/${token}`;
