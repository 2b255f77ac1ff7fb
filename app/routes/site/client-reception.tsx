import type { Route } from "./+types/client-reception";
import { data } from "react-router";
import { servicesContext } from "#server/context.ts";
import { receptionClientPage, receptionFlash } from "#server/modules/chantiers/client-page.server.ts";
import type { ReceptionClientView } from "#server/modules/chantiers/types.ts";
import { chantierRefusals, clientPageData } from "#app/lib/client-page.server.ts";
import { useBusiness } from "#app/lib/business.ts";
import {
  buttonClass,
  Card,
  Check,
  ClientTitle,
  Flash,
  Heading,
  Muted,
  secondaryButtonClass,
  SignCard,
} from "#app/components/client/client-ui.tsx";

/**
 * /mon-chantier/<token>/reception: the client reads the PV de réception, receives a code and signs;
 * then his warranties and his consent to publish photos. The forms post to the chantiers module's
 * Express router (303 back here with `?m=`); no script.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const m = new URL(request.url).searchParams.get("m") ?? "";
  const result = await clientPageData(context, chantierRefusals, () =>
    receptionClientPage(services.chantiers, params.token),
  );
  return data(
    {
      ...result,
      // After the code request the page opens on the code field: the confirmation is beside it.
      message: result.message ?? (m === "code" ? null : (receptionFlash[m] ?? null)),
      codeSent: !result.message && m === "code" ? receptionFlash.code.text : null,
    },
    { status: result.status },
  );
}

function Signed({ v, base }: { v: ReceptionClientView; base: string }) {
  const s = v.signed!;
  return (
    <>
      <Card tone="ok">
        <p>
          <strong>Signé</strong> par {s.by} : la réception date du {v.date}.
        </p>
        <Heading>Vos garanties</Heading>
        <ul className="list-disc pl-5">
          {s.warranties.map((w) => (
            <li key={w.label}>
              {`${w.label} : jusqu'au `}
              <strong>{w.until}</strong>
            </li>
          ))}
        </ul>
      </Card>
      <Heading>Photos de vos travaux</Heading>
      <Card>
        <form method="post" action={`${base}/accord`}>
          {s.consentOn ? (
            <>
              <p>
                Vous avez accepté le {s.consentOn} que des photos de ces travaux soient publiées (commune seulement).
              </p>
              <input type="hidden" name="consent" value="0" />
              <button type="submit" className={`${secondaryButtonClass} mt-3`}>
                Retirer mon accord
              </button>
            </>
          ) : (
            <>
              <p>Vous n&apos;avez pas donné votre accord pour publier des photos de ces travaux.</p>
              <input type="hidden" name="consent" value="1" />
              <p className="mt-2 text-sm text-muted">{v.consentText}</p>
              <button type="submit" className={`${secondaryButtonClass} mt-3`}>
                Donner mon accord
              </button>
            </>
          )}
        </form>
      </Card>
    </>
  );
}

function SignForm({
  v,
  base,
  values,
  codeSent,
}: {
  v: ReceptionClientView;
  base: string;
  values: Record<string, string>;
  codeSent: string | null;
}) {
  return (
    <>
      <Heading>Signer le procès-verbal</Heading>
      <SignCard
        base={base}
        action="signer"
        maskedEmail={v.maskedEmail}
        pdfSha256={v.pdfSha256}
        step="Saisissez le code, votre nom et cochez la case de réception."
        codeSent={codeSent}
        name={values.name}
        submit="Signer le procès-verbal"
      >
        <Check name="receive" required>
          Je prononce la réception des travaux <strong>{v.verdict}</strong>, le {v.pdfDay}, selon le procès-verbal
          ci-dessus.
        </Check>
        <Check name="publishConsent" defaultChecked={values.publishConsent === "1"}>
          {v.consentText}
        </Check>
      </SignCard>
      <Muted>
        La réception fait courir les garanties de parfait achèvement (1 an), biennale (2 ans) et décennale (10 ans).
      </Muted>
    </>
  );
}

export default function ClientReceptionPage({ loaderData, params }: Route.ComponentProps) {
  const business = useBusiness();
  const { page: v, message, values, codeSent } = loaderData;
  const home = `/mon-chantier/${params.token}`;
  const base = `${home}/reception`;
  return (
    <>
      <title>{`Procès-verbal de réception – ${business.name}`}</title>
      <Flash message={message} />
      <p>
        <a href={home} className="text-sm font-semibold text-forest underline">
          ← Mon chantier
        </a>
      </p>
      <ClientTitle>Procès-verbal de réception</ClientTitle>
      {v.state === "absent" ? (
        <Card tone="info">
          <p>Le procès-verbal de réception n&apos;est pas encore prêt.</p>
        </Card>
      ) : (
        <>
          <Card>
            <p>
              Chantier : <strong>{v.chantier}</strong>
              <br />
              Adresse des travaux : {v.address}
              <br />
              Date : {v.date}
            </p>
            {v.reservations.length > 0 ? (
              <>
                <p>
                  Réception <strong>avec réserves</strong> :
                </p>
                <ol className="list-decimal pl-5">
                  {v.reservations.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ol>
              </>
            ) : (
              <p>
                Réception <strong>sans réserve</strong>.
              </p>
            )}
            <p>
              <a className={buttonClass} href={`${base}/pv.pdf`}>
                {v.pdfLabel}
              </a>
            </p>
          </Card>
          {v.signed ? (
            <Signed v={v} base={base} />
          ) : v.blockedBy ? (
            <>
              <Heading>Signer le procès-verbal</Heading>
              <Card tone="info" id="reception-pas-encore">
                <p>{v.blockedBy}</p>
              </Card>
            </>
          ) : (
            <SignForm v={v} base={base} values={values} codeSent={codeSent} />
          )}
        </>
      )}
    </>
  );
}
