import { Share2 } from "lucide-react";
import { toast } from "#app/ui/toast.tsx";

/**
 * Native share sheet (title, excerpt, address) when the browser has one; otherwise the address
 * is copied to the clipboard and a toast confirms it.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // The visitor closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: "Lien copié",
        description: "L'adresse de l'article a été copiée dans le presse-papiers.",
        variant: "success",
      });
    } catch {
      toast({ title: "Copie impossible", description: `Copiez cette adresse : ${url}`, variant: "destructive" });
    }
  }
  return (
    <button type="button" onClick={share} className="btn-outline">
      <Share2 aria-hidden="true" className="size-4" />
      Partager
    </button>
  );
}
