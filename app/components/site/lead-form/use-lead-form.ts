import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ZodMiniType } from "zod/mini";
import { fieldErrors } from "#domain/schemas/errors.ts";
import { toast } from "#app/ui/toast.tsx";

export type FieldErrors = Record<string, string>;

/** What the server passes back to a form re-rendered after a submission without JavaScript. */
export interface LeadFormViewProps {
  /** Values and errors of a submission made without JavaScript, re-rendered by the server. */
  values?: Record<string, string>;
  errors?: FieldErrors;
  /** A message about the whole form (too many requests, request too large). */
  notice?: string;
  /** Photos and plans already received (quote form posted without JavaScript). */
  attachments?: { token: string; name: string; size: number; kind: "image" | "pdf" }[];
  /** The business's phone, repeated on the confirmation panel (the island has no router data). */
  phone?: { display: string; e164: string };
}

export const SUCCESS_TOAST = {
  title: "Message envoyé !",
  description: "Nous vous recontacterons dans les plus brefs délais.",
};

interface Options {
  /** Prefix of the fields' ids: the same on the server and in the island (no useId, app/islands/island.tsx). */
  idPrefix: string;
  /**
   * The zod schema the server validates with, loaded on demand: it is fetched when the visitor
   * first touches the form, so a visit that never does costs no validation code.
   */
  schema: () => Promise<ZodMiniType>;
  /** JSON endpoint used once JavaScript runs (the plain form posts to a route action instead). */
  endpoint: string;
  /** Description of the 'Erreur' toast (docs/product.md §8 differs between the two forms). */
  errorMessage: string;
  /** Values and errors of a submission without JavaScript, rendered by the server. */
  initial?: LeadFormViewProps;
  /**
   * Extra fields sent with the form, awaited once the fields are valid (the quote form waits
   * for its uploads here); an error is shown next to `field` and nothing is sent.
   */
  beforeSend?: () => Promise<{ body: Record<string, unknown> } | { error: string; field: string }>;
  /** After a success (the form empties). */
  /** After a success, with the JSON answer (the quote's `visitUrl`). */
  onSent?: (answer: Record<string, unknown>) => void;
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && name in errors) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/**
 * Progressive enhancement of a lead form: the same zod schema as the server validates in the
 * browser (errors on submit, then as the visitor corrects), the request goes as JSON, toasts
 * tell the outcome (docs/product.md §4, §8), and the form empties after a success.
 */
export function useLeadForm({ idPrefix, schema, endpoint, errorMessage, initial = {}, beforeSend, onSent }: Options) {
  const initialErrors = initial.errors;
  const uid = idPrefix;
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  /** Bumped after a success: remounts the fields, empty. */
  const [generation, setGeneration] = useState(0);
  const attempted = useRef(Object.keys(initialErrors ?? {}).length > 0);
  /** When the form became usable: a person needs a few seconds, a script does not. */
  const startedAt = useRef(0);
  /** False in the server's HTML: until then a submission goes the plain-form way. */
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startedAt.current = Date.now();
    setHydrated(true);
  }, [generation]);

  const busy = useRef(false);
  const loaded = useRef<ZodMiniType | null>(null);
  const loading = useRef<Promise<ZodMiniType> | null>(null);
  const loadSchema = () => {
    loading.current ??= schema().then((s) => (loaded.current = s));
    return loading.current;
  };

  const read = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, string>;
  const validate = (form: HTMLFormElement, schema: ZodMiniType) => {
    const parsed = schema.safeParse(read(form));
    return parsed.success
      ? { data: parsed.data as Record<string, unknown>, errors: {} }
      : { data: null, errors: fieldErrors(parsed.error) };
  };

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (attempted.current && loaded.current) setErrors(validate(event.currentTarget, loaded.current).errors);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second click while the first submission is on its way sends nothing.
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    attempted.current = true;
    let result: ReturnType<typeof validate>;
    try {
      result = validate(form, await loadSchema());
    } catch {
      // The validation code could not be loaded (connection lost): the server validates anyway.
      loading.current = null;
      result = { data: read(form), errors: {} };
    }
    setErrors(result.errors);
    if (!result.data) {
      busy.current = false;
      return focusFirstInvalid(form, result.errors);
    }

    setSubmitting(true);
    try {
      const extra = beforeSend ? await beforeSend() : { body: {} };
      if ("error" in extra) {
        setErrors((e) => ({ ...e, [extra.field]: extra.error }));
        focusFirstInvalid(form, { [extra.field]: extra.error, files: extra.error });
        return;
      }
      const res = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({
          ...result.data,
          ...extra.body,
          website: read(form).website ?? "",
          startedAt: startedAt.current || undefined,
        }),
      });
      if (res.ok) {
        toast(SUCCESS_TOAST);
        onSent?.((await res.json().catch(() => ({}))) as Record<string, unknown>);
        attempted.current = false;
        setErrors({});
        setGeneration((g) => g + 1);
        return;
      }
      const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors };
      if (res.status === 400 && body.errors) {
        setErrors(body.errors);
        focusFirstInvalid(form, body.errors);
      }
      toast({
        title: "Erreur",
        description: res.status === 429 && body.message ? body.message : errorMessage,
        variant: "destructive",
      });
    } catch {
      toast({ title: "Erreur", description: errorMessage, variant: "destructive" });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  /** The values typed before a submission without JavaScript, until the first success. */
  const kept = generation === 0 ? (initial.values ?? {}) : {};
  /** Props of a field: id, name, its error and the value kept from a plain-form submission. */
  const field = (name: string) => ({ id: `${uid}-${name}`, name, error: errors[name], defaultValue: kept[name] });
  const checked = (name: string) => kept[name] === "on" || kept[name] === "true";

  /** The first focus in the form fetches the validation code. */
  const onFocus = () => void loadSchema().catch(() => (loading.current = null));

  return { errors, submitting, generation, hydrated, onSubmit, onChange, onFocus, field, checked };
}
