import { Sparkles } from "lucide-react";
import { useId, type FormEvent } from "react";
import {
  aiDefaults,
  aiLengths,
  aiOptionSets,
  toneLabels,
  styleLabels,
  type AiLength,
  type AiStyle,
  type AiTone,
} from "#domain/ai-labels.ts";
import { Field, inputClass } from "#app/ui/field.tsx";
import { SelectField } from "#app/ui/controls.tsx";

export interface AiFormValues {
  title: string;
  context: string;
  /** As typed: comma-separated. */
  keywords: string;
  tone: AiTone;
  length: AiLength;
  style: AiStyle;
  targetAudience: string;
  generateImage: boolean;
}

export function defaultFormValues(title = ""): AiFormValues {
  return {
    title,
    context: "",
    keywords: "",
    tone: aiDefaults.tone,
    length: aiDefaults.length,
    style: aiDefaults.style,
    targetAudience: aiDefaults.targetAudience,
    generateImage: aiDefaults.generateImage,
  };
}

interface Props {
  variant: "article" | "generic";
  values: AiFormValues;
  onChange(values: AiFormValues): void;
  onSubmit(): void;
  /** Absent: no image checkbox (the caller cannot receive an image). */
  imageOption: boolean;
  skip?: { label: string; onSkip(): void };
}

/** The options of docs/product.md §3/§9: the article dialog's tones and styles or the generic ones. */
export function AiOptionsForm({ variant, values, onChange, onSubmit, imageOption, skip }: Props) {
  const id = useId();
  const set = aiOptionSets[variant];
  const update = <K extends keyof AiFormValues>(key: K, value: AiFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <Field id={`${id}-title`} label="Titre">
        <input
          id={`${id}-title`}
          className={inputClass}
          value={values.title}
          maxLength={200}
          onChange={(e) => update("title", e.target.value)}
        />
      </Field>
      <Field
        id={`${id}-context`}
        label="Contexte"
        hint="Le sujet, le projet, les points à aborder : l'assistant s'appuie dessus et n'invente aucun chiffre."
      >
        <textarea
          id={`${id}-context`}
          className={`${inputClass} min-h-28`}
          rows={4}
          maxLength={5000}
          aria-describedby={`${id}-context-hint`}
          value={values.context}
          onChange={(e) => update("context", e.target.value)}
        />
      </Field>
      <Field
        id={`${id}-keywords`}
        label="Mots-clés"
        hint="Séparés par des virgules, par exemple : chêne massif, îlot central, Gironde"
      >
        <input
          id={`${id}-keywords`}
          className={inputClass}
          aria-describedby={`${id}-keywords-hint`}
          value={values.keywords}
          onChange={(e) => update("keywords", e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id={`${id}-tone`}
          label="Ton"
          value={values.tone}
          onChange={(v) => update("tone", v)}
          options={set.tones.map((t) => ({ value: t, label: toneLabels[t] }))}
        />
        <SelectField
          id={`${id}-length`}
          label="Longueur"
          value={values.length}
          onChange={(v) => update("length", v)}
          options={(Object.keys(aiLengths) as AiLength[]).map((l) => ({ value: l, label: aiLengths[l].label }))}
        />
        <SelectField
          id={`${id}-style`}
          label="Style"
          value={values.style}
          onChange={(v) => update("style", v)}
          options={set.styles.map((s) => ({ value: s, label: styleLabels[s] }))}
        />
      </div>
      <Field id={`${id}-audience`} label="Public cible">
        <input
          id={`${id}-audience`}
          className={inputClass}
          maxLength={200}
          value={values.targetAudience}
          onChange={(e) => update("targetAudience", e.target.value)}
        />
      </Field>
      {imageOption && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="size-5 accent-[var(--color-forest)]"
            checked={values.generateImage}
            onChange={(e) => update("generateImage", e.target.checked)}
          />
          Générer aussi une illustration
        </label>
      )}
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        {skip && (
          <button type="button" className="btn-outline" onClick={skip.onSkip}>
            {skip.label}
          </button>
        )}
        <button type="submit" className="btn-primary">
          <Sparkles className="size-4" aria-hidden="true" />
          Générer avec l'IA
        </button>
      </div>
    </form>
  );
}
