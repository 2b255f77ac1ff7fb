import { Upload } from "lucide-react";
import { useState, type ReactNode } from "react";

/**
 * A zone files are dropped on (highlighted while they hover), with its « Ajouter… » file button
 * (several files) and other actions: the project photos and the media library.
 */
export function DropZone({
  prompt,
  buttonLabel,
  buttonClass,
  accept,
  onFiles,
  ignoreDrag = false,
  icon,
  children,
  className = "",
}: {
  prompt: string;
  buttonLabel: string;
  buttonClass: string;
  accept?: string;
  onFiles(files: File[]): void;
  /** True while a thumbnail of the page is dragged (a reorder, not files). */
  ignoreDrag?: boolean;
  icon: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!ignoreDrag) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!ignoreDrag && e.dataTransfer.files.length > 0) onFiles([...e.dataTransfer.files]);
      }}
      data-over={over || undefined}
      className={`flex flex-col items-center justify-center gap-2 border-2 border-dashed border-line bg-white px-4 text-center text-sm text-muted transition data-over:border-forest data-over:bg-cream ${className}`}
    >
      {icon}
      <span>{prompt}</span>
      <span className="flex flex-wrap justify-center gap-2">
        <label className={`${buttonClass} cursor-pointer focus-within:ring-2 focus-within:ring-oak-dark`}>
          <Upload aria-hidden="true" className="size-4" />
          {buttonLabel}
          <input
            type="file"
            accept={accept}
            multiple
            className="sr-only"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = "";
              if (files.length > 0) onFiles(files);
            }}
          />
        </label>
        {children}
      </span>
    </div>
  );
}
