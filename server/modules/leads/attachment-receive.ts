import { createWriteStream } from "node:fs";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import busboy from "busboy";
import {
  ATTACHMENT_FILES_FIELD,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  attachmentMessages,
  cleanFileName,
} from "#domain/attachments.ts";

const RECEIVE_PREFIX = "atelier-attach-";

/**
 * The receiving folders a process stopped mid-upload left in the system's temporary folder (a
 * visitor's plans or photos): removed once older than `maxAgeMs`, far beyond any upload. Returns
 * how many.
 */
export async function sweepReceiveFolders(maxAgeMs = 6 * 3600_000, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    if (!name.startsWith(RECEIVE_PREFIX)) continue;
    const dir = path.join(tmpdir(), name);
    const info = await stat(dir).catch(() => null);
    if (!info?.isDirectory() || now - info.mtimeMs < maxAgeMs) continue;
    await rm(dir, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** One file of a multipart form, written to a temporary file (never kept in memory). */
export interface ReceivedFile {
  path: string;
  size: number;
  /** Display name from the visitor's device. */
  name: string;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  /** Repeated fields (several `attachments` tokens) in order. */
  lists: Record<string, string[]>;
  files: ReceivedFile[];
  /** A refusal about the files (the form's other fields are still read). */
  fileError: string | null;
  /** The body was not a usable form at all. */
  broken: boolean;
  cleanup(): Promise<void>;
}

/** Beyond this, the body is not read any further (the connection is cut). */
const HARD_LIMIT_BYTES = MAX_ATTACHMENTS_TOTAL_BYTES + 8 * 1024 * 1024;

/**
 * Streams a multipart form with up to MAX_ATTACHMENTS files (field `files`, or `file` for the
 * upload endpoint, or the `fileFields` given) to a temporary folder with busboy. Limits are enforced while streaming:
 * a file over 15 MB, a 7th file, or more than 40 MB in all stops the writing and sets
 * `fileError` (French, for the field); the text fields keep being read so the form can be shown
 * again with the visitor's values.
 */
export async function receiveAttachmentForm(
  headers: Record<string, string | string[] | undefined>,
  body: Readable,
  options: { maxFiles?: number; fileFields?: readonly string[] } = {},
): Promise<ReceivedForm> {
  const maxFiles = options.maxFiles ?? MAX_ATTACHMENTS;
  const fileFields = options.fileFields ?? [ATTACHMENT_FILES_FIELD, "file"];
  const dir = await mkdtemp(path.join(tmpdir(), RECEIVE_PREFIX));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  const files: ReceivedFile[] = [];
  let fileError: string | null = null;
  let broken = false;
  let total = 0;
  let seen = 0;
  const writes: Promise<void>[] = [];

  await new Promise<void>((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: headers as Record<string, string>,
        defParamCharset: "utf8",
        limits: {
          files: maxFiles + 1,
          fields: 40,
          parts: 60,
          fieldSize: 20_000,
          fieldNameSize: 60,
          headerPairs: 30,
          fileSize: MAX_ATTACHMENT_BYTES + 1,
        },
      });
    } catch {
      broken = true;
      body.resume();
      resolve();
      return;
    }
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      resolve();
    };
    const refuse = (message: string) => {
      fileError ??= message;
    };
    parser.on("field", (name, value) => {
      fields[name] = value;
      (lists[name] ??= []).push(value);
    });
    parser.on("file", (name, stream, info) => {
      const display = cleanFileName(info.filename ?? "");
      if (!fileFields.includes(name) || !info.filename) {
        // An empty file input of a plain form sends a part without a name: nothing chosen.
        stream.resume();
        return;
      }
      if (files.length >= maxFiles) {
        refuse(attachmentMessages.tooMany);
        stream.resume();
        return;
      }
      if (fileError) {
        stream.resume();
        return;
      }
      const filePath = path.join(dir, `f${files.length}.bin`);
      const entry: ReceivedFile = { path: filePath, size: 0, name: display };
      files.push(entry);
      const out = createWriteStream(filePath);
      writes.push(
        new Promise<void>((done) => {
          out.once("close", done);
          out.once("error", () => done());
        }),
      );
      stream.on("data", (chunk: Buffer) => {
        entry.size += chunk.length;
        total += chunk.length;
        if (entry.size > MAX_ATTACHMENT_BYTES) refuse(attachmentMessages.tooLarge(display));
        else if (total > MAX_ATTACHMENTS_TOTAL_BYTES) refuse(attachmentMessages.totalTooLarge);
        if (fileError && !out.destroyed) {
          stream.unpipe(out);
          out.destroy();
          stream.resume();
        }
      });
      stream.once("limit", () => refuse(attachmentMessages.tooLarge(display)));
      stream.pipe(out);
    });
    parser.once("filesLimit", () => refuse(attachmentMessages.tooMany));
    parser.once("error", () => {
      broken = true;
      body.unpipe(parser);
      body.resume();
      finish();
    });
    parser.once("close", finish);
    body.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > HARD_LIMIT_BYTES) {
        refuse(attachmentMessages.totalTooLarge);
        body.unpipe(parser);
        body.destroy();
        finish();
      }
    });
    body.once("error", () => {
      broken = true;
      finish();
    });
    body.once("aborted", () => {
      broken = true;
      finish();
    });
    body.pipe(parser);
  });
  await Promise.all(writes);
  return { fields, lists, files, fileError, broken, cleanup };
}
