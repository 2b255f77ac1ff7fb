import { contactProjectOptions } from "#domain/schemas/lead-options.ts";
import { emailFieldProps, SelectField, TextareaField, TextField } from "./lead-form/fields";
import { LeadFormCard } from "./lead-form/lead-form-card";
import { useLeadForm, type LeadFormViewProps } from "./lead-form/use-lead-form";
import { LeadConfirmation } from "./lead-form/lead-confirmation.tsx";
import { useState } from "react";

/** Where the form posts without JavaScript (route action of app/routes/site/contact-submit.tsx). */
export const CONTACT_FORM_ACTION = "/contact/envoyer";

/**
 * Contact page form (docs/product.md §3, §5), an island of the public pages (app/islands/island.tsx).
 * Posts JSON to POST /api/contact once hydrated; without JavaScript it is a plain form posted to
 * /contact/envoyer.
 */
export function ContactFormView(initial: LeadFormViewProps) {
  /** After a success: the message's number. */
  const [sent, setSent] = useState<{ number: number | null } | null>(null);
  const form = useLeadForm({
    idPrefix: "contact",
    schema: () => import("#domain/schemas/leads.ts").then((m) => m.contactMessageSchema),
    endpoint: "/api/contact",
    errorMessage: "Une erreur est survenue lors de l'envoi du message.",
    initial,
    onSent: (answer) => setSent({ number: typeof answer.number === "number" ? answer.number : null }),
  });
  const f = form.field;

  return (
    <>
      {sent && (
        <LeadConfirmation key={form.generation} kind="contact" number={sent.number} phone={initial.phone} focusOnShow />
      )}
      <LeadFormCard
        heading={<h2 className="text-2xl font-semibold sm:text-3xl">Envoyez-nous un message</h2>}
        intro="Une question, un projet ? Écrivez-nous."
        notice={initial.notice}
        action={CONTACT_FORM_ACTION}
        ariaLabel="Formulaire de contact"
        submitLabel="Envoyer le message"
        form={form}
      >
        <TextField {...f("nom")} label="Nom" required autoComplete="family-name" maxLength={100} />
        <TextField {...f("prenom")} label="Prénom" required autoComplete="given-name" maxLength={100} />
        <TextField {...f("email")} {...emailFieldProps} />
        <TextField
          {...f("telephone")}
          type="tel"
          label="Téléphone"
          hint="facultatif"
          autoComplete="tel"
          maxLength={30}
        />
        <SelectField
          {...f("projet")}
          label="Votre projet"
          hint="facultatif"
          options={contactProjectOptions}
          placeholder="Choisissez un type de projet"
          className="sm:col-span-2"
        />
        <TextareaField
          {...f("message")}
          label="Message"
          required
          rows={6}
          maxLength={5000}
          className="sm:col-span-2"
          placeholder="Décrivez votre besoin…"
        />
      </LeadFormCard>
    </>
  );
}
