import { Link } from "react-router";
import { BadgeCheck, Quote } from "lucide-react";
import { Stars } from "#app/ui/stars.tsx";
import { dayLabel, dayOf, monthLabel, originLabel } from "#domain/reviews.ts";
import { sitePaths } from "#app/lib/paths.ts";

export interface ReviewData {
  id: number;
  name: string;
  location: string;
  content: string;
  rating: number;
  origin: string;
  /** ISO instant of the publication. */
  publishedAt: string;
  /** 'YYYY-MM' of the work, null when unknown. */
  workMonth: string | null;
  reply: string;
  repliedAt: string | null;
}

/**
 * One review as the law wants it shown (Code de la consommation D111-17, docs/avis.md): its
 * publication date and the date of the work, its origin (verified or collected by the business),
 * the business's reply with its date, and the link to how reviews are collected (/avis).
 */
export function ReviewCard({ review: r }: { review: ReviewData }) {
  const verified = r.origin === "client";
  return (
    <article
      data-review={r.id}
      className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 text-ink shadow-card md:p-7"
    >
      <figure className="flex flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <Quote aria-hidden="true" className="size-8 shrink-0 text-oak" />
          <p
            className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${verified ? "bg-success/10 text-success" : "bg-cream text-walnut"}`}
          >
            {verified && <BadgeCheck aria-hidden="true" className="size-3.5" />}
            {originLabel(r.origin)}
          </p>
        </div>
        <Stars rating={r.rating} className="mt-4" />
        <blockquote className="mt-4 flex-1 leading-relaxed whitespace-pre-line text-ink">
          <p>{r.content}</p>
        </blockquote>
        <figcaption className="mt-6 border-t border-line pt-4">
          <span className="block font-semibold text-forest-dark">{r.name}</span>
          {r.location && <span className="text-sm text-muted">{r.location}</span>}
          <ReviewDates workMonth={r.workMonth} publishedAt={r.publishedAt} className="mt-3 text-muted" />
        </figcaption>
      </figure>
      {r.reply && (
        <div className="mt-4 rounded-xl bg-cream/70 p-4 text-sm" data-review-reply="">
          <p className="font-semibold text-forest-dark">
            Réponse de l&apos;entreprise
            {r.repliedAt && (
              <>
                , le <time dateTime={dayOf(r.repliedAt)}>{dayLabel(r.repliedAt)}</time>
              </>
            )}
          </p>
          <p className="mt-1 whitespace-pre-line text-ink">{r.reply}</p>
        </div>
      )}
      <HowWeCollect className="mt-4 text-walnut hover:text-forest" />
    </article>
  );
}

/** The two dates the law wants beside a review (D111-17): the work's month and the publication day. */
export function ReviewDates({
  workMonth,
  publishedAt,
  className = "",
}: {
  workMonth: string | null;
  publishedAt: string;
  className?: string;
}) {
  return (
    <dl className={`grid gap-1 text-xs ${className}`}>
      <div className="flex flex-wrap gap-1">
        <dt>Date du chantier :</dt>
        <dd>{workMonth ? <time dateTime={workMonth}>{monthLabel(workMonth)}</time> : "non renseignée"}</dd>
      </div>
      <div className="flex flex-wrap gap-1">
        <dt>Publié le</dt>
        <dd>
          <time dateTime={dayOf(publishedAt)}>{dayLabel(publishedAt)}</time>
        </dd>
      </div>
    </dl>
  );
}

/** The link beside every review to how reviews are collected (/avis). */
export function HowWeCollect({ className = "" }: { className?: string }) {
  return (
    <Link to={sitePaths.reviews} className={`block text-xs font-semibold underline underline-offset-2 ${className}`}>
      Comment nous recueillons les avis
    </Link>
  );
}
