import { budgetOptions, projectTypeOptions, timelineOptions } from "#domain/schemas/lead-options.ts";
import { emailFieldProps, CheckboxField, SelectField, TextareaField, TextField } from "./lead-form/fields";
import { ATTACHMENT_FIELD } from "#domain/attachments.ts";
import { AttachmentField } from "./lead-form/attachments";
import { useAttachments } from "./lead-form/use-attachments";
import { LeadFormCard } from "./lead-form/lead-form-card";
import { useLeadForm, type LeadFormViewProps } from "./lead-form/use-lead-form";
import { useEffect, useRef, useState } from "react";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "#domain/submission-key.ts";
import { LeadConfirmation } from "./lead-form/lead-confirmation.tsx";

/** Where the form posts without JavaScript (route action of app/routes/site/quote.tsx). */
export const QUOTE_FORM_ACTION = "/devis";

/**
 * 'Demande de Devis Gratuit' form (home contact section, /devis; docs/product.md §3, §4, §5, §8), an
 * island of the public pages (app/islands/island.tsx). Posts JSON to POST /api/quotes once
 * hydrated; without JavaScript it is a plain form posted to /devis.
 * `headingLevel`: 2 on /devis, where the form's title follows the page's h1 (no skipped level).
 */
export function QuoteFormView({
  headingLevel = 3,
  submissionKey = "",
  ...initial
}: LeadFormViewProps & { headingLevel?: 2 | 3; submissionKey?: string }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const attachments = useAttachments(initial.attachments);
  /**
   * The idempotency key: the one of the submission being corrected, else the server's;
   * drawn again here once hydrated (a cached page gives everyone the same) and after each success.
   * A retry after a lost answer sends the same key: the server answers the first result.
   */
  const [key, setKey] = useState(initial.values?.[SUBMISSION_KEY_FIELD] || submissionKey);
  const keyRef = useRef(key);
  /** After a success: the request's number and the booking page of the technical visit. */
  const [sent, setSent] = useState<{ number: number | null; visitUrl: string } | null>(null);
  const form = useLeadForm({
    idPrefix: "devis",
    schema: () => import("#domain/schemas/leads.ts").then((m) => m.quoteRequestSchema),
    endpoint: "/api/quotes",
    errorMessage: "Une erreur est survenue. Veuillez réessayer.",
    initial,
    // The submit waits for the photos still uploading, then sends their tokens.
    beforeSend: async () => {
      const result = await attachments.waitForTokens();
      return "error" in result
        ? { error: result.error, field: ATTACHMENT_FIELD }
        : { body: { [ATTACHMENT_FIELD]: result.tokens, [SUBMISSION_KEY_FIELD]: keyRef.current } };
    },
    onSent: (answer) => {
      attachments.reset();
      setSent({
        number: typeof answer.number === "number" ? answer.number : null,
        visitUrl: typeof answer.visitUrl === "string" ? new URL(answer.visitUrl).pathname : "",
      });
    },
  });
  const f = form.field;
  useEffect(() => {
    keyRef.current = newSubmissionKey();
    setKey(keyRef.current);
  }, [form.generation]);

  return (
    <>
      {sent && (
        <LeadConfirmation
          key={form.generation}
          kind="quote"
          number={sent.number}
          visitHref={sent.visitUrl || undefined}
          phone={initial.phone}
          heading={headingLevel === 2 ? "h2" : "h3"}
          focusOnShow
        />
      )}
      <LeadFormCard
        heading={<Heading className="text-2xl font-semibold sm:text-3xl">Demande de Devis Gratuit</Heading>}
        intro="Décrivez votre projet en quelques lignes : le devis est gratuit et sans engagement."
        notice={initial.notice}
        action={QUOTE_FORM_ACTION}
        ariaLabel="Demande de devis gratuit"
        submitLabel="Envoyer ma demande"
        encType="multipart/form-data"
        form={form}
      >
        <TextField {...f("firstName")} label="Prénom" required autoComplete="given-name" maxLength={100} />
        <TextField {...f("lastName")} label="Nom" required autoComplete="family-name" maxLength={100} />
        <TextField {...f("email")} {...emailFieldProps} />
        <TextField
          {...f("phone")}
          type="tel"
          label="Téléphone"
          required
          autoComplete="tel"
          maxLength={30}
          placeholder="06 12 34 56 78"
        />
        <TextField
          {...f("address")}
          label="Adresse du projet"
          required
          autoComplete="address-line1"
          maxLength={300}
          className="sm:col-span-2"
          placeholder="Numéro, rue, code postal, commune"
        />
        <SelectField
          {...f("projectType")}
          label="Type de projet"
          required
          options={projectTypeOptions}
          placeholder="Sélectionnez un type de projet"
        />
        <SelectField
          {...f("budget")}
          label="Budget approximatif"
          required
          options={budgetOptions}
          placeholder="Sélectionnez un budget"
        />
        <SelectField
          {...f("timeline")}
          label="Délai souhaité"
          required
          options={timelineOptions}
          placeholder="Sélectionnez un délai"
        />
        <TextField
          {...f("dimensions")}
          label="Dimensions"
          hint="facultatif"
          maxLength={500}
          placeholder="Ex. : 3,50 m × 2,40 m"
        />
        <TextareaField
          {...f("projectDescription")}
          label="Description du projet"
          required
          rows={5}
          maxLength={5000}
          className="sm:col-span-2"
          placeholder="Essences de bois, finitions, contraintes, inspirations…"
        />
        <input type="hidden" name={SUBMISSION_KEY_FIELD} value={key} />
        <AttachmentField
          id={`${f(ATTACHMENT_FIELD).id}`}
          hydrated={form.hydrated}
          state={attachments}
          serverError={form.errors[ATTACHMENT_FIELD]}
        />
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="sr-only">Options et consentement</legend>
          <CheckboxField
            {...f("visitRequest")}
            defaultChecked={form.checked("visitRequest")}
            label="Je souhaite une visite technique à domicile (gratuite)"
          />
          <CheckboxField
            {...f("newsletterConsent")}
            defaultChecked={form.checked("newsletterConsent")}
            label="J'accepte de recevoir la newsletter de l'atelier (conseils et réalisations, désinscription à tout moment)"
          />
          <CheckboxField
            {...f("rgpdConsent")}
            defaultChecked={form.checked("rgpdConsent")}
            required
            label="J'accepte que mes données soient utilisées pour traiter ma demande de devis et me recontacter."
          />
        </fieldset>
      </LeadFormCard>
    </>
  );
}
