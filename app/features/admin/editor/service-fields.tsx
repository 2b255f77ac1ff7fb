import { Card } from "#app/ui/card.tsx";
import { TextAreaField, TextField } from "./bound-fields";
import { FaqEditor } from "./faq-editor";
import { ImageField } from "./image-field";
import { ListEditor } from "./list-editor";
import type { FieldsProps } from "./types";

/** Fields of a service (docs/product.md §3): short and full description, icon, image, features, FAQ. */
export function ServiceFields(props: FieldsProps) {
  const { values, set, errors } = props;
  return (
    <Card title="Le service">
      <div className="grid gap-5">
        <TextAreaField
          {...props}
          field="shortDescription"
          label="Description courte"
          hint="Affichée sur les cartes et sous le titre de la page."
        />
        <TextAreaField
          {...props}
          field="fullDescription"
          label="Description complète"
          hint="La barre d'outils met en forme : intertitres, gras, listes, liens, images."
          markdown
        />
        <div className="grid gap-5 md:grid-cols-[12rem_1fr]">
          <TextField
            {...props}
            field="icon"
            label="Icône"
            hint="Nom d'une icône Lucide, par exemple ChefHat, DoorOpen, Wine."
          />
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
