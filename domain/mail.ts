/**
 * Every kind of e-mail the site sends, with the French label shown in a lead's e-mails and
 * timeline. A new e-mail adds its kind here (docs/guide-ajouter.md « Ajouter un e-mail »).
 */
export const mailKindLabels = {
  notification: "Notification à l'atelier",
  confirmation: "Accusé de réception au visiteur",
  reply: "Réponse de l'atelier",
  review_request: "Demande d'avis",
  review_refusal: "Avis refusé",
  devis: "Devis envoyé au client",
  devis_code: "Code d'acceptation du devis",
  devis_acompte: "Devis : demande d'acompte au client",
  devis_relance: "Relance du devis",
  devis_rouvert: "Devis : signature en ligne rouverte",
  devis_accepte: "Devis accepté (à l'atelier)",
  devis_accepte_client: "Devis accepté (au client)",
  devis_papier_client: "Devis signé sur papier (copie au client)",
  devis_refuse: "Devis refusé (à l'atelier)",
  facture: "Facture envoyée au client",
  facture_relance: "Relance d'une facture impayée",
  visit_confirmation: "Visite technique : invitation au visiteur",
  visit_notification: "Visite technique : invitation à l'atelier",
  visit_cancel: "Visite technique : annulation au visiteur",
  visit_cancel_notification: "Visite technique : annulation à l'atelier",
  visit_reminder: "Visite technique : rappel la veille",
  lead_alert: "Alerte : demande sans réponse",
  security: "Alerte de sécurité",
  backup: "Alerte : sauvegarde automatique",
  "team-invitation": "Invitation à l'administration",
  chantier_message_client: "Chantier : message de l'atelier au client",
  chantier_message_bureau: "Chantier : message du client à l'atelier",
  chantier_lien: "Chantier : lien de suivi envoyé au client",
  chantier_attribue: "Chantier : attribué à un membre de l'équipe",
  chantier_pv_code: "Chantier : code de signature du procès-verbal",
  chantier_pv_rouvert: "PV de réception : signature en ligne rouverte",
  chantier_pv_pret: "PV de réception prêt à signer",
  chantier_pv_signe_client: "Chantier : procès-verbal signé (au client)",
  chantier_pv_signe: "Chantier : procès-verbal signé (à l'atelier)",
  chantier_accord_retire: "Chantier : accord de publication des photos retiré",
} as const satisfies Record<string, string>;

export type MailKind = keyof typeof mailKindLabels;

/** The label of a stored kind (an older row may carry a kind no longer sent: shown as is). */
export const mailKindLabel = (kind: string): string => (mailKindLabels as Record<string, string>)[kind] ?? kind;
