import type { Route } from "./+types/quote";
import { QuoteFormView } from "#app/components/site/quote-form.tsx";
import { LeadPage } from "#app/components/site/lead-form/lead-page.tsx";
import { leadFormAction } from "#server/modules/leads/form-post.server.ts";
import { requestContext, servicesContext } from "#server/context.ts";
import { Island } from "#app/islands/island.tsx";
import { useBusiness } from "#app/lib/business.ts";
import { newSubmissionKey } from "#domain/submission-key.ts";

/** /devis: the quote form on its own page, and the target of the form posted without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  const { leads } = context.get(servicesContext);
  return leadFormAction("quote", request, { leads, ip: context.get(requestContext).ip });
}

export default function QuotePage({ actionData }: Route.ComponentProps) {
  const business = useBusiness();
  return (
    <LeadPage
      kind="quote"
      title="Demande de devis gratuit"
      sentTitle="Demande envoyée"
      sentText="Merci, votre demande a bien été envoyée. Nous vous recontacterons dans les plus brefs délais."
    >
      <Island
        name="quote-form"
        component={QuoteFormView}
        props={{
          headingLevel: 2,
          values: actionData?.values,
          errors: actionData?.errors,
          notice: actionData?.message,
          phone: { display: business.phone, e164: business.phoneE164 },
          attachments: actionData?.attachments,
          submissionKey: newSubmissionKey(),
        }}
      />
    </LeadPage>
  );
}
