import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db } from "#server/infra/db/client.ts";
import { recoveryCodes, totpFactors } from "../schema.ts";
import { currentBusiness } from "#server/infra/business-snapshot.ts";

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s; ±1 step of clock drift. */
export const TOTP_PERIOD = 30;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** The name the authenticator app shows: the business's trade name ('Entreprise' settings). */
export const totpIssuer = () => currentBusiness().name;

/** Unambiguous letters and digits (no 0/O, 1/I/L). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function totpFor(secret: string, username: string) {
  return new TOTP({
    issuer: totpIssuer(),
    label: username,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a 6-digit code belongs to (within the window), or null. */
export function totpStep(secret: string, username: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, username).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD) + delta;
}

/** "ABCDE-FGHJK": 10 symbols of 31 ≈ 50 bits. */
export function newRecoveryCode(): string {
  let s = "";
  for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** Users type codes with spaces, dashes or lower case. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

const hashCode = (salt: string, code: string) =>
  createHash("sha256")
    .update(`${salt}:${normalizeRecoveryCode(code)}`)
    .digest("hex");

/** The account's recovery codes become these (only their salted hashes are stored). */
async function replaceRecoveryCodes(tx: Pick<Db, "delete" | "insert">, userId: number, codes: string[]) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(
    codes.map((c) => {
      const salt = randomBytes(16).toString("hex");
      return { userId, salt, codeHash: hashCode(salt, c) };
    }),
  );
}

export function createTotp(db: Db) {
  return {
    async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
      const enabled = Boolean(row?.confirmedAt);
      if (!enabled) return { enabled, recoveryCodesLeft: 0 };
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return { enabled, recoveryCodesLeft: count?.n ?? 0 };
    },

    async enabled(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ c: totpFactors.confirmedAt })
        .from(totpFactors)
        .where(eq(totpFactors.userId, userId));
      return Boolean(row?.c);
    },

    /** A new secret, pending until confirmed: the otpauth:// URI, its QR code (SVG) and the secret to type by hand. */
    async begin(userId: number, username: string) {
      const [existing] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
      if (existing?.confirmedAt) return null;
      const secret = new Secret({ size: 20 }).base32;
      await db
        .insert(totpFactors)
        .values({ userId, secret })
        .onConflictDoUpdate({ target: totpFactors.userId, set: { secret, lastStep: null, createdAt: new Date() } });
      const uri = totpFor(secret, username).toString();
      const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return { secret, uri, qrSvg: svg };
    },

    /** Confirms the pending secret with a first code; returns the 10 recovery codes (shown once) or null. */
    async confirm(userId: number, username: string, code: string): Promise<string[] | null> {
      const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
      if (!row || row.confirmedAt) return null;
      const step = totpStep(row.secret, username, code.trim());
      if (step === null) return null;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await tx
          .update(totpFactors)
          .set({ confirmedAt: new Date(), lastStep: step })
          .where(eq(totpFactors.userId, userId));
        await replaceRecoveryCodes(tx, userId, codes);
      });
      return codes;
    },

    /**
     * Checks a 6-digit code and consumes its time step: the same code (or an older one) is refused
     * afterwards, even by another instance at the same moment (conditional UPDATE).
     */
    async verifyCode(userId: number, username: string, code: string): Promise<boolean> {
      const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
      if (!row?.confirmedAt) return false;
      const step = totpStep(row.secret, username, code.trim());
      if (step === null) return false;
      const updated = await db
        .update(totpFactors)
        .set({ lastStep: step })
        .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
        .returning({ userId: totpFactors.userId });
      return updated.length === 1;
    },

    /** Checks a recovery code and marks it used (once only). */
    async useRecoveryCode(userId: number, code: string): Promise<boolean> {
      const wanted = normalizeRecoveryCode(code);
      if (wanted.length !== 10) return false;
      const rows = await db
        .select()
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      for (const r of rows) {
        const a = Buffer.from(hashCode(r.salt, wanted), "hex");
        const b = Buffer.from(r.codeHash, "hex");
        if (a.length === b.length && timingSafeEqual(a, b)) {
          const used = await db
            .update(recoveryCodes)
            .set({ usedAt: new Date() })
            .where(and(eq(recoveryCodes.id, r.id), isNull(recoveryCodes.usedAt)))
            .returning({ id: recoveryCodes.id });
          return used.length === 1;
        }
      }
      return false;
    },

    /** New recovery codes (the old ones stop working); shown once. */
    async regenerateRecoveryCodes(userId: number): Promise<string[] | null> {
      if (!(await this.enabled(userId))) return null;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await replaceRecoveryCodes(tx, userId, codes);
      });
      return codes;
    },

    async disable(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },
  };
}

export type TotpService = ReturnType<typeof createTotp>;
