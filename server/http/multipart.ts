import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Request } from "express";
import busboy from "busboy";
import { formatLimit, largestUpload, mediaMaxBytes } from "#domain/media.ts";
import { mediaTypes, type MediaType } from "#domain/schemas/content.ts";
import { HttpError } from "./errors.ts";

export interface ReceivedUpload {
  /** Temporary file holding the upload; removed by `cleanup`. */
  path: string;
  size: number;
  /** The name the browser gave (display only). */
  fileName: string;
  fields: Record<string, string>;
  cleanup(): Promise<void>;
}

const tooLarge = (type: MediaType | null) =>
  new HttpError(
    413,
    `Fichier trop volumineux (${type ? formatLimit(type) : `${Math.round(largestUpload / 1048576)} Mo`} maximum)`,
  );

/** Reads what is left of a refused request (up to a bound) so the browser gets our answer. */
function drain(req: Request): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded) return resolve();
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      req.destroy();
      resolve();
    }, 30_000);
    req.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > largestUpload * 2) {
        req.destroy();
        done();
      }
    });
    req.once("end", done);
    req.once("error", done);
    req.once("close", done);
    req.resume();
  });
}

/**
 * Streams a multipart upload (one `file`, a few short fields) to a temporary file with busboy.
 * The size limit is the declared type's when the `type` field comes before the file, the largest
 * one otherwise; the media service checks again once the content tells the real type.
 */
export async function receiveUpload(req: Request): Promise<ReceivedUpload> {
  if (!/^multipart\/form-data\b/i.test(req.get("content-type") ?? "")) {
    throw new HttpError(415, "Envoyez le fichier en multipart/form-data (champ « file »).");
  }
  const declared = Number(req.get("content-length") ?? 0);
  // Node discards an unread body once the answer is sent, so the browser still reads the 413.
  if (declared > largestUpload + 1024 * 1024) throw tooLarge(null);
  const dir = await mkdtemp(path.join(tmpdir(), "atelier-upload-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const filePath = path.join(dir, "upload.bin");
  try {
    return await new Promise<ReceivedUpload>((resolve, reject) => {
      const fields: Record<string, string> = {};
      let fileName = "";
      let size = 0;
      let writing: Promise<void> | null = null;
      let failed: HttpError | null = null;
      const fail = (error: HttpError) => {
        if (failed) return;
        failed = error;
        req.unpipe(parser);
        void drain(req).then(() => reject(error));
      };
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          defParamCharset: "utf8",
          limits: {
            files: 1,
            fields: 8,
            parts: 10,
            fieldSize: 2000,
            fieldNameSize: 50,
            headerPairs: 30,
            fileSize: largestUpload,
          },
        });
      } catch {
        reject(new HttpError(400, "Formulaire d'envoi invalide."));
        return;
      }
      parser.on("field", (name, value) => {
        fields[name] = value;
      });
      parser.on("file", (name, stream, info) => {
        if (name !== "file" || writing) {
          stream.resume();
          return;
        }
        fileName = info.filename ?? "";
        const type = mediaTypes.includes(fields.type as MediaType) ? (fields.type as MediaType) : null;
        const limit = type ? mediaMaxBytes[type] : largestUpload;
        const out = createWriteStream(filePath);
        writing = new Promise<void>((done, error) => {
          out.once("finish", done);
          out.once("error", error);
        });
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit && !failed) {
            stream.unpipe(out);
            out.destroy();
            stream.resume();
            fail(tooLarge(type));
          }
        });
        stream.once("limit", () => fail(tooLarge(type)));
        stream.pipe(out);
      });
      parser.once("filesLimit", () => fail(new HttpError(413, "Un seul fichier à la fois.")));
      parser.once("partsLimit", () => fail(new HttpError(413, "Trop de champs dans le formulaire.")));
      parser.once("fieldsLimit", () => fail(new HttpError(413, "Trop de champs dans le formulaire.")));
      parser.once("error", () => fail(new HttpError(400, "Formulaire d'envoi invalide ou incomplet.")));
      parser.once("close", () => {
        if (failed) return;
        if (!writing) return reject(new HttpError(400, "Aucun fichier reçu : choisissez un fichier à envoyer."));
        writing.then(
          () => resolve({ path: filePath, size, fileName, fields, cleanup }),
          () => reject(new HttpError(500, "Le fichier n'a pas pu être enregistré.")),
        );
      });
      req.once("aborted", () => reject(new HttpError(400, "Envoi interrompu.")));
      req.pipe(parser);
    });
  } catch (err) {
    await cleanup();
    throw err;
  }
}
