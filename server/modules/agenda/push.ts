import { eq, inArray } from "drizzle-orm";
import webpush from "web-push";
import type { BusinessSettings } from "#domain/business.ts";
import type { Role } from "#domain/permissions.ts";
import { canCallApi } from "#domain/permissions.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/infra/db/client.ts";
import { sealedSecret } from "#server/infra/db/sealed-meta.ts";
import { createSecretBox } from "#server/infra/mail/secret.ts";
import type { Logger } from "#server/logger.ts";
import { AppError } from "#server/errors.ts";
import { pushSubscriptions } from "./schema.ts";

const VAPID_KEY = "vapid";
const SUBSCRIBE_PATH = "/api/admin/agenda/push/subscriptions";

/**
 * The push services of the browsers (Chrome/Edge via Firebase, Firefox, Safari, Windows): a
 * subscription names one of them, over https, or it is refused — the server never posts to an
 * address a visitor chose (a blind SSRF otherwise).
 */
const PUSH_SERVICES = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)push\.apple\.com$/,
  /(^|\.)notify\.windows\.com$/,
];

/** Whether the server may post to this endpoint; `testOrigin` (tests only) is a local fake service. */
export function knownPushEndpoint(endpoint: string, testOrigin = ""): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (testOrigin && url.origin === testOrigin) return true;
  return (
    url.protocol === "https:" &&
    url.port === "" &&
    url.username === "" &&
    url.password === "" &&
    PUSH_SERVICES.some((host) => host.test(url.hostname))
  );
}

export interface PushDeps {
  db: Db;
  config: Config;
  logger: Logger;
  business: () => Promise<BusinessSettings>;
  /** The active members among `ids`, with their role (the auth door's memberCards). */
  members(ids: number[]): Promise<{ id: number; role: Role }[]>;
}

/** A member may get the alerts while his role may subscribe (Gérant, Bureau) and he is active. */
const receivesAlerts = (role: Role) => canCallApi(role, "POST", SUBSCRIBE_PATH);

/**
 * Web push to the team's phones: the VAPID keys (sealed in app_meta), the subscriptions, each owned
 * by a member, and the sending. A subscription dies with its member's suspension, removal or a role
 * without alerts (checked at each sending), or when the push service says it is gone.
 */
export function createPush(deps: PushDeps) {
  const { db, config, logger } = deps;
  const testOrigin = config.NODE_ENV === "test" ? (config.PUSH_TEST_ORIGIN ?? "") : "";
  let keys: Promise<{ publicKey: string; privateKey: string }> | null = null;
  /** Generated at the first start, sealed with the data key, the same for every instance. */
  function vapidKeys() {
    keys ??= (async () => {
      const stored = await sealedSecret(db, createSecretBox(config.dataDir), VAPID_KEY, () =>
        JSON.stringify(webpush.generateVAPIDKeys()),
      );
      return JSON.parse(stored) as { publicKey: string; privateKey: string };
    })().catch((err: unknown) => {
      keys = null;
      throw err;
    });
    return keys;
  }

  /** The subscriptions whose member still receives the alerts; the others are removed. */
  async function recipients() {
    const subs = await db.select().from(pushSubscriptions);
    const ids = [...new Set(subs.flatMap((s) => (s.userId === null ? [] : [s.userId])))];
    const allowed = new Set((await deps.members(ids)).filter((m) => receivesAlerts(m.role)).map((m) => m.id));
    const dead = subs.filter(
      (s) => s.userId === null || !allowed.has(s.userId) || !knownPushEndpoint(s.endpoint, testOrigin),
    );
    if (dead.length > 0) {
      await db.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.id,
          dead.map((s) => s.id),
        ),
      );
      logger.info("push subscriptions removed", { count: dead.length });
    }
    return subs.filter((s) => !dead.includes(s));
  }

  /** Sends a notification to every subscribed phone; gone subscriptions (404/410) are removed. */
  async function push(payload: { title: string; body: string; url: string }): Promise<number> {
    const subs = await recipients();
    if (subs.length === 0) return 0;
    const { publicKey, privateKey } = await vapidKeys();
    const b = await deps.business();
    let sent = 0;
    for (const s of subs) {
      try {
        // The request is built by web-push (RFC 8291 aes128gcm, VAPID) and sent with fetch, no redirect followed.
        const details = webpush.generateRequestDetails(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          JSON.stringify(payload),
          { vapidDetails: { subject: `mailto:${b.email}`, publicKey, privateKey }, TTL: 3600 },
        );
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
          body: details.body ? new Uint8Array(details.body) : undefined,
          redirect: "manual",
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 404 || res.status === 410)
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
        else if (res.ok) sent++;
        else logger.warn("push refused", { subscriptionId: s.id, status: res.status });
      } catch (err) {
        logger.warn("push failed", { subscriptionId: s.id, err });
      }
    }
    return sent;
  }

  return {
    push,
    warm: () => void vapidKeys().catch((err: unknown) => logger.warn("vapid keys not ready", { err })),
    publicKey: async () => (await vapidKeys()).publicKey,
    /** The member's phone subscribes (an endpoint of a known push service only). */
    async subscribe(body: unknown, userId: number) {
      const s = pushSubscriptionSchema(body, testOrigin);
      await db
        .insert(pushSubscriptions)
        .values({ ...s, userId })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: s.p256dh, auth: s.auth, userId } });
    },
    async unsubscribe(endpoint: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

function pushSubscriptionSchema(body: unknown, testOrigin: string) {
  const b = body as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } | null;
  const endpoint = typeof b?.endpoint === "string" ? b.endpoint : "";
  const p256dh = typeof b?.keys?.p256dh === "string" ? b.keys.p256dh : "";
  const auth = typeof b?.keys?.auth === "string" ? b.keys.auth : "";
  if (endpoint.length > 2000 || !/^[\w-]{20,200}$/.test(p256dh) || !/^[\w-]{8,100}$/.test(auth))
    throw new AppError("invalid", "Abonnement aux notifications invalide.");
  if (!knownPushEndpoint(endpoint, testOrigin))
    throw new AppError(
      "invalid",
      "Ce service de notifications n'est pas reconnu : utilisez Chrome, Firefox, Safari ou Edge à jour.",
    );
  return { endpoint, p256dh, auth };
}
