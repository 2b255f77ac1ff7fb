/**
 * The signature module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export {
  CODE_FAILURES_MAX,
  CODES_PER_DAY,
  CODE_TRIES,
  CODE_TTL_MS,
  LOCKED_MESSAGE,
  checkCode,
  issueCode,
  locked,
  maskEmail,
  sha256,
  unlockValues,
  wrongCode,
} from "./code.ts";
export {
  MARGIN,
  PAGE,
  Writer,
  appendCertificate,
  dark,
  grey,
  newDocument,
  parisMoment,
  recordSignatureBox,
  signedAtText,
} from "./pdf-kit.ts";
export { evidenceHash, proofFacts } from "./evidence.ts";
export { prepareSeal, sealCertificate, sealIdentity, type SealConfig, type SealIdentity } from "./seal.ts";
export {
  createSigning,
  eraseSignature,
  signatureEvidence,
  signatureOf,
  type SignedDocument,
  type SignedKind,
  type Signing,
} from "./signing.ts";
