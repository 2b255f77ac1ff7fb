import { CalendarDays, FileSignature, HardHat, Inbox, Star, Timer, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { durationLabel, visitDayLabel } from "#domain/agenda-labels.ts";
import { parisDate } from "#domain/business.ts";
import { euros } from "#domain/devis-format.ts";
import { formatParisShort, formatParisTime } from "#domain/paris-time.ts";
import { counted } from "#domain/typography.ts";
import type { BusinessFigures } from "#app/lib/business-figures.server.ts";
import { adminPaths } from "#app/lib/paths.ts";

/** How many lines a card lists; the count above says how many there are in all. */
const SHOWN = 4;

/** A visit's day for the dashboard: « aujourd'hui », « demain » or « lundi 30 novembre ». */
const visitDay = (startsAt: string, today: string) => visitDayLabel(parisDate(new Date(startsAt)), today);

function Tile({
  id,
  title,
  icon: Icon,
  figure,
  figureLabel,
  to,
  linkLabel,
  alert = false,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  figure: number | string;
  figureLabel: string;
  to: string;
  linkLabel: string;
  alert?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`tuile-${id}`}
      data-figure={id}
      className="flex min-w-0 flex-col rounded-2xl border border-line bg-white p-5 shadow-card"
    >
      <h2 id={`tuile-${id}`} className="flex items-center gap-2 font-serif text-lg font-semibold text-forest-dark">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-walnut" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">
        <span
          data-figure-value
          className={`mr-1 text-2xl font-semibold tabular-nums ${alert ? "text-danger" : "text-forest-dark"}`}
        >
          {figure}
        </span>
        {figureLabel}
      </p>
      <div className="mt-3 flex-1 text-sm">{children}</div>
      <Link to={to} className="mt-4 self-start text-sm font-medium text-walnut underline underline-offset-2">
        {linkLabel}
      </Link>
    </section>
  );
}

