import { useQuery } from "@tanstack/react-query";
import { counted } from "#domain/typography.ts";
import { useState } from "react";
import { Link } from "react-router";
import { frenchDay } from "#domain/devis-format.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";
import { Card } from "#app/ui/card.tsx";
import { textareaClass } from "#app/ui/field.tsx";
import { toast } from "#app/ui/toast.tsx";
import { SignatureLocked } from "#app/ui/signature-lock.tsx";
import { useRefreshChantier } from "./field-actions.tsx";
import type { ChantierDetail } from "./types.ts";

/** GET /api/chantiers/:id/reception (server/modules/chantiers/reception.ts). */
interface ReceptionView {
  status: "absent" | "a_signer" | "signe";
  reservations?: string[];
  pdfDate?: string;
  signedAt?: string | null;
  receptionDate?: string | null;
  signedBy?: string | null;
  /** The company's signature, given first by the member doing the réception. */
  companySigned?: { by: string; at: string } | null;
  /** Online signing locked after too many codes: the office reopens it. */
  locked?: boolean;
  warranties?: { key: string; label: string; until: string }[];
  publishConsentAt: string | null;
  /** Why the client cannot sign yet (a step still planned after today) and what to do; null when he can. */
  blockedBy?: string | null;
}

const useReception = (id: number) =>
  useQuery<ReceptionView>({ queryKey: ["/api/chantiers", String(id), "reception"], refetchOnMount: "always" });

/**
 * « Procès-verbal de réception » (docs/chantiers.md): the reservations noted on site (by the
 * office or the craftsman on his phone), the PDF, then the client's signature on his page.
 */
