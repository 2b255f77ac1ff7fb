import { useCallback, useEffect, useState } from "react";
import type { ReceivablesView } from "#server/modules/receivables/types.ts";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";

/** GET /api/encaissements, with a reload after a change (« Suspendre les relances »). */
export function useReceivables() {
  const [data, setData] = useState<ReceivablesView | null>(null);
  const [error, setError] = useState("");
  const load = useCallback(() => {
    apiJson<ReceivablesView>("GET", "/api/encaissements").then(
      (view) => {
        setData(view);
        setError("");
      },
      (err: unknown) => setError(errorMessage(err)),
    );
  }, []);
  useEffect(load, [load]);
  return { data, error, reload: load };
}
