import { Tab, TabList, TabPanel, Tabs } from "#app/ui/tabs.tsx";
import { mediaTypes, type MediaType } from "#domain/schemas/media-types.ts";
import type { MediaItem } from "#domain/schemas/content.ts";
import { DialogShellBody } from "#app/ui/dialog-shell-body.tsx";
import { MediaGeneratePanel } from "./media-generate-panel";
import { MediaUploadPanel } from "./media-upload-panel";
import { MediaLibraryPanel } from "./media-library-panel";

export interface MediaDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'image' for image pickers; 'media' for the generic media dialog (images, video, audio, documents). */
  accept: "image" | "media";
  onAdd(item: MediaItem): void;
  /** The tab shown first (default: upload). */
  initialMode?: "upload" | "library" | "generate";
  /** The media type selected first (generic dialog). */
  initialType?: MediaType;
}

const tabClass =
  "min-h-11 flex-1 rounded-full px-4 text-sm font-medium text-muted transition data-[state=active]:bg-white data-[state=active]:text-forest-dark data-[state=active]:shadow-sm";

/** Upload a chosen file or generate one, then add it (docs/product.md §2); loaded by media-dialog.tsx. */
export function MediaDialogBody({
  open,
  onOpenChange,
  accept,
  onAdd,
  initialMode = "upload",
  initialType,
}: MediaDialogProps) {
  const types = accept === "image" ? (["image"] as const) : mediaTypes;
  const first = accept === "image" ? "image" : (initialType ?? "image");
  const added = (item: MediaItem) => {
    onAdd(item);
    onOpenChange(false);
  };
  return (
    <DialogShellBody
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={accept === "image" ? "Ajouter une image" : "Ajouter un média"}
      description={
        accept === "image"
          ? "Depuis un fichier de votre appareil, la médiathèque, ou générée par l'assistant."
          : "Image, vidéo, audio ou document : depuis un fichier, la médiathèque, ou généré par l'assistant."
      }
    >
      {/* The dialog's content unmounts when closed: each opening starts afresh. */}
      <Tabs key={`${initialMode}-${first}`} defaultValue={initialMode} className="grid gap-4">
        <TabList aria-label="Origine du média" className="flex gap-1 rounded-full bg-sand/60 p-1">
          <Tab value="upload" className={tabClass}>
            Depuis un fichier
          </Tab>
          <Tab value="library" className={tabClass}>
            Médiathèque
          </Tab>
          <Tab value="generate" className={tabClass}>
            Générer avec l'IA
          </Tab>
        </TabList>
        <TabPanel value="upload">
          <MediaUploadPanel types={types} initialType={first} onAdded={added} />
        </TabPanel>
        <TabPanel value="library">
          <MediaLibraryPanel
            types={types}
            onPick={(m) =>
              added({
                id: m.id,
                url: m.url,
                type: m.type,
                description: m.description,
                altText: m.altText,
                fileName: m.fileName,
              })
            }
          />
        </TabPanel>
        <TabPanel value="generate">
          <MediaGeneratePanel types={types} initialType={first} onAdded={added} />
        </TabPanel>
      </Tabs>
    </DialogShellBody>
  );
}
