import type { SignedDocument } from "#server/modules/signature/index.ts";

/** A PV de réception (its row in chantier_receptions), as the signing module names it. */
export const signedPv = (r: { id: number }): SignedDocument => ({ kind: "pv", id: r.id });
