/**
 * « Signé sur papier » (docs/devis.md): the office records a devis the client signed by hand. The
 * scan is checked by its content and kept in the private storage; the evidence says « papier », the
 * day, the place, the boxes ticked and who recorded it; then the devis is accepted by the same path
 * as an online signature (acceptance.ts), and the client gets a copy of the devis and of the scan.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { parisDate } from "#domain/business.ts";
import { isProfessional, withdrawalEnd, type DevisEvidence, type DevisPaperScan } from "#domain/devis.ts";
import { paperMessages, type PaperSignatureInput } from "#domain/devis-paper.ts";
import { certificationCheckboxText, certificationRates } from "#domain/devis-vat.ts";
import type { LeadAuthor } from "#domain/permissions.ts";
import { AppError, isAppError } from "#server/errors.ts";
import type { Storage } from "#server/infra/storage/types.ts";
import { checkAttachment, type ReceivedFile } from "#server/modules/leads/index.ts";
import { sha256 } from "#server/modules/signature/index.ts";
import { signedDevis, type DevisDeps, type DevisRow } from "./common.ts";
import { devisAcceptance } from "./acceptance.ts";
import { devisMail } from "./emails.ts";
import type { devisRecords } from "./record.ts";

type Records = ReturnType<typeof devisRecords>;
type StoredScan = DevisPaperScan & { storageId: string; file: string };

const scanFiles = {
  pdf: { file: "scan.pdf", mimeType: "application/pdf" },
  jpg: { file: "scan.jpg", mimeType: "image/jpeg" },
  png: { file: "scan.png", mimeType: "image/png" },
} as const;

/** Why this devis cannot be signed now (409), or null: sent, unanswered, still valid. */
function notSignable(r: DevisRow, today: string): string | null {
  if (r.status === "brouillon")
    return "Ce devis n'a pas encore été envoyé : envoyez-le avant d'enregistrer sa signature.";
  if (r.status === "accepte" || r.status === "refuse") return "Ce devis a déjà reçu une réponse du client.";
  if (r.status === "remplace")
    return "Ce devis a été remplacé par une nouvelle version : enregistrez la signature sur celle-ci.";
  if (r.status === "revoque") return "Le lien de ce devis a été révoqué : il ne peut plus être signé.";
  if (r.status === "expire" || (r.validUntil !== null && today > r.validUntil))
    return "Ce devis a expiré : faites une nouvelle version (« Modifier ») et faites-la signer.";
  return r.status === "envoye" ? null : "Ce devis ne peut pas être signé.";
}

/** The scan, decided by its bytes (the lead attachments' check): PDF, JPEG or PNG only; 400 otherwise. */
async function checkScan(file: ReceivedFile | undefined): Promise<keyof typeof scanFiles> {
  if (!file) throw new AppError("invalid", paperMessages.scanMissing, { errors: { scan: paperMessages.scanMissing } });
  try {
    const checked = await checkAttachment(file);
    if (checked.format === "pdf" || checked.format === "jpg" || checked.format === "png") return checked.format;
  } catch (err) {
    if (!isAppError(err)) throw err;
    // Too large or empty keep their own message and status; a wrong content is a refused field (400).
    if (err.kind === "too-large" || (err.kind === "invalid" && file.size === 0))
      throw new AppError(err.kind, err.message, { errors: { scan: err.message } });
  }
  const message = paperMessages.scanType(file.name);
  throw new AppError("invalid", message, { errors: { scan: message } });
}

