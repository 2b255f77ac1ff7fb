import type { Route } from "./+types/client-invoice";
import { servicesContext } from "#server/context.ts";
import { INVOICE_UNKNOWN, invoiceClientPage } from "#server/modules/invoices/client-page.server.ts";
import { clientPageData } from "#app/lib/client-page.server.ts";
import { useBusiness } from "#app/lib/business.ts";
import { buttonClass, Card, ClientTitle, Heading, PhoneLink } from "#app/components/client/client-ui.tsx";

/**
 * /ma-facture/<token>: the client of a free invoice (no devis, so no chantier page) finds it from
 * its e-mail — what is left to pay, the bank details and the reference to give, the PDF. No script.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const result = await clientPageData(
    context,
    { default: "Facture introuvable" },
    () => invoiceClientPage(services.invoices, params.token),
    INVOICE_UNKNOWN,
  );
  return result.page;
}

export default function ClientInvoicePage({ loaderData: v }: Route.ComponentProps) {
  const business = useBusiness();
  return (
    <>
      <title>{`${v.title} – ${business.name}`}</title>
      <p className="text-xs font-semibold tracking-[0.2em] text-oak-dark uppercase">Votre facture</p>
      <ClientTitle lead={`Pour ${v.clientName}, émise le ${v.issuedOn}`}>{v.title}</ClientTitle>
      <Card tone={v.due ? "info" : "ok"}>
        <p className="text-lg font-semibold">{v.state}</p>
        <p>
          Montant de la facture : <strong>{v.net} TTC</strong>
          {v.due && <> · à régler au plus tard le {v.dueOn}</>}
        </p>
        <p>
          <a className={buttonClass} href={v.pdf}>
            Télécharger la facture (PDF)
          </a>
        </p>
      </Card>
      {v.due && (
        <>
          <Heading>Comment régler</Heading>
          <Card>
            {v.bank ? (
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">Virement à</dt>
                <dd>{v.bank.holder}</dd>
                <dt className="font-semibold">IBAN</dt>
                <dd className="font-mono break-all">{v.bank.iban}</dd>
                {v.bank.bic && (
                  <>
                    <dt className="font-semibold">BIC</dt>
                    <dd className="font-mono">{v.bank.bic}</dd>
                  </>
                )}
                <dt className="font-semibold">Référence à indiquer</dt>
                <dd className="font-mono">{v.reference}</dd>
              </dl>
            ) : (
              <p>
                Par chèque à l'ordre de {v.chequeTo}, en indiquant au dos la référence <strong>{v.reference}</strong>.
              </p>
            )}
          </Card>
        </>
      )}
      <p className="mt-6">
        Une question sur cette facture ? <PhoneLink />
      </p>
    </>
  );
}
