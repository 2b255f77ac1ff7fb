import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiJson } from "#app/lib/api-client.ts";

/**
 * Live preview of the markdown, rendered and sanitized by the server (the same rendering as the
 * public article), asked 400 ms after the last keystroke: the one preview of the admin (the article
 * editor and the AI assistant's proposals).
 */
export function MarkdownPreview({ content, className = "text-[0.95rem]" }: { content: string; className?: string }) {
  const [debounced, setDebounced] = useState(content);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(content), 400);
    return () => clearTimeout(timer);
  }, [content]);
  const preview = useQuery({
    queryKey: ["markdown-preview", debounced],
    queryFn: () => apiJson<{ html: string }>("POST", "/api/preview", { content: debounced }),
    placeholderData: keepPreviousData,
    enabled: debounced.trim() !== "",
  });

  if (content.trim() === "") return <p className="text-sm text-muted">L'aperçu apparaîtra ici dès que vous écrirez.</p>;
  if (preview.isError) return <p className="text-sm text-danger">Aperçu indisponible pour le moment.</p>;
  if (!preview.data) return <p className="text-sm text-muted">Chargement de l'aperçu...</p>;
  // The HTML comes from the server's allow-list sanitizer (server/modules/content/markdown.server.ts).
  return <div className={`prose-wood ${className}`} dangerouslySetInnerHTML={{ __html: preview.data.html }} />;
}
