import { useSearchParams } from "react-router";
import type { Route } from "./+types/contact-submit";
import { useBusiness } from "#app/lib/business.ts";
import { ContactFormView } from "#app/components/site/contact-form.tsx";
import { LeadSent } from "#app/components/site/lead-form/lead-sent.tsx";
import { leadFormAction } from "#app/lib/lead-action.server.ts";
import { Island } from "#app/islands/island.tsx";

/** /contact/envoyer: target of the contact form posted without JavaScript (and the form alone). */
export function action({ request, context }: Route.ActionArgs) {
  return leadFormAction("contact", request, context);
}

export default function ContactSubmitPage({ actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const [params] = useSearchParams();
  const sent = params.get("envoye") === "1";
  return (
    <section className="container-site max-w-3xl py-12 sm:py-16">
      <title>{`${sent ? "Message envoyé" : "Nous écrire"} – ${business.name}`}</title>
      <meta name="robots" content="noindex" />
      {!sent && <h1 className="sr-only">Nous écrire</h1>}
      {sent ? (
        <LeadSent text="Merci, votre message a bien été envoyé. Nous vous recontacterons dans les plus brefs délais." />
      ) : (
        <Island
          name="contact-form"
          component={ContactFormView}
          props={{ values: actionData?.values, errors: actionData?.errors, notice: actionData?.message }}
        />
      )}
    </section>
  );
}
