import type { Route } from "./+types/contact-submit";
import { ContactFormView } from "#app/components/site/contact-form.tsx";
import { LeadPage } from "#app/components/site/lead-form/lead-page.tsx";
import { leadFormAction } from "#server/modules/leads/form-post.server.ts";
import { requestContext, servicesContext } from "#server/context.ts";
import { Island } from "#app/islands/island.tsx";
import { useBusiness } from "#app/lib/business.ts";

/** /contact/envoyer: target of the contact form posted without JavaScript (and the form alone). */
export function action({ request, context }: Route.ActionArgs) {
  const { leads } = context.get(servicesContext);
  return leadFormAction("contact", request, { leads, ip: context.get(requestContext).ip });
}

export default function ContactSubmitPage({ actionData }: Route.ComponentProps) {
  const business = useBusiness();
  return (
    <LeadPage
      kind="contact"
      title="Nous écrire"
      sentTitle="Message envoyé"
      sentText="Merci, votre message a bien été envoyé. Nous vous recontacterons dans les plus brefs délais."
    >
      <Island
        name="contact-form"
        component={ContactFormView}
        props={{
          values: actionData?.values,
          errors: actionData?.errors,
          notice: actionData?.message,
          phone: { display: business.phone, e164: business.phoneE164 },
        }}
      />
    </LeadPage>
  );
}
