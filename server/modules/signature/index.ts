/**
 * The signature module's door: what the rest of the server uses of it (issue 25, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { CODE_TRIES, CODE_TTL_MS, checkCode, issueCode, maskEmail, sha256, wrongCode } from "./code.ts";
export { MARGIN, PAGE, Writer, appendCertificate, dark, grey, newDocument, utcText } from "./pdf-kit.ts";
