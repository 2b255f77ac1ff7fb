import type { MediaItem } from "../../../../domain/schemas/content";

export interface MediaDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'image' for image pickers; 'media' for the generic media dialog (images, video, audio, documents). */
  accept: "image" | "media";
  onAdd(item: MediaItem): void;
}

/** Upload a chosen file or generate an image, then add it (SPEC §2). Placeholder of the AI and media issue. */
export function MediaDialog(_props: MediaDialogProps) {
  return null;
}
