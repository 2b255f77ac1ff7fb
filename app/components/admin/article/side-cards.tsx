import type { EditorValues } from "../../../lib/admin/editor-values";
import { SeoGenerateButton } from "../ai/seo-button";
import { Card } from "../ui/card";
import { Field, inputClass, textareaClass } from "../ui/field";
import { PublishSwitch } from "../ui/publish-switch";

interface Props {
  values: EditorValues;
  set<K extends keyof EditorValues>(key: K, value: EditorValues[K]): void;
  errors: Record<string, string>;
}

/** Info card (SPEC §2): Titre, Slug (URL), Résumé (optional, 3 rows), hidden category. */
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
        <Field label="Résumé" optional error={errors.excerpt}>
          {(a11y) => (
            <textarea
              {...a11y}
              name="excerpt"
              rows={3}
              className={textareaClass}
              value={values.excerpt}
              onChange={(e) => set("excerpt", e.target.value)}
            />
          )}
        </Field>
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

/** SEO card (SPEC §2): Titre SEO, Description SEO (3 rows), AI generation. */
export function ArticleSeoCard({ values, set, errors }: Props) {
  return (
    <Card
      title="SEO"
      actions={
        <SeoGenerateButton
          title={values.title}
          content={values.content}
          onGenerated={(meta) => {
            set("metaTitle", meta.metaTitle);
            set("metaDescription", meta.metaDescription);
          }}
        />
      }
    >
      <div className="grid gap-4">
        <Field
          label="Titre SEO"
          optional
          hint={`${values.metaTitle.length} / 60 caractères conseillés`}
          error={errors.metaTitle}
        >
          {(a11y) => (
            <input
              {...a11y}
              className={inputClass}
              value={values.metaTitle}
              onChange={(e) => set("metaTitle", e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Description SEO"
          optional
          hint={`${values.metaDescription.length} / 160 caractères conseillés`}
          error={errors.metaDescription}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              className={textareaClass}
              value={values.metaDescription}
              onChange={(e) => set("metaDescription", e.target.value)}
            />
          )}
        </Field>
      </div>
    </Card>
  );
}
