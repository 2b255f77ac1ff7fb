import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { Fingerprint } from "lucide-react";
import { useEffect, useState } from "react";
import { ApiError, apiJson } from "#app/lib/api-client.ts";
import { toast } from "#app/ui/toast.tsx";
import { wrongAddressMessage } from "./site-address";

type LoginAnswer = { mustChangePassword: boolean };

async function passkeyLogin(autofill: boolean): Promise<LoginAnswer> {
  const { options, challengeId } = await apiJson<{
    options: PublicKeyCredentialRequestOptionsJSON;
    challengeId: string;
  }>("POST", "/api/auth/passkey/options");
  const response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
  return apiJson<LoginAnswer>("POST", "/api/auth/passkey", { challengeId, response });
}

function cancelled(error: unknown) {
  const name = (error as { name?: string } | null)?.name;
  return name === "AbortError" || (error as { code?: string } | null)?.code === "ERROR_CEREMONY_ABORTED";
}

/**
 * 'Se connecter avec une clé d'accès' and, where the browser supports it, the passkey offered in
 * the username field's autofill (conditional UI: `autocomplete="username webauthn"`).
 */
export function PasskeyLogin({
  onSuccess,
  disabled,
  siteUrl,
}: {
  onSuccess(answer: LoginAnswer): void;
  disabled: boolean;
  siteUrl: string;
}) {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const wrongAddress = wrongAddressMessage(siteUrl);

  useEffect(() => {
    if (!browserSupportsWebAuthn()) return;
    setSupported(true);
    let active = true;
    void browserSupportsWebAuthnAutofill().then((autofill) => {
      if (!autofill || !active) return;
      passkeyLogin(true).then(
        (answer) => active && onSuccess(answer),
        () => {
          /* aborted by the button or ignored by the user: nothing to say */
        },
      );
    });
    return () => {
      active = false;
    };
    // Once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onClick() {
    setBusy(true);
    try {
      onSuccess(await passkeyLogin(false));
    } catch (error) {
      const elsewhere = wrongAddress();
      if (elsewhere || !cancelled(error) || error instanceof ApiError) {
        toast({
          title: "Erreur de connexion",
          description:
            elsewhere ??
            (error instanceof ApiError ? error.serverMessage : "La clé d'accès n'a pas été utilisée. Réessayez."),
          variant: "destructive",
        });
      }
      setBusy(false);
    }
  }

  if (!supported) return null;
  return (
    <div className="mt-4">
      <div className="my-4 flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        ou
        <span className="h-px flex-1 bg-line" />
      </div>
      <button type="button" className="btn-outline w-full" onClick={onClick} disabled={disabled || busy}>
        <Fingerprint aria-hidden="true" className="size-4" />
        {busy ? "Connexion..." : "Se connecter avec une clé d'accès"}
      </button>
    </div>
  );
}
