import { useState, type FormEvent } from "react";
import { chantierStepLabel, chantierStatusOptions } from "#domain/chantiers.ts";
import { parisDate } from "#domain/business.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmall, btnSmallDanger, btnSmallPrimary } from "#app/ui/buttons.ts";
import { Card } from "#app/ui/card.tsx";
import { useRefreshChantier } from "./field-actions.tsx";
import type { ChantierDetail } from "./types.ts";

export const input = "rounded-lg border border-line px-3 py-2 text-sm";

/** Runs an API call, toasts its result and re-reads the chantier. */
export function useAction(id: number) {
  const refresh = useRefreshChantier(id);
  return async (done: string, call: () => Promise<unknown>) => {
    try {
      await call();
      toast({ title: done, variant: "success" });
      refresh();
      return true;
    } catch (err) {
      toast({ title: "Action impossible", description: errorMessage(err), variant: "destructive" });
      return false;
    }
  };
}

/** Status and client (name, e-mail, phone, address). */
export function ClientPanel({ c }: { c: ChantierDetail }) {
  const act = useAction(c.id);
  const [v, setV] = useState({
    status: c.status,
    clientName: c.clientName,
    clientEmail: c.clientEmail,
    clientPhone: c.clientPhone,
    street: c.street,
    postalCode: c.postalCode,
    commune: c.commune,
  });
  const field = (key: keyof typeof v, label: string, type = "text") => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-forest-dark">{label}</span>
      <input type={type} className={input} value={v[key]} onChange={(e) => setV({ ...v, [key]: e.target.value })} />
    </label>
  );
  return (
    <Card title="Client et adresse">
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void act("Chantier enregistré", () => apiJson("PATCH", `/api/chantiers/${c.id}`, v));
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-forest-dark">État</span>
          <select className={input} value={v.status} onChange={(e) => setV({ ...v, status: e.target.value })}>
            {chantierStatusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        {field("clientName", "Nom du client")}
        {field("clientEmail", "E-mail du client", "email")}
        {field("clientPhone", "Téléphone", "tel")}
        {field("street", "Rue")}
        {field("postalCode", "Code postal")}
        {field("commune", "Commune")}
        <div className="sm:col-span-2">
          <button type="submit" className={btnSmallPrimary}>
            Enregistrer
          </button>
        </div>
      </form>
    </Card>
  );
}

/** The four steps: planned dates and the day each was done. */
export function StepsPanel({ c }: { c: ChantierDetail }) {
  const act = useAction(c.id);
  const save = (step: string, key: "plannedStart" | "plannedEnd" | "doneOn", value: string) =>
    act("Étape enregistrée", () => apiJson("PUT", `/api/chantiers/${c.id}/steps/${step}`, { [key]: value || null }));
  return (
    <Card title="Étapes">
      <ul className="divide-y divide-line">
        {c.steps.map((s) => (
          <li key={s.step} className="grid gap-2 py-3 sm:grid-cols-4 sm:items-end">
            <span className="font-semibold text-forest-dark">{chantierStepLabel(s.step)}</span>
            {(
              [
                ["plannedStart", "Début prévu"],
                ["plannedEnd", "Fin prévue"],
                ["doneOn", "Fait le"],
              ] as const
            ).map(([key, label]) => (
              <label key={key} className="flex flex-col gap-1 text-xs text-muted">
                {label}
                <input
                  type="date"
                  className={input}
                  defaultValue={s[key] ?? ""}
                  max={key === "doneOn" ? parisDate(new Date()) : undefined}
                  onBlur={(e) => e.target.value !== (s[key] ?? "") && void save(s.step, key, e.target.value)}
                />
              </label>
            ))}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The craftsmen assigned (a compagnon sees only these chantiers). */
export function TeamPanel({ c }: { c: ChantierDetail }) {
  const act = useAction(c.id);
  const [chosen, setChosen] = useState("");
  const free = c.assignable.filter((u) => !c.members.some((m) => m.id === u.id));
  return (
    <Card title="Équipe sur le chantier">
      {c.members.length === 0 && <p className="text-sm text-muted">Personne n'est encore attribué à ce chantier.</p>}
      <ul className="mb-3 flex flex-wrap gap-2">
        {c.members.map((m) => (
          <li key={m.id} className="flex items-center gap-2 rounded-full border border-line px-3 py-1 text-sm">
            {m.name}
            <button
              type="button"
              className="text-danger underline"
              onClick={() =>
                void act("Retiré du chantier", () => apiJson("DELETE", `/api/chantiers/${c.id}/members/${m.id}`))
              }
            >
              Retirer<span className="sr-only"> {m.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="assign" className="sr-only">
          Membre à attribuer
        </label>
        <select id="assign" className={input} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Choisir un membre…</option>
          {free.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={btnSmall}
          disabled={!chosen}
          onClick={() =>
            void act("Membre attribué", () =>
              apiJson("POST", `/api/chantiers/${c.id}/members`, { userId: Number(chosen) }),
            )
          }
        >
          Attribuer
        </button>
      </div>
    </Card>
  );
}

/** The client's link (created once, copied, revoked), the thread with the client. */
export function ClientLinkPanel({ c }: { c: ChantierDetail }) {
  const act = useAction(c.id);
  const [url, setUrl] = useState<string | null>(null);
  const create = async (send: boolean) => {
    try {
      const r = await apiJson<{ url: string }>("POST", `/api/chantiers/${c.id}/access`, { send });
      setUrl(r.url);
      toast({ title: send ? "Lien créé et envoyé au client" : "Lien créé", variant: "success" });
      await act("Lien prêt", () => Promise.resolve());
    } catch (err) {
      toast({ title: "Lien non créé", description: errorMessage(err), variant: "destructive" });
    }
  };
  return (
    <Card
      title="Page du client"
      description="Le client y voit les étapes, les photos « visibles par le client », les documents, et peut vous écrire."
    >
      <p className="text-sm">
        {c.access.active
          ? `Lien actif (créé par ${c.access.active.createdByName || "le bureau"}) · ${c.access.views} consultation${c.access.views > 1 ? "s" : ""}`
          : "Aucun lien actif."}
      </p>
      {url && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <input readOnly value={url} className={`${input} min-w-0 flex-1`} aria-label="Lien du client" />
          <button
            type="button"
            className={btnSmall}
            onClick={() => void navigator.clipboard.writeText(url).then(() => toast({ title: "Lien copié" }))}
          >
            Copier
          </button>
        </div>
      )}
      <p className="mt-1 text-xs text-muted">
        Pour votre sécurité, le lien n'est affiché qu'à sa création ; un nouveau lien désactive le précédent.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={btnSmallPrimary} onClick={() => void create(false)}>
          Créer un lien
        </button>
        <button type="button" className={btnSmall} onClick={() => void create(true)} disabled={!c.clientEmail}>
          Créer et envoyer par e-mail
        </button>
        {c.access.active && (
          <button
            type="button"
            className={btnSmallDanger}
            onClick={() => {
              setUrl(null);
              void act("Lien révoqué", () => apiJson("DELETE", `/api/chantiers/${c.id}/access`));
            }}
          >
            Révoquer le lien
          </button>
        )}
      </div>
    </Card>
  );
}
