import { useState } from "react";
import { TimeSelect } from "#app/ui/time-select.tsx";
import type { AgendaSettings } from "#domain/agenda.ts";
import { weekDays } from "#domain/business.ts";
import { apiJson, ApiError, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { Card } from "#app/ui/card.tsx";
import { Field, inputClass, textareaClass } from "#app/ui/field.tsx";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";

const lines = (value: string) =>
  value
    .split(/\r?\n|,/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The fields' errors of a 400 answer (`errors` of the JSON). */
function fieldErrorsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  try {
    return (JSON.parse(err.body) as { errors?: Record<string, string> }).errors ?? {};
  } catch {
    return {};
  }
}

/** /admin/agenda/disponibilites: weekly windows, visit length, buffer, notice, horizon, served area. */
export function AgendaSettingsForm({ initial, areaServed }: { initial: AgendaSettings; areaServed: string[] }) {
  const [values, setValues] = useState(initial);
  const [communes, setCommunes] = useState(initial.areaCommunes.join("\n"));
  const [postal, setPostal] = useState(initial.postalPrefixes.join(", "));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const setDay = (day: number, windows: AgendaSettings["week"][number]) =>
    setValues((v) => ({ ...v, week: v.week.map((w, i) => (i === day ? windows : w)) }));
  const number = (
    key: "visitMinutes" | "bufferMinutes" | "noticeHours" | "horizonDays",
    label: string,
    unit: string,
  ) => (
    <Field label={`${label} (${unit})`} error={errors[key]}>
      {(p) => (
        <input
          {...p}
          type="number"
          min={0}
          className={inputClass}
          value={values[key]}
          onChange={(e) => setValues((v) => ({ ...v, [key]: Number(e.target.value) }))}
        />
      )}
    </Field>
  );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const body = { ...values, areaCommunes: lines(communes), postalPrefixes: lines(postal) };
      await apiJson("PUT", "/api/admin/agenda/settings", body);
      setErrors({});
      toast({ title: "Disponibilités enregistrées", description: "Les créneaux proposés suivent dès maintenant." });
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toast({ title: "Erreur", description: errorMessage(err), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <Card
        title="Plages des visites"
        description="Les créneaux restent toujours dans les horaires d'ouverture (« Entreprise »), hors fermetures et jours fériés."
      >
        <div className="space-y-3">
          {weekDays.map((name, day) => (
            <div key={name} className="flex flex-wrap items-end gap-3 border-b border-line pb-3 last:border-0">
              <span className="w-24 text-sm font-medium text-forest-dark">{name}</span>
              {values.week[day].length === 0 && <span className="text-sm text-muted">Pas de visite</span>}
              {values.week[day].map((w, i) => (
                <div key={i} className="flex items-end gap-2">
                  {(["start", "end"] as const).map((edge) => (
                    <Field key={edge} label={edge === "start" ? "De" : "À"} error={errors[`week.${day}.${i}.${edge}`]}>
                      {(p) => (
                        <TimeSelect
                          {...p}
                          value={w[edge]}
                          onChange={(v) =>
                            setDay(
                              day,
                              values.week[day].map((x, j) => (j === i ? { ...x, [edge]: v } : x)),
                            )
                          }
                        />
                      )}
                    </Field>
                  ))}
                  <button
                    type="button"
                    className={btnSmall}
                    onClick={() =>
                      setDay(
                        day,
                        values.week[day].filter((_, j) => j !== i),
                      )
                    }
                    aria-label={`Retirer la plage ${i + 1} du ${name.toLowerCase()}`}
                  >
                    Retirer
                  </button>
                </div>
              ))}
              {values.week[day].length < 3 && (
                <button
                  type="button"
                  className={btnSmall}
                  onClick={() => setDay(day, [...values.week[day], { start: "14:00", end: "17:30" }])}
                >
                  Ajouter une plage
                </button>
              )}
            </div>
          ))}
        </div>
      </Card>
      <Card title="Durées">
        <div className="grid gap-4 sm:grid-cols-2">
          {number("visitMinutes", "Durée d'une visite", "minutes")}
          {number("bufferMinutes", "Temps de trajet entre deux visites", "minutes")}
          {number("noticeHours", "Délai minimal avant une visite", "heures")}
          {number("horizonDays", "Réservable jusqu'à", "jours")}
        </div>
      </Card>
      <Card
        title="Zone d'intervention"
        description={`Une adresse est acceptée si elle nomme une commune de la zone (« Entreprise » : ${areaServed.join(", ")}) ou une des communes ci-dessous, ou si son code postal commence par un des préfixes. Sinon, le visiteur est invité à appeler.`}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Autres communes (une par ligne)" optional error={errors.areaCommunes}>
            {(p) => (
              <textarea
                {...p}
                rows={4}
                className={textareaClass}
                value={communes}
                onChange={(e) => setCommunes(e.target.value)}
              />
            )}
          </Field>
          <Field
            label="Codes postaux desservis (début, séparés par des virgules)"
            hint="33 = toute la Gironde"
            error={errors.postalPrefixes}
          >
            {(p) => <input {...p} className={inputClass} value={postal} onChange={(e) => setPostal(e.target.value)} />}
          </Field>
        </div>
      </Card>
      <Card title="Notifications">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={values.pushEveryLead}
            onChange={(e) => setValues((v) => ({ ...v, pushEveryLead: e.target.checked }))}
          />
          Une notification sur les téléphones activés à chaque nouvelle demande (pas seulement après une heure
          d'attente)
        </label>
      </Card>
      <button type="submit" className={btnSmallPrimary} disabled={saving}>
        {saving ? "Enregistrement…" : "Enregistrer"}
      </button>
    </form>
  );
}
