import { sql } from "drizzle-orm";
import type { leads } from "./schema.ts";

/**
 * What an erased lead keeps when a document relies on it (decision 055): its kind, dates and
 * status, nothing that names or reaches the person. The devis and the PV keep what the law makes
 * them keep, in their own rows.
 */
export const anonymous = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  message: "",
  notes: "",
  address: "",
  dimensions: "",
  submissionKey: null,
  erasedAt: sql`now()`,
  updatedAt: sql`now()`,
} satisfies Partial<Record<keyof typeof leads.$inferInsert, unknown>>;
