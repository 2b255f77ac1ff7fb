import { useId } from "react";
import { contactMessageSchema, contactProjectOptions } from "../../../domain/schemas/leads";
import { Honeypot, SelectField, SubmitButton, TextareaField, TextField } from "./lead-form/fields";
import { FormNotice } from "./lead-form/form-notice";
import { useLeadForm, type FieldErrors } from "./lead-form/use-lead-form";

/** Where the form posts without JavaScript (route action of app/routes/site/contact-submit.tsx). */
export const CONTACT_FORM_ACTION = "/contact/envoyer";

interface ViewProps {
  values?: Record<string, string>;
  errors?: FieldErrors;
  notice?: string;
}

/**
 * Contact page form (SPEC §3, §5). Posts JSON to POST /api/contact once hydrated; without
 * JavaScript it is a plain form posted to /contact/envoyer.
 */
export function ContactForm() {
  return <ContactFormView />;
}

export function ContactFormView({ values, errors: initialErrors, notice }: ViewProps) {
  const uid = useId();
  const { errors, submitting, generation, hydrated, onSubmit, onChange } = useLeadForm({
    schema: contactMessageSchema,
    endpoint: "/api/contact",
    errorMessage: "Une erreur est survenue lors de l'envoi du message.",
    initialErrors,
  });
  const v = generation === 0 ? (values ?? {}) : {};
  const f = (name: string) => ({ id: `${uid}-${name}`, name, error: errors[name], defaultValue: v[name] });

  return (
    <div className="rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-8">
      <h2 className="text-2xl font-semibold sm:text-3xl">Envoyez-nous un message</h2>
      <p className="mt-2 text-sm text-muted">
        Une question, un projet ? Écrivez-nous. Les champs marqués d'un <span className="text-danger">*</span> sont
        obligatoires.
      </p>
      <FormNotice message={notice} />
      <form
        key={generation}
        method="post"
        action={CONTACT_FORM_ACTION}
        noValidate
        data-hydrated={hydrated || undefined}
        onSubmit={onSubmit}
        onChange={onChange}
        aria-label="Formulaire de contact"
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
      >
        <TextField {...f("nom")} label="Nom" required autoComplete="family-name" maxLength={100} />
        <TextField {...f("prenom")} label="Prénom" required autoComplete="given-name" maxLength={100} />
        <TextField
          {...f("email")}
          type="email"
          label="Email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder="vous@exemple.fr"
        />
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
        <Honeypot />
        <div className="sm:col-span-2">
          <SubmitButton submitting={submitting} label="Envoyer le message" />
        </div>
      </form>
    </div>
  );
}
