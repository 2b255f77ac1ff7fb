import type { BusinessSettings } from "#domain/business.ts";
import { Card } from "#app/ui/card.tsx";
import { Field, textareaClass } from "#app/ui/field.tsx";
import { btnSmallPrimary } from "#app/ui/buttons.ts";
import { getAt, useBusinessForm } from "../business/use-business-form";
import { MediaImagePicker } from "./image-picker";
import { RepeatList } from "./repeat-list";
import { defaultHomeText, homeTextSections } from "#domain/home-texts.ts";

/**
 * « Textes du site » (decision 051): the logo, the home page's photo, the introductions of the home
 * page's sections, the about page's history and team,
 * stored with the business settings (PUT /api/admin/entreprise), the seeded values as first values.
 */
export function SiteTextsForm({ initial }: { initial: BusinessSettings }) {
  const { values, errors, saving, hydrated, set, text, onSubmit } = useBusinessForm(initial);
  const area = (path: string, label: string, placeholder?: string) => (
    <Field label={label} error={errors[path]}>
      {(a11y) => (
        <textarea
          {...a11y}
          name={path}
          rows={3}
          placeholder={placeholder}
          className={textareaClass}
          value={String(getAt(values, path) ?? "")}
          onChange={(e) => set(path, e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Card title="Images" description="Choisies dans la médiathèque, ou envoyées depuis votre appareil.">
        <div className="grid gap-6 sm:grid-cols-2">
          <MediaImagePicker
            label="Logo"
            hint="À côté du nom, en haut et en bas de chaque page. Sans logo : le monogramme de l'atelier."
            value={values.logo}
            onChange={(url) => set("logo", url)}
            error={errors.logo}
          />
          <MediaImagePicker
            label="Photo de l'accueil"
            hint="En fond du premier écran de la page d'accueil, sous le nom de l'atelier."
            value={values.heroImage}
            onChange={(url) => set("heroImage", url || "/media/seed-hero-atelier/1600.webp")}
            error={errors.heroImage}
            removable={false}
          />
        </div>
      </Card>

      <Card
        title="Textes de l'accueil"
        description="L'introduction de chaque partie de la page d'accueil. Laissée vide, le texte d'origine s'affiche (en gris dans le champ)."
      >
        <div className="grid gap-4">
          {homeTextSections.map((section) => (
            <div key={section.key}>
              {area(
                `homeTexts.${section.key}`,
                `Introduction de « ${section.label} »`,
                defaultHomeText(section.key, values),
              )}
            </div>
          ))}
        </div>
      </Card>

      <Card title="L'équipe" description="Page « À propos », dans cet ordre.">
        <RepeatList
          items={values.team}
          onChange={(team) => set("team", team)}
          empty={{ name: "", role: "", bio: "" }}
          itemName={(m, i) => m.name || `Personne ${i + 1}`}
          addLabel="Ajouter une personne"
        >
          {(i) => (
            <div className="grid gap-3 sm:grid-cols-2">
              {text(`team.${i}.name`, `Nom (personne ${i + 1})`)}
              {text(`team.${i}.role`, `Rôle (personne ${i + 1})`, { optional: true })}
              <div className="sm:col-span-2">{area(`team.${i}.bio`, `Présentation (personne ${i + 1})`)}</div>
            </div>
          )}
        </RepeatList>
      </Card>

      <Card title="Notre histoire" description="Les étapes de la frise de la page « À propos », dans cet ordre.">
        <RepeatList
          items={values.timeline}
          onChange={(timeline) => set("timeline", timeline)}
          empty={{ year: "", title: "", text: "" }}
          itemName={(s, i) => (s.year || s.title ? `${s.year} ${s.title}`.trim() : `Étape ${i + 1}`)}
          addLabel="Ajouter une étape"
        >
          {(i) => (
            <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
              {text(`timeline.${i}.year`, `Année (étape ${i + 1})`)}
              {text(`timeline.${i}.title`, `Titre (étape ${i + 1})`)}
              <div className="sm:col-span-2">{area(`timeline.${i}.text`, `Récit (étape ${i + 1})`)}</div>
            </div>
          )}
        </RepeatList>
      </Card>

      <div className="sticky bottom-0 flex justify-end border-t border-line bg-cream/90 py-3 backdrop-blur">
        <button type="submit" className={btnSmallPrimary} disabled={!hydrated || saving}>
          {saving ? "Enregistrement…" : "Enregistrer"}
        </button>
      </div>
    </form>
  );
}
