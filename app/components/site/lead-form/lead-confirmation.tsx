import { useEffect, useRef, type ReactNode } from "react";

export type LeadKind = "quote" | "contact";

/** The business's phone, as shown and as dialled (given by the page: an island has no router data). */
export interface LeadPhone {
  display: string;
  e164: string;
}

/** « Demande de devis n° 42 envoyée », « Message n° 17 envoyé » (without a number: the same, unnumbered). */
export function confirmationTitle(kind: LeadKind, number?: number | null): string {
  const n = number ? ` n° ${number}` : "";
  return kind === "quote" ? `Demande de devis${n} envoyée` : `Message${n} envoyé`;
}

/**
 * What stays on screen after « Envoyer ma demande » / « Envoyer le message », besides the
 * spec's toast and the emptied form: the request's number, what happens next and, for a quote, the
 * booking of the technical visit. Once JavaScript runs it is scrolled into view and focused (on a
 * phone the visitor is at the bottom of the form); without JavaScript it is the page after the 303.
 */
export function LeadConfirmation({
  kind,
  number,
  visitHref,
  phone,
  heading: Heading = "h2",
  focusOnShow = false,
  children,
}: {
  kind: LeadKind;
  number?: number | null;
  visitHref?: string;
  phone?: LeadPhone;
  heading?: "h1" | "h2" | "h3";
  /** Scrolled into view and focused when shown (the island after a submission). */
  focusOnShow?: boolean;
  children?: ReactNode;
}) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focusOnShow || !panel.current) return;
    panel.current.scrollIntoView({ block: "start", behavior: "auto" });
    panel.current.focus({ preventScroll: true });
  }, [focusOnShow, number, visitHref]);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${kind}-confirmation-title`}
      data-testid="lead-confirmation"
      className="mb-6 scroll-mt-24 rounded-2xl border border-success/40 bg-white p-6 shadow-[var(--shadow-card)] outline-none focus-visible:ring-2 focus-visible:ring-oak sm:p-8"
    >
      <div className="flex items-start gap-3">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-9 shrink-0 fill-none stroke-success stroke-2">
          <circle cx="12" cy="12" r="10" />
          <path d="m7.5 12.5 3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div className="min-w-0">
          <Heading id={`${kind}-confirmation-title`} className="text-xl font-semibold text-forest-dark sm:text-2xl">
            {confirmationTitle(kind, number)}
          </Heading>
          <p className="mt-1 text-muted">
            {kind === "quote"
              ? "Merci, nous avons bien reçu votre demande."
              : "Merci, nous avons bien reçu votre message."}
            {number ? " Rappelez ce numéro si vous nous appelez à son sujet." : ""}
          </p>
        </div>
      </div>
      <p className="mt-5 font-semibold text-forest-dark">Et maintenant ?</p>
      {kind === "quote" ? (
        <ol className="mt-2 grid list-decimal gap-2 pl-5 text-ink">
          <li>Nous lisons votre demande nous-mêmes et vous répondons sous 2 jours ouvrés.</li>
          <li>
            Si un déplacement est utile, nous venons prendre les mesures lors d&apos;une visite technique gratuite
            {visitHref ? " : vous pouvez en choisir la date dès maintenant." : "."}
          </li>
          <li>Le devis détaillé suit en général dans la semaine qui suit la visite.</li>
        </ol>
      ) : (
        <p className="mt-2 text-ink">Nous lisons votre message nous-mêmes et vous répondons sous 2 jours ouvrés.</p>
      )}
      {visitHref && (
        <a href={visitHref} className="btn-primary mt-5 w-full sm:w-auto">
          Choisir un créneau pour la visite technique
        </a>
      )}
      {phone && (
        <p className="mt-5 text-sm text-muted">
          Une question urgente ? Appelez-nous au{" "}
          <a
            href={`tel:${phone.e164}`}
            className="font-medium whitespace-nowrap text-walnut underline underline-offset-2"
          >
            {phone.display}
          </a>
          .
        </p>
      )}
      {children}
    </section>
  );
}
