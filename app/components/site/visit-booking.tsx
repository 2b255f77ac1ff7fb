import { useSearchParams } from "react-router";
import { dayLabel } from "#domain/agenda-labels.ts";
import type { SlotDay } from "#domain/agenda.ts";
import { formatParisDateTime, formatParisTime } from "#domain/paris-time.ts";
import { useBusiness } from "#app/lib/business.ts";
import { FieldError } from "./lead-form/fields.tsx";
import { FormNotice } from "./lead-form/form-notice.tsx";

export interface VisitPageData {
  firstName: string;
  address: string;
  visit: { startsAt: string; endsAt: string; address: string } | null;
  canChange: boolean;
  days: SlotDay[];
}

interface Result {
  message: string;
  errors: Record<string, string>;
  values: { start?: string; address?: string };
  days?: SlotDay[];
}

const card = "rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-8";
const control =
  "block w-full min-h-11 rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink focus:border-oak-dark focus:outline-none focus:ring-3 focus:ring-oak/35 aria-[invalid=true]:border-danger";

/** The slots by day: native radio buttons (a plain form, no script), large enough for a thumb. */
function SlotPicker({ days, selected, error }: { days: SlotDay[]; selected?: string; error?: string }) {
  if (days.length === 0)
    return <p className="text-muted">Aucun créneau libre pour le moment : appelez-nous pour convenir d'une date.</p>;
  return (
    <fieldset aria-describedby={error ? "start-error" : undefined}>
      <legend className="mb-2 text-sm font-medium text-forest-dark">Créneau (heure de Paris)</legend>
      <FieldError id="start" error={error} />
      <div className="max-h-[28rem] space-y-4 overflow-y-auto pr-1">
        {days.map((d) => (
          <div key={d.day} role="group" aria-label={dayLabel(d.day)}>
            <p className="mb-2 font-medium text-ink">{dayLabel(d.day)}</p>
            <div className="flex flex-wrap gap-2">
              {d.slots.map((s) => (
                <label
                  key={s.start}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 has-[:checked]:border-walnut has-[:checked]:bg-walnut/10"
                >
                  <input type="radio" name="start" value={s.start} defaultChecked={s.start === selected} required />
                  <span>
                    {formatParisTime(s.start)} – {formatParisTime(s.end)}
                  </span>
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** /rendez-vous/<token>: choose, move or cancel the technical visit. Works without JavaScript. */
export function VisitBooking({ page, result }: { page: VisitPageData; result?: Result }) {
  const business = useBusiness();
  const [params] = useSearchParams();
  const confirmed = params.get("confirme") === "1" && page.visit;
  const cancelled = params.get("annule") === "1" && !page.visit;
  const days = result?.days ?? page.days;
  const tel = (
    <a href={`tel:${business.phoneE164}`} className="font-medium text-walnut underline underline-offset-2">
      {business.phone}
    </a>
  );
  return (
    <section className="container-site max-w-3xl space-y-6 py-10 sm:py-14">
      <title>{`${confirmed ? "Visite confirmée" : "Visite technique"} – ${business.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-semibold">{confirmed ? "Visite confirmée" : "Visite technique"}</h1>

      {confirmed && page.visit && (
        <div role="status" className={card}>
          <p className="text-lg">
            Merci ! Nous viendrons le <strong>{formatParisDateTime(page.visit.startsAt)}</strong>, à l'adresse :{" "}
            <strong>{page.visit.address}</strong>.
          </p>
          <p className="mt-3 text-muted">
            Vous allez recevoir un e-mail de confirmation avec l'invitation à ajouter à votre agenda.
          </p>
        </div>
      )}
      {cancelled && (
        <p role="status" className={card}>
          Votre visite est annulée. Vous pouvez choisir un autre créneau ci-dessous.
        </p>
      )}

      {page.visit && !confirmed && (
        <div className={card}>
          <p>
            Votre visite est prévue le <strong>{formatParisDateTime(page.visit.startsAt)}</strong>, à l'adresse :{" "}
            {page.visit.address}.
          </p>
        </div>
      )}

      {page.visit && !page.canChange ? (
        <p className={card}>La visite a lieu dans moins de 24 h : pour la changer, appelez-nous au {tel}.</p>
      ) : (
        <form method="post" className={`${card} space-y-6`} noValidate>
          <h2 className="text-xl font-semibold">{page.visit ? "Changer de créneau" : "Choisissez un créneau"}</h2>
          <p className="text-muted">
            Nous venons prendre les mesures et parler de votre projet sur place : comptez environ une heure.
          </p>
          <FormNotice message={result?.message} />
          <SlotPicker days={days} selected={result?.values.start} error={result?.errors.start} />
          <div>
            <label htmlFor="address" className="mb-1.5 block text-sm font-medium text-forest-dark">
              Adresse du chantier (à confirmer)
            </label>
            <input
              id="address"
              name="address"
              autoComplete="street-address"
              maxLength={300}
              defaultValue={result?.values.address ?? page.visit?.address ?? page.address}
              aria-invalid={result?.errors.address ? true : undefined}
              aria-describedby={result?.errors.address ? "address-error" : undefined}
              className={control}
            />
            <FieldError id="address" error={result?.errors.address} />
          </div>
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={days.length === 0}>
            {page.visit ? "Déplacer la visite" : "Confirmer la visite"}
          </button>
        </form>
      )}

      {page.visit && page.canChange && (
        <form method="post" className={card}>
          <input type="hidden" name="intent" value="annuler" />
          <p className="mb-3 text-muted">Un empêchement ? Vous pouvez annuler jusqu'à 24 h avant la visite.</p>
          <button type="submit" className="btn-outline">
            Annuler la visite
          </button>
        </form>
      )}
      <p className="text-sm text-muted">Une question ? Appelez-nous au {tel}.</p>
    </section>
  );
}
