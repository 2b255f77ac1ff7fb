import { frenchDate } from "#domain/typography.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import { businessInbox, renderMail, type Outbox } from "#server/modules/mail/index.ts";
import { methodLabels } from "./journal.ts";
import { describeUserAgent } from "./user-agent.ts";

/** The login context: where and with what a login happens. */
export interface LoginContext {
  ip: string;
  userAgent: string;
  /** The browser's device cookie, if any. */
  deviceToken?: string;
}

export const frDateTime = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** The account's security e-mails (French, the mail module's layout): a new device, a lock. */
export function createSecurityMails(deps: { db: Db; config: Config; outbox: Outbox }) {
  const { db, config, outbox } = deps;

  /** Queues one French security e-mail to each distinct address (the mail module's layout and escaping). */
  async function securityMail(to: string[], subject: string, paragraphs: string[]) {
    const addresses = [...new Set(to.filter(Boolean).map((a) => a.toLowerCase()))];
    if (addresses.length === 0) return;
    const mail = renderMail({ subject, paragraphs, signedBy: "site" });
    await outbox.enqueue(
      db,
      addresses.map((address) => ({ kind: "security" as const, to: address, ...mail })),
    );
    outbox.kick();
  }

  /** The French e-mail to MAIL_TO after a login from a browser this account never used. */
  async function newDeviceMail(
    username: string,
    method: string,
    ctx: LoginContext,
    at: Date,
    email: string,
    manager = true,
  ) {
    const device = describeUserAgent(ctx.userAgent).label;
    const when = frenchDate(frDateTime.format(at));
    const how = methodLabels[method] ?? method;
    const securityUrl = `${config.siteUrl}/admin/securite`;
    const passwordUrl = `${config.siteUrl}/admin/mot-de-passe`;
    const paragraphs = [
      "Bonjour,",
      `Une connexion à l'administration du site (compte « ${username} ») vient d'avoir lieu depuis un appareil qui ne s'était encore jamais connecté :`,
      [
        `- Date : ${when}`,
        `- Appareil : ${device}`,
        `- Adresse IP : ${ctx.ip || "inconnue"}`,
        `- Méthode : ${how}`,
      ].join("\n"),
      "Si c'était vous, il n'y a rien à faire.",
      [
        "Si ce n'était pas vous :",
        `1. Connectez-vous et ouvrez « Sécurité du compte » (${securityUrl}), puis cliquez sur « Déconnecter tous les autres appareils ».`,
        `2. Changez votre mot de passe (${passwordUrl}).`,
        "3. Activez la double authentification ou ajoutez une clé d'accès.",
        // Only the manager is told of the server's last resort; a member calls him.
        manager
          ? `Si vous ne pouvez plus vous connecter : demandez à la personne qui s'occupe du serveur du site de lancer « npm run admin:reset -- --username ${username} » (voir le README) ; vos collègues, eux, passent par vous (« Équipe » : déconnecter un membre, le suspendre, l'inviter de nouveau).`
          : "Si vous ne pouvez plus vous connecter, appelez le Gérant : depuis « Équipe », il peut déconnecter votre compte partout et vous envoyer une nouvelle invitation.",
      ].join("\n"),
    ];
    // A team member is warned at his own address (decision 054); the first admin has none: the business's.
    await securityMail([email || businessInbox(config)], "Nouvelle connexion à l'administration du site", paragraphs);
  }

  return { securityMail, newDeviceMail };
}

export type SecurityMails = ReturnType<typeof createSecurityMails>;
