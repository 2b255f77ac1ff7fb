import { z } from "zod";

export const loginSchema = z.object({
  username: z.string({ error: "Nom d'utilisateur requis" }).trim().min(1, "Nom d'utilisateur requis").max(100),
  password: z.string({ error: "Mot de passe requis" }).min(1, "Mot de passe requis").max(1000),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 64;

export const newPasswordSchema = z
  .string({ error: "Mot de passe requis" })
  .min(PASSWORD_MIN, `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères`)
  .max(PASSWORD_MAX, `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX} caractères`);

/**
 * The first password, chosen right after a login with a one-time password (first start, or
 * `npm run admin:reset`): that login just proved it, so it is not asked again.
 */
export const firstPasswordSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string().optional() })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: "Les deux mots de passe ne correspondent pas",
    path: ["confirmPassword"],
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Mot de passe actuel requis" }).min(1, "Mot de passe actuel requis").max(1000),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: "Les deux mots de passe ne correspondent pas",
    path: ["confirmPassword"],
  });
