import { useQueryClient } from "@tanstack/react-query";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmall, btnSmallDanger } from "#app/ui/buttons.ts";
import { Card } from "#app/ui/card.tsx";
import { formatDateTime, JOURNAL_QUERY, SECURITY_QUERY, type SecurityOverview } from "./types";

/** 'Appareils connectés': every open session, 'Déconnecter' one, or all the others. */
export function SessionsCard({ sessions }: { sessions: SecurityOverview["sessions"] }) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SECURITY_QUERY }),
      queryClient.invalidateQueries({ queryKey: JOURNAL_QUERY }),
    ]);
  const others = sessions.filter((s) => !s.current).length;

  async function run(method: string, url: string, title: string) {
    try {
      await apiJson(method, url);
      toast({ title, variant: "success" });
      await refresh();
    } catch (err) {
      toast({ title: "Action impossible", description: errorMessage(err), variant: "destructive" });
    }
  }

  return (
    <Card
      title="Appareils connectés"
      description="Les sessions ouvertes sur votre compte. Un appareil inconnu ? Déconnectez-le et changez votre mot de passe."
      actions={
        others > 0 && (
          <button
            type="button"
            className={btnSmall}
            onClick={() => run("POST", "/api/account/sessions/end-others", "Autres appareils déconnectés")}
          >
            Déconnecter tous les autres appareils
          </button>
        )
      }
    >
      <ul className="divide-y divide-line" aria-label="Sessions ouvertes">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session-row">
            <div className="min-w-0">
              <p className="font-medium text-forest-dark">
                {s.label}
                {s.current && (
                  <span className="ml-2 rounded-full bg-forest/10 px-2 py-0.5 text-xs font-semibold text-forest">
                    cet appareil
                  </span>
                )}
              </p>
              <p className="text-xs text-muted">
                Adresse IP (lieu approximatif) : {s.ip || "inconnue"} · Connexion : {s.method}
              </p>
              <p className="text-xs text-muted">
                Ouverte le {formatDateTime(s.createdAt)} · Dernière activité : {formatDateTime(s.lastSeenAt)}
              </p>
            </div>
            {!s.current && (
              <button
                type="button"
                className={btnSmallDanger}
                onClick={() => run("DELETE", `/api/account/sessions/${s.id}`, "Appareil déconnecté")}
              >
                Déconnecter
              </button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
