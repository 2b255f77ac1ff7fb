import { useState } from "react";
import { useRevalidator } from "react-router";
import { dayLabel } from "#domain/agenda-labels.ts";
import type { SlotDay } from "#domain/agenda.ts";
import { formatParisTime } from "#domain/paris-time.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { Card } from "#app/ui/card.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { btnSmallPrimary } from "#app/ui/buttons.ts";

export interface BookableLead {
  id: number;
  firstName: string;
  lastName: string;
  address: string;
  status: string;
}

/** The admin books (or moves) a visit for a lead, e.g. during a phone call: no notice, no area check. */
export function BookByPhone({ leads, days }: { leads: BookableLead[]; days: SlotDay[] }) {
  const revalidator = useRevalidator();
  const [leadId, setLeadId] = useState("");
  const [start, setStart] = useState("");
  const [address, setAddress] = useState("");
  const [busy, setBusy] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await apiJson("POST", `/api/admin/agenda/leads/${leadId}/visit`, { start, address });
      toast({ title: "Visite réservée", description: "Le client reçoit l'invitation par e-mail." });
      setLeadId("");
      setStart("");
      revalidator.revalidate();
    } catch (err) {
      toast({ title: "Erreur", description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card
      title="Réserver une visite par téléphone"
      description="Pour un client qui appelle : il reçoit l'invitation par e-mail."
    >
      <form onSubmit={submit} className="grid gap-4 md:grid-cols-3">
        <Field label="Demande">
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={leadId}
              required
              onChange={(e) => {
                setLeadId(e.target.value);
                setAddress(leads.find((l) => String(l.id) === e.target.value)?.address ?? "");
              }}
            >
              <option value="">Choisir…</option>
              {leads.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.firstName} {l.lastName} (n° {l.id})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Créneau">
          {(p) => (
            <select {...p} className={inputClass} value={start} required onChange={(e) => setStart(e.target.value)}>
              <option value="">Choisir…</option>
              {days.map((d) => (
                <optgroup key={d.day} label={dayLabel(d.day)}>
                  {d.slots.map((s) => (
                    <option key={s.start} value={s.start}>
                      {dayLabel(d.day)} · {formatParisTime(s.start)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Field label="Adresse du chantier">
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={address}
              required
              onChange={(e) => setAddress(e.target.value)}
            />
          )}
        </Field>
        <div className="md:col-span-3">
          <button type="submit" className={btnSmallPrimary} disabled={busy || !leadId || !start}>
            Réserver la visite
          </button>
        </div>
      </form>
    </Card>
  );
}
