import { useSearchParams } from "react-router";
import type { Route } from "./+types/quote";
import { useBusiness } from "#app/lib/business.ts";
import { QuoteFormView } from "#app/components/site/quote-form.tsx";
import { LeadSent } from "#app/components/site/lead-form/lead-sent.tsx";
import { leadFormAction } from "#app/lib/lead-action.server.ts";
import { Island } from "#app/islands/island.tsx";

/** /devis: the quote form on its own page, and the target of the form posted without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return leadFormAction("quote", request, context);
}

export default function QuotePage({ actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const [params] = useSearchParams();
  const sent = params.get("envoye") === "1";
  return (
    <section className="container-site max-w-3xl py-12 sm:py-16">
      <title>{`${sent ? "Demande envoyée" : "Demande de devis gratuit"} – ${business.name}`}</title>
      <meta name="robots" content="noindex" />
      {!sent && <h1 className="sr-only">Demande de devis gratuit</h1>}
      {sent ? (
        <LeadSent text="Merci, votre demande a bien été envoyée. Nous vous recontacterons dans les plus brefs délais." />
      ) : (
        <Island
          name="quote-form"
          component={QuoteFormView}
          props={{
            headingLevel: 2,
            values: actionData?.values,
            errors: actionData?.errors,
            notice: actionData?.message,
            attachments: actionData?.attachments,
          }}
        />
      )}
    </section>
  );
}
