import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { AppError } from "#server/errors.ts";

/**
 * The e-mail code of an online signature (a devis, a PV de réception: docs/devis.md,
 * docs/chantiers.md): 6 digits, valid 10 minutes, 5 tries, one new code per 30 seconds. Only its
 * SHA-256 (salted with the document) is stored.
 */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_TRIES = 5;
const CODE_RESEND_MS = 30_000;

export const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

/** The code columns of a signed document's row. */
export interface CodeState {
  codeHash: string | null;
  codeExpiresAt: Date | null;
  codeAttempts: number;
  codeSentAt: Date | null;
}

/** A new code for the document `salt` (30 s after the previous one at the earliest) and the columns to store. */
export function issueCode(state: CodeState, salt: string, at: Date) {
  if (state.codeSentAt && at.getTime() - state.codeSentAt.getTime() < CODE_RESEND_MS)
    throw new AppError(
      "rate-limited",
      "Un code vient d'être envoyé : patientez 30 secondes avant d'en demander un autre.",
      { retryAfterSec: 30 },
    );
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const values = {
    codeHash: sha256(`${salt}:${code}`),
    codeExpiresAt: new Date(at.getTime() + CODE_TTL_MS),
    codeAttempts: 0,
    codeSentAt: at,
  };
  return { code, values };
}

/**
 * Checks a typed code: refused (French message) when none was asked, blocked or expired; a wrong
 * code answers the tries left and the count to store (each wrong code counts).
 */
export function checkCode(
  state: CodeState,
  salt: string,
  typed: string,
  at: Date,
): { ok: true } | { ok: false; attempts: number; error: string } {
  const code = typed.replace(/\s/g, "");
  if (!state.codeHash || !state.codeExpiresAt)
    throw new AppError("invalid", "Demandez d'abord un code de vérification par e-mail.", {
      errors: { code: "Demandez un code" },
    });
  if (state.codeAttempts >= CODE_TRIES)
    throw new AppError("rate-limited", "Code bloqué après 5 essais : demandez un nouveau code.", {
      errors: { code: "Code bloqué" },
    });
  if (at > state.codeExpiresAt)
    throw new AppError("invalid", "Ce code a expiré (10 minutes) : demandez un nouveau code.", {
      errors: { code: "Code expiré" },
    });
  const ok =
    /^\d{6}$/.test(code) &&
    timingSafeEqual(Buffer.from(sha256(`${salt}:${code}`), "hex"), Buffer.from(state.codeHash, "hex"));
  if (ok) return { ok: true };
  const attempts = state.codeAttempts + 1;
  const left = CODE_TRIES - attempts;
  return {
    ok: false,
    attempts,
    error:
      left > 0
        ? `Code incorrect : il vous reste ${left} essai${left > 1 ? "s" : ""}.`
        : "Code incorrect. Code bloqué après 5 essais : demandez un nouveau code.",
  };
}

/** « j•••••@example.fr »: the address the code goes to, as the page shows it. */
export const maskEmail = (email: string) =>
  email.replace(
    /^(.)(.*)(@.*)$/,
    (_m, a: string, mid: string, d: string) => `${a}${"•".repeat(Math.min(mid.length, 6))}${d}`,
  );

/** The refusal of a wrong code, once its count is stored. */
export const wrongCode = (error: string) => new AppError("invalid", error, { errors: { code: error } });
