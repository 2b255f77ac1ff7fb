import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Config } from "#server/config.ts";
import { createS3Client, type S3Options } from "#server/infra/storage/index.ts";

/** Where automatic backups go: a folder (BACKUP_DIR) and/or an S3 bucket (BACKUP_S3_*). */
export interface BackupTarget {
  /** « dossier /srv/sauvegardes » or « S3 compartiment x »: in messages. */
  label: string;
  /** The archives there, newest first. */
  list(): Promise<{ name: string; at: Date; bytes: number }[]>;
  /** Copies a local file there under `name`, whole or not at all. */
  put(file: string, name: string): Promise<void>;
  /** Copies the archive `name` into the local file `to`. */
  get(name: string, to: string): Promise<void>;
  remove(name: string): Promise<void>;
}

/** atelier-20261127T193000Z.atlbak: the time of the backup, in UTC, sortable. */
export const ARCHIVE_PATTERN = /^atelier-(\d{8}T\d{6}Z)\.atlbak$/;

export function archiveName(at: Date): string {
  return `atelier-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.atlbak`;
}

export function archiveDate(name: string): Date | null {
  const match = ARCHIVE_PATTERN.exec(name);
  if (!match) return null;
  const t = match[1];
  return new Date(
    `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(9, 11)}:${t.slice(11, 13)}:${t.slice(13, 15)}Z`,
  );
}

export function folderTarget(dir: string): BackupTarget {
  return {
    label: `dossier ${dir}`,
    async list() {
      const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") return [];
        throw err;
      });
      const found = [];
      for (const name of names) {
        const at = archiveDate(name);
        if (at) found.push({ name, at, bytes: (await stat(path.join(dir, name))).size });
      }
      return found.sort((a, b) => b.at.getTime() - a.at.getTime());
    },
    async put(file, name) {
      await mkdir(dir, { recursive: true });
      // Written under a temporary name, then renamed: a listing never sees half an archive.
      const partial = path.join(dir, `.${name}.part`);
      try {
        await copyFile(file, partial);
        await rename(partial, path.join(dir, name));
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(name, to) {
      await pipeline(createReadStream(path.join(dir, name)), createWriteStream(to));
    },
    async remove(name) {
      await rm(path.join(dir, name), { force: true });
    },
  };
}

export function s3Target(options: Omit<S3Options, "publicUrl">): BackupTarget {
  // An archive may take a while to upload: no request timeout, a connection timeout only.
  const send = createS3Client(options, { maxAttempts: 3, requestHandler: { connectionTimeout: 10_000 } });
  const Bucket = options.bucket;
  const key = (name: string) => `${options.prefix}${name}`;
  return {
    label: `S3 ${options.endpoint ?? "AWS"}, compartiment ${Bucket}`,
    async list() {
      const found: { name: string; at: Date; bytes: number }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const Prefix = options.prefix;
        const page = await send((sdk, client) =>
          client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken })),
        );
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? "").slice(options.prefix.length);
          const at = archiveDate(name);
          if (at) found.push({ name, at, bytes: object.Size ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found.sort((a, b) => b.at.getTime() - a.at.getTime());
    },
    async put(file, name) {
      const { size } = await stat(file);
      // One PutObject, streamed from the file (an object is never visible half written).
      await send((sdk, client) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: key(name),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: "application/octet-stream",
          }),
        ),
      );
    },
    async get(name, to) {
      const object = await send((sdk, client) => client.send(new sdk.GetObjectCommand({ Bucket, Key: key(name) })));
      await pipeline(object.Body as Readable, createWriteStream(to));
    },
    async remove(name) {
      await send((sdk, client) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key(name) })));
    },
  };
}

/**
 * The targets of the configuration: BACKUP_DIR, the BACKUP_S3_* bucket, both; with neither,
 * DATA_DIR/backups (the same disk as the site: better than nothing, said in the admin and docs).
 */
export function backupTargets(config: Config): BackupTarget[] {
  const targets: BackupTarget[] = [];
  if (config.BACKUP_DIR) targets.push(folderTarget(path.resolve(config.BACKUP_DIR)));
  if (config.BACKUP_S3_BUCKET && config.BACKUP_S3_ACCESS_KEY_ID && config.BACKUP_S3_SECRET_ACCESS_KEY) {
    targets.push(
      s3Target({
        endpoint: config.BACKUP_S3_ENDPOINT,
        region: config.BACKUP_S3_REGION,
        bucket: config.BACKUP_S3_BUCKET,
        accessKeyId: config.BACKUP_S3_ACCESS_KEY_ID,
        secretAccessKey: config.BACKUP_S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.BACKUP_S3_FORCE_PATH_STYLE,
        prefix: config.BACKUP_S3_PREFIX,
      }),
    );
  }
  if (targets.length === 0) targets.push(folderTarget(path.join(config.dataDir, "backups")));
  return targets;
}

/**
 * Retention: the newest archive of each of the last 7 days that have one, of the last 4 weeks
 * (ISO, Monday first) and of the last 12 months, in UTC; everything else is deleted. The newest
 * archive is always kept. Returns the names to delete (`archives` newest first).
 */
export function toPrune(archives: { name: string; at: Date }[], keep = { daily: 7, weekly: 4, monthly: 12 }): string[] {
  const kept = new Set<string>();
  const buckets = [
    { limit: keep.daily, key: (d: Date) => d.toISOString().slice(0, 10) },
    { limit: keep.weekly, key: isoWeek },
    { limit: keep.monthly, key: (d: Date) => d.toISOString().slice(0, 7) },
  ];
  for (const { limit, key } of buckets) {
    const seen = new Set<string>();
    for (const archive of archives) {
      const k = key(archive.at);
      if (seen.has(k)) continue;
      if (seen.size >= limit) break;
      seen.add(k);
      kept.add(archive.name);
    }
  }
  if (archives[0]) kept.add(archives[0].name);
  return archives.filter((a) => !kept.has(a.name)).map((a) => a.name);
}

function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return `${d.getUTCFullYear()}-W${Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7)}`;
}
