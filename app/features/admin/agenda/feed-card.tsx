import { useRevalidator } from "react-router";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { Card } from "#app/ui/card.tsx";
import { inputClass } from "#app/ui/field.tsx";
import { btnSmall, btnSmallDanger } from "#app/ui/buttons.ts";
import { PushToggle } from "./push-toggle.tsx";

/** The calendar subscription (revocable) and the phone's notifications. */
export function FeedCard({ feedUrl }: { feedUrl: string }) {
  const revalidator = useRevalidator();
  async function revoke() {
    if (
      !window.confirm("L'ancienne adresse ne fonctionnera plus : il faudra abonner de nouveau vos agendas. Continuer ?")
    )
      return;
    try {
      await apiJson("POST", "/api/admin/agenda/feed", {});
      toast({ title: "Nouvelle adresse créée", description: "L'ancienne ne répond plus." });
      revalidator.revalidate();
    } catch (err) {
      toast({ title: "Erreur", description: errorMessage(err), variant: "destructive" });
    }
  }
  return (
    <Card
      title="Dans votre téléphone"
      description="Abonnez l'agenda de votre téléphone (Google Agenda, Apple Calendrier, Outlook) à cette adresse : chaque visite y apparaît. Gardez-la pour vous."
    >
      <input
        readOnly
        className={inputClass}
        value={feedUrl}
        aria-label="Adresse d'abonnement à l'agenda"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={btnSmall} onClick={() => void navigator.clipboard?.writeText(feedUrl)}>
          Copier l'adresse
        </button>
        <a className={btnSmall} href={feedUrl.replace(/^https?:/, "webcal:")}>
          S'abonner sur cet appareil
        </a>
        <button type="button" className={btnSmallDanger} onClick={() => void revoke()}>
          Révoquer l'adresse
        </button>
      </div>
      <div className="mt-5 border-t border-line pt-4">
        <p className="mb-2 text-sm text-muted">
          Alerte quand une demande attend depuis une heure d'ouverture (e-mail à l'atelier et notification sur les
          téléphones activés) :
        </p>
        <PushToggle />
      </div>
    </Card>
  );
}
