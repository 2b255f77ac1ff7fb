import { useState, type FormEvent, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import type { BusinessSettings } from "#domain/business.ts";
import { Field, inputClass } from "#app/ui/field.tsx";
import { toast } from "#app/ui/toast.tsx";
import { ApiError, apiJson, errorMessage, fieldErrors } from "#app/lib/api-client.ts";
import { useHydrated } from "../data/use-hydrated";

type Values = BusinessSettings;
type Path = string;

export function getAt(values: unknown, path: Path): unknown {
  return path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], values);
}
export function setAt<T>(values: T, path: Path, value: unknown): T {
  const [head, ...rest] = path.split(".");
  const copy = (Array.isArray(values) ? [...values] : { ...values }) as Record<string, unknown>;
  copy[head] = rest.length ? setAt(copy[head], rest.join("."), value) : value;
  return copy as T;
}

/**
 * State of the 'Entreprise' form: the values, one input per dotted path (`address.city`) with its
 * label, hint and error, and the save through PUT /api/admin/entreprise.
 */
export function useBusinessForm(initial: BusinessSettings) {
  const [values, setValues] = useState<Values>(initial);
  const [communes, setCommunes] = useState(initial.areaServed.join("\n"));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const revalidator = useRevalidator();
  const hydrated = useHydrated();

  const set = (path: Path, value: unknown) => setValues((v) => setAt(v, path, value));

  const text = (
    path: Path,
    label: string,
    options: { hint?: ReactNode; type?: string; optional?: boolean; className?: string } = {},
  ) => (
    <div id={path} className={`scroll-mt-24 ${options.className ?? ""}`}>
      <Field label={label} hint={options.hint} error={errors[path]} optional={options.optional}>
        {(a11y) => (
          <input
            {...a11y}
            name={path}
            type={options.type ?? "text"}
            className={inputClass}
            value={String(getAt(values, path) ?? "")}
            onChange={(e) => set(path, e.target.value)}
          />
        )}
      </Field>
    </div>
  );
  const number = (path: Path, label: string, step = "1") => (
    <div id={path} className="scroll-mt-24">
      <Field label={label} error={errors[path]}>
        {(a11y) => (
          <input
            {...a11y}
            name={path}
            type="number"
            step={step}
            className={inputClass}
            value={String(getAt(values, path) ?? "")}
            onChange={(e) => set(path, e.target.value === "" ? Number.NaN : Number(e.target.value))}
          />
        )}
      </Field>
    </div>
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const body = {
      ...values,
      areaServed: communes
        .split(/\n|,/)
        .map((c) => c.trim())
        .filter(Boolean),
    };
    try {
      const { settings } = await apiJson<{ settings: Values }>("PUT", "/api/admin/entreprise", body);
      setValues(settings);
      setErrors({});
      toast({
        title: "Informations enregistrées",
        description: "Le site les affiche dès maintenant.",
        variant: "success",
      });
      void revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(fieldErrors(error));
      toast({ title: "Informations non enregistrées", description: errorMessage(error), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return { values, setValues, communes, setCommunes, errors, saving, hydrated, set, text, number, onSubmit };
}
