import type { Route } from "./+types/review-form";
import { ofName, toName } from "#domain/typography.ts";
import { data, redirect } from "react-router";
import { servicesContext } from "#server/context.ts";
import { fieldErrors } from "#domain/schemas/errors.ts";
import { monthLabel, reviewSubmissionSchema, shortName } from "#domain/reviews.ts";
import { Field, inputClass, textareaClass } from "#app/ui/field.tsx";
import { useBusiness } from "#app/lib/business.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { sitePaths } from "#app/lib/paths.ts";

/** A used, expired or refused link: 410 Gone with a French page. */
const gone = (state: "used" | "expired") => data({ state } as const, { status: 410 });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await context.get(servicesContext).reviews.invitation(params.token ?? "");
  if (found.state === "unknown") throw data(null, { status: 404 });
  // Just sent (the action's redirect, POST then GET): thanks, once.
  if (found.state === "used" && new URL(request.url).searchParams.has("envoye")) return { state: "sent" as const };
  if (found.state !== "ok") return gone(found.state);
  return {
    state: "ok" as const,
    values: {
      name: shortName(found.firstName, found.lastName),
      location: found.commune,
      workMonth: found.workMonth,
      rating: "",
      content: "",
      consent: "",
    },
  };
}

/** The form posted without JavaScript (plain HTML form). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { reviews } = context.get(servicesContext);
  const form = await request.formData();
  const values = Object.fromEntries(
    ["rating", "content", "name", "location", "workMonth", "consent"].map((k) => [k, String(form.get(k) ?? "")]),
  );
  const parsed = reviewSubmissionSchema.safeParse(values);
  if (!parsed.success)
    return data({ state: "invalid" as const, values, errors: fieldErrors(parsed.error) }, { status: 400 });
  const result = await reviews.submit(params.token ?? "", parsed.data);
  if (result === "unknown") throw data(null, { status: 404 });
  if (result !== "ok") return gone(result);
  return redirect(`/avis/donner/${params.token}?envoye`, 303);
}

export const meta: Route.MetaFunction = () => [
  { title: "Donner votre avis" },
  { name: "robots", content: "noindex, nofollow" },
  // The token never leaves in a Referer to another site (same-origin keeps the Origin of the form post).
  { name: "referrer", content: "same-origin" },
];

const ratingLabels = ["", "Très déçu", "Déçu", "Correct", "Satisfait", "Très satisfait"];

/** /avis/donner/<token>: the client's review, through his personal link (docs/avis.md). */
export default function ReviewFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const state = actionData?.state ?? loaderData.state;
  if (state === "used" || state === "expired")
    return (
      <PageHero
        eyebrow="Avis client"
        title={state === "used" ? "Ce lien a déjà servi" : "Ce lien a expiré"}
        lead={
          state === "used"
            ? "Votre avis a bien été enregistré avec ce lien, qui ne sert qu'une fois. Merci !"
            : `Ce lien personnel n'est plus valable. Pour donner votre avis, écrivez-nous à ${business.email} : nous vous enverrons un nouveau lien.`
        }
      />
    );
  if (state === "sent")
    return (
      <PageHero
        eyebrow="Avis client"
        title="Merci pour votre avis"
        lead="Nous l'avons bien reçu. Il sera publié après lecture, sans modification, sur notre page Avis clients ; s'il ne pouvait pas l'être, nous vous dirions pourquoi par e-mail."
      />
    );
  const values =
    actionData && "values" in actionData ? actionData.values : loaderData.state === "ok" ? loaderData.values : {};
  const errors: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const v = (k: string) => (values as Record<string, string>)[k] ?? "";
  return (
    <>
      <PageHero
        eyebrow="Avis client"
        title="Votre avis sur votre chantier"
        lead={`Merci d'avoir fait confiance ${toName(business.name)}. Votre avis sera publié tel quel, positif ou négatif, avec sa date et la date du chantier.`}
      />
      <section className="container-site max-w-2xl py-10 md:py-14">
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="mb-6 rounded-xl border border-danger/30 bg-danger/5 p-4 text-sm text-danger">
            Veuillez corriger les champs indiqués.
          </p>
        )}
        <form method="post" noValidate className="grid gap-6">
          <fieldset aria-describedby={errors.rating ? "rating-error" : undefined}>
            <legend className="text-sm font-medium text-forest-dark">Votre note</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-5">
              {[5, 4, 3, 2, 1].map((n) => (
                <label
                  key={n}
                  className="flex cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-3 py-3 text-sm has-[:checked]:border-forest has-[:checked]:bg-cream"
                >
                  <input type="radio" name="rating" value={n} defaultChecked={v("rating") === String(n)} required />
                  <span>
                    <span aria-hidden="true" className="text-oak-dark">
                      {"★".repeat(n)}
                    </span>
                    <span className="block text-xs text-muted">
                      {n} sur 5 – {ratingLabels[n]}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.rating && (
              <p id="rating-error" role="alert" className="mt-1.5 text-sm font-medium text-danger">
                {errors.rating}
              </p>
            )}
          </fieldset>
          <Field label="Votre avis" error={errors.content} hint="10 à 1500 caractères.">
            {(a11y) => (
              <textarea
                {...a11y}
                name="content"
                rows={7}
                maxLength={1500}
                defaultValue={v("content")}
                className={textareaClass}
              />
            )}
          </Field>
          <div className="grid gap-6 sm:grid-cols-2">
            <Field label="Nom affiché" error={errors.name} hint="Par défaut, votre prénom et l'initiale de votre nom.">
              {(a11y) => (
                <input
                  {...a11y}
                  name="name"
                  maxLength={80}
                  defaultValue={v("name")}
                  autoComplete="off"
                  className={inputClass}
                />
              )}
            </Field>
            <Field label="Commune" optional error={errors.location}>
              {(a11y) => (
                <input {...a11y} name="location" maxLength={80} defaultValue={v("location")} className={inputClass} />
              )}
            </Field>
          </div>
          <Field
            label="Mois du chantier"
            error={errors.workMonth}
            hint={
              v("workMonth") && !errors.workMonth
                ? `Indiqué : ${monthLabel(v("workMonth"))}. Corrigez-le au besoin.`
                : "Format AAAA-MM."
            }
          >
            {(a11y) => (
              <input
                {...a11y}
                type="month"
                name="workMonth"
                defaultValue={v("workMonth")}
                pattern="20[0-9]{2}-(0[1-9]|1[0-2])"
                placeholder="AAAA-MM"
                className={inputClass}
              />
            )}
          </Field>
          <div>
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                name="consent"
                value="oui"
                defaultChecked={v("consent") === "oui"}
                aria-invalid={Boolean(errors.consent)}
                aria-describedby={errors.consent ? "consent-error" : undefined}
                className="mt-1"
              />
              <span>
                J&apos;accepte que mon avis soit publié sur le site {ofName(business.name)} avec le nom affiché, la
                commune et les dates ci-dessus. Je peux en demander le retrait à tout moment.
              </span>
            </label>
            {errors.consent && (
              <p id="consent-error" role="alert" className="mt-1.5 text-sm font-medium text-danger">
                {errors.consent}
              </p>
            )}
          </div>
          <button
            type="submit"
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-forest px-6 font-semibold text-cream hover:bg-forest-dark"
          >
            Envoyer mon avis
          </button>
          <p className="text-xs text-muted">
            Aucune contrepartie n&apos;est accordée en échange d&apos;un avis.{" "}
            <a href={`${sitePaths.reviews}#comment-nous-recueillons-les-avis`} className="underline">
              Comment nous recueillons les avis
            </a>
          </p>
        </form>
      </section>
    </>
  );
}
