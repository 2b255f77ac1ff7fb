import { z } from "zod";

/** A 'YYYY-MM' month, from 2000 on (a review's or a project's work month). */
export const monthSchema = z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, "Mois invalide (format AAAA-MM)");
