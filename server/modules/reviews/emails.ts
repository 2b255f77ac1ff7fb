import type { BusinessSettings } from "#domain/business.ts";
import { escapeHtml, htmlPage, htmlText, signature } from "../mail/index.ts";

/** A refused review: the author is told the reason (one of the list published on /avis). */
export function reviewRefusalEmail(
  review: { name: string; email: string; content: string; reason: string },
  b: BusinessSettings,
  businessInbox: string,
) {
  const subject = `Votre avis n'a pas été publié – ${b.name}`;
  const greeting = `Bonjour ${review.name.replace(/[\r\n]+/g, " ")},`;
  const body = `Merci d'avoir pris le temps de donner votre avis. Nous ne pouvons pas le publier, pour la raison suivante : ${review.reason}.`;
  const contact = `Pour toute question, ou pour nous envoyer un avis corrigé, répondez simplement à cet e-mail. Les règles de publication sont expliquées sur notre page « Comment nous recueillons les avis ».`;
  const quoted = review.content.slice(0, 1500);
  const text = [greeting, "", body, "", "Votre avis :", quoted, "", contact, "", "Cordialement,", signature(b)].join(
    "\n",
  );
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><blockquote style="border-left:3px solid #c8a97e;margin:0;padding-left:12px;color:#555">${htmlText(quoted)}</blockquote><p>${escapeHtml(contact)}</p><p>Cordialement,<br>${htmlText(signature(b))}</p>`,
  );
  return {
    kind: "review_refusal" as const,
    to: review.email,
    replyTo: businessInbox,
    subject: subject.replace(/[\r\n]+/g, " "),
    text,
    html,
  };
}
