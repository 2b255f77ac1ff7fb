import { z } from "zod";
import { roles } from "./roles.ts";

const roleSchema = z.enum(roles, { error: "Rôle inconnu : Gérant, Bureau ou Compagnon." });

/** « Inviter un membre » of the Équipe screen. */
export const invitationSchema = z.object({
  email: z
    .string({ error: "Adresse e-mail requise" })
    .trim()
    .min(1, "Adresse e-mail requise")
    .max(200, "Adresse e-mail trop longue")
    .pipe(z.email({ error: "Adresse e-mail invalide" })),
  displayName: z
    .string({ error: "Nom requis" })
    .trim()
    .min(1, "Nom requis")
    .max(80, "80 caractères au maximum")
    .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), "Caractères non autorisés"),
  role: roleSchema,
});
export type InvitationInput = z.infer<typeof invitationSchema>;

/** « Votre nom », which the member changes in his account (greetings, invitations, signatures). */
export const displayNameSchema = z.object({ displayName: invitationSchema.shape.displayName });

/** A member's role or status (suspendre / réactiver). */
export const memberChangeSchema = z
  .object({ role: roleSchema.optional(), status: z.enum(["active", "suspended"]).optional() })
  .refine((v) => v.role !== undefined || v.status !== undefined, "Rien à modifier");

/** The new member's password, chosen on the invitation page. */
export const acceptInvitationSchema = z.object({
  password: z.string({ error: "Mot de passe requis" }).min(1, "Mot de passe requis").max(1000),
});
