import { ArrowLeftRight, Plus, X } from "lucide-react";
import type { BeforeAfterPair } from "#domain/project-images.ts";
import { btnSmall, iconBtnDanger } from "#app/ui/buttons.ts";
import { Field, inputClass } from "#app/ui/field.tsx";
import { thumbnailUrl } from "#app/features/admin/media/insert.ts";

const photoLabel = (index: number) => (index === 0 ? "Photo 1 (principale)" : `Photo ${index + 1}`);

/**
 * « Avant / après »: pairs of two of the project's photos, shown on the project page
 * as a comparison with a divider. Each side is picked among the photos of the project, by its
 * number in « Photos du projet », with its thumbnail beside the list.
 */
export function BeforeAfterField({
  photos,
  pairs,
  onChange,
  errors,
}: {
  photos: string[];
  pairs: BeforeAfterPair[];
  onChange(pairs: BeforeAfterPair[]): void;
  errors: Record<string, string>;
}) {
  const update = (index: number, side: keyof BeforeAfterPair, url: string) =>
    onChange(pairs.map((p, i) => (i === index ? { ...p, [side]: url } : p)));
  const side = (index: number, key: keyof BeforeAfterPair, label: string) => {
    const value = pairs[index][key];
    return (
      <Field label={label} error={errors[`beforeAfter.${index}.${key}`]}>
        {(a11y) => (
          <div className="flex items-center gap-3">
            <select {...a11y} className={inputClass} value={value} onChange={(e) => update(index, key, e.target.value)}>
              <option value="">Choisir une photo</option>
              {photos.map((url, i) => (
                <option key={url} value={url}>
                  {photoLabel(i)}
                </option>
              ))}
            </select>
            {value && (
              <img
                src={thumbnailUrl(value)}
                alt=""
                width={72}
                height={48}
                className="aspect-[3/2] w-18 shrink-0 rounded-lg object-cover"
              />
            )}
          </div>
        )}
      </Field>
    );
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-forest-dark">Avant / après</legend>
      <p className="-mt-1 text-xs text-muted">
        Deux photos du même endroit, avant et après les travaux : la page du projet les montre l'une sur l'autre, avec
        un curseur pour passer de l'une à l'autre.
      </p>
      {photos.length < 2 ? (
        <p className="text-sm text-muted">Ajoutez au moins deux photos au projet pour créer une comparaison.</p>
      ) : (
        <>
          {pairs.map((pair, index) => (
            <div
              key={index}
              role="group"
              aria-label={`Comparaison ${index + 1}`}
              className="grid items-end gap-3 rounded-xl border border-line p-3 md:grid-cols-[1fr_auto_1fr_auto]"
            >
              {side(index, "before", "Avant")}
              <ArrowLeftRight aria-hidden="true" className="mb-3 hidden size-5 text-muted md:block" />
              {side(index, "after", "Après")}
              <button
                type="button"
                className={iconBtnDanger}
                aria-label={`Retirer la comparaison ${index + 1}`}
                onClick={() => onChange(pairs.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          ))}
          <div>
            <button
              type="button"
              className={btnSmall}
              onClick={() => onChange([...pairs, { before: photos[0] ?? "", after: photos[1] ?? "" }])}
            >
              <Plus aria-hidden="true" className="size-4" />
              Ajouter une comparaison avant / après
            </button>
          </div>
        </>
      )}
      {errors.beforeAfter && <p className="text-sm text-danger">{errors.beforeAfter}</p>}
    </fieldset>
  );
}
