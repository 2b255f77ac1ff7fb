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
/** Over a document's life: wrong codes in all, then locked. */
export const CODE_FAILURES_MAX = 10;
/** Codes sent a day (Paris) for one document: beyond, locked. */
export const CODES_PER_DAY = 5;

/** Answered while the document is locked (429): only the office can reopen it. */
export const LOCKED_MESSAGE =
  "Par sécurité, la signature en ligne de ce document est bloquée (trop de codes demandés ou de codes erronés). Appelez l'entreprise : elle seule peut la rouvrir.";
export const locked = () => new AppError("rate-limited", LOCKED_MESSAGE, { errors: { code: "Signature bloquée" } });

export const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

/** The code columns of a signed document's row. */
export interface CodeState {
  codeHash: string | null;
  codeExpiresAt: Date | null;
  codeAttempts: number;
  codeSentAt: Date | null;
  /** Wrong codes over the document's life. */
  codeFailures: number;
  /** The Paris day (YYYY-MM-DD) `codesToday` counts. */
  codesDay: string | null;
  codesToday: number;
  /** Locked after too many codes or wrong codes: only the office reopens it. */
  codeLockedAt: Date | null;
}

const parisDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(at);

/**
 * A new code for the document `salt` (30 s after the previous one at the earliest) and the columns
 * to store; the 6th code of a day locks the document instead (`lock`: store those columns, answer 429).
 */
export function issueCode(
  state: CodeState,
  salt: string,
  at: Date,
): { code: string; values: Partial<CodeState>; lock?: undefined } | { lock: Partial<CodeState>; code?: undefined } {
  if (state.codeLockedAt) throw locked();
  const day = parisDay(at);
  const today = state.codesDay === day ? state.codesToday : 0;
  if (today >= CODES_PER_DAY) return { lock: { codeLockedAt: at, codeHash: null } };
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
    codesDay: day,
    codesToday: today + 1,
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
): { ok: true } | { ok: false; attempts: number; error: string; values: Partial<CodeState>; locked: boolean } {
  const code = typed.replace(/\s/g, "");
  if (state.codeLockedAt) throw locked();
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
  const failures = state.codeFailures + 1;
  if (failures >= CODE_FAILURES_MAX)
    return {
      ok: false,
      attempts,
      locked: true,
      values: { codeAttempts: attempts, codeFailures: failures, codeLockedAt: at, codeHash: null },
      error: LOCKED_MESSAGE,
    };
  const lifeLeft = CODE_FAILURES_MAX - failures;
  const left = Math.min(CODE_TRIES - attempts, lifeLeft);
  return {
    ok: false,
    attempts,
    locked: false,
    values: { codeAttempts: attempts, codeFailures: failures },
    error:
      left > 0
        ? `Code incorrect : il vous reste ${left} essai${left > 1 ? "s" : ""} avec ce code (${lifeLeft} en tout pour ce document).`
        : `Code incorrect. Code bloqué après 5 essais : demandez un nouveau code (il reste ${lifeLeft} essai${lifeLeft > 1 ? "s" : ""} en tout pour ce document).`,
  };
}

/** « j•••••@example.fr »: the address the code goes to, as the page shows it. */
export const maskEmail = (email: string) =>
  email.replace(
    /^(.)(.*)(@.*)$/,
    (_m, a: string, mid: string, d: string) => `${a}${"•".repeat(Math.min(mid.length, 6))}${d}`,
  );

/** The refusal of a wrong code, once its count is stored (429 once the document is locked). */
export const wrongCode = (error: string) =>
  error === LOCKED_MESSAGE ? locked() : new AppError("invalid", error, { errors: { code: error } });

/** The columns that reopen a locked document (the office's action): counts from zero, no code pending. */
export const unlockValues = (): Partial<CodeState> => ({
  codeLockedAt: null,
  codeFailures: 0,
  codesToday: 0,
  codesDay: null,
  codeAttempts: 0,
  codeHash: null,
});
