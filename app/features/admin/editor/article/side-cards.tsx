import type { EditorValues } from "../editor-values";
import { Card } from "#app/ui/card.tsx";
import { TextAreaField } from "../bound-fields";
import { SeoCard } from "../common-fields";
import { Field, inputClass } from "#app/ui/field.tsx";
import { PublishSwitch } from "#app/ui/publish-switch.tsx";

interface Props {
  values: EditorValues;
  set<K extends keyof EditorValues>(key: K, value: EditorValues[K]): void;
  errors: Record<string, string>;
}

/** Info card (docs/product.md §2): Titre, Slug (URL), Résumé (optional, 3 rows), hidden category. */
export function InfoCard({
  values,
  set,
  errors,
  onTitle,
  onSlug,
}: Props & { onTitle(v: string): void; onSlug(v: string): void }) {
  return (
    <Card title="Informations">
      <div className="grid gap-4">
        <Field label="Titre" error={errors.title}>
          {(a11y) => (
            <input
              {...a11y}
              name="title"
              className={inputClass}
              value={values.title}
              onChange={(e) => onTitle(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Slug (URL)"
          hint={values.slug ? `/blog/${values.slug}` : "Généré à partir du titre."}
          error={errors.slug}
        >
          {(a11y) => (
            <input
              {...a11y}
              name="slug"
              className={`${inputClass} font-mono`}
              value={values.slug}
              onChange={(e) => onSlug(e.target.value)}
            />
          )}
        </Field>
        <TextAreaField values={values} set={set} errors={errors} field="excerpt" label="Résumé" optional named />
        <input type="hidden" name="category" value={values.category} />
      </div>
    </Card>
  );
}

export function PublicationSwitchCard({ values, set }: Props) {
  return (
    <Card title="Publication">
      <PublishSwitch
        checked={values.isPublished}
        onCheckedChange={(checked) => set("isPublished", checked)}
        onLabel="Article publié"
        onHint="Visible sur le site"
        offLabel="Brouillon privé"
      />
    </Card>
  );
}

/** SEO card (docs/product.md §2): Titre SEO, Description SEO (3 rows), AI generation from the article's content. */
export function ArticleSeoCard(props: Props) {
  return <SeoCard type="articles" {...props} />;
}
