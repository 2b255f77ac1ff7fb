import { z } from "zod";

/** « Messagerie »: the SMTP server the admin enters (docs/mail.md). */

export const smtpSecurityOptions = [
  { value: "tls", label: "SSL/TLS dès la connexion (port 465 en général)" },
  { value: "starttls", label: "STARTTLS (port 587 en général)" },
  { value: "none", label: "Aucune (réseau local seulement)" },
] as const;
export type SmtpSecurity = (typeof smtpSecurityOptions)[number]["value"];

const trimmed = (max: number) => z.string().trim().max(max, `${max} caractères au plus`);

/** What the form sends; an empty password keeps the stored one (it is never sent back to the browser). */
export const mailSettingsInputSchema = z.object({
  host: trimmed(253)
    .min(1, "Indiquez l'adresse du serveur d'envoi (par exemple ssl0.ovh.net)")
    .regex(/^[a-zA-Z0-9.-]+$/, "Adresse du serveur invalide : lettres, chiffres, points et tirets seulement"),
  port: z.coerce
    .number("Port invalide")
    .int("Port invalide")
    .min(1, "Le port est un nombre entre 1 et 65535")
    .max(65535, "Le port est un nombre entre 1 et 65535"),
  security: z.enum(["tls", "starttls", "none"], "Choisissez la sécurité de la connexion"),
  user: trimmed(254).default(""),
  password: z.string().max(500, "500 caractères au plus").default(""),
  /** Forget the stored password (an account without authentication). */
  clearPassword: z.boolean().default(false),
  from: z.union([z.literal(""), z.email("Adresse d'expéditeur invalide").max(254)]).default(""),
});
export type MailSettingsInput = z.infer<typeof mailSettingsInputSchema>;

export const mailTestSchema = z.object({
  to: z.email("Adresse de destination invalide").max(254),
});

/** What the screen shows: never the password itself. */
export interface MailSettingsView {
  /** Where the sending settings come from: the installer's (server variables, they win), this screen's, or none. */
  source: "server" | "admin" | "none";
  configured: boolean;
  settings: {
    host: string;
    port: number;
    security: SmtpSecurity;
    user: string;
    from: string;
    hasPassword: boolean;
    /** A password was stored but cannot be read (the key of DATA_DIR changed): it must be typed again. */
    passwordUnreadable: boolean;
  } | null;
  /** Suggested recipient of the test e-mail: the workshop's address. */
  testTo: string;
}
