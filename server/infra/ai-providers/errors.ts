import { AppError, type ErrorKind } from "#server/errors.ts";

/**
 * Failures of an AI provider, with the French message the admin reads and the kind of error our
 * API answers (server/errors.ts). Upstream bodies are never passed through whole: they may echo parts of the key.
 */
export type AiErrorKind = "key" | "rate-limit" | "outage" | "timeout" | "malformed" | "refused" | "unavailable";

export const aiMessages = {
  key: "La clé d'API du fournisseur d'IA est refusée.",
  "rate-limit": "Le fournisseur d'IA limite les requêtes : réessayez dans un instant.",
  outage: "Le fournisseur d'IA ne répond pas. Réessayez plus tard.",
  timeout: "Le fournisseur d'IA ne répond pas. Réessayez plus tard.",
  malformed: "Le fournisseur d'IA a renvoyé une réponse inattendue. Réessayez.",
  refused: "Le fournisseur d'IA a refusé la demande.",
  // No server variable name for the artisan: the installer's detail is in docs/ai.md.
  audio:
    "La génération audio n'est pas activée sur ce site : elle demande un service d'IA en ligne, que la personne qui a installé le site peut ajouter.",
  video:
    "La génération vidéo n'est pas activée sur ce site : elle demande un service d'IA en ligne, que la personne qui a installé le site peut ajouter.",
  videoNotOffered: "Le fournisseur d'IA configuré ne propose pas la génération vidéo.",
} as const;

/** How each failure of the provider is answered (server/errors.ts; statuses in server/http/errors.ts). */
const errorKindOf: Record<AiErrorKind, ErrorKind> = {
  key: "upstream",
  "rate-limit": "rate-limited",
  outage: "upstream",
  timeout: "timeout",
  malformed: "upstream",
  refused: "upstream",
  unavailable: "not-implemented",
};

export class AiProviderError extends AppError {
  /** What went wrong with the provider. */
  readonly reason: AiErrorKind;
  /** The provider's own HTTP status, when it answered. */
  upstreamStatus?: number;
  constructor(reason: AiErrorKind, message?: string, retryAfterSec?: number) {
    super(errorKindOf[reason], message ?? (reason === "unavailable" ? aiMessages.outage : aiMessages[reason]), {
      retryAfterSec,
    });
    this.name = "AiProviderError";
    this.reason = reason;
  }
}

/** Maps a provider's HTTP status to our error. `detail` is the provider's own message, already redacted. */
export function errorFromStatus(status: number, detail: string, retryAfter: string | null): AiProviderError {
  const error = mapStatus(status, detail, retryAfter);
  error.upstreamStatus = status;
  return error;
}

function mapStatus(status: number, detail: string, retryAfter: string | null): AiProviderError {
  if (status === 401 || status === 403) return new AiProviderError("key");
  if (status === 429) {
    const seconds = Number(retryAfter);
    return new AiProviderError(
      "rate-limit",
      undefined,
      Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined,
    );
  }
  if (status >= 500) return new AiProviderError("outage");
  const reason = detail ? ` (${detail})` : "";
  return new AiProviderError("refused", `${aiMessages.refused}${reason}`);
}
