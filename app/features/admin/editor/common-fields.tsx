import { contentTypeConfigs, type ContentType } from "#domain/content-types.ts";
import { SeoGenerateButton } from "../ai-assistant/seo-button";
import { Card } from "#app/ui/card.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { PublishSwitch } from "#app/ui/publish-switch.tsx";
import { TextAreaField, TextField } from "./bound-fields";
import type { FieldsProps } from "./types";

/** Title and slug (docs/product.md §5: both required; the slug follows the title of a new item). */
export function IdentityFields({
  values,
  errors,
  onTitle,
  onSlug,
}: Omit<FieldsProps, "set"> & { onTitle(v: string): void; onSlug(v: string): void }) {
  return (
    <Card title="Informations">
      <div className="grid gap-5">
        <Field label="Titre" error={errors.title}>
          {(a11y) => (
            <input {...a11y} className={inputClass} value={values.title} onChange={(e) => onTitle(e.target.value)} />
          )}
        </Field>
        <Field
          label="Slug (URL)"
          hint="Lettres minuscules, chiffres et tirets. Généré à partir du titre."
          error={errors.slug}
        >
          {(a11y) => (
            <input
              {...a11y}
              className={`${inputClass} font-mono`}
              value={values.slug}
              onChange={(e) => onSlug(e.target.value)}
            />
          )}
        </Field>
      </div>
    </Card>
  );
}

/** The markdown body of articles and pages. */
export function ContentField(props: FieldsProps) {
  return (
    <Card title="Contenu">
      <TextAreaField
        {...props}
        field="content"
        label="Contenu"
        hint="La barre d'outils met en forme : intertitres, gras, listes, liens, citations, images."
        markdown
      />
    </Card>
  );
}

export function PublicationCard({ values, set }: FieldsProps) {
  return (
    <Card title="Publication">
      <PublishSwitch
        checked={values.isPublished}
        onCheckedChange={(checked) => set("isPublished", checked)}
        onLabel="Publié"
        onHint="Visible sur le site"
        offLabel="Brouillon"
        offHint="Non visible sur le site"
      />
    </Card>
  );
}

/** SEO title and description, with the AI generation button (docs/product.md §2). */
export function SeoCard({ type, ...props }: FieldsProps & { type: ContentType }) {
  const { values, set } = props;
  const text = values[contentTypeConfigs[type].bodyField];
  return (
    <Card
      title="SEO"
      actions={
        <SeoGenerateButton
          title={values.title}
          content={text}
          onGenerated={(meta) => {
            set("metaTitle", meta.metaTitle);
            set("metaDescription", meta.metaDescription);
          }}
        />
      }
    >
      <div className="grid gap-5">
        <TextField
          {...props}
          field="metaTitle"
          label="Titre SEO"
          optional
          hint={`${values.metaTitle.length} / 60 caractères conseillés`}
        />
        <TextAreaField
          {...props}
          field="metaDescription"
          label="Description SEO"
          optional
          hint={`${values.metaDescription.length} / 160 caractères conseillés`}
        />
      </div>
    </Card>
  );
}
