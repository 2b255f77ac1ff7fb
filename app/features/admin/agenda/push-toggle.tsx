import { useEffect, useState } from "react";
import { apiJson, errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";

type State = "loading" | "unsupported" | "off" | "on";

const SCOPE = "/admin/";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** « Notifications sur ce téléphone »: subscribes this browser to the web push alerts (service worker /admin-sw.js). */
export function PushToggle() {
  const [state, setState] = useState<State>("loading");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
      setState("unsupported");
      return;
    }
    currentSubscription().then(
      (s) => setState(s ? "on" : "off"),
      () => setState("off"),
    );
  }, []);

  async function enable() {
    if ((await Notification.requestPermission()) !== "granted") {
      toast({
        title: "Notifications refusées",
        description: "Autorisez les notifications pour ce site dans les réglages du navigateur.",
        variant: "destructive",
      });
      return;
    }
    await navigator.serviceWorker.register("/admin-sw.js", { scope: SCOPE });
    const registration = await navigator.serviceWorker.ready;
    const { publicKey } = await apiJson<{ publicKey: string }>("GET", "/api/admin/agenda/push/key");
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    await apiJson("POST", "/api/admin/agenda/push/subscriptions", subscription.toJSON());
    setState("on");
    toast({ title: "Notifications activées", description: "Ce téléphone sera prévenu des demandes en attente." });
  }

  async function disable() {
    const subscription = await currentSubscription();
    if (subscription) {
      await apiJson("DELETE", "/api/admin/agenda/push/subscriptions", { endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    }
    setState("off");
  }

  async function toggle() {
    setBusy(true);
    try {
      await (state === "on" ? disable() : enable());
    } catch (err) {
      toast({ title: "Erreur", description: errorMessage(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  if (state === "unsupported")
    return (
      <p className="text-sm text-muted">
        Ce navigateur ne reçoit pas les notifications (sur iPhone : ajoutez d'abord le site à l'écran d'accueil).
      </p>
    );
  return (
    <button
      type="button"
      role="switch"
      aria-checked={state === "on"}
      className={state === "on" ? btnSmallPrimary : btnSmall}
      disabled={busy || state === "loading"}
      onClick={() => void toggle()}
    >
      Notifications sur ce téléphone : {state === "on" ? "activées" : "désactivées"}
    </button>
  );
}
