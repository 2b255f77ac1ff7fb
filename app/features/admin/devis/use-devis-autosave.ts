import { useCallback, useEffect, useRef, useState } from "react";
import type { DevisInput, DevisView } from "#domain/devis.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";

export type DevisSaveStatus = "saved" | "dirty" | "saving" | "error";

/**
 * Autosave of a draft devis, as the article editor does: 800 ms after the last change the whole
 * form is PUT; the status says « Tout est enregistré » / « Enregistrement… » / « Modifications non
 * enregistrées ». The server accepts an unfinished devis (refusals come at sending), so a save
 * fails only on a real error, shown with its message. `flush()` saves at once (before sending).
 */
export function useDevisAutosave(
  id: string,
  form: DevisInput | null,
  enabled: boolean,
  onSaved: (view: DevisView) => void,
) {
  const [status, setStatus] = useState<DevisSaveStatus>("saved");
  const [message, setMessage] = useState("");
  const saved = useRef<string | null>(null);
  const latest = useRef<DevisInput | null>(form);
  const running = useRef<Promise<void> | null>(null);
  const savedCallback = useRef(onSaved);
  useEffect(() => {
    latest.current = form;
    savedCallback.current = onSaved;
  });

  const save = useCallback(async (): Promise<void> => {
    if (running.current) await running.current;
    const value = latest.current;
    if (!value) return;
    const json = JSON.stringify(value);
    if (json === saved.current) return;
    setStatus("saving");
    const run = (async () => {
      try {
        const view = await apiJson<DevisView>("PUT", `/api/devis/${id}`, value);
        saved.current = json;
        setMessage("");
        setStatus(JSON.stringify(latest.current) === json ? "saved" : "dirty");
        savedCallback.current(view);
      } catch (err) {
        setStatus("error");
        setMessage(errorMessage(err));
        throw err;
      }
    })();
    running.current = run.finally(() => {
      running.current = null;
    });
    return run;
  }, [id]);

  const json = form ? JSON.stringify(form) : null;
  useEffect(() => {
    if (!enabled || json === null || json === saved.current) return;
    setStatus((s) => (s === "saving" ? s : "dirty"));
    const timer = setTimeout(() => void save().catch(() => {}), 800);
    return () => clearTimeout(timer);
  }, [enabled, json, save]);

  const text =
    status === "saving"
      ? "Enregistrement…"
      : status === "saved"
        ? "Tout est enregistré"
        : "Modifications non enregistrées";
  return { status, text, message, dirty: enabled && status !== "saved", flush: save };
}

/** The editable part of a devis, as the editor keeps it. */
export function inputOf(d: DevisView): DevisInput {
  const { client, siteAddress, channel, premises, title, lines, note } = d;
  const { depositPercent, validityDays, paymentTerms, leadTime } = d;
  return {
    client,
    siteAddress,
    channel,
    premises,
    title,
    lines,
    note,
    depositPercent,
    validityDays,
    paymentTerms,
    leadTime,
  };
}
