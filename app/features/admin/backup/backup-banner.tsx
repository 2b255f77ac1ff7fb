import { useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { DatabaseBackup, ShieldAlert } from "lucide-react";
import { apiJson } from "#app/lib/api-client.ts";

/** What the admin layout's loader says of the automatic backups (server/modules/backup/automatic.ts `banner`). */
export interface BackupBannerData {
  enabled: boolean;
  lastGood: string | null;
  failure: string | null;
  phrasePending: boolean;
  sameDisk: boolean;
}

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }).format(
    new Date(iso),
  );

/**
 * Above every admin page: a red banner while the last automatic backup (or its weekly restore
 * drill) failed; for the Gérant, the recovery phrase to print until he confirms he kept it.
 */
export function BackupBanner() {
  const data = useRouteLoaderData<{ backup?: BackupBannerData }>("routes/admin/layout")?.backup;
  if (!data?.enabled) return null;
  return (
    <>
      {data.failure && (
        <div
          role="alert"
          data-testid="backup-failure"
          className="flex items-start gap-3 border-b border-red-300 bg-red-50 px-4 py-3 text-sm text-red-950"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <p className="min-w-0 flex-1">
            <strong className="font-semibold">La sauvegarde automatique a échoué.</strong> {data.failure}{" "}
            {data.lastGood
              ? `Dernière sauvegarde réussie : ${dateTime(data.lastGood)}.`
              : "Aucune sauvegarde n'a encore réussi."}{" "}
            Prévenez la personne qui s'occupe du site.
          </p>
        </div>
      )}
      {data.phrasePending && <RecoveryPhrase sameDisk={data.sameDisk} />}
    </>
  );
}

function RecoveryPhrase({ sameDisk }: { sameDisk: boolean }) {
  const [phrase, setPhrase] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const show = async () => {
    try {
      const answer = await apiJson<{ phrase?: string }>("GET", "/api/admin/backup/phrase");
      if (answer.phrase) setPhrase(answer.phrase);
      else revalidator.revalidate();
    } catch {
      setError("La phrase n'a pas pu être affichée. Réessayez.");
    }
  };
  const confirm = async () => {
    try {
      await apiJson("POST", "/api/admin/backup/phrase/confirm");
      setPhrase(null);
      revalidator.revalidate();
    } catch {
      setError("La confirmation n'a pas été enregistrée. Réessayez.");
    }
  };
  return (
    <section
      aria-labelledby="backup-phrase-title"
      data-testid="backup-phrase"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <div className="flex items-start gap-3">
        <DatabaseBackup aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id="backup-phrase-title" className="font-semibold">
            Imprimez la phrase de secours de vos sauvegardes
          </h2>
          <p>
            Les sauvegardes du site sont chiffrées. Si le serveur est perdu, elles ne peuvent être restaurées qu'avec
            cette phrase : imprimez-la et rangez-la hors de l'atelier (avec vos papiers importants). Elle ne sera plus
            affichée une fois que vous aurez confirmé l'avoir conservée.
            {sameDisk &&
              " Les sauvegardes sont pour l'instant écrites sur le disque du serveur : demandez à la personne qui s'occupe du site de les envoyer ailleurs."}
          </p>
          {phrase ? (
            <>
              <p className="rounded-lg border border-amber-300 bg-white p-3 font-mono text-base tracking-wider break-words text-ink">
                {phrase}
              </p>
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-outline" onClick={() => window.print()}>
                  Imprimer
                </button>
                <button type="button" className="btn-primary" onClick={() => void confirm()}>
                  J'ai imprimé et rangé la phrase
                </button>
              </div>
            </>
          ) : (
            <button type="button" className="btn-primary" onClick={() => void show()}>
              Afficher la phrase de secours
            </button>
          )}
          {error && <p role="alert">{error}</p>}
        </div>
      </div>
    </section>
  );
}
