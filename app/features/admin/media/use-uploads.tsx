import { useState } from "react";
import { formatLimit, mediaMaxBytes } from "#domain/media.ts";
import type { MediaType } from "#domain/schemas/content.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import type { MediaAnswer } from "#app/features/admin/data/ai-client.ts";
import { ProgressBar } from "#app/ui/controls.tsx";
import { uploadMedia } from "./upload";

let sendKey = 0;

/** The media type a dropped file is sent as (the server checks its content and may refuse it). */
export function droppedType(file: File): MediaType {
  if (file.type.startsWith("image/")) return "image";
  if (file.type.startsWith("video/")) return "video";
  if (file.type.startsWith("audio/")) return "audio";
  return "document";
}

/**
 * Several uploads at once, each with its progress bar (`bars`): `send` answers the stored media,
 * or null after a French toast (too big, refused by the server, connection lost).
 */
export function useUploads() {
  const [sending, setSending] = useState<{ key: number; name: string; progress: number }[]>([]);

  async function send(file: File, type: MediaType): Promise<MediaAnswer | null> {
    if (file.size > mediaMaxBytes[type]) {
      toast({
        title: "Fichier trop volumineux",
        description: `« ${file.name} » dépasse ${formatLimit(type)}.`,
        variant: "destructive",
      });
      return null;
    }
    const key = ++sendKey;
    setSending((s) => [...s, { key, name: file.name, progress: 0 }]);
    try {
      return await uploadMedia(file, type, "", (progress) =>
        setSending((s) => s.map((x) => (x.key === key ? { ...x, progress } : x))),
      );
    } catch (err) {
      toast({
        title: "Erreur lors de l'upload",
        description: `« ${file.name} » : ${errorMessage(err)}`,
        variant: "destructive",
      });
      return null;
    } finally {
      setSending((s) => s.filter((x) => x.key !== key));
    }
  }

  const bars = sending.map((s) => <ProgressBar key={s.key} value={s.progress} label={`Envoi de « ${s.name} »`} />);
  return { send, bars, busy: sending.length > 0 };
}
