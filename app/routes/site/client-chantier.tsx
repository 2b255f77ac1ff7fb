import type { Route } from "./+types/client-chantier";
import { data } from "react-router";
import { servicesContext } from "#server/context.ts";
import { chantierClientPage, chantierFlash } from "#server/modules/chantiers/client-page.server.ts";
import type { ClientInvoiceLine } from "#server/modules/chantiers/types.ts";
import { chantierRefusals, clientPageData } from "#app/lib/client-page.server.ts";
import { useBusiness } from "#app/lib/business.ts";
import {
  buttonClass,
  Card,
  ClientTitle,
  fieldClass,
  Flash,
  Heading,
  labelClass,
  Muted,
  PhoneLink,
} from "#app/components/client/client-ui.tsx";

/**
 * /mon-chantier/<token>: the client follows his chantier (steps, PV, photos, documents, invoices)
 * and writes to the office. The message form posts to the chantiers module's Express router
 * (303 back here with `?m=envoye`); no script.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const m = new URL(request.url).searchParams.get("m") ?? "";
  const result = await clientPageData(context, chantierRefusals, (handed) =>
    chantierClientPage(
      services.chantiers,
      services.invoices.ofDevis,
      params.token,
      handed ? null : { userAgent: request.headers.get("user-agent") ?? "" },
    ),
  );
  return data({ ...result, message: result.message ?? chantierFlash[m] ?? null }, { status: result.status });
}

/** « Vos factures »: one line per invoice (its type, number, date, amount and a status when there is one). */
function Invoices({ invoices }: { invoices: ClientInvoiceLine[] }) {
  if (invoices.length === 0) return null;
  return (
    <>
      <Heading>Vos factures</Heading>
      <Card>
        <ul className="grid gap-2">
          {invoices.map((i) => (
            <li key={i.number}>
              <a href={i.href} className="font-semibold text-forest underline">
                {i.label} n° {i.number}
              </a>{" "}
              du {i.date} : {i.amount} TTC (PDF)
              {i.status && (
                <span className="ml-2 rounded-full bg-success/10 px-2 py-0.5 text-sm font-semibold text-success">
                  {i.status}
                </span>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

export default function ClientChantierPage({ loaderData, params }: Route.ComponentProps) {
  const business = useBusiness();
  const { page: c, message, values } = loaderData;
  const base = `/mon-chantier/${params.token}`;
  return (
    <>
      <title>{`${c.title} – ${business.name}`}</title>
      <Flash message={message} />
      <p className="text-xs font-semibold tracking-[0.2em] text-oak-dark uppercase">Votre chantier</p>
      <ClientTitle>{c.title}</ClientTitle>
      <Card>
        <p>
          Pour : <strong>{c.client}</strong>
          <br />
          Lieu : {c.place}
          <br />
          État : <strong>{c.statusLabel}</strong>
        </p>
      </Card>
      <Heading>Les étapes</Heading>
      <Card>
        <ol className="divide-y divide-line">
          {c.steps.map((s) => (
            <li key={s.label} className="py-2.5">
              <strong>{s.label}</strong>
              <br />
              {s.done ? (
                <span className="font-semibold text-success">Fait le {s.done}</span>
              ) : (
                <span className="text-sm text-muted">Prévu {s.planned}</span>
              )}
            </li>
          ))}
        </ol>
      </Card>
      {c.reception && (
        <>
          <Heading>Réception des travaux</Heading>
          <Card tone={c.reception.tone}>
            <p>{c.reception.text}</p>
            <p>
              <a className={buttonClass} href={`${base}/reception`}>
                {c.reception.link}
              </a>
            </p>
          </Card>
        </>
      )}
      <Heading>Les photos</Heading>
      {c.photos.length === 0 ? (
        <Muted>Aucune photo partagée pour le moment.</Muted>
      ) : (
        <div className="photos grid grid-cols-2 gap-2 sm:grid-cols-3">
          {c.photos.map((p) => (
            <a key={p.file} href={p.file}>
              <img
                src={p.thumb}
                alt={p.alt}
                width={p.width}
                height={p.height}
                loading="lazy"
                className="block aspect-[4/3] h-auto w-full rounded-xl object-cover"
              />
            </a>
          ))}
        </div>
      )}
      <Heading>Les documents</Heading>
      {c.documents.length === 0 ? (
        <Muted>Aucun document pour le moment.</Muted>
      ) : (
        <Card>
          <ul className="grid gap-2">
            {c.documents.map((d) => (
              <li key={d.href}>
                <a href={d.href} className="font-semibold text-forest underline">
                  {d.title}
                </a>{" "}
                (PDF)
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Invoices invoices={c.invoices} />
      <Heading>Vos messages</Heading>
      <Card>
        {c.messages.length === 0 ? (
          <Muted>Une question ? Écrivez-nous ici : nous recevons votre message par e-mail.</Muted>
        ) : (
          <div className="grid gap-2">
            {c.messages.map((m, i) => (
              <div
                key={i}
                className={`max-w-[90%] rounded-xl px-3 py-2 ${m.fromClient ? "ml-auto bg-sand/50" : "bg-cream"}`}
              >
                <div className="text-sm text-muted">
                  {m.fromClient ? "Vous" : business.name} · {m.day}
                </div>
                <div className="whitespace-pre-line">{m.body}</div>
              </div>
            ))}
          </div>
        )}
        <form method="post" action={`${base}/messages`} className="mt-3">
          <label htmlFor="body" className={labelClass}>
            Votre message
          </label>
          <textarea
            id="body"
            name="body"
            rows={4}
            maxLength={4000}
            required
            defaultValue={values.body ?? ""}
            className={fieldClass}
          />
          <button type="submit" className={`${buttonClass} mt-3`}>
            Envoyer le message
          </button>
        </form>
      </Card>
      <Muted>
        Cette page est personnelle : ne transmettez pas son adresse. Une question urgente ? Appelez-nous au{" "}
        <PhoneLink />.
      </Muted>
    </>
  );
}
