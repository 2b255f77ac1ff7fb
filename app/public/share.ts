/**
 * Share buttons (app/components/site/share-button.tsx): the native share sheet (title, excerpt,
 * address) when the browser has one; otherwise the address is copied to the clipboard and a toast
 * confirms it (the toasts are a React island, hydrated for it).
 */
export function initShareButtons(): void {
  for (const button of document.querySelectorAll<HTMLElement>("[data-share-title]")) {
    button.addEventListener("click", async () => {
      const url = window.location.href;
      const title = button.dataset.shareTitle ?? "";
      const text = button.dataset.shareText ?? "";
      if (typeof navigator.share === "function") {
        try {
          await navigator.share({ title, text, url });
        } catch {
          // The visitor closed the share sheet: nothing to report.
        }
        return;
      }
      // Copied first, while the click still counts as the visitor's gesture.
      const copied = await Promise.resolve()
        .then(() => navigator.clipboard.writeText(url))
        .then(
          () => true,
          () => false,
        );
      const { toast } = await import("./hydrate");
      await (copied
        ? toast({
            title: "Lien copié",
            description: "L'adresse de l'article a été copiée dans le presse-papiers.",
            variant: "success",
          })
        : toast({ title: "Copie impossible", description: `Copiez cette adresse : ${url}`, variant: "destructive" }));
    });
  }
}
