import nodemailer from "nodemailer";

/** One e-mail as the outbox stores it. */
export interface MailMessage {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar invitation (METHOD:REQUEST or CANCEL), sent as the text/calendar part and as invite.ics. */
  ics?: string | null;
  /** Files sent with the message (a devis' PDF). */
  attachments?: MailAttachment[] | null;
}

/** A file attached to an e-mail, as base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/** Short timeouts: a stuck SMTP server must not hold the outbox worker for minutes. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** An SMTP server entered in « Messagerie » (the password in clear, in memory only). */
export interface SmtpServer {
  host: string;
  port: number;
  security: "tls" | "starttls" | "none";
  user: string;
  password: string;
}

function smtpOptions(server: SmtpServer) {
  return {
    host: server.host,
    port: server.port,
    secure: server.security === "tls",
    requireTLS: server.security === "starttls",
    ignoreTLS: server.security === "none",
    auth: server.user ? { user: server.user, pass: server.password } : undefined,
  };
}

/**
 * Nodemailer over SMTP. `url` is SMTP_URL (smtp:// or smtps://, credentials and options such as
 * `?ignoreTLS=true` in the address, as nodemailer reads them) or the server of « Messagerie »; `from` is MAIL_FROM, or the
 * business's name and a no-reply address (read at each message: the 'Entreprise' settings change).
 */
export function createSmtpMailer(
  url: string | SmtpServer,
  from: string | (() => string | { name: string; address: string }),
): Mailer {
  // Nodemailer parses the address itself (host, port, credentials, query options).
  const transport = nodemailer.createTransport(
    typeof url === "string" ? { url, ...SMTP_TIMEOUTS } : { ...smtpOptions(url), ...SMTP_TIMEOUTS },
  );
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: typeof from === "function" ? from() : from,
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html || undefined,
        icalEvent: message.ics
          ? {
              method: /^METHOD:(\w+)/m.exec(message.ics)?.[1] ?? "REQUEST",
              filename: "invitation.ics",
              content: message.ics,
            }
          : undefined,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.base64,
          encoding: "base64",
        })),
      });
      return { messageId: String(info.messageId ?? "") };
    },
    close() {
      transport.close();
    },
  };
}
