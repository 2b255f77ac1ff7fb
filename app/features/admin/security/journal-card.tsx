import { useQuery } from "@tanstack/react-query";
import { Card } from "#app/ui/card.tsx";
import { formatDateTime, JOURNAL_QUERY, type JournalEntry } from "./types";

/** 'Journal de sécurité': the last events (kept one year), dates in fr-FR. */
export function JournalCard() {
  const { data, isPending, error } = useQuery<JournalEntry[]>({ queryKey: JOURNAL_QUERY });
  return (
    <Card
      title="Journal de sécurité"
      description="Connexions, verrouillages et changements de sécurité des 12 derniers mois."
    >
      {isPending ? (
        <p className="text-sm text-muted">Chargement…</p>
      ) : error ? (
        <p className="text-sm text-danger">Le journal n'a pas pu être chargé.</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-muted">Aucun événement.</p>
      ) : (
        <div className="-mx-2 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="px-2 py-2 font-medium">
                  Date
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Événement
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Compte
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Méthode
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Adresse IP
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Détail
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line" data-testid="journal">
              {data.map((e) => (
                <tr key={e.id} data-type={e.type}>
                  <td className="px-2 py-2 whitespace-nowrap">{formatDateTime(e.at)}</td>
                  <td className="px-2 py-2">{e.label}</td>
                  <td className="px-2 py-2">{e.username}</td>
                  <td className="px-2 py-2">{e.method}</td>
                  <td className="px-2 py-2">{e.ip}</td>
                  <td className="px-2 py-2">{e.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
