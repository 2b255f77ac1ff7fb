import { randomBytes } from "node:crypto";
import { ReadStream } from "node:fs";
import { stat as fsStat } from "node:fs/promises";
import { Readable } from "node:stream";
import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import { assertKey, idPattern, StorageError, storageProblem, type Storage } from "./types.ts";

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Prepended to every key (`site/`), so one bucket can hold several sites. */
  prefix: string;
  /** Public address of the bucket (or its CDN): /media then redirects there. */
  publicUrl?: string;
}

type Sdk = typeof S3Sdk;
let sdk: Promise<Sdk> | null = null;

/** The HTTP status of an error the S3 service answered (the SDK's `S3ServiceException`). */
const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const notFound = (err: unknown) =>
  statusOf(err) === 404 || (err as Error).name === "NoSuchKey" || (err as Error).name === "NotFound";

/**
 * A client of an S3-compatible service: checksums only when the protocol requires them (the
 * S3-compatible servers that do not know the newest headers work), retries and timeouts given.
 * The SDK (about 10 MB of memory, decision 060) is read at the first request, not at the start:
 * a site on local files, or whose backups go to a folder, never loads it.
 */
export function createS3Client(
  options: Pick<S3Options, "endpoint" | "region" | "forcePathStyle" | "accessKeyId" | "secretAccessKey">,
  limits: Pick<S3ClientConfig, "maxAttempts" | "requestHandler">,
): S3Send {
  let made: Promise<{ client: S3Client; sdk: Sdk }> | null = null;
  const ready = () =>
    (made ??= (sdk ??= import("@aws-sdk/client-s3")).then((loaded) => ({
      sdk: loaded,
      client: new loaded.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        ...limits,
      }),
    })));
  return async (command) => {
    const { sdk, client } = await ready();
    return command(sdk, client);
  };
}

/** Sends one request to the bucket: `command` builds it with the SDK's classes and sends it with the client. */
export type S3Send = <T>(command: (sdk: Sdk, client: S3Client) => Promise<T>) => Promise<T>;

/**
 * An S3-compatible bucket (AWS S3, Scaleway, OVHcloud, MinIO, Garage) through @aws-sdk/client-s3.
 * Objects are written whole (PutObject): a reader never sees half a file. Checksums only when the
 * protocol requires them, so the S3-compatible servers that do not know the newest headers work.
 */
export function createS3Storage(options: S3Options): Storage {
  const send = createS3Client(options, {
    // A bucket that does not answer must fail fast: an upload then gets a 503, a page its fallback.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  const Bucket = options.bucket;
  const prefix = options.prefix;
  const key = (id: string, file: string) => `${prefix}${id}/${file}`;
  const where = `${options.endpoint ?? "AWS S3"}, compartiment ${Bucket}`;
  const unavailable = (err: unknown) =>
    err instanceof StorageError
      ? err
      : new StorageError(`Stockage S3 injoignable (${where}) : ${(err as Error).message || (err as Error).name}`, {
          cause: err,
        });

  async function bodyWithLength(body: Buffer | Readable): Promise<{ Body: Buffer | Readable; ContentLength: number }> {
    if (Buffer.isBuffer(body)) return { Body: body, ContentLength: body.length };
    if (body instanceof ReadStream && typeof body.path === "string")
      return { Body: body, ContentLength: (await fsStat(body.path)).size };
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
    const all = Buffer.concat(chunks);
    return { Body: all, ContentLength: all.length };
  }

  async function listKeys(p: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await send((sdk, client) =>
        client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: p, ContinuationToken })),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    kind: "s3",
    async put(id, file, body) {
      assertKey(id, file);
      try {
        const upload = await bodyWithLength(body);
        await send((sdk, client) => client.send(new sdk.PutObjectCommand({ Bucket, Key: key(id, file), ...upload })));
      } catch (err) {
        throw unavailable(err);
      }
    },
    async remove(id) {
      assertKey(id);
      try {
        const keys = await listKeys(`${prefix}${id}/`);
        await Promise.all(
          keys.map((Key) => send((sdk, client) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key })))),
        );
      } catch (err) {
        throw unavailable(err);
      }
    },
    async exists(id, file) {
      return (await this.stat(id, file)) !== null;
    },
    async read(id, file, range) {
      assertKey(id, file);
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const out = await send((sdk, client) =>
          client.send(new sdk.GetObjectCommand({ Bucket, Key: key(id, file), Range })),
        );
        if (!out.Body) return null;
        return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
      } catch (err) {
        if (notFound(err)) return null;
        throw unavailable(err);
      }
    },
    async stat(id, file) {
      assertKey(id, file);
      try {
        const out = await send((sdk, client) => client.send(new sdk.HeadObjectCommand({ Bucket, Key: key(id, file) })));
        return {
          size: Number(out.ContentLength ?? 0),
          etag: out.ETag ?? `"${Number(out.ContentLength ?? 0).toString(16)}"`,
          lastModified: out.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (notFound(err)) return null;
        throw unavailable(err);
      }
    },
    async list(id) {
      assertKey(id);
      try {
        const keys = await listKeys(`${prefix}${id}/`);
        return keys
          .map((k) => k.slice(`${prefix}${id}/`.length))
          .filter((name) => name && !name.includes("/") && !name.startsWith("."))
          .sort();
      } catch (err) {
        throw unavailable(err);
      }
    },
    async ids() {
      try {
        const keys = await listKeys(prefix);
        const ids = new Set(
          keys.map((k) => k.slice(prefix.length).split("/")[0] as string).filter((id) => idPattern.test(id)),
        );
        return [...ids].sort();
      } catch (err) {
        throw unavailable(err);
      }
    },
    async check() {
      const Key = `${prefix}.check-${randomBytes(4).toString("hex")}`;
      try {
        await send((sdk, client) =>
          client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: "ok", ContentLength: 2 })),
        );
        await send((sdk, client) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key })));
      } catch (err) {
        const status = statusOf(err);
        const why =
          status === 404 || (err as Error).name === "NoSuchBucket"
            ? "le compartiment n'existe pas"
            : status === 403
              ? "accès refusé (vérifiez S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY et les droits d'écriture)"
              : (err as Error).message || (err as Error).name;
        throw new StorageError(`Stockage S3 injoignable ou non inscriptible (${where}) : ${why}`, {
          cause: err,
          problem: storageProblem(err),
        });
      }
    },
    localPath() {
      return null;
    },
    publicUrl(id, file) {
      return options.publicUrl ? `${options.publicUrl.replace(/\/+$/, "")}/${key(id, file)}` : null;
    },
  };
}

/** Reads a whole stream (small files: probes, images to re-encode). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(body)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
