/**
 * PostgreSQL's error codes as the driver reports them, on the error or on one of its causes
 * (Drizzle wraps the driver's error).
 */
export function hasPgCode(err: unknown, code: string): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, d = 0; e && d < 4; d++, e = e.cause as typeof e)
    if (e.code === code) return true;
  return false;
}

/** « foreign key violation »: another row still relies on the one being deleted. */
export const foreignKeyViolation = (err: unknown) => hasPgCode(err, "23503");
/** « unique violation ». */
export const uniqueViolation = (err: unknown) => hasPgCode(err, "23505");