export function ReceptionPanel({ c }: { c: ChantierDetail }) {
  const { data: r } = useReception(c.id);
  const refresh = useRefreshChantier(c.id);
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!r) return null;
  const pdf = `/api/chantiers/${c.id}/reception/pv.pdf`;
  if (r.status === "signe")
    return (
      <Card title="Procès-verbal de réception">
        <p className="text-sm">
          <strong>Signé</strong> par {r.signedBy} : réception du {frenchDay(r.receptionDate ?? "")},{" "}
          {r.reservations?.length ? `avec ${counted(r.reservations.length, "réserve")}` : "sans réserve"}.
        </p>
        <ul className="mt-2 text-sm">
          {r.warranties?.map((w) => (
            <li key={w.key}>
              {w.label} : jusqu'au <strong>{frenchDay(w.until)}</strong>
            </li>
          ))}
        </ul>
        <a href={pdf} className={`${btnSmall} mt-3`} target="_blank" rel="noreferrer">
          Procès-verbal signé (PDF)
        </a>
      </Card>
    );
  const value = text ?? (r.reservations ?? []).join("\n");
  async function post(path: string, ok: string, failed: string) {
    setBusy(true);
    try {
      await apiJson("POST", `/api/chantiers/${c.id}/reception/${path}`);
      toast({ title: ok, variant: "success" });
      refresh();
    } catch (err) {
      toast({ title: failed, description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  async function save() {
    try {
      await apiJson("PUT", `/api/chantiers/${c.id}/reception`, { reservations: value.split("\n") });
      toast({ title: "Procès-verbal prêt à signer", variant: "success" });
      setText(null);
      refresh();
    } catch (err) {
      toast({ title: "Procès-verbal non enregistré", description: errorMessage(err), variant: "destructive" });
    }
  }
  return (
    <Card
      title="Procès-verbal de réception"
      description="Notez les réserves éventuelles, une par ligne ; sans réserve, laissez vide. Signez pour l'entreprise, puis le client signe à son tour sur sa page de suivi."
    >
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-forest-dark">Réserves</span>
        <textarea className={textareaClass} rows={4} value={value} onChange={(e) => setText(e.target.value)} />
      </label>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" className={btnSmallPrimary} onClick={() => void save()}>
          {r.status === "absent" ? "Préparer le procès-verbal" : "Enregistrer les réserves"}
        </button>
        {r.status === "a_signer" && (
          <a href={pdf} className={btnSmall} target="_blank" rel="noreferrer">
            Voir le PDF
          </a>
        )}
        {r.status === "a_signer" && !r.companySigned && (
          <button
            type="button"
            className={btnSmallPrimary}
            disabled={busy || text !== null}
            onClick={() =>
              void post(
                "signer-entreprise",
                "Signé pour l'entreprise : le client est invité à signer",
                "Signature non enregistrée",
              )
            }
          >
            Signer pour l'entreprise
          </button>
        )}
      </div>
      {r.companySigned && (
        <p className="mt-2 text-sm text-forest-dark" data-testid="company-signed">
          Signé pour l'entreprise par <strong>{r.companySigned.by}</strong> le{" "}
          {new Date(r.companySigned.at).toLocaleString("fr-FR", {
            dateStyle: "long",
            timeStyle: "short",
            timeZone: "Europe/Paris",
          })}
          .
        </p>
      )}
      {r.locked && (
        <div className="mt-2">
          <SignatureLocked
            what="ce procès-verbal"
            busy={busy}
            onReopen={() =>
              void post(
                "deverrouiller",
                "Signature en ligne rouverte : le client en est averti",
                "Réouverture impossible",
              )
            }
          />
        </div>
      )}
      {r.blockedBy ? (
        <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-forest-dark" role="status">
          {r.blockedBy}
        </p>
      ) : (
        r.status === "a_signer" && (
          <p className="mt-2 text-sm text-muted">
            À signer par le client sur sa page de suivi (code reçu par e-mail) : il a reçu un e-mail l'y invitant.
          </p>
        )
      )}
    </Card>
  );
}

/**
 * « Publier en réalisation » (docs/chantiers.md): with the client's consent, the chosen photos
 * (and a before/after pair among them) become a draft portfolio project, commune only.
 */
export function PublishPanel({ c }: { c: ChantierDetail }) {
  const { data: r } = useReception(c.id);
  const [chosen, setChosen] = useState<number[]>([]);
  const [pair, setPair] = useState({ before: 0, after: 0 });
  const [created, setCreated] = useState<{ editUrl: string } | null>(null);
  const [story, setStory] = useState("");
  if (!r) return null;
  const ready = c.photos.filter((p) => p.state === "ready");
  if (!r.publishConsentAt)
    return (
      <Card title="Publier en réalisation">
        <p className="text-sm text-muted">
          Le client n'a pas donné son accord pour publier des photos de ce chantier. Il peut le donner en signant le
          procès-verbal de réception ou sur sa page de suivi.
        </p>
      </Card>
    );
  const toggle = (id: number) => setChosen(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  async function publish() {
    try {
      const pairs = pair.before && pair.after ? [pair] : [];
      const res = await apiJson<{ editUrl: string }>("POST", `/api/chantiers/${c.id}/publication`, {
        photoIds: chosen,
        pairs,
        story,
      });
      setCreated(res);
      toast({ title: "Projet créé en brouillon", variant: "success" });
    } catch (err) {
      toast({ title: "Projet non créé", description: errorMessage(err), variant: "destructive" });
    }
  }
  const select = (side: "before" | "after", label: string) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-forest-dark">{label}</span>
      <select
        className="rounded-lg border border-line px-3 py-2 text-sm"
        value={pair[side]}
        onChange={(e) => setPair({ ...pair, [side]: Number(e.target.value) })}
      >
        <option value={0}>Aucune</option>
        {chosen.map((id) => (
          <option key={id} value={id}>
            Photo {chosen.indexOf(id) + 1}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Card
      title="Publier en réalisation"
      description={`Accord du client donné le ${new Date(r.publishConsentAt).toLocaleDateString("fr-FR")}. Choisissez les photos (la première sera la photo principale) : un projet non publié est créé, avec la commune seulement.`}
    >
      <ul className="grid grid-cols-3 gap-2">
        {ready.map((p) => (
          <li key={p.id}>
            <label className="flex flex-col gap-1 text-xs">
              <img
                src={p.thumbUrl}
                alt={p.caption || `Photo du ${new Date(p.takenAt).toLocaleDateString("fr-FR")}`}
                width={160}
                height={120}
                className="aspect-4/3 w-full rounded-lg object-cover"
              />
              <span className="flex items-center gap-1">
                <input type="checkbox" checked={chosen.includes(p.id)} onChange={() => toggle(p.id)} />
                {chosen.includes(p.id) ? `Photo ${chosen.indexOf(p.id) + 1}` : "Choisir"}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <label className="mt-3 flex flex-col gap-1 text-sm">
        <span className="font-medium text-forest-dark">Votre texte sur ce chantier (facultatif)</span>
        <textarea
          className={textareaClass}
          rows={3}
          value={story}
          onChange={(e) => setStory(e.target.value)}
          placeholder="Le besoin, le bois choisi, la pose… Ce texte sera public : ni nom, ni adresse."
        />
      </label>
      {chosen.length >= 2 && (
        <fieldset className="mt-3 grid grid-cols-2 gap-2">
          <legend className="text-sm font-medium text-forest-dark">Avant / après (facultatif)</legend>
          {select("before", "Avant")}
          {select("after", "Après")}
        </fieldset>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" className={btnSmallPrimary} disabled={chosen.length === 0} onClick={() => void publish()}>
          Publier en réalisation
        </button>
        {(created ? [created] : (c.projects ?? [])).map((p) => (
          <Link key={p.editUrl} to={p.editUrl} className="text-sm text-walnut underline">
            Relire et publier le projet
          </Link>
        ))}
      </div>
    </Card>
  );
}
