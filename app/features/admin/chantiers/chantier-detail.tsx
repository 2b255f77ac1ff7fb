import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { chantierAddress, chantierStatusLabel, chantierStepLabel, mapsUrl } from "#domain/chantiers.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { PageHeader } from "#app/features/admin/shell/admin-shell.tsx";
import { Card } from "#app/ui/card.tsx";
import { toast } from "#app/ui/toast.tsx";
import { AddNote, useRefreshChantier } from "./field-actions.tsx";
import { PhotoCapture } from "./photo-queue/photo-capture.tsx";
import { stepDates } from "./format.ts";
import { ClientLinkPanel, ClientPanel, StepsPanel, TeamPanel } from "./office-panels.tsx";
import { DocumentsPanel, MessagesPanel } from "./exchange-panels.tsx";
import { PublishPanel, ReceptionPanel } from "./reception-panel.tsx";
import type { ChantierDetail, ChantierPhotoView } from "./types.ts";
import { adminPaths } from "#app/lib/paths.ts";

/** One chantier: the craftsman's actions first (photo, note), then what the office manages. */
export function ChantierScreen({ id }: { id: number }) {
  const {
    data: c,
    error,
    isPending,
  } = useQuery<ChantierDetail>({
    queryKey: ["/api/chantiers", String(id)],
    refetchOnMount: "always",
  });
  const refresh = useRefreshChantier(id);
  if (isPending) return <p className="text-muted">Chargement…</p>;
  if (error) return <p className="text-danger">{errorMessage(error)}</p>;
  const phone = c.clientPhone.replace(/\s/g, "");
  return (
    <>
      <Link
        to={c.office ? adminPaths.chantiers : adminPaths.myChantiers}
        className="text-sm text-walnut hover:underline"
      >
        ← {c.office ? "Tous les chantiers" : "Mes chantiers"}
      </Link>
      <PageHeader
        title={c.title || c.clientName}
        description={
          <>
            {chantierStatusLabel(c.status)} · {c.clientName} ·{" "}
            {chantierAddress(c) ? (
              <a
                href={mapsUrl(chantierAddress(c))}
                target="_blank"
                rel="noopener noreferrer"
                className="text-walnut underline underline-offset-2"
                data-testid="chantier-address"
              >
                {chantierAddress(c)}
              </a>
            ) : (
              "adresse à préciser"
            )}
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <Card>
            <div className="flex flex-col gap-4">
              <PhotoCapture chantierId={c.id} onSent={refresh} />
              <AddNote chantierId={c.id} />
              {phone && (
                <a href={`tel:${phone}`} className="text-sm text-walnut underline">
                  Appeler le client ({c.clientPhone})
                </a>
              )}
            </div>
          </Card>
          {c.office ? (
            <StepsPanel c={c} />
          ) : (
            <Card title="Étapes">
              <ul className="flex flex-col gap-1 text-sm">
                {c.steps.map((s) => (
                  <li key={s.step}>
                    <strong>{chantierStepLabel(s.step)}</strong> : {stepDates(s)}
                  </li>
                ))}
              </ul>
            </Card>
          )}
          <Photos c={c} />
          <ReceptionPanel c={c} />
          <Card title="Notes internes" description="Jamais montrées au client.">
            {c.notes.length === 0 && <p className="text-sm text-muted">Aucune note.</p>}
            <ul className="flex flex-col gap-2">
              {c.notes.map((n) => (
                <li key={n.id} className="rounded-xl bg-cream p-3 text-sm">
                  <p className="text-xs text-muted">
                    {n.authorName} · {new Date(n.createdAt).toLocaleString("fr-FR")}
                  </p>
                  <p className="whitespace-pre-line">{n.body}</p>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        {c.office && (
          <div className="flex flex-col gap-4">
            <ClientPanel c={c} />
            <TeamPanel c={c} />
            <ClientLinkPanel c={c} />
            <MessagesPanel c={c} />
            <DocumentsPanel c={c} />
            <PublishPanel c={c} />
            {c.leadType && c.leadId && (
              <Link to={adminPaths.lead(c.leadType, c.leadId)} className="text-sm text-walnut underline">
                Voir la demande d'origine
              </Link>
            )}
          </div>
        )}
      </div>
    </>
  );
}

/** « Visible par le client »: changed at once (and said), put back if the server refuses. */
function VisibleToClient({ c, p }: { c: ChantierDetail; p: ChantierPhotoView }) {
  const refresh = useRefreshChantier(c.id);
  const [checked, setChecked] = useState(p.visibleToClient);
  async function toggle() {
    const next = !checked;
    setChecked(next);
    try {
      await apiJson("PATCH", `/api/chantiers/${c.id}/photos/${p.id}`, { visibleToClient: next });
      toast({
        variant: "success",
        title: next ? "Photo visible par le client" : "Photo retirée de la page du client",
      });
      refresh();
    } catch (err) {
      setChecked(!next);
      toast({ title: "Photo non modifiée", description: errorMessage(err), variant: "destructive" });
    }
  }
  return (
    <label className="flex items-center gap-2 text-xs">
      <input type="checkbox" checked={checked} onChange={() => void toggle()} />
      Visible par le client
    </label>
  );
}

/** The photos; the office marks those « visible par le client ». */
function Photos({ c }: { c: ChantierDetail }) {
  return (
    <Card title={`Photos (${c.photos.length})`}>
      {c.photos.length === 0 && <p className="text-sm text-muted">Aucune photo pour le moment.</p>}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {c.photos.map((p) => (
          <li key={p.id} className="flex flex-col gap-1" data-photo-id={p.id}>
            <a href={p.url} target="_blank" rel="noreferrer">
              <img
                src={p.thumbUrl}
                alt={p.caption || `Photo du ${new Date(p.takenAt).toLocaleDateString("fr-FR")}`}
                width={320}
                height={240}
                loading="lazy"
                className="aspect-4/3 w-full rounded-lg object-cover"
              />
            </a>
            <span className="text-xs text-muted">
              {new Date(p.takenAt).toLocaleString("fr-FR")} · {p.takenByName}
            </span>
            {c.office ? (
              <VisibleToClient c={c} p={p} />
            ) : (
              p.visibleToClient && <span className="text-xs text-forest">Visible par le client</span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
