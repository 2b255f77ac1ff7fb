/**
 * What the signing module adds to every evidence record it keeps (server/modules/signature): the
 * office's changes that touched the proof before the signature, and the codes sent and mistyped.
 */
export interface ProofChange {
  /** ISO instant. */
  at: string;
  /** In French, as the certificate prints it. */
  text: string;
  /** The team member who made it ("" when unknown). */
  by: string;
}

export interface KeptEvidence {
  officeChanges?: ProofChange[];
  codes?: { sent: number; wrong: number };
  /** SHA-256 of this record without this field (server/modules/signature/evidence.ts), printed on the certificate. */
  evidenceSha256?: string;
}