function Rows({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p className="text-muted">{empty}</p>;
  return <ul className="space-y-1.5">{children.slice(0, SHOWN)}</ul>;
}

const rowLink = "block min-w-0 truncate rounded-lg px-2 py-1 -mx-2 hover:bg-cream";

/**
 * The business at a glance, above the content cards: the visits of today and the next ones, the
 * requests the firm has not answered, the devis awaiting a signature, the chantiers under way, the
 * reviews to moderate and the speed to lead. Each card opens its screen; each line its record.
 */
export function BusinessCards({ figures, today }: { figures: BusinessFigures; today: string }) {
  const { visits, speed, toSign, underWay, toModerate } = figures;
  const todays = visits.filter((v) => parisDate(new Date(v.startsAt)) === today).length;
  const late = speed.waiting.length;
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="business-cards">
      <Tile
        id="visites"
        title="Visites"
        icon={CalendarDays}
        figure={todays}
        figureLabel="aujourd'hui"
        to={adminPaths.agenda}
        linkLabel="Ouvrir l'agenda"
      >
        <Rows empty="Aucune visite prévue.">
          {visits.map((v) => (
            <li key={v.id}>
              <Link to={adminPaths.lead("quote", v.leadId)} className={rowLink}>
                <span className="font-medium text-forest-dark">
                  {visitDay(v.startsAt, today)}, {formatParisTime(v.startsAt)}
                </span>{" "}
                · {v.name}
              </Link>
            </li>
          ))}
        </Rows>
      </Tile>
      <Tile
        id="demandes"
        title="Demandes sans réponse"
        icon={Inbox}
        figure={speed.unanswered.length}
        figureLabel={late ? `dont ${late} depuis plus d'une heure d'ouverture` : "sur 30 jours"}
        alert={late > 0}
        to={adminPaths.leads}
        linkLabel="Ouvrir les demandes"
      >
        <Rows empty="Toutes les demandes ont reçu une réponse.">
          {speed.unanswered.map((l) => (
            <li key={l.id}>
              <Link to={adminPaths.lead(l.kind, l.id)} className={rowLink}>
                <span className="font-medium text-forest-dark">{l.name}</span> · en attente depuis{" "}
                {durationLabel(l.waitingMinutes)}
              </Link>
            </li>
          ))}
        </Rows>
      </Tile>
      <Tile
        id="devis"
        title="Devis à signer"
        icon={FileSignature}
        figure={toSign.length}
        figureLabel={toSign.length > 1 ? "envoyés, sans réponse" : "envoyé, sans réponse"}
        to={adminPaths.devis}
        linkLabel="Voir les devis"
      >
        <Rows empty="Aucun devis en attente de signature.">
          {toSign.map((d) => (
            <li key={d.id}>
              <Link to={adminPaths.devisEditor(d.id)} className={rowLink}>
                <span className="font-medium text-forest-dark">{d.clientName}</span> · {euros(d.ttcCents)} TTC
                {d.sentAt && (
                  <span className="text-muted"> · envoyé le {formatParisShort(d.sentAt).split(" à ")[0]}</span>
                )}
              </Link>
            </li>
          ))}
        </Rows>
      </Tile>
      <Tile
        id="chantiers"
        title="Chantiers en cours"
        icon={HardHat}
        figure={underWay.length}
        figureLabel={underWay.length > 1 ? "chantiers" : "chantier"}
        to={adminPaths.chantiers}
        linkLabel="Voir les chantiers"
      >
        <Rows empty="Aucun chantier en cours.">
          {underWay.map((c) => (
            <li key={c.id}>
              <Link to={adminPaths.chantier(c.id)} className={rowLink}>
                <span className="font-medium text-forest-dark">{c.title}</span>
                {c.commune && <span className="text-muted"> · {c.commune}</span>}
              </Link>
            </li>
          ))}
        </Rows>
      </Tile>
      <Tile
        id="avis"
        title="Avis à modérer"
        icon={Star}
        figure={toModerate}
        figureLabel="en attente"
        alert={toModerate > 0}
        to={adminPaths.reviews}
        linkLabel="Modérer les avis"
      >
        <p className="text-muted">
          {toModerate > 0
            ? `${counted(toModerate, "avis", "avis")} laissé${toModerate > 1 ? "s" : ""} par vos clients attend${toModerate > 1 ? "ent" : ""} votre décision.`
            : "Aucun avis en attente."}
        </p>
      </Tile>
      <Tile
        id="reactivite"
        title="Réactivité"
        icon={Timer}
        figure={speed.medianMinutes === null ? "—" : durationLabel(speed.medianMinutes)}
        figureLabel="délai médian"
        to={adminPaths.agenda}
        linkLabel="Voir l'agenda"
      >
        <p className="text-muted">
          Première réponse de l'entreprise (réponse, statut, devis ou visite qu'elle a fixée), en heures d'ouverture,
          sur 30 jours : {counted(speed.answered, "demande traitée", "demandes traitées")}. La visite réservée par le
          client lui-même n'est pas une réponse.
        </p>
      </Tile>
    </div>
  );
}

/** The same figures, side by side, for the « Statistiques » screen (read from the same functions). */
export function BusinessFiguresList({ figures, today }: { figures: BusinessFigures; today: string }) {
  const { visits, speed, toSign, underWay, toModerate, devisStats } = figures;
  const rows: [string, string, string][] = [
    ["visites", "Visites aujourd'hui", String(visits.filter((v) => parisDate(new Date(v.startsAt)) === today).length)],
    ["demandes", "Demandes sans réponse", String(speed.unanswered.length)],
    ["devis", "Devis à signer", String(toSign.length)],
    ["chantiers", "Chantiers en cours", String(underWay.length)],
    ["avis", "Avis à modérer", String(toModerate)],
    [
      "reactivite",
      "Réactivité (délai médian)",
      speed.medianMinutes === null ? "—" : durationLabel(speed.medianMinutes),
    ],
    ["acceptes", "Devis acceptés", String(devisStats.accepted)],
    ["taux", "Taux d'acceptation", devisStats.acceptanceRate === null ? "–" : `${devisStats.acceptanceRate} %`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {rows.map(([id, label, value]) => (
        <div key={id} data-figure={id} className="rounded-xl bg-paper p-3">
          <dt className="text-xs text-muted">{label}</dt>
          <dd data-figure-value className="mt-1 text-xl font-semibold text-forest-dark tabular-nums">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
