import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseBackupKey } from "#server/infra/backup-crypto.ts";

/** Documented defaults of the first administrator (shown on the login page until changed). */
export const DEFAULT_ADMIN_USERNAME = "admin";
export const DEFAULT_ADMIN_PASSWORD = "admin123";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const bool = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false", "1", "0", "yes", "no"])
      .optional()
      .transform((v) => (v === undefined ? fallback : ["true", "1", "yes"].includes(v))),
  );

/** A duration such as 30s, 15min, 1h, 24h or 7d, in milliseconds; `off` (or 0) is 0: turned off. */
export function parseDuration(value: string): number | null {
  const v = value.trim().toLowerCase();
  if (v === "off" || v === "0") return 0;
  const match = /^(\d+(?:\.\d+)?)\s*(s|min|m|h|d|j)$/.exec(v);
  if (!match) return null;
  const unit = { s: 1_000, min: 60_000, m: 60_000, h: 3_600_000, d: 86_400_000, j: 86_400_000 }[match[2]]!;
  return Math.round(Number(match[1]) * unit);
}

const duration = (fallback: string, bounds: { min: number; max: number }) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(fallback)
      .transform((v) => parseDuration(v) ?? -1)
      .refine(
        (ms) => ms === 0 || (ms >= bounds.min && ms <= bounds.max),
        `durée attendue, par exemple 24h, 1h, 30min, 7d (au moins ${bounds.min / 1000} s), ou off`,
      ),
  );

