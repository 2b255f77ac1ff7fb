import { Card } from "../ui/card";
import { Field, inputClass, textareaClass } from "../ui/field";
import { FaqEditor } from "./faq-editor";
import { ImageField } from "./image-field";
import { ListEditor } from "./list-editor";
import type { FieldsProps } from "./types";

/** Fields of a service (SPEC §3): short and full description, icon, image, features, FAQ. */
export function ServiceFields({ values, set, errors }: FieldsProps) {
  return (
    <Card title="Le service">
      <div className="grid gap-5">
        <Field
          label="Description courte"
          hint="Affichée sur les cartes et sous le titre de la page."
          error={errors.shortDescription}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              className={textareaClass}
              value={values.shortDescription}
              onChange={(e) => set("shortDescription", e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Description complète"
          hint="Markdown : ## pour un intertitre, - pour une liste, **gras**."
          error={errors.fullDescription}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              rows={15}
              className={`${textareaClass} font-mono text-[0.8125rem]`}
              value={values.fullDescription}
              onChange={(e) => set("fullDescription", e.target.value)}
            />
          )}
        </Field>
        <div className="grid gap-5 md:grid-cols-[12rem_1fr]">
          <Field label="Icône" hint="Nom d'une icône Lucide, par exemple ChefHat, DoorOpen, Wine." error={errors.icon}>
            {(a11y) => (
              <input
                {...a11y}
                className={inputClass}
                value={values.icon}
                onChange={(e) => set("icon", e.target.value)}
              />
            )}
          </Field>
          <ImageField
            value={values.featuredImage}
            onChange={(url) => set("featuredImage", url)}
            error={errors.featuredImage}
          />
        </div>
        <ListEditor
          label="Ce que nous proposons"
          items={values.features}
          onChange={(items) => set("features", items)}
          addLabel="Ajouter une prestation"
          placeholder="Par exemple : conception 3D offerte"
        />
        <FaqEditor items={values.faq} onChange={(items) => set("faq", items)} />
      </div>
    </Card>
  );
}
