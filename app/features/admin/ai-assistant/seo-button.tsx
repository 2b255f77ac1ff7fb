import { Sparkles } from "lucide-react";
import { useState } from "react";
import { providerLabel } from "#domain/ai-labels.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { generateSeo } from "#app/features/admin/data/ai-client.ts";
import { Spinner } from "#app/ui/controls.tsx";

export interface SeoGenerateButtonProps {
  title: string;
  content: string;
  onGenerated(meta: { metaTitle: string; metaDescription: string }): void;
}

/** Generates the SEO title (regional suffix, 60 characters) and description (160) from the text. */
export function SeoGenerateButton({ title, content, onGenerated }: SeoGenerateButtonProps) {
  const [busy, setBusy] = useState(false);
  async function run() {
    if (!title.trim()) {
      toast({
        title: "Titre manquant",
        description: "Ajoutez d'abord un titre pour générer le SEO.",
        variant: "destructive",
      });
      return;
    }
    setBusy(true);
    try {
      const meta = await generateSeo(title.trim(), content);
      onGenerated({ metaTitle: meta.metaTitle, metaDescription: meta.metaDescription });
      toast({
        title: "SEO généré",
        description: `Titre et description proposés (${providerLabel(meta.provider)}) : relisez-les avant d'enregistrer.`,
      });
    } catch (err) {
      toast({
        title: "Erreur de génération",
        description: `Impossible de générer le SEO : ${errorMessage(err)}`,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn-outline min-h-11 px-4" onClick={run} disabled={busy}>
      {busy ? (
        <Spinner label="Génération…" />
      ) : (
        <>
          <Sparkles className="size-4" aria-hidden="true" />
          Générer le SEO
        </>
      )}
    </button>
  );
}
