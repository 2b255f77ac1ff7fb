import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { data, redirect } from "react-router";
import { ATTACHMENT_FIELD, attachmentMessages, MAX_ATTACHMENTS } from "#domain/attachments.ts";
import { AppError } from "#server/errors.ts";
import { receiveAttachmentForm } from "./attachment-receive.ts";
import { attachmentTokens, type SubmitResult } from "./submit.ts";
import type { Leads } from "./leads.ts";

/** What the route action hands over: the leads service and the visitor's address (from its context). */
export interface LeadFormDeps {
  leads: Pick<Leads, "attachments" | "submitQuote" | "submitContact">;
  ip: string;
}

/**
 * The lead forms posted WITHOUT JavaScript (progressive enhancement): the whole handling
 * lives in the leads module — the route actions of /devis and /contact/envoyer are one call to
 * `leadFormAction`. The files go through the same receiver and the same limits as the API's uploads
 * (`receiveAttachmentForm`, domain/attachments.ts: the only definition of the limits).
 */

/** A lead form holds at most ~11 KB of text; anything far above is refused before parsing. */
const MAX_FORM_BYTES = 64 * 1024;
const TOO_LARGE = "La requête est trop volumineuse.";
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

export interface KeptAttachment {
  token: string;
  name: string;
  size: number;
  kind: "image" | "pdf";
}

export interface LeadActionData {
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  /** Files already received and kept while the visitor corrects the form. */
  attachments?: KeptAttachment[];
}

/**
 * The quote form posted without JavaScript, as multipart with its photos and plans: files are
 * streamed to disk with their limits, checked and stored (unclaimed) before the quote claims
 * them. A refused file is reported next to the field; the other values are kept, and so are the
 * files already accepted when another field needs correcting.
 */
async function quoteMultipartAction(request: Request, { leads, ip }: LeadFormDeps) {
  const meta = { ip };
  const headers = Object.fromEntries(request.headers);
  const stream = request.body ? Readable.fromWeb(request.body as unknown as NodeReadableStream) : Readable.from([]);
  const form = await receiveAttachmentForm(headers, stream);
  try {
    const { website: _w, startedAt: _s, [ATTACHMENT_FIELD]: _a, ...values } = form.fields;
    if (form.broken) return data<LeadActionData>({ message: TOO_LARGE, errors: {}, values }, { status: 400 });
    const kept = await leads.attachments.describe(attachmentTokens(form.lists[ATTACHMENT_FIELD] ?? []) ?? []);
    let fileError = form.fileError;
    let added: KeptAttachment[] = [];
    if (!fileError && form.files.length > 0) {
      if (kept.length + form.files.length > MAX_ATTACHMENTS) fileError = attachmentMessages.tooMany;
      else {
        try {
          added = await leads.attachments.accept(form.files);
        } catch (err) {
          // The service's refusal (an AppError: instanceof holds across the build's copy of the module).
          if (!(err instanceof AppError)) throw err;
          fileError = err.message;
        }
      }
    }
    const attachments = [...kept, ...added];
    const body = { ...form.fields, [ATTACHMENT_FIELD]: attachments.map((a) => a.token) };
    if (fileError) {
      // The other fields are still checked, so that every message shows at once.
      const { quoteRequestSchema } = await import("#domain/schemas/leads.ts");
      const { fieldErrors } = await import("#domain/schemas/errors.ts");
      const parsed = quoteRequestSchema.safeParse(form.fields);
      const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), [ATTACHMENT_FIELD]: fileError };
      return data<LeadActionData>(
        { message: "Veuillez corriger les champs indiqués.", errors, values, attachments },
        { status: 400 },
      );
    }
    let result: SubmitResult | undefined;
    const refused = await submitted(async () => (result = await leads.submitQuote(body, meta)));
    if (!refused) return sentRedirect(request, result);
    return refusal(refused, values, attachments);
  } finally {
    await form.cleanup();
  }
}

/** The body's bytes, or null past `max` (the rest is drained so that the 413 page can be sent). */
async function readLimited(request: Request, max: number): Promise<Buffer | null> {
  // Even a declared oversized body is drained (up to a bound): answering while it is still
  // arriving would leave the keep-alive connection in a state the client sees as a reset.
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_LIMIT_BYTES) {
      // Far past the limit: cut the connection rather than read on.
      await reader.cancel();
      break;
    }
    if (size <= max) chunks.push(value);
  }
  return size > max ? null : Buffer.concat(chunks);
}

/** The submitted fields (urlencoded, or multipart without its files), or null when too large. */
async function readForm(request: Request, max: number): Promise<URLSearchParams | null> {
  const bytes = await readLimited(request, max);
  if (!bytes) return null;
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    const form = await new Response(new Uint8Array(bytes), { headers: { "Content-Type": type } })
      .formData()
      .catch(() => new FormData());
    return new URLSearchParams([...form].filter((e): e is [string, string] => typeof e[1] === "string"));
  }
  return new URLSearchParams(bytes.toString("utf8"));
}

/**
 * The action behind a lead form posted WITHOUT JavaScript (progressive enhancement): the same
 * service as POST /api/quotes and /api/contact. Success → 303 to the confirmation
 * (`?envoye=1`, so a reload does not post again); otherwise the page re-renders the form with
 * its values and the French messages.
 */
export async function leadFormAction(kind: "quote" | "contact", request: Request, deps: LeadFormDeps) {
  if (kind === "quote" && (request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    return quoteMultipartAction(request, deps);
  }
  const form = await readForm(request, MAX_FORM_BYTES);
  if (!form) return data<LeadActionData>({ message: TOO_LARGE, errors: {}, values: {} }, { status: 413 });
  const body = Object.fromEntries(form);
  const { leads, ip } = deps;
  const meta = { ip };
  let result: SubmitResult | undefined;
  const refused = await submitted(async () => {
    result = kind === "quote" ? await leads.submitQuote(body, meta) : await leads.submitContact(body, meta);
  });
  if (!refused) return sentRedirect(request, result);
  // Only the visible fields come back into the form.
  const { website: _w, startedAt: _s, ...values } = body;
  return refusal(refused, values);
}

/**
 * The confirmation after the 303 (`?envoye=1`, so a reload does not post again), with the request's
 * number (`n`) and, for a quote, its booking link (`rdv`).
 */
function sentRedirect(request: Request, result: SubmitResult | undefined) {
  const query = new URLSearchParams({ envoye: "1" });
  if (result) query.set("n", String(result.id));
  if (result?.visitToken) query.set("rdv", result.visitToken);
  return redirect(`${new URL(request.url).pathname}?${query}`, 303);
}

/** Null once the lead is stored; the refusal of the service (invalid, rate-limited) otherwise. */
async function submitted(submit: () => Promise<unknown>): Promise<AppError | null> {
  try {
    await submit();
    return null;
  } catch (err) {
    if (err instanceof AppError && (err.kind === "invalid" || err.kind === "rate-limited")) return err;
    throw err;
  }
}

/** The form again, with the values and the French messages (429 with Retry-After when rate-limited). */
function refusal(err: AppError, values: Record<string, string>, attachments?: KeptAttachment[]) {
  if (err.kind === "rate-limited") {
    return data<LeadActionData>(
      { message: err.message, errors: {}, values, attachments },
      { status: 429, headers: { "Retry-After": String(err.retryAfterSec ?? 60) } },
    );
  }
  return data<LeadActionData>(
    { message: "Veuillez corriger les champs indiqués.", errors: err.errors ?? {}, values, attachments },
    { status: 400 },
  );
}
