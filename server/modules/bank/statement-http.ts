import type { Request } from "express";
import busboy from "busboy";
import { statementFormats, type StatementFormat } from "#domain/bank-statements/index.ts";
import { AppError } from "#server/errors.ts";
import type { StatementUpload } from "./import.ts";

/** A statement is text: a year of operations fits well under this. */
export const statementMaxBytes = 5 * 1024 * 1024;

/**
 * Reads a multipart statement upload in memory (`file`, optional `format` and `mapping`). The file's
 * name and type as sent are not trusted: the content decides the format; the name is only shown.
 */
export function receiveStatement(req: Request): Promise<StatementUpload> {
  if (!/^multipart\/form-data\b/i.test(req.get("content-type") ?? "")) {
    return Promise.reject(new AppError("unsupported", "Envoyez le relevé en multipart/form-data (champ « file »)."));
  }
  if (Number(req.get("content-length") ?? 0) > statementMaxBytes + 64 * 1024) {
    return Promise.reject(new AppError("too-large", "Relevé trop volumineux (5 Mo maximum)."));
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let fileName = "";
    let seen = false;
    let failed: AppError | null = null;
    const parser = busboy({
      headers: req.headers,
      limits: { files: 1, fields: 5, fieldSize: 200, fileSize: statementMaxBytes },
    });
    parser.on("field", (name, value) => (fields[name] = value));
    parser.on("file", (name, stream, info) => {
      if (name !== "file") return void stream.resume();
      seen = true;
      fileName = (info.filename ?? "").replace(/[^\p{L}\p{N} ._()-]/gu, "").slice(0, 200);
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => (failed = new AppError("too-large", "Relevé trop volumineux (5 Mo maximum).")));
    });
    parser.on("error", () => reject(new AppError("invalid", "Envoi illisible : réessayez.")));
    parser.on("close", () => {
      if (failed) return reject(failed);
      if (!seen || chunks.length === 0) {
        return reject(
          new AppError("invalid", "Choisissez le fichier du relevé.", { errors: { file: "Fichier requis" } }),
        );
      }
      const format = fields.format?.trim() || undefined;
      if (format && !statementFormats.includes(format as StatementFormat)) {
        return reject(
          new AppError("invalid", "Format inconnu (camt053, cfonb120, ofx ou csv).", { errors: { format } }),
        );
      }
      resolve({
        bytes: new Uint8Array(Buffer.concat(chunks)),
        fileName,
        format: format as StatementFormat | undefined,
        csvMapping: fields.mapping?.trim() || undefined,
      });
    });
    req.pipe(parser);
  });
}
