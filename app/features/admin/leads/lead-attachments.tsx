import { attachmentMessages, formatMb, type AttachmentSummary } from "#domain/attachments.ts";

/** The photos (thumbnails, open full size) and plans (PDF, downloaded) sent with the quote. */
export function LeadAttachments({ attachments }: { attachments: AttachmentSummary[] }) {
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby="lead-attachments" className="mt-6 border-t border-line pt-5">
      <h2 id="lead-attachments" className="font-sans text-sm font-semibold text-forest-dark">
        Photos et plans ({attachments.length})
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {attachments.map((a) =>
          a.state === "unreadable" ? (
            <li key={a.id} className="overflow-hidden rounded-xl border border-line bg-paper">
              <span className="grid aspect-[4/3] w-full place-items-center bg-cream px-3 text-center text-xs text-walnut">
                {attachmentMessages.unreadableStored}
              </span>
              <span className="block truncate px-2 py-1.5 text-xs font-medium text-ink">{a.fileName}</span>
            </li>
          ) : (
            <li key={a.id} className="overflow-hidden rounded-xl border border-line bg-paper">
              <a
                href={a.url}
                target={a.kind === "image" ? "_blank" : undefined}
                rel="noreferrer"
                download={a.kind === "pdf" ? "" : undefined}
                className="block focus-visible:ring-3 focus-visible:ring-oak/35 focus-visible:outline-none"
              >
                {a.state === "processing" ? (
                  // Encoded after the visitor's upload: the page looks again every 3 s (lead.tsx).
                  <span className="grid aspect-[4/3] w-full place-items-center bg-cream px-3 text-center text-xs text-walnut">
                    Photo en cours de préparation…
                  </span>
                ) : a.thumbUrl ? (
                  <img
                    src={a.thumbUrl}
                    alt={`Photo jointe : ${a.fileName}`}
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-cream object-cover"
                  />
                ) : (
                  <span className="grid aspect-[4/3] w-full place-items-center bg-cream text-lg font-semibold text-walnut">
                    PDF
                  </span>
                )}
                <span className="block truncate px-2 pt-1.5 text-xs font-medium text-ink">{a.fileName}</span>
                <span className="block px-2 pb-1.5 text-xs text-muted">
                  {formatMb(a.size)}
                  {a.kind === "pdf"
                    ? " · télécharger le PDF"
                    : a.state === "processing"
                      ? " · en cours de préparation"
                      : a.width
                        ? ` · ${a.width} × ${a.height}`
                        : ""}
                </span>
              </a>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
