import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { reminderKindLabels, type ReminderKind } from "#domain/receivables-labels.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { btnSmall } from "#app/ui/buttons.ts";

interface RemindersState {
  paused: boolean;
  sent: { step: number; kind: ReminderKind; sentOn: string }[];
}

const day = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString("fr-FR");

/**
 * The automatic reminders of an invoice still owed (docs/paiements.md): those already sent, and
 * « Suspendre les relances » / « Reprendre les relances » (a client who called, a dispute).
 */
export function InvoiceReminders({ invoiceId }: { invoiceId: number }) {
  const url = `/api/factures/${invoiceId}/relances`;
  const client = useQueryClient();
  const { data } = useQuery<RemindersState>({ queryKey: [url], refetchOnMount: "always" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  if (!data) return null;

  async function toggle(paused: boolean) {
    setBusy(true);
    setError("");
    try {
      client.setQueryData([url], await apiJson<RemindersState>("PUT", url, { paused }));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const sent = [...data.sent].sort((a, b) => a.step - b.step);
  return (
    <section
      aria-label="Relances"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4"
    >
      <div className="grid gap-1">
        <p className={data.paused ? "font-semibold text-danger" : "font-medium"}>
          {data.paused ? "Relances suspendues" : "Relances automatiques actives"}
        </p>
        <p className="text-muted">
          {sent.length === 0
            ? "Aucune relance envoyée."
            : `Envoyées : ${sent.map((s) => `${reminderKindLabels[s.kind]} le ${day(s.sentOn)}`).join(", ")}.`}
        </p>
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
      </div>
      <button type="button" className={btnSmall} disabled={busy} onClick={() => void toggle(!data.paused)}>
        {data.paused ? "Reprendre les relances" : "Suspendre les relances"}
      </button>
    </section>
  );
}
