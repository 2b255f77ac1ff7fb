import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useBusiness } from "#app/lib/business.ts";
import { LeadSent } from "./lead-sent.tsx";

/**
 * The page of a lead form on its own (/devis, /contact/envoyer): the target of the form posted
 * without JavaScript, its confirmation after the 303 (`?envoye=1`), never indexed.
 */
export function LeadPage({
  kind,
  title,
  sentTitle,
  sentText,
  children,
}: {
  kind: "quote" | "contact";
  title: string;
  sentTitle: string;
  sentText: string;
  children: ReactNode;
}) {
  const business = useBusiness();
  const [params] = useSearchParams();
  const sent = params.get("envoye") === "1";
  // A quote's booking link (after the form posted without JavaScript).
  const token = params.get("rdv") ?? "";
  const visitHref = /^[\w-]{32}$/.test(token) ? `/rendez-vous/${token}` : undefined;
  // The request's number (`?n=42`), repeated on the confirmation.
  const number = /^\d{1,9}$/.test(params.get("n") ?? "") ? Number(params.get("n")) : null;
  return (
    <section className="container-site max-w-3xl py-12 sm:py-16">
      <title>{`${sent ? sentTitle : title} – ${business.name}`}</title>
      <meta name="robots" content="noindex" />
      {!sent && <h1 className="sr-only">{title}</h1>}
      {sent ? <LeadSent kind={kind} text={sentText} number={number} visitHref={visitHref} /> : children}
    </section>
  );
}
