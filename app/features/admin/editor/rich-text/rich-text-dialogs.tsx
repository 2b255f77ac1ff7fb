import { Sparkles } from "lucide-react";
import { useState } from "react";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { btnSmall } from "#app/ui/buttons.ts";
import { Field, inputClass } from "#app/ui/field.tsx";
import { DialogShell } from "#app/ui/dialog-shell.tsx";
import { thumbnailUrl } from "#app/features/admin/media/insert.ts";

/** Addresses a link may take: the site's own paths, web pages, e-mail and phone. */
export function linkProblem(href: string): string | null {
  if (!href) return "Saisissez une adresse.";
  if (/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*|mailto:[^\s]+|tel:[+\d\s.-]+|#[\w-]+)$/i.test(href)) return null;
  return "Adresse invalide : commencez par https://, /, mailto: ou tel:.";
}

/** « Lien » of the toolbar: the address of the selected words, or no link. */
export function LinkDialog({
  initial,
  onApply,
  onClose,
}: {
  initial: string | null;
  onApply(href: string | null): void;
  onClose(): void;
}) {
  const [href, setHref] = useState(initial ?? "");
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    let value = href.trim();
    if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) value = `https://${value}`;
    const problem = linkProblem(value);
    if (problem) return setError(problem);
    onApply(value);
  };
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title="Lien"
      description="L'adresse ouverte par un clic sur le texte sélectionné."
    >
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          // The dialog is rendered in a portal, but React bubbles its submit to the editor's own form.
          e.stopPropagation();
          apply();
        }}
      >
        <Field label="Adresse du lien" error={error ?? undefined} hint="Par exemple https://… ou /contact">
          {(a11y) => (
            <input {...a11y} autoFocus className={inputClass} value={href} onChange={(e) => setHref(e.target.value)} />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          {initial && (
            <button type="button" className={btnSmall} onClick={() => onApply(null)}>
              Retirer le lien
            </button>
          )}
          <button type="submit" className="btn-primary min-h-10 px-5">
            Appliquer
          </button>
        </div>
      </form>
    </DialogShell>
  );
}

/**
 * The alt text asked when an image is inserted (decision 051): prefilled with the library's text,
 * never with the file name; « Suggérer un texte » asks the assistant (or the offline description).
 */
export function AltTextDialog({
  image,
  onInsert,
  onClose,
}: {
  image: { id: string; url: string; altText: string; description: string };
  onInsert(alt: string): void;
  onClose(): void;
}) {
  const [alt, setAlt] = useState(image.altText || image.description.split(/(?<=\.)\s/)[0] || "");
  const [error, setError] = useState<string | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const fromLibrary = /^\/media\/[a-z0-9-]+\//.test(image.url);
  async function suggest() {
    setSuggesting(true);
    try {
      const answer = await apiJson<{ altText: string }>("POST", `/api/media/${image.id}/suggest-alt`, {});
      setAlt(answer.altText);
      setError(null);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSuggesting(false);
    }
  }
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title="Texte alternatif de l'image"
      description="Décrivez l'image pour qui ne la voit pas (lecteur d'écran, image non chargée) et pour les moteurs de recherche."
    >
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          // The dialog is rendered in a portal, but React bubbles its submit to the editor's own form.
          e.stopPropagation();
          if (!alt.trim()) return setError("Décrivez l'image en quelques mots.");
          onInsert(alt.trim());
        }}
      >
        <img src={thumbnailUrl(image.url)} alt="" className="max-h-48 w-full rounded-xl bg-cream object-contain" />
        <Field
          label="Texte alternatif"
          error={error ?? undefined}
          hint="Par exemple : Escalier quart tournant en chêne huilé, vu du séjour"
        >
          {(a11y) => (
            <input
              {...a11y}
              autoFocus
              maxLength={250}
              className={inputClass}
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          {fromLibrary && (
            <button type="button" className={btnSmall} onClick={() => void suggest()} disabled={suggesting}>
              <Sparkles aria-hidden="true" className="size-4" />
              {suggesting ? "Suggestion..." : "Suggérer un texte"}
            </button>
          )}
          <button type="submit" className="btn-primary min-h-10 px-5">
            Insérer l'image
          </button>
        </div>
      </form>
    </DialogShell>
  );
}