/** A key prefix in a bucket (`site/`): path segments of safe characters, ending with « / » once given. */
const keyPrefix = (example: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/,
        `lettres, chiffres, . _ - et / seulement, par exemple ${example}`,
      )
      .refine((v) => !v.split("/").some((part) => part === "." || part === ".."), "ni . ni .. comme segment")
      .default("")
      .transform((v) => (v && !v.endsWith("/") ? `${v}/` : v)),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "doit commencer par postgres:// ou postgresql://")
      .optional(),
  ),
  SITE_URL: z.preprocess(
    emptyToUndefined,
    z.url("doit être une adresse complète, par exemple https://www.exemple.fr").optional(),
  ),
  ADMIN_USERNAME: z.preprocess(emptyToUndefined, z.string().min(1).max(100).default(DEFAULT_ADMIN_USERNAME)),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(12, "doit contenir au moins 12 caractères").max(64, "64 caractères au plus").optional(),
  ),
  /** Hops (1 behind one proxy) or the proxies' addresses; `true` would trust any client's X-Forwarded-For. */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("false")
      .refine(
        (v) => !["true", "yes", "on"].includes(v.trim().toLowerCase()),
        "« true » ferait confiance à l'adresse X-Forwarded-For choisie par le visiteur (limites contournées) : indiquez le nombre de proxys devant le site (1 derrière un seul proxy inverse) ou leurs adresses",
      ),
  ),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(["debug", "info", "warn", "error", "silent"]).default("info")),
  /** Mail delivery (leads). Without SMTP_URL the e-mails stay in the outbox, marked as not sent. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "doit commencer par smtp:// ou smtps://")
      .optional(),
  ),
  /** Unset: the trade name of the 'Entreprise' settings, no-reply@ the domain of its e-mail. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Unset: the e-mail of the 'Entreprise' settings. */
  MAIL_TO: z.preprocess(emptyToUndefined, z.string().optional()),
  LEADS_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(36500).default(1095)),
  /** Lead submissions allowed per visitor address in 10 minutes; 0 turns the limit off (load tests). */
  LEADS_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(5)),
  /** Changes (book, move, cancel) of a visit through its link, per link and per visitor address a day; 0 turns it off. */
  VISIT_CHANGES_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(5)),
  /** Delays in seconds before each new attempt of a failed e-mail (the last one repeats). */
  MAIL_RETRY_DELAYS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("60,300,1800,7200,21600,43200,86400")
      .transform((v) => v.split(",").map((d) => Number(d.trim())))
      .refine(
        (list) => list.length > 0 && list.every((d) => Number.isFinite(d) && d >= 0),
        "liste de secondes, par exemple 60,300,1800",
      ),
  ),
  /** Seconds a claim on a quote photo being encoded lasts without renewal (several instances, decision 043). */
  ATTACHMENT_LEASE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(1).max(3600).default(60)),
  /** Seconds before a quote photo's encoding is retried after a storage or database error (then doubled). */
  ATTACHMENT_RETRY_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.1).max(3600).default(10)),
  /** Attempts of one e-mail before it is marked as failed (it stays visible and can be resent). */
  /** The acknowledgement e-mail to the visitor after a quote or contact request (docs/leads.md). */
  MAIL_ACK: bool(true),
  MAIL_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(8)),
  /** AI provider (OpenAI-compatible). Without AI_API_KEY the built-in offline provider is used. */
  AI_BASE_URL: z.preprocess(emptyToUndefined, z.url().default("https://api.openai.com/v1")),
  AI_API_KEY: optionalString,
  AI_TEXT_MODEL: z.preprocess(emptyToUndefined, z.string().default("gpt-4o-mini")),
  AI_IMAGE_MODEL: z.preprocess(emptyToUndefined, z.string().default("gpt-image-1")),
  AI_SPEECH_MODEL: optionalString,
  AI_VIDEO_MODEL: optionalString,
  AI_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(600_000).default(60_000)),
  /** The interactive map loaded after the visitor's consent (OpenStreetMap embed by default). */
  MAP_EMBED_URL: z.preprocess(emptyToUndefined, z.url("doit être une adresse complète (https://…)").optional()),
  PAGE_CACHE: bool(true),
  SEED: bool(true),
  /** Revisions kept per content item (oldest pruned first, never the published one). */
  REVISIONS_KEEP: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100, "au moins 100").max(100_000).default(100),
  ),
  /** Seconds between two runs of the publication scheduler (scheduled publish/unpublish). */
  SCHEDULER_INTERVAL: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(300).default(15)),
  /** Seconds between two passes of the invoice reminders (docs/paiements.md); an hour by default. */
  REMINDERS_INTERVAL: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(86_400).default(3600)),
  /** Days a shared draft preview link stays valid. */
  /** Days after sending a devis when an unanswered one is reminded to the client (docs/devis.md). */
  DEVIS_REMINDER_DAYS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("3,7")
      .transform((v) => v.split(",").map((d) => Number(d.trim())))
      .refine(
        (list) => list.every((d) => Number.isInteger(d) && d >= 1 && d <= 365),
        "liste de jours, par exemple 3,7",
      ),
  ),
  PREVIEW_LINK_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(90).default(7)),
  /** Tests only (NODE_ENV=test): the origin of a fake push service accepted beside the browsers' ones. */
  PUSH_TEST_ORIGIN: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Test only: exposes POST /api/test/clock to move the scheduler's clock (refused unless set). */
  TEST_CLOCK: bool(false),
  /** Where media files live: the local disk (DATA_DIR/uploads) or an S3-compatible bucket. */
  STORAGE: z.preprocess(emptyToUndefined, z.enum(["fs", "s3"], "doit valoir fs ou s3").default("fs")),
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: "doit être une adresse complète, par exemple https://s3.fr-par.scw.cloud" })
      .optional(),
  ),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default("us-east-1")),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(false),
  S3_PREFIX: keyPrefix("site/"),
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url("doit être une adresse complète (https://…)").optional()),
  /** A bucket of its own for the private files of quote requests (decision 043); else S3_BUCKET's private/ prefix. */
  S3_PRIVATE_BUCKET: optionalString,
  /** Automatic backups (docs/deployment.md « Sauvegardes »): every BACKUP_EVERY, `off` to stop them. */
  BACKUP_EVERY: duration("24h", { min: 5_000, max: 31 * 86_400_000 }),
  /** The restore drill of the latest archive into a throwaway PostgreSQL. */
  BACKUP_DRILL_EVERY: duration("7d", { min: 5_000, max: 366 * 86_400_000 }),
  /** A folder for the archives (another disk, a mounted share); default DATA_DIR/backups without S3. */
  BACKUP_DIR: optionalString,
  /** The backup key: a recovery phrase, or 32 bytes in base64 or hex; else generated and shown once. */
  BACKUP_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (v) => parseBackupKey(v) !== null,
        "phrase de secours (14 groupes de 4 caractères) ou 32 octets en base64 ou en hexadécimal attendus",
      )
      .optional(),
  ),
  BACKUP_S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: "doit être une adresse complète, par exemple https://s3.fr-par.scw.cloud" })
      .optional(),
  ),
  BACKUP_S3_REGION: z.preprocess(emptyToUndefined, z.string().default("us-east-1")),
  BACKUP_S3_BUCKET: optionalString,
  BACKUP_S3_ACCESS_KEY_ID: optionalString,
  BACKUP_S3_SECRET_ACCESS_KEY: optionalString,
  BACKUP_S3_FORCE_PATH_STYLE: bool(false),
  BACKUP_S3_PREFIX: keyPrefix("sauvegardes/"),
  /**
   * The certificate that seals the signed PDFs (PAdES, docs/devis.md): a .p12 the artisan provides, and its
   * password; else one generated at the first start in DATA_DIR/secrets.
   */
  SIGNATURE_P12: optionalString,
  SIGNATURE_P12_PASSWORD: z.preprocess(emptyToUndefined, z.string().default("")),
  /** Images prepared at the same time by the background queue (1 suits 2 cores). */
  MEDIA_JOBS_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(8).default(1)),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  siteUrl: string;
  isProduction: boolean;
  /** True when the administrator's password comes from ADMIN_PASSWORD (no hint, no forced change). */
  adminPasswordFromEnv: boolean;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Validates the environment once; throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.STORAGE === "s3") {
    const missing = (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((k) => !e[k]);
    if (missing.length > 0) throw new ConfigError(missing.map((k) => `${k}: obligatoire avec STORAGE=s3`));
  }
  const backupS3 = (["BACKUP_S3_BUCKET", "BACKUP_S3_ACCESS_KEY_ID", "BACKUP_S3_SECRET_ACCESS_KEY"] as const).filter(
    (k) => e[k],
  );
  if (backupS3.length > 0 && backupS3.length < 3) {
    throw new ConfigError(
      (["BACKUP_S3_BUCKET", "BACKUP_S3_ACCESS_KEY_ID", "BACKUP_S3_SECRET_ACCESS_KEY"] as const)
        .filter((k) => !e[k])
        .map((k) => `${k}: obligatoire pour envoyer les sauvegardes vers S3`),
    );
  }
  // The backups must survive what kills the media: never the same bucket on the same service.
  if (
    e.BACKUP_S3_BUCKET &&
    (e.BACKUP_S3_BUCKET === e.S3_BUCKET || e.BACKUP_S3_BUCKET === e.S3_PRIVATE_BUCKET) &&
    (e.BACKUP_S3_ENDPOINT ?? "") === (e.S3_ENDPOINT ?? "")
  ) {
    throw new ConfigError([
      "BACKUP_S3_BUCKET: doit être un autre compartiment (ou un autre fournisseur) que celui des médias",
    ]);
  }
  if (e.SIGNATURE_P12 && !existsSync(e.SIGNATURE_P12))
    throw new ConfigError([`SIGNATURE_P12: fichier introuvable (${e.SIGNATURE_P12})`]);
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/+$/, "");
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    siteUrl,
    isProduction: e.NODE_ENV === "production",
    adminPasswordFromEnv: Boolean(e.ADMIN_PASSWORD),
  };
}
