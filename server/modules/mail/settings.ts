import { ofName } from "#domain/typography.ts";
import { eq } from "drizzle-orm";
import {
  mailSettingsInputSchema,
  mailTestSchema,
  type MailSettingsView,
  type SmtpSecurity,
} from "#domain/schemas/mail-settings.ts";
import type { Config } from "#server/config.ts";
import { AppError } from "#server/errors.ts";
import type { Db } from "#server/infra/db/client.ts";
import { parseValue } from "#server/validation.ts";
import { appMeta } from "#server/infra/db/infra-tables.ts";
import { createSecretBox, type SecretBox } from "#server/infra/mail/secret.ts";
import { createSmtpMailer, type Mailer } from "#server/infra/mail/smtp.ts";
import type { Logger } from "#server/logger.ts";
import { businessSender, currentBusiness } from "#server/modules/business/index.ts";
import { businessInbox } from "./inbox.ts";

const KEY = "mail";
const INSECURE_AUTH =
  "Sans chiffrement, le mot de passe circulerait en clair : choisissez TLS ou STARTTLS (seul un serveur local, 127.0.0.1, peut s'en passer).";

/** The row of app_meta 'mail': the password sealed by the key of DATA_DIR, never in clear. */
interface StoredMail {
  host: string;
  port: number;
  security: SmtpSecurity;
  user: string;
  from: string;
  passwordSealed: string;
}

function parseStored(value: string | undefined): StoredMail | null {
  if (!value) return null;
  try {
    const raw = JSON.parse(value) as Partial<StoredMail>;
    if (typeof raw.host !== "string" || !raw.host || typeof raw.port !== "number") return null;
    return {
      host: raw.host,
      port: raw.port,
      security: raw.security === "tls" || raw.security === "none" ? raw.security : "starttls",
      user: typeof raw.user === "string" ? raw.user : "",
      from: typeof raw.from === "string" ? raw.from : "",
      passwordSealed: typeof raw.passwordSealed === "string" ? raw.passwordSealed : "",
    };
  } catch {
    return null;
  }
}

/** Every failure to reach the server: one sentence, so that the test e-mail tells nothing of a port (no prober). */
const UNREACHABLE = "Le serveur d'envoi est injoignable : vérifiez l'adresse, le port et la sécurité.";

/** A French sentence for an SMTP failure (the code, never the server's text, which may quote an address). */
export function smtpFailure(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; message?: string };
  if (e.code === "EAUTH" || e.responseCode === 535)
    return "Le serveur d'envoi a refusé l'identifiant ou le mot de passe.";
  // Refused, unknown host, timeout, TLS: the server could not be reached, whatever the reason.
  if (!e.responseCode) return UNREACHABLE;
  return `Le serveur d'envoi a refusé l'e-mail (code ${e.responseCode}).`;
}

/** A local server (127.0.0.1, ::1, localhost): the only one that may receive a password without TLS. */
const loopback = (host: string) => /^(localhost|127(\.\d{1,3}){3}|::1)$/i.test(host);

/**
 * « Messagerie »: the SMTP server entered in the admin (app_meta 'mail'). The installer's
 * SMTP_URL, when set, always wins. `current()` is what the outbox uses at each pass: the
 * mailer of the settings in force now (rebuilt when they change), or null when e-mail is not
 * configured.
 */
export function createMailSettings(deps: {
  db: Db;
  config: Config;
  logger: Logger;
  /** Called after a change: other instances reload the settings (NOTIFY). */
  changed?: () => void;
  box?: SecretBox;
}) {
  const { db, config, logger, changed } = deps;
  const box = deps.box ?? createSecretBox(config.dataDir);
  const from = (stored: StoredMail | null) => () =>
    config.MAIL_FROM ??
    (stored?.from ? { name: currentBusiness().name, address: stored.from } : null) ??
    (stored?.user.includes("@") ? { name: currentBusiness().name, address: stored.user } : null) ??
    businessSender(currentBusiness());
  const serverMailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, from(null)) : null;
  let stored: StoredMail | null = null;
  let adminMailer: Mailer | null = null;

  function use(next: StoredMail | null) {
    adminMailer?.close();
    stored = next;
    adminMailer = null;
    if (!next) return;
    const password = next.passwordSealed ? box.open(next.passwordSealed) : "";
    if (password === null) {
      logger.warn("mail password unreadable (the key of DATA_DIR changed): type it again in Messagerie");
      return;
    }
    adminMailer = createSmtpMailer({ ...next, password }, from(next));
  }

  async function read(): Promise<StoredMail | null> {
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
    return parseStored(row?.value);
  }

  return {
    /** Reads the stored settings (at start, and when another instance changed them). */
    async load() {
      use(await read());
    },
    /** The mailer in force: the installer's, else the one of « Messagerie », else null. */
    current(): Mailer | null {
      return serverMailer ?? adminMailer;
    },
    view(): MailSettingsView {
      return {
        source: serverMailer ? "server" : adminMailer ? "admin" : "none",
        configured: (serverMailer ?? adminMailer) !== null,
        settings: stored && {
          host: stored.host,
          port: stored.port,
          security: stored.security,
          user: stored.user,
          from: stored.from,
          hasPassword: stored.passwordSealed !== "",
          passwordUnreadable: stored.passwordSealed !== "" && box.open(stored.passwordSealed) === null,
        },
        testTo: businessInbox(config),
      };
    },
    /** Validates and stores (an empty password keeps the stored one); refused: `invalid` with the field errors. */
    async update(input: unknown): Promise<MailSettingsView> {
      const { password, clearPassword, ...rest } = parseValue(mailSettingsInputSchema, input);
      if (rest.user && rest.security === "none" && !loopback(rest.host))
        throw new AppError("invalid", INSECURE_AUTH, { errors: { security: INSECURE_AUTH } });
      const before = await read();
      // The stored password only ever goes back to the server, account and security it was typed for.
      const sameServer =
        before !== null &&
        before.host.toLowerCase() === rest.host.toLowerCase() &&
        before.port === rest.port &&
        before.user === rest.user &&
        before.security === rest.security;
      const passwordSealed = password
        ? box.seal(password)
        : clearPassword || !rest.user || !sameServer
          ? ""
          : (before.passwordSealed ?? "");
      const next: StoredMail = { ...rest, passwordSealed };
      await db
        .insert(appMeta)
        .values({ key: KEY, value: JSON.stringify(next) })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: JSON.stringify(next), updatedAt: new Date() } });
      use(next);
      changed?.();
      logger.info("mail settings changed", { host: next.host, port: next.port, security: next.security });
      return this.view();
    },
    /** Sends one e-mail now, outside the outbox, and says in French why it failed. */
    async sendTest(input: unknown): Promise<void> {
      const { to } = parseValue(mailTestSchema, input);
      const mailer = this.current();
      if (!mailer)
        throw new AppError("conflict", "La messagerie n'est pas configurée : enregistrez d'abord le serveur d'envoi.");
      const name = currentBusiness().name;
      try {
        await mailer.send({
          to,
          subject: `E-mail de test ${ofName(name)}`,
          text: `Bonjour,\n\nCet e-mail de test confirme que le site ${ofName(name)} peut envoyer des e-mails : les réponses aux demandes et les accusés de réception partiront.\n\nAucune action n'est nécessaire.`,
        });
      } catch (err) {
        logger.warn("test e-mail failed", { code: (err as { code?: string }).code });
        throw new AppError("upstream", smtpFailure(err));
      }
    },
    close() {
      serverMailer?.close();
      adminMailer?.close();
    },
  };
}

export type MailSettings = ReturnType<typeof createMailSettings>;
