import { ArrowDown, ArrowUp } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Card } from "#app/ui/card.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { Field, inputClass, textareaClass } from "#app/ui/field.tsx";
import { btnSmall, btnSmallDanger, btnSmallPrimary, iconBtn } from "#app/ui/buttons.ts";
import { toast } from "#app/ui/toast.tsx";
import { ApiError, apiJson, errorMessage, fieldErrors } from "#app/lib/api-client.ts";
import { useHydrated } from "../data/use-hydrated";

export interface ListField {
  name: string;
  label: string;
  kind: "text" | "textarea" | "select";
  options?: readonly { value: string; label: string }[];
  optional?: boolean;
}

export interface ListItem {
  id: number;
  isPublished: boolean;
  [key: string]: unknown;
}

type Draft = Record<string, string | boolean>;

/**
 * A short ordered list edited in place (testimonials, FAQ items): create, edit, move up/down,
 * publish/unpublish, delete after confirmation. Each change is saved at once through the API
 * and the public pages follow.
 */
export function SiteListEditor({
  api,
  title,
  items,
  fields,
  emptyDraft,
  itemLabel,
  newLabel,
  summary,
  reorder = true,
}: {
  api: string;
  title: string;
  items: ListItem[];
  fields: ListField[];
  emptyDraft: Draft;
  /** Accessible name of an item (its author or question). */
  itemLabel(item: ListItem): string;
  newLabel: string;
  summary(item: ListItem): string;
  /** False where the public order is not the admin's (reviews: newest first). */
  reorder?: boolean;
}) {
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<ListItem | null>(null);

  async function run(action: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await action();
      toast({ title: success, variant: "success" });
      await revalidator.revalidate();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(fieldErrors(error));
      toast({ title: "Modification non enregistrée", description: errorMessage(error), variant: "destructive" });
      return false;
    } finally {
      setBusy(false);
    }
  }

  function startEdit(item: ListItem | null) {
    setErrors({});
    if (!item) {
      setDraft(emptyDraft);
      setEditing("new");
      return;
    }
    setDraft(
      Object.fromEntries([
        ...fields.map((f) => [f.name, String(item[f.name] ?? "")]),
        ["isPublished", item.isPublished],
      ]),
    );
    setEditing(item.id);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { ...draft, ...(typeof draft.rating === "string" ? { rating: Number(draft.rating) } : {}) };
    const ok =
      editing === "new"
        ? await run(() => apiJson("POST", api, body), "Élément ajouté")
        : await run(() => apiJson("PATCH", `${api}/${editing}`, body), "Modifications enregistrées");
    if (ok) setEditing(null);
  }

  function move(index: number, delta: number) {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + delta, 0, id);
    void run(() => apiJson("POST", `${api}/ordre`, { ids }), "Ordre enregistré");
  }

  const form = (
    <form onSubmit={save} noValidate className="grid gap-4 rounded-xl border border-oak/40 bg-cream/40 p-4">
      {fields.map((f) => (
        <Field key={f.name} label={f.label} error={errors[f.name]} optional={f.optional}>
          {(a11y) => {
            const props = {
              ...a11y,
              name: f.name,
              value: String(draft[f.name] ?? ""),
              onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [f.name]: e.target.value }),
            };
            if (f.kind === "textarea") return <textarea {...props} rows={4} className={textareaClass} />;
            if (f.kind === "select")
              return (
                <select {...props} className={inputClass}>
                  {f.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              );
            return <input {...props} className={inputClass} />;
          }}
        </Field>
      ))}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={Boolean(draft.isPublished)}
          onChange={(e) => setDraft({ ...draft, isPublished: e.target.checked })}
        />
        Publié
      </label>
      <div className="flex gap-2">
        <button type="submit" className={btnSmallPrimary} disabled={busy}>
          Enregistrer
        </button>
        <button type="button" className={btnSmall} onClick={() => setEditing(null)}>
          Annuler
        </button>
      </div>
    </form>
  );

  return (
    <Card
      title={title}
      actions={
        <button
          type="button"
          className={btnSmall}
          onClick={() => startEdit(null)}
          disabled={!hydrated || editing === "new"}
        >
          {newLabel}
        </button>
      }
    >
      {editing === "new" && <div className="mb-4">{form}</div>}
      {items.length === 0 && <p className="text-sm text-muted">Aucun élément.</p>}
      <ol className="divide-y divide-line" aria-label={title}>
        {items.map((item, index) => {
          const label = itemLabel(item);
          return (
            <li key={item.id} className="py-3" data-item={label}>
              {editing === item.id ? (
                form
              ) : (
                <div className="flex flex-wrap items-start gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-forest-dark">
                      {label}{" "}
                      <span
                        className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${item.isPublished ? "bg-emerald-100 text-emerald-900" : "bg-stone-200 text-stone-700"}`}
                      >
                        {item.isPublished ? "Publié" : "Brouillon"}
                      </span>
                    </p>
                    <p className="mt-1 line-clamp-2 text-sm text-muted">{summary(item)}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-1">
                    {reorder && (
                      <>
                        <button
                          type="button"
                          className={iconBtn}
                          aria-label={`Monter « ${label} »`}
                          disabled={!hydrated || busy || index === 0}
                          onClick={() => move(index, -1)}
                        >
                          <ArrowUp aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          className={iconBtn}
                          aria-label={`Descendre « ${label} »`}
                          disabled={!hydrated || busy || index === items.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          <ArrowDown aria-hidden="true" className="size-4" />
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      className={btnSmall}
                      disabled={!hydrated || busy}
                      onClick={() =>
                        void run(
                          () => apiJson("PATCH", `${api}/${item.id}`, { isPublished: !item.isPublished }),
                          item.isPublished ? "Élément dépublié" : "Élément publié",
                        )
                      }
                    >
                      {item.isPublished ? "Dépublier" : "Publier"}
                      <span className="sr-only"> « {label} »</span>
                    </button>
                    <button type="button" className={btnSmall} disabled={!hydrated} onClick={() => startEdit(item)}>
                      Modifier<span className="sr-only"> « {label} »</span>
                    </button>
                    <button
                      type="button"
                      className={btnSmallDanger}
                      disabled={!hydrated}
                      onClick={() => setToDelete(item)}
                    >
                      Supprimer<span className="sr-only"> « {label} »</span>
                    </button>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Supprimer cet élément ?"
        description={toDelete ? `« ${itemLabel(toDelete)} » sera supprimé définitivement du site.` : ""}
        confirmLabel="Supprimer"
        onConfirm={() => {
          const item = toDelete;
          setToDelete(null);
          if (item) void run(() => apiJson("DELETE", `${api}/${item.id}`), "Élément supprimé");
        }}
      />
    </Card>
  );
}