export function devisPaperSigning(deps: DevisDeps & { storage: Storage }, { h, row, view, today }: Records) {
  const { db, business, now, storage } = deps;
  const recordAcceptance = devisAcceptance(deps);

  /** The checks that need no lock: the status (409), the date (400), the certification (422), the scan (400). */
  function checkInput(r: DevisRow, input: PaperSignatureInput) {
    const refused = notSignable(r, today());
    if (refused) throw new AppError("conflict", refused);
    const sentOn = r.sentAt ? parisDate(r.sentAt) : today();
    if (input.signedAt > today())
      throw new AppError("invalid", paperMessages.dateFuture, { errors: { signedAt: paperMessages.dateFuture } });
    if (input.signedAt < sentOn)
      throw new AppError("invalid", paperMessages.dateBeforeSent(sentOn), {
        errors: { signedAt: paperMessages.dateBeforeSent(sentOn) },
      });
  }

  return {
    /** POST /api/devis/:id/signe-papier: records the paper signature; answers the accepted devis. */
    async signOnPaper(
      id: number,
      input: PaperSignatureInput,
      file: ReceivedFile | undefined,
      author: LeadAuthor | null,
    ) {
      const current = await row(id);
      checkInput(current, input);
      const rates = certificationRates(current.lines);
      if (rates.length > 0 && !input.reducedVatCertified)
        throw new AppError("unprocessable", paperCertificationMissing, {
          errors: { reducedVatCertified: paperCertificationMissing },
        });
      const format = await checkScan(file);
      const bytes = await readFile((file as ReceivedFile).path);
      const { file: fileName, mimeType } = scanFiles[format];
      const scan: StoredScan = {
        storageId: `devis-scan-${randomBytes(12).toString("hex")}`,
        file: fileName,
        fileName: (file as ReceivedFile).name,
        mimeType,
        size: bytes.length,
        sha256: sha256(bytes),
      };
      await storage.put(scan.storageId, scan.file, createReadStream((file as ReceivedFile).path));
      const settings = await business.get();
      try {
        const u = await db.transaction(async (tx) => {
          const r = await row(id, tx, true);
          checkInput(r, input);
          const recordedAt = now();
          const evidence = await h.signing.keep(
            tx,
            signedDevis(r),
            paperEvidence(r, input, rates, scan, { recordedAt, author }),
            "papier",
          );
          const url = h.clientUrl(r) ?? deps.config.siteUrl;
          return recordAcceptance(tx, r, settings, {
            at: new Date(`${input.signedAt}T12:00:00Z`),
            evidence,
            signedPdf: null,
            set: { channel: input.place, paperScan: scan },
            clientMail: (u) => ({
              ...devisMail.paperClient(settings, u, {
                signedOn: input.signedAt,
                url,
                withdrawal: evidence.withdrawalEnd,
              }),
              attachments: [
                { filename: `devis-${u.number}.pdf`, contentType: "application/pdf", base64: u.pdf ?? "" },
                {
                  filename: `devis-${u.number}-signe-papier.${format}`,
                  contentType: mimeType,
                  base64: bytes.toString("base64"),
                },
              ],
            }),
            event: {
              title: `Devis ${r.number} signé sur papier le ${input.signedAt.split("-").reverse().join("/")} (enregistré par ${author?.name || "l'atelier"})`,
              author,
              links: "client",
            },
          });
        });
        h.kick();
        return view(u);
      } catch (err) {
        await storage.remove(scan.storageId).catch(() => {
          /* the scan stays unreferenced: harmless, private */
        });
        throw err;
      }
    },

    /** The scan of a devis signed on paper, for the office (404 without one). */
    async paperScan(id: number) {
      const r = await row(id);
      const scan = r.paperScan;
      const stored = scan ? await storage.read(scan.storageId, scan.file) : null;
      if (!scan || !stored) throw new AppError("not-found", "Aucun scan de signature sur papier pour ce devis.");
      return { name: `devis-${r.number}-signe-papier.${scan.file.split(".").pop()}`, mimeType: scan.mimeType, stored };
    },
  };
}

/** The 422 of a reduced-rate devis recorded without the certification ticked on the paper. */
export const paperCertificationMissing =
  "Ce devis applique un taux de TVA réduit (10 % ou 5,5 %) : la signature ne peut être enregistrée que si le client a coché (ou recopié) et signé la certification TVA sur le papier. Cochez la case de la certification si c'est le cas ; sinon, faites-la signer au client ou refaites le devis au taux de 20 %.";

/** The evidence of a paper signature: « papier », the day and place entered, the scan's SHA-256, who recorded it. */
function paperEvidence(
  r: DevisRow,
  input: PaperSignatureInput,
  rates: ReturnType<typeof certificationRates>,
  scan: StoredScan,
  by: { recordedAt: Date; author: LeadAuthor | null },
): DevisEvidence {
  const professional = isProfessional(r.client);
  const premisesAddress = r.siteAddress || r.client.address;
  const certified = rates.length > 0 && input.reducedVatCertified;
  const evidence: DevisEvidence = {
    number: r.number,
    acceptedAt: new Date(`${input.signedAt}T12:00:00Z`).toISOString(),
    method: "papier",
    ip: "",
    userAgent: "",
    email: r.client.email,
    typedName: r.client.name,
    boxes: {
      bonPourAccord: true,
      expressStart: !professional && input.earlyStart,
      ...(certified ? { certification: true } : {}),
    },
    certification: certified
      ? { rates, premisesAddress, text: certificationCheckboxText(rates, premisesAddress) }
      : null,
    pdfSha256: r.pdfSha256 ?? "",
    channel: input.place,
    withdrawalEnd: professional ? null : withdrawalEnd(input.signedAt),
    paper: {
      signedOn: input.signedAt,
      place: input.place,
      recordedAt: by.recordedAt.toISOString(),
      recordedBy: { id: by.author?.id ?? null, name: by.author?.name ?? "" },
      reducedVatCertified: input.reducedVatCertified,
      earlyStart: input.earlyStart,
      scan: { fileName: scan.fileName, mimeType: scan.mimeType, size: scan.size, sha256: scan.sha256 },
    },
  };
  return evidence;
}
