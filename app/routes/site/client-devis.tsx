import type { Route } from "./+types/client-devis";
import { data } from "react-router";
import { servicesContext } from "#server/context.ts";
import { devisClientPage, devisFlash, DEVIS_UNKNOWN } from "#server/modules/devis/client-page.server.ts";
import type { DevisClientView } from "#server/modules/devis/types.ts";
import { clientPageData } from "#app/lib/client-page.server.ts";
import { useBusiness } from "#app/lib/business.ts";
import {
  buttonClass,
  Card,
  Check,
  codeInput,
  ClientTitle,
  fieldClass,
  Flash,
  Heading,
  labelClass,
  Muted,
  PhoneLink,
  secondaryButtonClass,
  SignCard,
} from "#app/components/client/client-ui.tsx";

/**
 * /mon-devis/<token>: the client reads his devis, receives a code and accepts or refuses it. The
 * forms post to the devis module's Express router (same paths, 303 back here with `?m=`; a refused
 * form comes back with its message and status). No script: the same with or without JavaScript.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const m = new URL(request.url).searchParams.get("m") ?? "";
  const result = await clientPageData(
    context,
    { default: "Ce devis n'est plus disponible" },
    (handed) => devisClientPage(services.devis.public, params.token, services.clock.now(), !handed),
    DEVIS_UNKNOWN,
  );
  return data(
    {
      ...result,
      // After the code request the page opens on the code field: the confirmation is beside it.
      message: result.message ?? (m === "code" ? null : (devisFlash[m] ?? null)),
      codeSent: !result.message && m === "code" ? devisFlash.code.text : null,
    },
    { status: result.status },
  );
}

function Lines({ d }: { d: DevisClientView }) {
  const cell = "border-b border-line px-1 py-2 align-top";
  const num = `${cell} text-right whitespace-nowrap`;
  return (
    <table className="w-full border-collapse text-sm sm:text-base">
      <thead>
        <tr className="text-left text-forest-dark">
          <th className={cell}>Désignation</th>
          <th className={`${num} hidden sm:table-cell`}>TVA</th>
          <th className={num}>Total HT</th>
        </tr>
      </thead>
      <tbody>
        {d.lines.map((l, i) =>
          l.kind === "titre" ? (
            <tr key={i}>
              <th colSpan={3} className={`${cell} pt-4 text-left font-serif text-forest-dark`}>
                {l.designation}
              </th>
            </tr>
          ) : (
            <tr key={i}>
              <td className={cell}>
                {l.designation}
                {l.description && <div className="text-sm whitespace-pre-line">{l.description}</div>}
                <div className="text-sm text-muted">{l.detail}</div>
              </td>
              <td className={`${num} hidden sm:table-cell`}>{l.rate}</td>
              <td className={num}>{l.total}</td>
            </tr>
          ),
        )}
        <tr className="font-bold">
          <td className={cell}>Total HT</td>
          <td className={`${cell} hidden sm:table-cell`} />
          <td className={num}>{d.totals.ht}</td>
        </tr>
        {d.totals.rates.map((r) => (
          <tr key={r.label}>
            <td className={cell}>{r.label}</td>
            <td className={`${cell} hidden sm:table-cell`} />
            <td className={num}>{r.vat}</td>
          </tr>
        ))}
        <tr className="font-bold">
          <td className={cell}>Total TTC</td>
          <td className={`${cell} hidden sm:table-cell`} />
          <td className={num}>{d.totals.ttc}</td>
        </tr>
      </tbody>
    </table>
  );
}

function AcceptForms({
  d,
  base,
  values,
  codeSent,
}: {
  d: DevisClientView;
  base: string;
  values: Record<string, string>;
  codeSent: string | null;
}) {
  const business = useBusiness();
  return (
    <>
      <Heading>Accepter ce devis</Heading>
      <SignCard
        base={base}
        action="accepter"
        maskedEmail={d.maskedEmail}
        pdfSha256={d.pdfSha256}
        step="Saisissez le code, votre nom et cochez « Bon pour accord »."
        codeSent={codeSent}
        name={values.name}
        submit="Accepter le devis"
      >
        <Check name="bonPourAccord" required>
          <strong>Bon pour accord</strong> : j&apos;accepte le devis n° {d.number} d&apos;un montant de {d.totals.ttc}{" "}
          TTC.
        </Check>
        {d.certificationBox && (
          <Check name="certification" required defaultChecked={values.certification === "1"}>
            <strong>Certification TVA à taux réduit</strong> (obligatoire pour ce devis) : {d.certificationBox}
          </Check>
        )}
        {d.consumer && (
          <Check name="expressStart" defaultChecked={values.expressStart === "1"}>
            Je demande que les travaux commencent avant la fin du délai de rétractation (facultatif, article L221-25 du
            Code de la consommation).
          </Check>
        )}
      </SignCard>
      <Heading>Refuser ce devis</Heading>
      <Card>
        <form method="post" action={`${base}/refuser`}>
          <p>Le refus demande aussi le code reçu par e-mail (étape 1 ci-dessus).</p>
          <label htmlFor="refuse-code" className={labelClass}>
            Votre code, pour refuser le devis
          </label>
          <input type="text" id="refuse-code" {...codeInput} className={fieldClass} />
          <label htmlFor="reason" className={labelClass}>
            Motif (facultatif)
          </label>
          <textarea id="reason" name="reason" rows={3} maxLength={1000} className={fieldClass} />
          <button type="submit" className={`${secondaryButtonClass} mt-4`}>
            Refuser le devis
          </button>
        </form>
      </Card>
      <Muted>
        Une question ? Appelez {business.name} au <PhoneLink />.
      </Muted>
    </>
  );
}

export default function ClientDevisPage({ loaderData, params }: Route.ComponentProps) {
  const business = useBusiness();
  const { page: d, message, values, codeSent } = loaderData;
  const base = `/mon-devis/${params.token}`;
  return (
    <>
      <title>{`Devis ${d.number} – ${business.name}`}</title>
      <Flash message={message} />
      <p className="text-xs font-semibold tracking-[0.2em] text-oak-dark uppercase">Votre devis</p>
      <ClientTitle lead={d.title || undefined}>{`Devis n° ${d.number}`}</ClientTitle>
      <Card>
        <p>
          Pour : <strong>{d.client}</strong>
          <br />
          Chantier : {d.site}
          <br />
          Envoyé le {d.sentOn} · valable jusqu&apos;au {d.validUntil}
        </p>
        <p>
          <a className={buttonClass} href={`${base}/devis.pdf`}>
            {d.pdfLabel}
          </a>
        </p>
      </Card>
      {d.accepted && (
        <Card tone="ok">
          <p>
            <strong>Devis accepté</strong> le {d.accepted.on} par {d.accepted.by}
            {d.accepted.paper ? " (signé sur papier)" : ""}.
          </p>
          {d.accepted.withdrawalEnd && (
            <p>
              Vous pouvez vous rétracter jusqu&apos;au <strong>{d.accepted.withdrawalEnd}</strong> inclus, avec le
              formulaire de rétractation du devis ou par toute déclaration écrite claire.
            </p>
          )}
        </Card>
      )}
      {d.status === "refuse" && (
        <Card tone="info">
          <p>
            <strong>Vous avez refusé ce devis.</strong> Merci de nous avoir répondu.
          </p>
        </Card>
      )}
      <Heading>Détail</Heading>
      <Card>
        <div className="-mx-1 overflow-x-auto">
          <Lines d={d} />
        </div>
        {d.deposit && <p className="mt-3">{d.deposit}</p>}
        {d.terms.map((t) => (
          <p key={t}>{t}</p>
        ))}
      </Card>
      {d.certification && (
        <>
          <Heading>Certification du client pour la TVA à taux réduit</Heading>
          <div className="my-3 rounded-2xl border border-l-4 border-line border-l-oak bg-white p-4 sm:p-5 [&_p+p]:mt-3">
            {d.certification.blocks.map((b) => (
              <p key={b.title}>
                <strong>{b.title}</strong>
                <br />
                {b.wording}
              </p>
            ))}
            {d.certification.notes.map((n) => (
              <p key={n} className="text-sm text-muted">
                {n}
              </p>
            ))}
          </div>
        </>
      )}
      {d.withdrawal && (
        <>
          <Heading>Votre droit de rétractation</Heading>
          <Card>
            <p>
              Vous disposez de 14 jours après votre acceptation pour vous rétracter, sans motif : si vous acceptez
              aujourd&apos;hui, jusqu&apos;au <strong>{d.withdrawal.until}</strong> inclus (formulaire de rétractation à
              la fin du PDF).
            </p>
            {d.withdrawal.domicile && (
              <p>
                Contrat signé à votre domicile : aucun paiement ne peut vous être demandé avant 7 jours après la
                signature.
              </p>
            )}
          </Card>
        </>
      )}
      {d.status === "envoye" && <AcceptForms d={d} base={base} values={values} codeSent={codeSent} />}
    </>
  );
}
