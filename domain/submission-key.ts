/**
 * The quote form's idempotency key: a hidden random field, drawn at render
 * by the server (the form posted without JavaScript) and again in the browser once the form is
 * hydrated and after each success. A retry of the same submission carries the same key.
 */
export const SUBMISSION_KEY_FIELD = "submissionKey";

/** 128 random bits, 32 hex digits (Web Crypto: the same on the server and in any browser, even over HTTP). */
export function newSubmissionKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
