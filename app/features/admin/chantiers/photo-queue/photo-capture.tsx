import { Camera, Check, CloudOff, Loader2, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useRouteLoaderData } from "react-router";
import type { QueuedPhoto } from "#domain/photo-queue.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmallDanger } from "#app/ui/buttons.ts";
import { queuePhotos, registerAdminServiceWorker, removeQueuedPhoto, startPhotoQueue } from "./queue.ts";
import { useOnline, usePhotoQueue } from "./use-photo-queue.ts";

const photosLabel = (n: number) => (n === 1 ? "1 photo" : `${n} photos`);

/**
 * « Prendre une photo » on a chantier (the phone's camera, or its gallery) and the photos of this
 * chantier still in the phone: waiting for the network, being sent (progress), refused (with the
 * server's reason and « Retirer ») and sent since the page opened (« Envoyée »). `onSent` is told
 * when a photo arrived, to read the chantier's photos again.
 */
export function PhotoCapture({ chantierId: id, onSent }: { chantierId: number | string; onSent?: () => void }) {
  const chantierId = String(id);
  const [busy, setBusy] = useState(false);
  // The member taking the photos: only his session will send them (another login on the phone waits).
  const memberId = useRouteLoaderData<{ userId?: number }>("routes/admin/layout")?.userId;
  useEffect(registerAdminServiceWorker, []);
  // The queue sends from here too (network back, page shown again): the admin layout starts it only
  // on a browser that already kept photos.
  useEffect(startPhotoQueue, []);

  async function taken(e: ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = "";
    if (files.length === 0) return;
    setBusy(true);
    try {
      await queuePhotos(chantierId, files, memberId);
    } catch {
      toast({
        title: "Photo non enregistrée",
        description: "Le téléphone n'a pas pu garder la photo (plus de place ?). Libérez de l'espace puis réessayez.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <label
        className={`flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-2xl bg-forest px-5 py-3 text-lg font-semibold text-cream hover:bg-forest-dark focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-oak-dark ${busy ? "opacity-60" : ""}`}
      >
        <Camera aria-hidden="true" className="size-6" />
        Prendre une photo
        <input
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          disabled={busy}
          className="sr-only"
          onChange={(e) => void taken(e)}
        />
      </label>
      <PhotoQueueList chantierId={chantierId} onSent={onSent} />
    </div>
  );
}

/** The photos of one chantier still in this phone, and those sent since the page opened. */
function PhotoQueueList({ chantierId, onSent }: { chantierId: string; onSent?: () => void }) {
  const queue = usePhotoQueue();
  const online = useOnline();
  const photos = queue.photos.filter((p) => p.chantierId === chantierId);
  const sent = queue.sent.filter((p) => p.chantierId === chantierId);
  const waiting = photos.filter((p) => p.status !== "failed").length;
  const failed = photos.length - waiting;

  const sentCount = sent.length;
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;
  useEffect(() => {
    if (sentCount > 0) onSentRef.current?.();
  }, [sentCount]);

  if (queue.unavailable)
    return (
      <p role="alert" className="text-sm text-danger">
        Ce navigateur ne peut pas garder les photos hors connexion (navigation privée ?) : gardez la page ouverte
        jusqu&apos;à l&apos;envoi.
      </p>
    );
  const summary =
    waiting > 0
      ? online
        ? `${photosLabel(waiting)} en cours d'envoi`
        : `${photosLabel(waiting)} en attente de réseau`
      : failed > 0
        ? `${photosLabel(failed)} refusée${failed > 1 ? "s" : ""}`
        : sentCount > 0
          ? `${photosLabel(sentCount)} envoyée${sentCount > 1 ? "s" : ""}`
          : "";

  return (
    <section aria-label="Photos de ce téléphone" className="flex flex-col gap-2">
      <p aria-live="polite" role="status" className="flex items-center gap-2 text-sm font-semibold text-forest-dark">
        {waiting > 0 && !online ? <CloudOff aria-hidden="true" className="size-4" /> : null}
        {summary}
      </p>
      {waiting > 0 && !online ? (
        <p className="text-sm text-muted">
          Elles sont gardées dans le téléphone et partiront seules quand le réseau reviendra, même si vous fermez la
          page.
        </p>
      ) : null}
      {photos.length + sent.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {photos.map((p) => (
            <QueuedPhotoRow key={p.clientKey} photo={p} progress={queue.progress[p.clientKey]} online={online} />
          ))}
          {sent.map((p) => (
            <li
              key={p.clientKey}
              className="flex items-center gap-3 rounded-xl border border-line bg-white p-2 text-sm"
            >
              <Check aria-hidden="true" className="size-5 text-success" />
              <span className="min-w-0 flex-1 truncate">{p.name || "Photo"}</span>
              <span className="font-medium text-success">Envoyée</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Thumbnail({ file }: { file: Blob }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url ? (
    <img src={url} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
  ) : (
    <span className="size-14 shrink-0 rounded-lg bg-cream" />
  );
}

function QueuedPhotoRow({ photo, progress, online }: { photo: QueuedPhoto; progress?: number; online: boolean }) {
  const taken = new Date(photo.takenAt).toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit" });
  const percent = progress === undefined ? null : Math.round(progress * 100);
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line bg-white p-2 text-sm">
      <Thumbnail file={photo.file} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate">
          {photo.name || "Photo"} · prise à {taken}
        </span>
        {photo.status === "failed" ? (
          <span className="flex items-start gap-1 text-danger">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {photo.message}
          </span>
        ) : photo.status === "uploading" && percent !== null ? (
          <span className="flex items-center gap-2">
            <span
              role="progressbar"
              aria-label={`Envoi de ${photo.name || "la photo"}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 flex-1 overflow-hidden rounded-full bg-cream"
            >
              <span className="block h-full rounded-full bg-forest" style={{ width: `${percent}%` }} />
            </span>
            <span className="tabular-nums">{percent < 100 ? `${percent} %` : "reçue, traitement…"}</span>
          </span>
        ) : photo.status === "uploading" ? (
          <span className="flex items-center gap-1 text-muted">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Envoi…
          </span>
        ) : (
          <span className="text-muted">{online ? photo.message || "En attente d'envoi" : "En attente de réseau"}</span>
        )}
      </div>
      {photo.status === "failed" ? (
        <button type="button" className={btnSmallDanger} onClick={() => void removeQueuedPhoto(photo.clientKey)}>
          Retirer
        </button>
      ) : null}
    </li>
  );
}
