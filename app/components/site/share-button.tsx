import { Share2 } from "lucide-react";

/**
 * Native share sheet (title, excerpt, address) when the browser has one; otherwise the address
 * is copied to the clipboard and a toast confirms it. Rendered by the server only; the click is
 * handled by app/public/share.ts.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  return (
    <button type="button" data-share-title={title} data-share-text={text} className="btn-outline">
      <Share2 aria-hidden="true" className="size-4" />
      Partager
    </button>
  );
}
