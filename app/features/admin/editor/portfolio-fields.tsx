import { adminPortfolioCategories, galleryCategories } from "#domain/schemas/categories.ts";
import { Card } from "#app/ui/card.tsx";
import { Field, inputClass, textareaClass } from "#app/ui/field.tsx";
import { TextAreaField, TextField } from "./bound-fields";
import { PhotosField } from "#app/features/admin/media/photos-field.tsx";
import { projectPhotos } from "#domain/project-images.ts";
import { BeforeAfterField } from "./before-after-field";
import { ListEditor } from "./list-editor";
import type { FieldsProps } from "./types";
import { useBusiness } from "#app/lib/business.ts";

const detailFields = [
  { key: "surface", label: "Surface", placeholder: "12 m²" },
  { key: "duree", label: "Durée", placeholder: "3 semaines" },
  { key: "materiau", label: "Matériau", placeholder: "Chêne massif" },
  { key: "budget", label: "Budget", placeholder: "8 000 - 12 000 €" },
] as const;

/** Fields of a portfolio project (docs/product.md §3): location, category, descriptions, details, specifications, images, testimonial. */
export function PortfolioFields(props: FieldsProps) {
  const business = useBusiness();
  const { values, set, errors } = props;
  const testimonial = values.testimonial;
  const photos = projectPhotos(values.featuredImage, values.gallery);
  return (
    <Card title="Le projet">
      <div className="grid gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            {...props}
            field="location"
            label="Lieu"
            placeholder={`${business.address.city} (${business.address.postalCode.slice(0, 2)})`}
          />
          <Field label="Catégorie" error={errors.category}>
            {(a11y) => (
              <select
                {...a11y}
                className={inputClass}
                value={values.category}
                onChange={(e) => set("category", e.target.value)}
              >
                <optgroup label="Catégories du portfolio">
                  {adminPortfolioCategories.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Catégories de la galerie">
                  {galleryCategories.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </optgroup>
              </select>
            )}
          </Field>
        </div>
        <TextAreaField
          {...props}
          field="description"
          label="Description"
          hint="Quelques phrases, affichées sur les cartes du portfolio."
        />
        <TextAreaField
          {...props}
          field="fullDescription"
          label="Description complète"
          hint="Le récit du projet, mis en forme avec la barre d'outils."
          markdown
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-forest-dark">Détails du projet</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {detailFields.map((d) => (
              <Field key={d.key} label={d.label} error={errors[`details.${d.key}`]}>
                {(a11y) => (
                  <input
                    {...a11y}
                    className={inputClass}
                    placeholder={d.placeholder}
                    value={values.details[d.key]}
                    onChange={(e) => set("details", { ...values.details, [d.key]: e.target.value })}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
        <ListEditor
          label="Spécifications"
          items={values.specifications}
          onChange={(items) => set("specifications", items)}
          addLabel="Ajouter une spécification"
          placeholder="Par exemple : finition huile naturelle"
        />
        <PhotosField
          photos={photos}
          onChange={(next) => {
            // The first photo is the main one; the gallery keeps them all, the main one first.
            set("featuredImage", next[0] ?? "");
            set("gallery", next);
            // A removed photo takes its before/after comparisons with it.
            const still = (url: string) => url === "" || next.includes(url);
            const kept = values.beforeAfter.filter((p) => still(p.before) && still(p.after));
            if (kept.length !== values.beforeAfter.length) set("beforeAfter", kept);
          }}
          error={errors.featuredImage ?? errors.gallery}
        />
        <BeforeAfterField
          photos={photos}
          pairs={values.beforeAfter}
          onChange={(pairs) => set("beforeAfter", pairs)}
          errors={errors}
        />
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-forest-dark">Témoignage du client</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-forest"
              checked={testimonial !== null}
              onChange={(e) => set("testimonial", e.target.checked ? { client: "", content: "", rating: 5 } : null)}
            />
            Ajouter un témoignage
          </label>
          {testimonial && (
            <div className="grid gap-3 md:grid-cols-[1fr_8rem]">
              <Field label="Client" error={errors["testimonial.client"]}>
                {(a11y) => (
                  <input
                    {...a11y}
                    className={inputClass}
                    value={testimonial.client}
                    onChange={(e) => set("testimonial", { ...testimonial, client: e.target.value })}
                  />
                )}
              </Field>
              <Field label="Note">
                {(a11y) => (
                  <select
                    {...a11y}
                    className={inputClass}
                    value={testimonial.rating}
                    onChange={(e) => set("testimonial", { ...testimonial, rating: Number(e.target.value) })}
                  >
                    {[5, 4, 3, 2, 1].map((n) => (
                      <option key={n} value={n}>
                        {n} étoile{n > 1 ? "s" : ""}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Témoignage" className="md:col-span-2" error={errors["testimonial.content"]}>
                {(a11y) => (
                  <textarea
                    {...a11y}
                    rows={3}
                    className={textareaClass}
                    value={testimonial.content}
                    onChange={(e) => set("testimonial", { ...testimonial, content: e.target.value })}
                  />
                )}
              </Field>
              <Field
                label="Mois du chantier (AAAA-MM)"
                className="md:col-span-2"
                error={errors["testimonial.workMonth"]}
                hint={
                  testimonial.workMonth
                    ? "Affiché à côté du témoignage, avec sa date de publication."
                    : "Date du chantier manquante : la loi demande de l'afficher à côté du témoignage."
                }
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    className={inputClass}
                    placeholder="2025-03"
                    value={testimonial.workMonth ?? ""}
                    onChange={(e) => set("testimonial", { ...testimonial, workMonth: e.target.value })}
                  />
                )}
              </Field>
            </div>
          )}
        </fieldset>
      </div>
    </Card>
  );
}
